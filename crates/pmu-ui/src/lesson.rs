//! Lessons in the page (docs/lessons.md): opening a lesson on its starting session, checking
//! the session against its goals (the model's `Lesson::check`, cheap enough for every action),
//! the progress kept across visits, and what the views show of a lesson (the register it is
//! about, the steps of its solution). No browser code: tested natively.

use std::collections::BTreeMap;

use pmu_model::lesson::{lesson, Lesson};
use pmu_model::scenario::Step;
use pmu_model::sim::Action;
use serde_json::{json, Value};

/// The lesson with this id; the error names it and lists the lessons.
pub fn find(id: &str) -> Result<&'static Lesson, String> {
    lesson(id.trim()).map_err(|e| e.to_string())
}

/// The register a lesson is about: the first its solution writes, else the first a goal
/// checks.
pub fn focus_register(l: &Lesson) -> Option<&'static str> {
    let written = l.solution.iter().find_map(|s| match s {
        Step::Act(Action::Write { reg, .. }) => Some(reg.as_str()),
        _ => None,
    });
    let checked = || {
        l.goals.iter().flat_map(|g| &g.checks).find_map(|s| match s {
            Step::Expect { reg, .. } => Some(reg.as_str()),
            _ => None,
        })
    };
    written
        .or_else(checked)
        .and_then(|r| l.machine.register(r))
        .map(|r| r.name)
}

/// Each step as its scenario JSON (docs/scenarios.md), the way `pmu run` reads it:
/// `{"write":{"reg":"PCR0","fields":{"ut":0}}}`.
pub fn steps_text(l: &Lesson, steps: &[Step]) -> Vec<String> {
    let mut one = l.start.clone();
    steps
        .iter()
        .map(|step| {
            one.steps = vec![step.clone()];
            let json = one.to_json();
            json.get("steps")
                .and_then(|s| s.get(0))
                .map(Value::to_string)
                .unwrap_or_default()
        })
        .collect()
}

/// What is kept of one lesson across visits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kept {
    /// Goals met at the last check, of `goals`.
    pub met: usize,
    pub goals: usize,
    /// Every goal was met once: a lesson stays done.
    pub done: bool,
    /// Hints revealed.
    pub hints: usize,
}

/// The progress of every lesson, as kept in localStorage (`{"ID": {"met", "goals", "done",
/// "hints"}}`). Read from untrusted text: what cannot be read is left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book(BTreeMap<String, Kept>);

impl Book {
    pub fn parse(text: &str) -> Book {
        let Ok(Value::Object(map)) = serde_json::from_str::<Value>(text) else {
            return Book::default();
        };
        let n = |v: &Value, k: &str| {
            v.get(k)
                .and_then(Value::as_u64)
                .map_or(0, |n| n.min(1000) as usize)
        };
        Book(
            map.into_iter()
                .filter(|(id, _)| find(id).is_ok())
                .map(|(id, v)| {
                    let kept = Kept {
                        met: n(&v, "met"),
                        goals: n(&v, "goals"),
                        done: v.get("done").and_then(Value::as_bool).unwrap_or(false),
                        hints: n(&v, "hints"),
                    };
                    (id, kept)
                })
                .collect(),
        )
    }

    pub fn to_text(&self) -> String {
        let map: serde_json::Map<String, Value> = self
            .0
            .iter()
            .map(|(id, k)| {
                let v = json!({"met": k.met, "goals": k.goals, "done": k.done, "hints": k.hints});
                (id.clone(), v)
            })
            .collect();
        Value::Object(map).to_string()
    }

    pub fn get(&self, id: &str) -> Kept {
        self.0.get(id).copied().unwrap_or_default()
    }

    /// Record a check of lesson `id` (which of its goals are met); whether anything changed.
    /// Done stays done.
    pub fn record(&mut self, id: &str, met: &[bool]) -> bool {
        let before = self.get(id);
        let after = Kept {
            met: met.iter().filter(|m| **m).count(),
            goals: met.len(),
            done: before.done || met.iter().all(|m| *m),
            hints: before.hints,
        };
        self.0.insert(id.to_string(), after);
        after != before
    }

    /// Record that `hints` hints of lesson `id` are revealed.
    pub fn reveal(&mut self, id: &str, hints: usize) {
        self.0.entry(id.to_string()).or_default().hints = hints;
    }
}

#[cfg(test)]
mod tests {
    use pmu_model::lesson::lessons;

    use super::*;

    fn all() -> &'static [Lesson] {
        lessons().expect("the lessons read")
    }

    #[test]
    fn each_lesson_names_a_register_it_is_about() {
        for l in all() {
            let r = focus_register(l).unwrap_or_else(|| panic!("{}: a register", l.id));
            assert!(l.machine.register(r).is_some(), "{}: {r}", l.id);
        }
        let l = find("t4-disrupting-handler").expect("lesson");
        assert_eq!(focus_register(l), Some("PCR0"));
        assert_eq!(
            steps_text(l, &l.solution[..1]),
            vec![r#"{"write":{"reg":"PCR0","fields":{"ut":"0"}}}"#.to_string()]
        );
    }
}
