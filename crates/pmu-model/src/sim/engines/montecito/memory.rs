//! The memory hierarchy and the system interface of a thread's Itanium stream (seed 003 sections
//! 4.8, 4.10, 4.11): what each load, store, semaphore, lfetch and instruction fetch does in the
//! L1I and its prefetchers, the L2I, the L1D and the data TLBs with the hardware page walker,
//! the L2D with its OzQ, the L3, and on the bus (by kind and initiator: this core, the other core,
//! a non-CPU agent), with the snoops the other agents' transactions make and the occupancy of the
//! system interface's queues.
//!
//! The stream says where the workload's references hit (the levels of its misses, its TLB
//! misses); this module follows each through the hierarchy. What the manual does not quantify
//! (how often an OzQ op is cancelled or recirculated, how often a snoop finds a line, how long a
//! request sits in a queue) is a constant here with its reason, or a workload knob
//! ([`WorkloadSpec`]): uncacheable, misaligned and IO references, data sharing with other
//! caches, and the other core's and the IO agents' bus traffic.
//!
//! Every family keeps to its events' maximum increments per cycle through the ports of
//! [`Occs::place`], so that unions are sums and subsets stay subsets.

use super::occ::{Occs, Port};
use super::signal::{self, bus, buscyc, er, fam, l1d_sig, l1i, l2d, l2dq, l3, mesi, queue, si, Be};
use super::stream::{fl, ItCycle, ItStream};
use crate::sim::workload::{Cnt, Ev, Rng, WorkloadSpec, LAT_LOCAL_MEM, LAT_REMOTE, PERIOD};

/// Rates the manual leaves open, per reference that reaches the unit: an L1I prefetch request
/// per retiring cycle (more after a taken branch), the share of prefetches that miss the L1I, a
/// streaming prefetch per retiring cycle; L2I recirculates, L3 rejects and hit conflicts per L2I
/// request; an OzQ cancel and a forced recirculate per L2D insert; a secondary miss per L2D miss;
/// an L3 access cancel per primary miss.
const L1I_PREFETCH: f64 = 0.04;
const L1I_PREFETCH_TAKEN: f64 = 0.1;
const L1I_PREFETCH_MISS: f64 = 0.35;
const STRM_PREFETCH: f64 = 0.02;
const L2I_RECIRC: f64 = 0.15;
const L2I_REJECT: f64 = 0.15;
const L2I_CONFLICT: f64 = 0.1;
const OZQ_CANCEL: f64 = 0.06;
const FORCE_RECIRC: f64 = 0.04;
const SECONDARY: f64 = 0.15;
const L3_CANCEL: f64 = 0.15;
/// The share of integer loads that are floating-point loads when the cycle computes in floating
/// point (FP loads bypass the L1D: L1D_READS excludes them, L2D_OPS_ISSUED.FP_LOAD counts them).
const FP_LOAD: f64 = 0.5;

/// Cycles a request occupies a system interface queue: a read's bus request queue entry and its
/// in-order queue entry live until its data returns, a write's until its data is sent; the
/// request queue holds a request while the arbiter forwards it (section 4.11.2: "The requests
/// may remain in the arbiter for a long or short time"); the write, clean castout and snoop
/// buffers drain in a few tens of cycles.
const SI_RQ_CYCLES: usize = 40;
const WRITE_CYCLES: usize = 40;
const CCQ_CYCLES: usize = 60;
const SCB_CYCLES: usize = 40;
const SNOOPQ_CYCLES: usize = 40;
/// A buffer the kernel copies in a system call: lines read and written, a few cycles apart (it
/// prefetches them, so the thread does not stall on them).
const COPY_LINES: usize = 16;
const HITM_LATENCY: usize = 60;
/// The other agents' transactions come in bursts (a DMA transfer of a buffer, the other core
/// walking an array) of 1 to 15 transactions of one kind, 8 on average, a few cycles apart.
const MEAN_BURST: f64 = 8.0;
/// Queue capacities: the live-request counts are 4-bit (15) except the BRQ's 5-bit count, whose
/// HI part is at most 2 a cycle (Table 4-37): 23.
const QUEUE_MAX: u8 = 15;
const BRQ_MAX: u8 = 23;

struct Gen<'a> {
    rng: &'a mut Rng,
    occ: &'a mut Occs,
    spec: &'a WorkloadSpec,
    /// Occupancy intervals: queue, first cycle, length.
    intervals: Vec<(usize, usize, usize)>,
    /// The last cycle with a primary L2D miss, for secondary misses.
    last_l2_miss: Option<usize>,
    /// The other core's and the IO agents' bursts in progress: kind, transactions left, next
    /// cycle.
    bursts: [Option<(u8, u32, usize)>; 2],
}

