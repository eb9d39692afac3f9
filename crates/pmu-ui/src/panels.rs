//! The three columns: registers (navigation and the bit grid), simulation (mode, stepping,
//! running, counters, log) and views (events, charts, consoles). Each reads the session from
//! context and turns clicks into [`UiAction`]s; none computes what the model computes.

use pmu_model::machines::sparc_kt::perfreg::{self, HvStatus, KT_GET_PERFREG, KT_SET_PERFREG};
use pmu_model::number::{hex, parse_u64};
use pmu_model::register::{Register, Scope};
use pmu_model::sim::{Action, HvPolicy, ModeSpec, Outcome, SparcMode, Until};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::app::{write_raw, SessionCtx};
use crate::charts::CounterChart;
use crate::register_view::RegisterView;
use crate::state::{UiAction, SPEEDS};

/// The session from context.
#[hook]
fn use_session() -> Option<SessionCtx> {
    use_context::<SessionCtx>()
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// The register column: thread and unit choice, the register list grouped as the manual groups
/// them, and the chosen register's bit grid.
#[component]
pub fn RegisterColumn() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let threads = session.threads();
    let mut groups: Vec<&str> = Vec::new();
    for r in machine.registers {
        if !groups.contains(&r.group) {
            groups.push(r.group);
        }
    }
    let current = session.current.and_then(|n| machine.register(n));
    let on_thread = {
        let s = session.clone();
        Callback::from(move |e: Event| {
            if let Ok(t) = select_value(&e).parse() {
                s.dispatch(UiAction::Thread(t));
            }
        })
    };
    let units = current.map_or(1, |r| match r.scope {
        Scope::Mcu { count, .. } | Scope::Node { count } => count,
        _ => 1,
    });
    let on_unit = {
        let s = session.clone();
        Callback::from(move |e: Event| {
            if let Ok(u) = select_value(&e).parse() {
                s.dispatch(UiAction::Unit(u));
            }
        })
    };
    let view = current.map(|reg| {
        let value = session.peek(reg.name).unwrap_or(0);
        let s = session.clone();
        let on_write = Callback::from(move |v: u64| write_raw(&s, reg.name, v));
        html! {
            <RegisterView key={reg.name} machine={machine} register={reg} value={value}
                          on_write={on_write} notes={session.notes.clone()} />
        }
    });
    html! {
        <section class="column registers-column" aria-label="Registers">
            <div class="column-head">
                <h2>{ "Registers" }</h2>
                <label>{ format!("{} ", machine.contexts.name) }
                    <select data-testid="thread-select" aria-label={format!("{} on screen", machine.contexts.name)} onchange={on_thread}>
                        { for (0..threads).map(|t| html! {
                            <option value={t.to_string()} selected={t == session.thread}>{ t }</option>
                        }) }
                    </select>
                </label>
                if units > 1 {
                    <label>{ if matches!(current.map(|r| r.scope), Some(Scope::Node { .. })) { "node " } else { "MCU " } }
                        <select data-testid="unit-select" aria-label="Unit" onchange={on_unit}>
                            { for (0..u32::from(units)).map(|u| html! {
                                <option value={u.to_string()} selected={u == session.unit}>{ u }</option>
                            }) }
                        </select>
                    </label>
                }
            </div>
            <nav class="register-list" aria-label={format!("{} registers", machine.name)}>
                { for groups.iter().map(|g| html! {
                    <div class="register-group">
                        <h3>{ *g }</h3>
                        <ul>
                            { for machine.registers.iter().filter(|r| r.group == *g).map(|r| register_item(&session, r)) }
                        </ul>
                    </div>
                }) }
            </nav>
            { for view }
        </section>
    }
}

