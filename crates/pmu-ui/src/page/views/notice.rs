//! The notice of the last session-replacing action ([`crate::session::kept`]): what happened,
//! what was kept, and Undo. It floats over the page's corner, so that it moves nothing when it
//! comes and goes. Nothing when there is no notice.

use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::UiAction;

#[component]
pub fn Notice() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let Some(text) = session.screen.notice.clone() else {
        return html! {};
    };
    let undo = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Undo))
    };
    let dismiss = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::DismissNotice))
    };
    html! {
        <div class="notice" role="status" data-testid="notice">
            <span>{ text }</span>
            if !session.screen.kept.is_empty() {
                <button type="button" data-testid="notice-undo" onclick={undo}
                        title="Bring back the session kept last (this one is kept in its place)">{ "Undo" }</button>
            }
            <button type="button" data-testid="notice-dismiss" onclick={dismiss}
                    title="Dismiss this notice (the kept sessions stay)">{ "Dismiss" }</button>
        </div>
    }
}