impl Gen<'_> {
    fn l3(&mut self, pos: usize, member: u8, state: u8) -> usize {
        let at = self.occ.place(Port::L3, 1, pos);
        self.occ.add_mesi(at, fam::L3, member, 1, state);
        at
    }

    /// An L3 miss allocates a line and replaces one in some state (I 10%, S 40%, E 30%,
    /// M 20%): a modified victim is written back (BWL), an exclusive one cast out clean half the
    /// time.
    fn l3_insert(&mut self, pos: usize, victim: Option<u8>) {
        let victim = victim.unwrap_or_else(|| match self.rng.pick(&[0.1, 0.4, 0.3, 0.2]) {
            0 => mesi::I,
            1 => mesi::S,
            2 => mesi::E,
            _ => mesi::M,
        });
        self.occ.add_mesi(pos, fam::L3, l3::INSERT, 1, victim);
        if victim != mesi::I {
            self.occ.add_mesi(pos, fam::L3, l3::REPLACED, 1, victim);
        }
        if victim == mesi::M {
            self.bus(pos + 1, bus::BWL, bus::SELF);
        } else if victim == mesi::E && self.rng.chance(0.7) {
            self.bus(pos + 1, bus::CCASTOUT, bus::SELF);
        }
    }

    /// A read that missed the L3 goes to the bus; another cache may hold the line clean or
    /// modified (the workload's sharing; a third of the shared lines are modified).
    fn bus_read(&mut self, pos: usize, code: bool) {
        let shared = self.rng.chance(self.spec.sharing);
        let modified = shared && !code && self.rng.chance(1.0 / 3.0);
        let kind = match (code, shared, modified) {
            (true, true, _) => bus::BRL_CODE_HIT,
            (true, false, _) => bus::BRL_CODE,
            (false, _, true) => bus::BRL_DATA_HITM,
            (false, true, false) => bus::BRL_DATA_HIT,
            (false, false, false) => bus::BRL_DATA,
        };
        self.bus(pos, kind, bus::SELF);
    }

    /// A transaction's data cycles on the bus (4 for a full 128-byte line, 1 for a partial
    /// transfer, 0 for a 0-byte transaction) and how long after the request its data comes.
    fn data_cycles(kind: u8, initiator: u8) -> (u8, usize) {
        match kind {
            bus::BRL_DATA | bus::BRL_CODE | bus::BRIL => (
                4,
                if initiator == bus::IO {
                    100
                } else {
                    LAT_LOCAL_MEM as usize - 30
                },
            ),
            bus::BRL_DATA_HIT | bus::BRL_CODE_HIT | bus::BRL_DATA_HITM | bus::BRIL_HITM => (4, HITM_LATENCY),
            bus::BWL => (4, 2),
            bus::BRP | bus::IO_RD => (1, 60),
            bus::BWP | bus::IO_WR => (1, 2),
            _ => (0, 0),
        }
    }

    /// Issue a bus transaction at or after `pos`: its data cycles, its queue entries, and the
    /// snoops it makes in the other caches.
    fn bus(&mut self, pos: usize, kind: u8, initiator: u8) {
        let (data, delay) = Self::data_cycles(kind, initiator);
        let at = self.occ.place(Port::Bus, 1, pos);
        self.occ.add(at, fam::BUS, bus::member(kind, initiator), 1);
        // Data cycles; a burst that starts right after another is back to back.
        for k in 0..usize::from(data) {
            let d = self.occ.place(Port::BusData, 1, at + delay + k);
            self.occ.add(d, fam::BUSCYC, buscyc::DATA * 4 + initiator, 1);
            if k == 0 && data == 4 && self.occ.busy(Port::BusData, d + PERIOD - 1) {
                let b = self.occ.place(Port::BusB2b, 1, d);
                self.occ.add(b, fam::BUSCYC, buscyc::B2B * 4 + initiator, 1);
            }
        }
        let read = matches!(
            kind,
            bus::BRL_DATA
                | bus::BRL_DATA_HIT
                | bus::BRL_DATA_HITM
                | bus::BRL_CODE
                | bus::BRL_CODE_HIT
                | bus::BRIL
                | bus::BRIL_HITM
                | bus::BRP
                | bus::IO_RD
        );
        let write = matches!(kind, bus::BWL | bus::BWP | bus::IO_WR);
        let complete = if read {
            delay + usize::from(data)
        } else {
            WRITE_CYCLES
        };
        self.intervals.push((queue::SI_IOQ, at, complete));
        if initiator != bus::IO {
            let core = usize::from(initiator == bus::OTHER);
            if read {
                self.occ.add(at, fam::SI, si::RQ_INSERT + initiator, 1);
                self.intervals.push((queue::SI_RQ_SELF + core, at, SI_RQ_CYCLES));
            }
            if write {
                // Explicit writebacks (full lines) and write-coalescing partial writes by size
                // and address bit 3; now and then a snoop nukes a writeback.
                let wq = match kind {
                    bus::BWL if self.rng.chance(0.05) => 5,
                    bus::BWL => 1,
                    _ => [2, 3, 4, 6][(self.rng.next_u64() % 4) as usize],
                };
                let w = self.occ.place(Port::WriteQ, 2, at);
                self.occ.add(w, fam::SI, si::WRITEQ + 2 * wq + initiator, 1);
                self.intervals
                    .push((queue::SI_WRITEQ_SELF + core, at, WRITE_CYCLES));
            }
            if kind == bus::CCASTOUT {
                self.occ.add(at, fam::SI, si::CCQ_INSERT + initiator, 1);
                self.intervals.push((queue::SI_CCQ_SELF + core, at, CCQ_CYCLES));
            }
            if initiator == bus::SELF {
                let b = self.occ.place(Port::BrqInsert, 1, at);
                self.occ.add(b, fam::ER, er::BRQ_INSERT, 1);
                self.intervals.push((queue::ER_BRQ, at, complete));
                if self.rng.chance(0.01) {
                    self.occ.add(at, fam::SI, si::IOQ_COLLISION, 1);
                }
            }
        }
        if kind != bus::OTHER_TX && kind != bus::IO_RD && kind != bus::IO_WR {
            self.snoop(at, initiator, kind);
        }
    }

    /// The snoop phase of a transaction: this core's caches answer for transactions of the
    /// other agents, the other core's for this core's and the IO agents'. A modified line
    /// answers HITM (this core writes it back implicitly and stalls the snoop), a clean one HIT.
    fn snoop(&mut self, at: usize, initiator: u8, kind: u8) {
        let hitm_kind = matches!(kind, bus::BRL_DATA_HITM | bus::BRIL_HITM | bus::BIL_HITM);
        let hit_kind = matches!(kind, bus::BRL_DATA_HIT | bus::BRL_CODE_HIT);
        let mut signoff = 0u8;
        for core in [bus::SELF, bus::OTHER] {
            if core == initiator {
                continue;
            }
            let result = if core == bus::OTHER && initiator == bus::SELF {
                // This core's reads found their sharers elsewhere; the other core is one of
                // them half the time.
                if (hitm_kind || hit_kind) && self.rng.chance(0.5) {
                    if hitm_kind {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                }
            } else if self.rng.chance(self.spec.sharing / 3.0) {
                2
            } else if self.rng.chance(self.spec.sharing / 3.0) {
                1
            } else {
                0
            };
            signoff = signoff.max(result);
            let p = self.occ.place(Port::Scb, 1, at + 2);
            self.occ.add(p, fam::SI, si::SCB_INSERT + 2 * result + core, 1);
            self.intervals
                .push((queue::SI_SCB_SELF + usize::from(core), p, SCB_CYCLES));
            if core == bus::SELF {
                self.intervals.push((queue::ER_SNOOPQ, at, SNOOPQ_CYCLES));
                if self.rng.chance(0.5) {
                    let s = self.occ.place(Port::L1iSnoop, 1, at + 1);
                    self.occ.add(s, fam::L1I, l1i::SNOOP, 1);
                    if self.rng.chance(0.04) {
                        self.occ.add(s, fam::L1I, l1i::L2I_SNOOP_HIT, 1);
                    }
                }
                if self.rng.chance(0.05) {
                    self.occ.add(at + 1, fam::SI, si::WAQ_COLLISION + bus::SELF, 1);
                }
                if self.rng.chance(0.03) {
                    self.occ.add(at + 1, fam::SI, si::CCQ_COLLISION + bus::SELF, 1);
                }
            }
            if result == 2 {
                // A modified line: the snoop stalls while the core gets the data, then the core
                // writes it back implicitly.
                for k in 0..2 {
                    let s = self.occ.place(Port::SnoopStall, 1, at + 1 + k);
                    self.occ.add(s, fam::BUSCYC, buscyc::SNOOP_STALL * 4 + core, 1);
                }
                let w = self.occ.place(Port::WriteQ, 2, at + 3);
                self.occ.add(w, fam::SI, si::WRITEQ + core, 1);
                self.intervals
                    .push((queue::SI_WRITEQ_SELF + usize::from(core), at + 3, WRITE_CYCLES));
            }
        }
        let p = self.occ.place(Port::Signoff, 1, at + 3);
        self.occ.add(p, fam::SI, si::SCB_SIGNOFF + signoff, 1);
    }

    /// The other agents on the bus: the other core of the processor and the non-CPU agents
    /// (DMA), at the workload's rates per cycle, in bursts.
    fn other_agents(&mut self, i: usize) {
        for agent in [bus::OTHER, bus::IO] {
            let slot = usize::from(agent == bus::IO);
            match self.bursts[slot] {
                Some((kind, left, next)) => {
                    if i >= next {
                        self.bus(i, kind, agent);
                        let gap = 3 + (self.rng.next_u64() % 3) as usize;
                        self.bursts[slot] = (left > 1).then_some((kind, left - 1, i + gap));
                    }
                }
                None => {
                    let rate = if agent == bus::OTHER {
                        self.spec.other_core
                    } else {
                        self.spec.io_agents
                    };
                    if self.rng.chance(rate / MEAN_BURST) {
                        let kind = if agent == bus::OTHER {
                            self.other_core_kind()
                        } else {
                            self.io_agent_kind()
                        };
                        let len = 1 + (self.rng.next_u64() % 15) as u32;
                        self.bursts[slot] = Some((kind, len, i));
                    }
                }
            }
        }
        // Deferred replies, interrupts, purges: transactions that are no memory or IO access.
        if self.rng.chance(0.0005) {
            let initiator = if self.rng.chance(0.5) {
                bus::SELF
            } else {
                bus::OTHER
            };
            self.bus(i, bus::OTHER_TX, initiator);
        }
    }

    /// What the other core does on the bus: mostly reads, some for ownership, writebacks and
    /// castouts, a few partial and IO accesses; some of its reads find this core's lines.
    fn other_core_kind(&mut self) -> u8 {
        match self.rng.pick(&[
            0.4, 0.08, 0.1, 0.05, 0.12, 0.05, 0.05, 0.05, 0.02, 0.02, 0.02, 0.02, 0.01, 0.01,
        ]) {
            0 => bus::BRL_DATA,
            1 => bus::BRL_CODE,
            2 => bus::BRIL,
            3 => bus::BIL,
            4 => bus::BWL,
            5 => bus::BRL_DATA_HITM,
            6 => bus::BRL_DATA_HIT,
            7 => bus::CCASTOUT,
            8 => bus::BRP,
            9 => bus::BWP,
            10 => bus::BRIL_HITM,
            11 => bus::BIL_HITM,
            12 => bus::IO_RD,
            _ => bus::IO_WR,
        }
    }

    /// What a DMA engine does: it reads memory with read-current transactions (full lines,
    /// which find lines this core modified), writes full and partial lines (which invalidate
    /// the cores' copies), and now and then uses the IA-32 IO space.
    fn io_agent_kind(&mut self) -> u8 {
        match self.rng.pick(&[
            0.25, 0.05, 0.1, 0.15, 0.1, 0.05, 0.05, 0.05, 0.05, 0.05, 0.06, 0.04,
        ]) {
            0 => bus::BRL_DATA,
            1 => bus::BRL_DATA_HIT,
            2 => bus::BRL_DATA_HITM,
            3 => bus::BWL,
            4 => bus::BWP,
            5 => bus::BIL,
            6 => bus::BIL_HITM,
            7 => bus::BRIL,
            8 => bus::BRIL_HITM,
            9 => bus::BRP,
            10 => bus::IO_RD,
            _ => bus::IO_WR,
        }
    }

    /// A system call copies a buffer between user and kernel space: each line of the source is
    /// read from memory and each line of the destination read for ownership; the lines they
    /// replace in the L3 (the copy's earlier lines: modified destinations, exclusive sources)
    /// are written back or cast out.
    fn kernel_copy(&mut self, i: usize) {
        for k in 0..COPY_LINES {
            let at = i + 2 * k;
            for store in [false, true] {
                self.l2d_insert(at, true, store, false, false);
                self.l2d_miss(at, LAT_LOCAL_MEM as usize, if store { 0 } else { 1 });
                let member = if store { l3::WR_DATA_MISS } else { l3::RD_DATA_MISS };
                let p = self.l3(at, member, mesi::I);
                let victim = if k < 2 {
                    None
                } else if store {
                    Some(mesi::M)
                } else {
                    Some(mesi::E)
                };
                self.l3_insert(p, victim);
                if store {
                    self.bus(p, bus::BRIL, bus::SELF);
                } else {
                    self.bus_read(p, false);
                }
            }
        }
    }

    /// An L2D insert: its first lookup hit or missed; an insert may be cancelled in the OzQ or
    /// forced to recirculate. Returns whether a primary miss goes on to the L3; a demand miss
    /// the thread stalls on always does.
    fn l2d_insert(&mut self, i: usize, miss: bool, store: bool, semaphore: bool, demand: bool) -> bool {
        self.occ
            .add(i, fam::L2D, if miss { l2d::INS_MISS } else { l2d::INS_HIT }, 1);
        let mut primary = miss;
        if miss {
            let secondary = !demand
                && self.last_l2_miss.is_some_and(|l| i >= l && i - l < 40)
                && self.rng.chance(SECONDARY);
            if secondary {
                primary = false;
                self.occ.add(
                    i,
                    fam::L2D,
                    if store {
                        l2d::FR_SEC_WRITE
                    } else {
                        l2d::FR_SEC_READ
                    },
                    1,
                );
            } else {
                self.last_l2_miss = Some(i);
            }
        }
        // Conflicts other than secondary misses, in the umask's order from TAG_NOTOK to L1W;
        // a recirculate is issued again from the OzQ, one a cycle.
        if (!miss || primary) && self.rng.chance(FORCE_RECIRC) {
            let k = self.rng.pick(&[0.05, 0.1, 0.1, 0.2, 0.1, 0.15, 0.2, 0.1]);
            self.occ.add(i, fam::L2D, l2d::RECIRC + k as u8, 1);
            let r = self.occ.place(Port::Recirc, 1, i + 2);
            self.occ.add(r, fam::L2D, l2d::ISSUED_RECIRC, 1);
        }
        // Semaphores are cancelled far more often, for ordering and for the OzQ's limits on
        // them (L2D_OZQ_CANCELS0.SEMA).
        if self.rng.chance(if semaphore { 0.2 } else { OZQ_CANCEL }) {
            // Cancels that fit the operation: stores match stores, semaphores are ordered.
            let member = if semaphore {
                [9, 6, 7][(self.rng.next_u64() % 3) as usize]
            } else if store {
                [1, 2, 3, 4, 5, 14][(self.rng.next_u64() % 6) as usize]
            } else {
                // Loads: ld.acq waits for an acquire, a release elsewhere cancels them too.
                match self
                    .rng
                    .pick(&[0.15, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.05, 0.05, 0.08, 0.05, 0.05])
                {
                    0 => 0,
                    1 => 8,
                    2 => 10,
                    3 => 11,
                    4 => 12,
                    5 => 13,
                    6 => 15,
                    7 => 16,
                    8 => 17,
                    9 => 18,
                    10 => 6,
                    _ => 7,
                }
            };
            let m = if member < 16 {
                l2d::CANCEL0 + member
            } else {
                l2d::LATE + (member - 16)
            };
            self.occ.add(i, fam::L2D, m, 1);
        }
        primary
    }

    /// A primary L2D miss: counted once (L2D_MISSES), perhaps cancelled on its way to the L3,
    /// and filled `lat` cycles later in some state.
    fn l2d_miss(&mut self, i: usize, lat: usize, fill: u8) {
        let at = self.occ.place(Port::L2dMiss, 1, i);
        self.occ.add(at, fam::L2D, l2d::MISS, 1);
        if self.rng.chance(L3_CANCEL) {
            let c = self.occ.place(Port::L3Cancel, 1, at);
            let k = if self.rng.chance(0.5) {
                l2d::L3CANCEL_ANY_ONLY
            } else {
                l2d::L3CANCEL + (self.rng.next_u64() % 7) as u8
            };
            self.occ.add(c, fam::L2D, k, 1);
        }
        if self.rng.chance(0.005) {
            self.occ.add(at, fam::ER, er::BKSNP_ME, 1);
        }
        let f = self.occ.place(Port::L2dFill, 1, at + lat);
        // Now and then the fill is still pending (P), or a snoop took the line before the
        // fill completed (I).
        let state = if self.rng.chance(0.05) {
            4
        } else if self.rng.chance(self.spec.sharing * 0.3) {
            3
        } else {
            fill
        };
        self.occ.add(f, fam::L2D, l2d::FILL + state, 1);
        if self.rng.chance(0.05) {
            self.occ.add(f, fam::L2D, l2d::BAD_LINES, 1);
        }
    }
}

