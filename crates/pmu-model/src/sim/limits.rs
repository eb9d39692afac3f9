//! The bounds on one call's work and on simulated time, which every engine keeps. They sit
//! below the engines and the [`super::Simulator`] alike, so that an engine reads them without
//! importing what drives it.

/// The most hardware events (overflows, traps; on Montecito also thread switches and the other
/// points its run loop stops at) one run action processes. A run that would
/// process more (a 32-bit counter of cycles wraps every 4.3e9 cycles, so about 4e15 cycles)
/// stops after the event that reaches the limit and says so (`stopped: "event_limit"`), so that
/// no single call can keep the page busy for minutes; the next run goes on from there. On the
/// SPARC machines, where each event looks at every strand, a run with N strands processes at
/// most `MAX_EVENTS_PER_RUN / N` events, so that the bound is on the work, not on the events.
pub const MAX_EVENTS_PER_RUN: u32 = 100_000;

/// Bounds a run so that a runaway `run until` cannot hang the page (2^62 cycles: decades of
/// simulated time, still computed in microseconds).
pub const MAX_RUN: u64 = 1 << 62;

/// The end of simulated time: the cycle never passes 2^63 (three centuries at 1 GHz). The
/// engines compute the cycles of coming events as the current cycle plus a span, which this
/// bound keeps from overflowing u64 (`tests/fuzz_regressions.rs` holds a Montecito run towards
/// 2^64 that would). No manual speaks of it: it is this model's.
pub const END_OF_TIME: u64 = 1 << 63;
