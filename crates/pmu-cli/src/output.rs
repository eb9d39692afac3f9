//! What a command returns: its output in both forms, or an error that names the bad input.

use std::path::Path;

use pmu_model::decode::EncodeError;
use pmu_model::number::NumberError;
use pmu_model::pcl::program::ProgramError;
use serde::Serialize;
use thiserror::Error;

/// What went wrong once the command line itself was well formed; each names the bad input.
/// (Malformed command lines are clap's errors: see `usage_error` in main.rs.)
#[derive(Debug, Error)]
pub enum CliError {
    #[error("{machine} has no register '{given}'; run `pmu registers {machine}` for the list")]
    UnknownRegister { machine: &'static str, given: String },
    #[error("VALUE '{text}': {source}")]
    BadValue { text: String, source: NumberError },
    #[error(transparent)]
    Encode(#[from] EncodeError),
    #[error("{path}: {source}")]
    Scenario {
        path: String,
        source: pmu_model::scenario::ScenarioError,
    },
    #[error(transparent)]
    Pcl(#[from] PclError),
    #[error("{path}: {source}")]
    Lesson {
        path: String,
        source: Box<pmu_model::lesson::LessonError>,
    },
    #[error("the lessons cannot be read: {0}")]
    Lessons(Box<pmu_model::lesson::LessonError>),
    #[error("cannot read {path}: {message}")]
    Io { path: String, message: String },
    #[error("bench: {0}")]
    Bench(#[from] pmu_model::sim::SimError),
    #[error("import: {0}")]
    Import(#[from] pmu_model::interop::InteropError),
    #[error("cannot write JSON: {0}")]
    Json(#[from] serde_json::Error),
}

/// Bad input to `pmu pcl` that only the model can see, naming it. (An unknown processor or
/// mode is an argument error: see `args.rs`.)
#[derive(Debug, Error)]
pub enum PclError {
    #[error("PCL_ILL_EVENT: '{0}' is not a PCL event; run `pmu pcl events` for the 61 names")]
    IllEvent(String),
    #[error("{0}")]
    Program(#[from] ProgramError),
}

/// A command's result.
pub enum Output {
    /// A result in both forms: `--json` chooses.
    Shaped { json: String, text: String },
    /// Text that has no JSON form (a completion script).
    Plain(String),
}

impl Output {
    /// A result whose JSON is `shape`, pretty-printed.
    pub fn new(shape: &impl Serialize, text: String) -> Result<Output, CliError> {
        Ok(Output::Shaped {
            json: serde_json::to_string_pretty(shape)?,
            text,
        })
    }
}

/// A file's text, or an error naming the file.
pub fn read_file(path: &Path) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| CliError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}
