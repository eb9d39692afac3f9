//! The browser as the page's host: the panic hook, the session's place in the URL and in
//! localStorage, and the animation-frame loop of live runs. Everything here calls the browser
//! (web-sys); what it stores and reads is the session's (`crate::session`).

pub mod frame;
pub mod panic;
pub mod persist;