/// Follow every reference of `s` through the memory hierarchy and the system interface.
pub(super) fn hierarchy(s: &mut ItStream, spec: &WorkloadSpec, rng: &mut Rng, occ: &mut Occs) {
    let period = s.period.clone();
    let mut g = Gen {
        rng,
        occ,
        spec,
        intervals: Vec::new(),
        last_l2_miss: None,
        bursts: [None, None],
    };
    // Cycles an ordering operation (an acquire or a release) is still in the OzQ.
    let mut acquire_until = 0usize;
    let mut release_until = 0usize;
    for i in 0..PERIOD {
        let rec = &period.recs[i];
        let c: ItCycle = s.cycles[i];
        g.other_agents(i);
        if i < acquire_until {
            g.occ.add(i, fam::L2DQ, l2dq::OZQ_ACQUIRE, 1);
        }
        if i < release_until {
            g.occ.add(i, fam::L2DQ, l2dq::OZQ_RELEASE, 1);
        }
        // The L2D's queues fill up while the core waits on memory.
        if c.be_cause() == Be::L1dFpu && c.be_sub & signal::l1d::L2BPRESS != 0 {
            for (member, p) in [
                (l2dq::OZQ_FULL, 0.3),
                (l2dq::OZDB_FULL, 0.1),
                (l2dq::FILLB_FULL, 0.1),
                (l2dq::VICTIMB_FULL, 0.05),
            ] {
                if g.rng.chance(p) {
                    g.occ.add(i, fam::L2DQ, member, 1);
                }
            }
        }
        if c.be_cause() == Be::Fe && c.lost_ideal & 0xf == signal::lost::IMISS {
            // The front end waits for a line: the request address buffer fills, the
            // prefetcher stalls behind the demand miss.
            if g.rng.chance(0.2) {
                g.occ.add(i, fam::L1I, l1i::RAB_ALMOST_FULL, 1);
                if g.rng.chance(0.3) {
                    g.occ.add(i, fam::L1I, l1i::RAB_FULL, 1);
                }
            }
            if g.rng.chance(0.3) {
                let member = if g.rng.chance(0.6) {
                    l1i::PF_STALL_FLOW
                } else {
                    l1i::PF_STALL_OTHER
                };
                g.occ.add(i, fam::L1I, member, 1);
            }
        }
        if c.has(fl::PHASE_CHANGE) && rec.phase > 0 && g.rng.chance(g.spec.kernel_copy) {
            g.kernel_copy(i);
        }
        if c.retired == 0 {
            continue;
        }
        instruction_side(
            &mut g,
            i,
            rec.phase,
            &c,
            s.branches_at(i).last().is_some_and(|b| b.taken),
        );
        data_side(&mut g, i, rec, &c, &mut acquire_until, &mut release_until);
    }
    // Queue occupancies from the intervals, cyclically over the period.
    let mut diff = vec![[0i32; queue::COUNT]; PERIOD + 1];
    for &(q, start, len) in &g.intervals {
        let start = start % PERIOD;
        let len = len.min(PERIOD);
        diff[start][q] += 1;
        let end = start + len;
        if end <= PERIOD {
            diff[end][q] -= 1;
        } else {
            diff[PERIOD][q] -= 1;
            diff[0][q] += 1;
            diff[end - PERIOD][q] -= 1;
        }
    }
    let mut level = [0i32; queue::COUNT];
    let mut queues = Vec::with_capacity(PERIOD);
    for d in diff.iter().take(PERIOD) {
        let mut row = [0u8; queue::COUNT];
        for q in 0..queue::COUNT {
            level[q] += d[q];
            row[q] = level[q].clamp(0, 255) as u8;
        }
        row[queue::ER_BRQ] = row[queue::ER_BRQ].min(BRQ_MAX);
        for q in [queue::ER_SNOOPQ, queue::SI_IOQ] {
            row[q] = row[q].min(QUEUE_MAX);
        }
        // The two cores share each SI queue: this core's entries first.
        for q in [
            queue::SI_RQ_SELF,
            queue::SI_WRITEQ_SELF,
            queue::SI_CCQ_SELF,
            queue::SI_SCB_SELF,
        ] {
            row[q] = row[q].min(QUEUE_MAX);
            row[q + 1] = row[q + 1].min(QUEUE_MAX - row[q]);
        }
        queues.push(row);
    }
    // The bus request queue rejects requests while it is nearly full ("Big Hammer" forward
    // progress logic, Table 4-37).
    for (i, row) in queues.iter().enumerate() {
        let brq = row[queue::ER_BRQ];
        if brq >= 6 && g.rng.chance(0.05) {
            g.occ.add(i, fam::ER, er::REJECT_L1, 1);
        }
        if brq >= 4 && g.rng.chance(0.05) {
            g.occ.add(i, fam::ER, er::REJECT_L1D, 1);
        }
        if brq >= 3 && s.cycles[i].be_cause() == Be::Fe && g.rng.chance(0.1) {
            g.occ.add(i, fam::ER, er::REJECT_L1I, 1);
        }
    }
    s.queues = queues;
}

