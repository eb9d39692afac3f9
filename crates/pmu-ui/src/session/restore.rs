//! Restoring a recorded session under a work budget (ARCHITECTURE.md, Architecture Invariant
//! (no link of death)). A permalink, the saved session and a widget's setup are sessions the
//! page did not make: one can ask for unbounded work (2,000 runs of 10^15 cycles on a 64-strand
//! T4). [`Restore`] rebuilds the page's [`TimeTravel`] from such a scenario a budget at a time:
//! the steps up to its last step that is not an action (PCL calls, expectations) through the
//! model's executor, [`Replay`], and each action after it as a step of the history, a run the
//! simulator cuts short at its event limit going on in the same step. Past the budget it
//! pauses and says how far it got; [`Restore::advance`] goes on. Work is counted as the model's
//! `Replay` counts it (calls and events, not time), so a link pauses at the same place on
//! every machine, and how the work is cut into budgets never changes the timeline reached:
//! the calls made are the same ones in the same order.
//!
//! The session's side: a link, the saved session or a widget's setup replays one budget at
//! load; past it the session is [`Paused`] and the page shows how far it got and what the
//! session asks for. "Continue" replays another budget ([`UiAction::ContinueRestore`]),
//! "Discard" goes back to the saved or default session ([`UiAction::DiscardRestore`]). Acting on
//! what is shown (a write, a run, a PCL call) accepts it as it is: the rest of the recorded
//! session is dropped, as a new action after going back drops the future. The page saves the
//! session (localStorage, the URL) only once nothing is paused, so the saved session is
//! replaced only after the user accepts.

use pmu_model::scenario::{Asks, Progress, Replay, Scenario, Step, WORK_PER_CALL};
use pmu_model::sim::{Action, Outcome, Stop, MAX_EVENTS_PER_RUN};

use super::chart_samples::Cut;
use super::time_travel::TimeTravel;
use super::{Session, UiAction};

/// The work one budget allows: three runs cut short at the simulator's event limit (measured:
/// ten took 1.3 s in Chromium, 0.2 s natively, on a 64-strand T4), or 300,000 writes. The page
/// replays this much at load and at each "Continue".
pub const BUDGET: u64 = 300_000;

/// What the history is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The actions after the scenario's last other step are steps of the history (a
    /// permalink, the saved session).
    History,
    /// Every step is in the start and the history is empty (a widget's setup, where the widget
    /// starts: stepping back does not undo it).
    StartOnly,
}

/// Where a restore is.
enum Stage {
    /// Replaying the steps before `split` with the model's executor (boxed: it holds a
    /// simulator).
    Start(Box<Replay<'static>>),
    /// Pushing step `next` (an action) onto the history; `done` cycles of it ran (a run cut
    /// short at the event limit).
    Steps {
        next: usize,
        done: u64,
    },
    Done,
}

/// A scenario being restored into a [`TimeTravel`], a budget at a time.
pub struct Restore {
    scenario: Scenario,
    at: Option<usize>,
    /// The steps before `split` are the timeline's start; the actions from it on, its history.
    split: usize,
    stage: Stage,
    /// Work spent so far (the model's units: [`WORK_PER_CALL`] per call, and
    /// [`MAX_EVENTS_PER_RUN`] more for a run cut short at the event limit).
    work: u64,
}

impl std::fmt::Debug for Restore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Restore")
            .field("steps", &self.scenario.steps.len())
            .field("at", &self.at)
            .field("split", &self.split)
            .field("work", &self.work)
            .finish_non_exhaustive()
    }
}

