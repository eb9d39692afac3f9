//! The simulation column: mode, workload, stepping, running, run-until, the counters and the
//! log.

use pmu_model::number::parse_u64;
use pmu_model::sim::{Action, Until};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{select_value, ModeControl, WorkloadEditor};
use crate::context::{use_session, SessionCtx};
use crate::format::{group, short};
use crate::state::{UiAction, SPEEDS};
use crate::views::{counter_table, ChangesView, HistoryBar};

/// The simulation column: mode, stepping, running, counters and the log.
#[component]
pub fn SimColumn() -> Html {
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
    let counters = session.counters();
    let stopped = session.not_counting();
    let log = session.log_tail(200);
    html! {
        <section class="column sim-column" aria-label="Simulation">
            <div class="column-head"><h2>{ "Simulation" }</h2>
                <span class="cycle" data-testid="cycle">{ format!("cycle {}", group(cycle)) }</span>
            </div>
            <ModeControl />
            <WorkloadEditor />
            <div class="controls" role="group" aria-label="Step">
                <span class="label">{ "Step" }</span>
                { for [1u64, 10, 100, 1000, 1_000_000].iter().map(|n| html! {
                    <button type="button" data-testid={format!("step-{n}")} onclick={step(*n)}
                            aria-label={format!("Step {n} cycles")}>{ short(*n) }</button>
                }) }
            </div>
            <div class="controls" role="group" aria-label="Run">
                if session.running {
                    <button type="button" data-testid="pause" class="primary" onclick={on_pause}>{ "Pause" }</button>
                } else {
                    <button type="button" data-testid="run" class="primary" onclick={on_run}>{ "Run" }</button>
                }
                <label>{ "speed " }
                    <select data-testid="speed" aria-label="Cycles per frame" onchange={on_speed}>
                        { for SPEEDS.iter().map(|v| html! {
                            <option value={v.to_string()} selected={*v == session.speed}>{ format!("{}/frame", short(*v)) }</option>
                        }) }
                    </select>
                </label>
                <button type="button" data-testid="reset" onclick={on_reset}>{ "Reset" }</button>
            </div>
            <div class="controls" role="group" aria-label="Run until">
                <label>{ "Run until " }
                    <select data-testid="until-select" aria-label="Run until" onchange={on_until_kind}>
                        <option value="overflow" selected={*until_kind == "overflow"}>{ "overflow" }</option>
                        <option value="trap" selected={*until_kind == "trap"}>{ "trap or interrupt" }</option>
                        if machine.features.thread_switching {
                            <option value="thread_switch" selected={*until_kind == "thread_switch"}>{ "thread switch" }</option>
                        }
                        <option value="cycle" selected={*until_kind == "cycle"}>{ "cycle" }</option>
                    </select>
                </label>
                if *until_kind == "cycle" {
                    <input class="seed" data-testid="until-cycle" aria-label="Run until this cycle"
                           value={(*until_cycle).clone()} oninput={on_until_cycle} />
                }
                <button type="button" data-testid="run-until" onclick={on_until}>{ "Go" }</button>
            </div>
            <HistoryBar shortcuts=true />
            <h3>{ "Counters" }
                { freeze_badge(&session) }
            </h3>
            { counter_table(&counters, false, &stopped) }
            <ChangesView />
            <h3>{ "Log" }</h3>
            <ol class="log" data-testid="log" aria-live="polite" reversed=true>
                { for log.iter().rev().map(|e| {
                    let kind = e.kind.name();
                    html! { <li class={classes!("log-entry", kind)}><span class="log-cycle">{ group(e.cycle) }</span>{ " " }{ e.describe() }</li> }
                }) }
            </ol>
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
        .with(|sim| sim.peek(session.thread, 0, fr.reg))
        .is_some_and(|v| field.get(v) != 0);
    let name = format!("{}.{}", fr.reg, fr.field);
    html! {
        <span data-testid="freeze" class={classes!("badge", "freeze", set.then_some("lit"))}
              title={format!("{name}: {}", field.description)}>
            { if set { format!(" FROZEN ({name})") } else { format!(" {name} clear") } }
        </span>
    }
}