/// Instruction fetch: the ITLB, the L1I and its prefetchers, the L2I, the L3 for code.
fn instruction_side(g: &mut Gen, i: usize, phase: u8, c: &ItCycle, taken: bool) {
    // Entering the kernel finds its code and translations cold: a system call brings an ITLB
    // miss half the time and instruction cache misses for its path that the workload's own
    // rates do not include; they cost the front end no stall here (the stream's stalls are the
    // workload's), only the counts.
    let entry = c.has(fl::PHASE_CHANGE) && phase > 0;
    let itlb = c.has(fl::ITLB_MISS) || (entry && g.rng.chance(0.5));
    if itlb {
        let at = g.occ.place(Port::Itlb, 1, i);
        g.occ.add(at, fam::L1I, l1i::ITLB_L1, 1);
        if c.has(fl::ITLB_L2_MISS) || (!c.has(fl::ITLB_MISS) && g.rng.chance(0.3)) {
            g.occ.add(at, fam::L1I, l1i::ITLB_L2, 1);
            // The walker references the VHPT; it inserts the translation unless the miss
            // faults.
            g.occ.add(at, fam::L1D, l1d_sig::HPW_REF, 1);
            if !c.has(fl::ITLB_FAULT) {
                g.occ.add(at, fam::L1I, l1i::ITLB_HPW_INSERT, 1);
            }
        }
    }
    // The workload's own demand miss, and the kernel's system call path: two to six lines.
    let lines = usize::from(c.has(fl::IC_MISS))
        + if entry {
            2 + (g.rng.next_u64() % 5) as usize
        } else {
            0
        };
    for line in 0..lines {
        let own = line == 0 && c.has(fl::IC_MISS);
        let l2_miss = if own {
            c.has(fl::L3_INST_HIT | fl::L3_INST_MISS)
        } else {
            g.rng.chance(0.3)
        };
        let at = g.occ.place(Port::L2i, 1, i + 2 * line);
        l2i_request(g, at, l2_miss, false);
        g.occ.add(at, fam::L1I, l1i::L1I_FILL, 1);
        if l2_miss {
            if own && c.has(fl::L3_INST_MISS) {
                let p = g.l3(at, l3::RD_DINST_MISS, mesi::I);
                g.l3_insert(p, Some(c.mesi >> 4));
                g.bus_read(p, true);
            } else {
                let state = if g.rng.chance(0.7) { mesi::S } else { mesi::E };
                g.l3(at, l3::RD_DINST_HIT, state);
            }
        }
        // The line comes into the front end as four bundle pairs; a fetch may catch it on
        // its way in the streaming buffer, or hit the request address buffer.
        let lat = usize::from(c.ilat.max(7));
        for k in 0..4 {
            let p = g.occ.place(Port::Isb, 1, at + lat + k);
            g.occ.add(p, fam::L1I, l1i::ISB_BUNPAIR, 1);
        }
        if g.rng.chance(0.3) {
            let p = g.occ.place(Port::L1iFetchHit, 1, at + lat);
            g.occ.add(p, fam::L1I, l1i::FETCH_ISB_HIT, 1);
        }
        if g.rng.chance(0.2) {
            let p = g.occ.place(Port::L1iFetchHit, 1, at + 1);
            g.occ.add(p, fam::L1I, l1i::FETCH_RAB_HIT, 1);
        }
    }
    // Prefetches: the L1I prefetches the next lines and branch targets; those that miss the
    // L1I go to the L2I, which may abort them; the streaming prefetcher runs ahead.
    let p_prefetch = L1I_PREFETCH + if taken { L1I_PREFETCH_TAKEN } else { 0.0 };
    if g.rng.chance(p_prefetch) {
        let at = g.occ.place(Port::L1iPrefetch, 1, i);
        g.occ.add(at, fam::L1I, l1i::PREFETCH, 1);
        if g.rng.chance(L1I_PREFETCH_MISS) {
            g.occ.add(at, fam::L1I, l1i::L2I_PREFETCH, 1);
            let l2_miss = g.rng.chance(0.15);
            let p = g.occ.place(Port::L2i, 1, at);
            l2i_request(g, p, l2_miss, true);
            if g.rng.chance(0.1) {
                g.occ.add(p, fam::L1I, l1i::L2I_SPEC_ABORT, 1);
            } else if l2_miss {
                if g.rng.chance(0.2) {
                    let q = g.l3(p, l3::RD_PINST_MISS, mesi::I);
                    g.l3_insert(q, None);
                    g.bus_read(q, true);
                } else {
                    g.l3(p, l3::RD_PINST_HIT, mesi::S);
                }
            }
            for k in 0..4 {
                let q = g.occ.place(Port::Isb, 1, p + 12 + k);
                g.occ.add(q, fam::L1I, l1i::ISB_BUNPAIR, 1);
            }
        }
        if g.rng.chance(0.005) {
            g.occ.add(at, fam::L1I, l1i::PVAB_OVERFLOW, 1);
        }
    }
    if g.rng.chance(STRM_PREFETCH) {
        let at = g.occ.place(Port::L1iStrm, 1, i);
        g.occ.add(at, fam::L1I, l1i::STRM_PREFETCH, 1);
    }
    // Uncacheable code (firmware, device ROM) in the kernel: the L2I looks each fetch up (a
    // line cached with another attribute hits), and the front end prefetches it too; a miss
    // is a partial read on the bus.
    if phase > 0 && g.rng.chance(g.spec.uncacheable * 2.0) {
        let at = g.occ.place(Port::L2i, 1, i);
        let miss = g.rng.chance(0.8);
        let prefetch = g.rng.chance(0.3);
        g.occ
            .add(at, fam::L1I, l1i::l2i(l1i::L2I_UC_READ, miss, prefetch), 1);
        if miss {
            g.bus(at, bus::BRP, bus::SELF);
        }
    }
}

