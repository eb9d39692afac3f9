//! The banner of a paused replay ([`crate::session::Paused`]; ARCHITECTURE.md, Architecture
//! Invariant (no link of death)): how far the replay of a recorded session got, what the whole
//! session asks for, and "Continue" (another budget of work) and "Discard" (the page's choice
//! of what to go back to: `on_discard`). Nothing when no replay is paused. Every number is
//! text (no input is rendered as HTML).

use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::format::{count, group};
use crate::session::{Source, UiAction};

#[derive(Properties, PartialEq)]
pub struct RestoreBannerProps {
    /// What "Discard" does (the page dispatches [`UiAction::DiscardRestore`] with the session
    /// to go back to).
    pub on_discard: Callback<()>,
}

#[component]
pub fn RestoreBanner(props: &RestoreBannerProps) -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let Some(p) = session.model.paused.clone() else {
        return html! {};
    };
    let machine = session.machine();
    let what = match p.source {
        Source::Link => "This link",
        Source::Saved => "The saved session",
        Source::Setup => "This widget's setup",
    };
    let asks = format!(
        "{what} asks for {} and {} on {} of the {}.",
        count(p.asks.steps as u64, "step", "steps"),
        count(p.asks.cycles, "cycle", "cycles"),
        count(
            u64::from(p.asks.threads),
            machine.contexts.name,
            &format!("{}s", machine.contexts.name)
        ),
        machine.name
    );
    let got = match &p.failed {
        None => format!(
            "Replaying it stopped after step {} of {} (cycle {}) to keep the page responsive.",
            group(p.step as u64),
            group(p.steps as u64),
            group(p.cycle)
        ),
        Some(e) => format!(
            "Replaying it stopped after step {} of {} (cycle {}): {e}",
            group(p.step as u64),
            group(p.steps as u64),
            group(p.cycle)
        ),
    };
    let saved = match p.source {
        Source::Link => " Your saved session is kept until you continue to the end or act on what is shown; Discard goes back to it.",
        Source::Saved => " Discard starts afresh on the default machine.",
        Source::Setup => "",
    };
    let on_continue = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::ContinueRestore))
    };
    let on_discard = props.on_discard.reform(|_: MouseEvent| ());
    html! {
        <div class="replay-banner" role="status" data-testid="replay-paused">
            <span>{ asks }{ " " }{ got }{ saved }</span>
            if p.failed.is_none() {
                <button type="button" data-testid="replay-continue" onclick={on_continue}
                        title="Replay as much again (it can be repeated)">{ "Continue" }</button>
            }
            <button type="button" data-testid="replay-discard" onclick={on_discard}>{ "Discard" }</button>
        </div>
    }
}
