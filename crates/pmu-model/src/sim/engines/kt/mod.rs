//! SPARC KT PMU semantics (seed 001 on the UltraSPARC T2-family base): per strand one PCR
//! (ASR 0x10) driving two 32-bit counters packed in one PIC (ASR 0x11); HT writable only in
//! hyperprivileged mode or through KT_SET_PERFREG (and deniable); the L2 PERF_CONFIG choosing
//! which L2 misses count; DRAM registers per node; the KT_GET_PERFREG / KT_SET_PERFREG
//! hypercalls with their status codes.

use std::sync::Arc;

mod events;
mod why;

use events::{kt_increment, kt_modelled, STRANDS_PER_CORE};

use crate::decode::{DiagKind, Diagnostic, Severity};
use crate::machine::CounterSpec;
use crate::machines::sparc_kt::perfreg::{
    self, HvStatus, HYPERCALLS, KT_GET_PERFREG, KT_SET_PERFREG, MAX_NODES,
};
use crate::machines::sparc_kt::MACHINE;
use crate::register::{b, Bits, Register};
use crate::sim::access::{software_read, RegRef, Write};
use crate::sim::action::{HvPolicy, ModeSpec, Outcome, SimError, SparcMode, Stop, Until};
use crate::sim::counter::{earliest_wrap, Counter};
use crate::sim::engine::{Engine, Hypervisor, Registration};
use crate::sim::engines::sparc::dram::{self, DramReg, Mcu};
use crate::sim::engines::sparc::{event_limit, mode_enabled, privileged_action};
use crate::sim::log::{stops, LogEntry, LogKind};
use crate::sim::tally::Tally;
use crate::sim::why::Why;
use crate::sim::workload::{Period, WorkloadSpec, PERIOD};

// The PCR's one-bit fields as masks and its multi-bit fields (UltraSPARC T2 layout), the two
// counters packed in the PIC, and the L2 control register's PERF_CONFIG, as the KT register
// tables give them (`crate::machines::sparc_kt::registers`, with their sources); the test at
// the end of this file holds each against its table field.
const PRIV: u64 = 1 << 0;
const ST: u64 = 1 << 1;
const UT: u64 = 1 << 2;
const HT: u64 = 1 << 3;
const TOE0: u64 = 1 << 4;
const TOE1: u64 = 1 << 5;
const OV0: u64 = 1 << 18;
const OV1: u64 = 1 << 31;
const HOLDOV0: u64 = 1 << 62;
const HOLDOV1: u64 = 1 << 63;
const SL: [Bits; 2] = [b(17, 14), b(30, 27)];
const MASK: [Bits; 2] = [b(13, 6), b(26, 19)];
const PIC: [Bits; 2] = [b(31, 0), b(63, 32)];

/// sl and mask of counter `n` (0: mask0 13:6, sl0 17:14; 1: mask1 26:19, sl1 30:27).
fn sl_mask(pcr: u64, n: usize) -> (u64, u64) {
    (SL[n].get(pcr), MASK[n].get(pcr))
}

/// One strand's PMU.
#[derive(Clone, Debug)]
pub struct Strand {
    pub base: SparcMode,
    pub period: Arc<Period>,
    pub pcr: u64,
    pub pic: [Counter; 2],
    /// How many strands the simulation runs on this strand's core (Idle_strands counts the
    /// others).
    pub core_strands: u64,
}

impl Strand {
    fn rebuild(&mut self, l2_control: u64) {
        let pcr = self.pcr;
        let (ut, st, ht) = (pcr & UT != 0, pcr & ST != 0, pcr & HT != 0);
        let base = self.base;
        let core_strands = self.core_strands;
        for n in 0..2 {
            let (sl, mask) = sl_mask(pcr, n);
            self.pic[n].tally = if (ut || st || ht) && kt_modelled(sl) {
                Tally::build(&self.period.recs, |_, r| {
                    if mode_enabled(base.with_phase(r.phase), ut, st, ht) {
                        kt_increment(sl, mask, l2_control, r, core_strands)
                    } else {
                        0
                    }
                })
            } else {
                Tally::zero()
            };
        }
    }

    fn mode_at(&self, cycle: u64) -> SparcMode {
        self.base
            .with_phase(self.period.recs[(cycle % PERIOD as u64) as usize].phase)
    }

