//! What the execution trace buffer, the IP-EAR and the event address registers capture from a
//! thread's stream under a configuration (seed 003 sections 3.3.8-3.3.10): for one period of
//! the stream, the list of captures in order with the register values each one writes. The
//! engine plays these lists over the positions the thread runs through while the monitors are
//! enabled, so that a capture costs nothing per cycle.

use super::layout::{
    ETB_EXT_B1, ETB_EXT_BRFLUSH, ETB_MP, ETB_S, ETB_SLOT, IPEAR_CYCL, IPEAR_DELAY, IPEAR_EXT_CYCL,
    IPEAR_EXT_EF, IPEAR_EXT_F, IPEAR_IP, PMC37_CT, PMC37_PLM, PMC37_UMASK_CACHE, PMC37_UMASK_TLB, PMC39_BRT,
    PMC39_DS, PMC39_PLM, PMC39_PPM, PMC39_PTM, PMC39_TM, PMC40_MODE, PMC40_PLM, PMC40_UMASK, PMD33_LATENCY,
    PMD33_OVERFLOW, PMD33_STAT, PMD34_STAT, PMD35_LATENCY, PMD35_OVERFLOW, PMD36_BN, PMD36_SLOT, PMD36_VL,
};
use super::qual::Qual;
use super::stream::{fl, BrKind, ItBranch, ItStream, Kind, BUNDLES};
use crate::sim::tally::Tally;
use crate::sim::workload::PERIOD;

/// One capture: the stream position (cycle of the period) and the values written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cap {
    pub pos: u32,
    /// ETB / IP-EAR: the entry (PMD48-63 format). Data EAR: PMD32, PMD33, PMD36. Instruction
    /// EAR: PMD34, PMD35.
    pub vals: [u64; 3],
    /// The PMD39 extension nibble of an ETB or IP-EAR entry.
    pub ext: u8,
    /// Whether the entry records an event (an ETB source entry, an IP-EAR entry, an EAR
    /// capture) rather than a branch target.
    pub event: bool,
}

/// The captures of one period, with a tally of how many fall in each cycle.
#[derive(Clone, Debug)]
pub struct Captures {
    pub list: Vec<Cap>,
    pub tally: Tally,
    /// For the trace buffer's ring, which a span writes up to 16 entries of: `ring[i]` is
    /// `list[i mod len].vals[0]` for i in `0..len + 16`, so that 16 consecutive captures are
    /// one slice, and `nibbles[i]` holds the PMD39 nibbles of captures `i..i + 16` (mod len),
    /// the j-th at bits `4j + 3:4j`.
    ring: Vec<u64>,
    nibbles: Vec<u64>,
}

impl Captures {
    pub fn none() -> Captures {
        Captures {
            list: Vec::new(),
            tally: Tally::zero(),
            ring: Vec::new(),
            nibbles: Vec::new(),
        }
    }

    fn from_list(s: &ItStream, list: Vec<Cap>) -> Captures {
        let mut per = vec![0u64; PERIOD];
        for c in &list {
            per[c.pos as usize] += 1;
        }
        let tally = Tally::build(&s.period.recs, |i, _| per[i]);
        let len = list.len();
        let at = |i: usize| &list[i % len];
        let ring = if len == 0 {
            Vec::new()
        } else {
            (0..len + 16).map(|i| at(i).vals[0]).collect()
        };
        let nibbles = (0..len)
            .map(|i| (0..16).fold(0, |x, j| x | (u64::from(at(i + j).ext) & 0xf) << (4 * j)))
            .collect();
        Captures {
            list,
            tally,
            ring,
            nibbles,
        }
    }

    /// The captures in stream positions `a..b`: their count, and the capture numbers of the
    /// last `max` of them (for [`Captures::list_at`]).
    pub fn last_in(&self, a: u64, b: u64, max: u64) -> (u64, std::ops::Range<u64>) {
        self.last(self.tally.between(a, b), || self.tally.upto(b), max)
    }

