//! The session's lesson (docs/lessons.md): finding a lesson, the register it is about and its
//! steps as the views write them, a session opened at a lesson's start, and the session checked
//! against its goals (the model's `Lesson::check`, cheap enough for every action). The progress
//! kept across visits is [`super::book`].

use pmu_model::lesson::{lesson, Lesson, Progress};
use pmu_model::machine::Machine;
use pmu_model::scenario::setup::parse_setup;
use pmu_model::scenario::{Scenario, Step};
use pmu_model::sim::workload::WorkloadSpec;
use pmu_model::sim::Action;
use serde_json::Value;

use super::state::Session;

/// The lesson with this id; the error names it and lists the lessons.
pub fn find(id: &str) -> Result<&'static Lesson, String> {
    lesson(id.trim()).map_err(|e| e.to_string())
}

/// The walk-through's first step as a scenario: a new session of `m` (seed 1, `threads`
/// contexts, the default workload) with the tour's first setup applied.
pub fn tour_start(m: &'static Machine, threads: u32) -> Result<Scenario, String> {
    let threads = threads.clamp(1, m.contexts.max);
    let mut scenario = Scenario::new(m.id, 1, threads, WorkloadSpec::default());
    for action in parse_setup(m, m.tour.program.setup, 0).map_err(|e| e.to_string())? {
        scenario.record(action);
    }
    Ok(scenario)
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

impl Session {
    /// A session at the start of lesson `id`: its machine and starting steps, replayed as a
    /// permalink's session is, showing the register the lesson is about.
    pub fn start_lesson(id: &str) -> Result<Session, String> {
        let l = find(id)?;
        let mut s = Session::from_scenario(l.start.clone(), None)
            .map_err(|e| format!("lesson '{}': its start cannot be replayed: {e}", l.id))?;
        s.screen.lesson = Some(l.id.as_str());
        s.screen.current = focus_register(l).or(s.screen.current);
        Ok(s)
    }

    /// The session's lesson and its goals checked against the session now: `None` without a
    /// lesson. On another machine than the lesson's, the goals are unmet (`Err` names both).
    pub fn lesson_check(&self) -> Option<(&'static Lesson, Result<Progress, String>)> {
        let l = find(self.screen.lesson?).ok()?;
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

    use super::*;
    use crate::session::UiAction;

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
            assert_eq!(s.screen.error, None, "{}", l.id);
            let (_, p) = check(&s).expect("a lesson");
            let p = p.expect("same machine");
            assert!(p.done(), "{}: the solution completes it: {p:?}", l.id);
            let mut back = Session::from_scenario(s.scenario().0, None).expect("replays");
            back.screen.lesson = s.screen.lesson;
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
        assert_eq!(s.screen.lesson, Some("t4-disrupting-handler"), "the lesson stays");
        let (_, p) = check(&s).expect("a lesson");
        assert!(p.expect_err("another machine").contains("Montecito"));
        let e = start("no-such-lesson").map(|_| ()).expect_err("unknown");
        assert!(
            e.contains("no-such-lesson") && e.contains("t4-disrupting-handler"),
            "{e}"
        );
        let s = s.reduce(UiAction::StartLesson("nope"));
        assert!(s.screen.error.as_deref().is_some_and(|e| e.contains("nope")));
        let s = s.reduce(UiAction::LeaveLesson);
        assert_eq!(s.screen.lesson, None);
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
