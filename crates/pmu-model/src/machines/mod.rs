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

/// The ids of the machines `which` picks, as messages list them: `ids(|_| true, " or ")` is
/// "sparc-t4, sparc-kt or montecito", and `last` ", " separates them all by commas.
pub fn ids(which: fn(&Machine) -> bool, last: &str) -> String {
    let count = MACHINES.iter().filter(|m| which(m)).count();
    let mut out = String::new();
    for (i, m) in MACHINES.iter().filter(|m| which(m)).enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == count { last } else { ", " });
        }
        out.push_str(m.id);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lists read as the scenario format's and the lessons' messages give them.
    #[test]
    fn ids_read_as_messages_list_them() {
        assert_eq!(ids(|_| true, " or "), "sparc-t4, sparc-kt or montecito");
        assert_eq!(ids(|_| true, ", "), "sparc-t4, sparc-kt, montecito");
        assert_eq!(ids(|m| m.features.thread_switching, " or "), "montecito");
    }
}
