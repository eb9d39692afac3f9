//! The data of each modelled machine: register tables and event catalogues, each entry with
//! the source that defines it.

pub mod montecito;
pub mod sparc_kt;
pub mod sparc_t4;
