//! Scenarios: a JSON file of steps run against a [`Simulator`](crate::sim::Simulator)
//! (docs/scenarios.md documents every step). A recorded session is a scenario too, which is how
//! the UI's permalinks replay exactly.
//!
//! The module sits above [`crate::sim`] and [`crate::pcl`] and imports both; neither imports it.
//!
//! - `steps`: a scenario ([`Scenario`]) and its steps as the model runs them, and the errors
//!   ([`ScenarioError`]) that name the step and the field.
//! - [`format`]: the file format as serde types. One definition reads and writes it; parsing
//!   checks the whole file before anything runs, and its errors name the step and the field.
//! - `run`: the executor ([`Scenario::run`], [`Scenario::simulate`], [`Scenario::play`]), PCL
//!   region steps and the expectations (one evaluation, which `crate::lesson` uses for goals);
//!   [`Replay`], the one executor under them, steps a budget at a time on a [`Player`] (its own
//!   simulator, or a page's history).
//! - [`output`]: the result JSON as types (what `pmu run --json` prints, what
//!   `scenarios/expected/` records, what the JavaScript API's `state()` and `log()` return).
//! - [`setup`]: the widget's `setup` string, a short text form of a session's first actions.
//!
//! Architecture Invariant: JSON shapes live with the contract that promises them. The scenario
//! file is defined once, in [`format`]; the result and the log entry once, in [`output`].

pub mod format;
pub mod output;
mod run;
pub mod setup;
mod steps;

pub use output::{LogJson, Output, PclJson};
pub(crate) use run::unmet;
pub use run::{Asks, PclRecord, Played, Player, Progress, Replay, WORK_PER_CALL};
pub use steps::{PclCall, Scenario, ScenarioError, Step, Want};
