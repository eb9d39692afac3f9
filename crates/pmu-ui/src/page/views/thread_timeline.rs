//! The Montecito thread view (seed 003 section 2.4.1): both threads now, and a timeline with a
//! cycle axis, a labelled row per thread showing who owned the pipeline, the urgencies 0-7 on
//! gridlines, and a marker at each switch that says who switched to whom and why ("T0 urgency 4
//! < T1 urgency 5 after an L3 miss; 15-cycle switch").

use pmu_model::sim::{Switch, ThreadsView};
use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::format::{count, group, readable};
use crate::session::plot::{short, ticks_between};

/// The plot's width and its parts' heights, in SVG units (the SVG scales to the panel).
const W: f64 = 380.0;
const LEFT: f64 = 34.0;
const RIGHT: f64 = 6.0;
const LANE: f64 = 18.0;
const GAP: f64 = 18.0;
const URG_H: f64 = 70.0;
const AXIS: f64 = 24.0;
const COLOURS: [&str; 2] = ["#1f77b4", "#d62728"];

/// How many of the last switches the timeline shows, so that each one stays readable.
const SHOWN: usize = 24;

/// Why a switch happened, in a sentence: "T0 urgency 4 < T1 urgency 5 after an L3 miss;
/// 15-cycle switch". `reason` is the model's reason name (`Reason::name`, the log's label).
pub fn switch_sentence(
    from: u32,
    to: u32,
    reason: &str,
    urgency_from: u8,
    urgency_to: u8,
    window: u64,
) -> String {
    let cmp = match urgency_from.cmp(&urgency_to) {
        std::cmp::Ordering::Less => "<",
        std::cmp::Ordering::Equal => "=",
        std::cmp::Ordering::Greater => ">",
    };
    let urgencies = format!("T{from} urgency {urgency_from} {cmp} T{to} urgency {urgency_to}");
    let why = match reason {
        "l3_miss" => format!("{urgencies} after an L3 miss"),
        "l3_return" => format!("{urgencies} after an L3 data return"),
        "timeout" => {
            format!("T{from}'s time slice ran out (urgencies T{from} {urgency_from}, T{to} {urgency_to})")
        }
        "hint" => {
            format!("T{from} gave way with a hint (urgencies T{from} {urgency_from}, T{to} {urgency_to})")
        }
        "low_power" => format!("T{from} entered or left a low-power halt"),
        other => format!("{other} (urgencies T{from} {urgency_from}, T{to} {urgency_to})"),
    };
    if window > 0 {
        format!("T{from} \u{2192} T{to}: {why}; {window}-cycle switch")
    } else {
        format!("T{from} \u{2192} T{to}: {why}")
    }
}

fn sentence(s: &Switch, window: u64) -> String {
    switch_sentence(
        s.from,
        s.to,
        s.reason.name(),
        s.urgency_from,
        s.urgency_to,
        window,
    )
}

/// The recent switches of the core and both threads' state now; nothing on a machine that does
/// not switch threads (`Simulator::threads_view`).
#[component]
pub fn ThreadTimeline() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let Some((view, window, now)) = session.with(|sim| {
        let window = sim.switch_config().map_or(0, |c| c.switch_cycles);
        Some((sim.threads_view()?, window, sim.cycle))
    }) else {
        return html! {};
    };
    thread_view(&view, window, now)
}

