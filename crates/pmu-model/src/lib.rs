//! pmu-model: the performance-monitoring units of the SPARC T4, SPARC KT and dual-core
//! Itanium 2 ("Montecito") as data and as deterministic simulators.
//!
//! Architecture Invariant (browser-free model): this crate knows nothing of the browser. It has
//! no wasm-bindgen, web-sys, js-sys or yew dependency, compiles natively and for wasm32, and does
//! all register arithmetic in u64 (Architecture Invariant (u64 arithmetic)).
//!
//! - [`register`]: register layouts as `&'static` tables.
//! - [`event`]: event catalogues as `&'static` tables.
//! - [`decode`]: decode (never fails), encode (names what is wrong), write/read semantics.
//! - [`machine`]: the machines and their lookup.
//! - [`hypervisor`]: hypercalls and their status codes, as machines with a hypervisor API list
//!   them.
//! - [`machines`]: the data for each machine, with citations.
//! - [`pcl`]: the PCL portable layer: portable events, availability, countability, derived
//!   metrics and nested regions (seed 002).
//! - [`sim`]: the deterministic simulators; one `Action` type drives them.
//! - [`scenario`]: the scenario file, its executor and its result JSON, above `sim` and `pcl`.
//! - [`lesson`]: lessons, the manuals' programming notes as exercises the model checks, above
//!   `scenario`.
//! - [`sort`]: stable sorting through one shared instance of the standard sort (bundle size).

pub mod bench;
pub mod cite;
pub mod decode;
pub mod derived;
pub mod event;
pub mod history;
pub mod hypervisor;
pub mod interop;
pub mod lesson;
pub mod machine;
pub mod machines;
pub mod number;
pub mod pcl;
pub mod register;
pub mod scenario;
pub mod sim;
pub mod sort;

pub use decode::{decode, encode, Decoded, Diagnostic, EncodeError, Severity};
pub use event::{Alias, AliasTable, Event, Mask, Tool};
pub use machine::{Choice, Machine, NamedEvent};
pub use machines::{machine, MACHINES};
pub use register::{Access, Field, Register};
