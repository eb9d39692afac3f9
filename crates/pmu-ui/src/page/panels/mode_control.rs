//! The privilege control of the thread on screen.

use pmu_model::sim::{Action, ModeSpec, SparcMode};
use yew::prelude::*;

use crate::page::context::use_session;
use crate::page::views::use_keyed_select;
use crate::session::UiAction;

/// The privilege control: SPARC modes, or Montecito PSR.cpl with PSR.up and PSR.pp.
#[component]
pub fn ModeControl() -> Html {
    // Each choice is a step of the history: chosen with the keys, it is one step, made on
    // Enter or on leaving the list.
    let keyed = use_keyed_select();
    let Some(session) = use_session() else {
        return html! {};
    };
    let mode = session.mode();
    let thread = session.screen.thread;
    let threads = session.threads();
    let apply = {
        let s = session.clone();
        move |m: ModeSpec| {
            s.dispatch(UiAction::Model(Action::SetMode {
                thread: (threads > 1).then_some(thread),
                mode: m,
            }))
        }
    };
    match mode {
        Some(ModeSpec::Sparc(m)) => {
            let on = keyed.handlers(Callback::from(move |v: String| {
                if let Some(m) = SparcMode::parse(&v) {
                    apply(ModeSpec::Sparc(m));
                }
            }));
            let now = session.effective_mode();
            // The base mode is what software set; the workload's system calls and hypervisor
            // traps raise it for a while, and the counters' ut/st/ht see the mode of the moment.
            let now_text = now.map(|n| {
                if n == m {
                    format!("now {}", n.name())
                } else {
                    let why = match n {
                        SparcMode::Hyperprivileged => "hypervisor trap",
                        _ => "system call",
                    };
                    format!("now {} ({why})", n.name())
                }
            });
            html! {
                <div class="controls mode-control">
                    <label title="The mode software runs in; the workload's system calls and hypervisor traps raise it for a while">{ "Mode " }
                        <select data-testid="mode-select" onchange={on.onchange} onkeydown={on.onkeydown} onmousedown={on.onmousedown} onblur={on.onblur}>
                            { for [SparcMode::User, SparcMode::Privileged, SparcMode::Hyperprivileged].iter().map(|x| html! {
                                <option value={x.name()} selected={*x == m}>{ x.name() }</option>
                            }) }
                        </select>
                    </label>
                    if let Some(t) = now_text {
                        <span class="muted mode-now" data-testid="mode-now"
                              title="The mode at this cycle: the workload's system calls and hypervisor traps raise the mode software set, for a while">{ t }</span>
                    }
                </div>
            }
        }
        Some(ModeSpec::Itanium { cpl, up, pp }) => {
            let on_cpl = {
                let apply = apply.clone();
                keyed.handlers(Callback::from(move |v: String| {
                    if let Ok(c) = v.parse() {
                        apply(ModeSpec::Itanium { cpl: c, up, pp });
                    }
                }))
            };
            let on_up = {
                let apply = apply.clone();
                Callback::from(move |_: MouseEvent| apply(ModeSpec::Itanium { cpl, up: !up, pp }))
            };
            let on_pp = Callback::from(move |_: MouseEvent| apply(ModeSpec::Itanium { cpl, up, pp: !pp }));
            html! {
                <div class="controls mode-control">
                    <label title="The current privilege level (0 most privileged, 3 user)">{ "PSR.cpl " }
                        <select data-testid="mode-select" onchange={on_cpl.onchange} onkeydown={on_cpl.onkeydown} onmousedown={on_cpl.onmousedown} onblur={on_cpl.onblur}>
                            { for (0..4u8).map(|c| html! { <option value={c.to_string()} selected={c == cpl}>{ c }</option> }) }
                        </select>
                    </label>
                    <button type="button" data-testid="psr-up" aria-pressed={up.to_string()} onclick={on_up}
                            title="PSR.up: enables the user monitors (PMC.pm = 0)">{ "PSR.up" }</button>
                    <button type="button" data-testid="psr-pp" aria-pressed={pp.to_string()} onclick={on_pp}
                            title="PSR.pp: enables the privileged monitors (PMC.pm = 1)">{ "PSR.pp" }</button>
                </div>
            }
        }
        None => html! {},
    }
}
