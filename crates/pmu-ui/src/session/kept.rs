//! Sessions kept when something replaces them, so that no action loses work silently. Every
//! action that replaces the session (a new machine, workload, seed or contexts; the
//! walk-through's first step; a restored session; opening a lesson) keeps the session it
//! replaces as its recorded scenario and position, says so in a notice with Undo, and counts a
//! new page generation (the page pushes a browser history entry for each, so that Back and
//! Forward move between sessions). Acting in the past keeps the abandoned future the same way.
//! A session that holds only the settings it was made with is not kept again when the next
//! setting replaces it, and takes no history entry of its own: going through a list of machines
//! or workloads leaves one way back, to the session before. Undo, and leaving a lesson, bring a
//! kept session back through the one restore path of
//! recorded sessions (under its work budget), so it is exactly what it was.

use std::rc::Rc;

use pmu_model::scenario::Scenario;

/// The most sessions kept; the oldest goes first.
pub const MAX_KEPT: usize = 8;

/// A session kept when another replaced it.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub scenario: Scenario,
    /// Its position, as a count of the scenario's steps (`None`: the end).
    pub at: Option<usize>,
    /// How many steps its history had (for the notice).
    pub steps: usize,
    /// It held nothing but the settings it was made with (the notice says Undo brings back
    /// settings, not work).
    pub settings_only: bool,
    pub lesson: Option<&'static str>,
    pub current: Option<&'static str>,
    pub thread: u32,
    /// The lesson whose opening replaced it: leaving that lesson brings it back.
    pub for_lesson: Option<&'static str>,
}

/// The kept sessions, newest last. Compared by identity: yew compares sessions at every
/// dispatch, and the list only changes by being replaced.
#[derive(Clone, Debug, Default)]
pub struct KeptList(pub Rc<Vec<Kept>>);

impl PartialEq for KeptList {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl KeptList {
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn last(&self) -> Option<&Kept> {
        self.0.last()
    }

    pub(super) fn with(&self, f: impl FnOnce(&mut Vec<Kept>)) -> KeptList {
        let mut v = (*self.0).clone();
        f(&mut v);
        if v.len() > MAX_KEPT {
            v.drain(..v.len() - MAX_KEPT);
        }
        KeptList(Rc::new(v))
    }
}

/// "12 steps", "1 step".
pub fn steps_text(n: usize) -> String {
    if n == 1 {
        "1 step".into()
    } else {
        format!("{n} steps")
    }
}
