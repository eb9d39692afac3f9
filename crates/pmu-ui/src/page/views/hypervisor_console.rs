//! The sun4v hypervisor console (SPARC KT): KT_GET_PERFREG and KT_SET_PERFREG calls and the
//! hypervisor's policy, through the model's `Action::Hypercall`.

use pmu_model::machines::sparc_kt::perfreg::{self, HvStatus, KT_GET_PERFREG, KT_SET_PERFREG};
use pmu_model::number::{hex, parse_u64};
use pmu_model::sim::{Action, HvPolicy, Outcome};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::context::use_session;
use crate::session::UiAction;

/// KT_GET_PERFREG / KT_SET_PERFREG with a PerfReg# and value; the hypervisor's policy.
#[component]
pub fn HypervisorConsole() -> Html {
    let number = use_state(|| "0".to_string());
    let value = use_state(|| "0x0".to_string());
    let policy = use_state(HvPolicy::default);
    let Some(session) = use_session() else {
        return html! {};
    };
    let call = |func: u64| {
        let (s, number, value) = (session.clone(), number.clone(), value.clone());
        Callback::from(move |_: MouseEvent| {
            let n = match parse_u64(&number) {
                Ok(n) => n,
                Err(e) => return s.dispatch(UiAction::Error(format!("PerfReg#: {e}"))),
            };
            let mut args = vec![n];
            if func == KT_SET_PERFREG {
                match parse_u64(&value) {
                    Ok(v) => args.push(v),
                    Err(e) => return s.dispatch(UiAction::Error(format!("value: {e}"))),
                }
            }
            s.dispatch(UiAction::Model(Action::Hypercall {
                thread: s.screen.thread,
                func,
                args,
            }));
        })
    };
    let input = |state: &UseStateHandle<String>| {
        let st = state.clone();
        Callback::from(move |e: InputEvent| st.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let toggle_ht = {
        let (s, p) = (session.clone(), policy.clone());
        Callback::from(move |_: MouseEvent| {
            let next = HvPolicy {
                deny_ht: !p.deny_ht,
                ..(*p).clone()
            };
            p.set(next.clone());
            s.dispatch(UiAction::Model(Action::SetPolicy(next)));
        })
    };
    let result = match session.last() {
        Some(Outcome::Hypercall { status, value }) => {
            let v = value
                .map(|v| format!(" value {}", hex(v, 64)))
                .unwrap_or_default();
            format!("{} ({}){v}: {}", status.name(), status.code(), status.meaning())
        }
        _ => String::new(),
    };
    let name = parse_u64(&number)
        .ok()
        .map(|n| match perfreg::perfreg(n, policy.nodes) {
            Ok(p) => p.name,
            Err(e) => e.to_string(),
        })
        .unwrap_or_default();
    html! {
        <div class="panel hv" data-testid="hv-console">
            <h3>{ "Hypervisor (sun4v)" }</h3>
            <div class="controls">
                <label>{ "PerfReg# " }<input class="short" aria-label="PerfReg number" value={(*number).clone()} oninput={input(&number)} /></label>
                <span class="muted">{ name }</span>
            </div>
            <div class="controls">
                <label>{ "value " }<input aria-label="Value to set" value={(*value).clone()} oninput={input(&value)} /></label>
                <button type="button" data-testid="hv-get" onclick={call(KT_GET_PERFREG)}>{ "KT_GET_PERFREG (0x122)" }</button>
                <button type="button" data-testid="hv-set" onclick={call(KT_SET_PERFREG)}>{ "KT_SET_PERFREG (0x123)" }</button>
            </div>
            <div class="controls">
                <button type="button" data-testid="hv-deny-ht" aria-pressed={policy.deny_ht.to_string()} onclick={toggle_ht}>
                    { "Deny HT writes (ENOACCESS)" }
                </button>
            </div>
            if !result.is_empty() {
                <p data-testid="hv-status" class={classes!("status", matches!(session.last(), Some(Outcome::Hypercall { status: HvStatus::Eok, .. })).then_some("ok"))}>{ result }</p>
            }
            <p class="muted">{ "KT Performance Instrumentation and sun4v API, section 3: privileged code reaches the PCR's HT bit, the virtual L2 control register and the DRAM registers only through these calls." }</p>
        </div>
    }
}
