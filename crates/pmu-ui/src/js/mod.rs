//! The JavaScript boundary: the headless API (`Explorer`, `bench`), the lessons' API, the values
//! that cross between JavaScript and Rust, and the widget's options (one table, which the loader
//! and the TypeScript declarations are checked against). 64-bit values cross as BigInt or hex
//! strings (ARCHITECTURE.md, Architecture Invariant (JavaScript at the edge)); a bad argument is
//! an exception that names it, never a panic. What these exports compute is the session's
//! (`crate::session`) and the model's.

#[cfg(feature = "exports")]
pub mod explorer;
#[cfg(feature = "exports")]
pub mod lessons;
pub mod values;
pub mod widget_options;
