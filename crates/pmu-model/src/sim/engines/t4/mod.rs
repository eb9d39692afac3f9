//! SPARC T4 PMU semantics (seed 000 chapter 10): four PCR/PIC pairs per strand, mode filters,
//! overflow with sticky ov and ntc, precise and disrupting traps, picnht/picnpt access checks,
//! the programming notes, and the DRAM counters of the four MCUs.

use std::sync::Arc;

pub mod groups;
mod why;

use groups::{t4_group, t4_increment, CoreCycle};

use crate::decode::{DiagKind, Diagnostic, Severity};
use crate::machine::CounterSpec;
use crate::machines::sparc_t4::MACHINE;
use crate::register::{b, Bits, Register};
use crate::sim::access::{RegRef, Write};
use crate::sim::action::{ModeSpec, Outcome, SimError, SparcMode, Stop, Until};
use crate::sim::counter::{earliest_wrap, Counter};
use crate::sim::engine::{Engine, Registration};
use crate::sim::engines::sparc::dram::{self, DramReg, Mcu};
use crate::sim::engines::sparc::{event_limit, mode_enabled, privileged_action};
use crate::sim::log::{stops, LogEntry, LogKind};
use crate::sim::tally::Tally;
use crate::sim::why::Why;
use crate::sim::workload::{Ev, Period, WorkloadSpec, PERIOD};

/// Cycles after which a disrupting trap whose condition (PCR.toe AND PCR.ov) still holds is
/// taken again: the handler is not simulated; this model assumes it returns after about this
/// long without clearing ov ("The trap handler for a disrupting_performance_event trap must
/// clear PCRx.ov, otherwise hardware may continuously trigger a trap", seed 000 section 10.2).
pub const RETRAP_CYCLES: u64 = 1024;

// The PCR's one-bit fields as masks, and its multi-bit fields (seed 000 TABLE 10-1); the PIC's
// count (TABLE 10-3). The test at the end of this file holds each against the register table.
const OV: u64 = 1 << 0;
const TOE: u64 = 1 << 1;
const UT: u64 = 1 << 2;
const ST: u64 = 1 << 3;
const HT: u64 = 1 << 4;
const PICNPT: u64 = 1 << 16;
const PICNHT: u64 = 1 << 17;
const NTC: u64 = 1 << 18;
const SL: Bits = b(15, 11);
const MASK: Bits = b(10, 5);
const PIC_COUNTER: Bits = b(31, 0);

fn sl(pcr: u64) -> u64 {
    SL.get(pcr)
}

fn mask(pcr: u64) -> u64 {
    MASK.get(pcr)
}

/// Strands per T4 core: the events that cross strands (TABLE 10-2 footnote 13) are the
/// core's, shared by the eight strands of a core (seed 000 TABLE 10-2 sl 8 mask 02 and sl 18
/// mask 04 speak of the strands of a core; the T4 has eight per core).
pub const STRANDS_PER_CORE: usize = 8;

/// What the strands of one core do in each cycle of the period (see [`CoreCycle`]).
#[derive(Debug)]
pub struct CoreView {
    pub any: Vec<u128>,
    pub all: Vec<u128>,
    pub strands: usize,
}

impl CoreView {
    fn build(periods: &[Arc<Period>]) -> CoreView {
        let mut any = vec![0u128; PERIOD];
        let mut all = vec![u128::MAX; PERIOD];
        for p in periods {
            for (i, r) in p.recs.iter().enumerate() {
                any[i] |= r.flags;
                all[i] &= r.flags;
            }
        }
        CoreView {
            any,
            all,
            strands: periods.len(),
        }
    }

    fn at(&self, i: usize) -> CoreCycle {
        CoreCycle {
            any: self.any[i],
            all: self.all[i],
            strands: self.strands,
        }
    }
}

/// The core views of strands with these periods, one per strand (shared within a core).
fn core_views(periods: &[Arc<Period>]) -> Vec<Arc<CoreView>> {
    periods
        .chunks(STRANDS_PER_CORE)
        .flat_map(|core| {
            let view = Arc::new(CoreView::build(core));
            core.iter().map(move |_| view.clone())
        })
        .collect()
}

