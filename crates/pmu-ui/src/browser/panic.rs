//! What the page does if the UI ever panics (a bug: no input path may panic, ARCHITECTURE.md).
//!
//! In the browser the release build aborts on a panic (`panic = "abort"`: a wasm `unreachable`
//! trap), and yew stops rendering for good. The panic hook still runs before the trap, so it
//! tells the user with plain DOM calls (yew cannot be trusted any more): a banner that says
//! what happened (text only, never HTML from the message) and offers to reload the page, one
//! `console.error`, and a mark that stops anything after it (the session's save, the live-run
//! loop) from writing over the session saved before the panic. Reloading restores that
//! session from the address and localStorage.
//!
//! On the app page (`<body data-pmu-app>`) the banner goes at the top of the page. Widgets
//! embedded in another page share one wasm module, so a panic stops all of them: each mounted
//! widget shows the message in its own element, and nothing else of the host page is touched.
//!
//! [`install`] is called by every entry point (the start function, `mount`, `Explorer`,
//! `bench`); it installs the hook once.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Once;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Set by the hook: the page has panicked.
static PANICKED: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// The elements of the mounted widgets, for the hook to mark.
    static WIDGETS: RefCell<Vec<web_sys::Element>> = const { RefCell::new(Vec::new()) };
}

/// Install the panic hook (once, whoever calls first). Only in the browser: natively (the
/// tests) the DOM calls it makes do not exist.
pub fn install() {
    static ONCE: Once = Once::new();
    if cfg!(target_arch = "wasm32") {
        // Through yew, which otherwise installs its own hook when it first renders.
        ONCE.call_once(|| yew::set_custom_panic_hook(Box::new(hook)));
    }
}

/// Whether the page has panicked: after that, nothing saves the session.
pub fn happened() -> bool {
    PANICKED.load(Ordering::SeqCst)
}

/// A widget was mounted in `element`.
pub fn add_widget(element: &web_sys::Element) {
    let _ = WIDGETS.try_with(|w| {
        if let Ok(mut w) = w.try_borrow_mut() {
            w.push(element.clone());
        }
    });
}

/// The widget in `element` was unmounted.
pub fn remove_widget(element: &web_sys::Element) {
    let _ = WIDGETS.try_with(|w| {
        if let Ok(mut w) = w.try_borrow_mut() {
            if let Some(i) = w.iter().position(|e| e == element) {
                w.remove(i);
            }
        }
    });
}

/// The panic's message and where it happened, as the banner and the console say it.
pub fn describe(payload: Option<&str>, location: Option<(&str, u32)>) -> String {
    let what = payload.unwrap_or("a panic without a message");
    match location {
        Some((file, line)) => format!("{what} (at {file}:{line})"),
        None => what.to_string(),
    }
}

/// The banner's text on the app page.
pub fn app_text(message: &str) -> String {
    format!(
        "pmu-explorer stopped: an internal error happened (a bug): {message}. The page no longer \
         responds. Your session as it was saved before the error is kept: Reload reopens it."
    )
}

/// The text in a widget's element.
pub fn widget_text(message: &str) -> String {
    format!(
        "pmu-explorer stopped: an internal error happened (a bug): {message}. Reload the page to \
         restart this widget."
    )
}

fn hook(info: &std::panic::PanicHookInfo<'_>) {
    // Log once: a second panic (yew is in an inconsistent state after the first) says nothing new.
    if PANICKED.swap(true, Ordering::SeqCst) {
        return;
    }
    let payload = info
        .payload()
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str));
    let message = describe(payload, info.location().map(|l| (l.file(), l.line())));
    // The JavaScript stack says which export or event handler led to the panic.
    let stack = js_sys::Reflect::get(&js_sys::Error::new(""), &JsValue::from_str("stack"))
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    web_sys::console::error_1(&JsValue::from_str(&format!(
        "pmu-explorer panicked: {message}\n\nStack:\n{stack}"
    )));
    show(&message);
}

/// Show the banner and the widgets' messages. Every DOM call may fail: a failure shows less,
/// never panics again.
fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(body) = document.body().filter(|b| b.has_attribute("data-pmu-app")) {
        if let Some(banner) = app_banner(&document, message) {
            let _ = body.prepend_with_node_1(&banner);
        }
    }
    let widgets = WIDGETS
        .try_with(|w| w.try_borrow().map(|w| w.clone()).unwrap_or_default())
        .unwrap_or_default();
    for element in widgets {
        if let Ok(note) = document.create_element("div") {
            note.set_class_name("pmu-widget-error");
            let _ = note.set_attribute("role", "alert");
            let _ = note.set_attribute("data-testid", "widget-panic");
            note.set_text_content(Some(&widget_text(message)));
            let _ = element.prepend_with_node_1(&note);
        }
    }
}

fn app_banner(document: &web_sys::Document, message: &str) -> Option<web_sys::Element> {
    let banner = document.create_element("div").ok()?;
    banner.set_class_name("error-banner panic-banner");
    let _ = banner.set_attribute("role", "alert");
    let _ = banner.set_attribute("data-testid", "panic");
    let text = document.create_element("span").ok()?;
    text.set_text_content(Some(&app_text(message)));
    let _ = banner.append_child(&text);
    let button = document.create_element("button").ok()?;
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute("data-testid", "panic-reload");
    button.set_text_content(Some("Reload"));
    // The page's address holds the saved session (persist::save keeps it there), so a reload
    // reopens it. The closure lives as long as the page.
    let reload = Closure::<dyn Fn()>::new(|| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    let _ = button.add_event_listener_with_callback("click", reload.as_ref().unchecked_ref());
    reload.forget();
    let _ = banner.append_child(&button);
    Some(banner)
}

/// A deliberate panic, for the end-to-end test of the banner only (web/tests/e2e.mjs). It is
/// not part of the documented API, it is not exported by web/pmu-explorer.js, and it does
/// nothing unless called with the exact confirmation text, so that no user reaches it by
/// accident.
#[wasm_bindgen(js_name = "__pmu_test_panic")]
pub fn test_panic(confirm: &str) {
    install();
    if confirm == "panic the page for the end-to-end test" {
        panic!("a deliberate panic for the end-to-end test (__pmu_test_panic)");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_says_what_and_where() {
        assert_eq!(
            describe(
                Some("RefCell already borrowed"),
                Some(("crates/pmu-ui/src/session/mod.rs", 172))
            ),
            "RefCell already borrowed (at crates/pmu-ui/src/session/mod.rs:172)"
        );
        assert_eq!(describe(None, None), "a panic without a message");
        let app = app_text("boom");
        assert!(app.contains("boom") && app.contains("Reload"), "{app}");
        assert!(widget_text("boom").contains("Reload the page"));
    }

    #[test]
    fn a_wrong_confirmation_does_not_panic() {
        test_panic("");
        test_panic("panic");
        assert!(!happened());
    }
}
