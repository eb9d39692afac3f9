//! Time travel on the page: the history bar (step back, the scrubber with the session's steps
//! and the log's events marked on it, step forward) and "what changed" between the position
//! and the step before it or any other point. Both read the session from context; moving
//! dispatches `Back`, `Forward` or `Goto`, and the whole page follows the position.
//!
//! ```text
//! [<]  |write|run|run|mode|run.....|   [>]   step 4 of 9 · cycle 20 · run 10 cycles
//!      [==========o===============]           (an <input type=range>: Left/Right, Home/End)
//! ```

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::page::keys::typing;
use crate::session::changes::ChangeView;
use crate::session::format::group;
use crate::session::step_marks::{Events, StepKind, StepMark};
use crate::session::UiAction;

/// The page's keyboard shortcuts for time travel, for the help overlay: key, what it does.
pub const SHORTCUTS: [(&str, &str); 4] = [
    ("[", "one step back in the history"),
    ("]", "one step forward in the history"),
    ("Left / Right (on the history)", "one step back or forward"),
    (
        "Home / End (on the history)",
        "the start or the end of the session",
    ),
];

/// The scrubber draws at most this many marks; longer sessions share marks between steps.
const MAX_MARKS: usize = 400;
const W: f64 = 1000.0;

/// How a group of steps is marked: the most telling kind among them (a write before a run)
/// and all their events.
fn bin(marks: &[StepMark]) -> (StepKind, Events) {
    let rank = |k: StepKind| match k {
        StepKind::Write => 0,
        StepKind::Mode => 1,
        StepKind::Hypercall => 2,
        StepKind::Setting => 3,
        StepKind::Reset => 4,
        StepKind::Read => 5,
        StepKind::Run => 6,
    };
    let kind = marks
        .iter()
        .map(|m| m.kind)
        .min_by_key(|k| rank(*k))
        .unwrap_or(StepKind::Run);
    let mut events = Events::default();
    for m in marks {
        events.add(m.events);
    }
    (kind, events)
}

fn event_class(e: Events) -> Option<&'static str> {
    if e.traps > 0 {
        Some("ev-trap")
    } else if e.overflows > 0 {
        Some("ev-overflow")
    } else if e.switches > 0 {
        Some("ev-switch")
    } else {
        None
    }
}

fn event_text(e: Events) -> String {
    let mut parts = Vec::new();
    for (n, one, many) in [
        (e.overflows, "overflow", "overflows"),
        (e.traps, "trap or interrupt", "traps or interrupts"),
        (e.switches, "thread switch", "thread switches"),
    ] {
        match n {
            0 => {}
            1 => parts.push(format!("1 {one}")),
            n => parts.push(format!("{n} {many}")),
        }
    }
    parts.join(", ")
}

/// The scrubber's marks: one per step, or one per group of steps in a long session. Step k
/// (1-based) lies between the scrubber's points k - 1 and k; a click on a mark goes to its end.
/// Each mark is a component of its own: a live run's frame changes the last one only, so the
/// others are not drawn again (up to [`MAX_MARKS`] of them at every frame).
fn marks_html(marks: &[StepMark], pos: usize, on_go: &Callback<usize>) -> Html {
    let len = marks.len();
    let per = len.div_ceil(MAX_MARKS).max(1);
    let x = |i: usize| if len == 0 { 0.0 } else { i as f64 / len as f64 * W };
    marks
        .chunks(per)
        .enumerate()
        .map(|(b, group)| {
            let (first, last) = (b * per, b * per + group.len());
            let (kind, events) = bin(group);
            let label = if group.len() == 1 {
                format!("step {last}: {}", group[0].label)
            } else {
                format!("steps {} to {last}", first + 1)
            };
            let ev = event_text(events);
            let title = if ev.is_empty() {
                label
            } else {
                format!("{label} ({ev})")
            };
            html! {
                <TlMark key={b} {title} {kind} {events} x0={x(first)} x1={x(last)} {last}
                        past={last <= pos} on_go={on_go.clone()} />
            }
        })
        .collect()
}

#[derive(Properties, PartialEq)]
struct TlMarkProps {
    title: String,
    kind: StepKind,
    events: Events,
    /// Where the mark starts and ends on the scrubber (0 to [`W`]).
    x0: f64,
    x1: f64,
    /// The step a click goes to.
    last: usize,
    /// At or before the position.
    past: bool,
    on_go: Callback<usize>,
}

