//! The log in a panel of its own: what the hardware did (overflows, traps, interrupts, freezes,
//! hypercalls, thread switches, notes), oldest first so that a trap reads after the overflow
//! that caused it, filtered by kind, each entry linking to the register and bit it concerns.
//! The list keeps to its newest entry while the user has not scrolled up.
//!
//! A live run may log some twenty entries a frame (a T4 counter trapping on overflow logs its
//! overflow, its trap and the trap taken again at every wrap), and a frame then builds those
//! rows, drops as many from the list's top and lays the list out again. While a run is live
//! and the list follows its newest entry, it holds only the newest entries its box shows, and
//! one more: after each frame it measures how many of its last rows fill the box, and the next
//! frame holds that many (at most [`SHOWN_LIVE`]). A frame then draws what the user sees, some
//! three to fourteen rows as the entries wrap, and the count says so; when the run pauses, or
//! the user scrolls up to read, it holds the newest [`SHOWN`] again, and a button takes it back
//! to its newest entry (docs/performance.md, "The log holds what its box shows").

use pmu_model::machine::Machine;
use pmu_model::sim::{LogEntry, LogKind};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::select::select_value;
use crate::page::context::use_session;
use crate::page::views::log_text;
use crate::session::format::{count, group};
use crate::session::UiAction;

/// How many entries the panel shows (the newest of the kind chosen).
const SHOWN: usize = 300;

/// How long after a turn of the wheel or a key press over the list a scroll is the user's.
const USER_SCROLL_MS: f64 = 1000.0;

/// The most it shows while a run is live and the list follows its newest entry: more than the
/// list's box (16rem, static/style.css `ol.log`) holds of the shortest entries. It shows fewer
/// where fewer fill the box (above).
const SHOWN_LIVE: usize = 40;

/// How many it shows in a live run's first frame, before it has measured its rows: about what
/// the box holds of entries of two lines.
const SHOWN_LIVE_FIRST: usize = 8;

/// The kinds the filter offers: the log's `kind` name and how the filter says it.
const KINDS: [(&str, &str); 8] = [
    ("overflow", "overflows"),
    ("trap", "traps"),
    ("trap_lost", "lost traps"),
    ("interrupt", "interrupts"),
    ("freeze", "freezes"),
    ("hypercall", "hypercalls"),
    ("thread_switch", "thread switches"),
    ("note", "notes"),
];

/// The register fields an entry concerns, as "REG" or "REG.field": the counter and the bit
/// that recorded or caused it.
pub fn targets(machine: &Machine, entry: &LogEntry) -> Vec<String> {
    let counter = |name: &str| -> Vec<String> {
        match machine.counter(name) {
            Some(c) => vec![
                c.count.reg.to_string(),
                format!("{}.{}", c.overflow.reg, c.overflow.field),
            ],
            None => machine
                .register(name)
                .map(|r| vec![r.name.to_string()])
                .unwrap_or_default(),
        }
    };
    match &entry.kind {
        LogKind::Overflow { counter: c, control } => {
            let mut t = counter(c);
            let bit = if control.contains('.') {
                control.clone()
            } else {
                format!("{control}.ov")
            };
            if !t.contains(&bit) {
                t.push(bit);
            }
            t
        }
        LogKind::Trap { counter: Some(c), .. } | LogKind::Interrupt { counter: Some(c), .. } => counter(c),
        LogKind::TrapLost { counter: c, .. } => counter(c),
        LogKind::Freeze { .. } => machine
            .features
            .freeze
            .map(|f| vec![format!("{}.{}", f.reg, f.field)])
            .unwrap_or_default(),
        _ => Vec::new(),
    }
    .into_iter()
    .filter(|t| {
        machine
            .register(t.split('.').next().unwrap_or_default())
            .is_some()
    })
    .collect()
}

