//! pmu-ui: the browser face of pmu-explorer. A thin Yew layer over `pmu-model`: the model
//! does the work, this crate draws it and turns clicks into model calls.
//!
//! Architecture Invariant: this is the only crate that knows JavaScript (wasm-bindgen, web-sys).

pub mod app;
pub mod charts;
pub mod frame;
pub mod panels;
pub mod pcl_panel;
pub mod persist;
pub mod register_view;
pub mod state;

pub use register_view::{RegisterView, RegisterViewProps};

/// Mount the app on the page's `<body>`.
pub fn start_app() {
    yew::Renderer::<app::App>::new().render();
}
