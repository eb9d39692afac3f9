//! A recorded session restored into the page (ARCHITECTURE.md, Architecture Invariant (no link
//! of death)): a link, the saved session or a widget's setup replays one budget at load
//! ([`Restore`]); past it the session is [`Paused`] and the page shows how far it got and what
//! the session asks for. "Continue" replays another budget ([`UiAction::ContinueRestore`]),
//! "Discard" goes back to the saved or default session ([`UiAction::DiscardRestore`]). Acting
//! on what is shown (a write, a run, a PCL call) accepts it as it is: the rest of the recorded
//! session is dropped, as a new action after going back drops the future. The page saves the
//! session (localStorage, the URL) only once nothing is paused, so the saved session is
//! replaced only after the user accepts.

use pmu_model::scenario::{Progress, Scenario};

use super::chart_samples::Cut;
use super::state::{Session, UiAction};
use super::time_travel::{Keep, Paused, Restore, Source, BUDGET};

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
                s.model.paused = Some(Paused {
                    step,
                    steps: r.steps(),
                    cycle,
                    asks: r.asks(),
                    source,
                    failed: None,
                });
                s.model.cell.0.borrow_mut().restore = Some(r);
                Ok(s)
            }
        }
    }

    /// Replay another budget of the paused session (from the end of what was replayed, if
    /// the user went back in it).
    pub(super) fn continue_restore(&mut self) {
        let Some(mut paused) = self.model.paused.clone() else {
            return;
        };
        let before = self.position();
        let result = {
            let mut sh = self.model.cell.0.borrow_mut();
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
        self.model.paused = match result {
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
        self.screen.running = false;
        self.model.live = false;
        self.screen.notes.clear();
        self.screen.error = None;
        self.derived.last = None;
        let grew = self.with_time_travel(|t| t.position()) == before;
        self.moved(if grew { Cut::After } else { Cut::At });
    }

    /// Accept what a paused replay has shown: the rest of the recorded session is dropped and
    /// the session is the user's (and saved) from now on.
    pub(super) fn accept_restore(&mut self) {
        if self.model.paused.take().is_some() {
            self.model.cell.0.borrow_mut().restore = None;
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