impl Restore {
    /// Check `scenario` and `at` and make the machine at reset: the restore, and the timeline
    /// it will build on (nothing replayed yet). A machine the model does not have, or an `at`
    /// outside the history, is an error here.
    pub fn start(scenario: Scenario, at: Option<usize>, keep: Keep) -> Result<(Restore, TimeTravel), String> {
        let total = scenario.steps.len();
        let split = match keep {
            Keep::StartOnly => total,
            Keep::History => scenario
                .steps
                .iter()
                .rposition(|s| !matches!(s, Step::Act(_)))
                .map_or(0, |i| i + 1),
        };
        if let Some(at) = at {
            if at < split || at > total {
                return Err(format!(
                    "at: {at} is not a step of this session's history (steps {split} to {total})"
                ));
            }
        }
        let mut start = scenario.clone();
        start.steps.truncate(split);
        let replay = Replay::owned(start).map_err(|e| e.to_string())?;
        let time_travel = time_travel_of(&replay);
        let r = Restore {
            scenario,
            at,
            split,
            stage: Stage::Start(Box::new(replay)),
            work: 0,
        };
        Ok((r, time_travel))
    }

    /// What the scenario asks for: its steps, its cycles, its threads.
    pub fn asks(&self) -> Asks {
        self.scenario.asks()
    }

    /// How many steps the scenario has.
    pub fn steps(&self) -> usize {
        self.scenario.steps.len()
    }

    /// Whether the next [`Restore::advance`] replaces the timeline (the start is still being
    /// replayed) rather than adding steps to it.
    pub fn rebuilds(&self) -> bool {
        matches!(self.stage, Stage::Start(_))
    }

    /// Go on for at most `budget` more work units (a call may overshoot it, itself bounded by
    /// the simulator's event limit). `t` is the timeline [`Restore::start`] gave, as the last
    /// call left it: while the start is replayed, it is replaced by the state reached; after,
    /// steps are added to it (at its end: a page that moved back goes to the end first). At
    /// the end the timeline goes to `at`. A step the model refuses is an error naming it, and
    /// the restore cannot go on.
    pub fn advance(&mut self, t: &mut TimeTravel, budget: u64) -> Result<Progress, String> {
        let limit = self.work.saturating_add(budget);
        loop {
            // The stage is taken out and put back, so that the replay can be moved when done.
            match std::mem::replace(&mut self.stage, Stage::Done) {
                Stage::Start(mut replay) => {
                    let before = replay.work;
                    let progress = replay.advance(limit.saturating_sub(self.work));
                    self.work = self.work.saturating_add(replay.work - before);
                    match progress {
                        Ok(Progress::Done) => {
                            let start = replay.scenario().clone();
                            let played = replay.into_played();
                            *t = TimeTravel::with_pcl(played.sim, start, played.pcl);
                            self.stage = Stage::Steps {
                                next: self.split,
                                done: 0,
                            };
                        }
                        Ok(paused) => {
                            *t = time_travel_of(&replay);
                            self.stage = Stage::Start(replay);
                            return Ok(paused);
                        }
                        Err(e) => {
                            *t = time_travel_of(&replay);
                            return Err(e.to_string());
                        }
                    }
                }
                Stage::Steps { next, done } => {
                    let Some(step) = self.scenario.steps.get(next) else {
                        if let Some(at) = self.at {
                            t.goto(at - self.split);
                        }
                        return Ok(Progress::Done);
                    };
                    if self.work >= limit {
                        self.stage = Stage::Steps { next, done };
                        return Ok(Progress::Paused {
                            step: next,
                            cycle: t.current().cycle,
                        });
                    }
                    if t.position() != t.len() {
                        t.goto(t.len());
                    }
                    let Step::Act(action) = step else {
                        // Only actions follow `split`.
                        self.stage = Stage::Steps {
                            next: next + 1,
                            done: 0,
                        };
                        continue;
                    };
                    let result = match action {
                        // A run goes on where the event limit cut it, in the same step.
                        Action::Run { cycles } if done > 0 => t.extend_now(vec![Action::Run {
                            cycles: cycles - done,
                        }]),
                        other => t.push(vec![other.clone()]),
                    };
                    let outcome = result.map_err(|e| format!("step {next}: {e}"))?.pop();
                    self.work = self.work.saturating_add(WORK_PER_CALL);
                    self.stage = match (action, outcome) {
                        (
                            Action::Run { cycles },
                            Some(Outcome::Ran {
                                cycles: ran,
                                stopped: Stop::EventLimit,
                            }),
                        ) if ran > 0 && done + ran < *cycles => {
                            self.work = self.work.saturating_add(u64::from(MAX_EVENTS_PER_RUN));
                            Stage::Steps {
                                next,
                                done: done + ran,
                            }
                        }
                        _ => Stage::Steps {
                            next: next + 1,
                            done: 0,
                        },
                    };
                }
                Stage::Done => return Ok(Progress::Done),
            }
        }
    }
}

