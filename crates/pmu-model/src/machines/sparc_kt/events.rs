//! SPARC KT event catalogue (UltraSPARC T2-family PCR events).

use crate::event::Event;

pub static EVENTS: &[Event] = &[];
