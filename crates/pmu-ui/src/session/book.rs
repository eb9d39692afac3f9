//! The lessons' progress kept across visits (in localStorage, by `crate::browser::persist`):
//! how many goals each lesson had met, whether it was done once, how many hints are shown.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::lesson::find;

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
    use std::rc::Rc;

    use pmu_model::lesson::Progress;

    use super::*;
    use crate::session::{Session, UiAction};

    #[test]
    fn the_book_keeps_done_and_hints_and_ignores_what_it_cannot_read() {
        let l = find("t4-disrupting-handler").expect("lesson");
        let start = Session::start_lesson(&l.id).expect("start");
        let (_, p) = start.lesson_check().expect("lesson");
        let met = |p: Result<Progress, String>| -> Vec<bool> {
            p.expect("same machine").goals.iter().map(|g| g.met).collect()
        };
        let mut book = Book::default();
        assert!(book.record(&l.id, &met(p.clone())));
        book.reveal(&l.id, 2);
        let solved = Rc::new(start).reduce(UiAction::Steps(l.solution.clone()));
        let (_, done) = solved.lesson_check().expect("lesson");
        assert!(book.record(&l.id, &met(done)));
        assert!(book.record(&l.id, &met(p.clone())), "met went down");
        assert!(!book.record(&l.id, &met(p)), "nothing changed");
        let k = book.get(&l.id);
        assert_eq!(
            (k.met, k.goals, k.done, k.hints),
            (0, 2, true, 2),
            "done stays done"
        );
        let back = Book::parse(&book.to_text());
        assert_eq!(back, book);
        let bad =
            Book::parse(r#"{"t4-disrupting-handler": {"met": "x", "done": 3}, "nope": {"done": true}}"#);
        assert_eq!(bad.get("t4-disrupting-handler"), Kept::default());
        assert_eq!(bad.get("nope"), Kept::default());
        assert_eq!(Book::parse("not json"), Book::default());
    }
}
