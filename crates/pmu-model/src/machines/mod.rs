//! The data of each modelled machine: register tables and event catalogues, each entry with
//! the source that defines it.

pub mod montecito;
pub mod sparc_kt;
pub mod sparc_t4;

use crate::machine::Machine;

/// Every machine, in the order the UI lists them.
pub static MACHINES: [&Machine; 3] = [&sparc_t4::MACHINE, &sparc_kt::MACHINE, &montecito::MACHINE];

/// Look a machine up by id.
pub fn machine(id: &str) -> Option<&'static Machine> {
    MACHINES.iter().copied().find(|m| m.id == id.trim())
}
