//! What changed between two points of the history, as the "what changed" list, the counters'
//! deltas and the bit grid's highlights show it.

use pmu_model::history::Changes;
use pmu_model::number::hex;
use pmu_model::sim::LogEntry;

/// A counter's move between two points: before, after, and what it counted in between modulo
/// its width (a count that went down wrapped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterDelta {
    pub id: &'static str,
    pub label: &'static str,
    pub from: u64,
    pub to: u64,
    pub delta: u64,
    pub wrapped: bool,
}

/// What changed between two points of the history, for the thread and unit on screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChangeView {
    /// The two points (history positions), earlier first; equal when there is nothing to
    /// compare (the start of a session).
    pub from: usize,
    pub to: usize,
    pub changes: Changes,
    pub counters: Vec<CounterDelta>,
    /// The log entries made in between (at most [`ChangeView::MAX_LOG`], the first ones).
    pub log: Vec<LogEntry>,
    /// How many entries there were in all.
    pub log_total: usize,
}

impl ChangeView {
    pub const MAX_LOG: usize = 200;

    /// One line per change: "PCR0.ov 0 -> 1" for a field (small
    /// values in decimal, others in hex), "PIC0 0xfffffffe -> 0x00000001" for a register
    /// whose count or address changed (in 32 bits when both values fit), with the register
    /// each line is about.
    pub fn lines(&self) -> Vec<(&'static str, String)> {
        let num = |v: u64| {
            if v < 10 {
                v.to_string()
            } else {
                format!("{v:#x}")
            }
        };
        let mut out = Vec::new();
        for r in &self.changes.registers {
            if r.whole {
                let w = if (r.from | r.to) >> 32 == 0 {
                    r.width.min(32)
                } else {
                    r.width
                };
                out.push((r.reg, format!("{} {} -> {}", r.reg, hex(r.from, w), hex(r.to, w))));
            }
            for (f, a, b) in &r.fields {
                out.push((r.reg, format!("{}.{f} {} -> {}", r.reg, num(*a), num(*b))));
            }
        }
        out
    }

    /// The bits of `reg` that differ between the two points.
    pub fn changed_bits(&self, reg: &str) -> u64 {
        self.changes
            .registers
            .iter()
            .find(|r| r.reg == reg)
            .map_or(0, |r| r.from ^ r.to)
    }
}
