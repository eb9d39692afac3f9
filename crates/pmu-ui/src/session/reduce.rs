//! The reducer: each [`UiAction`] applied to a new `Session` value (yew keeps the old one), the
//! model's actions through the history, one step per thing the user does (ARCHITECTURE.md,
//! Architecture Invariant (one Action)).

use std::rc::Rc;

use pmu_model::scenario::{PclCall, Step};
use pmu_model::sim::{Action, Outcome, WriteValue};

use super::chart_samples::Cut;
use super::state::{Session, UiAction};
use super::time_travel::Source;

impl Session {
    /// Apply actions as one step (or, with `grow`, as more of the last step); on success
    /// record it, on failure keep the state and say why.
    fn apply(&mut self, actions: Vec<Action>, grow: bool) {
        // The only mutable borrow: it ends with the model call, before anything else runs.
        let before = self.position();
        // A step at a past position cuts the future: keep the session as it was.
        let future = if grow && before == self.steps() {
            None
        } else {
            self.keep_future()
        };
        let result = {
            let mut sh = self.model.cell.0.borrow_mut();
            if grow {
                sh.time_travel.extend_now(actions)
            } else {
                sh.time_travel.push(actions)
            }
        };
        match result {
            Ok(outcomes) => {
                self.screen.error = None;
                self.screen.notes = outcomes.iter().flat_map(outcome_notes).collect();
                self.derived.last = outcomes.into_iter().last();
                if let Some((k, dropped)) = future {
                    self.kept_future(k, dropped);
                }
                // A step that grew keeps the samples of its earlier frames.
                let grew = self.with_time_travel(|t| t.position()) == before;
                self.moved(if grew { Cut::After } else { Cut::At });
            }
            Err(e) => self.screen.error = Some(e.to_string()),
        }
    }

    /// Move to the state after `index` steps.
    fn go(&mut self, index: usize) {
        let ok = self.model.cell.0.borrow_mut().time_travel.goto(index);
        if ok {
            self.screen.running = false;
            self.model.live = false;
            self.screen.notes.clear();
            self.derived.last = None;
            self.screen.error = None;
            self.moved(Cut::None);
        } else {
            self.screen.error = Some(format!(
                "history: there is no step {index} (the session has {} steps)",
                self.steps()
            ));
        }
    }

