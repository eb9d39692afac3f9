//! The JSON shapes of `pmu lesson` (docs/cli.md, "`pmu lesson`"): the list of lessons, one
//! lesson as a learner reads it, and a session checked against its goals. They are the model's
//! lesson results (`pmu_model::lesson::output`), which the JavaScript API returns too.

use pmu_model::lesson::output::{LessonCheck, LessonEntry, LessonShown};
use pmu_model::lesson::{Lesson, Progress};

/// `pmu lesson list --json`.
pub fn list(lessons: &'static [Lesson]) -> Vec<LessonEntry> {
    lessons.iter().map(LessonEntry::of).collect()
}

/// `pmu lesson show ID --json`.
pub fn show(l: &'static Lesson) -> LessonShown {
    LessonShown::of(l)
}

/// `pmu lesson check ID SESSION.json --json`.
pub fn check(l: &'static Lesson, p: &Progress) -> LessonCheck {
    LessonCheck::of(l, p)
}
