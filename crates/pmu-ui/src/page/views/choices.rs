//! The modelling choices of the machine on screen: what the simulator does where the manual is
//! silent or ambiguous, as the model describes itself (`Machine::choices`), so that nothing the
//! page shows rests on a hidden guess.

use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::format::readable;

/// A collapsed list of the machine's modelling choices, each with the places it reads.
#[component]
pub fn ModellingChoices() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let machine = session.machine();
    html! {
        <details class="panel choices" data-testid="modelling-choices">
            <summary>{ format!("Modelling choices ({}): where the manual is silent", machine.choices.len()) }</summary>
            <dl>
                { for machine.choices.iter().map(|c| html! {
                    <>
                        <dt>{ c.topic }</dt>
                        <dd>{ readable(c.text) }<div class="muted source">{ readable(c.source) }</div></dd>
                    </>
                }) }
            </dl>
        </details>
    }
}
