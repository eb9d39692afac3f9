//! "Why is this counter not counting?": for any counter, the chain of conditions that gate it,
//! each with its state now, the manual's words and a citation. Engines build the chain from
//! their registers and the tables; views show the conditions that are not met.

use super::action::SparcMode;
use super::counter::Counter;
use super::sparc::{dram_increment, mode_enabled, t4_group, unmodelled_bits, Combine, Mcu, Sub};
use super::workload::Period;
use crate::machine::Machine;
use crate::register::Register;

/// Whether a condition gates the counting itself or only software's access to the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GateKind {
    Counting,
    Reading,
}

/// One condition on a counter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gate {
    pub kind: GateKind,
    pub met: bool,
    /// The register fields it reads ("PCR0.ut", "PSR.up"), so that views can link to them.
    pub fields: Vec<String>,
    /// The condition and its state now, in sentences that quote the manual where it speaks.
    pub text: String,
    pub source: &'static str,
}

/// A counter's gates, and whether it counts at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    pub counter: &'static str,
    /// Software has programmed something for it (its control fields are not all zero).
    pub programmed: bool,
    /// It advances as the workload runs (the simulator's own count says so, not the gates).
    pub counting: bool,
    pub gates: Vec<Gate>,
}

impl Why {
    /// The conditions not met, those that stop counting first.
    pub fn unmet(&self) -> impl Iterator<Item = &Gate> {
        self.gates.iter().filter(|g| !g.met)
    }

    /// One line for a log or a terminal: the first unmet counting condition, or why the
    /// workload gives it nothing.
    pub fn summary(&self) -> Option<String> {
        if self.counting {
            return None;
        }
        self.gates
            .iter()
            .find(|g| !g.met && g.kind == GateKind::Counting)
            .map(|g| g.text.clone())
    }
}

fn gate(met: bool, fields: &[String], text: String, source: &'static str) -> Gate {
    Gate {
        kind: GateKind::Counting,
        met,
        fields: fields.to_vec(),
        text,
        source,
    }
}

/// A field of a register by name, read from a value through the tables.
fn get(machine: &Machine, reg: &str, field: &str, value: u64) -> u64 {
    machine
        .register(reg)
        .and_then(|r| r.field(field))
        .map_or(0, |f| f.get(value))
}

/// The SPARC modes a strand runs in over its workload: its base mode raised by each phase.
fn modes_run(base: SparcMode, period: &Period) -> Vec<SparcMode> {
    let mut seen = [false; 3];
    for r in &period.recs {
        seen[base.with_phase(r.phase) as usize] = true;
    }
    [SparcMode::User, SparcMode::Privileged, SparcMode::Hyperprivileged]
        .into_iter()
        .filter(|m| seen[*m as usize])
        .collect()
}

fn names(modes: &[SparcMode]) -> String {
    modes.iter().map(|m| m.name()).collect::<Vec<_>>().join(", ")
}

/// The mode-filter gate shared by T4 and KT PCRs: ut, st, ht against the modes the strand
/// runs in.
fn mode_gate(
    pcr: &str,
    bits: (bool, bool, bool),
    base: SparcMode,
    now: SparcMode,
    period: &Period,
    source: &'static str,
) -> Gate {
    let (ut, st, ht) = bits;
    let fields = [format!("{pcr}.ut"), format!("{pcr}.st"), format!("{pcr}.ht")];
    let run = modes_run(base, period);
    let counted: Vec<SparcMode> = run
        .iter()
        .copied()
        .filter(|m| mode_enabled(*m, ut, st, ht))
        .collect();
    let set: Vec<&str> = [(ut, "ut"), (st, "st"), (ht, "ht")]
        .into_iter()
        .filter_map(|(b, n)| b.then_some(n))
        .collect();
    if set.is_empty() {
        return gate(
            false,
            &fields,
            format!(
                "{pcr}.ut, st and ht are all 0: no mode's events are counted (\"If ut = 1, count events in \
                 user mode; otherwise, ignore user mode events\", and likewise st and ht)"
            ),
            source,
        );
    }
    if counted.is_empty() {
        return gate(
            false,
            &fields,
            format!(
                "{pcr} counts only in the modes {} selects, and this strand runs only in {} (now {}): \
                 set the bit of a mode it runs in",
                set.join("/"),
                names(&run),
                now.name()
            ),
            source,
        );
    }
    let now_counted = mode_enabled(now, ut, st, ht);
    gate(
        true,
        &fields,
        format!(
            "{} selects {}; the strand runs in {} and is now in {} mode, {}",
            set.join("/"),
            names(&counted),
            names(&run),
            now.name(),
            if now_counted {
                "which is counted"
            } else {
                "which is not counted"
            }
        ),
        source,
    )
}

