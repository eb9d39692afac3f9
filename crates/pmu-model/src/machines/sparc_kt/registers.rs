//! SPARC KT register tables (seed 001 sections 2 and 3.1; the base PCR/PIC layout from the
//! UltraSPARC T2 documentation).

use crate::register::Register;

pub static REGISTERS: &[Register] = &[];
