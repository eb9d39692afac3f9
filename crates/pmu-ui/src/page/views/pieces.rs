//! Small pieces that several views draw: a colour swatch beside a label, and register values
//! with their fields decoded under each.

use pmu_model::number::hex;
use yew::prelude::*;

/// A colour swatch beside a label (a chart's series, a thread, a lane): a square of `colour`
/// drawn as SVG, whose `fill` a strict Content-Security-Policy allows where a `style`
/// attribute would need `style-src-attr 'unsafe-inline'` (README, "Content-Security-Policy").
pub fn swatch(colour: &str) -> Html {
    html! {
        <svg class="swatch" viewBox="0 0 1 1" aria-hidden="true"><rect width="1" height="1" fill={colour.to_string()} /></svg>
    }
}

/// Register values with their fields decoded under each value (the EARs, a PCL programming, an
/// imported command line): the register, then its value over its fields, so that a side column
/// never scrolls sideways (`table.masks .decoded` in static/style.css).
pub fn register_values<'a>(
    testid: Option<&'static str>,
    rows: impl IntoIterator<Item = (&'a str, u64, String)>,
) -> Html {
    html! {
        <table class="masks" data-testid={testid}>
            { for rows.into_iter().map(|(reg, value, fields)| html! {
                <tr><td><code>{ reg }</code></td>
                    <td><code>{ hex(value, 64) }</code><div class="muted decoded">{ fields }</div></td></tr>
            }) }
        </table>
    }
}
