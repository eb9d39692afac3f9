//! Where the Montecito engine finds registers and fields: each register's index in a thread's
//! value table ([`Ix`]), and the bit positions of every field the engine reads or writes.

use crate::machines::montecito::MACHINE;

/// Register indexes into a thread's value table.
#[derive(Clone, Debug)]
pub(super) struct Ix {
    pub(super) psr: usize,
    pub(super) pmc: [usize; 43],
    pub(super) pmd: [usize; 64],
    pub(super) ibr: [usize; 8],
    pub(super) dbr: [usize; 8],
}

fn position(name: &str) -> usize {
    MACHINE
        .registers
        .iter()
        .position(|r| r.name == name)
        .unwrap_or(usize::MAX)
}

impl Ix {
    pub(super) fn new() -> Ix {
        Ix {
            psr: position("PSR"),
            pmc: std::array::from_fn(|i| position(&format!("PMC{i}"))),
            pmd: std::array::from_fn(|i| position(&format!("PMD{i}"))),
            ibr: std::array::from_fn(|i| position(&format!("IBR{i}"))),
            dbr: std::array::from_fn(|i| position(&format!("DBR{i}"))),
        }
    }
}

// PSR bit positions (Itanium architecture; seed 003 Figure 3-10 is garbled, Ambiguity A1).
pub(super) const PSR_UP: u64 = 1 << 2;
pub(super) const PSR_SP: u64 = 1 << 20;
pub(super) const PSR_PP: u64 = 1 << 21;
pub(super) const PSR_IS: u64 = 1 << 34;

/// A generic counter's configuration (Table 3-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pmc {
    pub plm: u64,
    pub ev: bool,
    pub oi: bool,
    pub pm: bool,
    pub es: u64,
    pub umask: u64,
    pub threshold: u64,
    pub ism: u64,
    pub all: bool,
    pub mesi: u64,
}

impl Pmc {
    pub fn from(v: u64) -> Pmc {
        Pmc {
            plm: v & 0xf,
            ev: v >> 4 & 1 == 1,
            oi: v >> 5 & 1 == 1,
            pm: v >> 6 & 1 == 1,
            es: v >> 8 & 0xff,
            umask: v >> 16 & 0xf,
            threshold: v >> 20 & 7,
            ism: v >> 24 & 3,
            all: v >> 26 & 1 == 1,
            mesi: v >> 27 & 0xf,
        }
    }
}

pub(super) fn cpl_of(regs: &[u64], ix: &Ix) -> u8 {
    (regs[ix.psr] >> 32 & 3) as u8
}