/// An L2I request (demand or prefetch): a read that hits or misses; some recirculate, are
/// rejected by the L3 while it is busy, or conflict with a hit in flight.
fn l2i_request(g: &mut Gen, at: usize, miss: bool, prefetch: bool) {
    g.occ
        .add(at, fam::L1I, l1i::l2i(l1i::L2I_READ, miss, prefetch), 1);
    if g.rng.chance(L2I_RECIRC) {
        g.occ
            .add(at, fam::L1I, l1i::l2i(l1i::L2I_RECIRC, miss, prefetch), 1);
    }
    if miss && g.rng.chance(L2I_REJECT) {
        g.occ
            .add(at, fam::L1I, l1i::l2i(l1i::L2I_REJECT, miss, prefetch), 1);
    }
    if !miss && g.rng.chance(L2I_REJECT / 5.0) {
        g.occ
            .add(at, fam::L1I, l1i::l2i(l1i::L2I_REJECT, miss, prefetch), 1);
    }
    if g.rng.chance(L2I_CONFLICT) {
        g.occ
            .add(at, fam::L1I, l1i::l2i(l1i::L2I_CONFLICT, miss, prefetch), 1);
    }
    if miss && g.rng.chance(0.8) {
        g.occ.add(at, fam::L1I, l1i::L2I_VICTIM, 1);
    }
}

