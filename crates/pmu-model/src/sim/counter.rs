//! A hardware counter as the simulator keeps it: a width, a value, and the [`Tally`] of what
//! it counts, so that running to its wrap is a lookup, not a loop.

use super::tally::Tally;

/// A counter of `bits` bits counting the increments of a [`Tally`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    pub bits: u32,
    pub value: u64,
    pub tally: Tally,
}

impl Counter {
    pub fn new(bits: u32) -> Counter {
        Counter {
            bits,
            value: 0,
            tally: Tally::zero(),
        }
    }

    pub fn mask(&self) -> u64 {
        crate::number::ones(self.bits)
    }

    /// Events still needed to wrap.
    pub fn to_wrap(&self) -> u64 {
        (1u64 << self.bits) - (self.value & self.mask())
    }

    /// The cycle (>= `from`) in which the counter wraps, if it ever does.
    pub fn wrap_cycle(&self, from: u64) -> Option<u64> {
        self.tally.nth_event_cycle(from, self.to_wrap())
    }

    /// Count cycles `from..to`; true if the counter wrapped (at most once: callers stop at the
    /// first wrap of any counter).
    pub fn advance(&mut self, from: u64, to: u64) -> bool {
        let inc = self.tally.between(from, to);
        let wrapped = inc >= self.to_wrap();
        self.value = (self.value + inc) & self.mask();
        wrapped
    }
}

/// The earliest cycle at or after `from` in which any of `counters` wraps.
pub fn earliest_wrap<'a>(counters: impl Iterator<Item = &'a Counter>, from: u64) -> Option<u64> {
    counters.filter_map(|c| c.wrap_cycle(from)).min()
}
