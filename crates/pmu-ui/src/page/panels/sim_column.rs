//! The counters panel: every counter of the strand or thread (and unit) on screen with its
//! overflow bit, the machine's freeze bit where it has one, and under each counter that is
//! programmed but does not count, why not (`WhyNote`); and the derived monitors they compute.

use yew::prelude::*;

use crate::page::context::{use_session, SessionCtx};
use crate::page::views::{counter_table, derived_view};
use crate::session::format::readable;

/// The counters of the thread and unit on screen.
#[component]
pub fn SimColumn() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let counters = session.counters();
    let stopped = session.not_counting();
    let deltas: Vec<(&str, u64)> = session
        .changes()
        .counters
        .iter()
        .map(|d| (d.id, d.delta))
        .collect();
    html! {
        <section class="panel counters-panel" aria-labelledby="counters-title" data-testid="counters">
            <h2 id="counters-title" class="panel-title">{ "Counters" }
                { freeze_badge(&session) }
            </h2>
            { counter_table(&counters, false, &stopped, &deltas) }
            { derived_view(session.machine(), &session.derived()) }
        </section>
    }
}

/// The machine's freeze bit, if it has one (Montecito PMC0.fr, seed 003 Table 3-8): while set,
/// no counter of the thread counts.
fn freeze_badge(session: &SessionCtx) -> Html {
    let Some(fr) = session.machine().features.freeze else {
        return html! {};
    };
    let Some(field) = session.machine().register(fr.reg).and_then(|r| r.field(fr.field)) else {
        return html! {};
    };
    let set = session
        .with(|sim| sim.peek(session.screen.thread, 0, fr.reg))
        .is_some_and(|v| field.get(v) != 0);
    let name = format!("{}.{}", fr.reg, fr.field);
    html! {
        <span data-testid="freeze" class={classes!("badge", "freeze", set.then_some("lit"))}
              title={format!("{name}: {}", readable(field.description))}>
            { if set { format!(" FROZEN ({name})") } else { format!(" {name} clear") } }
        </span>
    }
}
