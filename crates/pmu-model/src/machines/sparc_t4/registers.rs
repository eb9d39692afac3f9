//! SPARC T4 register tables (seed 000, TABLE 10-1, 10-3, 10-4..10-6).

use crate::register::Register;

pub static REGISTERS: &[Register] = &[];
