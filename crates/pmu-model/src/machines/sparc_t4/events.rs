//! SPARC T4 event catalogue: the sl groups of TABLE 10-2 (seed 000).

use crate::event::Event;

pub static EVENTS: &[Event] = &[];