/// One strand's PMU.
#[derive(Clone, Debug)]
pub struct Strand {
    pub base: SparcMode,
    pub period: Arc<Period>,
    /// The strands of this strand's core, for the events that cross strands.
    pub core: Arc<CoreView>,
    pub pcr: [u64; 4],
    pub pic: [Counter; 4],
    /// sl 28: a wrap whose ov lands two cycles later (programming note "(sl 28)").
    pub pending_ov: [Option<u64>; 4],
    /// sl 28: the end (exclusive) of the two cycles after a PCR write that set mask 01-03
    /// with the PIC at -1, -2 or -3, in which a wrap's ov is about to be set and a second
    /// PCR write overwrites it (programming note "(sl 28)", seed 000 line 269).
    pub race_until: [Option<u64>; 4],
    /// The cycle of a disrupting trap taken while its condition still holds.
    pub disrupting: [Option<u64>; 4],
    pub retrapped: [bool; 4],
}

impl Strand {
    fn rebuild(&mut self, n: usize) {
        let pcr = self.pcr[n];
        let (ut, st, ht) = (pcr & UT != 0, pcr & ST != 0, pcr & HT != 0);
        let base = self.base;
        let core = &self.core;
        self.pic[n].tally = match t4_group(sl(pcr)) {
            Some(group) if ut || st || ht => {
                let m = mask(pcr);
                Tally::build(&self.period.recs, |i, r| {
                    if mode_enabled(base.with_phase(r.phase), ut, st, ht) {
                        t4_increment(group, m, r, &core.at(i))
                    } else {
                        0
                    }
                })
            }
            _ => Tally::zero(),
        };
    }

    fn rebuild_all(&mut self) {
        for n in 0..4 {
            self.rebuild(n);
        }
    }

    fn mode_at(&self, cycle: u64) -> SparcMode {
        let rec = &self.period.recs[(cycle % PERIOD as u64) as usize];
        self.base.with_phase(rec.phase)
    }
}

/// A T4 PMU register, by what it is: a strand's PCRn or PICn (seed 000 TABLE 10-1, 10-3), or
/// a DRAM register of an MCU (section 10.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reg {
    Pcr(usize),
    Pic(usize),
    Dram(DramReg),
}

impl Reg {
    fn of(reg: &Register) -> Option<Reg> {
        let n = |s: &str| s.parse::<usize>().ok().filter(|n| *n < 4);
        if let Some(n) = reg.name.strip_prefix("PCR").and_then(n) {
            return Some(Reg::Pcr(n));
        }
        if let Some(n) = reg.name.strip_prefix("PIC").and_then(n) {
            return Some(Reg::Pic(n));
        }
        match reg.name {
            "DRAM_PERF_CTL_REG" => Some(Reg::Dram(DramReg::Ctl)),
            "DRAM_PERF_COUNT01_REG" => Some(Reg::Dram(DramReg::Count(0))),
            "DRAM_PERF_COUNT23_REG" => Some(Reg::Dram(DramReg::Count(1))),
            _ => None,
        }
    }
}

/// The T4 PMU state of every strand and MCU.
#[derive(Clone, Debug)]
pub struct T4 {
    pub strands: Vec<Strand>,
    pub mcus: Vec<Mcu>,
}

impl T4 {
    /// The reset state; the simulator has checked the thread count against the machine's.
    pub fn new(seed: u64, threads: u32, workload: &WorkloadSpec) -> T4 {
        let periods: Vec<Arc<Period>> = (0..threads)
            .map(|s| Arc::new(Period::generate(workload, seed, s)))
            .collect();
        let cores = core_views(&periods);
        let mut t4 = T4 {
            strands: periods
                .into_iter()
                .zip(cores)
                .map(|(period, core)| Strand {
                    base: SparcMode::User,
                    period,
                    core,
                    pcr: [0; 4],
                    pic: std::array::from_fn(|_| Counter::new(32)),
                    pending_ov: [None; 4],
                    race_until: [None; 4],
                    disrupting: [None; 4],
                    retrapped: [false; 4],
                })
                .collect(),
            mcus: (0..4).map(|_| Mcu::new()).collect(),
        };
        t4.rebuild_mcus();
        t4
    }

    fn rebuild_mcus(&mut self) {
        let periods: Vec<&Period> = self.strands.iter().map(|s| s.period.as_ref()).collect();
        for (i, mcu) in self.mcus.iter_mut().enumerate() {
            mcu.rebuild(i as u8, &periods);
        }
    }