/// Whether PIC reads by software in `now` trap (T4 picnht/picnpt; KT priv).
fn read_gate(allowed: bool, fields: &[String], text: String, source: &'static str) -> Gate {
    Gate {
        kind: GateKind::Reading,
        met: allowed,
        fields: fields.to_vec(),
        text,
        source,
    }
}

/// The T4's PICn of a strand (seed 000 TABLE 10-1, TABLE 10-2, section 10.3).
#[allow(clippy::too_many_arguments)]
pub fn t4_pic(
    machine: &'static Machine,
    counter: &'static str,
    n: usize,
    pcr: u64,
    pic: &Counter,
    base: SparcMode,
    now: SparcMode,
    period: &Period,
) -> Why {
    let reg = format!("PCR{n}");
    let f = |name: &str| get(machine, &reg, name, pcr);
    let (sl, mask) = (f("sl"), f("mask"));
    let mut gates = Vec::new();
    let event = machine.events_with_code(sl).next();
    let group = t4_group(sl);
    let sl_field = [format!("{reg}.sl")];
    gates.push(match (sl, event, group) {
        (0, _, _) => gate(
            false,
            &sl_field,
            format!("{reg}.sl = 0: \"Performance counting is disabled; no events are counted\""),
            "seed 000, TABLE 10-2 (sl 0)",
        ),
        (_, Some(e), Some(_)) => gate(
            true,
            &sl_field,
            format!("{reg}.sl = {sl}: {}", e.name),
            "seed 000, TABLE 10-2",
        ),
        _ => gate(
            false,
            &sl_field,
            format!("{reg}.sl = {sl} is reserved: it selects no event"),
            "seed 000, TABLE 10-1 sl; TABLE 10-2",
        ),
    });
    if let Some(g) = group.filter(|_| sl != 0) {
        let mask_field = [format!("{reg}.mask")];
        let uses_mask = matches!(
            g.combine,
            Combine::AnyPerCycle | Combine::Instructions | Combine::MicroOps
        );
        if uses_mask {
            let live = (0..6)
                .filter(|i| mask >> i & 1 == 1 && g.bits[*i] != Sub::Ignored)
                .count();
            let dead = unmodelled_bits(g, mask);
            let micro_ops = g.combine == Combine::MicroOps && mask & 0x3 == 0;
            gates.push(if live == 0 || micro_ops {
                gate(
                    false,
                    &mask_field,
                    format!("{reg}.mask = {mask:#04x} selects none of this group's events"),
                    "seed 000, TABLE 10-2",
                )
            } else if dead == mask & !ignored(g) {
                gate(
                    false,
                    &mask_field,
                    format!(
                        "{reg}.mask = {mask:#04x} selects only events this model's workload does not produce \
                         (they count 0)"
                    ),
                    "this model (sim/sparc.rs): the events it does not model",
                )
            } else {
                gate(
                    true,
                    &mask_field,
                    format!("{reg}.mask = {mask:#04x}"),
                    "seed 000, TABLE 10-2",
                )
            });
        }
    }
    gates.push(mode_gate(
        &reg,
        (f("ut") != 0, f("st") != 0, f("ht") != 0),
        base,
        now,
        period,
        "seed 000, TABLE 10-1 ut, st, ht",
    ));
    let counting = pic.tally.per_period() > 0;
    if !counting && gates.iter().all(|g| g.met) {
        gates.push(gate(
            false,
            &[],
            "the workload never produces this event in the counted modes".into(),
            "this model's workload",
        ));
    }
    let (picnht, picnpt) = (f("picnht") != 0, f("picnpt") != 0);
    let read_ok = match now {
        SparcMode::Hyperprivileged => true,
        SparcMode::Privileged => !picnht,
        SparcMode::User => !picnht && !picnpt,
    };
    gates.push(read_gate(
        read_ok,
        &[format!("{reg}.picnht"), format!("{reg}.picnpt")],
        if read_ok {
            format!("software in {} mode may read and write PIC{n}", now.name())
        } else {
            format!(
                "software in {} mode gets a privileged_action trap on PIC{n} (picnht = {}, picnpt = {})",
                now.name(),
                u8::from(picnht),
                u8::from(picnpt)
            )
        },
        "seed 000, TABLE 10-1 picnht, picnpt; section 10.3",
    ));
    Why {
        counter,
        programmed: pcr & !(1 | 1 << 18) != 0,
        counting,
        gates,
    }
}