    /// Make a PCL call on `thread` as a step of the history (see [`UiAction::Pcl`]); the notes
    /// say how PCL answered and what the call wrote.
    fn pcl_call(&mut self, thread: u32, call: PclCall) {
        let step = self.scenario_here().steps.len();
        let future = self.keep_future();
        let result = self
            .model
            .cell
            .0
            .borrow_mut()
            .time_travel
            .pcl_call(thread, call, step);
        match result {
            Ok(outcomes) => {
                self.screen.error = None;
                self.derived.last = outcomes.into_iter().last();
                self.moved(Cut::At);
                let (answer, wrote) = self.with_time_travel(|t| {
                    let answer = t.pcl().calls.last().map(|c| match &c.message {
                        Some(m) => format!("PCL{}: {}: {m}", c.call, c.status),
                        None => format!("PCL{}: {}", c.call, c.status),
                    });
                    let writes: Vec<String> = t
                        .history()
                        .steps()
                        .get(t.position().wrapping_sub(1))
                        .map(|s| {
                            s.actions
                                .iter()
                                .filter_map(|a| match a {
                                    Action::Write {
                                        reg,
                                        value: WriteValue::Raw(v),
                                        ..
                                    } => Some(format!("{reg} = {v:#x}")),
                                    _ => None,
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    (answer, writes)
                });
                self.screen.notes = answer.into_iter().collect();
                self.screen.notes.push(if wrote.is_empty() {
                    "The call wrote no register.".to_string()
                } else {
                    format!(
                        "The call wrote {} (as the operating system does for it).",
                        wrote.join(", ")
                    )
                });
                if let Some((k, dropped)) = future {
                    self.kept_future(k, dropped);
                }
            }
            Err(e) => self.screen.error = Some(e.to_string()),
        }
    }

    /// Apply scenario steps in order (see [`UiAction::Steps`]).
    fn play_steps(&mut self, steps: Vec<Step>) {
        let mut notes = Vec::new();
        for step in steps {
            match step {
                Step::Act(a) => {
                    self.model.live = false;
                    self.apply(vec![a], false);
                }
                Step::Pcl { thread, call } => self.pcl_call(thread, call),
                // Expectations check; they do nothing to the session.
                _ => continue,
            }
            notes.append(&mut self.screen.notes);
            if self.screen.error.is_some() {
                break;
            }
        }
        self.screen.notes = notes;
    }

    /// Make the state at the position the session's start, with no history (a widget's setup
    /// is where it starts; stepping back does not undo it).
    pub fn start_here(&mut self) {
        self.model.cell.0.borrow_mut().time_travel.start_here();
        self.screen.compare_from = None;
        self.model.live = false;
        self.moved(Cut::At);
    }
}

impl Session {
    /// The session after `action`: a new value, the old one kept as it was (yew's reducers work
    /// so; `crate::page::context` makes this the session's `Reducible::reduce`).
    pub fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        if matches!(action, UiAction::Tick) && !self.screen.running {
            return self;
        }
        let mut next = (*self).clone();
        if !matches!(action, UiAction::Tick) {
            next.model.edits += 1;
        }
        if next.model.paused.is_some() && action.acts() {
            next.accept_restore();
        }
        match action {
            UiAction::Model(a) => {
                next.model.live = false;
                next.apply(vec![a], false);
            }
            UiAction::Batch(actions) => {
                next.model.live = false;
                next.apply(actions, false);
            }
            UiAction::Tick => {
                let cycles = next.screen.speed;
                let grow = next.model.live;
                next.apply(vec![Action::Run { cycles }], grow);
                next.model.live = next.screen.error.is_none();
            }
            UiAction::Back => {
                if next.position() > 0 {
                    next.go(next.position() - 1);
                }
            }
            UiAction::Forward => {
                if next.position() < next.steps() {
                    next.go(next.position() + 1);
                }
            }
            UiAction::Goto(i) => next.go(i),
            UiAction::CompareFrom(p) => {
                next.screen.compare_from = p.filter(|p| *p <= next.steps());
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
                Ok(mut s) => {
                    s.screen.lesson = next.screen.lesson;
                    let what = format!("New session on the {}", s.machine().name);
                    next.replace_keeping(s, what, None);
                }
                Err(e) => next.screen.error = Some(e.to_string()),
            },
            UiAction::Restore(scenario, at) => match Session::restore(*scenario, at, Source::Saved) {
                Ok(mut s) => {
                    s.screen.lesson = next.screen.lesson;
                    let what = format!("New session on the {}", s.machine().name);
                    next.replace_keeping(s, what, None);
                }
                Err(e) => next.screen.error = Some(e),
            },
            UiAction::ContinueRestore => next.continue_restore(),
            UiAction::DiscardRestore(s) => {
                let version = next.model.version;
                next = *s;
                next.model.version = version + 1;
            }
            UiAction::Show(reg) => {
                next.screen.current = Some(reg);
                next.screen.focus = None;
                next.screen.notes.clear();
            }
            UiAction::ShowField(name) => {
                let machine = next.machine();
                let (reg, field) = name.split_once('.').unwrap_or((name.as_str(), ""));
                if let Some(r) = machine.register(reg) {
                    if next.screen.current != Some(r.name) {
                        next.screen.notes.clear();
                    }
                    next.screen.current = Some(r.name);
                    let seq = next.screen.focus.map_or(0, |(_, n)| n + 1);
                    next.screen.focus = r.field(field).map(|f| (f.name, seq));
                }
            }
            UiAction::Thread(t) => {
                if t < next.threads() {
                    next.screen.thread = t;
                    next.resample();
                    next.refresh_changes();
                }
            }
            UiAction::Unit(u) => {
                next.screen.unit = u;
                next.resample();
                next.refresh_changes();
            }
            UiAction::Running(r) => {
                next.screen.running = r;
                next.model.live = false;
            }
            UiAction::Speed(s) => next.screen.speed = s.max(1),
            UiAction::Pcl(call) => {
                next.screen.running = false;
                next.model.live = false;
                next.pcl_call(next.screen.thread, call);
            }
            UiAction::Steps(steps) => next.play_steps(steps),
            UiAction::StartLesson(id) => match Session::start_lesson(id) {
                Ok(s) => {
                    let what = format!(
                        "Lesson \"{}\" opened on a session of its own",
                        crate::session::lesson::find(id).map_or(id, |l| l.title.as_str())
                    );
                    next.replace_keeping(s, what, Some(id));
                }
                Err(e) => next.screen.error = Some(e),
            },
            UiAction::LeaveLesson => next.leave_lesson(),
            UiAction::Undo => next.undo(),
            UiAction::DismissNotice => next.screen.notice = None,
            UiAction::ShowIntro => next.screen.intro_asked += 1,
            UiAction::FromHistory(s) => {
                let (kept, generation, version) = (
                    next.screen.kept.clone(),
                    next.screen.generation,
                    next.model.version,
                );
                next = *s;
                next.screen.kept = kept;
                next.screen.generation = generation;
                next.model.version = version + 1;
            }
            UiAction::Error(e) => next.screen.error = Some(e),
            UiAction::DismissError => next.screen.error = None,
        }
        Rc::new(next)
    }
}

/// What the register editor says of an action's outcome: why a written bit did not take, or that
/// the hardware refused the access. The app's first screen says the same before the lab has
/// arrived (crates/pmu-register).
pub fn outcome_notes(outcome: &Outcome) -> Vec<String> {
    match outcome {
        Outcome::Written { notes, .. } => notes.iter().map(|d| d.message.clone()).collect(),
        Outcome::Trapped { name } => vec![format!(
            "the hardware refused the access: {name} trap (see the log)"
        )],
        _ => Vec::new(),
    }
}
