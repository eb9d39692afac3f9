//! The Montecito execution trace buffer and the EAR captures of the thread on screen (seed 003
//! sections 3.3.8-3.3.10).

use pmu_model::decode::{decode_with, MachineContext};
use pmu_model::number::hex;
use pmu_model::sim::Simulator;
use yew::prelude::*;

use super::pieces::register_values;
use crate::page::context::SessionCtx;
use crate::session::format::{count, readable};

/// The execution trace buffer (PMD48-63, newest first, with PMD38's index and full bit) and the
/// EAR captures of the thread on screen.
#[component]
pub fn TraceView() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    session.with(|sim| trace_view(sim, session.screen.thread))
}

/// The trace view of thread `t` in the model's state.
fn trace_view(sim: &Simulator, t: u32) -> Html {
    let Some(view) = sim.trace_view(t) else {
        return html! {};
    };
    let entries = view.entries;
    // PMD38's fields, read through its table (seed 003 Table 3-28).
    let pmd38 = |name: &str| {
        let reg = sim.machine.register("PMD38")?;
        Some(reg.field(name)?.get(sim.peek(t, 0, reg.name)?))
    };
    let (ebi, full) = (pmd38("ebi").unwrap_or(0), pmd38("full") == Some(1));
    // The buffer holds its entries in the model at all times, but software reads them only
    // while monitoring is frozen: "While event collection is enabled, reads of PMD48-63 return
    // undefined values" (seed 003 L1649). The table says which it is.
    let frozen = sim
        .machine
        .register("PMC0")
        .and_then(|r| Some(r.field("fr")?.get(sim.peek(t, 0, r.name)?)))
        == Some(1);
    let ears = view.ears;
    let fields = |sim: &Simulator, reg: &str, v: u64| -> String {
        let Some(r) = sim.machine.register(reg) else {
            return String::new();
        };
        let ctx = MachineContext {
            machine: sim.machine,
            values: |name: &str| sim.peek(t, 0, name),
        };
        decode_with(sim.machine, r, v, &ctx)
            .fields
            .iter()
            .filter(|f| {
                f.active == Some(true) && !f.field.name.starts_with("ig") && !f.field.name.starts_with("rsv")
            })
            .map(|f| {
                // Addresses and latencies read best in hex; named values by their names.
                let shown =
                    if f.meaning.is_empty() || (f.field.named_values().is_empty() && f.field.width() > 4) {
                        format!("{:#x}", f.value)
                    } else {
                        f.meaning.clone()
                    };
                format!("{}={shown}", f.field.name)
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    html! {
        <div class="panel trace" data-testid="trace-view">
            <h3>{ "Execution trace buffer" }</h3>
            <p class="muted">{ format!("PMD38: next entry {} (PMD{}), full {}; {}. {}", ebi, 48 + ebi, full, count(entries.len() as u64, "entry", "entries"),
                readable("The trace registers \"can be read only when event monitoring is frozen (PMC0.fr is one)\" (seed 003 L1050).")) }</p>
            if entries.is_empty() {
                <p class="muted">{ "Empty. Program PMC39 (which branches, which privilege levels) and PMC42 (mode 000: ETB), then run." }</p>
            } else {
                if frozen {
                    <p class="etb-state" data-testid="etb-state">{ "Monitoring is frozen (PMC0.fr = 1): software reads these entries as they are." }</p>
                } else {
                    <p class="etb-state unfrozen" data-testid="etb-state">{ readable("What the buffer holds now. Monitoring is not frozen (PMC0.fr = 0), so software reading PMD48-63 gets undefined values: \"While event collection is enabled, reads of PMD48-63 return undefined values\" (seed 003 L1649). Freeze it (PMC0.fr = 1, or an overflow with PMC.oi set) to read them.") }</p>
                }
                // The entries keep their columns whole; the table scrolls in its own box.
                <div class="table-scroll">
                <table class={classes!("masks", "etb", (!frozen).then_some("unfrozen"))}>
                    <thead><tr><th>{ "#" }</th><th>{ "PMD" }</th><th>{ "entry, and its fields" }</th></tr></thead>
                    { for entries.iter().rev().enumerate().map(|(i, (pmd, v, ext))| html! {
                        <tr data-testid="trace-row">
                            <td>{ i }</td><td>{ format!("PMD{pmd}") }</td>
                            <td><code>{ hex(*v, 64) }</code>
                                <div class="muted decoded">{ fields(sim, &format!("PMD{pmd}"), *v) }{ format!(" ext={ext:#x}") }</div></td>
                        </tr>
                    }) }
                </table>
                </div>
            }
            if let Some((data, inst)) = ears {
                <h4>{ "Event address registers" }</h4>
                { register_values(Some("ears"), [("PMD32", data[0]), ("PMD33", data[1]), ("PMD36", data[2]), ("PMD34", inst[0]), ("PMD35", inst[1])]
                    .map(|(r, v)| (r, v, fields(sim, r, v)))) }
            }
        </div>
    }
}