    fn pic_value(&self) -> u64 {
        PIC[1].put(self.pic[1].value) | PIC[0].put(self.pic[0].value)
    }
}

/// A KT PMU register, by what it is: a strand's PCR or PIC (seed 001 section 2.1), the L2
/// control register (section 2.3), or a DRAM register of an MCU of a node (section 2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reg {
    Pcr,
    Pic,
    L2Control,
    Dram { mcu: usize, reg: DramReg },
}

impl Reg {
    fn of(reg: &Register) -> Option<Reg> {
        let dram = |mcu, reg| Some(Reg::Dram { mcu, reg });
        match reg.name {
            "PCR" => Some(Reg::Pcr),
            "PIC" => Some(Reg::Pic),
            "L2_CONTROL_REG" => Some(Reg::L2Control),
            "MCU0_PCR" => dram(0, DramReg::Ctl),
            "MCU0_PIC01" => dram(0, DramReg::Count(0)),
            "MCU0_PIC23" => dram(0, DramReg::Count(1)),
            "MCU1_PCR" => dram(1, DramReg::Ctl),
            "MCU1_PIC01" => dram(1, DramReg::Count(0)),
            "MCU1_PIC23" => dram(1, DramReg::Count(1)),
            _ => None,
        }
    }
}

/// The KT PMU state of every strand, the L2 control register and the DRAM registers of node 0
/// and, for a multi-node system, nodes 1-3.
#[derive(Clone, Debug)]
pub struct Kt {
    pub strands: Vec<Strand>,
    /// PERF_CONFIG of the virtual L2 control register (PerfReg# 1).
    pub l2_control: u64,
    /// DRAM: per node, MCU0 and MCU1.
    pub nodes: Vec<[Mcu; 2]>,
    pub policy: HvPolicy,
}

impl Kt {
    /// The reset state; the simulator has checked the thread count against the machine's.
    pub fn new(seed: u64, threads: u32, workload: &WorkloadSpec) -> Kt {
        let mut kt = Kt {
            strands: (0..threads)
                .map(|s| Strand {
                    base: SparcMode::User,
                    period: Arc::new(Period::generate(workload, seed, s)),
                    pcr: 0,
                    pic: [Counter::new(32), Counter::new(32)],
                    core_strands: (u64::from(threads) - u64::from(s) / STRANDS_PER_CORE * STRANDS_PER_CORE)
                        .min(STRANDS_PER_CORE),
                })
                .collect(),
            l2_control: 0,
            nodes: (0..MAX_NODES).map(|_| [Mcu::new(), Mcu::new()]).collect(),
            policy: HvPolicy::default(),
        };
        kt.rebuild_dram();
        kt
    }

    /// DRAM transactions all go to node 0 (the workload's local memory); MCU by address.
    fn rebuild_dram(&mut self) {
        let periods: Vec<&Period> = self.strands.iter().map(|s| s.period.as_ref()).collect();
        for (node, mcus) in self.nodes.iter_mut().enumerate() {
            for (i, mcu) in mcus.iter_mut().enumerate() {
                if node == 0 {
                    // Transaction MCU bits 3:2 are 0-3; KT has two MCUs per node: use bit 2.
                    mcu.rebuild_with(i as u8, &periods, &|d| {
                        if d & 0x80 == 0 {
                            0
                        } else {
                            (d & !0x0c) | (((d >> 2) & 1) << 2)
                        }
                    });
                } else {
                    mcu.rebuild_with(i as u8, &periods, &|_| 0);
                }
            }
        }
    }

    /// Store a PCR value the hardware accepted, applying holdov (a write with holdovN = 1
    /// leaves ovN as it was: Solaris niagara2regs.h, see the register table).
    fn store_pcr(&mut self, t: usize, old: u64, mut new: u64) {
        for (hold, ov) in [(HOLDOV0, OV0), (HOLDOV1, OV1)] {
            if new & hold != 0 {
                new = (new & !ov) | (old & ov);
            }
        }
        let pc = self.l2_control;
        let s = &mut self.strands[t];
        s.pcr = new;
        s.rebuild(pc);
    }

