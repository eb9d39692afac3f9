//! The data of each modelled machine: register tables and event catalogues, each entry with
//! the source that defines it.

pub mod montecito;
pub mod sparc_kt;
pub mod sparc_t4;

use crate::hypervisor::Hypercall;
use crate::machine::Machine;

/// Every machine, in the order the UI lists them.
pub static MACHINES: [&Machine; 3] = [&sparc_t4::MACHINE, &sparc_kt::MACHINE, &montecito::MACHINE];

/// Look a machine up by id.
pub fn machine(id: &str) -> Option<&'static Machine> {
    MACHINES.iter().copied().find(|m| m.id == id.trim())
}

/// Every machine's hypercalls, in the order the machines and their lists give them.
pub fn hypercalls() -> impl Iterator<Item = &'static Hypercall> {
    MACHINES.iter().flat_map(|m| m.features.hypercalls)
}
