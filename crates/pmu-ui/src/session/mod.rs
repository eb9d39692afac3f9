//! The session: what the page knows and does, browser-free and tested natively (no yew,
//! web-sys or js-sys here; `crate::page` draws it, `crate::js` exposes its parts to JavaScript,
//! `crate::browser` keeps it in the URL and localStorage).
//!
//! - [`state`]: the [`Session`] (the model with its time travel, what is on screen, what is
//!   derived) and [`UiAction`], what the user can do; `reduce` applies an action, `queries`
//!   reads the model, `restore` opens a recorded session under the work budget.
//! - [`time_travel`]: the model's history as the page keeps it, rebuilt from a recorded session
//!   by the model's `Replay`; [`step_marks`] (the scrubber's marks), [`changes`] ("what
//!   changed"), [`chart_samples`] (the charts' samples).
//! - [`lesson`] and [`book`]: the session's lesson, and the lessons' progress.
//! - [`link`]: the permalink's format; [`compare`]: lanes side by side; [`interop`]: the real
//!   tools' writes as actions; [`plot`]: the charts' arithmetic; [`format`]: numbers and texts
//!   as the page writes them.

mod bench;
pub mod book;
pub mod changes;
pub mod chart_samples;
pub mod compare;
pub mod format;
pub mod interop;
pub mod kept;
pub mod lesson;
pub mod link;
pub mod plot;
mod queries;
mod reduce;
mod replace;
mod restore;
pub mod state;
pub mod step_marks;
#[cfg(test)]
mod tests;
pub mod time_travel;

pub use bench::bench_step_back;
pub use reduce::outcome_notes;
pub use state::{
    default_machine, first_actions, first_register, Mark, Session, UiAction, DEFAULT_SEED, DEFAULT_SPEED,
    DEFAULT_WORKLOAD, SPEEDS, STEPS,
};
pub use time_travel::{Paused, Source};
