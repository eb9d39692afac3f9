//! The session every component of the page and of a widget reads: a [`Session`] reducer handle
//! provided as a Yew context, the hook that reads it, and the one helper that writes a register
//! through it.

use std::rc::Rc;

use pmu_model::sim::{Action, WriteValue};
use yew::prelude::*;

use crate::session::{Session, UiAction};

/// The session, shared with every panel and view.
pub type SessionCtx = UseReducerHandle<Session>;

/// The session is yew's reducer state; its reducer is [`Session::reduce`], which the session's
/// module defines without yew so that it is tested natively.
impl Reducible for Session {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        Session::reduce(self, action)
    }
}

/// The session from context (`None` outside a provider).
#[hook]
pub fn use_session() -> Option<SessionCtx> {
    use_context::<SessionCtx>()
}

/// Apply a raw software write to a register of the thread and unit on screen.
pub fn write_raw(session: &SessionCtx, reg: &str, value: u64) {
    session.dispatch(UiAction::Model(Action::Write {
        thread: session.screen.thread,
        unit: session.screen.unit,
        reg: reg.to_string(),
        value: WriteValue::Raw(value),
    }));
}