/// The log panel.
#[component]
pub fn LogPanel() -> Html {
    let kind = use_state(String::new);
    let list = use_node_ref();
    // Whether the list shows its newest entry (then it follows new ones).
    let at_end = use_mut_ref(|| true);
    // When the user last turned the wheel or pressed a key over the list, whether a pointer is
    // down on it (its scroll bar, a finger), and whether that turn or key was up: only a
    // scroll the user makes stops the list following. The browser scrolls it too, when entries
    // leave its top or come above its rows (scroll anchoring keeps the rows in view), and those
    // scrolls must not stop it, nor make it follow again just after the user went up.
    let input = use_mut_ref(|| (f64::NEG_INFINITY, false, false));
    // How many of the newest entries fill the box, measured after the last frame that followed.
    let fill = use_mut_ref(|| SHOWN_LIVE_FIRST);
    let session = use_session();
    let running = session.as_ref().is_some_and(|s| s.screen.running);
    let live = running && *at_end.borrow();
    let most = if live { *fill.borrow() } else { SHOWN };
    // The entries shown, the log's length, and whether entries of the kind chosen are left out
    // because the run is live.
    let (entries, total, held_back) = session.as_ref().map_or((Vec::new(), 0, false), |s| {
        s.with(|sim| {
            let mut matching = sim
                .log
                .iter()
                .enumerate()
                .rev()
                .filter(|(_, e)| kind.is_empty() || e.kind.name() == kind.as_str());
            let shown: Vec<(usize, &LogEntry)> = matching.by_ref().take(most).collect();
            let held_back = live && matching.next().is_some();
            (
                shown
                    .into_iter()
                    .rev()
                    .map(|(i, e)| (i, e.clone()))
                    .collect::<Vec<_>>(),
                sim.log.len(),
                held_back,
            )
        })
    });
    // One callback for every entry's links, the same at every render, so that an entry that
    // did not change is not drawn again.
    let on_show = {
        let dispatcher = session.as_ref().map(|s| s.dispatcher());
        use_callback((), move |target: String, ()| {
            if let Some(d) = &dispatcher {
                d.dispatch(UiAction::ShowField(target));
            }
        })
    };
    {
        let list = list.clone();
        let at_end = at_end.clone();
        let fill = fill.clone();
        let newest = entries.last().map(|(_, e)| e.cycle);
        use_effect_with((entries.len(), newest, (*kind).clone()), move |_| {
            if *at_end.borrow() {
                if let Some(el) = list.cast::<web_sys::Element>() {
                    el.set_scroll_top(el.scroll_height());
                    // The layout is done (scroll_height asked for it): reading the rows' heights
                    // costs nothing more.
                    *fill.borrow_mut() = rows_to_fill(&el);
                }
            }
        });
    }
    let Some(session) = session else {
        return html! {};
    };
    let machine = session.machine();
    let window = session.with(|sim| sim.switch_config().map_or(0, |c| c.switch_cycles));
    let on_kind = {
        let kind = kind.clone();
        Callback::from(move |e: Event| kind.set(select_value(&e)))
    };
    let on_scroll = {
        let list = list.clone();
        let at_end = at_end.clone();
        let input = input.clone();
        Callback::from(move |_: Event| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                let end = el.scroll_top() + el.client_height() >= el.scroll_height() - 4;
                let (when, held, up) = *input.borrow();
                let recent = js_sys::Date::now() - when < USER_SCROLL_MS;
                // Going up stops it following; reaching the end follows again, unless the user
                // has just gone up (the browser keeps the rows in view as 300 replace a few).
                if end && !(recent && up) || !end && (held || recent && up) {
                    *at_end.borrow_mut() = end;
                }
            }
        })
    };
    // A turn of the wheel up, or a key that scrolls up, on a list that can scroll up stops it
    // following at once: the browser scrolls smoothly over several frames, and a live run's
    // next frame would scroll the list back to its newest entry before the first scroll event.
    let on_input = {
        let (input, at_end, list) = (input.clone(), at_end.clone(), list.clone());
        Callback::from(move |up: bool| {
            {
                let mut input = input.borrow_mut();
                (input.0, input.2) = (js_sys::Date::now(), up);
            }
            if up
                && list
                    .cast::<web_sys::Element>()
                    .is_some_and(|el| el.scroll_top() > 0)
            {
                *at_end.borrow_mut() = false;
            }
        })
    };
    // End, or the button beside the count, goes to the newest entry at once and follows it: a
    // smooth scroll would not reach an end that moves with every frame.
    let on_follow = {
        let (at_end, list, input) = (at_end.clone(), list.clone(), input.clone());
        Callback::from(move |()| {
            {
                let mut input = input.borrow_mut();
                (input.0, input.2) = (js_sys::Date::now(), false);
            }
            *at_end.borrow_mut() = true;
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        })
    };
    let on_key = {
        let (on_input, on_follow) = (on_input.clone(), on_follow.clone());
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "End" => {
                e.prevent_default();
                on_follow.emit(());
            }
            key => on_input.emit(matches!(key, "ArrowUp" | "PageUp" | "Home")),
        })
    };
    let on_hold = {
        let input = input.clone();
        Callback::from(move |_: PointerEvent| input.borrow_mut().1 = true)
    };
    // A pointer is let go wherever it is: a drag of the scroll bar may end outside the list.
    {
        let input = input.clone();
        use_effect_with((), move |()| {
            let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
                let f = Closure::<dyn Fn()>::new(move || input.borrow_mut().1 = false);
                for kind in ["pointerup", "pointercancel"] {
                    let _ = doc.add_event_listener_with_callback(kind, f.as_ref().unchecked_ref());
                }
                (doc, f)
            });
            move || {
                if let Some((doc, f)) = listener {
                    for kind in ["pointerup", "pointercancel"] {
                        let _ = doc.remove_event_listener_with_callback(kind, f.as_ref().unchecked_ref());
                    }
                }
            }
        });
    }
    let shown = match (kind.is_empty(), held_back) {
        (true, false) => count(total as u64, "entry", "entries"),
        (true, true) => format!("{}; newest shown live", count(total as u64, "entry", "entries")),
        (false, false) => format!("{} shown", entries.len()),
        (false, true) => "newest shown live".to_string(),
    };
    let why_held = held_back.then(|| {
        format!(
            "While a run is live the log holds only the newest entries its box shows, so that each frame \
             draws what you see and not the whole list; pause, or scroll the log up, to see the newest {SHOWN}."
        )
    });
    html! {
        <section class="panel log-panel" aria-labelledby="log-title">
            <div class="panel-head">
                <h2 id="log-title" class="panel-title">{ "Log" }</h2>
                <label class="log-filter">{ "Show " }
                    <select data-testid="log-filter" onchange={on_kind}>
                        <option value="" selected={kind.is_empty()}>{ "everything" }</option>
                        { for KINDS.iter().map(|(k, words)| html! {
                            <option value={*k} selected={kind.as_str() == *k}>{ *words }</option>
                        }) }
                    </select>
                </label>
                <span class="muted" data-testid="log-shown" title={why_held}>{ shown }</span>
                // Scrolled up during a live run, the list's end moves faster than a wheel.
                if running && !*at_end.borrow() {
                    <button type="button" class="link" data-testid="log-follow" onclick={on_follow.reform(|_: MouseEvent| ())}
                            title="Scroll to the newest entry and follow the run again (End, in the list)">{ "newest \u{2193}" }</button>
                }
            </div>
            <ol class="log" data-testid="log" aria-live="polite" ref={list} onscroll={on_scroll} tabindex="0"
                onwheel={on_input.reform(|e: WheelEvent| e.delta_y() < 0.0)} onkeydown={on_key}
                onpointerdown={on_hold}
                aria-label="Log, oldest first">
                { for entries.into_iter().map(|(i, entry)| html! {
                    <LogRow key={i} {entry} {machine} {window} on_show={on_show.clone()} />
                }) }
            </ol>
        </section>
    }
}

