//! The PCL panel (seed 002): the availability grid (portable events by processor, the paper's
//! fifteen and our three), the countability check for the machine on screen with the register
//! programming it implies (one click applies it through the model), and the portable events'
//! live values and derived rates from the counters it programmed.

use pmu_model::number::hex;
use pmu_model::pcl::metrics::Value;
use pmu_model::pcl::program::Programming;
use pmu_model::pcl::query::{query, Assignment};
use pmu_model::pcl::region::values;
use pmu_model::pcl::{events::EVENTS, Availability, Mode, PROCESSORS};
use pmu_model::sim::{Action, ModeSpec, WriteValue};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::app::SessionCtx;
use crate::state::UiAction;

/// Clock rates this model assumes for MFLOPS (the seeds give none): T4 about 3 GHz (Oracle's
/// SPARC T4 servers run at 2.85 and 3.0 GHz), KT 1.65 GHz, Montecito 1.6 GHz.
fn mhz(machine: &str) -> Option<f64> {
    match machine {
        "sparc-t4" => Some(3000.0),
        "sparc-kt" => Some(1650.0),
        "montecito" => Some(1600.0),
        _ => None,
    }
}

/// An assignment applied to the machine, and the counter values when it was applied.
#[derive(Clone, PartialEq)]
struct Applied {
    assignment: Assignment,
    programming: Programming,
    start_cycle: u64,
}

#[component]
pub fn PclPanel() -> Html {
    let chosen = use_state(|| vec!["PCL_CYCLES", "PCL_INSTR", "PCL_L1DCACHE_MISS"]);
    let mode = use_state(|| Mode::User);
    let applied = use_state(|| None::<Applied>);
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let machine = session.machine();
    let toggle = |name: &'static str| {
        let chosen = chosen.clone();
        Callback::from(move |_: Event| {
            let mut next = (*chosen).clone();
            if let Some(i) = next.iter().position(|n| *n == name) {
                next.remove(i);
            } else {
                next.push(name);
            }
            chosen.set(next);
        })
    };
    let on_mode = {
        let mode = mode.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(m) = Mode::parse(&v) {
                mode.set(m);
            }
        })
    };
    let processor = pmu_model::pcl::processor(machine.id);
    let available: Vec<&'static str> = EVENTS
        .iter()
        .filter(|e| processor.is_some_and(|p| matches!(p.availability(e), Availability::Available(_))))
        .map(|e| e.name)
        .collect();
    // The chosen events this machine has: the choice survives a change of machine, and the
    // check asks only about what the machine could count.
    let effective: Vec<&'static str> = chosen.iter().copied().filter(|n| available.contains(n)).collect();
    let dropped: Vec<&'static str> = chosen
        .iter()
        .copied()
        .filter(|n| !available.contains(n))
        .collect();
    let result = query(machine.id, &effective, *mode);
    let apply = match &result {
        Ok(a) => a.program().ok().map(|p| {
            let (s, a, p, applied) = (session.clone(), a.clone(), p.clone(), applied.clone());
            Callback::from(move |_: MouseEvent| {
                for w in &p.writes {
                    s.dispatch(UiAction::Model(Action::Write {
                        thread: s.thread,
                        unit: 0,
                        reg: w.reg.to_string(),
                        value: WriteValue::Raw(w.value),
                    }));
                }
                // Montecito user monitors count only with PSR.up = 1 (seed 003 Table 3-6).
                if let Some(ModeSpec::Itanium { cpl, pp, .. }) = s.sim.borrow().mode(s.thread) {
                    if p.requires.iter().any(|r| r.contains("PSR.up")) {
                        s.dispatch(UiAction::Model(Action::SetMode {
                            thread: Some(s.thread),
                            mode: ModeSpec::Itanium { cpl, up: true, pp },
                        }));
                    }
                }
                applied.set(Some(Applied {
                    assignment: a.clone(),
                    programming: p.clone(),
                    start_cycle: s.sim.borrow().cycle,
                }));
            })
        }),
        Err(_) => None,
    };
    let live = applied
        .as_ref()
        .filter(|a| a.assignment.processor.id == machine.id)
        .map(|a| {
            let sim = session.sim.borrow();
            let counts = |counter: &str| {
                a.programming
                    .counters
                    .iter()
                    .find(|c| c.counter == counter)
                    .and_then(|c| sim.peek(session.thread, 0, c.reg).map(|v| c.extract(v)))
            };
            (
                values(&a.assignment, &counts, mhz(machine.id)),
                sim.cycle - a.start_cycle.min(sim.cycle),
            )
        });
    html! {
        <div class="panel pcl" data-testid="pcl-panel">
            <h3>{ "PCL: portable events" }</h3>
            <p class="muted">{ "Choose portable events and a count mode; the check finds an assignment of native events to counters (as PCLquery, by matching over the alternatives) or says why there is none. seed 002." }</p>
            <div class="controls">
                <label>{ "mode " }
                    <select data-testid="pcl-mode" aria-label="PCL count mode" onchange={on_mode}>
                        { for [Mode::User, Mode::System, Mode::UserSystem].iter().map(|m| html! {
                            <option value={m.short()} selected={*m == *mode}>{ m.name() }</option>
                        }) }
                    </select>
                </label>
            </div>
            <details>
                <summary>{ format!("{} of 61 events available on {}; {} chosen", available.len(), machine.name, chosen.len()) }</summary>
                <ul class="pcl-events">
                    { for available.iter().map(|name| html! {
                        <li><label><input type="checkbox" checked={chosen.contains(name)} onchange={toggle(name)} />{ *name }</label></li>
                    }) }
                </ul>
            </details>
            { match &result {
                Ok(a) => html! {
                    <div data-testid="pcl-result">
                        <p class="status ok">{ format!("{}: countable", a.status().name()) }</p>
                        <table class="masks">
                            { for a.counters().iter().map(|(counter, event, p)| html! {
                                <tr><td><code>{ *counter }</code></td><td>{ event.name }</td><td class="muted">{ p.term.key() }</td></tr>
                            }) }
                        </table>
                        { match a.program() {
                            Ok(p) => html! {
                                <>
                                    <table class="masks">
                                        { for p.writes.iter().map(|w| html! {
                                            <tr><td><code>{ w.reg }</code></td><td><code>{ hex(w.value, 64) }</code></td>
                                                <td class="muted">{ w.fields.iter().map(|(f, v)| format!("{f}={v}")).collect::<Vec<_>>().join(" ") }</td></tr>
                                        }) }
                                    </table>
                                    { for p.requires.iter().map(|r| html! { <p class="note">{ *r }</p> }) }
                                    if let Some(on_apply) = apply.clone() {
                                        <button type="button" class="primary" data-testid="pcl-apply" onclick={on_apply}>{ "Apply to the registers" }</button>
                                    }
                                </>
                            },
                            Err(e) => html! { <p class="muted">{ e.to_string() }</p> },
                        } }
                    </div>
                },
                Err(e) => html! {
                    <p data-testid="pcl-result" class="status">{ e.to_string() }</p>
                },
            } }
            if !dropped.is_empty() {
                <p class="muted">{ format!("Not available on {} (left out): {}", machine.name, dropped.join(", ")) }</p>
            }
            if let Some((vals, cycles)) = live {
                <h4>{ format!("Live values ({} cycles since applied)", cycles) }</h4>
                <table class="masks" data-testid="pcl-live">
                    { for vals.iter().map(|v| html! {
                        <tr><td>{ v.event.name }</td><td class="num">{ match v.value {
                            Value::Count(c) => c.to_string(),
                            Value::Rate(Some(r)) => format!("{r:.4}"),
                            Value::Rate(None) => "n/a".to_string(),
                        } }</td></tr>
                    }) }
                    { for derived(&vals, mhz(machine.id)).into_iter().map(|(name, formula, v)| html! {
                        <tr><td title={formula}>{ name }</td><td class="num">{ v.map(|v| format!("{v:.4}")).unwrap_or_else(|| "n/a".into()) }</td></tr>
                    }) }
                </table>
            }
            <AvailabilityGrid />
        </div>
    }
}