    /// Whether software in `mode` may access PICn (seed 000 TABLE 10-1 picnht/picnpt; 10.3).
    fn pic_access(pcr: u64, mode: SparcMode) -> Result<(), String> {
        match mode {
            SparcMode::Hyperprivileged => Ok(()),
            SparcMode::Privileged if pcr & PICNHT != 0 => {
                Err("privileged access to the PIC with PCR.picnht = 1 (seed 000 TABLE 10-1, 10.3)".into())
            }
            SparcMode::User if pcr & (PICNHT | PICNPT) != 0 => Err(format!(
                "nonprivileged access to the PIC with PCR.{} = 1 (seed 000 TABLE 10-1, 10.3)",
                if pcr & PICNHT != 0 { "picnht" } else { "picnpt" }
            )),
            _ => Ok(()),
        }
    }

    /// Handle PICn of `thread` wrapping in `cycle`: set ov (and ntc), and trap if toe.
    fn overflow(&mut self, thread: u32, n: usize, cycle: u64, by_pcr_write: bool, log: &mut Vec<LogEntry>) {
        let strand = &mut self.strands[thread as usize];
        let rec = strand.period.recs[(cycle % PERIOD as u64) as usize];
        // "Hardware sets ntc whenever it sets ov on a next-to-commit instruction" (TABLE 10-1,
        // line 51). A PCR write that wraps its own PIC is one: an STXA to ASI 0x64, a
        // non-translating store alternate (footnote 1, line 67; an SPR ring op, footnote 8,
        // line 262), so it sets ntc with ov, re-written like ov if the write clears it.
        let ntc = by_pcr_write || rec.has(Ev::Ntc);
        strand.pcr[n] |= OV | if ntc { NTC } else { 0 };
        log.push(LogEntry {
            cycle,
            thread: Some(thread),
            kind: LogKind::Overflow {
                counter: format!("PIC{n}"),
                control: format!("PCR{n}"),
            },
        });
        if strand.pcr[n] & TOE == 0 {
            return;
        }
        let cause = if by_pcr_write {
            TrapCause::WriteOverflow
        } else {
            TrapCause::Overflow { ntc }
        };
        self.trap(thread, n, cycle, cause, log);
    }

    /// Take the trap that PCRn.toe AND PCRn.ov requests: precise or disrupting as TABLE 10-2
    /// says for the event counted, a precise one lost in hyperprivileged mode (where PCR
    /// writes run) or with ht = 1 (section 10.3).
    fn trap(&mut self, thread: u32, n: usize, cycle: u64, cause: TrapCause, log: &mut Vec<LogEntry>) {
        let strand = &mut self.strands[thread as usize];
        let pcr = strand.pcr[n];
        let raised_by_write = cause == TrapCause::Write;
        let (mode, ntc) = match cause {
            TrapCause::Overflow { ntc } => (strand.mode_at(cycle), ntc),
            TrapCause::WriteOverflow | TrapCause::Write => (SparcMode::Hyperprivileged, false),
        };
        if precise(sl(pcr), mask(pcr)) {
            let lost = if pcr & HT != 0 {
                Some("PCR.ht = 1 prevents any precise_performance_event trap (seed 000 section 10.3)")
            } else if raised_by_write {
                Some("toe AND ov became true by a PCR write, which runs in hyperprivileged mode (PCRs are reached through hyperprivileged ASIs only, section 10.1): a precise trap is lost there (seed 000 section 10.3, TABLE 10-1 footnote 2)")
            } else if mode == SparcMode::Hyperprivileged {
                Some("the overflow happened in hyperprivileged mode (HPSTATE.hpriv = 1): the trap is lost (seed 000 section 10.3, TABLE 10-1 footnote 2)")
            } else {
                None
            };
            match lost {
                Some(reason) => log.push(LogEntry {
                    cycle,
                    thread: Some(thread),
                    kind: LogKind::TrapLost {
                        name: "precise_performance_event",
                        counter: format!("PIC{n}"),
                        reason: reason.into(),
                    },
                }),
                None => log.push(LogEntry {
                    cycle,
                    thread: Some(thread),
                    kind: LogKind::Trap {
                        name: "precise_performance_event",
                        counter: Some(format!("PIC{n}")),
                        tpc: strand.period.pc_at(cycle),
                        ntc,
                        repeat: false,
                        note: if ntc {
                            "the instruction at TPC is next-to-commit and has executed: the handler must DONE, not RETRY (TABLE 10-1 footnote 1)".into()
                        } else {
                            "no skid: TPC is the instruction that overflowed, not yet executed (seed 000 section 10.3)".into()
                        },
                    },
                }),
            }
        } else {
            strand.disrupting[n] = Some(cycle);
            strand.retrapped[n] = false;
            log.push(LogEntry {
                cycle,
                thread: Some(thread),
                kind: LogKind::Trap {
                    name: "disrupting_performance_event",
                    counter: Some(format!("PIC{n}")),
                    tpc: None,
                    ntc: false,
                    repeat: false,
                    note: if raised_by_write {
                        "toe was set while ov was 1: hardware ANDs toe with ov to produce a trap (TABLE 10-1 toe)".into()
                    } else {
                        "asynchronous event: TPC may be some instructions later (TABLE 10-1 toe)".into()
                    },
                },
            });
        }
    }

