//! The keyboard, as the page's shortcuts read it.

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
