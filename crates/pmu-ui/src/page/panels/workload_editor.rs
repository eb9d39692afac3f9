//! The workload editor: the workload's parameters as JSON, applied through the model.

use pmu_model::sim::Action;
use yew::prelude::*;

use crate::page::context::use_session;
use crate::session::UiAction;

/// The workload's parameters as JSON (docs/scenarios.md), editable: the mix, cache and TLB
/// behaviour, branch behaviour and privilege phases.
#[component]
pub fn WorkloadEditor() -> Html {
    let text = use_state(|| None::<String>);
    let Some(session) = use_session() else {
        return html! {};
    };
    let spec = session.workload();
    // Through a JSON value, whose writer the bundle has anyway (the scenario download): the
    // same text without a second copy of the workload's serializer.
    let current = serde_json::to_value(&spec)
        .and_then(|v| serde_json::to_string_pretty(&v))
        .unwrap_or_default();
    let shown = (*text).clone().unwrap_or_else(|| current.clone());
    let on_input = {
        let t = text.clone();
        Callback::from(move |e: InputEvent| {
            t.set(Some(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value(),
            ))
        })
    };
    let on_apply = {
        let (s, t, shown) = (session.clone(), text.clone(), shown.clone());
        Callback::from(move |_: MouseEvent| {
            let parsed = serde_json::from_str::<serde_json::Value>(&shown)
                .map_err(|e| format!("workload: not JSON: {e}"))
                .and_then(|v| {
                    pmu_model::sim::workload::WorkloadSpec::from_json(&v).map_err(|e| e.to_string())
                });
            match parsed {
                Ok(mut spec) => {
                    // An edited built-in is no longer that built-in: say so in its name.
                    if pmu_model::sim::workload::builtin(&spec.name).as_ref() != Some(&spec) {
                        spec.name = "custom".into();
                    }
                    s.dispatch(UiAction::Model(Action::SetWorkload(Box::new(spec))));
                    t.set(None);
                }
                Err(e) => s.dispatch(UiAction::Error(e)),
            }
        })
    };
    html! {
        <details class="workload">
            <summary>{ format!("Workload: {} - {}", spec.name, spec.description) }</summary>
            <textarea data-testid="workload-json" aria-label="Workload parameters (JSON)" rows="12" value={shown} oninput={on_input} />
            <button type="button" data-testid="workload-apply" onclick={on_apply}>{ "Apply parameters" }</button>
            <span class="muted">{ " docs/scenarios.md lists every parameter" }</span>
        </details>
    }
}
