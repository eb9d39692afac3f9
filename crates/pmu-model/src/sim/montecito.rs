//! Montecito PMU simulation (seed 003 chapter 3 and section 2.4): not built yet. The
//! register tables and the event catalogue exist; writes and reads store values so that the
//! register views work, and running counts nothing.

use super::workload::WorkloadSpec;
use super::{resolve_write, LogEntry, ModeSpec, Outcome, SimError, Until, WriteValue};
use crate::decode::{self, NoContext};
use crate::machine::Machine;
use crate::machines::montecito::MACHINE;
use crate::register::Register;

/// Two hardware threads per core (seed 003 section 2.4).
pub const MAX_THREADS: u32 = 2;

/// Per-thread register values and PSR state.
#[derive(Clone, Debug)]
pub struct Montecito {
    /// Stored register values per thread, in table order.
    pub regs: Vec<Vec<u64>>,
    pub modes: Vec<(u8, bool, bool)>,
}

impl Montecito {
    pub fn new(_seed: u64, threads: u32, _workload: &WorkloadSpec) -> Result<Montecito, SimError> {
        if threads == 0 || threads > MAX_THREADS {
            return Err(SimError::BadThreadCount {
                threads,
                max: MAX_THREADS,
                context: "thread",
            });
        }
        let reset: Vec<u64> = MACHINE.registers.iter().map(Register::reset_value).collect();
        Ok(Montecito {
            regs: vec![reset; threads as usize],
            modes: vec![(0, false, false); threads as usize],
        })
    }

    pub fn set_workload(&mut self, _seed: u64, _workload: &WorkloadSpec) {}

    pub fn set_mode(&mut self, thread: Option<u32>, mode: ModeSpec) -> Result<(), String> {
        let ModeSpec::Itanium { cpl, up, pp } = mode else {
            return Err("montecito modes are {\"cpl\": 0-3, \"psr\": {\"up\": 0/1, \"pp\": 0/1}}".into());
        };
        for (i, m) in self.modes.iter_mut().enumerate() {
            if thread.is_none_or(|t| t as usize == i) {
                *m = (cpl, up, pp);
            }
        }
        Ok(())
    }

    pub fn mode(&self, thread: u32) -> Option<ModeSpec> {
        self.modes
            .get(thread as usize)
            .map(|&(cpl, up, pp)| ModeSpec::Itanium { cpl, up, pp })
    }

    fn index(reg: &Register) -> Option<usize> {
        MACHINE.registers.iter().position(|r| r.name == reg.name)
    }

    pub fn peek(&self, thread: u32, _unit: u32, reg: &Register) -> Option<u64> {
        Some(self.regs.get(thread as usize)?[Self::index(reg)?])
    }

    #[allow(clippy::too_many_arguments)]
    pub fn write(
        &mut self,
        machine: &Machine,
        _cycle: u64,
        thread: u32,
        _unit: u32,
        reg: &'static Register,
        value: &WriteValue,
        _log: &mut Vec<LogEntry>,
    ) -> Result<Outcome, SimError> {
        let i = Self::index(reg).ok_or_else(|| SimError::UnknownRegister {
            machine: machine.id,
            reg: reg.name.to_string(),
        })?;
        let old = self.regs[thread as usize][i];
        let new = resolve_write(machine, reg, old, value)?;
        let outcome = decode::software_write(reg, old, new, &NoContext);
        self.regs[thread as usize][i] = outcome.value;
        Ok(Outcome::Written {
            value: outcome.value,
            notes: outcome.notes,
        })
    }

    pub fn read(
        &mut self,
        _cycle: u64,
        thread: u32,
        unit: u32,
        reg: &'static Register,
        _log: &mut Vec<LogEntry>,
    ) -> Result<Option<u64>, SimError> {
        Ok(self
            .peek(thread, unit, reg)
            .map(|v| decode::software_read(reg, v, &NoContext)))
    }

    pub fn run(&mut self, _from: u64, to: u64, _until: Option<Until>, _log: &mut Vec<LogEntry>) -> u64 {
        to
    }
}