    /// Store a value into the L2 control register or a DRAM register of node `node`; returns
    /// what it holds.
    fn store_other(&mut self, reg: Reg, node: u32, v: u64) -> u64 {
        match reg {
            Reg::L2Control => {
                self.l2_control = v;
                for s in &mut self.strands {
                    s.rebuild(v);
                }
                v
            }
            Reg::Dram { mcu, reg } => {
                let value = self.nodes[node as usize][mcu].store(reg, v);
                if reg == DramReg::Ctl {
                    self.rebuild_dram();
                }
                value
            }
            Reg::Pcr | Reg::Pic => 0,
        }
    }

    /// A KT_GET_PERFREG or KT_SET_PERFREG call's status and value (seed 001 section 3.2).
    fn hypercall_status(&mut self, thread: u32, func: u64, args: &[u64]) -> (HvStatus, Option<u64>) {
        let (get, need) = match func {
            KT_GET_PERFREG => (true, 1),
            KT_SET_PERFREG => (false, 2),
            _ => return (HvStatus::Ebadtrap, None),
        };
        if args.len() < need {
            return (HvStatus::Einval, None);
        }
        let number = args[0];
        let pr = match perfreg::perfreg(number, self.policy.nodes.clamp(1, MAX_NODES)) {
            Ok(p) => p,
            Err(e) => return (e.status(), None),
        };
        if self.policy.deny.contains(&number) {
            return (HvStatus::Enoaccess, None);
        }
        if number == 1 && self.policy.l2_busy {
            return (HvStatus::Ewouldblock, None);
        }
        let Some((reg, kind)) = MACHINE.register(pr.register).and_then(|r| Some((r, Reg::of(r)?))) else {
            return (HvStatus::Enotsupported, None);
        };
        let unit = match pr.scope {
            perfreg::PerfRegScope::Node(n) => u32::from(n),
            _ => 0,
        };
        let to = RegRef { thread, unit, reg };
        let peek = |r: &'static Register| self.peek(RegRef { reg: r, ..to });
        if get {
            return match peek(reg) {
                Some(v) => (HvStatus::Eok, Some(software_read(&MACHINE, reg, v, &peek))),
                None => (HvStatus::Enotsupported, None),
            };
        }
        let Some(w) = Write::raw(&MACHINE, to, args[1], &peek) else {
            return (HvStatus::Enotsupported, None);
        };
        if kind == Reg::Pcr {
            // "The access to write to the HT bit can be denied, in which case the sun4v API
            // returns ENOACCESS" (seed 001 section 3.0).
            if self.policy.deny_ht && (w.value ^ w.old) & HT != 0 {
                return (HvStatus::Enoaccess, None);
            }
            self.store_pcr(thread as usize, w.old, w.stored);
        } else {
            self.store_other(kind, unit, w.stored);
        }
        (HvStatus::Eok, None)
    }

    /// Count `from..to`; with `at`, handle the wraps that happen in its last cycle.
    fn advance(&mut self, from: u64, to: u64, mut at: Option<(u64, &mut Vec<LogEntry>)>) {
        for (s, strand) in self.strands.iter_mut().enumerate() {
            for n in 0..2 {
                if strand.pic[n].advance(from, to) {
                    if let Some((cycle, log)) = at.as_mut() {
                        let (ov, toe) = if n == 0 { (OV0, TOE0) } else { (OV1, TOE1) };
                        strand.pcr |= ov;
                        log.push(LogEntry {
                            cycle: *cycle,
                            thread: Some(s as u32),
                            kind: LogKind::Overflow {
                                counter: format!("PIC.pic{n}"),
                                control: format!("PCR.ov{n}"),
                            },
                        });
                        if strand.pcr & toe != 0 {
                            // T3-class overflow: the pic_overflow trap, which sets SOFTINT{15}
                            // and may skid (seed 000 section 10.1 items 6 and 7 list what the
                            // T4 changed from this).
                            log.push(LogEntry {
                                cycle: *cycle,
                                thread: Some(s as u32),
                                kind: LogKind::Trap {
                                    name: "pic_overflow",
                                    counter: Some(format!("PIC.pic{n}")),
                                    tpc: None,
                                    ntc: false,
                                    repeat: false,
                                    note: "interrupt_level_15: SOFTINT{15} set; the trap may be taken some \
                                           instructions later (skid)"
                                        .into(),
                                },
                            });
                        }
                    }
                }
            }
        }
        for (node, mcus) in self.nodes.iter_mut().enumerate() {
            for (i, mcu) in mcus.iter_mut().enumerate() {
                for k in 0..4 {
                    if mcu.counters[k].advance(from, to) {
                        mcu.sticky[k] = true;
                        if let Some((cycle, log)) = at.as_mut() {
                            log.push(LogEntry {
                                cycle: *cycle,
                                thread: None,
                                kind: LogKind::Overflow {
                                    counter: format!("NODE{node}_MCU{i} counter{k}"),
                                    control: format!(
                                        "MCU{i}_PIC{}.sticky{k}",
                                        if k < 2 { "01" } else { "23" }
                                    ),
                                },
                            });
                        }
                    }
                }
            }
        }
    }
}

