//! "Why is this counter not counting?": the model's answer (`Simulator::why`) for one counter,
//! as a short note. The conditions not met are listed in the manual's words with the manual
//! named (`cite::for_readers`), and each register field a condition reads is a link that opens
//! that register with the field in focus.

use pmu_model::cite::for_readers;
use pmu_model::sim::why::{GateKind, Why};
use yew::prelude::*;

use crate::page::context::use_session;
use crate::session::UiAction;

#[derive(Properties, PartialEq)]
pub struct WhyNoteProps {
    pub why: Why,
    /// The note's `data-testid` (`why-PMD4` beside the counters, `diag-why-PMD4` in a
    /// register's diagnostics).
    pub testid: AttrValue,
    /// Also list the unmet conditions on software's reads of the counter.
    #[prop_or_default]
    pub reading: bool,
}

/// The unmet conditions of one counter.
#[component]
pub fn WhyNote(props: &WhyNoteProps) -> Html {
    let session = use_session();
    let why = &props.why;
    let stopped = why.programmed && !why.counting;
    let gates: Vec<_> = why
        .unmet()
        .filter(|g| match g.kind {
            GateKind::Counting => stopped,
            GateKind::Reading => props.reading,
        })
        .collect();
    if gates.is_empty() {
        return html! {};
    }
    let link = |name: &String| -> Html {
        let known = session.as_ref().is_some_and(|s| {
            let reg = name.split('.').next().unwrap_or_default();
            s.machine().register(reg).is_some()
        });
        match (&session, known) {
            (Some(s), true) => {
                let s = s.clone();
                let target = name.clone();
                let onclick =
                    Callback::from(move |_: MouseEvent| s.dispatch(UiAction::ShowField(target.clone())));
                html! {
                    <button type="button" class="link field-link" {onclick}
                            title={format!("Open {name}")}>{ name.clone() }</button>
                }
            }
            _ => html! { <code>{ name.clone() }</code> },
        }
    };
    let head = if stopped {
        format!("{} does not count:", why.counter)
    } else {
        format!("{} counts, but software may not read it now:", why.counter)
    };
    html! {
        <div class={classes!("why", stopped.then_some("stopped"))} data-testid={props.testid.clone()} role="note">
            <strong class="why-head">{ head }</strong>
            <ul>
                { for gates.iter().map(|g| html! {
                    <li class={classes!((g.kind == GateKind::Reading).then_some("why-reading"))}>
                        { for_readers(&g.text).into_owned() }
                        if !g.fields.is_empty() {
                            { " " }
                            <span class="why-fields">
                                { for g.fields.iter().enumerate().map(|(i, f)| html! {
                                    <>{ if i > 0 { ", " } else { "" } }{ link(f) }</>
                                }) }
                            </span>
                        }
                        <span class="source why-source">{ for_readers(g.source).into_owned() }</span>
                    </li>
                }) }
            </ul>
        </div>
    }
}
