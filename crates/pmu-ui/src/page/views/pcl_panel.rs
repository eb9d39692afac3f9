//! The PCL panel (seed 002): the availability grid (portable events by processor, the paper's
//! fifteen and our three), the countability check for the machine on screen with the register
//! programming it implies (one click applies it through the model), and the portable events'
//! live values and derived rates from the counters it programmed.
//!
//! Apply does what PCLstart does (seed 002 L2155-L2161), as model actions that the session
//! records: the model says which privilege each write needs and raises the thread to it for
//! the writes (`pcl::region::start_actions`), so a KT PCR is written in privileged mode, not
//! trapped in user mode. The live values then say when nothing counts, and why if the model
//! can tell (the thread's mode is not one the programming counts in).

use pmu_model::pcl::metrics::Value;
use pmu_model::pcl::program::Programming;
use pmu_model::pcl::query::{query, Assignment};
use pmu_model::pcl::region::{counts_in, start_actions, values};
use pmu_model::pcl::{events::EVENTS, Availability, Mode, PROCESSORS};
use pmu_model::sim::{ModeSpec, Simulator};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::pcl_region::PclRegion;
use super::pieces::register_values;
use crate::page::context::SessionCtx;
use crate::session::format::readable;
use crate::session::UiAction;

/// An assignment applied to the machine: to which thread, and when.
#[derive(Clone, PartialEq)]
struct Applied {
    assignment: Assignment,
    programming: Programming,
    thread: u32,
    start_cycle: u64,
}

/// The counters an applied assignment programmed, last seen at a cycle: whether they moved
/// since tells whether anything is counting now.
#[derive(Clone, Default)]
struct Seen {
    cycle: u64,
    counts: Vec<u64>,
    stalled_over: Option<u64>,
}

/// What the model says of an applied assignment now.
struct Live {
    values: Vec<pmu_model::pcl::region::EventValue>,
    cycles: u64,
    counts: Vec<u64>,
    /// Fields the programming set that no longer hold its value ("PCR.sl0").
    changed: Vec<String>,
    /// The applied thread's mode, if the programming does not count in it.
    idle_mode: Option<ModeSpec>,
    cycle: u64,
}

fn live(sim: &Simulator, a: &Applied, mhz: Option<f64>) -> Live {
    let p = &a.programming;
    let count_of =
        |c: &pmu_model::pcl::program::CounterReg| sim.peek(a.thread, 0, c.reg).map(|v| c.extract(v));
    let counts_by_name = |counter: &str| {
        p.counters
            .iter()
            .find(|c| c.counter == counter)
            .and_then(count_of)
    };
    let changed = p
        .writes
        .iter()
        .filter(|w| !p.counters.iter().any(|c| c.reg == w.reg))
        .flat_map(|w| {
            let reg = sim.machine.register(w.reg);
            let now = sim.peek(a.thread, 0, w.reg);
            w.fields.iter().filter_map(move |(f, _)| {
                let field = reg?.field(f)?;
                (now.map(|v| field.get(v)) != Some(field.get(w.value))).then(|| format!("{}.{f}", w.reg))
            })
        })
        .collect();
    Live {
        values: values(&a.assignment, &counts_by_name, mhz),
        cycles: sim.cycle.saturating_sub(a.start_cycle),
        counts: p.counters.iter().map(|c| count_of(c).unwrap_or(0)).collect(),
        changed,
        idle_mode: sim.mode(a.thread).filter(|m| !counts_in(a.assignment.mode, *m)),
        cycle: sim.cycle,
    }
}

/// "user mode" for PCL_MODE_USER, and so on.
fn mode_words(m: Mode) -> &'static str {
    match m {
        Mode::User => "user mode",
        Mode::System => "system mode",
        Mode::UserSystem => "user and system mode",
    }
}

