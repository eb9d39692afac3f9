//! The PCL portable layer (seed 002, "PCL - The Performance Counter Library", version 2.2):
//! portable events over the native counters, so that a user can think in portable events and
//! see what each machine makes of them.
//!
//! - [`events`]: the 61 standard events, their groups, meanings, and count-or-rate kind.
//! - [`avail`]: per-processor availability tables as data: the paper's fifteen rows, and this
//!   project's mappings onto the simulated SPARC T4, SPARC KT and Montecito.
//! - [`query`]: the countability check with PCLquery semantics: a concrete assignment of
//!   native events to counters, found as a matching over alternatives, or PCL's status code.
//! - [`program`]: the control register values that program an assignment on a simulated
//!   machine.
//! - [`metrics`]: the derived metrics (IPC, MFLOPS, miss rates, memory-to-FP ratio) and their
//!   formulas; rates are computed from counts and never summed.
//! - [`region`]: nested start/read/stop regions with PCL's rules, run against a simulator.
//!
//! The paper gives no numeric values for its constants. Where this module uses one (status
//! codes, mode flags, `PCL_MAX_NESTING_LEVEL`), it is the value of PCL 2.2's own Java binding
//! (`PCL.java` of the PCL distribution, berrendorf.inf.h-brs.de/PCL/, read from a public copy),
//! and the item says so.

pub mod avail;
pub mod events;
pub mod metrics;
pub mod program;
pub mod query;
pub mod region;

pub use avail::{processor, Availability, Cell, CellKind, Expr, Native, Processor, PROCESSORS};
pub use events::{event, PclEvent, EVENTS};
pub use query::{query, Assignment, QueryError};

use std::fmt;

/// A count mode (L2144): `PCL_MODE_USER`, `PCL_MODE_SYSTEM`, `PCL_MODE_USER_SYSTEM`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Count in user mode.
    User,
    /// Count in system (privileged, supervisor, kernel) mode.
    System,
    /// Count in both. The paper says it "specifies either of both modes" (L2144) and elsewhere
    /// "user-or-system mode" (L2548): an event counts when the processor is in either.
    UserSystem,
}

impl Mode {
    /// The PCL name.
    pub fn name(self) -> &'static str {
        match self {
            Mode::User => "PCL_MODE_USER",
            Mode::System => "PCL_MODE_SYSTEM",
            Mode::UserSystem => "PCL_MODE_USER_SYSTEM",
        }
    }

    /// The flag value of PCL 2.2's Java binding (user 1, system 2, both 3: the bits combine).
    pub fn value(self) -> u32 {
        match self {
            Mode::User => 1,
            Mode::System => 2,
            Mode::UserSystem => 3,
        }
    }

    /// The short name the command line takes: "user", "system", "both".
    pub fn short(self) -> &'static str {
        match self {
            Mode::User => "user",
            Mode::System => "system",
            Mode::UserSystem => "both",
        }
    }

    /// Parse "user", "system", "both" (or "user_system", or a PCL_MODE_ name).
    pub fn parse(text: &str) -> Option<Mode> {
        let t = text.trim().to_ascii_lowercase();
        let t = t.strip_prefix("pcl_mode_").unwrap_or(&t);
        match t {
            "user" => Some(Mode::User),
            "system" | "sys" => Some(Mode::System),
            "both" | "user_system" | "user-system" | "usersystem" => Some(Mode::UserSystem),
            _ => None,
        }
    }

    /// Whether user-mode events count.
    pub fn counts_user(self) -> bool {
        matches!(self, Mode::User | Mode::UserSystem)
    }

    /// Whether system-mode events count.
    pub fn counts_system(self) -> bool {
        matches!(self, Mode::System | Mode::UserSystem)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// PCL's status codes (L2102-L2122), with the values of PCL 2.2's Java binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// "function successful finished"
    Success,
    /// "requested event is not supported on this hardware"
    NotSupported,
    /// "more events requested than performance counters are available"
    TooManyEvents,
    /// "there are more nested calls than allowed (PCL_MAX_NESTING_LEVEL)"
    TooManyNestings,
    /// "either a different number or different types of events are requested in nested
    /// calls". The paper prints PCL_TOO_ILL_NESTING (L2113); the Java binding calls it
    /// PCL_ILL_NESTING.
    TooIllNesting,
    /// "event identifier illegal"
    IllEvent,
    /// "performance counting for that mode is not supported"
    ModeNotSupported,
    /// "failure for some unspecified reason"
    Failure,
}

impl Status {
    /// The name as the paper prints it.
    pub fn name(self) -> &'static str {
        match self {
            Status::Success => "PCL_SUCCESS",
            Status::NotSupported => "PCL_NOT_SUPPORTED",
            Status::TooManyEvents => "PCL_TOO_MANY_EVENTS",
            Status::TooManyNestings => "PCL_TOO_MANY_NESTINGS",
            Status::TooIllNesting => "PCL_TOO_ILL_NESTING",
            Status::IllEvent => "PCL_ILL_EVENT",
            Status::ModeNotSupported => "PCL_MODE_NOT_SUPPORTED",
            Status::Failure => "PCL_FAILURE",
        }
    }

    /// The value in PCL 2.2's Java binding (0 for success, negative for errors).
    pub fn code(self) -> i32 {
        match self {
            Status::Success => 0,
            Status::NotSupported => -1,
            Status::TooManyEvents => -2,
            Status::TooManyNestings => -3,
            Status::TooIllNesting => -4,
            Status::IllEvent => -5,
            Status::ModeNotSupported => -6,
            Status::Failure => -7,
        }
    }

    /// The paper's meaning, verbatim.
    pub fn meaning(self) -> &'static str {
        match self {
            Status::Success => "function successful finished",
            Status::NotSupported => "requested event is not supported on this hardware",
            Status::TooManyEvents => "more events requested than performance counters are available",
            Status::TooManyNestings => "there are more nested calls than allowed (PCL_MAX_NESTING_LEVEL)",
            Status::TooIllNesting => {
                "either a different number or different types of events are requested in nested calls"
            }
            Status::IllEvent => "event identifier illegal",
            Status::ModeNotSupported => "performance counting for that mode is not supported",
            Status::Failure => "failure for some unspecified reason",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `PCL_MAX_NESTING_LEVEL`: the paper names it without a value, under PCL_TOO_MANY_NESTINGS
/// (L2110-L2112); PCL 2.2's Java binding sets it to 16.
pub const PCL_MAX_NESTING_LEVEL: usize = 16;

/// `PCL_MAX_EVENT_PER_CALL`: not in the paper; PCL 2.2's Java binding limits one call to 16
/// events. A longer request is refused with `PCL_TOO_MANY_EVENTS`.
pub const PCL_MAX_EVENT_PER_CALL: usize = 16;