/// A timeline whose start is what a replay of the start has done so far.
impl TimeTravel {
    /// A session restored from a scenario, at `at` steps of it (the end if `None`). Each
    /// action of the scenario after its last step that is not an action becomes a step of the
    /// history; a run the simulator cuts short at its event limit goes on, as `pmu run` does.
    /// All at once, with no work budget: for sessions the page made itself (a lesson's start,
    /// a PCL call's replay); links and saved sessions go through this module's [`Restore`].
    pub fn from_scenario(scenario: Scenario, at: Option<usize>) -> Result<TimeTravel, String> {
        let (mut r, mut t) = Restore::start(scenario, at, Keep::History)?;
        r.advance(&mut t, u64::MAX)?;
        Ok(t)
    }
}

fn time_travel_of(replay: &Replay<'static>) -> TimeTravel {
    TimeTravel::with_pcl(replay.sim().clone(), replay.so_far(), replay.pcl().clone())
}

/// Where a recorded session came from (what "Discard" goes back to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A permalink: Discard opens the saved session (or the default).
    Link,
    /// The session saved in localStorage: Discard opens the default.
    Saved,
    /// A widget's setup: Discard shows the widget's machine without it.
    Setup,
}

/// How far a paused replay got.
#[derive(Clone, Debug, PartialEq)]
pub struct Paused {
    /// Steps replayed (the next to replay; a run may be part done), of `steps`.
    pub step: usize,
    pub steps: usize,
    /// The cycle reached.
    pub cycle: u64,
    /// What the whole session asks for.
    pub asks: Asks,
    pub source: Source,
    /// The replay met a step the model refuses: it cannot go on (only Discard, or acting on
    /// what is shown, is left).
    pub failed: Option<String>,
}

impl Session {
    /// A session restored from a recorded scenario at `at` of its steps (the end if `None`),
    /// replaying one budget of work: if the scenario asks for more, the session is
    /// [`Session::paused`] where the budget ran out. A widget's setup ([`Source::Setup`]) is
    /// the start of its session (no history to step back into).
    pub fn restore(scenario: Scenario, at: Option<usize>, source: Source) -> Result<Session, String> {
        let keep = match source {
            Source::Setup => Keep::StartOnly,
            Source::Link | Source::Saved => Keep::History,
        };
        let (mut r, mut t) = Restore::start(scenario, at, keep)?;
        match r.advance(&mut t, BUDGET)? {
            Progress::Done => Ok(Session::from_time_travel(t)),
            Progress::Paused { step, cycle } => {
                let mut s = Session::on_time_travel(t, false);
                s.paused = Some(Paused {
                    step,
                    steps: r.steps(),
                    cycle,
                    asks: r.asks(),
                    source,
                    failed: None,
                });
                s.shared.borrow_mut().restore = Some(r);
                Ok(s)
            }
        }
    }

    /// Replay another budget of the paused session (from the end of what was replayed, if
    /// the user went back in it).
    pub(super) fn continue_restore(&mut self) {
        let Some(mut paused) = self.paused.clone() else {
            return;
        };
        let before = self.position;
        let result = {
            let mut sh = self.shared.borrow_mut();
            let sh = &mut *sh;
            let Some(r) = sh.restore.as_mut() else {
                return;
            };
            let rebuilds = r.rebuilds();
            let result = r.advance(&mut sh.time_travel, BUDGET);
            if rebuilds {
                // The timeline was made anew from the replay's state: its samples are of
                // another history.
                sh.samples.clear();
            }
            if !matches!(result, Ok(Progress::Paused { .. })) {
                sh.restore = None;
            }
            result
        };
        self.paused = match result {
            Ok(Progress::Done) => None,
            Ok(Progress::Paused { step, cycle }) => {
                paused.step = step;
                paused.cycle = cycle;
                Some(paused)
            }
            Err(e) => {
                paused.failed = Some(e);
                Some(paused)
            }
        };
        self.start = self.with_time_travel(|t| t.start().clone());
        self.running = false;
        self.live = false;
        self.notes.clear();
        self.error = None;
        self.last = None;
        let grew = self.with_time_travel(|t| t.position()) == before;
        self.moved(if grew { Cut::After } else { Cut::At });
    }

