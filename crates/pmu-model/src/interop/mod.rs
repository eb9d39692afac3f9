//! Bridges to the real tools: what a Linux perf event, a Solaris cpustat/cputrack `-c`
//! specification, a pfmon/libpfm event list or plain `REG=VALUE` pairs program on a machine
//! ([`import`]), and the command lines that program what the registers hold ([`export`]).
//!
//! Each tool's semantics are read from its public source and cited in its module: `perf/`
//! (Linux `arch/sparc/kernel/perf_event.c`, `niagara4_pmu`), `cpc.rs` (Solaris libcpc's
//! `cpc_strtoset` and the T4 and KT performance counter backends), `pfmon/` (pfmon and
//! libpfm 3's Montecito module), `registers.rs` (register values as typed). Which tools a
//! machine has is data: the alias tables of its catalogue (`Machine::aliases`) say which
//! tools name its events. The tools' names are the aliases; the fields they set are found in
//! the register tables through the machine's counters (`CounterSpec::select`).
//!
//! The result is a list of register writes that the UI applies as recorded actions; its JSON
//! (`Import`, `Export`) is the contract of `pmu import --json` and `pmu export --json`.

mod common;
mod cpc;
mod export;
mod import;
mod perf;
mod pfmon;
mod registers;

pub use common::{closest, formats, Format, GrammarEntry, Import, InteropError, Kind, NotImported, RegWrite};
pub use export::{export, Export, ToolExport};
pub use import::{grammar, import};
pub use perf::raw_config as perf_raw_config;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_names() {
        let names = ["Instr_ld", "Instr_st", "DC_miss"];
        assert_eq!(closest("Instr_lx", names.into_iter()), ["Instr_ld", "Instr_st"]);
        assert!(closest("zzzzzzzz", names.into_iter()).is_empty());
    }
}
