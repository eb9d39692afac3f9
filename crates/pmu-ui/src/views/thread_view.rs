//! The Montecito thread view: who owns the pipeline, why it switched, the 15-cycle switch
//! windows and both threads' urgencies as step lines (seed 003 section 2.4.1).

use pmu_model::sim::ThreadsView;
use yew::prelude::*;

use crate::context::SessionCtx;
use crate::format::group;

const W: f64 = 320.0;
const LANE: f64 = 22.0;
const URG_H: f64 = 56.0;
const COLOURS: [&str; 2] = ["#1f77b4", "#d62728"];

/// The switch history of the core and both threads' state now; nothing on a machine that does
/// not switch threads (`Simulator::threads_view`).
#[component]
pub fn ThreadView() -> Html {
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
    // The last few switches, so that each one stays readable.
    let switches = &m.timeline[m.timeline.len().saturating_sub(24)..];
    let (total, by_reason) = (m.total, &m.by_reason);
    let urgency = |t: u32| m.urgency.get(t as usize).copied().unwrap_or(0);
    let start = switches.first().map_or(0, |s| s.cycle.saturating_sub(200));
    let span = now.saturating_sub(start).max(1) as f64;
    let x = |c: u64| (c.saturating_sub(start)) as f64 / span * W;
    // Who owned the pipeline from each switch to the next.
    let mut owners: Vec<(u64, u64, u32)> = Vec::new();
    let mut owner = switches.first().map_or(fg, |s| s.from);
    let mut from = start;
    for s in switches {
        owners.push((from, s.cycle, owner));
        owner = s.to;
        from = s.cycle;
    }
    owners.push((from, now, owner));
    // Urgency step lines: known at each switch (both threads) and now.
    let urgency_points = |t: u32| -> String {
        let y = |u: u8| LANE * threads as f64 + 6.0 + (7 - u.min(7)) as f64 / 7.0 * URG_H;
        let mut pts = Vec::new();
        let mut last = None;
        for s in switches {
            let u = if s.from == t { s.urgency_from } else { s.urgency_to };
            if let Some(prev) = last {
                pts.push(format!("{:.1},{:.1}", x(s.cycle), y(prev)));
            }
            pts.push(format!("{:.1},{:.1}", x(s.cycle), y(u)));
            last = Some(u);
        }
        let u_now = urgency(t);
        if let Some(prev) = last {
            pts.push(format!("{:.1},{:.1}", W, y(prev)));
        }
        pts.push(format!("{:.1},{:.1}", W, y(u_now)));
        pts.join(" ")
    };
    let height = LANE * threads as f64 + URG_H + 12.0;
    html! {
        <div class="panel threads" data-testid="thread-view">
            <h3>{ "Threads" }</h3>
            <table class="masks">
                { for (0..threads).map(|t| html! {
                    <tr data-testid={format!("thread-{t}")} class={classes!((t == fg).then_some("foreground"))}>
                        <td><span class="swatch" style={format!("background:{}", COLOURS[t as usize % 2])} />{ format!("thread {t}") }</td>
                        <td>{ if t == fg { "foreground" } else { "background" } }</td>
                        <td>{ "urgency " }<strong data-testid={format!("urgency-{t}")}>{ urgency(t) }</strong></td>
                        <td class="muted">{ format!("{} L3 misses outstanding", m.outstanding.get(t as usize).copied().unwrap_or(0)) }</td>
                    </tr>
                }) }
            </table>
            <svg viewBox={format!("0 0 {W} {height}")} class="chart-svg" role="img" data-testid="timeline"
                 aria-label={format!("Pipeline owner and urgencies over the last {} switches", switches.len())}>
                <rect x="0" y="0" width={W.to_string()} height={height.to_string()} class="chart-bg" />
                { for owners.iter().map(|(a, b, t)| html! {
                    <rect x={format!("{:.1}", x(*a))} y={format!("{:.1}", LANE * *t as f64 + 3.0)}
                          width={format!("{:.2}", (x(*b) - x(*a)).max(0.3))} height={(LANE - 6.0).to_string()}
                          fill={COLOURS[*t as usize % 2]} opacity="0.75" />
                }) }
                // The cycles of each switch (Montecito: 15, seed 003 L590: "A thread switch ...
                // requires 15 cycles from initiation until the background thread retires an
                // instruction").
                { for switches.iter().map(|s| html! {
                    <rect x={format!("{:.1}", x(s.cycle))} y="0" width={format!("{:.2}", (x(s.cycle + window) - x(s.cycle)).max(0.5))}
                          height={(LANE * threads as f64).to_string()} class="switch-window">
                        <title>{ format!("cycle {}: {} -> {} ({}), urgencies {} vs {}", s.cycle, s.from, s.to, s.reason.name(), s.urgency_from, s.urgency_to) }</title>
                    </rect>
                }) }
                { for (0..threads).map(|t| html! {
                    <polyline points={urgency_points(t)} fill="none" stroke={COLOURS[t as usize % 2]} stroke-width="1.5" />
                }) }
                <text x="2" y={format!("{:.1}", LANE * threads as f64 + 14.0)} class="axis">{ "urgency 7" }</text>
                <text x="2" y={format!("{:.1}", height - 4.0)} class="axis">{ "0" }</text>
            </svg>
            <p class="muted">{ format!("{} switches since reset; by reason: ", group(total)) }
                { by_reason.iter().map(|(r, n)| format!("{r} {n}")).collect::<Vec<_>>().join(", ") }</p>
            <ol class="log switches" reversed=true>
                { for switches.iter().rev().take(12).map(|s| html! {
                    <li class="log-entry thread_switch"><span class="log-cycle">{ group(s.cycle) }</span>
                        { format!(" {} -> {} ({}); urgencies {} vs {}", s.from, s.to, s.reason.name(), s.urgency_from, s.urgency_to) }</li>
                }) }
            </ol>
            <details><summary>{ "How switching is modelled (choices where the manual is silent)" }</summary>
                <p class="note">{ m.help }</p>
            </details>
        </div>
    }
}
