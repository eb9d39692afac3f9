//! The machines the explorer models, as data: each a register list and an event catalogue.

use crate::event::Event;
use crate::machines::{montecito, sparc_kt, sparc_t4};
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
    /// What the hardware calls a hardware context: "strand", "thread".
    pub context_name: &'static str,
    /// The choices this model makes where the manual is silent or ambiguous, shown to users
    /// with the simulator so that nothing it does is a hidden guess.
    pub choices: &'static [Choice],
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

    /// Look an event up by name (case-insensitive).
    pub fn event(&self, name: &str) -> Option<&'static Event> {
        self.events
            .iter()
            .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
    }
}

/// Every machine, in the order the UI lists them.
pub static MACHINES: [&Machine; 3] = [&sparc_t4::MACHINE, &sparc_kt::MACHINE, &montecito::MACHINE];

/// Look a machine up by id.
pub fn machine(id: &str) -> Option<&'static Machine> {
    MACHINES.iter().copied().find(|m| m.id == id.trim())
}