    /// As [`Captures::last_in`], given the count in the interval and, when asked, the count
    /// up to its end.
    pub fn last(&self, n: u64, end: impl FnOnce() -> u64, max: u64) -> (u64, std::ops::Range<u64>) {
        if n == 0 || self.list.is_empty() {
            return (n, 0..0);
        }
        let end = end();
        (n, end - n.min(max)..end)
    }

    /// The ring entries of the captures numbered `k` (at most 16, counted from position 0 of
    /// the stream), oldest first, and their PMD39 nibbles (see [`Captures::ring`]).
    pub fn ring_at(&self, k: std::ops::Range<u64>) -> (&[u64], u64) {
        if self.list.is_empty() {
            return (&[], 0);
        }
        let first = (k.start % self.list.len() as u64) as usize;
        (
            &self.ring[first..first + (k.end - k.start) as usize],
            self.nibbles[first],
        )
    }

    /// The captures numbered `k` (counted from position 0 of the stream), oldest first:
    /// capture number k is list[k mod len].
    pub fn list_at(
        &self,
        k: std::ops::Range<u64>,
    ) -> impl ExactSizeIterator<Item = &Cap> + DoubleEndedIterator {
        let len = self.list.len().max(1);
        let count = (k.end - k.start) as usize;
        // One division for the first, then a wrap-around: a span writes up to 16 entries.
        let first = (k.start % len as u64) as usize;
        (0..count).map(move |i| {
            let j = first + i;
            &self.list[if j >= len { j % len } else { j }]
        })
    }
}

/// The privilege level of a stream cycle: system-call and hypervisor phases run at level 0,
/// the rest at the thread's PSR.cpl.
pub fn cpl_at(s: &ItStream, i: usize, base_cpl: u8) -> u8 {
    if s.system[i / 64] >> (i % 64) & 1 == 1 {
        0
    } else {
        base_cpl
    }
}

/// PMC39 (Table 3-26) as the capture equation reads it.
#[derive(Clone, Copy, Debug)]
pub struct Pmc39 {
    pub plm: u64,
    pub ds: bool,
    pub tm: u64,
    pub ptm: u64,
    pub ppm: u64,
    pub brt: u64,
}

impl Pmc39 {
    pub fn from(v: u64) -> Pmc39 {
        Pmc39 {
            plm: PMC39_PLM.get(v),
            ds: PMC39_DS.is_set(v),
            tm: PMC39_TM.get(v),
            ptm: PMC39_PTM.get(v),
            ppm: PMC39_PPM.get(v),
            brt: PMC39_BRT.get(v),
        }
    }

    /// The capture equation of L1607-L1627 (its PSR.is, tm, ptm and ppm terms) plus the brt filter
    /// of Table 3-26 (which the equation omits, Ambiguity A13). A branch whose path was
    /// mispredicted has no target prediction (L1632), so it counts as target-correct for ptm.
    pub fn captures(&self, b: &ItBranch) -> bool {
        let tm = (self.tm & 0b10 != 0 && b.taken) || (self.tm & 0b01 != 0 && !b.taken);
        let ptm = (self.ptm & 0b10 != 0 && !b.target_mispredicted)
            || (self.ptm & 0b01 != 0 && b.target_mispredicted);
        let ppm =
            (self.ppm & 0b10 != 0 && !b.path_mispredicted) || (self.ppm & 0b01 != 0 && b.path_mispredicted);
        let both = self.ptm == 0b01 && self.ppm == 0b01;
        let brt = match self.brt {
            0b00 => true,
            0b01 => b.kind == BrKind::IpRelative,
            0b10 => b.kind == BrKind::Return,
            _ => b.kind == BrKind::Indirect,
        };
        tm && ptm && ppm && !both && !self.ds && brt
    }
}