    /// Accept what a paused replay has shown: the rest of the recorded session is dropped and
    /// the session is the user's (and saved) from now on.
    pub(super) fn accept_restore(&mut self) {
        if self.paused.take().is_some() {
            self.shared.borrow_mut().restore = None;
        }
    }
}

impl UiAction {
    /// Whether this action acts on the session shown (and so accepts a paused replay).
    pub(super) fn acts(&self) -> bool {
        matches!(
            self,
            UiAction::Model(_) | UiAction::Batch(_) | UiAction::Tick | UiAction::Pcl(_) | UiAction::Steps(_)
        )
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The link the issue measured (`link(64, 2000, 10^15, false)`): a T4 with `strands`
    /// strands, sl 28 counting on every strand from 0xffffff00, and `runs` runs of `cycles`
    /// cycles; with a PCL call at the end when `pcl`, so that every run is in the start.
    pub(crate) fn link(strands: u32, runs: usize, cycles: u64, pcl: bool) -> Scenario {
        let mut steps = vec![r#"{"mode": "hyperprivileged"}"#.to_string()];
        for strand in 0..strands {
            steps.push(format!(
                r#"{{"thread": {strand}, "write": {{"reg": "PIC0", "value": "0xffffff00"}}}}"#
            ));
            steps.push(format!(
                r#"{{"thread": {strand}, "write": {{"reg": "PCR0", "fields": {{"sl": 28, "mask": 1, "ut": 1, "st": 1, "ht": 1}}}}}}"#
            ));
        }
        for _ in 0..runs {
            steps.push(format!(r#"{{"run": {{"cycles": {cycles}}}}}"#));
        }
        if pcl {
            steps.push(r#"{"pcl": "read"}"#.to_string());
        }
        let text = format!(
            r#"{{"machine": "sparc-t4", "seed": 1, "threads": {strands}, "steps": [{}]}}"#,
            steps.join(",")
        );
        Scenario::parse(&text).expect("the link parses")
    }

    /// Everything a timeline shows: the state, the start, the history's steps and marks, the
    /// position, the PCL calls.
    fn summary(t: &TimeTravel) -> String {
        format!(
            "{:?}\n{:?}\n{:?}\n{:?}\n{} {}\n{:?}",
            t.current().registers(0),
            t.current().log,
            t.start(),
            t.history().steps(),
            t.position(),
            t.len(),
            t.pcl().calls
        ) + &format!("{:?}", t.marks())
    }

    fn restore_by(scenario: &Scenario, at: Option<usize>, keep: Keep, budget: u64) -> (TimeTravel, usize) {
        let (mut r, mut t) = Restore::start(scenario.clone(), at, keep).expect("starts");
        let mut pauses = 0;
        while let Progress::Paused { step, cycle } = r.advance(&mut t, budget).expect("replays") {
            assert!(step < scenario.steps.len());
            assert_eq!(cycle, t.current().cycle);
            pauses += 1;
            assert!(pauses < 100_000, "no progress at budget {budget}");
        }
        (t, pauses)
    }

    /// Continuing a paused restore to its end gives the timeline an unbudgeted restore gives,
    /// bit for bit (state, log, history steps, marks, position), at every budget, for every
    /// example scenario (with and without a position) and for the heavy link cut short.
    #[test]
    fn a_restore_continued_to_the_end_is_an_unbudgeted_one() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
        let mut cases = Vec::new();
        for entry in std::fs::read_dir(dir).expect("scenarios folder") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "json") {
                let text = std::fs::read_to_string(&path).expect("readable");
                cases.push(Scenario::parse(&text).expect("example parses"));
            }
        }
        assert!(cases.len() >= 20);
        // Runs the event limit cuts short (three calls each), paused inside them.
        cases.push(link(4, 2, 300_000_000_000_000, false));
        for s in &cases {
            let whole = TimeTravel::from_scenario(s.clone(), None).expect("restores");
            let mid = (s.steps.len() + whole.start().steps.len()) / 2;
            let at_mid = TimeTravel::from_scenario(s.clone(), Some(mid)).expect("restores at");
            for budget in [1, 3, 100_001, BUDGET] {
                let (t, _) = restore_by(s, None, Keep::History, budget);
                assert_eq!(summary(&t), summary(&whole), "{} at budget {budget}", s.machine);
                let (t, _) = restore_by(s, Some(mid), Keep::History, budget);
                assert_eq!(summary(&t), summary(&at_mid), "{} at {mid}", s.machine);
            }
        }
    }

    /// The link of death pauses after one budget, with its writes done and its first run
    /// begun; what was restored is a session of its own; with its runs in the start (a PCL
    /// call after them) it pauses too, and its timeline is the replay's state so far.
    #[test]
    fn the_link_of_death_pauses_after_one_budget() {
        for pcl in [false, true] {
            let s = link(64, 2000, 1_000_000_000_000_000, pcl);
            let (mut r, mut t) = Restore::start(s.clone(), None, Keep::History).expect("starts");
            assert_eq!(r.asks().steps, s.steps.len());
            assert_eq!(r.asks().cycles, 2_000_000_000_000_000_000);
            let began = std::time::Instant::now();
            let p = r.advance(&mut t, BUDGET).expect("replays");
            // Reported, not asserted.
            eprintln!(
                "link of death (pcl {pcl}): one budget took {:?}: {p:?}",
                began.elapsed()
            );
            let Progress::Paused { step, cycle } = p else {
                panic!("finished: {p:?}")
            };
            assert_eq!(step, 129, "paused in the first run");
            assert!(cycle > 0 && cycle < 1_000_000_000_000_000);
            assert_eq!(t.current().cycle, cycle);
            assert_eq!(r.rebuilds(), pcl);
            // Once more: further.
            let Progress::Paused { cycle: further, .. } = r.advance(&mut t, BUDGET).expect("replays") else {
                panic!("finished")
            };
            assert!(further > cycle);
            // What was restored replays to the same state.
            let (so_far, _) = t.scenario_and_position();
            let again = TimeTravel::from_scenario(so_far, None).expect("replays");
            assert_eq!(again.current().registers(63), t.current().registers(63));
            assert_eq!(again.current().cycle, further);
        }
    }

    /// A widget's setup: everything in the start, nothing to step back to.
    #[test]
    fn start_only_keeps_no_history() {
        let s = link(4, 1, 300_000_000_000_000, false);
        let (mut r, mut t) = Restore::start(s.clone(), None, Keep::StartOnly).expect("starts");
        while r.advance(&mut t, BUDGET).expect("replays") != Progress::Done {}
        assert!(t.is_empty());
        assert_eq!(t.start(), &s);
        assert_eq!(t.current().cycle, 300_000_000_000_000);
    }

    /// Errors: a position outside the history at the start; a step the model refuses (a run
    /// past the end of simulated time) when the restore reaches it, naming the step.
    #[test]
    fn errors_name_what_and_where() {
        let bad = |text: &str, at| {
            let s = Scenario::parse(text).expect("parses");
            match Restore::start(s, at, Keep::History) {
                Err(e) => e,
                Ok((mut r, mut t)) => r.advance(&mut t, u64::MAX).expect_err("refused"),
            }
        };
        let e = bad(
            r#"{"machine": "sparc-t4", "steps": [{"run": {"cycles": 5}}]}"#,
            Some(3),
        );
        assert!(e.contains("at: 3"), "{e}");
        let e = bad(
            r#"{"machine": "sparc-t4", "steps": [{"run": {"cycles": 5}}, {"run": {"cycles": 9223372036854775807}}]}"#,
            None,
        );
        assert!(e.starts_with("step 1:") && e.contains("end"), "{e}");
    }
}
