//! Counters over time, drawn as SVG by the project (no charting dependency), honestly: one
//! small chart per counter that moved, each with its own labelled scale (a counter at 856k and
//! one at 61 do not share a line), or all of them as a rate per 1,000 cycles on one
//! scale. A counter's wraps are taken out of the line (`plot::unwrap`: the count goes on across
//! the wrap) and drawn as markers, never as a fall.

use pmu_model::sim::LogKind;
use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::format::{count, group, noun};
use crate::session::plot::{short, ticks, ticks_between, unwrap, y_of, Track};

/// The plot area of one chart, in SVG units (the SVG scales to the panel's width). The whole
/// chart is about as many units wide as the side column is pixels at 1280-1366 px, so that its
/// labels keep their size there.
const W: f64 = 250.0;
const H: f64 = 64.0;
/// Margins: the y axis' labels on the left, the x axis' below.
const LEFT: f64 = 46.0;
const RIGHT: f64 = 8.0;
const TOP: f64 = 16.0;
const BOTTOM: f64 = 26.0;
const COLOURS: [&str; 8] = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
];

/// One counter's series: its label, colour, width in bits, and the samples carried across its
/// wraps.
struct Series {
    id: &'static str,
    label: &'static str,
    colour: &'static str,
    track: Track,
}

/// The charts of the thread on screen.
#[component]
pub fn CounterChart() -> Html {
    let rate = use_state(|| false);
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let rows = session.counters();
    let chart_samples = &session.chart_samples();
    let (Some(first), Some(last)) = (chart_samples.first(), chart_samples.last()) else {
        return html! {};
    };
    let machine = session.machine();
    // The cycles at which each counter overflowed, from the log.
    let logged = |id: &str| -> Vec<u64> {
        session.with(|sim| {
            sim.log
                .iter()
                .filter(|e| e.thread.is_none_or(|t| t == session.screen.thread))
                .filter_map(|e| match &e.kind {
                    LogKind::Overflow { counter, .. }
                        if machine.counter(counter).is_some_and(|c| c.id == id) =>
                    {
                        Some(e.cycle)
                    }
                    _ => None,
                })
                .filter(|c| *c >= first.cycle)
                .collect()
        })
    };
    let mut series: Vec<Series> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let samples: Vec<(u64, u64)> = chart_samples
            .iter()
            .filter_map(|s| s.values.get(i).map(|v| (s.cycle, *v)))
            .collect();
        let track = unwrap(&samples, row.width, &logged(row.spec.id));
        if track.points.last().is_none_or(|p| p.1 == 0) {
            continue;
        }
        series.push(Series {
            id: row.spec.id,
            label: row.spec.label,
            colour: COLOURS[series.len() % COLOURS.len()],
            track,
        });
    }
    let (c0, c1) = (first.cycle as f64, last.cycle.max(first.cycle + 1) as f64);
    let on_mode = {
        let rate = rate.clone();
        Callback::from(move |r: bool| rate.set(r))
    };
    html! {
        <div class="panel chart" data-testid="charts">
            <div class="panel-head">
                <h3 class="panel-title">{ "Counters over time" }</h3>
                if !series.is_empty() {
                    <div class="seg-buttons" role="group" aria-label="Scale">
                        <button type="button" aria-pressed={(!*rate).to_string()} data-testid="chart-counts"
                                onclick={on_mode.reform(|_: MouseEvent| false)}>{ "Counts" }</button>
                        <button type="button" aria-pressed={rate.to_string()} data-testid="chart-rate"
                                onclick={on_mode.reform(|_: MouseEvent| true)}>{ "Per 1k cycles" }</button>
                    </div>
                }
            </div>
            if series.is_empty() {
                <p class="muted">{ empty_text(&session) }</p>
            } else if *rate {
                { rate_chart(&series, c0, c1) }
            } else {
                { for series.iter().map(|s| count_chart(s, c0, c1)) }
            }
            if !series.is_empty() {
                <p class="muted chart-note">{ format!("Cycles {} to {}; the last {} samples (one per action or frame). A wrap is marked, and counting goes on across it.",
                    group(first.cycle), group(last.cycle), chart_samples.len()) }</p>
            }
        </div>
    }
}