/// One mark of the scrubber.
#[component]
fn TlMark(props: &TlMarkProps) -> Html {
    let (x0, x1) = (props.x0, props.x1);
    let onclick = {
        let (on_go, last) = (props.on_go.clone(), props.last);
        Callback::from(move |_: MouseEvent| on_go.emit(last))
    };
    html! {
        <g class="tl-step" {onclick}>
            <title>{ props.title.clone() }</title>
            <rect class={classes!("tl-kind", format!("tl-{}", props.kind.name()), props.past.then_some("past"))}
                  x={format!("{:.2}", x0 + 0.5)} y="9" width={format!("{:.2}", (x1 - x0 - 1.0).max(0.8))} height="9" />
            if let Some(c) = event_class(props.events) {
                <path class={classes!("tl-event", c)} d={format!("M{:.2} 8 l-4 -7 h8 z", x1)} />
            }
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct HistoryBarProps {
    /// Listen to the page's `[` and `]` keys (the app; a widget on a host page does not).
    #[prop_or_default]
    pub shortcuts: bool,
}

/// Step back, the scrubber, step forward, and where the session is.
#[component]
pub fn HistoryBar(props: &HistoryBarProps) -> Html {
    let session = use_context::<SessionCtx>();
    {
        let dispatcher = session.as_ref().map(|s| s.dispatcher());
        use_effect_with(props.shortcuts, move |on| {
            let listener = (*on)
                .then(|| {
                    let d = dispatcher?;
                    let doc = web_sys::window()?.document()?;
                    let f = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| {
                        if e.ctrl_key() || e.meta_key() || e.alt_key() || typing(&e) {
                            return;
                        }
                        let action = match e.key().as_str() {
                            "[" => UiAction::Back,
                            "]" => UiAction::Forward,
                            _ => return,
                        };
                        e.prevent_default();
                        d.dispatch(action);
                    });
                    doc.add_event_listener_with_callback("keydown", f.as_ref().unchecked_ref())
                        .ok()?;
                    Some((doc, f))
                })
                .flatten();
            move || {
                if let Some((doc, f)) = listener {
                    let _ = doc.remove_event_listener_with_callback("keydown", f.as_ref().unchecked_ref());
                }
            }
        });
    }
    // One callback for every mark of the scrubber, the same at every render, so that a mark
    // that did not change is not drawn again.
    let on_go = {
        let dispatcher = session.as_ref().map(|s| s.dispatcher());
        use_callback((), move |step: usize, ()| {
            if let Some(d) = &dispatcher {
                d.dispatch(UiAction::Goto(step));
            }
        })
    };
    let Some(session) = session else {
        return html! {};
    };
    let (pos, len) = (session.position(), session.steps());
    let go = |action: UiAction| {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(action.clone()))
    };
    let on_input = {
        let s = session.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(i) = v.parse::<usize>() {
                s.dispatch(UiAction::Goto(i));
            }
        })
    };
    // The marks are read in place (a long session has thousands); nothing here dispatches.
    let (here, cells) = session.with_time_travel(|t| {
        let here = pos
            .checked_sub(1)
            .and_then(|i| t.marks().get(i))
            .map_or_else(|| "the start".to_string(), |m| m.label.clone());
        (here, marks_html(t.marks(), pos, &on_go))
    });
    let valuetext = format!("step {pos} of {len}: {here}");
    let cycle = session.cycle();
    html! {
        <div class="history-bar" role="group" aria-label="History of the session">
            <button type="button" data-testid="step-back" onclick={go(UiAction::Back)} disabled={pos == 0}
                    aria-label="One step back" title="One step back ([)">{ "\u{25c0}" }</button>
            <div class="scrubber">
                <svg class="tl-marks" viewBox={format!("0 0 {W} 18")} preserveAspectRatio="none" aria-hidden="true">
                    { cells }
                </svg>
                <input type="range" data-testid="history" min="0" max={len.to_string()} step="1"
                       value={pos.to_string()} disabled={len == 0}
                       aria-label="History: the session's steps" aria-valuemin="0"
                       aria-valuemax={len.to_string()} aria-valuenow={pos.to_string()}
                       aria-valuetext={valuetext} oninput={on_input} />
            </div>
            <button type="button" data-testid="step-forward" onclick={go(UiAction::Forward)} disabled={pos >= len}
                    aria-label="One step forward" title="One step forward (])">{ "\u{25b6}" }</button>
            <span class="history-where" data-testid="history-position">
                <strong>{ format!("step {pos} of {len}") }</strong>
                { format!(" \u{b7} cycle {} \u{b7} {here}", group(cycle)) }
                if pos < len {
                    <span class="muted">{ format!(" \u{b7} {} later", len - pos) }</span>
                }
            </span>
        </div>
    }
}

