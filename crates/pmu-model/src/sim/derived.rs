//! The counters in use, as the derived monitors read them ([`crate::derived`]): each counter's
//! event and mask read from its select and mask fields through the tables, with its count.

use super::simulator::Simulator;
use crate::derived::{self, CounterUse, DerivedValue};

impl Simulator {
    /// The counters of a thread (and unit) whose event select names an event of the
    /// catalogue, with the mask they are programmed with and their counts.
    pub fn counters_in_use(&self, thread: u32, unit: u32) -> Vec<CounterUse<'static>> {
        let field = |r: &crate::machine::FieldRef| {
            let reg = self.machine.register(r.reg)?;
            Some(reg.field(r.field)?.get(self.peek(thread, unit, reg.name)?))
        };
        self.counters(thread, unit)
            .into_iter()
            .filter_map(|row| {
                let code = field(row.spec.select.as_ref()?)?;
                let mask = row.spec.mask.as_ref().and_then(field).unwrap_or(0);
                let event = self.machine.event_for(code, Some(mask))?;
                Some(CounterUse {
                    counter: row.spec.id,
                    event,
                    mask,
                    count: row.value,
                })
            })
            .collect()
    }

    /// The machine's derived monitors that the counters of a thread (and unit) can compute.
    pub fn derived(&self, thread: u32, unit: u32) -> Vec<DerivedValue<'static>> {
        derived::evaluate(self.machine, &self.counters_in_use(thread, unit))
    }
}
