//! A lesson's results as JSON, defined once for both faces that print them: the command line
//! (`pmu lesson list|show|check --json`, docs/cli.md) and the JavaScript API (`lessons()`,
//! `lesson(id)`, `checkLesson`, docs/lessons.md). Texts are written for readers
//! ([`for_readers`]: manuals by title, not by source number).

use serde::Serialize;

use super::{Lesson, Progress};
use crate::cite::for_readers;

/// A lesson in a list: `{id, title, machine}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonEntry {
    pub id: &'static str,
    pub title: &'static str,
    pub machine: &'static str,
}

impl LessonEntry {
    pub fn of(l: &'static Lesson) -> LessonEntry {
        LessonEntry {
            id: &l.id,
            title: &l.title,
            machine: l.machine.id,
        }
    }
}

/// What a learner reads of a lesson: `{id, title, machine, text, goals, hints}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonShown {
    pub id: &'static str,
    pub title: &'static str,
    pub machine: &'static str,
    pub text: String,
    pub goals: Vec<String>,
    pub hints: Vec<String>,
}

impl LessonShown {
    pub fn of(l: &'static Lesson) -> LessonShown {
        LessonShown {
            id: &l.id,
            title: &l.title,
            machine: l.machine.id,
            text: for_readers(&l.text).into_owned(),
            goals: l
                .goals
                .iter()
                .map(|g| for_readers(&g.text).into_owned())
                .collect(),
            hints: l.hints.iter().map(|h| for_readers(h).into_owned()).collect(),
        }
    }
}

/// A session checked against a lesson's goals: `{id, done, goals: [{text, met}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonCheck {
    pub id: &'static str,
    /// Every goal is met.
    pub done: bool,
    pub goals: Vec<GoalCheck>,
}

/// A goal, and whether the session meets it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GoalCheck {
    pub text: String,
    pub met: bool,
}

impl LessonCheck {
    pub fn of(l: &'static Lesson, p: &Progress) -> LessonCheck {
        LessonCheck {
            id: &l.id,
            done: p.done(),
            goals: p
                .goals
                .iter()
                .map(|g| GoalCheck {
                    text: for_readers(&g.text).into_owned(),
                    met: g.met,
                })
                .collect(),
        }
    }
}
