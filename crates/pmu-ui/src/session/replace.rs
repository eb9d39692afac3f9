//! Replacing the session while keeping the one replaced ([`super::kept`]): the notice with
//! Undo, Undo itself, leaving a lesson, and the future that acting in the past abandons. A kept
//! session comes back through the one restore path of recorded sessions, under its budget.

use super::kept::{steps_text, Kept};
use super::state::Session;
use super::time_travel::Source;
use pmu_model::scenario::Step;
use pmu_model::sim::workload::builtin;
use pmu_model::sim::{Action, ModeSpec};

impl Session {
    /// This session as it would be kept.
    pub fn kept(&self, for_lesson: Option<&'static str>) -> Kept {
        let (scenario, at) = self.scenario();
        Kept {
            scenario,
            at,
            steps: self.steps(),
            settings_only: self.holds_only_settings(),
            lesson: self.screen.lesson,
            current: self.screen.current,
            thread: self.screen.thread,
            for_lesson,
        }
    }

    /// Whether this session holds nothing but the settings it was made with: the steps a new
    /// session starts with ([`Session::new`]), a built-in workload unchanged, and the default
    /// thread-switch settings.
    fn holds_only_settings(&self) -> bool {
        let (scenario, _) = self.scenario();
        let start = ModeSpec::user_program(self.machine().privilege)
            .map(|mode| Step::Act(Action::SetMode { thread: None, mode }));
        scenario.steps.iter().eq(start.iter())
            && scenario.thread_switching.is_none()
            && builtin(&scenario.workload.name).is_some_and(|w| w == scenario.workload)
    }

    /// Replace this session by `s`, keeping this one (see the module documentation); `what`
    /// says what happened, and the notice adds what was kept.
    pub(super) fn replace_keeping(&mut self, mut s: Session, what: String, for_lesson: Option<&'static str>) {
        // A session that holds only the settings just chosen, made by replacing another:
        // replacing it again keeps nothing new, so that going through the header's
        // lists (one session per arrow key) leaves one way back, to the session before them.
        // A lesson's way back is never folded.
        let fold = for_lesson.is_none()
            && self.holds_only_settings()
            && self.screen.kept.last().is_some_and(|k| k.for_lesson.is_none());
        let kept = (!fold).then(|| self.kept(for_lesson));
        let back = kept.as_ref().or(self.screen.kept.last());
        let notice = match back {
            Some(k) if !k.settings_only => {
                format!("{what}; your previous session ({}) is kept.", steps_text(k.steps))
            }
            _ => format!("{what}; Undo goes back to the settings before."),
        };
        s.screen.kept = match kept {
            Some(kept) => self.screen.kept.with(|v| v.push(kept)),
            None => self.screen.kept.clone(),
        };
        s.screen.notice = Some(notice);
        // A folded replacement takes the place of the session it replaces in the browser's
        // history too, so that Back also goes to the session before the settings.
        s.screen.generation = self.screen.generation + u64::from(!fold);
        s.screen.speed = self.screen.speed;
        s.model.version = self.model.version + 1;
        *self = s;
    }

    /// The kept session `k` as a session again, replayed through the restore path.
    fn reopen(k: &Kept) -> Result<Session, String> {
        let mut s = Session::restore(k.scenario.clone(), k.at, Source::Saved)?;
        s.screen.lesson = k.lesson;
        if let Some(r) = k.current.filter(|r| s.machine().register(r).is_some()) {
            s.screen.current = Some(r);
        }
        s.screen.thread = k.thread.min(s.threads().saturating_sub(1));
        Ok(s)
    }

    /// Bring back the session kept last; the one it replaces is kept in its place, so Undo
    /// again goes back to it.
    pub(super) fn undo(&mut self) {
        let Some(k) = self.screen.kept.last().cloned() else {
            return;
        };
        self.bring_back(self.screen.kept.len() - 1, &k, "Back to your previous session");
    }

    /// Bring back kept session `i` (`k`), keeping this one in its place.
    fn bring_back(&mut self, i: usize, k: &Kept, what: &str) {
        match Session::reopen(k) {
            Ok(s) => {
                let mine = self.kept(None);
                let steps = mine.steps;
                let kept = self.screen.kept.with(|v| {
                    v.remove(i);
                    v.push(mine);
                });
                let generation = self.screen.generation + 1;
                let speed = self.screen.speed;
                let version = self.model.version + 1;
                *self = s;
                self.screen.kept = kept;
                self.screen.generation = generation;
                self.screen.speed = speed;
                self.model.version = version;
                self.screen.notice = Some(format!(
                    "{what} ({}); the session you left ({}) is kept.",
                    steps_text(k.steps),
                    steps_text(steps)
                ));
            }
            Err(e) => self.screen.error = Some(format!("Undo: {e}")),
        }
    }

    /// Leave the lesson: the session its opening replaced comes back, if it is kept; else the
    /// session stays as it is, without the lesson.
    pub(super) fn leave_lesson(&mut self) {
        let Some(id) = self.screen.lesson else {
            return;
        };
        let found = self.screen.kept.0.iter().rposition(|k| k.for_lesson == Some(id));
        match found {
            Some(i) => {
                let k = self.screen.kept.0[i].clone();
                self.bring_back(i, &k, "Left the lesson: back to your session");
                if self.screen.error.is_some() {
                    self.screen.lesson = None;
                }
            }
            None => {
                self.screen.lesson = None;
                self.model.version += 1;
            }
        }
    }

    /// Keep the whole session before an action at a past position cuts its future.
    pub(super) fn keep_future(&mut self) -> Option<(Kept, usize)> {
        let (pos, steps) = (self.position(), self.steps());
        (pos < steps).then(|| (self.kept(None), steps - pos))
    }

    /// After an action at a past position cut `dropped` later steps: keep them, and say so.
    pub(super) fn kept_future(&mut self, k: Kept, dropped: usize) {
        self.screen.kept = self.screen.kept.with(|v| v.push(k));
        self.screen.notice = Some(format!(
            "Acting in the past replaced the {} after it; the session as it was is kept.",
            if dropped == 1 {
                "step".to_string()
            } else {
                format!("{dropped} steps")
            }
        ));
    }
}
