//! The simulator: one [`Action`] type drives a machine's PMU state (ARCHITECTURE.md,
//! Architecture Invariant (one Action)), and a [`Log`] records what the hardware did
//! (overflows, traps, hypercalls) with cycle numbers.
//!
//! Architecture Invariant (deterministic simulator): the same seed and actions give the same
//! state bit for bit, and running a+b cycles equals running a then b: every counter is a
//! [`tally::Tally`] over the workload's period, every overflow is found at its exact cycle, and
//! nothing depends on how the cycles were split into steps.

pub mod access;
pub mod action;
pub mod counter;
pub mod derived;
pub mod engine;
pub mod engines;
pub mod limits;
pub mod log;
pub mod simulator;
pub mod switching;
pub mod tally;
pub mod why;
pub mod workload;

pub use access::{RegRef, Write};
pub use action::{Action, HvPolicy, ModeSpec, Outcome, SimError, SparcMode, Stop, Until, WriteValue};
pub use counter::{earliest_wrap, Counter};
pub use engine::{Engine, TraceView};
pub use limits::{END_OF_TIME, MAX_EVENTS_PER_RUN, MAX_RUN};
pub use log::{stops, LogEntry, LogKind};
pub use simulator::{CounterRow, Simulator};
pub use switching::{Switch, ThreadsView};