#[component]
pub fn PclPanel() -> Html {
    let chosen = use_state(|| vec!["PCL_CYCLES", "PCL_INSTR", "PCL_L1DCACHE_MISS"]);
    let mode = use_state(|| Mode::User);
    let applied = use_state(|| None::<Applied>);
    let seen = use_mut_ref(Seen::default);
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
                // The plan is read from the model first; the borrow ends before the dispatch,
                // which runs the reducer at once.
                let (actions, start_cycle) =
                    s.with(|sim| (start_actions(sim, s.screen.thread, &p), sim.cycle));
                s.dispatch(UiAction::Batch(actions));
                applied.set(Some(Applied {
                    assignment: a.clone(),
                    programming: p.clone(),
                    thread: s.screen.thread,
                    start_cycle,
                }));
            })
        }),
        Err(_) => None,
    };
    let live = applied
        .as_ref()
        .filter(|a| a.assignment.processor.id == machine.id && a.thread < session.threads())
        .map(|a| {
            (
                a,
                session.with(|sim| live(sim, a, Some(f64::from(machine.clock_mhz)))),
            )
        });
    // Whether the counters moved since the last render at an earlier cycle.
    let stalled_over = live.as_ref().and_then(|(_, l)| {
        let mut seen = seen.borrow_mut();
        if l.cycle < seen.cycle || seen.counts.len() != l.counts.len() {
            *seen = Seen::default();
        }
        if l.cycle > seen.cycle {
            seen.stalled_over =
                (seen.counts == l.counts && !seen.counts.is_empty()).then_some(l.cycle - seen.cycle);
            seen.cycle = l.cycle;
            seen.counts = l.counts.clone();
        }
        seen.stalled_over
    });
    let status = live.as_ref().and_then(|(a, l)| {
        let context = format!("{} {}", machine.contexts.name, a.thread);
        let why = match l.idle_mode {
            Some(m) => format!(
                ": the counters count in {} ({}) and {context} is in {m}. Change the mode with the mode control in the simulation bar (Mode, under the step buttons).",
                mode_words(a.assignment.mode),
                a.assignment.mode.name()
            ),
            None => ". The chosen events may not occur in this workload, or counting is disabled (see the registers and the log).".to_string(),
        };
        if !l.changed.is_empty() {
            Some(format!(
                "The registers no longer hold what Apply wrote ({}): a write was refused (see the log) or they changed since. Apply again to count these events.",
                l.changed.join(", ")
            ))
        } else if l.cycles == 0 {
            Some(format!("Applied to {context}. Step or run: the counts start from 0."))
        } else if l.counts.iter().all(|c| *c == 0) {
            Some(format!("Nothing has counted in the {} cycles since Apply{why}", crate::session::format::group(l.cycles)))
        } else {
            stalled_over.map(|d| format!("Not counting now: no count changed in the last {} cycles{why}", crate::session::format::group(d)))
        }
    });
    html! {
        <div class="panel pcl" data-testid="pcl-panel">
            <h3>{ "PCL: portable events" }</h3>
            <p class="muted">{ "Choose portable events and a count mode; the check finds an assignment of native events to counters (as PCLquery, by matching over the alternatives) or says why there is none (PCL 2.2 paper)." }</p>
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
                                <tr><td><code>{ *counter }</code></td><td>{ event.name }<div class="muted decoded">{ p.term.key() }</div></td></tr>
                            }) }
                        </table>
                        { match a.program() {
                            Ok(p) => html! {
                                <>
                                    { register_values(None, p.writes.iter().map(|w| {
                                        (w.reg, w.value, w.fields.iter().map(|(f, v)| format!("{f}={v}")).collect::<Vec<_>>().join(" "))
                                    })) }
                                    { for p.requires.iter().map(|r| html! { <p class="note">{ readable(r) }</p> }) }
                                    if let Some(on_apply) = apply.clone() {
                                        <button type="button" class="primary" data-testid="pcl-apply" onclick={on_apply}>{ "Apply to the registers" }</button>
                                    }
                                </>
                            },
                            Err(e) => html! { <p class="muted">{ readable(&e.to_string()) }</p> },
                        } }
                    </div>
                },
                Err(e) => html! {
                    <p data-testid="pcl-result" class="status">{ readable(&e.to_string()) }</p>
                },
            } }
            if !dropped.is_empty() {
                <p class="muted">{ format!("Not available on {} (left out): {}", machine.name, dropped.join(", ")) }</p>
            }
            <PclRegion events={effective.clone()} mode={*mode} />
            if let Some((_, Live { values: vals, cycles, .. })) = live {
                <h4>{ format!("Live values ({} cycles since applied)", cycles) }</h4>
                if let Some(status) = status {
                    <p class="note" role="status" data-testid="pcl-status">{ status }</p>
                }
                <table class="masks" data-testid="pcl-live">
                    { for vals.iter().map(|v| html! {
                        <tr><td>{ v.event.name }</td><td class="num">{ match v.value {
                            Value::Count(c) => c.to_string(),
                            Value::Rate(Some(r)) => format!("{r:.4}"),
                            Value::Rate(None) => "n/a".to_string(),
                        } }</td></tr>
                    }) }
                    { for derived(&vals, Some(f64::from(machine.clock_mhz))).into_iter().map(|(name, formula, v)| html! {
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
            <summary data-testid="pcl-grid-toggle">{ "Availability grid (the PCL 2.2 paper's tables; this model's T4, KT and Montecito mappings)" }</summary>
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
                                        html! { <td class={classes!("av", kind.name())} title={format!("{}: {} ({})", p.id, c.printed, readable(c.source))}>{ letter(kind.name()) }</td> }
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