/// The thread view of the model's switching state (it shows both threads, whichever is on
/// screen); `window` is the cycles a switch takes.
fn thread_view(m: &ThreadsView, window: u64, now: u64) -> Html {
    let threads = m.urgency.len() as u32;
    let fg = m.foreground;
    let switches = &m.timeline[m.timeline.len().saturating_sub(SHOWN)..];
    let (total, by_reason) = (m.total, &m.by_reason);
    let urgency = |t: u32| m.urgency.get(t as usize).copied().unwrap_or(0);
    // From a little before the first switch shown (or from cycle 0) to now.
    let start = switches.first().map_or(0, |s| s.cycle.saturating_sub(200));
    let end = now.max(start + 1);
    let x = |c: u64| LEFT + (c.clamp(start, end) - start) as f64 / (end - start) as f64 * W;
    let lanes = LANE * f64::from(threads);
    let urg_top = lanes + GAP;
    let y_urg = |u: u8| urg_top + f64::from(7 - u.min(7)) / 7.0 * URG_H;
    let height = urg_top + URG_H + AXIS;
    // Who owned the pipeline from each switch to the next.
    let mut owners: Vec<(u64, u64, u32)> = Vec::new();
    let mut owner = switches.first().map_or(fg, |s| s.from);
    let mut from = start;
    for s in switches {
        owners.push((from, s.cycle, owner));
        owner = s.to;
        from = s.cycle;
    }
    owners.push((from, end, owner));
    // Urgency step lines: known at each switch (both threads) and now.
    let urgency_points = |t: u32| -> String {
        let mut pts = Vec::new();
        let mut last = None;
        for s in switches {
            let u = if s.from == t { s.urgency_from } else { s.urgency_to };
            let prev = last.unwrap_or(u);
            pts.push(format!("{:.1},{:.1}", x(s.cycle), y_urg(prev)));
            pts.push(format!("{:.1},{:.1}", x(s.cycle), y_urg(u)));
            last = Some(u);
        }
        let u_now = urgency(t);
        pts.insert(
            0,
            format!(
                "{:.1},{:.1}",
                x(start),
                y_urg(switches.first().map_or(u_now, |s| if s.from == t {
                    s.urgency_from
                } else {
                    s.urgency_to
                }))
            ),
        );
        pts.push(format!("{:.1},{:.1}", x(end), y_urg(last.unwrap_or(u_now))));
        pts.push(format!("{:.1},{:.1}", x(end), y_urg(u_now)));
        pts.join(" ")
    };
    let axis_y = urg_top + URG_H;
    html! {
        <div class="panel threads" data-testid="thread-view">
            <h3 class="panel-title">{ "Threads" }</h3>
            <table class="masks thread-state">
                { for (0..threads).map(|t| html! {
                    <tr data-testid={format!("thread-{t}")} class={classes!((t == fg).then_some("foreground"))}>
                        <td>{ super::pieces::swatch(COLOURS[t as usize % 2]) }{ format!("T{t}") }</td>
                        <td title={if t == fg { "The foreground thread: it owns the pipeline" } else { "The background thread: suspended until a switch" }}>
                            { if t == fg { "runs" } else { "waits" } }</td>
                        <td>{ "urgency " }<strong data-testid={format!("urgency-{t}")}>{ urgency(t) }</strong></td>
                        <td class="muted">{ {
                            let n = m.outstanding.get(t as usize).copied().unwrap_or(0);
                            format!("{} pending", count(n as u64, "L3 miss", "L3 misses"))
                        } }</td>
                    </tr>
                }) }
            </table>
            <svg viewBox={format!("0 0 {} {height}", LEFT + W + RIGHT)} class="chart-svg timeline-svg" role="img" data-testid="timeline"
                 aria-label={format!("Pipeline owner and urgencies from cycle {} to {}: {} switches shown", group(start), group(end), switches.len())}>
                // Rows: which thread owned the pipeline, labelled T0, T1.
                { for (0..threads).map(|t| html! {
                    <text x="2" y={format!("{:.1}", LANE * f64::from(t) + LANE / 2.0 + 4.0)} class="axis row-label">{ format!("T{t}") }</text>
                }) }
                { for owners.iter().map(|(a, b, t)| html! {
                    <rect x={format!("{:.1}", x(*a))} y={format!("{:.1}", LANE * f64::from(*t) + 2.0)}
                          width={format!("{:.2}", (x(*b) - x(*a)).max(0.3))} height={(LANE - 4.0).to_string()}
                          fill={COLOURS[*t as usize % 2]} opacity="0.75" />
                }) }
                // Urgency gridlines 0-7.
                { for (0..=7u8).map(|u| html! {
                    <>
                        <line x1={LEFT.to_string()} x2={(LEFT + W).to_string()} y1={format!("{:.1}", y_urg(u))} y2={format!("{:.1}", y_urg(u))}
                              class={classes!("grid-line", (u == 5).then_some("nominal"))} />
                        <text x={(LEFT - 4.0).to_string()} y={format!("{:.1}", y_urg(u) + 3.5)} class="axis tick" text-anchor="end">{ u }</text>
                    </>
                }) }
                <text x="2" y={format!("{:.1}", urg_top - 7.0)} class="axis axis-label">{ "urgency" }</text>
                { for (0..threads).map(|t| html! {
                    <polyline points={urgency_points(t)} fill="none" stroke={COLOURS[t as usize % 2]} stroke-width="1.6" />
                }) }
                // Each switch: the cycles it takes (Montecito: 15, seed 003 L590: "A thread
                // switch ... requires 15 cycles from initiation until the background thread
                // retires an instruction") and a marker that says who, to whom and why.
                { for switches.iter().map(|s| html! {
                    <g class="switch-marker" data-testid="switch-marker">
                        <title>{ format!("cycle {}: {}", group(s.cycle), sentence(s, window)) }</title>
                        <rect x={format!("{:.1}", x(s.cycle))} y="0" width={format!("{:.2}", (x(s.cycle + window) - x(s.cycle)).max(0.8))}
                              height={format!("{axis_y:.1}")} class="switch-window" />
                        <line x1={format!("{:.1}", x(s.cycle))} x2={format!("{:.1}", x(s.cycle))} y1="0" y2={format!("{axis_y:.1}")} class="switch-line" />
                    </g>
                }) }
                // The cycle axis.
                <line x1={LEFT.to_string()} x2={(LEFT + W).to_string()} y1={format!("{axis_y:.1}")} y2={format!("{axis_y:.1}")} class="axis-line" />
                { for ticks_between(start as f64, end as f64, 4).into_iter().filter(|t| t.fract() == 0.0).map(|c| {
                    let cx = x(c as u64);
                    html! {
                        <>
                            <line x1={format!("{cx:.1}")} x2={format!("{cx:.1}")} y1={format!("{axis_y:.1}")} y2={format!("{:.1}", axis_y + 3.0)} class="axis-line" />
                            <text x={format!("{cx:.1}")} y={format!("{:.1}", axis_y + 13.0)} class="axis tick" text-anchor="middle">{ short(c) }</text>
                        </>
                    }
                }) }
                <text x={(LEFT + W).to_string()} y={format!("{:.1}", axis_y + 23.0)} class="axis axis-label" text-anchor="end">{ "cycle" }</text>
            </svg>
            if switches.is_empty() {
                <p class="note" data-testid="no-switch-yet">{ format!(
                    "No switch yet: T{fg} owns the pipeline and both threads are at urgency {}. Step or run: an L3 miss lowers the urgency of the thread that missed, and the core switches when the foreground thread's urgency falls below the other's.",
                    urgency(fg)) }</p>
            } else {
                <ol class="log switches" aria-label="The last switches, oldest first">
                    { for switches.iter().skip(switches.len().saturating_sub(8)).map(|s| html! {
                        <li class="log-entry thread_switch"><span class="log-cycle">{ group(s.cycle) }</span>{ " " }{ sentence(s, window) }</li>
                    }) }
                </ol>
            }
            <p class="muted">{ format!("{} since reset; by reason: ", count(total, "switch", "switches")) }
                { by_reason.iter().map(|(r, n)| format!("{} {n}", r.words())).collect::<Vec<_>>().join(", ") }</p>
            <details><summary>{ "How switching is modelled (choices where the manual is silent)" }</summary>
                <p class="note">{ readable(m.help) }</p>
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_switch_says_who_to_whom_and_why() {
        assert_eq!(
            switch_sentence(1, 0, "l3_miss", 4, 5, 15),
            "T1 \u{2192} T0: T1 urgency 4 < T0 urgency 5 after an L3 miss; 15-cycle switch"
        );
        assert!(switch_sentence(0, 1, "timeout", 5, 5, 15).contains("time slice"));
    }
}
