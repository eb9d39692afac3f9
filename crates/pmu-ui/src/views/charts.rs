//! Counters over time, drawn as SVG by the project (no charting dependency): one line per
//! counter that moved, each scaled to its own range so that small and large counts both show;
//! a wrap shows as a drop.

use yew::prelude::*;

use crate::context::SessionCtx;
use crate::format::group;

const W: f64 = 320.0;
const H: f64 = 120.0;
const COLOURS: [&str; 8] = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
];

/// The chart of the thread on screen.
#[component]
pub fn CounterChart() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let rows = session.counters();
    let hist = &session.history;
    let (Some(first), Some(last)) = (hist.first(), hist.last()) else {
        return html! {};
    };
    let span = (last.cycle.saturating_sub(first.cycle)).max(1) as f64;
    let mut lines = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let values: Vec<(u64, u64)> = hist
            .iter()
            .filter_map(|s| s.values.get(i).map(|v| (s.cycle, *v)))
            .collect();
        let lo = values.iter().map(|v| v.1).min().unwrap_or(0);
        let hi = values.iter().map(|v| v.1).max().unwrap_or(0);
        if hi == lo {
            continue;
        }
        let points: Vec<String> = values
            .iter()
            .map(|(c, v)| {
                let x = (c - first.cycle) as f64 / span * W;
                let y = H - (v - lo) as f64 / (hi - lo) as f64 * (H - 4.0) - 2.0;
                format!("{x:.1},{y:.1}")
            })
            .collect();
        lines.push((
            row.spec.label,
            COLOURS[lines.len() % COLOURS.len()],
            points.join(" "),
            lo,
            hi,
        ));
    }
    html! {
        <div class="panel chart">
            <h3>{ "Counters over time" }</h3>
            if lines.is_empty() {
                <p class="muted">{ "Program a counter and step or run: its count appears here." }</p>
            } else {
                <svg viewBox={format!("0 0 {W} {H}")} class="chart-svg" role="img" data-testid="chart"
                     aria-label={format!("Counter values from cycle {} to {}", first.cycle, last.cycle)}>
                    <rect x="0" y="0" width={W.to_string()} height={H.to_string()} class="chart-bg" />
                    { for lines.iter().map(|(_, c, pts, _, _)| html! {
                        <polyline points={pts.clone()} fill="none" stroke={*c} stroke-width="1.5" />
                    }) }
                </svg>
                <ul class="legend">
                    { for lines.iter().map(|(name, c, _, lo, hi)| html! {
                        <li><span class="swatch" style={format!("background:{c}")} />{ format!("{name}: {} .. {}", group(*lo), group(*hi)) }</li>
                    }) }
                </ul>
                <p class="muted">{ format!("cycles {} .. {}", group(first.cycle), group(last.cycle)) }</p>
            }
        </div>
    }
}