/// Loads, stores, semaphores and lfetches: the L1D, the data TLBs and the walker, the L2D and
/// its OzQ, the L3, the bus.
fn data_side(
    g: &mut Gen,
    i: usize,
    rec: &crate::sim::workload::CycleRec,
    c: &ItCycle,
    acquire_until: &mut usize,
    release_until: &mut usize,
) {
    let loads = rec.count(Cnt::Load);
    let stores = rec.count(Cnt::Store);
    let fp_cycle = rec.count(Cnt::FpOps) > 0;
    let mut l2d_load_hits = 0u8;
    for j in 0..loads {
        // The stream's misses belong to the cycle's first load, which is cacheable: the
        // scheduler stalls the thread on its L3 miss, and L3_MISSES counts it.
        let first = j == 0;
        let carries = first && c.has(fl::L2D_MISS);
        let uc = !carries && g.rng.chance(g.spec.uncacheable);
        let io = !carries && !uc && g.rng.chance(g.spec.io);
        if g.rng.chance(g.spec.misaligned) {
            g.occ.add(i, fam::L1D, l1d_sig::LD_MISALIGNED, 1);
        }
        let fp_load = fp_cycle && g.rng.chance(FP_LOAD);
        if !fp_load {
            g.occ.add(i, fam::L1D, l1d_sig::LD_INTG, 1);
        }
        if uc || io {
            // Uncacheable and IO loads bypass the caches: a partial read on the bus.
            g.occ.add(i, fam::L1D, l1d_sig::LD_UC, 1);
            g.bus(i, if io { bus::IO_RD } else { bus::BRP }, bus::SELF);
            continue;
        }
        let l1_miss = first && c.has(fl::L1D_MISS);
        if !fp_load {
            g.occ.add(i, fam::L1D, l1d_sig::READ, 1);
            if l1_miss {
                g.occ.add(i, fam::L1D, l1d_sig::MISS, 1);
            }
        }
        if !fp_load && !l1_miss {
            continue;
        }
        // To the L2D: integer loads that missed the L1D and every FP load.
        g.occ.add(i, fam::L2D, l2d::REF_READ, 1);
        g.occ.add(i, fam::L2D, l2d::OPS + u8::from(fp_load), 1);
        let l2_miss = carries;
        let primary = g.l2d_insert(i, l2_miss, false, false, carries);
        if !l2_miss {
            l2d_load_hits += 1;
            continue;
        }
        if !primary {
            continue;
        }
        let lat = usize::from(c.lat.max(14));
        if c.has(fl::L3_DATA_MISS) {
            g.l2d_miss(i, lat, 1);
            let p = g.l3(i, l3::RD_DATA_MISS, mesi::I);
            g.l3_insert(p, Some(c.mesi >> 4));
            g.bus_read(p, false);
        } else {
            let state = c.mesi & 0xf;
            g.l2d_miss(
                i,
                lat,
                if state == mesi::M {
                    0
                } else if state == mesi::S {
                    2
                } else {
                    1
                },
            );
            let p = g.l3(i, l3::RD_DATA_HIT, state.max(mesi::S));
            g.occ.add(p, fam::L2D, l2d::BYPASS + 2, 1);
        }
    }
    // Loads that hit the L2D bypass their data back to the core (L1D to L2A, or L1W to L2I)
    // on a tagged return port.
    for _ in 0..l2d_load_hits {
        let member = if g.rng.chance(0.6) { 0 } else { 1 };
        g.occ.add(i, fam::L2D, l2d::BYPASS + member, 1);
    }
    if l2d_load_hits > 0 {
        g.occ.add(i, fam::L2D, l2d::RETURN_PORT, 1);
    }
    for j in 0..stores {
        let uc = g.rng.chance(g.spec.uncacheable);
        let io = !uc && g.rng.chance(g.spec.io);
        if g.rng.chance(g.spec.misaligned) {
            g.occ.add(i, fam::L1D, l1d_sig::ST_MISALIGNED, 1);
        }
        if uc || io {
            g.occ.add(i, fam::L1D, l1d_sig::ST_UC, 1);
            g.bus(i, if io { bus::IO_WR } else { bus::BWP }, bus::SELF);
            continue;
        }
        // The L1D writes through: every store goes to the L2D. The stream's store outcome
        // belongs to the cycle's first store; a release store orders the OzQ for a while.
        g.occ.add(i, fam::L2D, l2d::REF_WRITE, 1);
        g.occ.add(i, fam::L2D, l2d::OPS + 3, 1);
        if g.rng.chance(0.02) {
            *release_until = (*release_until).max(i + 3);
        }
        let first = j == 0;
        let l3_hit = first && rec.has(Ev::StL3Hit);
        let mem = first && (rec.has(Ev::StLocalMem) || rec.has(Ev::StRemoteMem));
        let c2c = first && (rec.has(Ev::StLocalC2c) || rec.has(Ev::StRemoteC2c));
        let miss = l3_hit || mem || c2c;
        let primary = g.l2d_insert(i, miss, true, false, false);
        if !miss {
            // A store that hits a shared line must invalidate the other copies (BIL).
            if g.rng.chance(0.1) {
                g.occ.add(i, fam::L2D, l2d::STORE_HIT_SHARED, 1);
                let hitm = g.rng.chance(g.spec.sharing / 2.0);
                g.bus(i, if hitm { bus::BIL_HITM } else { bus::BIL }, bus::SELF);
            }
            continue;
        }
        if !primary {
            continue;
        }
        let lat = if rec.has(Ev::StRemoteMem) {
            LAT_REMOTE as usize
        } else if mem || c2c {
            LAT_LOCAL_MEM as usize
        } else {
            18
        };
        g.l2d_miss(i, lat, 0);
        if l3_hit {
            let state = if g.rng.chance(0.6) { mesi::E } else { mesi::M };
            g.l3(i, l3::WR_DATA_HIT, state);
        } else {
            // A read for ownership that misses the L3 (BRIL); a cache-to-cache store finds
            // the line modified elsewhere.
            let p = g.l3(i, l3::WR_DATA_MISS, mesi::I);
            g.l3_insert(p, None);
            let hitm = c2c || g.rng.chance(g.spec.sharing / 3.0);
            g.bus(p, if hitm { bus::BRIL_HITM } else { bus::BRIL }, bus::SELF);
        }
    }
    // Semaphores read and write the L2D ("Semaphore operations are counted as one read and one
    // write", L4273) and hold an acquire in the OzQ.
    for _ in 0..rec.count(Cnt::Atomic) {
        g.occ.add(i, fam::L2D, l2d::REF_READ, 1);
        g.occ.add(i, fam::L2D, l2d::REF_WRITE, 1);
        g.occ.add(i, fam::L2D, l2d::OPS + 2, 1);
        g.l2d_insert(i, false, true, true, false);
        *acquire_until = (*acquire_until).max(i + 5);
    }
    // lfetch: the stream's prefetch outcome; a prefetch to memory is an L3 data read. A
    // prefetch loop covers the workload's lfetch_lines lines for each lfetch it counts.
    for _ in 0..rec.count(Cnt::Prefetch) {
        g.occ.add(i, fam::L2D, l2d::OPS + 4, 1);
        let lines = g.spec.lfetch_lines.max(1) as usize;
        if rec.has(Ev::PfL3Hit) {
            for k in 0..lines {
                if g.l2d_insert(i + k, true, false, false, false) {
                    g.l2d_miss(i + k, 18, 1);
                    g.l3(i + k, l3::RD_DATA_HIT, mesi::E);
                }
            }
        } else if rec.has(Ev::PfLocalMem) || rec.has(Ev::PfRemoteMem) {
            for k in 0..lines {
                if g.l2d_insert(i + k, true, false, false, false) {
                    g.l2d_miss(i + k, LAT_LOCAL_MEM as usize, 1);
                    let p = g.l3(i + k, l3::RD_DATA_MISS, mesi::I);
                    g.l3_insert(p, None);
                    g.bus_read(p, false);
                }
            }
        } else if rec.has(Ev::PfL2Drop) || rec.has(Ev::PfL3Drop) {
            // A dropped prefetch: the L2D transformed or cancelled it.
            g.occ.add(i, fam::L2D, l2d::FR_TRAN_PREF, 1);
        } else {
            g.l2d_insert(i, false, false, false, false);
        }
    }
    // Other L2D operations (fc, mf.a, ptc traffic) now and then.
    if g.rng.chance(0.002) {
        g.occ.add(i, fam::L2D, l2d::OPS + 5, 1);
    }
    // L2D victims: a dirty line written back to the L3 (the stream's dirty evictions).
    if rec.has(Ev::L2EvictDirty) {
        if g.rng.chance(0.9) {
            let state = if g.rng.chance(0.8) { mesi::M } else { mesi::E };
            g.l3(i, l3::WR_WB_HIT, state);
        } else {
            let p = g.l3(i, l3::WR_WB_MISS, mesi::I);
            g.l3_insert(p, None);
        }
    }
    // Data TLB: an L1DTLB miss that hits the L2DTLB is a transfer; an L2DTLB miss makes the
    // hardware page walker reference the VHPT (a load of its own, counted by LOADS_RETIRED
    // even when the walk is squashed) and insert the translation unless it faults.
    if c.has(fl::DTLB_MISS) {
        if c.has(fl::DTLB_L2_MISS) {
            g.occ.add(i, fam::L1D, l1d_sig::L2DTLB_MISS, 1);
            g.occ.add(i, fam::L1D, l1d_sig::HPW_REF, 1);
            let at = g.occ.place(Port::RseRef, 2, i);
            g.occ.add(at, fam::L1D, l1d_sig::LD_EXTRA, 1);
            if !c.has(fl::DTLB_FAULT) {
                g.occ.add(i, fam::L1D, l1d_sig::DTLB_INSERT_HPW, 1);
            }
        } else {
            g.occ.add(i, fam::L1D, l1d_sig::DTLB_TRANSFER, 1);
        }
    }
}