/// The derived metrics whose inputs are among the live counts.
fn derived(
    vals: &[pmu_model::pcl::region::EventValue],
    mhz: Option<f64>,
) -> Vec<(&'static str, &'static str, Option<f64>)> {
    let count = |name: &str| {
        vals.iter()
            .find(|v| v.event.name == name)
            .and_then(|v| match v.value {
                Value::Count(c) => Some(c),
                Value::Rate(_) => None,
            })
    };
    pmu_model::pcl::metrics::METRICS
        .iter()
        .filter_map(|m| {
            let (n, d) = (count(m.numerator)?, count(m.denominator)?);
            Some((m.event, m.formula, m.compute(n, d, mhz)))
        })
        .collect()
}

/// Portable events by processor: N native, A alternatives, + sum, - difference, / ratio, blank
/// not available; each cell's title is the entry as printed and its citation.
#[component]
fn AvailabilityGrid() -> Html {
    // The grid has over a thousand cells: build it only while it is open, so that it costs
    // nothing on the renders of a live run.
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let d: web_sys::HtmlDetailsElement = e.target_unchecked_into();
            open.set(d.open());
        })
    };
    html! {
        <details class="avail" {ontoggle}>
            <summary data-testid="pcl-grid-toggle">{ "Availability grid (seed 002 tables; our T4/KT/Montecito mappings)" }</summary>
            if *open {
            <div class="avail-scroll">
                <table class="avail-grid" data-testid="pcl-grid">
                    <thead><tr><th>{ "event" }</th>
                        { for PROCESSORS.iter().map(|p| html! { <th title={p.name}><span>{ p.id }</span></th> }) }
                    </tr></thead>
                    <tbody>
                        { for EVENTS.iter().map(|e| html! {
                            <tr><th scope="row" title={e.meaning}>{ e.name.trim_start_matches("PCL_") }</th>
                                { for PROCESSORS.iter().map(|p| match p.availability(e) {
                                    Availability::Available(c) => {
                                        let kind = c.expr.kind();
                                        html! { <td class={classes!("av", kind.name())} title={format!("{}: {} ({})", p.id, c.printed, c.source)}>{ letter(kind.name()) }</td> }
                                    }
                                    Availability::NotAvailable => html! { <td class="av none" /> },
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            }
        </details>
    }
}

fn letter(kind: &str) -> &'static str {
    match kind {
        "native" => "N",
        "alternatives" => "A",
        "sum" => "+",
        "difference" => "−",
        "ratio" => "/",
        _ => "•",
    }
}
