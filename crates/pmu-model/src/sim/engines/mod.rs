//! The engines, one module per machine, and the engine list: the one place that says which
//! engine models which machine. A new machine adds its module and one line in [`ENGINES`]
//! (docs/dev/adding-a-machine.md). What sibling engines share sits in a module below them
//! ([`sparc`]); no engine imports another, nor the simulator above them.

pub mod kt;
pub mod montecito;
pub mod sparc;
pub mod t4;

use super::engine::Registration;

/// Every engine, with the machine it models.
pub static ENGINES: [Registration; 3] = [t4::ENGINE, kt::ENGINE, montecito::ENGINE];
