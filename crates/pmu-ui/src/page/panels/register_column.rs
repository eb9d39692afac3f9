//! The editor: the first screen's introduction (until hidden) and the register on screen, its
//! bit grid, field controls, details and diagnostics (with why its counters do not count).

use yew::prelude::*;

use super::intro::Intro;
use crate::page::context::{use_session, write_raw};
use crate::page::views::{painter, RegisterView};

/// The register on screen, editable.
#[component]
pub fn RegisterColumn() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let current = session.screen.current.and_then(|n| machine.register(n));
    let view = current.map(|reg| {
        let value = session.peek(reg.name).unwrap_or(0);
        let s = session.clone();
        let on_write = Callback::from(move |v: u64| write_raw(&s, reg.name, v));
        let changed = session.changes().changed_bits(reg.name);
        html! {
            <RegisterView key={reg.name} machine={machine} register={reg} value={value}
                          on_write={on_write} notes={session.screen.notes.clone()}
                          why={session.why_for_register(reg.name)} focus={session.screen.focus}
                          changed={changed} painter={session.screen.running.then(painter)} />
        }
    });
    html! {
        <section class="editor" aria-label="Register editor" data-testid="editor">
            <Intro />
            { for view }
        </section>
    }
}
