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
pub use page::views::{painter, Painter, RegisterView, RegisterViewProps};
#[cfg(feature = "exports")]
pub use widget::mount;

/// Mount the app on the page's `<body>`, in place of the static copy of its first screen that
/// index.html paints before the wasm arrives (`.app-shell`, web/tests/app-shell.mjs): the copy
/// leaves now and the app renders in this task's microtasks, before the next frame, so that the
/// page shows no empty frame between them. A new visitor may have used that copy meanwhile
/// (web/pmu-explorer.js): `early_steps` is what they did there (a JSON array of scenario steps:
/// the register module's writes to the first register, the Steps clicked), and `early_field` the
/// field whose control had the keyboard focus. The app then starts from the default session with
/// them, so the page ends where the user left it.
pub fn start_app(early_steps: String, early_field: Option<String>) {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".app-shell").ok().flatten())
    {
        shell.remove();
    }
    yew::Renderer::<page::app::App>::with_props(page::app::AppProps {
        early_steps,
        early_field,
    })
    .render();
}

/// Runs when the module is instantiated: installs the panic hook. The page's script decides what
/// to mount (web/pmu-explorer.js: the app through [`start_app_js`], widgets through `mount`).
#[cfg(feature = "exports")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    browser::panic::install();
}

/// `startApp(steps, field)`: mount the app (see [`start_app`]); `steps` is a JSON array of
/// scenario steps, or empty, and `field` the name of the field in use (empty for none). Steps
/// that cannot be replayed are reported in the app, which opens on the default session.
#[cfg(feature = "exports")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = startApp)]
pub fn start_app_js(steps: String, field: String) {
    start_app(steps, (!field.is_empty()).then_some(field));
}
