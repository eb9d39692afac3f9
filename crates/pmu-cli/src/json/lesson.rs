//! The JSON shapes of `pmu lesson` (docs/cli.md, "`pmu lesson`"): the list of lessons, one
//! lesson as a learner reads it, and a session checked against its goals. Texts are written
//! for readers (`pmu_model::cite::for_readers`): manuals by title, not by source number.

use pmu_model::cite::for_readers;
use pmu_model::lesson::{Lesson, Progress};
use serde::Serialize;

/// One entry of `pmu lesson list --json`.
#[derive(Serialize)]
pub struct LessonEntry {
    pub id: &'static str,
    pub title: &'static str,
    pub machine: &'static str,
}

pub fn list(lessons: &'static [Lesson]) -> Vec<LessonEntry> {
    lessons
        .iter()
        .map(|l| LessonEntry {
            id: &l.id,
            title: &l.title,
            machine: l.machine.id,
        })
        .collect()
}

/// `pmu lesson show ID --json`: what a learner reads.
#[derive(Serialize)]
pub struct LessonShown {
    pub id: &'static str,
    pub title: &'static str,
    pub machine: &'static str,
    pub text: String,
    pub goals: Vec<&'static str>,
    pub hints: Vec<String>,
}

pub fn show(l: &'static Lesson) -> LessonShown {
    LessonShown {
        id: &l.id,
        title: &l.title,
        machine: l.machine.id,
        text: for_readers(&l.text).into_owned(),
        goals: l.goals.iter().map(|g| g.text.as_str()).collect(),
        hints: l.hints.iter().map(|h| for_readers(h).into_owned()).collect(),
    }
}

/// `pmu lesson check ID SESSION.json --json`.
#[derive(Serialize)]
pub struct LessonCheck {
    pub id: &'static str,
    /// Every goal is met.
    pub done: bool,
    pub goals: Vec<GoalEntry>,
}

/// A goal, and whether the session meets it.
#[derive(Serialize)]
pub struct GoalEntry {
    pub text: String,
    pub met: bool,
}

pub fn check(l: &'static Lesson, p: &Progress) -> LessonCheck {
    LessonCheck {
        id: &l.id,
        done: p.done(),
        goals: p
            .goals
            .iter()
            .map(|g| GoalEntry {
                text: g.text.clone(),
                met: g.met,
            })
            .collect(),
    }
}