fn ignored(g: &super::sparc::GroupMap) -> u64 {
    (0..6)
        .filter(|i| g.bits[*i] == Sub::Ignored)
        .fold(0, |m, i| m | 1 << i)
}

/// The KT's pic0/pic1 of a strand (seed 001 section 2.1; the T2-family PCR).
#[allow(clippy::too_many_arguments)]
pub fn kt_pic(
    machine: &'static Machine,
    counter: &'static str,
    n: usize,
    pcr: u64,
    pic: &Counter,
    base: SparcMode,
    now: SparcMode,
    period: &Period,
    modelled: bool,
) -> Why {
    let f = |name: &str| get(machine, "PCR", name, pcr);
    let (sl, mask) = (f(&format!("sl{n}")), f(&format!("mask{n}")));
    let mut gates = Vec::new();
    let event = machine.events_with_code(sl).next();
    let fields = [format!("PCR.sl{n}"), format!("PCR.mask{n}")];
    gates.push(match event {
        Some(e) if modelled && (mask != 0 || e.masks.is_empty()) => gate(
            true,
            &fields,
            format!("PCR.sl{n} = {sl:#x} ({}), mask{n} = {mask:#04x}", e.name),
            "seed 001 section 2.1; Solaris kt_events",
        ),
        Some(e) if modelled => gate(
            false,
            &fields,
            format!("PCR.mask{n} = 0 selects none of the events of {}", e.name),
            "seed 001 section 2.1; Solaris kt_events",
        ),
        Some(e) => gate(
            false,
            &fields,
            format!(
                "PCR.sl{n} = {sl:#x} ({}) is an event this model's workload does not produce (counts 0)",
                e.name
            ),
            "this model (sim/kt.rs)",
        ),
        None => gate(
            false,
            &fields,
            format!("PCR.sl{n} = {sl:#x} selects no event the catalogue knows"),
            "seed 001 section 2.1; Solaris kt_events",
        ),
    });
    gates.push(mode_gate(
        "PCR",
        (f("ut") != 0, f("st") != 0, f("ht") != 0),
        base,
        now,
        period,
        "seed 001 section 2.1 (PCR ut, st, ht)",
    ));
    let counting = pic.tally.per_period() > 0;
    if !counting && gates.iter().all(|g| g.met) {
        gates.push(gate(
            false,
            &[],
            "the workload never produces this event in the counted modes".into(),
            "this model's workload",
        ));
    }
    let private = f("priv") != 0;
    let read_ok = now != SparcMode::User || !private;
    gates.push(read_gate(
        read_ok,
        &["PCR.priv".into()],
        if read_ok {
            format!("software in {} mode may read the PIC", now.name())
        } else {
            "PCR.priv = 1: user software reading the PIC gets a privileged_action trap".into()
        },
        "seed 001 section 2.1 (PCR priv)",
    ));
    Why {
        counter,
        // The mode bits are shared by both counters; a counter is programmed when its own
        // select or mask is.
        programmed: sl != 0 || mask != 0,
        counting,
        gates,
    }
}

/// A DRAM counter of an MCU (seed 000 section 10.5, TABLE 10-4 and 10-7; KT per node).
pub fn dram(counter: &'static str, ctl: &'static Register, k: usize, mcu: &Mcu, mcu_index: u8) -> Why {
    let sel_name = format!("sel{k}");
    let sel = ctl.field(&sel_name).map_or(0, |f| f.get(mcu.ctl));
    let label = ctl
        .field(&sel_name)
        .and_then(|f| f.named_values().iter().find(|e| e.value == sel))
        .map_or("reserved", |e| e.name);
    let fields = [format!("{}.{sel_name}", ctl.name)];
    let possible = (0u8..=255).any(|d| dram_increment(sel, mcu_index, k as u8, d) > 0);
    let counting = mcu.counters[k].tally.per_period() > 0;
    let mut gates = vec![gate(
        possible,
        &fields,
        if possible {
            format!("{}.{sel_name} = {sel:#06b}: {label}", ctl.name)
        } else {
            format!(
                "{}.{sel_name} = {sel:#06b} ({label}) counts nothing in this model: reserved, or an event it does \
                 not model",
                ctl.name
            )
        },
        "seed 000, TABLE 10-7",
    )];
    if possible && !counting {
        gates.push(gate(
            false,
            &[],
            format!("the workload makes no such DRAM transaction at MCU{mcu_index}"),
            "this model's workload",
        ));
    }
    Why {
        counter,
        // A DRAM counter counts from reset (select 0000 counts its port's reads): it is
        // programmed once software has written its control register.
        programmed: mcu.ctl != 0,
        counting,
        gates,
    }
}
