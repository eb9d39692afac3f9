//! A table of counters as the model reads them (`Simulator::counters`): each one's label, count,
//! and overflow bit, with the stable test hooks `counter-<id>` and `overflow-<id>`. The app's
//! simulation column shows every counter with its hex value; a widget shows a compact table.

use pmu_model::number::hex;
use pmu_model::sim::why::Why;
use pmu_model::sim::CounterRow;
use yew::prelude::*;

use super::why_note::WhyNote;
use crate::session::format::group;

/// The counters, one row each; `compact` (widgets) leaves out the header row and the hex
/// column; `why` lists the counters that are programmed but do not count, and why: a note
/// (`why-<id>`) under each one's row; `deltas` what each counter counted between the points
/// "what changed" compares (by counter id), in a column of their own when not compact. A
/// function rather than a component: it holds no state, and its parents re-render whenever the
/// counters change anyway.
pub fn counter_table(rows: &[CounterRow], compact: bool, why: &[Why], deltas: &[(&str, u64)]) -> Html {
    html! {
        <table class="counters counter-rows">
            if !compact {
                <thead><tr><th>{ "counter" }</th><th>{ "value" }</th>
                    <th class="num" title="What the counter counted in the last step (or between the steps compared)">{ "\u{394}" }</th>
                    <th class="hex">{ "hex" }</th><th>{ "ov" }</th></tr></thead>
            }
            <tbody>
                { for rows.iter().map(|c| {
                    let ov = c.overflow_bit();
                    let why = why.iter().find(|w| w.counter == c.spec.id);
                    html! {
                        <>
                        <tr>
                            <th scope="row">{ c.spec.label }</th>
                            <td class="num" data-testid={format!("counter-{}", c.spec.id)}
                                title={format!("{} ({}-bit counter)", hex(c.value, c.width as u8), c.width)}>{ group(c.value) }</td>
                            if !compact {
                                <td class="num delta" data-testid={format!("counter-delta-{}", c.spec.id)}>
                                    { deltas.iter().find(|(id, _)| *id == c.spec.id).map(|(_, d)| format!("+{}", group(*d))) }
                                </td>
                                <td class="hex" title={format!("{}-bit counter", c.width)}>{ hex(c.value, c.width as u8) }</td>
                            }
                            <td>
                                <span data-testid={format!("overflow-{}", c.spec.id)}
                                      class={classes!("badge", c.overflow.then_some("lit"))}
                                      title={ov.clone()}
                                      aria-label={format!("{ov} {}", if c.overflow { "set" } else { "clear" })}>
                                    { if c.overflow { "OV" } else { "ov" } }
                                </span>
                            </td>
                        </tr>
                        if let Some(why) = why {
                            <tr class="why-row">
                                <td colspan={if compact { "3" } else { "5" }}>
                                    <WhyNote why={why.clone()} testid={format!("why-{}", c.spec.id)} />
                                </td>
                            </tr>
                        }
                        </>
                    }
                }) }
            </tbody>
        </table>
    }
}
