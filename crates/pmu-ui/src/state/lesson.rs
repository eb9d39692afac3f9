//! The session's lesson (docs/lessons.md): a session at a lesson's start, and the session
//! checked against its lesson's goals. The lessons themselves, and what the views show of one,
//! are in [`crate::lesson`], which knows nothing of the session.

use pmu_model::lesson::{Lesson, Progress};

use super::Session;
use crate::lesson::{find, focus_register};

impl Session {
    /// A session at the start of lesson `id`: its machine and starting steps, replayed as a
    /// permalink's session is, showing the register the lesson is about.
    pub fn start_lesson(id: &str) -> Result<Session, String> {
        let l = find(id)?;
        let mut s = Session::from_scenario(l.start.clone(), None)
            .map_err(|e| format!("lesson '{}': its start cannot be replayed: {e}", l.id))?;
        s.lesson = Some(l.id.as_str());
        s.current = focus_register(l).or(s.current);
        Ok(s)
    }

    /// The session's lesson and its goals checked against the session now: `None` without a
    /// lesson. On another machine than the lesson's, the goals are unmet (`Err` names both).
    pub fn lesson_check(&self) -> Option<(&'static Lesson, Result<Progress, String>)> {
        let l = find(self.lesson?).ok()?;
        let machine = self.machine();
        if machine.id != l.machine.id {
            return Some((
                l,
                Err(format!(
                    "This session is on the {}; the lesson is on the {}. Restart the lesson to go back to its machine.",
                    machine.name, l.machine.name
                )),
            ));
        }
        Some((l, Ok(self.with_pcl(|sim, pcl| l.check(sim, pcl)))))
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use pmu_model::lesson::lessons;
    use yew::Reducible;

    use super::*;
    use crate::lesson::{Book, Kept};
    use crate::state::UiAction;

    fn all() -> &'static [Lesson] {
        lessons().expect("the lessons read")
    }

    fn start(id: &str) -> Result<Session, String> {
        Session::start_lesson(id)
    }

    fn check(s: &Session) -> Option<(&'static Lesson, Result<Progress, String>)> {
        s.lesson_check()
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