/// What changed between the position and the step before it (or another point): the fields
/// and registers, the counters' moves, the log entries in between.
#[component]
pub fn ChangesView() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let view = session.changes().clone();
    let window = session.with(|sim| sim.switch_config().map_or(0, |c| c.switch_cycles));
    let (pos, len) = (session.position(), session.steps());
    let other = session.screen.compare_from;
    let on_from = {
        let s = session.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            match v.trim().parse::<usize>() {
                Ok(i) if i <= len => s.dispatch(UiAction::CompareFrom(Some(i))),
                _ => s.dispatch(UiAction::Error(format!(
                    "compare with step: '{v}' is not a step of this session (0 to {len})"
                ))),
            }
        })
    };
    let on_previous = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::CompareFrom(None)))
    };
    let lines = view.lines();
    let span = if view.from == view.to {
        String::new()
    } else {
        format!("step {} \u{2192} step {}", view.from, view.to)
    };
    html! {
        <section class="panel changes" data-testid="changes" aria-label="What changed">
            <div class="changes-head">
                <h3>{ "What changed" }</h3>
                <span class="muted" data-testid="changes-span">{ span }</span>
                <span class="spacer" />
                <label>{ "compare with step " }
                    <input type="number" class="short" data-testid="changes-from" min="0" max={len.to_string()}
                           value={other.unwrap_or(pos.saturating_sub(1)).to_string()} onchange={on_from} />
                </label>
                <button type="button" data-testid="changes-previous" onclick={on_previous} disabled={other.is_none()}
                        title="Compare with the step before the position">{ "the step before" }</button>
            </div>
            if view.from == view.to {
                <p class="muted">{ "At the start of the session: step or write, and what changed appears here." }</p>
            } else {
                if lines.is_empty() && view.counters.is_empty() {
                    <p class="muted">{ "No register changed." }</p>
                }
                <ul class="change-list" data-testid="changes-list">
                    { for lines.iter().map(|(reg, line)| html! {
                        <li class="change" data-reg={*reg}>{ line.clone() }</li>
                    }) }
                </ul>
                if !view.counters.is_empty() {
                    <div class="table-scroll">
                    <table class="counters deltas" data-testid="changes-counters">
                        <thead><tr><th>{ "counter" }</th><th>{ "before" }</th><th>{ "after" }</th><th>{ "counted" }</th></tr></thead>
                        <tbody>
                            { for view.counters.iter().map(|c| html! {
                                <tr>
                                    <th scope="row">{ c.label }</th>
                                    <td class="num">{ group(c.from) }</td>
                                    <td class="num">{ group(c.to) }</td>
                                    <td class="num" data-testid={format!("delta-{}", c.id)}
                                        title={if c.wrapped { "the counter wrapped (at least once)" } else { "" }}>
                                        { format!("+{}", group(c.delta)) }{ if c.wrapped { " \u{21bb}" } else { "" } }
                                    </td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                    </div>
                }
                if view.log_total > 0 {
                    <h4>{ format!("Log in between ({})", view.log_total) }</h4>
                    <ChangesLog view={view.clone()} {window} />
                    if view.log_total > view.log.len() {
                        <p class="muted" data-testid="changes-log-more">{ format!("and {} more", view.log_total - view.log.len()) }</p>
                    }
                }
            }
        </section>
    }
}

#[derive(Properties)]
struct ChangesLogProps {
    view: Rc<ChangeView>,
    /// The thread-switch window, which a switch's text names.
    window: u64,
}

/// Equal when the entries shown are: a live run's step grows at every frame, but what it shows
/// of its log, the first entries, stays, and is not drawn again.
impl PartialEq for ChangesLogProps {
    fn eq(&self, other: &Self) -> bool {
        self.window == other.window && self.view.log == other.view.log
    }
}

/// The log entries in between, the first [`ChangeView::MAX_LOG`] of them.
#[component]
fn ChangesLog(props: &ChangesLogProps) -> Html {
    html! {
        <ol class="log changes-log" data-testid="changes-log">
            { for props.view.log.iter().map(|e| html! {
                <li class={classes!("log-entry", e.kind.name())}><span class="log-cycle">{ group(e.cycle) }</span>{ " " }{ super::log_line::log_text(e, props.window) }</li>
            }) }
        </ol>
    }
}