fn register_item(session: &SessionCtx, r: &'static Register) -> Html {
    let name = r.name;
    let is_current = session.current == Some(name);
    let s = session.clone();
    let onclick = Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Show(name)));
    html! {
        <li>
            <button type="button" class="reg-item" data-testid={format!("reg-item-{name}")}
                    aria-current={is_current.then_some("true")} title={r.location} {onclick}>
                { name }
            </button>
        </li>
    }
}

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
                        if machine.id == "montecito" {
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
            <h3>{ "Counters" }
                if machine.id == "montecito" {
                    { freeze_badge(&session) }
                }
            </h3>
            <table class="counters">
                <thead><tr><th>{ "counter" }</th><th>{ "value" }</th><th>{ "hex" }</th><th>{ "ov" }</th></tr></thead>
                <tbody>
                    { for counters.iter().map(|c| html! {
                        <tr>
                            <th scope="row">{ c.label.clone() }</th>
                            <td class="num" data-testid={format!("counter-{}", c.id)}>{ group(c.value) }</td>
                            <td class="hex" title={format!("{}-bit counter", c.width)}>{ hex(c.value, c.width as u8) }</td>
                            <td>
                                <span data-testid={format!("overflow-{}", c.id)}
                                      class={classes!("badge", c.overflow.then_some("lit"))}
                                      title={c.overflow_bit.clone()}
                                      aria-label={format!("{} {}", c.overflow_bit, if c.overflow { "set" } else { "clear" })}>
                                    { if c.overflow { "OV" } else { "ov" } }
                                </span>
                            </td>
                        </tr>
                    }) }
                </tbody>
            </table>
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

/// The workload's parameters as JSON (docs/scenarios.md), editable: the mix, cache and TLB
/// behaviour, branch behaviour and privilege phases.
#[component]
fn WorkloadEditor() -> Html {
    let text = use_state(|| None::<String>);
    let Some(session) = use_session() else {
        return html! {};
    };
    let spec = session.workload();
    let current = serde_json::to_string_pretty(&spec).unwrap_or_default();
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

/// PMC0.fr: when set, every monitor of the thread is frozen (seed 003 Table 3-8).
fn freeze_badge(session: &SessionCtx) -> Html {
    let fr = session
        .with(|sim| sim.peek(session.thread, 0, "PMC0"))
        .is_some_and(|v| v & 1 == 1);
    html! {
        <span data-testid="freeze" class={classes!("badge", "freeze", fr.then_some("lit"))}
              title="PMC0.fr: set by hardware on an overflow with PMCi.oi = 1; while set, monitoring is frozen">
            { if fr { " FROZEN (PMC0.fr)" } else { " PMC0.fr clear" } }
        </span>
    }
}

/// The privilege control: SPARC modes, or Montecito PSR.cpl with PSR.up and PSR.pp.
#[component]
fn ModeControl() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let mode = session.mode();
    let thread = session.thread;
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
            let on = Callback::from(move |e: Event| {
                if let Some(m) = SparcMode::parse(&select_value(&e)) {
                    apply(ModeSpec::Sparc(m));
                }
            });
            let now = session.effective_mode();
            html! {
                <div class="controls">
                    <label>{ "Mode " }
                        <select data-testid="mode-select" aria-label="Privilege mode" onchange={on}>
                            { for [SparcMode::User, SparcMode::Privileged, SparcMode::Hyperprivileged].iter().map(|x| html! {
                                <option value={x.name()} selected={*x == m}>{ x.name() }</option>
                            }) }
                        </select>
                    </label>
                    if let Some(now) = now {
                        <span class="muted" title="The workload's system calls and hypervisor traps raise the base mode">
                            { format!("now: {}", now.name()) }
                        </span>
                    }
                </div>
            }
        }
        Some(ModeSpec::Itanium { cpl, up, pp }) => {
            let on_cpl = {
                let apply = apply.clone();
                Callback::from(move |e: Event| {
                    if let Ok(c) = select_value(&e).parse() {
                        apply(ModeSpec::Itanium { cpl: c, up, pp });
                    }
                })
            };
            let on_up = {
                let apply = apply.clone();
                Callback::from(move |_: MouseEvent| apply(ModeSpec::Itanium { cpl, up: !up, pp }))
            };
            let on_pp = Callback::from(move |_: MouseEvent| apply(ModeSpec::Itanium { cpl, up, pp: !pp }));
            html! {
                <div class="controls">
                    <label>{ "PSR.cpl " }
                        <select data-testid="mode-select" aria-label="PSR.cpl" onchange={on_cpl}>
                            { for (0..4u8).map(|c| html! { <option value={c.to_string()} selected={c == cpl}>{ c }</option> }) }
                        </select>
                    </label>
                    <button type="button" data-testid="psr-up" aria-pressed={up.to_string()} onclick={on_up}>{ "PSR.up" }</button>
                    <button type="button" data-testid="psr-pp" aria-pressed={pp.to_string()} onclick={on_pp}>{ "PSR.pp" }</button>
                </div>
            }
        }
        None => html! {},
    }
}

