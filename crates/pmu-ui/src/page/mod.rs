//! The Yew page: the application ([`app`]), the session as a Yew context ([`context`]), the
//! page's parts ([`panels`]) and the self-contained views they place ([`views`]), which the
//! widget shows alone too. Components read the session and dispatch `UiAction`s; none computes
//! what the session or the model computes.

pub mod app;
pub mod context;
pub mod keys;
pub mod panels;
pub mod views;