/// The KT engine in the simulator's engine list.
pub const ENGINE: Registration = Registration {
    machine: &MACHINE,
    new: |seed, threads, workload| Box::new(Kt::new(seed, threads, workload)),
};

impl Engine for Kt {
    fn clone_box(&self) -> Box<dyn Engine> {
        Box::new(self.clone())
    }

    /// The least privileged mode in which software may write `reg` of `thread` with `value`
    /// and have every bit take (`None`: any mode). The PCR is written with WRASR, which traps
    /// in user mode, and its ht bit "may be set only in hyperprivileged mode" (seed 001 section
    /// 2.1); the PIC traps in user mode when PCR.priv = 1; the L2 control and DRAM registers
    /// "are only accessible from hyperprivileged mode" (sections 2.2, 3.0).
    fn write_mode(&self, thread: u32, reg: &Register, value: u64) -> Option<ModeSpec> {
        let s = self.strands.get(thread as usize)?;
        match Reg::of(reg)? {
            Reg::Pcr if (value ^ s.pcr) & HT != 0 => Some(ModeSpec::Sparc(SparcMode::Hyperprivileged)),
            Reg::Pcr => Some(ModeSpec::Sparc(SparcMode::Privileged)),
            Reg::Pic if s.pcr & PRIV != 0 => Some(ModeSpec::Sparc(SparcMode::Privileged)),
            Reg::Pic => None,
            Reg::L2Control | Reg::Dram { .. } => Some(ModeSpec::Sparc(SparcMode::Hyperprivileged)),
        }
    }

    fn why(&self, thread: u32, unit: u32, counter: &'static CounterSpec, cycle: u64) -> Option<Why> {
        let s = self.strands.get(thread as usize)?;
        match Reg::of(MACHINE.register(counter.count.reg)?)? {
            Reg::Pic => {
                let n = counter.count.field.strip_prefix("pic")?.parse::<usize>().ok()?;
                s.why_pic(counter.id, n, cycle)
            }
            Reg::Dram { mcu, .. } => {
                let k = counter
                    .count
                    .field
                    .strip_prefix("counter")?
                    .parse::<usize>()
                    .ok()?;
                let ctl = MACHINE.register(counter.select?.reg)?;
                let m = self.nodes.get(unit as usize)?.get(mcu)?;
                Some(dram::why(counter.id, ctl, k, m, mcu as u8))
            }
            Reg::Pcr | Reg::L2Control => None,
        }
    }

    fn mode(&self, thread: u32) -> Option<ModeSpec> {
        self.strands.get(thread as usize).map(|s| ModeSpec::Sparc(s.base))
    }

    fn mode_now(&self, thread: u32, cycle: u64) -> Option<SparcMode> {
        self.strands.get(thread as usize).map(|s| s.mode_at(cycle))
    }

    fn set_workload(&mut self, seed: u64, workload: &WorkloadSpec) {
        let pc = self.l2_control;
        for (s, strand) in self.strands.iter_mut().enumerate() {
            strand.period = Arc::new(Period::generate(workload, seed, s as u32));
            strand.rebuild(pc);
        }
        self.rebuild_dram();
    }

