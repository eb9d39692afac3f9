//! The reducer: each [`UiAction`] applied to a new `Session` value (yew keeps the old one), the
//! model's actions through the history, one step per thing the user does (ARCHITECTURE.md,
//! Architecture Invariant (one Action)).

use std::rc::Rc;

use pmu_model::scenario::{PclCall, Step};
use pmu_model::sim::{Action, Outcome};

use super::chart_samples::Cut;
use super::{Session, Source, UiAction};

impl Session {
    /// Apply actions as one step (or, with `grow`, as more of the last step); on success
    /// record it, on failure keep the state and say why.
    fn apply(&mut self, actions: Vec<Action>, grow: bool) {
        // The only mutable borrow: it ends with the model call, before anything else runs.
        let before = self.position;
        let result = {
            let mut sh = self.shared.borrow_mut();
            if grow {
                sh.time_travel.extend_now(actions)
            } else {
                sh.time_travel.push(actions)
            }
        };
        match result {
            Ok(outcomes) => {
                self.error = None;
                self.notes = outcomes
                    .iter()
                    .flat_map(|outcome| match outcome {
                        Outcome::Written { notes, .. } => notes.iter().map(|d| d.message.clone()).collect(),
                        Outcome::Trapped { name } => vec![format!(
                            "the hardware refused the access: {name} trap (see the log)"
                        )],
                        _ => Vec::new(),
                    })
                    .collect();
                self.last = outcomes.into_iter().last();
                // A step that grew keeps the samples of its earlier frames.
                let grew = self.with_time_travel(|t| t.position()) == before;
                self.moved(if grew { Cut::After } else { Cut::At });
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Move to the state after `index` steps.
    fn go(&mut self, index: usize) {
        let ok = self.shared.borrow_mut().time_travel.goto(index);
        if ok {
            self.running = false;
            self.live = false;
            self.notes.clear();
            self.last = None;
            self.error = None;
            self.moved(Cut::None);
        } else {
            self.error = Some(format!(
                "history: there is no step {index} (the session has {} steps)",
                self.steps
            ));
        }
    }

    /// A new session (another start) in place of this one, keeping what is on screen, the
    /// lesson and the speed; its version follows this one's, so that everything that watches
    /// the version sees the change.
    fn replace_with(&mut self, mut s: Session) {
        s.thread = self.thread.min(s.threads().saturating_sub(1));
        s.unit = self.unit;
        s.current = self
            .current
            .filter(|r| s.machine().register(r).is_some())
            .or(s.current);
        s.speed = self.speed;
        s.lesson = self.lesson;
        s.version = self.version + 1;
        *self = s;
    }

    /// Make a PCL call on `thread` (see [`UiAction::Pcl`]); the notes say how PCL answered.
    fn pcl_call(&mut self, thread: u32, call: PclCall) {
        let mut scenario = self.scenario_here();
        scenario.steps.push(Step::Pcl { thread, call });
        match Session::from_scenario(scenario, None) {
            Ok(s) => {
                self.replace_with(s);
                self.notes = self
                    .pcl_calls()
                    .last()
                    .and_then(|c| Some(format!("PCL{}: {}: {}", c.call, c.status, c.message.as_ref()?)))
                    .into_iter()
                    .collect();
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Apply scenario steps in order (see [`UiAction::Steps`]).
    fn play_steps(&mut self, steps: Vec<Step>) {
        let mut notes = Vec::new();
        for step in steps {
            match step {
                Step::Act(a) => {
                    self.live = false;
                    self.apply(vec![a], false);
                }
                Step::Pcl { thread, call } => self.pcl_call(thread, call),
                // Expectations check; they do nothing to the session.
                _ => continue,
            }
            notes.append(&mut self.notes);
            if self.error.is_some() {
                break;
            }
        }
        self.notes = notes;
    }

    /// Make the state at the position the session's start, with no history (a widget's setup
    /// is where it starts; stepping back does not undo it).
    pub fn start_here(&mut self) {
        self.shared.borrow_mut().time_travel.start_here();
        self.start = self.with_time_travel(|t| t.start().clone());
        self.compare_from = None;
        self.live = false;
        self.moved(Cut::At);
    }
}

impl Session {
    /// The session after `action`: a new value, the old one kept as it was (yew's reducers work
    /// so; `crate::page::context` makes this the session's `Reducible::reduce`).
    pub fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.paused.is_some() && action.acts() {
            next.accept_restore();
        }
        match action {
            UiAction::Model(a) => {
                next.live = false;
                next.apply(vec![a], false);
            }
            UiAction::Batch(actions) => {
                next.live = false;
                next.apply(actions, false);
            }
            UiAction::Tick => {
                let cycles = next.speed;
                let grow = next.live;
                next.apply(vec![Action::Run { cycles }], grow);
                next.live = next.error.is_none();
            }
            UiAction::Back => {
                if next.position > 0 {
                    next.go(next.position - 1);
                }
            }
            UiAction::Forward => {
                if next.position < next.steps {
                    next.go(next.position + 1);
                }
            }
            UiAction::Goto(i) => next.go(i),
            UiAction::CompareFrom(p) => {
                next.compare_from = p.filter(|p| *p <= next.steps);
                next.refresh_changes();
            }
            UiAction::NewSession {
                machine,
                seed,
                threads,
                workload,
            } => match Session::new(&machine, seed, threads, &workload) {
                // A new or restored session keeps the lesson it works on (the lesson panel
                // says when it is on another machine).
                Ok(s) => {
                    next = Session {
                        lesson: next.lesson,
                        ..s
                    }
                }
                Err(e) => next.error = Some(e.to_string()),
            },
            UiAction::Restore(scenario, at) => match Session::restore(*scenario, at, Source::Saved) {
                Ok(s) => {
                    next = Session {
                        lesson: next.lesson,
                        ..s
                    }
                }
                Err(e) => next.error = Some(e),
            },
            UiAction::ContinueRestore => next.continue_restore(),
            UiAction::DiscardRestore(s) => {
                let version = next.version;
                next = *s;
                next.version = version + 1;
            }
            UiAction::Show(reg) => {
                next.current = Some(reg);
                next.focus = None;
                next.notes.clear();
            }
            UiAction::ShowField(name) => {
                let machine = next.machine();
                let (reg, field) = name.split_once('.').unwrap_or((name.as_str(), ""));
                if let Some(r) = machine.register(reg) {
                    if next.current != Some(r.name) {
                        next.notes.clear();
                    }
                    next.current = Some(r.name);
                    let seq = next.focus.map_or(0, |(_, n)| n + 1);
                    next.focus = r.field(field).map(|f| (f.name, seq));
                }
            }
            UiAction::Thread(t) => {
                if t < next.threads() {
                    next.thread = t;
                    next.resample();
                    next.refresh_changes();
                }
            }
            UiAction::Unit(u) => {
                next.unit = u;
                next.resample();
                next.refresh_changes();
            }
            UiAction::Running(r) => {
                next.running = r;
                next.live = false;
            }
            UiAction::Speed(s) => next.speed = s.max(1),
            UiAction::Pcl(call) => {
                next.running = false;
                next.live = false;
                next.pcl_call(next.thread, call);
            }
            UiAction::Steps(steps) => next.play_steps(steps),
            UiAction::StartLesson(id) => match Session::start_lesson(id) {
                Ok(s) => {
                    next.lesson = None;
                    next.replace_with(s);
                    next.lesson = Some(id);
                    next.current = crate::session::lesson::find(id)
                        .ok()
                        .and_then(crate::session::lesson::focus_register)
                        .or(next.current);
                    next.thread = 0;
                    next.unit = 0;
                    next.running = false;
                }
                Err(e) => next.error = Some(e),
            },
            UiAction::LeaveLesson => next.lesson = None,
            UiAction::Error(e) => next.error = Some(e),
            UiAction::DismissError => next.error = None,
        }
        Rc::new(next)
    }
}
