//! A table of counters as the model reads them (`Simulator::counters`): each one's label, count,
//! and overflow bit, with the stable test hooks `counter-<id>` and `overflow-<id>`. The app's
//! simulation column shows every counter with its hex value; a widget shows a compact table.

use pmu_model::number::hex;
use pmu_model::sim::CounterRow;
use yew::prelude::*;

use crate::format::group;

#[derive(Properties, PartialEq)]
pub struct CounterTableProps {
    pub rows: Vec<CounterRow>,
    /// Without the header row and the hex column (widgets).
    #[prop_or_default]
    pub compact: bool,
}

/// The counters, one row each.
#[component]
pub fn CounterTable(props: &CounterTableProps) -> Html {
    let compact = props.compact;
    html! {
        <table class="counters">
            if !compact {
                <thead><tr><th>{ "counter" }</th><th>{ "value" }</th><th>{ "hex" }</th><th>{ "ov" }</th></tr></thead>
            }
            <tbody>
                { for props.rows.iter().map(|c| {
                    let ov = c.overflow_bit();
                    html! {
                        <tr>
                            <th scope="row">{ c.spec.label }</th>
                            <td class="num" data-testid={format!("counter-{}", c.spec.id)}>{ group(c.value) }</td>
                            if !compact {
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
                    }
                }) }
            </tbody>
        </table>
    }
}
