//! Montecito event catalogue: Table 4-42 and the unit-mask tables of section 4.15 (seed 003).

use crate::event::Event;

pub static EVENTS: &[Event] = &[];
