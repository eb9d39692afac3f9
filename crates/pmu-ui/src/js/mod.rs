//! The JavaScript boundary: the headless API (`Explorer`, `bench`), the lessons' API, and the
//! values that cross between JavaScript and Rust. 64-bit values cross as BigInt or hex strings
//! (ARCHITECTURE.md, Architecture Invariant (JavaScript at the edge)); a bad argument is an
//! exception that names it, never a panic. What these exports compute is the session's
//! (`crate::session`) and the model's.

pub mod explorer;
pub mod lessons;
pub mod values;