    /// Count `from..to` on every counter; report which wrapped.
    fn advance(&mut self, from: u64, to: u64) -> Wrapped {
        let mut w = Wrapped::default();
        for (s, strand) in self.strands.iter_mut().enumerate() {
            for (n, pic) in strand.pic.iter_mut().enumerate() {
                if pic.advance(from, to) {
                    w.pics.push((s, n));
                }
            }
        }
        for (m, mcu) in self.mcus.iter_mut().enumerate() {
            for (k, ctr) in mcu.counters.iter_mut().enumerate() {
                if ctr.advance(from, to) {
                    w.drams.push((m, k));
                }
            }
        }
        w
    }
}

/// The T4 engine in the simulator's engine list.
pub const ENGINE: Registration = Registration {
    machine: &MACHINE,
    new: |seed, threads, workload| Box::new(T4::new(seed, threads, workload)),
};

impl Engine for T4 {
    fn clone_box(&self) -> Box<dyn Engine> {
        Box::new(self.clone())
    }

    /// The least privileged mode in which software may write `reg` of `thread` (`None`: any
    /// mode). The PCRs are reached "via hyperprivileged ASIs only" (seed 000 section 10.1, item
    /// 4); a PIC as its PCR's picnht and picnpt allow (TABLE 10-1). The seed gives the DRAM
    /// registers no privilege rule. (`write` itself accepts a PCR write in any mode: this says
    /// what the manual's software does, so that callers write PCRs as it would.)
    fn write_mode(&self, thread: u32, reg: &Register, _value: u64) -> Option<ModeSpec> {
        let s = self.strands.get(thread as usize)?;
        match Reg::of(reg)? {
            Reg::Pcr(_) => Some(ModeSpec::Sparc(SparcMode::Hyperprivileged)),
            Reg::Pic(n) => {
                let pcr = *s.pcr.get(n)?;
                if pcr & PICNHT != 0 {
                    Some(ModeSpec::Sparc(SparcMode::Hyperprivileged))
                } else if pcr & PICNPT != 0 {
                    Some(ModeSpec::Sparc(SparcMode::Privileged))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    fn why(&self, thread: u32, unit: u32, counter: &'static CounterSpec, cycle: u64) -> Option<Why> {
        let s = self.strands.get(thread as usize)?;
        if let Some(n) = counter.count.reg.strip_prefix("PIC") {
            return s.why_pic(counter.id, n.parse().ok()?, cycle);
        }
        let k = counter
            .count
            .field
            .strip_prefix("counter")?
            .parse::<usize>()
            .ok()?;
        let ctl = MACHINE.register(counter.select?.reg)?;
        Some(dram::why(
            counter.id,
            ctl,
            k,
            self.mcus.get(unit as usize)?,
            unit as u8,
        ))
    }

    fn mode(&self, thread: u32) -> Option<ModeSpec> {
        self.strands.get(thread as usize).map(|s| ModeSpec::Sparc(s.base))
    }

    fn mode_now(&self, thread: u32, cycle: u64) -> Option<SparcMode> {
        self.strands.get(thread as usize).map(|s| s.mode_at(cycle))
    }

    fn set_workload(&mut self, seed: u64, workload: &WorkloadSpec) {
        let periods: Vec<Arc<Period>> = (0..self.strands.len())
            .map(|s| Arc::new(Period::generate(workload, seed, s as u32)))
            .collect();
        let cores = core_views(&periods);
        for ((strand, period), core) in self.strands.iter_mut().zip(periods).zip(cores) {
            strand.period = period;
            strand.core = core;
            strand.rebuild_all();
        }
        self.rebuild_mcus();
    }

    fn set_mode(&mut self, thread: Option<u32>, mode: ModeSpec) -> Result<(), String> {
        let ModeSpec::Sparc(m) = mode else {
            return Err("sparc-t4 modes are user, privileged and hyperprivileged".into());
        };
        for (i, s) in self.strands.iter_mut().enumerate() {
            if thread.is_none_or(|t| t as usize == i) {
                s.base = m;
                s.rebuild_all();
            }
        }
        Ok(())
    }

    fn peek(&self, at: RegRef) -> Option<u64> {
        let s = self.strands.get(at.thread as usize)?;
        let mcu = self.mcus.get(at.unit as usize)?;
        match Reg::of(at.reg)? {
            Reg::Pcr(n) => s.pcr.get(n).copied(),
            Reg::Pic(n) => s.pic.get(n).map(|c| c.value),
            Reg::Dram(r) => Some(mcu.peek(r)),
        }
    }

    fn write(&mut self, w: Write, cycle: u64, log: &mut Vec<LogEntry>) -> Result<Outcome, SimError> {
        let (thread, unit) = (w.to.thread, w.to.unit);
        let t = thread as usize;
        match Reg::of(w.to.reg) {
            Some(Reg::Pcr(n)) => {
                let strand = &mut self.strands[t];
                let before = strand.pcr[n];
                let mut notes = w.notes;
                let mut stored = w.stored;
                // sl 28 race (programming note "(sl 28)"): a PCR write while the ov of a
                // wrapped commit-micro-op count is about to be set overwrites it.
                if let Some(at) = strand.pending_ov[n].take() {
                    log.push(LogEntry {
                        cycle,
                        thread: Some(thread),
                        kind: LogKind::Note {
                            text: format!(
                                "PCR{n} written while its ov was about to be set (due at cycle {at}): the write \
                                 overwrote it and ov stays {} (seed 000, programming note (sl 28))",
                                stored & OV
                            ),
                        },
                    });
                }
                // A PCR write is an STXA to ASI 0x64, an SPR ring op (TABLE 10-2 footnote 8),
                // executed in hyperprivileged mode (section 10.1: PCRs are reached through
                // hyperprivileged ASIs only). Which setting counts the write itself, the one
                // before or the one it writes, the manual does not say; this model lets the
                // setting before the write decide, because that is the reading under which the
                // programming note's cure works: "disabling counting with the first PCR write,
                // then writing the PCR a second time to ensure PCR.ov remains set to 0" (the
                // first write is still counted and may re-set ov; the second is not counted).
                let counts_itself = before & HT != 0 && sl(before) == 3 && mask(before) & 0x10 != 0;
                strand.pcr[n] = stored;
                let mut wrapped_by_write = false;
                if counts_itself {
                    let pic = &mut strand.pic[n];
                    pic.value = (pic.value + 1) & pic.mask();
                    if pic.value == 0 {
                        wrapped_by_write = true;
                        notes.push(Diagnostic {
                            severity: Severity::Info,
                            kind: DiagKind::WriteIgnored,
                            field: Some("ov"),
                            message: "this PCR write was counted by the setting before it (an SPR ring op \
                                      in hyperprivileged mode with ht = 1) and wrapped the PIC: hardware \
                                      re-wrote ov to 1; to keep ov at 0, disable counting with a first \
                                      write, then write the PCR again (seed 000, programming note after \
                                      TABLE 10-1)"
                                .into(),
                        });
                        self.overflow(thread, n, cycle, true, log);
                        stored = self.strands[t].pcr[n];
                    }
                }
                let strand = &mut self.strands[t];
                // The trap is the level toe AND ov (TABLE 10-1 toe, line 64: "Hardware ANDs the
                // value of toe with ov to produce a trap"). While it holds, a disrupting trap is
                // taken again (line 271: the handler "must clear PCRx.ov, otherwise hardware may
                // continuously trigger a trap"); a write that lowers it ends that. A write that raises
                // it (toe set while ov is 1) requests a trap now, and so does a write that keeps
                // it but leaves a disrupting event with no disrupting trap pending (a precise
                // overflow's event changed to an asynchronous one): the trap follows the level,
                // not the route by which the PCR reached its value.
                let level = |v: u64| v & TOE != 0 && v & OV != 0;
                let unserved = strand.disrupting[n].is_none() && !precise(sl(stored), mask(stored));
                if !level(stored) {
                    strand.disrupting[n] = None;
                    strand.retrapped[n] = false;
                } else if (!level(before) || unserved) && !wrapped_by_write {
                    self.trap(thread, n, cycle, TrapCause::Write, log);
                }
                // sl 28 race: only with the PIC at -1, -2 or -3 and mask 01-03 does the PIC
                // increment within the two cycles after this write with its ov not yet set.
                let strand = &mut self.strands[t];
                let near_wrap = strand.pic[n].value >= 0xffff_fffd;
                let counting = stored & (UT | ST | HT) != 0;
                strand.race_until[n] =
                    (sl(stored) == 28 && (1..=3).contains(&mask(stored)) && counting && near_wrap)
                        .then_some(cycle + 2);
                strand.rebuild(n);
                Ok(Outcome::Written {
                    value: strand.pcr[n],
                    notes,
                })
            }
            Some(Reg::Pic(n)) => {
                let strand = &mut self.strands[t];
                let mode = strand.mode_at(cycle);
                if let Err(why) = Self::pic_access(strand.pcr[n], mode) {
                    log.push(privileged_action(cycle, thread, format!("write of PIC{n}"), why));
                    return Ok(Outcome::Trapped {
                        name: "privileged_action",
                    });
                }
                strand.pic[n].value = PIC_COUNTER.get(w.stored);
                Ok(Outcome::Written {
                    value: strand.pic[n].value,
                    notes: w.notes,
                })
            }
            Some(Reg::Dram(r)) => {
                let value = self.mcus[unit as usize].store(r, w.stored);
                if r == DramReg::Ctl {
                    self.rebuild_mcus();
                }
                Ok(Outcome::Written {
                    value,
                    notes: w.notes,
                })
            }
            None => Err(SimError::UnknownRegister {
                machine: MACHINE.id,
                reg: w.to.reg.name.to_string(),
            }),
        }
    }

    fn read(&mut self, at: RegRef, cycle: u64, log: &mut Vec<LogEntry>) -> Option<u64> {
        if let Some(Reg::Pic(n)) = Reg::of(at.reg) {
            let strand = &self.strands[at.thread as usize];
            if let Err(why) = Self::pic_access(strand.pcr[n], strand.mode_at(cycle)) {
                log.push(privileged_action(
                    cycle,
                    at.thread,
                    format!("read of PIC{n}"),
                    why,
                ));
                return None;
            }
        }
        self.peek(at)
    }

    /// Run cycles `from..to`, stopping early after the cycle in which `until` is met.
    fn run(&mut self, from: u64, to: u64, until: Option<Until>, log: &mut Vec<LogEntry>) -> (u64, Stop) {
        let mut c = from;
        let mut events = 0;
        let limit = event_limit(self.strands.len());
        while c < to {
            if events == limit {
                return (c, Stop::EventLimit);
            }
            events += 1;
            let wraps = self
                .strands
                .iter()
                .filter_map(|s| earliest_wrap(s.pic.iter(), c))
                .chain(
                    self.mcus
                        .iter()
                        .filter_map(|m| earliest_wrap(m.counters.iter(), c)),
                )
                .min();
            let pending = self
                .strands
                .iter()
                .flat_map(|s| s.pending_ov.iter().flatten().copied())
                .min();
            let retrap = self
                .strands
                .iter()
                .flat_map(|s| {
                    s.disrupting
                        .iter()
                        .zip(s.retrapped.iter())
                        .filter(|(_, r)| !**r)
                        .filter_map(|(d, _)| d.map(|t| (t + RETRAP_CYCLES).max(c)))
                })
                .min();
            let next = [wraps, pending, retrap].into_iter().flatten().min();
            let Some(next) = next.filter(|n| *n < to) else {
                self.advance(c, to);
                return (to, Stop::at_end(until));
            };
            let before = log.len();
            let wrapped = self.advance(c, next + 1);
            for (s, n) in wrapped.pics {
                let pcr = self.strands[s].pcr[n];
                let racing = self.strands[s].race_until[n].is_some_and(|end| next < end);
                if sl(pcr) == 28 && racing {
                    // "the PIC increments within two cycles after the PCR is set": a wrap in
                    // those cycles has its ov about to be set, landing two cycles after the
                    // wrap, and a PCR write before then overwrites it (programming note).
                    self.strands[s].pending_ov[n] = Some(next + 2);
                } else {
                    self.overflow(s as u32, n, next, false, log);
                }
            }
            for (m, k) in wrapped.drams {
                self.mcus[m].sticky[k] = true;
                log.push(LogEntry {
                    cycle: next,
                    thread: None,
                    kind: LogKind::Overflow {
                        counter: format!("MCU{m} counter{k}"),
                        control: format!("DRAM_PERF_COUNT{}_REG.sticky{k}", if k < 2 { "01" } else { "23" }),
                    },
                });
            }
            for s in 0..self.strands.len() {
                for n in 0..4 {
                    if self.strands[s].pending_ov[n] == Some(next) {
                        self.strands[s].pending_ov[n] = None;
                        self.overflow(s as u32, n, next, false, log);
                    }
                    let strand = &mut self.strands[s];
                    let level = strand.pcr[n] & TOE != 0 && strand.pcr[n] & OV != 0;
                    if let Some(t) = strand.disrupting[n].filter(|_| level) {
                        if !strand.retrapped[n] && (t + RETRAP_CYCLES).max(c) == next {
                            strand.retrapped[n] = true;
                            log.push(LogEntry {
                                cycle: next,
                                thread: Some(s as u32),
                                kind: LogKind::Trap {
                                    name: "disrupting_performance_event",
                                    counter: Some(format!("PIC{n}")),
                                    tpc: None,
                                    ntc: false,
                                    repeat: true,
                                    note: format!(
                                        "PCR{n}.toe AND PCR{n}.ov still holds, so the trap is taken again and \
                                         again until the handler clears ov (seed 000, programming notes after \
                                         TABLE 10-2)"
                                    ),
                                },
                            });
                        }
                    }
                }
            }
            c = next + 1;
            if let Some(u) = until {
                if log[before..].iter().any(|e| stops(u, e)) {
                    return (c, Stop::met(u));
                }
            }
        }
        (c, Stop::at_end(until))
    }
}

/// What raised a trap: a counter overflow (on a next-to-commit instruction or not), a PCR
/// write that counted itself and overflowed, or a PCR write that set toe while ov was 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TrapCause {
    Overflow { ntc: bool },
    WriteOverflow,
    Write,
}

#[derive(Default)]
struct Wrapped {
    pics: Vec<(usize, usize)>,
    drams: Vec<(usize, usize)>,
}

/// Whether an overflow of sl/mask is taken precisely: the group's "Precise Event" column, or
/// the mask row's where the table gives one (seed 000 TABLE 10-2).
pub fn precise(sl: u64, mask: u64) -> bool {
    MACHINE
        .events_with_code(sl)
        .next()
        .map(|e| {
            e.mask(mask)
                .and_then(|m| m.precise)
                .or(e.precise)
                .unwrap_or(false)
        })
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The field `field` of register `reg` in the T4 tables: its one run of bits.
    fn table_bits(reg: &str, field: &str) -> Bits {
        crate::sim::engines::sparc::table_bits(&MACHINE, reg, field)
    }

    /// Every PCR and PIC field constant of the engine is its field of seed 000 TABLE 10-1 and
    /// TABLE 10-3 (`crate::machines::sparc_t4::registers`), in all four PCRs and PICs.
    #[test]
    fn every_field_constant_is_its_table_field() {
        let flags = [
            ("ov", OV),
            ("toe", TOE),
            ("ut", UT),
            ("st", ST),
            ("ht", HT),
            ("picnpt", PICNPT),
            ("picnht", PICNHT),
            ("ntc", NTC),
        ];
        for n in 0..4 {
            let pcr = format!("PCR{n}");
            for (field, mask) in flags {
                let bits = table_bits(&pcr, field);
                assert_eq!((bits.mask(), bits.width()), (mask, 1), "{pcr}.{field}");
            }
            assert_eq!(table_bits(&pcr, "sl"), SL, "{pcr}.sl");
            assert_eq!(table_bits(&pcr, "mask"), MASK, "{pcr}.mask");
            assert_eq!(
                table_bits(&format!("PIC{n}"), "counter"),
                PIC_COUNTER,
                "PIC{n}.counter"
            );
        }
    }
}
