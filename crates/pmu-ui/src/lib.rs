//! pmu-ui: the browser face of pmu-explorer. A thin Yew layer over `pmu-model`: the model
//! does the work, this crate draws it and turns clicks into model calls.
//!
//! Architecture Invariant (JavaScript at the edge): this is the only crate that knows JavaScript
//! (wasm-bindgen, web-sys).

pub mod browser;
pub mod js;
pub mod page;
pub mod session;
#[cfg(feature = "exports")]
pub mod widget;

#[cfg(feature = "exports")]
pub use js::explorer::Explorer;
pub use page::views::{RegisterView, RegisterViewProps};
#[cfg(feature = "exports")]
pub use widget::mount;

/// Mount the app on the page's `<body>`, in place of the static copy of its first screen that
/// index.html paints before the wasm arrives (`.app-shell`, web/tests/app-shell.mjs): the copy
/// leaves now and the app renders in this task's microtasks, before the next frame, so that the
/// page shows no empty frame between them.
pub fn start_app() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".app-shell").ok().flatten())
    {
        shell.remove();
    }
    yew::Renderer::<page::app::App>::new().render();
}

/// Runs when the module is instantiated: on the app page (`<body data-pmu-app>`) it mounts the
/// app; on other pages (documentation with widgets) it does nothing, and the page uses the
/// exports (`mount`, `Explorer`) through web/pmu-explorer.js. Either way it first installs the
/// panic hook.
#[cfg(feature = "exports")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    browser::panic::install();
    let is_app = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .is_some_and(|b| b.has_attribute("data-pmu-app"));
    if is_app {
        start_app();
    }
}