/// What the empty chart says: nothing programmed, or programmed counters that do not count
/// (the "why" notes say why).
fn empty_text(session: &SessionCtx) -> String {
    let stopped = session.not_counting();
    if stopped.is_empty() {
        "No counter has counted yet: program one (an event and the modes to count in) and step or run.".into()
    } else {
        let names: Vec<&str> = stopped.iter().map(|w| w.counter).collect();
        format!(
            "No counter has counted yet. {} {} programmed but not counting: the notes under the counters say why.",
            names.join(", "),
            if names.len() == 1 { "is" } else { "are" }
        )
    }
}

/// The x axis: round cycle ticks between `c0` and `c1`, with labels and the axis title.
fn x_axis(c0: f64, c1: f64, x: &dyn Fn(f64) -> f64) -> Html {
    html! {
        <g class="x-axis">
            <line x1={LEFT.to_string()} x2={(LEFT + W).to_string()} y1={(TOP + H).to_string()} y2={(TOP + H).to_string()} class="axis-line" />
            { for ticks_between(c0, c1, 4).into_iter().filter(|t| t.fract() == 0.0).map(|t| html! {
                <>
                    <line x1={format!("{:.1}", x(t))} x2={format!("{:.1}", x(t))} y1={(TOP + H).to_string()} y2={(TOP + H + 3.0).to_string()} class="axis-line" />
                    <text x={format!("{:.1}", x(t))} y={(TOP + H + 13.0).to_string()} class="axis tick" text-anchor="middle">{ short(t) }</text>
                </>
            }) }
            <text x={(LEFT + W).to_string()} y={(TOP + H + 24.0).to_string()} class="axis axis-label" text-anchor="end">{ "cycle" }</text>
        </g>
    }
}

/// The y axis from 0 to `top` (a round number), with round ticks, light gridlines and the
/// axis title.
fn y_axis(top: f64, title: &str) -> Html {
    html! {
        <g class="y-axis">
            { for ticks(top, 2).into_iter().filter(|t| *t <= top * (1.0 + 1e-9)).map(|t| {
                let y = TOP + y_of(t, top, H);
                html! {
                    <>
                        <line x1={LEFT.to_string()} x2={(LEFT + W).to_string()} y1={format!("{y:.1}")} y2={format!("{y:.1}")} class="grid-line" />
                        <text x={(LEFT - 4.0).to_string()} y={format!("{:.1}", y + 3.5)} class="axis tick" text-anchor="end">{ short(t) }</text>
                    </>
                }
            }) }
            <text x="2" y="9" class="axis axis-label">{ title.to_string() }</text>
        </g>
    }
}

/// The y axis' top: the round tick at or above `hi`.
fn top_of(hi: f64) -> f64 {
    ticks(hi, 2).last().copied().unwrap_or(hi).max(hi)
}

