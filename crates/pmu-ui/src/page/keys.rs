//! The keyboard, as the page's shortcuts read it, and the focus moves that keys make.

use wasm_bindgen::JsCast;
use yew::KeyboardEvent;

/// Whether a key press belongs to a control that reads keys itself (text, numbers, selects,
/// the scrubber), where a global shortcut would fight it.
pub fn typing(e: &KeyboardEvent) -> bool {
    let Some(el) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || el
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|h| h.is_content_editable())
}

/// Where the keys go to edit the register on screen: its value's first input (hex).
pub const EDITOR_VALUE: &str = "[data-testid=editor] .rv-inputs input";

/// Focus the first enabled element matching `selector`, with its text selected if it is an
/// input (so that what is typed replaces it); false if there is none.
pub fn focus_first(selector: &str) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Ok(Some(el)) = doc.query_selector(selector) else {
        return false;
    };
    let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() else {
        return false;
    };
    let ok = h.focus().is_ok();
    if let Some(input) = h.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
    }
    ok
}

/// [`focus_first`] once the page has drawn what the current event changes (a register just
/// opened).
pub fn focus_first_soon(selector: &'static str) {
    let Some(w) = web_sys::window() else {
        return;
    };
    let f = wasm_bindgen::closure::Closure::once_into_js(move || {
        focus_first(selector);
    });
    let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), 0);
}
