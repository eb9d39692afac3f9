//! One log entry as every list of the page writes it (the log panel, the entries between two
//! points of the history, a widget's last lines): the model's description with the manuals
//! named (`readable`), and a thread switch as the sentence that says whose urgency was lower.

use pmu_model::sim::{LogEntry, LogKind};

use super::thread_timeline::switch_sentence;
use crate::session::format::readable;

/// The text of a log entry, without its cycle; `window` is the cycles a thread switch takes.
pub fn log_text(e: &LogEntry, window: u64) -> String {
    match &e.kind {
        LogKind::ThreadSwitch {
            from,
            to,
            reason,
            urgency_from,
            urgency_to,
        } => format!(
            "thread switch {}",
            switch_sentence(*from, *to, reason, *urgency_from, *urgency_to, window)
        ),
        _ => readable(&e.describe()),
    }
}
