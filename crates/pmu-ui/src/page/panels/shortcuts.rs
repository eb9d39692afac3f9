//! The page's keyboard shortcuts and their help overlay. A shortcut presses the button that
//! does the same (so that it does exactly what a click does, and nothing when the button is
//! not there); keys typed into a text field, a number or a select are theirs, not shortcuts.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::page::keys::typing;
use crate::session::format::{noun, short};
use crate::session::STEPS;

/// Key, what it does, and the test id of the control it presses ("" for the ones handled
/// here).
pub fn shortcuts() -> Vec<(String, String, String)> {
    let mut out: Vec<(String, String, String)> = STEPS
        .iter()
        .enumerate()
        .map(|(i, n)| {
            (
                (i + 1).to_string(),
                format!("step {} {}", short(*n), noun(*n, "cycle", "cycles")),
                format!("step-{n}"),
            )
        })
        .collect();
    for (k, what, id) in [
        ("r", "run, or pause a run", "run|pause"),
        (
            "g",
            "run until the condition chosen (overflow, trap, ...)",
            "run-until",
        ),
        (
            "b",
            "one step back in the history (once the page keeps one)",
            "step-back",
        ),
        ("/", "find a register by name", "reg-search"),
        ("e", "edit the register on screen (its value, selected)", ""),
        ("s", "go to the simulation bar (its first step button)", ""),
        ("c", "go to the side column (the counters)", ""),
        ("?", "show or hide this help", ""),
        ("Esc", "leave the field being edited; close this help", ""),
    ] {
        out.push((k.into(), what.into(), id.into()));
    }
    // Time travel's keys, which the history bar listens to itself.
    out.extend(
        crate::page::views::SHORTCUTS
            .iter()
            .map(|(k, what)| (k.to_string(), what.to_string(), String::new())),
    );
    out
}

/// Focus the first control inside the first element matching `within`: a skip to one part of
/// the page.
fn focus_in(within: &str) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let found = doc
        .query_selector(&format!(
            "{within} input:not([disabled]), {within} select:not([disabled]), {within} button:not([disabled]), {within} [tabindex]"
        ))
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    found.is_some_and(|h| h.focus().is_ok())
}

/// Press (or, for an input, focus) the first control with one of the test ids `ids` ("a|b").
fn press(ids: &str) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    for id in ids.split('|') {
        if let Ok(Some(el)) = doc.query_selector(&format!("[data-testid=\"{id}\"]")) {
            if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
                if h.tag_name() == "INPUT" {
                    let _ = h.focus();
                } else {
                    h.click();
                }
                return true;
            }
        }
    }
    false
}

#[derive(Properties, PartialEq)]
pub struct ShortcutsProps {
    pub open: bool,
    pub on_toggle: Callback<bool>,
    /// Bring the first screen's walk-through back (after "Hide").
    pub on_show_intro: Callback<()>,
}

/// Listens to the page's keys while mounted, and shows the help when `open`.
#[component]
pub fn Shortcuts(props: &ShortcutsProps) -> Html {
    let close_ref = use_node_ref();
    {
        let on_toggle = props.on_toggle.clone();
        let open = props.open;
        use_effect_with(open, move |open| {
            let open = *open;
            let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
                let f = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| {
                    if e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    if typing(&e) {
                        // Esc leaves the field, so that the shortcuts can be reached from it.
                        if e.key() == "Escape" {
                            if let Some(h) =
                                e.target().and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
                            {
                                let _ = h.blur();
                            }
                        }
                        return;
                    }
                    let key = e.key();
                    let handled = match key.as_str() {
                        "?" => {
                            on_toggle.emit(!open);
                            true
                        }
                        "Escape" if open => {
                            on_toggle.emit(false);
                            true
                        }
                        "e" => {
                            crate::page::keys::focus_first(crate::page::keys::EDITOR_VALUE)
                                || focus_in("[data-testid=editor]")
                        }
                        "s" => focus_in("[data-testid=simbar]"),
                        "c" => focus_in(".side"),
                        _ => shortcuts()
                            .iter()
                            .find(|(k, _, id)| *k == key && !id.is_empty())
                            .is_some_and(|(_, _, id)| press(id)),
                    };
                    if handled {
                        e.prevent_default();
                    }
                });
                let _ = doc.add_event_listener_with_callback("keydown", f.as_ref().unchecked_ref());
                (doc, f)
            });
            move || {
                if let Some((doc, f)) = listener {
                    let _ = doc.remove_event_listener_with_callback("keydown", f.as_ref().unchecked_ref());
                }
            }
        });
    }
    {
        let close_ref = close_ref.clone();
        use_effect_with(props.open, move |open| {
            if *open {
                if let Some(b) = close_ref.cast::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            }
        });
    }
    if !props.open {
        return html! {};
    }
    let close = props.on_toggle.reform(|_: MouseEvent| false);
    let backdrop = props.on_toggle.reform(|_: MouseEvent| false);
    html! {
        <div class="overlay" onclick={backdrop}>
            <div class="help-dialog" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help-dialog"
                 onclick={Callback::from(|e: MouseEvent| e.stop_propagation())}>
                <h2 id="help-title">{ "Keyboard shortcuts" }</h2>
                <table class="shortcuts">
                    <tbody>
                        { for shortcuts().into_iter().map(|(k, what, _)| html! {
                            <tr><th scope="row">{ key_label(&k) }</th><td>{ what }</td></tr>
                        }) }
                    </tbody>
                </table>
                <p class="muted">{ "In the register list: the arrow keys move and open a register, Home and End go to its ends. In a number field: Up and Down change the value by one; Enter writes it." }</p>
                <button type="button" data-testid="help-show-intro" onclick={{
                    let show = props.on_show_intro.clone();
                    let close = props.on_toggle.clone();
                    Callback::from(move |_: MouseEvent| {
                        show.emit(());
                        close.emit(false);
                    })
                }}>{ "Show the walk-through (Try this)" }</button>
                { " " }
                <button type="button" ref={close_ref} data-testid="help-close" onclick={close}>{ "Close" }</button>
            </div>
        </div>
    }
}

/// A shortcut's keys as keycaps: "Left / Right (on the history)" is two keys and a note, so that
/// a keycap never holds words and never breaks inside.
fn key_label(label: &str) -> Html {
    let (keys, note) = match label.split_once(" (") {
        Some((keys, note)) => (keys, Some(format!("({note}"))),
        None => (label, None),
    };
    let mut caps = keys.split(" / ").map(|k| html! { <kbd>{ k }</kbd> });
    let first = caps.next();
    html! {
        <>
            { for first }
            { for caps.map(|cap| html! { <>{ " / " }{ cap }</> }) }
            if let Some(note) = note {
                <span class="key-note">{ " " }{ note }</span>
            }
        </>
    }
}
