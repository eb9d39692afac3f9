//! Software's accesses to registers, resolved once for every engine: which register of which
//! thread or unit ([`RegRef`]), a write as a value ([`Write`]: what the register held, what
//! software wrote, and what the register's access kinds store of it) and what a read returns
//! ([`software_read`]). The simulator resolves an action's write here and hands the engine the
//! result; an engine that writes for its hypervisor resolves it here too, so that the access
//! kinds are applied in one place (`decode::software_write`, `decode::software_read`).

use super::action::{SimError, WriteValue};
use crate::decode::{self, Diagnostic, MachineContext};
use crate::machine::Machine;
use crate::register::{Register, Scope};

/// A register of a thread (or, for per-unit registers, of unit `unit`), checked against the
/// machine's tables: the register exists and the unit does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRef {
    pub thread: u32,
    pub unit: u32,
    pub reg: &'static Register,
}

impl RegRef {
    /// `reg` of `thread` and `unit`, if the register has that unit (per-MCU and per-node
    /// registers have one per unit; the registers of a strand or thread have one, unit 0).
    pub fn new(thread: u32, unit: u32, reg: &'static Register) -> Result<RegRef, SimError> {
        let count = match reg.scope {
            Scope::Mcu { count, .. } | Scope::Node { count } => u32::from(count),
            _ => 1,
        };
        if unit < count {
            Ok(RegRef { thread, unit, reg })
        } else {
            Err(SimError::BadUnit {
                reg: reg.name,
                index: unit,
                count,
            })
        }
    }
}

/// A software write, resolved once: the register, what it held, the value software wrote, and
/// what the register's access kinds make of it (a read-only field keeps its value, a clear-only
/// bit cannot be set, reserved bits store nothing), with notes on what did not take. An engine
/// applies `stored` as its hardware would, with the side effects the manual gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Write {
    pub to: RegRef,
    /// The register's value before the write.
    pub old: u64,
    /// The value software wrote: whole, or its fields set on top of `old`.
    pub value: u64,
    /// What the register stores of `value`.
    pub stored: u64,
    /// What did not take, and why.
    pub notes: Vec<Diagnostic>,
}

impl Write {
    /// Software writing `value` to `to`, as an action asks it: a whole value (no wider than the
    /// register) or field assignments on top of what the register holds. `peek` gives the
    /// thread's registers as the hardware holds them: the register itself, and the others that
    /// mode-dependent layouts follow.
    pub fn resolve(
        machine: &'static Machine,
        to: RegRef,
        value: &WriteValue,
        peek: &dyn Fn(&'static Register) -> Option<u64>,
    ) -> Result<Write, SimError> {
        let old = peek(to.reg).ok_or_else(|| SimError::UnknownRegister {
            machine: machine.id,
            reg: to.reg.name.to_string(),
        })?;
        let value = match value {
            WriteValue::Raw(v) => decode::check_width(to.reg, *v)?,
            WriteValue::Fields(pairs) => {
                let pairs: Vec<(&str, &str)> = pairs.iter().map(|(f, v)| (f.as_str(), v.as_str())).collect();
                decode::encode_onto(machine, to.reg, old, &pairs)?
            }
        };
        Ok(Write::of(machine, to, old, value, peek))
    }

    /// The value `value` written to `to` whole, as a hypervisor call passes it on; `None` if
    /// the register holds nothing for this thread or unit.
    pub fn raw(
        machine: &'static Machine,
        to: RegRef,
        value: u64,
        peek: &dyn Fn(&'static Register) -> Option<u64>,
    ) -> Option<Write> {
        let old = peek(to.reg)?;
        Some(Write::of(machine, to, old, value, peek))
    }

    fn of(
        machine: &'static Machine,
        to: RegRef,
        old: u64,
        value: u64,
        peek: &dyn Fn(&'static Register) -> Option<u64>,
    ) -> Write {
        let ctx = context(machine, peek);
        let outcome = decode::software_write(to.reg, old, value, &ctx);
        Write {
            to,
            old,
            value,
            stored: outcome.value,
            notes: outcome.notes,
        }
    }
}

/// What software reads from `reg` holding `stored`: reserved and ignored bits read 0,
/// write-zero and sign-extension bits copies of their source bit.
pub fn software_read(
    machine: &'static Machine,
    reg: &'static Register,
    stored: u64,
    peek: &dyn Fn(&'static Register) -> Option<u64>,
) -> u64 {
    decode::software_read(reg, stored, &context(machine, peek))
}

/// The other registers of a thread, by name, for the fields whose layout follows them.
fn context<'a>(
    machine: &'static Machine,
    peek: &'a dyn Fn(&'static Register) -> Option<u64>,
) -> MachineContext<'static, impl Fn(&str) -> Option<u64> + 'a> {
    MachineContext {
        machine,
        values: move |name: &str| machine.register(name).and_then(peek),
    }
}
