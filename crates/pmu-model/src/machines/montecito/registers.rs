//! Montecito register tables (seed 003 chapter 3).

use crate::register::Register;

pub static REGISTERS: &[Register] = &[];
