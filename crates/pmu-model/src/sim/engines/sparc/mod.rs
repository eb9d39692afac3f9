//! What the SPARC engines share, below both: the mode filter of a PCR's ut, st and ht, the
//! privileged_action trap, the share of a run's event limit each strand gets, the gates of the
//! mode filter and of software's access for "why is this counter not counting?", and the DRAM
//! counters of the memory controllers ([`dram`]).

pub mod dram;

use crate::machine::Machine;
use crate::sim::action::SparcMode;
use crate::sim::limits::MAX_EVENTS_PER_RUN;
use crate::sim::log::{LogEntry, LogKind};
use crate::sim::why::Gate;
use crate::sim::workload::Period;

/// Whether a cycle of mode `mode` is counted by a PCR with these mode bits (seed 000 TABLE
/// 10-1: ut, st, ht).
pub fn mode_enabled(mode: SparcMode, ut: bool, st: bool, ht: bool) -> bool {
    match mode {
        SparcMode::User => ut,
        SparcMode::Privileged => st,
        SparcMode::Hyperprivileged => ht,
    }
}

/// A field of a register by name, read from a value through the tables.
pub fn field(machine: &Machine, reg: &str, field: &str, value: u64) -> u64 {
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
pub fn mode_gate(
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
        return Gate::counting(
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
        return Gate::counting(
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
    Gate::counting(
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

/// When every condition on a counter holds and it still counts nothing, the workload is why: it
/// never produces the event in the counted modes.
pub fn workload_gate(counting: bool, gates: &mut Vec<Gate>) {
    if !counting && gates.iter().all(|g| g.met) {
        gates.push(Gate::counting(
            false,
            &[],
            "the workload never produces this event in the counted modes".into(),
            "this model's workload",
        ));
    }
}

/// The privileged_action trap software takes for an access its mode may not make.
pub fn privileged_action(cycle: u64, thread: u32, what: String, why: String) -> LogEntry {
    LogEntry {
        cycle,
        thread: Some(thread),
        kind: LogKind::Trap {
            name: "privileged_action",
            counter: None,
            tpc: None,
            ntc: false,
            repeat: false,
            note: format!("{what}: {why}"),
        },
    }
}

/// The events one run processes at most on a machine of `strands` strands: each event looks at
/// every strand, so the limit is shared among them, and one call does about the same work
/// however many strands the machine has.
pub fn event_limit(strands: usize) -> u32 {
    (MAX_EVENTS_PER_RUN / (strands as u32).max(1)).max(1)
}

/// The one run of bits of field `field` of register `reg` of `machine`: the tests that hold
/// each engine's field constants against the tables read them so.
#[cfg(test)]
pub fn table_bits(machine: &Machine, reg: &str, field: &str) -> crate::register::Bits {
    let f = machine
        .register(reg)
        .and_then(|r| r.fields.iter().find(|f| f.name == field))
        .unwrap_or_else(|| panic!("no field {}.{reg}.{field}", machine.id));
    assert_eq!(f.bits.len(), 1, "{reg}.{field} is one run");
    f.bits[0]
}