/// The views column: charts, the event catalogue, and the machine's own consoles.
#[component]
pub fn ViewsColumn() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    html! {
        <section class="column views-column" aria-label="Views">
            <div class="column-head"><h2>{ "Views" }</h2></div>
            if machine.id == "montecito" {
                <crate::mt_views::ThreadView />
            }
            <CounterChart />
            if machine.id == "montecito" {
                <crate::mt_views::TraceView />
            }
            if machine.id == "sparc-kt" {
                <HypervisorConsole />
            }
            <crate::pcl_panel::PclPanel />
            <EventCatalogue />
            <crate::choices::ModellingChoices />
        </section>
    }
}

/// The event catalogue: searchable, with the selected event's description and citation.
#[component]
pub fn EventCatalogue() -> Html {
    let query = use_state(String::new);
    let selected = use_state(|| None::<&'static str>);
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let on_query = {
        let q = query.clone();
        Callback::from(move |e: InputEvent| q.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let q = query.to_ascii_lowercase();
    let matches: Vec<_> = machine
        .events
        .iter()
        .filter(|e| {
            q.is_empty()
                || e.name.to_ascii_lowercase().contains(&q)
                || e.description.to_ascii_lowercase().contains(&q)
                || format!("{:#x}", e.code) == q
        })
        .collect();
    let chosen = selected.and_then(|n| machine.event(n));
    html! {
        <div class="panel events">
            <h3>{ format!("Events ({})", machine.events.len()) }</h3>
            <input type="search" data-testid="event-search" aria-label="Search events" placeholder="search name, description or 0xcode"
                   value={(*query).clone()} oninput={on_query} />
            <ul class="event-list">
                { for matches.iter().take(80).map(|e| {
                    let name = e.name;
                    let sel = selected.clone();
                    html! {
                        <li>
                            <button type="button" class={classes!("event-item", (Some(name) == *selected).then_some("selected"))}
                                    onclick={Callback::from(move |_: MouseEvent| sel.set(Some(name)))}>
                                <code>{ format!("{:#04x}", e.code) }</code>{ " " }{ name }
                            </button>
                        </li>
                    }
                }) }
            </ul>
            if let Some(e) = chosen {
                <div class="event-details" data-testid="event-details">
                    <h4>{ e.name }<code>{ format!(" {} = {:#x}", machine.event_select_field, e.code) }</code></h4>
                    <p>{ e.description }</p>
                    <p class="muted">{ format!("counters: {}; at most {} per cycle", e.counters.join(", "), e.max_increment) }
                        { e.precise.map(|p| if p { "; precise" } else { "; not precise" }).unwrap_or_default() }</p>
                    if !e.masks.is_empty() {
                        <table class="masks">
                            { for e.masks.iter().map(|m| html! {
                                <tr><td><code>{ format!("{:#04x}", m.value) }</code></td><td>{ m.name }</td><td class="muted">{ m.description }</td></tr>
                            }) }
                        </table>
                    }
                    if !e.other_masks.is_empty() { <p class="muted">{ "Other values: " }{ e.other_masks }</p> }
                    { for e.notes.iter().map(|n| html! { <p class="note">{ *n }</p> }) }
                    <p class="source">{ "Source: " }{ e.source }</p>
                </div>
            }
        </div>
    }
}

/// KT_GET_PERFREG / KT_SET_PERFREG with a PerfReg# and value; the hypervisor's policy.
#[component]
fn HypervisorConsole() -> Html {
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
                thread: s.thread,
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
    let result = match &session.last {
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
                <p data-testid="hv-status" class={classes!("status", matches!(session.last, Some(Outcome::Hypercall { status: HvStatus::Eok, .. })).then_some("ok"))}>{ result }</p>
            }
            <p class="muted">{ "seed 001 section 3: privileged code reaches the PCR's HT bit, the virtual L2 control register and the DRAM registers only through these calls." }</p>
        </div>
    }
}

/// `12345678` as `12,345,678`.
pub fn group(v: u64) -> String {
    let s = v.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `1000000` as `1M`.
fn short(v: u64) -> String {
    match v {
        v if v >= 1_000_000_000 && v % 1_000_000_000 == 0 => format!("{}G", v / 1_000_000_000),
        v if v >= 1_000_000 && v % 1_000_000 == 0 => format!("{}M", v / 1_000_000),
        v if v >= 1000 && v % 1000 == 0 => format!("{}k", v / 1000),
        v => v.to_string(),
    }
}