/// One counter's events since the first sample, on its own scale, with its wraps marked.
fn count_chart(s: &Series, c0: f64, c1: f64) -> Html {
    let hi = s.track.points.iter().map(|p| p.1).max().unwrap_or(0) as f64;
    let top = top_of(hi);
    let x = |c: f64| LEFT + (c - c0) / (c1 - c0) * W;
    let points: Vec<String> = s
        .track
        .points
        .iter()
        .map(|(c, v)| format!("{:.1},{:.1}", x(*c as f64), TOP + y_of(*v as f64, top, H)))
        .collect();
    let total = s.track.points.last().map_or(0, |p| p.1);
    let wraps = s.track.wraps.len();
    let summary = format!(
        "{}: {} events from cycle {} to {}{}",
        s.label,
        group(u64::try_from(total).unwrap_or(u64::MAX)),
        group(c0 as u64),
        group(c1 as u64),
        match wraps {
            0 => String::new(),
            1 => "; it wrapped once".into(),
            n => format!("; it wrapped {n} times"),
        }
    );
    html! {
        <figure class="counter-chart" data-testid={format!("chart-{}", s.id)}>
            <figcaption>{ super::pieces::swatch(s.colour) }{ s.label }
                <span class="muted">{ format!(" {} {}", short(total as f64), noun(total as u64, "event", "events")) }</span>
                if wraps > 0 {
                    <span class="wrap-count">{ format!(" · {}", count(wraps as u64, "wrap", "wraps")) }</span>
                }
            </figcaption>
            <svg viewBox={format!("0 0 {} {}", LEFT + W + RIGHT, TOP + H + BOTTOM)} class="chart-svg" role="img" aria-label={summary}>
                { y_axis(top, "events") }
                { x_axis(c0, c1, &x) }
                <polyline points={points.join(" ")} fill="none" stroke={s.colour} stroke-width="1.6" />
                { for s.track.wraps.iter().map(|w| wrap_marker(s.label, *w, x(*w as f64))) }
            </svg>
        </figure>
    }
}

/// A wrap: a dashed line and a triangle at the top, with what happened in its title.
fn wrap_marker(label: &str, cycle: u64, x: f64) -> Html {
    html! {
        <g class="overflow-marker" data-testid="overflow-marker">
            <title>{ format!("{label} wrapped (overflow) at cycle {}: it counts on from 0, and its overflow bit is set", group(cycle)) }</title>
            <line x1={format!("{x:.1}")} x2={format!("{x:.1}")} y1={TOP.to_string()} y2={(TOP + H).to_string()} class="marker-line" />
            <path d={format!("M{:.1},{:.1} l-4,-6 h8 z", x, TOP + 1.0)} class="marker-head" />
        </g>
    }
}

/// Every counter as a rate per 1,000 cycles between samples, on one scale.
fn rate_chart(series: &[Series], c0: f64, c1: f64) -> Html {
    let rates: Vec<Vec<(f64, f64)>> = series
        .iter()
        .map(|s| {
            s.track
                .points
                .windows(2)
                .filter(|w| w[1].0 > w[0].0)
                .flat_map(|w| {
                    let r = (w[1].1 - w[0].1) as f64 * 1000.0 / (w[1].0 - w[0].0) as f64;
                    [(w[0].0 as f64, r), (w[1].0 as f64, r)]
                })
                .collect()
        })
        .collect();
    let hi = rates.iter().flatten().map(|p| p.1).fold(0.0, f64::max);
    let top = top_of(hi);
    let x = |c: f64| LEFT + (c - c0) / (c1 - c0) * W;
    html! {
        <figure class="counter-chart" data-testid="chart-rate-all">
            <figcaption>{ "Events per 1,000 cycles, between samples" }</figcaption>
            <svg viewBox={format!("0 0 {} {}", LEFT + W + RIGHT, TOP + H + BOTTOM)} class="chart-svg" role="img"
                 aria-label={format!("Rates per 1,000 cycles of {}", series.iter().map(|s| s.label).collect::<Vec<_>>().join(", "))}>
                { y_axis(top, "per 1k cycles") }
                { x_axis(c0, c1, &x) }
                { for series.iter().zip(&rates).map(|(s, r)| html! {
                    <polyline points={r.iter().map(|(c, v)| format!("{:.1},{:.1}", x(*c), TOP + y_of(*v, top, H))).collect::<Vec<_>>().join(" ")}
                              fill="none" stroke={s.colour} stroke-width="1.6" />
                }) }
                { for series.iter().flat_map(|s| s.track.wraps.iter().map(move |w| wrap_marker(s.label, *w, x(*w as f64)))) }
            </svg>
            <ul class="legend">
                { for series.iter().map(|s| html! {
                    <li>{ super::pieces::swatch(s.colour) }{ s.label }</li>
                }) }
            </ul>
        </figure>
    }
}
