//! The paper's availability tables (seed 002, Tables 3.1-3.14, L297-L2098) for its fifteen
//! processor rows, with the native events the cells use (from the paper's event lists, chapter A
//! "Performance Counters on Microprocessors", L2632-L6624). Cells cite the line of the entry
//! itself; the row label line is a few lines up. One file per processor row.
//!
//! The counters are named as the paper's ids number them: `C0` is the paper's "counter 0" (or
//! "counter 1" where it numbers from 1, as for the PowerPC and POWER3: their `Cn` ids say which).
//! The Pentium 4 is the exception: its counters are numbered 1-18 as the paper prints them.

use super::Expr::{Any, Diff, PerMhz, Ratio, Sum, TimesMhz, Union, N};
use super::{cell, Cell, Counters, ModeSupport, Native, Origin, Processor, Rules};

const fn nat(
    id: &'static str,
    name: &'static str,
    description: &'static str,
    counters: Counters,
    source: &'static str,
) -> Native {
    Native::paper(id, name, description, counters, source)
}

const C0: Counters = Counters::Pmc(&["C0"]);
const C1: Counters = Counters::Pmc(&["C1"]);
const C2: Counters = Counters::Pmc(&["C2"]);
const C3: Counters = Counters::Pmc(&["C3"]);
const C4: Counters = Counters::Pmc(&["C4"]);
const C5: Counters = Counters::Pmc(&["C5"]);
const C6: Counters = Counters::Pmc(&["C6"]);
const C7: Counters = Counters::Pmc(&["C7"]);
/// Pentium events "countable by either of the counters" (L5500-L5502) and P6 events "countable
/// by both performance counters" (L5755).
const EITHER: Counters = Counters::Pmc(&["C0", "C1"]);
/// R12000: "The 4 counters may count any of the 32 events" (L3043); Athlon: "The events
/// countable on all four counters are" (L6421-L6422).
const ANY: Counters = Counters::Pmc(&["C0", "C1", "C2", "C3"]);
/// Pentium 4 counter groups as printed: CG1 "Counter 1-4" (L6156), CG4 "Counter 13-18" (L6322).
const CG1: Counters = Counters::Pmc(&["C1", "C2", "C3", "C4"]);
const CG4: Counters = Counters::Pmc(&["C13", "C14", "C15", "C16", "C17", "C18"]);

const TWO_COUNTERS: &[&str] = &["C0", "C1"];
const THREE_COUNTERS: &[&str] = &["C0", "C1", "C2"];
const FOUR_COUNTERS: &[&str] = &["C0", "C1", "C2", "C3"];
const EIGHT_COUNTERS: &[&str] = &["C0", "C1", "C2", "C3", "C4", "C5", "C6", "C7"];
const P4_COUNTERS: &[&str] = &[
    "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16",
    "C17", "C18",
];

/// All three modes, from what the paper says of the operating system interface.
const fn all_modes(explain: &'static str) -> ModeSupport {
    ModeSupport {
        user: true,
        system: true,
        user_system: true,
        per_counter: false,
        explain,
    }
}

const ALPHA: ModeSupport = all_modes(
    "Tru64's pfm device \"distinguishes between user and system mode event counting\" (L2651-L2653); \
     counting in both is counting without a filter.",
);
const IRIX: ModeSupport = all_modes(
    "IRIX: \"It is possible to distinguish between counting in user mode, system mode, or both\" \
     (L2886-L2887).",
);
const ULTRA: ModeSupport = all_modes(
    "UltraSPARC: \"Event counting can be done either for the user mode, system mode, or both\" \
     (L3185-L3186).",
);
const PMAPI: ModeSupport = all_modes(
    "PMapi \"supports the distinction between supervisor mode, problem (user) mode, or both\" \
     (L4134-L4135).",
);
const SILENT: ModeSupport = all_modes(
    "ASSUMPTION: the paper says nothing of mode filtering on this processor; PCL offers user, \
     system and user-or-system counting (L2144, L2548) and names no platform without them, so all \
     three are taken as supported.",
);
/// The SR8000's counters are hard-coded (L6599-L6600) and the paper describes no way to
/// program them, so nothing can restrict them to a mode.
const SR8000_MODES: ModeSupport = ModeSupport {
    user: false,
    system: false,
    user_system: true,
    per_counter: false,
    explain: "INFERENCE: the SR8000's 8 counters each count \"exactly one hard-coded event type\" \
              (L6599-L6600) and the paper describes nothing that programs them, so nothing can \
              restrict them to user or system mode; only user-or-system counting is taken as \
              supported.",
};

mod alpha_21164;
mod alpha_21264;
mod athlon;
mod mips_r10000;
mod mips_r12000;
mod pentium;
mod pentium_4;
mod pentium_pro;
mod power3;
mod power3_ii;
mod powerpc_604;
mod powerpc_604e;
mod sr8000;
mod ultrasparc_ii;
mod ultrasparc_iii;

pub use alpha_21164::ALPHA_21164;
pub use alpha_21264::ALPHA_21264;
pub use athlon::ATHLON;
pub use mips_r10000::MIPS_R10000;
pub use mips_r12000::MIPS_R12000;
pub use pentium::PENTIUM;
pub use pentium_4::PENTIUM_4;
pub use pentium_pro::PENTIUM_PRO;
pub use power3::POWER3;
pub use power3_ii::POWER3_II;
pub use powerpc_604::POWERPC_604;
pub use powerpc_604e::POWERPC_604E;
pub use sr8000::SR8000;
pub use ultrasparc_ii::ULTRASPARC_II;
pub use ultrasparc_iii::ULTRASPARC_III;
