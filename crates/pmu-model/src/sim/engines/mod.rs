//! The engines, one module per machine, and the engine list: the one place that says which
//! engine models which machine. A new machine adds its module and one line in [`ENGINES`]
//! (docs/dev/adding-a-machine.md). What sibling engines share sits in a module below them
//! ([`sparc`]); no engine imports another, nor the simulator above them.

pub mod kt;
pub mod montecito;
pub mod sparc;
pub mod t4;

use super::engine::Registration;

/// The engine of the first machine the model lists (`machines::MACHINES[0]`, the one a page
/// starts with), named on its own: a module that simulates only that machine (the app's first
/// screen, crates/pmu-register) builds it with [`Simulator::on`](super::Simulator::on), and so
/// links no other engine, as a look-up in [`ENGINES`] would.
pub const FIRST: Registration = t4::ENGINE;

/// Every engine, with the machine it models.
pub static ENGINES: [Registration; 3] = [FIRST, kt::ENGINE, montecito::ENGINE];