/// The execution trace buffer's entries for one period (section 3.3.10.1): for every branch
/// that PMC39 qualifies at a privilege level in PMC39.plm, and that tag channel 0 qualifies
/// ("only branches are affected by PMC39's other filters ... as well as the Instruction Addr
/// Range and Opcode Match filters", L1586), the source entry, then the target entry unless
/// the next cycle retires a qualified branch from that target bundle, whose source is then
/// stored instead (L1651-L1653). Ambiguity A14 leaves the choice open; this is it.
pub fn etb(s: &ItStream, pmc39: u64, q: &Qual, base_cpl: u8) -> Captures {
    let cfg = Pmc39::from(pmc39);
    let mut qualified: Vec<&ItBranch> = Vec::new();
    let mut ins = Vec::new();
    let open = q.ch0_open();
    for b in &s.branches {
        let i = b.pos as usize;
        let cpl = cpl_at(s, i, base_cpl);
        if cfg.plm >> cpl & 1 == 0 || !cfg.captures(b) {
            continue;
        }
        if !open {
            s.instructions(i, &mut ins);
            let ip = ItStream::bundle_address(b.phase, u64::from(b.bundle));
            let tagged = ins
                .iter()
                .find(|x| x.kind == Kind::Branch && x.ip == ip && x.slot == b.slot)
                .is_some_and(|x| q.tag(0, x, cpl));
            if !tagged {
                continue;
            }
        }
        qualified.push(b);
    }
    let mut list = Vec::with_capacity(qualified.len() * 2);
    for (k, b) in qualified.iter().enumerate() {
        let window = ItStream::bundle_address(b.phase, u64::from(b.window));
        let slot = if b.taken { u64::from(b.slot) } else { 3 };
        let mp = u64::from(b.mispredicted());
        list.push(Cap {
            pos: b.pos,
            vals: [window | ETB_SLOT.put(slot) | ETB_MP.put(mp) | ETB_S.put(1), 0, 0],
            ext: (ETB_EXT_BRFLUSH.put(u64::from(b.brflush && b.mispredicted()))
                | ETB_EXT_B1.put(u64::from(b.window != b.bundle))) as u8,
            event: true,
        });
        let next = qualified.get(k + 1);
        let chained = next.is_some_and(|n| n.pos == b.pos + 1 && n.window == b.target);
        if !chained {
            let target = ItStream::bundle_address(b.phase, u64::from(b.target) % BUNDLES);
            list.push(Cap {
                pos: b.pos,
                // A target entry: s = 0, mp = 1 (Table 3-27).
                vals: [target | ETB_MP.put(1), 0, 0],
                ext: 0,
                event: false,
            });
        }
    }
    Captures::from_list(s, list)
}

/// The IP-EAR's entries for one period (section 3.3.10.2): one per cycle that retires, with
/// the cycle's last retired IP, the 6-bit saturating count of cycles since the previous entry
/// (in the thread's own stream) and whether a pipeline flush came in between (Tables 3-31,
/// 3-33).
pub fn ipear(s: &ItStream, plm: u64, base_cpl: u8) -> Captures {
    let mut list = Vec::new();
    let mut ins = Vec::new();
    // The previous retiring cycle, found on a first pass over the period's end.
    let mut prev = (0..PERIOD)
        .rev()
        .find(|&i| s.cycles[i].retired > 0)
        .map(|i| i as i64 - PERIOD as i64);
    for i in 0..PERIOD {
        let c = &s.cycles[i];
        if c.retired == 0 {
            continue;
        }
        let elapsed = prev.map_or(63, |p| (i as i64 - p).min(63) as u64);
        prev = Some(i as i64);
        if plm >> cpl_at(s, i, base_cpl) & 1 == 0 {
            continue;
        }
        s.instructions(i, &mut ins);
        let ip = ins.last().map_or(0, |x| x.ip);
        list.push(Cap {
            pos: i as u32,
            vals: [ipear_entry(ip, elapsed, None), 0, 0],
            ext: ipear_ext(elapsed, c.has(fl::FLUSHED), false),
            event: true,
        });
    }
    Captures::from_list(s, list)
}

