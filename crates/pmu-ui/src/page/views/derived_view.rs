//! The derived monitors the counters on screen compute (`Simulator::derived`): each one's value
//! beside the counters, its formula, the counters that supplied its terms, and the table it
//! comes from; and every monitor of the machine with its equation, so that a user can see what
//! to program for one (test hooks `derived`, `derived-<name>`, `derived-all`).

use pmu_model::derived::DerivedValue;
use pmu_model::event::Derived;
use pmu_model::machine::Machine;
use yew::prelude::*;

use crate::session::format::{count, figure, group, readable};

/// The derived monitors computed now, then every monitor of `machine` in a closed list.
pub fn derived_view(machine: &'static Machine, values: &[DerivedValue<'static>]) -> Html {
    if machine.derived.is_empty() {
        return html! {};
    }
    html! {
        <div class="derived" data-testid="derived">
            <h3 title="Quantities computed from the counters programmed now (instructions per cycle, miss ratios), each with its formula and source">{ "Derived monitors" }</h3>
            if values.is_empty() {
                <p class="muted">{ "None yet: a derived monitor shows once its events are programmed (see the list below)." }</p>
            } else {
                <table class="counters derived-rows">
                    <tbody>
                    { for values.iter().map(|d| {
                        let m = d.monitor;
                        html! {
                            <tr>
                                <th scope="row">
                                    <details>
                                        <summary title={readable(m.description)}>{ m.name }</summary>
                                        <p>{ readable(m.description) }</p>
                                        <p><code>{ d.formula }</code></p>
                                        if !m.equation.is_empty() && d.formula != m.equation {
                                            <p class="muted">{ format!("The manual: {}", m.equation) }</p>
                                        }
                                        if !m.note.is_empty() {
                                            <p class="note">{ readable(m.note) }</p>
                                        }
                                        <ul class="terms">
                                        { for d.terms.iter().map(|t| html! {
                                            <li><code>{ t.term.clone() }</code>{ format!(" = {} ({})", group(t.count), t.counter) }</li>
                                        }) }
                                        </ul>
                                        <p class="cite">{ readable(m.source) }</p>
                                    </details>
                                </th>
                                <td class="num" data-testid={format!("derived-{}", m.name)}
                                    title={if d.value.is_none() { "A denominator is 0: nothing counted yet" } else { "" }}>
                                    { d.value.map(figure).unwrap_or_else(|| "\u{2014}".to_string()) }
                                </td>
                            </tr>
                        }
                    }) }
                    </tbody>
                </table>
            }
            <AllDerived machine={machine} />
        </div>
    }
}

#[derive(Properties)]
struct AllDerivedProps {
    machine: &'static Machine,
}

impl PartialEq for AllDerivedProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.machine, other.machine)
    }
}

/// Every monitor of the machine with its equation, in a closed list: a component of its own so
/// that it is drawn once per machine rather than at every frame of a live run.
#[component]
fn AllDerived(props: &AllDerivedProps) -> Html {
    let machine = props.machine;
    html! {
        <details class="derived-all" data-testid="derived-all">
            <summary>{ format!("All {} of {}", count(machine.derived.len() as u64, "derived monitor", "derived monitors"), machine.name) }</summary>
            <ul>
            { for machine.derived.iter().map(|m| html! {
                <li title={readable(m.description)}><code>{ m.name }</code>{ format!(" = {}", equation(m)) }<span class="cite">{ format!(" ({})", readable(m.source)) }</span></li>
            }) }
            </ul>
        </details>
    }
}

/// The equation as the manual prints it, or, for a monitor of this model's own (no manual
/// equation), the formulas it evaluates.
fn equation(m: &Derived) -> String {
    if m.equation.is_empty() {
        m.formulas.join(" or ")
    } else {
        m.equation.to_string()
    }
}