/// How many rows, counted from the list's newest, fill its box, and one more, so that the list
/// can still be scrolled up: at most [`SHOWN_LIVE`]. Where its rows do not fill the box, twice
/// as many as it holds.
fn rows_to_fill(list: &web_sys::Element) -> usize {
    let box_height = list.client_height();
    if list.scroll_height() <= box_height {
        return (list.child_element_count() as usize * 2).clamp(1, SHOWN_LIVE);
    }
    let (mut height, mut rows, mut row) = (0.0, 0, list.last_element_child());
    while let Some(r) = row {
        height += r.get_bounding_client_rect().height();
        rows += 1;
        if height >= f64::from(box_height) {
            break;
        }
        row = r.previous_element_sibling();
    }
    (rows + 1).min(SHOWN_LIVE)
}

#[derive(Properties)]
struct LogRowProps {
    entry: LogEntry,
    machine: &'static Machine,
    /// The thread-switch window, which a switch's text names.
    window: u64,
    /// Open a register or field the entry links to.
    on_show: Callback<String>,
}

impl PartialEq for LogRowProps {
    fn eq(&self, other: &Self) -> bool {
        self.entry == other.entry
            && std::ptr::eq(self.machine, other.machine)
            && self.window == other.window
            && self.on_show == other.on_show
    }
}

/// One entry of the log: a component of its own, keyed by its place in the log, so that a live
/// run draws only the entries it adds.
#[component]
fn LogRow(props: &LogRowProps) -> Html {
    let e = &props.entry;
    let targets = targets(props.machine, e);
    // A switch says whose urgency was lower, not "urgencies 4 vs 5".
    let text = log_text(e, props.window);
    let link = |t: &String| {
        let (on_show, target) = (props.on_show.clone(), t.clone());
        let onclick = Callback::from(move |_: MouseEvent| on_show.emit(target.clone()));
        html! { <button type="button" class="link" title={format!("Open {t}")} {onclick}>{ t.clone() }</button> }
    };
    html! {
        <li class={classes!("log-entry", e.kind.name())}>
            <span class="log-cycle">{ group(e.cycle) }</span>{ " " }{ text }
            if !targets.is_empty() {
                <span class="log-links">{ for targets.iter().map(|t| html! { <>{ " " }{ link(t) }</> }) }</span>
            }
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An overflow links to its counter and the overflow bit; a freeze to the freeze bit.
    #[test]
    fn entries_link_to_their_registers() {
        let t4 = pmu_model::machine("sparc-t4").expect("t4");
        let overflow = LogEntry {
            cycle: 20,
            thread: None,
            kind: LogKind::Overflow {
                counter: "PIC0".into(),
                control: "PCR0.ov".into(),
            },
        };
        assert_eq!(targets(t4, &overflow), ["PIC0", "PCR0.ov"]);
        let mt = pmu_model::machine("montecito").expect("montecito");
        let freeze = LogEntry {
            cycle: 5,
            thread: Some(0),
            kind: LogKind::Freeze { note: String::new() },
        };
        assert_eq!(targets(mt, &freeze), ["PMC0.fr"]);
        let note = LogEntry {
            cycle: 5,
            thread: None,
            kind: LogKind::Note { text: "x".into() },
        };
        assert!(targets(t4, &note).is_empty());
    }
}
