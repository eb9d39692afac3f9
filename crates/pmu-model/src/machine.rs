//! The machines the explorer models, as data: each a register list and an event catalogue.

use crate::event::Event;
use crate::register::Register;

/// One modelled processor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Machine {
    /// The id used on the command line, in scenarios and in URLs: "sparc-t4".
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub source: &'static str,
    pub registers: &'static [Register],
    pub events: &'static [Event],
    /// The name of a field that selects an event ("sl", "es").
    pub event_select_field: &'static str,
    /// The hardware contexts (strands, threads) a simulation can have.
    pub contexts: Contexts,
    /// The counters, in the order views list them.
    pub counters: &'static [CounterSpec],
    /// How software's privilege is set: SPARC modes, or Itanium PSR.cpl with PSR.up/pp.
    pub privilege: Privilege,
    /// What else the machine has, for the views and the console that only some machines need.
    pub features: Features,
    /// The clock rate this model assumes for rates per second (the manuals give none), in MHz.
    pub clock_mhz: u32,
    /// The choices this model makes where the manual is silent or ambiguous, shown to users
    /// with the simulator so that nothing it does is a hidden guess.
    pub choices: &'static [Choice],
}

/// The hardware contexts of a machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contexts {
    /// What the manual calls one: "strand", "thread".
    pub name: &'static str,
    /// The most a simulation may have.
    pub max: u32,
    /// The counts the page offers (up to `max`), and the one a new session starts with.
    pub offered: &'static [u32],
    pub default: u32,
}

/// A field of a register, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldRef {
    pub reg: &'static str,
    pub field: &'static str,
}

/// One counter: where its count is, what selects its event, and where its overflow bit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterSpec {
    /// A stable id (the UI's `counter-<id>`, `overflow-<id>`): "PIC0", "PMD4",
    /// "DRAM_PERF_COUNT01_REG.counter0".
    pub id: &'static str,
    /// How views name it: "PIC0", "DRAM counter0".
    pub label: &'static str,
    /// The field that holds the count; its width is the counter's.
    pub count: FieldRef,
    /// The field that selects the event counted, if any.
    pub select: Option<FieldRef>,
    /// The overflow bit.
    pub overflow: FieldRef,
}

/// How a machine's software privilege is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Privilege {
    /// SPARC user, privileged and hyperprivileged modes.
    Sparc,
    /// Itanium PSR.cpl (0-3) with the monitor enables PSR.up and PSR.pp.
    Itanium,
}

/// What a machine has beyond registers and counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Features {
    /// A hypervisor API (sun4v hypercalls) and its access policy.
    pub hypervisor: bool,
    /// Switch-on-event multithreading with urgencies.
    pub thread_switching: bool,
    /// An execution trace buffer and event address registers.
    pub trace_buffer: bool,
    /// A bit that freezes every counter of a context while it is set (Montecito PMC0.fr).
    pub freeze: Option<FieldRef>,
}

/// A modelling choice: what the manual leaves open, what this model does, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// A few words: "Which setting counts a PCR write".
    pub topic: &'static str,
    /// What the model does and why, in sentences.
    pub text: &'static str,
    /// The places in the manual the choice reads.
    pub source: &'static str,
}

impl Machine {
    /// Look a register up by name (case-insensitive).
    pub fn register(&self, name: &str) -> Option<&'static Register> {
        self.registers
            .iter()
            .find(|r| r.name.eq_ignore_ascii_case(name.trim()))
    }

    /// The events with this select code (Montecito has codes shared by several events,
    /// told apart by umask).
    pub fn events_with_code(&self, code: u64) -> impl Iterator<Item = &'static Event> {
        self.events.iter().filter(move |e| e.code == code)
    }

    /// A counter by id (case-insensitive).
    pub fn counter(&self, id: &str) -> Option<&'static CounterSpec> {
        self.counters
            .iter()
            .find(|c| c.id.eq_ignore_ascii_case(id.trim()))
    }

    /// Look an event up by name (case-insensitive).
    pub fn event(&self, name: &str) -> Option<&'static Event> {
        self.events
            .iter()
            .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
    }
}
