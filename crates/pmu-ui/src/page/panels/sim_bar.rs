//! The simulation bar, which stays in view above the workbench: the cycle, the step buttons,
//! run and pause with the speed, run until, reset, the privilege mode, and a place for the
//! history (time travel). The keyboard shortcuts (`shortcuts.rs`) press these buttons.
//!
//! ```text
//! cycle 20 | Step 1 10 100 1k 1M | Run 10k/frame | Run until [overflow] Go | Reset | Mode [user] now: user | (history) | ?
//! ```

use pmu_model::number::parse_u64;
use pmu_model::sim::{Action, Until};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::mode_control::ModeControl;
use super::select::select_value;
use crate::page::context::use_session;
use crate::page::views::HistoryBar;
use crate::session::format::{count, group, short};
use crate::session::{UiAction, SPEEDS, STEPS};

#[derive(Properties, PartialEq)]
pub struct SimBarProps {
    /// Opens the keyboard shortcuts' help.
    pub on_help: Callback<()>,
}

/// The simulation bar.
#[component]
pub fn SimBar(props: &SimBarProps) -> Html {
    let until_kind = use_state(|| "overflow".to_string());
    let until_cycle = use_state(|| "1000000".to_string());
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let cycle = session.cycle();
    let step = |n: u64| {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Model(Action::Run { cycles: n })))
    };
    let on_until_kind = {
        let k = until_kind.clone();
        Callback::from(move |e: Event| k.set(select_value(&e)))
    };
    let on_until_cycle = {
        let c = until_cycle.clone();
        Callback::from(move |e: InputEvent| c.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let on_until = {
        let s = session.clone();
        let k = until_kind.clone();
        let c = until_cycle.clone();
        Callback::from(move |_: MouseEvent| {
            let until = match k.as_str() {
                "trap" => Until::Trap,
                "thread_switch" => Until::ThreadSwitch,
                "cycle" => match parse_u64(&c) {
                    Ok(n) => Until::Cycle(n),
                    Err(e) => return s.dispatch(UiAction::Error(format!("run until cycle: {e}"))),
                },
                _ => Until::Overflow,
            };
            s.dispatch(UiAction::Model(Action::RunUntil {
                until,
                max_cycles: 1 << 48,
            }));
        })
    };
    let on_run = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Running(true)))
    };
    let on_pause = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Running(false)))
    };
    let on_speed = {
        let s = session.clone();
        Callback::from(move |e: Event| {
            if let Ok(v) = select_value(&e).parse() {
                s.dispatch(UiAction::Speed(v));
            }
        })
    };
    let on_reset = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::Running(false));
            s.dispatch(UiAction::Model(Action::Reset));
        })
    };
    let on_help = props.on_help.reform(|_: MouseEvent| ());
    html! {
        <section class="simbar" aria-label="Simulation controls" data-testid="simbar">
            <div class="sim-main">
                <span class="cycle" data-testid="cycle" aria-live="off">{ format!("cycle {}", group(cycle)) }</span>
                <div class="controls" role="group" aria-label="Step">
                    <span class="label" aria-hidden="true">{ "Step" }</span>
                    { for STEPS.iter().enumerate().map(|(i, n)| html! {
                        <button type="button" data-testid={format!("step-{n}")} data-cycles={n.to_string()} onclick={step(*n)}
                                title={format!("Step {} (shortcut: press {})", count(*n, "cycle", "cycles"), i + 1)}>
                            <span class="visually-hidden">{ "Step " }</span>{ short(*n) }
                        </button>
                    }) }
                </div>
                <div class="controls" role="group" aria-label="Run">
                    if session.screen.running {
                        <button type="button" data-testid="pause" class="primary" onclick={on_pause} title="Pause (shortcut: press r)">{ "Pause" }</button>
                    } else {
                        <button type="button" data-testid="run" class="primary" onclick={on_run} title="Run: the simulation advances at the speed chosen beside (shortcut: press r)">{ "Run" }</button>
                    }
                    <select data-testid="speed" aria-label="Speed: cycles simulated per screen frame" onchange={on_speed}>
                        { for SPEEDS.iter().map(|v| html! {
                            <option value={v.to_string()} selected={*v == session.screen.speed}>{ format!("{} per frame", short(*v)) }</option>
                        }) }
                    </select>
                </div>
            </div>
            <div class="sim-more">
                <div class="controls" role="group" aria-label="Run until">
                    <label>{ "Run until " }
                        <select data-testid="until-select" onchange={on_until_kind}>
                            <option value="overflow" selected={*until_kind == "overflow"}>{ "overflow" }</option>
                            <option value="trap" selected={*until_kind == "trap"}>{ "trap/interrupt" }</option>
                            if machine.features.thread_switching {
                                <option value="thread_switch" selected={*until_kind == "thread_switch"}>{ "thread switch" }</option>
                            }
                            <option value="cycle" selected={*until_kind == "cycle"}>{ "cycle" }</option>
                        </select>
                    </label>
                    // Always there, hidden unless "cycle" is chosen, so that choosing moves nothing.
                    <input class={classes!("seed", (*until_kind != "cycle").then_some("until-off"))}
                           data-testid="until-cycle" aria-label="Run until this cycle"
                           disabled={*until_kind != "cycle"} aria-hidden={(*until_kind != "cycle").then_some("true")}
                           value={(*until_cycle).clone()} oninput={on_until_cycle} />
                    <button type="button" data-testid="run-until" onclick={on_until} title="Run until it happens (shortcut: press g)">{ "Go" }</button>
                    <button type="button" data-testid="reset" onclick={on_reset} title="Reset the machine: registers, counters and cycle">{ "Reset" }</button>
                </div>
                <ModeControl />
                <button type="button" class="help-button" data-testid="help" onclick={on_help}
                        title="Keyboard shortcuts and help (shortcut: press ?)">{ "Keys ?" }</button>
            </div>
            // The history (time travel), beside the controls that make it: on the same line
            // where there is room, on a line of its own where there is not.
            <div class="history-slot" data-testid="history-slot"><HistoryBar shortcuts=true /></div>
        </section>
    }
}
