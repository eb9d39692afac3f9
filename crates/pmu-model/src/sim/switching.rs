//! The vocabulary of switch-on-event multithreading, shared by the engine interface and the
//! Montecito scheduler: why a core switched, the settings where the manual is silent, one
//! switch as views show it, and the state of the threads now. Its line numbers are those of
//! seed 003, the Montecito manual, whose section 2.4.1 describes the one such machine modelled.

use serde::{Deserialize, Serialize};

use crate::sim::workload::LAT_LOCAL_MEM;

/// Why the core switched threads. The bits are those the THREAD_SWITCH_EVENTS rows of
/// [`super::map`] select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    L3Miss,
    L3Return,
    Timeout,
    Hint,
    LowPower,
}

impl Reason {
    pub fn name(self) -> &'static str {
        match self {
            Reason::L3Miss => "l3_miss",
            Reason::L3Return => "l3_return",
            Reason::Timeout => "timeout",
            Reason::Hint => "hint",
            Reason::LowPower => "low_power",
        }
    }

    /// The reason in words, for prose ("L3 miss").
    pub fn words(self) -> &'static str {
        match self {
            Reason::L3Miss => "L3 miss",
            Reason::L3Return => "L3 return",
            Reason::Timeout => "timeout",
            Reason::Hint => "hint",
            Reason::LowPower => "low power",
        }
    }

    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }

    pub const ALL: [Reason; 5] = [
        Reason::L3Miss,
        Reason::L3Return,
        Reason::Timeout,
        Reason::Hint,
        Reason::LowPower,
    ];
}

/// When, at an L3 event, the urgency comparison happens relative to the urgency update.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    /// Update the urgency first, then compare (the default: the event's effect counts).
    UpdateThenCompare,
    /// Compare with the urgencies before the event, then update.
    CompareThenUpdate,
}

/// An external interrupt directed at a thread at a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Interrupt {
    pub cycle: u64,
    pub thread: u32,
}

/// A thread in a quiesced low-power state (PAL_LIGHT_HALT) from one cycle to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LowPower {
    pub thread: u32,
    pub from: u64,
    pub to: u64,
}

/// The settings of the thread-switch model where the manual is silent. The JSON form is the
/// scenario field "montecito" (docs/scenarios.md).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// Thread quantum: cycles a thread may keep the core before a time-out switches it out;
    /// 0 disables the time-out. The manual names "thread-quantum counters" (L601) without a
    /// length; 4096 cycles is this model's choice, long next to the memory latency (about 200
    /// cycles), so that L3 events decide most switches.
    pub quantum: u64,
    /// The order of urgency update and comparison at an L3 event (not stated, A19).
    pub compare: Compare,
    /// The urgency of both threads at reset: the nominal 5 (L631; the reset value is not
    /// stated).
    pub initial_urgency: u8,
    /// Cycles from a switch's initiation until the other thread retires: 15 (L590).
    pub switch_cycles: u64,
    /// Cycles from an L3 request until it is determined to be a miss: the minimum latency of
    /// the 12 MByte L3, 14 cycles (Table 2-9, L540).
    pub l3_detect: u64,
    /// A `hint@pause` every this many cycles of each thread's own stream (0: never). The
    /// workload has none of its own; the hint forces a switch and leaves urgencies alone
    /// (their effect is not stated).
    pub pause_every: u64,
    /// External interrupts: one directed at the background thread sets its urgency to 6
    /// (L633); it does not compare urgencies itself, the next L3 event does.
    pub interrupts: Vec<Interrupt>,
    /// Low-power halts: the foreground thread entering one switches out; the core idles when
    /// both threads are halted; the background thread waking then switches in (L603).
    pub low_power: Vec<LowPower>,
    /// A performance monitor interrupt (an external interrupt, L1785) raised for a thread in
    /// the background sets its urgency to 6 like any external interrupt.
    pub pmi_urgency: bool,
    /// A thread switched out by a time-out while not stalled gets urgency 7 (L601, L633: "can
    /// be set to 7"). A thread waiting for an L3 miss counts as stalled.
    pub timeout_urgency: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            quantum: 4096,
            compare: Compare::UpdateThenCompare,
            initial_urgency: 5,
            switch_cycles: 15,
            l3_detect: 14,
            pause_every: 0,
            interrupts: Vec::new(),
            low_power: Vec::new(),
            pmi_urgency: true,
            timeout_urgency: true,
        }
    }
}

impl Config {
    /// Check the settings against a thread count, naming the first bad one.
    pub fn validate(&self, threads: u32) -> Result<(), String> {
        if self.initial_urgency > 7 {
            return Err(format!(
                "initial_urgency is {}; urgencies are 0 to 7 (section 2.4.1.3)",
                self.initial_urgency
            ));
        }
        if self.l3_detect == 0 || self.l3_detect >= u64::from(LAT_LOCAL_MEM) {
            return Err(format!(
                "l3_detect is {}; it must be between 1 and {} (the memory latency)",
                self.l3_detect,
                LAT_LOCAL_MEM - 1
            ));
        }
        if self.switch_cycles > 1 << 20 {
            return Err(format!("switch_cycles is {}; at most 2^20", self.switch_cycles));
        }
        for (i, x) in self.interrupts.iter().enumerate() {
            if x.thread >= threads {
                return Err(format!(
                    "interrupts[{i}].thread is {}; there are {threads} threads",
                    x.thread
                ));
            }
        }
        for (i, x) in self.low_power.iter().enumerate() {
            if x.thread >= threads {
                return Err(format!(
                    "low_power[{i}].thread is {}; there are {threads} threads",
                    x.thread
                ));
            }
            if x.to <= x.from {
                return Err(format!(
                    "low_power[{i}]: 'to' ({}) must be after 'from' ({})",
                    x.to, x.from
                ));
            }
        }
        Ok(())
    }
}

/// One thread switch, for the timeline view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switch {
    pub cycle: u64,
    pub from: u32,
    pub to: u32,
    pub reason: Reason,
    pub urgency_from: u8,
    pub urgency_to: u8,
}

/// Switch-on-event multithreading now, for views (machines with `features.thread_switching`).
#[derive(Clone, Debug, PartialEq)]
pub struct ThreadsView {
    /// The thread that owns the pipeline (during a switch, the one switching in).
    pub foreground: u32,
    pub switching: bool,
    /// Both threads halted: the core idles.
    pub idle: bool,
    /// Each thread's urgency (0-7) and whether it is halted.
    pub urgency: Vec<u8>,
    pub halted: Vec<bool>,
    /// Each thread's L3 misses outstanding.
    pub outstanding: Vec<usize>,
    /// Each thread's position in its own workload stream.
    pub position: Vec<u64>,
    /// The last switches, oldest first.
    pub timeline: Vec<Switch>,
    /// Switches since reset, in total and by reason.
    pub total: u64,
    pub by_reason: Vec<(Reason, u64)>,
    /// How the model switches, and its choices, in sentences.
    pub help: &'static str,
}