    fn set_mode(&mut self, thread: Option<u32>, mode: ModeSpec) -> Result<(), String> {
        let ModeSpec::Sparc(m) = mode else {
            return Err("sparc-kt modes are user, privileged and hyperprivileged".into());
        };
        let pc = self.l2_control;
        for (i, s) in self.strands.iter_mut().enumerate() {
            if thread.is_none_or(|t| t as usize == i) {
                s.base = m;
                s.rebuild(pc);
            }
        }
        Ok(())
    }

    fn peek(&self, at: RegRef) -> Option<u64> {
        let s = self.strands.get(at.thread as usize)?;
        match Reg::of(at.reg)? {
            Reg::Pcr => Some(s.pcr),
            Reg::Pic => Some(s.pic_value()),
            Reg::L2Control => Some(self.l2_control),
            Reg::Dram { mcu, reg } => Some(self.nodes.get(at.unit as usize)?.get(mcu)?.peek(reg)),
        }
    }

    fn write(&mut self, w: Write, cycle: u64, log: &mut Vec<LogEntry>) -> Result<Outcome, SimError> {
        let (thread, old) = (w.to.thread, w.old);
        let t = thread as usize;
        let mode = self.strands[t].mode_at(cycle);
        let mut notes = w.notes;
        let Some(reg) = Reg::of(w.to.reg) else {
            return Err(SimError::UnknownRegister {
                machine: MACHINE.id,
                reg: w.to.reg.name.to_string(),
            });
        };
        match reg {
            Reg::Pcr => {
                if mode == SparcMode::User {
                    log.push(privileged_opcode(cycle, thread, "WRASR %pcr"));
                    return Ok(Outcome::Trapped {
                        name: "privileged_opcode",
                    });
                }
                let mut v = w.stored;
                // "The HT bit in SPARC PCR ... may be set only in hyperprivileged mode"
                // (seed 001 section 2.1): a privileged write leaves it as it was.
                if mode != SparcMode::Hyperprivileged && (v ^ old) & HT != 0 {
                    v = (v & !HT) | (old & HT);
                    notes.push(Diagnostic {
                        severity: Severity::Info,
                        kind: DiagKind::WriteIgnored,
                        field: Some("ht"),
                        message: "ht may be set only in hyperprivileged mode; privileged code must use \
                                  KT_SET_PERFREG (seed 001 sections 2.1, 3.0)"
                            .into(),
                    });
                }
                self.store_pcr(t, old, v);
                Ok(Outcome::Written {
                    value: self.strands[t].pcr,
                    notes,
                })
            }
            Reg::Pic => {
                let pcr = self.strands[t].pcr;
                if mode == SparcMode::User && pcr & PRIV != 0 {
                    log.push(privileged_action(
                        cycle,
                        thread,
                        "write of PIC".into(),
                        "nonprivileged access with PCR.priv = 1".into(),
                    ));
                    return Ok(Outcome::Trapped {
                        name: "privileged_action",
                    });
                }
                let s = &mut self.strands[t];
                s.pic[0].value = PIC[0].get(w.stored);
                s.pic[1].value = PIC[1].get(w.stored);
                Ok(Outcome::Written {
                    value: s.pic_value(),
                    notes,
                })
            }
            Reg::L2Control | Reg::Dram { .. } => {
                // The L2 control and DRAM registers "are only accessible from hyperprivileged
                // mode" (seed 001 sections 2.2, 3.0); guests use the hypercalls.
                if mode != SparcMode::Hyperprivileged {
                    log.push(privileged_action(
                        cycle,
                        thread,
                        format!("access to {}", w.to.reg.name),
                        "only hyperprivileged code may access it; privileged code uses KT_SET_PERFREG (seed 001 section 3.0)".into(),
                    ));
                    return Ok(Outcome::Trapped {
                        name: "privileged_action",
                    });
                }
                let value = self.store_other(reg, w.to.unit, w.stored);
                Ok(Outcome::Written { value, notes })
            }
        }
    }