/// An IP-EAR entry (Table 3-31): cycl 63:60, IP{63:12} at 59:8, and IP{11:4} or, for an early
/// freeze, the remaining delay at 7:0.
pub fn ipear_entry(ip: u64, elapsed: u64, delay: Option<u64>) -> u64 {
    let low = delay.unwrap_or(ip >> 4);
    IPEAR_CYCL.put(elapsed) | IPEAR_IP.put(ip >> 12) | IPEAR_DELAY.put(low)
}

/// Its PMD39 nibble (Table 3-33): cycl{5:4} at 3:2, f at 1, ef at 0.
pub fn ipear_ext(elapsed: u64, flush: bool, ef: bool) -> u8 {
    (IPEAR_EXT_CYCL.put(elapsed >> 4) | IPEAR_EXT_F.put(u64::from(flush)) | IPEAR_EXT_EF.put(u64::from(ef)))
        as u8
}

/// The data EAR's captures for one period (section 3.3.9). Cache mode: loads that miss the
/// L1D with a latency at or above the umask's threshold (Table 3-21), not within 7 cycles of
/// the previous capture (L1478); TLB mode: L1DTLB misses of the kinds the umask selects (Table
/// 3-23); ALAT mode: failed chk.a / ld.c. Captures are qualified like DATA_EAR_EVENTS (its
/// IAR, DAR and OPC columns are Y).
pub fn dear(s: &ItStream, pmc40: u64, q: &Qual, base_cpl: u8) -> Captures {
    let plm = PMC40_PLM.get(pmc40);
    let mode = PMC40_MODE.get(pmc40);
    let umask = PMC40_UMASK.get(pmc40);
    let threshold = if umask <= 10 { Some(4u64 << umask) } else { None };
    let mut list = Vec::new();
    let mut ins = Vec::new();
    let open = q.ch0_open() && q.dar_open();
    // Two passes: the first finds the spacing state at the end of the period, so that the
    // second gives the periodic steady state.
    let mut last: Option<i64> = None;
    for pass in 0..2 {
        for i in 0..PERIOD {
            let c = &s.cycles[i];
            let cpl = cpl_at(s, i, base_cpl);
            if plm >> cpl & 1 == 0 {
                continue;
            }
            let (hit, pmd33) = match mode {
                0 => {
                    let ok = c.has(fl::L1D_MISS) && threshold.is_some_and(|t| u64::from(c.lat) >= t);
                    let lat = u64::from(c.lat);
                    let overflow = u64::from(lat > PMD33_LATENCY.max_value());
                    (
                        ok,
                        PMD33_LATENCY.put(lat) | PMD33_OVERFLOW.put(overflow) | PMD33_STAT.put(0b01),
                    )
                }
                1 => {
                    let stat = if c.has(fl::DTLB_FAULT) {
                        0b11
                    } else if c.has(fl::DTLB_L2_MISS) {
                        0b10
                    } else {
                        0b01
                    };
                    // umask xx1x L2DTLB, x1xx VHPT, 1xxx FAULT (Table 3-23).
                    let wanted = umask >> stat & 1 == 1;
                    (c.has(fl::DTLB_MISS) && wanted, PMD33_STAT.put(stat))
                }
                _ => (c.has(fl::ALAT_MISS), PMD33_STAT.put(0b01)),
            };
            if !hit {
                continue;
            }
            let at = i as i64 + if pass == 0 { -(PERIOD as i64) } else { 0 };
            if mode == 0 && last.is_some_and(|l| at - l < 7) {
                continue;
            }
            s.instructions(i, &mut ins);
            let mem = ins
                .iter()
                .find(|x| matches!(x.kind, Kind::Load | Kind::Store))
                .or(ins.first());
            let Some(mem) = mem.copied() else {
                continue;
            };
            if !open {
                let tag0 = q.tag(0, &mem, cpl);
                if !q.dar(tag0, s.data_address(i)) {
                    continue;
                }
            }
            last = Some(at);
            if pass == 0 {
                continue;
            }
            let window = u64::from(c.bundle);
            let bundle = (mem.ip >> 4) & (BUNDLES - 1);
            let bn = u64::from(bundle != window % BUNDLES);
            let first = mem.ip - 16 * bn;
            let pmd36 = first | PMD36_VL.put(1) | PMD36_BN.put(bn) | PMD36_SLOT.put(u64::from(mem.slot));
            let pmd32 = if mode >= 2 { 0 } else { s.data_address(i) };
            list.push(Cap {
                pos: i as u32,
                vals: [pmd32, pmd33, pmd36],
                ext: 0,
                event: true,
            });
        }
    }
    Captures::from_list(s, list)
}

