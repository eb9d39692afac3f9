//! Lessons in the page (docs/lessons.md): opening a lesson on its starting session, checking
//! the session against its goals (the model's `Lesson::check`, cheap enough for every action),
//! the progress kept across visits, and what the views show of a lesson (the register it is
//! about, the steps of its solution). No browser code: tested natively.

use std::collections::BTreeMap;

use pmu_model::lesson::{lesson, Lesson, Progress};
use pmu_model::scenario::Step;
use pmu_model::sim::Action;
use serde_json::{json, Value};

use crate::state::Session;

/// The lesson with this id; the error names it and lists the lessons.
pub fn find(id: &str) -> Result<&'static Lesson, String> {
    lesson(id.trim()).map_err(|e| e.to_string())
}

/// A session at the start of lesson `id`: its machine and starting steps, replayed as a
/// permalink's session is, showing the register the lesson is about.
pub fn start(id: &str) -> Result<Session, String> {
    let l = find(id)?;
    let mut s = Session::from_scenario(l.start.clone(), None)
        .map_err(|e| format!("lesson '{}': its start cannot be replayed: {e}", l.id))?;
    s.lesson = Some(l.id.as_str());
    s.current = focus_register(l).or(s.current);
    Ok(s)
}

/// The session's lesson and its goals checked against the session now: `None` without a
/// lesson. On another machine than the lesson's, the goals are unmet (`Err` names both).
pub fn check(session: &Session) -> Option<(&'static Lesson, Result<Progress, String>)> {
    let l = find(session.lesson?).ok()?;
    let machine = session.machine();
    if machine.id != l.machine.id {
        return Some((
            l,
            Err(format!(
                "This session is on the {}; the lesson is on the {}. Restart the lesson to go back to its machine.",
                machine.name, l.machine.name
            )),
        ));
    }
    Some((l, Ok(session.with_pcl(|sim, pcl| l.check(sim, pcl)))))
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
    use std::rc::Rc;

    use pmu_model::lesson::lessons;
    use yew::Reducible;

    use super::*;
    use crate::state::UiAction;

    fn all() -> &'static [Lesson] {
        lessons().expect("the lessons read")
    }

    /// Every lesson opens in the page on its machine, meets no goal at its start, and is done
    /// once its solution is applied as the page applies it (one user action of recorded steps);
    /// the recorded session replays to the same progress, as a permalink would.
    #[test]
    fn every_lesson_starts_unmet_and_its_solution_completes_it_in_the_page() {
        for l in all() {
            let s = Rc::new(start(&l.id).expect(&l.id));
            assert_eq!(s.machine().id, l.machine.id);
            let (_, p) = check(&s).expect("a lesson");
            let p = p.expect("same machine");
            assert_eq!(p.met(), 0, "{}: the start meets no goal: {p:?}", l.id);
            let s = s.reduce(UiAction::Steps(l.solution.clone()));
            assert_eq!(s.error, None, "{}", l.id);
            let (_, p) = check(&s).expect("a lesson");
            let p = p.expect("same machine");
            assert!(p.done(), "{}: the solution completes it: {p:?}", l.id);
            let mut back = Session::from_scenario(s.scenario().0, None).expect("replays");
            back.lesson = s.lesson;
            let (_, p) = check(&back).expect("a lesson");
            assert!(p.expect("same machine").done(), "{}: the replay too", l.id);
        }
    }

    /// The recorded mistakes, made through the page, leave their goals unmet.
    #[test]
    fn a_mistake_made_in_the_page_leaves_its_goals_unmet() {
        for l in all() {
            for m in &l.mistakes {
                let s = Rc::new(start(&l.id).expect(&l.id)).reduce(UiAction::Steps(m.steps.clone()));
                let (_, p) = check(&s).expect("a lesson");
                let p = p.expect("same machine");
                for g in &m.unmet {
                    assert!(!p.goals[*g].met, "{}: {}: goal {g}", l.id, m.text);
                    assert!(p.goals[*g].why.is_some(), "{}: an unmet goal says why", l.id);
                }
            }
        }
    }

    #[test]
    fn a_session_on_another_machine_says_so_and_an_unknown_lesson_is_named() {
        let s = Rc::new(start("t4-disrupting-handler").expect("lesson"));
        let s = s.reduce(UiAction::NewSession {
            machine: "montecito".into(),
            seed: 1,
            threads: 2,
            workload: "default".into(),
        });
        assert_eq!(s.lesson, Some("t4-disrupting-handler"), "the lesson stays");
        let (_, p) = check(&s).expect("a lesson");
        assert!(p.expect_err("another machine").contains("Montecito"));
        let e = start("no-such-lesson").map(|_| ()).expect_err("unknown");
        assert!(
            e.contains("no-such-lesson") && e.contains("t4-disrupting-handler"),
            "{e}"
        );
        let s = s.reduce(UiAction::StartLesson("nope"));
        assert!(s.error.as_deref().is_some_and(|e| e.contains("nope")));
        let s = s.reduce(UiAction::LeaveLesson);
        assert_eq!(s.lesson, None);
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

    #[test]
    fn the_book_keeps_done_and_hints_and_ignores_what_it_cannot_read() {
        let l = find("t4-disrupting-handler").expect("lesson");
        let start = start(&l.id).expect("start");
        let (_, p) = check(&start).expect("lesson");
        let met = |p: Result<Progress, String>| -> Vec<bool> {
            p.expect("same machine").goals.iter().map(|g| g.met).collect()
        };
        let mut book = Book::default();
        assert!(book.record(&l.id, &met(p.clone())));
        book.reveal(&l.id, 2);
        let solved = Rc::new(start).reduce(UiAction::Steps(l.solution.clone()));
        let (_, done) = check(&solved).expect("lesson");
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