    fn read(&mut self, at: RegRef, cycle: u64, log: &mut Vec<LogEntry>) -> Option<u64> {
        let thread = at.thread;
        let strand = &self.strands[thread as usize];
        let mode = strand.mode_at(cycle);
        match Reg::of(at.reg)? {
            Reg::Pcr if mode == SparcMode::User => {
                log.push(privileged_opcode(cycle, thread, "RDASR %pcr"));
                return None;
            }
            Reg::Pic if mode == SparcMode::User && strand.pcr & PRIV != 0 => {
                log.push(privileged_action(
                    cycle,
                    thread,
                    "read of PIC".into(),
                    "nonprivileged access with PCR.priv = 1".into(),
                ));
                return None;
            }
            Reg::Pcr | Reg::Pic => {}
            Reg::L2Control | Reg::Dram { .. } if mode != SparcMode::Hyperprivileged => {
                log.push(privileged_action(
                    cycle,
                    thread,
                    format!("access to {}", at.reg.name),
                    "only hyperprivileged code may access it (seed 001 section 3.0)".into(),
                ));
                return None;
            }
            Reg::L2Control | Reg::Dram { .. } => {}
        }
        self.peek(at)
    }

    fn hypervisor(&mut self) -> Option<&mut dyn Hypervisor> {
        Some(self)
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
            let next = self
                .strands
                .iter()
                .filter_map(|s| earliest_wrap(s.pic.iter(), c))
                .chain(
                    self.nodes
                        .iter()
                        .flat_map(|n| n.iter())
                        .filter_map(|m| earliest_wrap(m.counters.iter(), c)),
                )
                .min();
            let Some(next) = next.filter(|n| *n < to) else {
                self.advance(c, to, None);
                return (to, Stop::at_end(until));
            };
            let before = log.len();
            self.advance(c, next + 1, Some((next, log)));
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

impl Hypervisor for Kt {
    /// A sun4v fast-trap hypercall from `thread` (seed 001 section 3.2).
    fn hypercall(
        &mut self,
        thread: u32,
        func: u64,
        args: &[u64],
        cycle: u64,
        log: &mut Vec<LogEntry>,
    ) -> Outcome {
        let name = HYPERCALLS
            .iter()
            .find(|h| h.number == func)
            .map_or("unknown", |h| h.name);
        let (status, value) = self.hypercall_status(thread, func, args);
        log.push(LogEntry {
            cycle,
            thread: Some(thread),
            kind: LogKind::Hypercall {
                func,
                name,
                args: args.to_vec(),
                status,
                value,
            },
        });
        Outcome::Hypercall { status, value }
    }

    fn set_policy(&mut self, policy: HvPolicy) {
        self.policy = policy;
    }
}

fn privileged_opcode(cycle: u64, thread: u32, what: &str) -> LogEntry {
    LogEntry {
        cycle,
        thread: Some(thread),
        kind: LogKind::Trap {
            name: "privileged_opcode",
            counter: None,
            tpc: None,
            ntc: false,
            repeat: false,
            note: format!("{what} in nonprivileged mode: the PCR is accessible to privileged code only (seed 001 section 2.1)"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The field `field` of register `reg` in the KT tables: its one run of bits.
    fn table_bits(reg: &str, field: &str) -> Bits {
        crate::sim::engines::sparc::table_bits(&MACHINE, reg, field)
    }

    /// Every field constant of the engine is its field of the KT register tables (the
    /// UltraSPARC T2 PCR and PIC, with seed 001 sections 2.1 and 2.3 for HT and PERF_CONFIG).
    #[test]
    fn every_field_constant_is_its_table_field() {
        let flags = [
            ("priv", PRIV),
            ("st", ST),
            ("ut", UT),
            ("ht", HT),
            ("toe0", TOE0),
            ("toe1", TOE1),
            ("ov0", OV0),
            ("ov1", OV1),
            ("holdov0", HOLDOV0),
            ("holdov1", HOLDOV1),
        ];
        for (field, mask) in flags {
            let bits = table_bits("PCR", field);
            assert_eq!((bits.mask(), bits.width()), (mask, 1), "PCR.{field}");
        }
        for n in 0..2 {
            assert_eq!(table_bits("PCR", &format!("sl{n}")), SL[n], "PCR.sl{n}");
            assert_eq!(table_bits("PCR", &format!("mask{n}")), MASK[n], "PCR.mask{n}");
            assert_eq!(table_bits("PIC", &format!("pic{n}")), PIC[n], "PIC.pic{n}");
        }
        assert_eq!(table_bits("L2_CONTROL_REG", "perf_config"), events::PERF_CONFIG);
    }
}