/// The latency threshold of an instruction EAR umask in cache mode (Table 3-16): `Some(0)` for
/// "> 0" (every miss), `None` for the RAB-hit and undefined encodings (nothing captured).
pub fn iear_threshold(umask: u64) -> Option<u64> {
    match umask {
        u if u >> 6 == 0b01 => Some(1),
        0b1111_1111 => Some(4),
        0b1111_1110 => Some(8),
        0b1111_1100 => Some(16),
        0b1111_1000 => Some(32),
        0b1111_0000 => Some(128),
        0b1110_0000 => Some(256),
        0b1100_0000 => Some(1024),
        0b1000_0000 => Some(4096),
        _ => None,
    }
}

/// The instruction EAR's captures for one period (section 3.3.8): in cache mode (ct = 1x)
/// demand instruction cache misses at or above the latency threshold, with their line
/// address and latency (Table 3-17); in TLB mode (ct = 00) L1ITLB misses of the kinds
/// umask[7:5] selects (Table 3-18), with what served them (Table 3-19).
pub fn iear(s: &ItStream, pmc37: u64, q: &Qual, base_cpl: u8) -> Captures {
    let plm = PMC37_PLM.get(pmc37);
    let ct = PMC37_CT.get(pmc37);
    let mut list = Vec::new();
    let mut ins = Vec::new();
    for i in 0..PERIOD {
        let c = &s.cycles[i];
        let cpl = cpl_at(s, i, base_cpl);
        if plm >> cpl & 1 == 0 || c.retired == 0 {
            continue;
        }
        let (hit, pmd35, stat) = if ct >= 2 {
            let t = iear_threshold(PMC37_UMASK_CACHE.get(pmc37));
            let lat = u64::from(c.ilat);
            let ok = c.has(fl::IC_MISS) && t.is_some_and(|t| lat >= t);
            let overflow = u64::from(lat > PMD35_LATENCY.max_value());
            (ok, PMD35_LATENCY.put(lat) | PMD35_OVERFLOW.put(overflow), 0b01)
        } else if ct == 0 {
            let stat = if c.has(fl::ITLB_FAULT) {
                0b11
            } else if c.has(fl::ITLB_L2_MISS) {
                0b10
            } else {
                0b01
            };
            let umask = PMC37_UMASK_TLB.get(pmc37);
            let wanted = umask >> (stat - 1) & 1 == 1;
            (c.has(fl::ITLB_MISS) && wanted, 0, stat)
        } else {
            (false, 0, 0)
        };
        if !hit {
            continue;
        }
        s.instructions(i, &mut ins);
        let Some(first) = ins.first().copied() else {
            continue;
        };
        if !q.ibr0(first.ip, cpl) {
            continue;
        }
        let line = first.ip & !0x3f;
        list.push(Cap {
            pos: i as u32,
            vals: [line | PMD34_STAT.put(stat), pmd35, 0],
            ext: 0,
            event: true,
        });
    }
    Captures::from_list(s, list)
}
