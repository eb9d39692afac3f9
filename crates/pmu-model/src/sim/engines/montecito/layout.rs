//! Where the Montecito engine finds registers and fields: each register's index in a thread's
//! value table ([`Ix`]), and the bits of every field the engine reads or writes, as named
//! constants. The register tables (`crate::machines::montecito::registers`) are the authority:
//! the test at the end of this file holds every constant against its table field, so that the
//! engine and the tables cannot disagree. A generic counter's configuration, decoded once from
//! these fields, is a [`Pmc`]. Table numbers are those of seed 003 unless said otherwise.

use crate::machines::montecito::MACHINE;
use crate::register::{b, Bits};

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

// ----- PSR: Intel Itanium Architecture SDM Vol. 2, Figure 3-2 (seed 003 Figure 3-10 is
// garbled: Ambiguity A1).
pub(super) const PSR_UP: Bits = b(2, 2);
pub(super) const PSR_SP: Bits = b(20, 20);
pub(super) const PSR_PP: Bits = b(21, 21);
pub(super) const PSR_CPL: Bits = b(33, 32);
pub(super) const PSR_IS: Bits = b(34, 34);

// ----- PMC0: the freeze bit and the overflow bits (Table 3-8).
pub(super) const PMC0_FR: Bits = b(0, 0);

/// PMC0.ovN, the overflow bit of PMDn, is bit n (n = 4..15, Table 3-8).
pub(super) const fn pmc0_ov(n: usize) -> Bits {
    b(n as u8, n as u8)
}

// ----- PMC4-15 (Table 3-6) and PMD4-15 (Table 3-7).
pub(super) const PMC_PLM: Bits = b(3, 0);
pub(super) const PMC_EV: Bits = b(4, 4);
pub(super) const PMC_OI: Bits = b(5, 5);
pub(super) const PMC_PM: Bits = b(6, 6);
pub(super) const PMC_ES: Bits = b(15, 8);
pub(super) const PMC_UMASK: Bits = b(19, 16);
pub(super) const PMC_THRESHOLD: Bits = b(22, 20);
pub(super) const PMC_ISM: Bits = b(25, 24);
pub(super) const PMC_ALL: Bits = b(26, 26);
pub(super) const PMC_MESI: Bits = b(30, 27);
pub(super) const PMD_COUNT: Bits = b(46, 0);

// ----- Opcode matching: PMC32/34 (Table 3-11), PMC33/35 (Table 3-12), PMC36 (Table 3-13).
pub(super) const OPCM_MASK: Bits = b(40, 0);
pub(super) const OPCM_B: Bits = b(48, 48);
pub(super) const OPCM_F: Bits = b(49, 49);
pub(super) const OPCM_I: Bits = b(50, 50);
pub(super) const OPCM_M: Bits = b(51, 51);
pub(super) const PMC32_INV: Bits = b(56, 56);
pub(super) const PMC32_IG_AD: Bits = b(57, 57);
pub(super) const OPCM_MATCH: Bits = b(40, 0);
/// PMC36.Chi_ig_OPC, i = 0..3.
pub(super) const PMC36_CH_IG_OPC: [Bits; 4] = [b(0, 0), b(1, 1), b(2, 2), b(3, 3)];

// ----- The instruction EAR: PMC37 (Table 3-15), PMD34 and PMD35 (Tables 3-17, 3-19).
pub(super) const PMC37_PLM: Bits = b(3, 0);
pub(super) const PMC37_PM: Bits = b(4, 4);
/// umask in TLB mode (ct = 00), whose bits 2:0 (register bits 7:5) select the misses.
pub(super) const PMC37_UMASK_TLB: Bits = b(11, 5);
/// umask in cache mode (ct = 1x): the latency threshold of Table 3-16.
pub(super) const PMC37_UMASK_CACHE: Bits = b(12, 5);
/// ct as the full selector (1x cache, 01 nothing, 00 TLB).
pub(super) const PMC37_CT: Bits = b(13, 12);
pub(super) const PMD34_STAT: Bits = b(1, 0);
pub(super) const PMD35_LATENCY: Bits = b(11, 0);
pub(super) const PMD35_OVERFLOW: Bits = b(12, 12);

// ----- Instruction address range check: PMC38 (Table 3-10).
/// PMC38.ig_ibrpi, i = 0..3.
pub(super) const PMC38_IG_IBRP: [Bits; 4] = [b(1, 1), b(4, 4), b(7, 7), b(10, 10)];
pub(super) const PMC38_FINE: Bits = b(13, 13);

// ----- The execution trace buffer's configuration: PMC39 (Table 3-26).
pub(super) const PMC39_PLM: Bits = b(3, 0);
pub(super) const PMC39_PM: Bits = b(6, 6);
pub(super) const PMC39_DS: Bits = b(7, 7);
pub(super) const PMC39_TM: Bits = b(9, 8);
pub(super) const PMC39_PTM: Bits = b(11, 10);
pub(super) const PMC39_PPM: Bits = b(13, 12);
pub(super) const PMC39_BRT: Bits = b(15, 14);

// ----- The data EAR: PMC40 (Table 3-20), PMD33 and PMD36 (Tables 3-22, 3-24, 3-25).
pub(super) const PMC40_PLM: Bits = b(3, 0);
pub(super) const PMC40_PM: Bits = b(6, 6);
pub(super) const PMC40_MODE: Bits = b(8, 7);
pub(super) const PMC40_UMASK: Bits = b(19, 16);
pub(super) const PMC40_ISM: Bits = b(25, 24);
pub(super) const PMD33_LATENCY: Bits = b(12, 0);
pub(super) const PMD33_OVERFLOW: Bits = b(13, 13);
pub(super) const PMD33_STAT: Bits = b(15, 14);
pub(super) const PMD36_SLOT: Bits = b(1, 0);
pub(super) const PMD36_BN: Bits = b(2, 2);
pub(super) const PMD36_VL: Bits = b(3, 3);

// ----- Memory pipeline event constraints: PMC41 (Table 3-14).
/// PMC41.cfgdtagj, j = 0..3.
pub(super) const PMC41_CFGDTAG: [Bits; 4] = [b(4, 3), b(12, 11), b(20, 19), b(28, 27)];
/// PMC41.en_dbrpj, j = 0..3.
pub(super) const PMC41_EN_DBRP: [Bits; 4] = [b(45, 45), b(46, 46), b(47, 47), b(48, 48)];

// ----- The ETB and IP-EAR: PMC42 (Table 3-30), PMD38 (Tables 3-28, 3-32), PMD39 (Tables
// 3-29, 3-33), PMD48-63 (Tables 3-27, 3-31).
pub(super) const PMC42_PLM: Bits = b(3, 0);
pub(super) const PMC42_PM: Bits = b(6, 6);
pub(super) const PMC42_MODE: Bits = b(10, 8);
pub(super) const PMC42_DELAY: Bits = b(18, 11);
pub(super) const PMD38_EBI: Bits = b(3, 0);
pub(super) const PMD38_FULL: Bits = b(5, 5);
/// Within a PMD39 nibble (the nibble of PMD48 is bits 3:0, so its fields are where they sit in
/// every nibble): ETB mode.
pub(super) const ETB_EXT_BRFLUSH: Bits = b(1, 1);
pub(super) const ETB_EXT_B1: Bits = b(0, 0);
/// Within a PMD39 nibble: IP-EAR mode.
pub(super) const IPEAR_EXT_CYCL: Bits = b(3, 2);
pub(super) const IPEAR_EXT_F: Bits = b(1, 1);
pub(super) const IPEAR_EXT_EF: Bits = b(0, 0);
/// An ETB entry (PMD48-63 in ETB mode).
pub(super) const ETB_S: Bits = b(0, 0);
pub(super) const ETB_MP: Bits = b(1, 1);
pub(super) const ETB_SLOT: Bits = b(3, 2);
/// An IP-EAR entry (PMD48-63 in IP-EAR mode).
pub(super) const IPEAR_DELAY: Bits = b(7, 0);
pub(super) const IPEAR_IP: Bits = b(59, 8);
pub(super) const IPEAR_CYCL: Bits = b(63, 60);

/// The inverse of [`pmd39_order`]: PMD39's nibbles in the entries' order (entry k at bits
/// 4k+3:4k), the even nibbles gathered into the low half and the odd ones into the high half.
pub(super) const fn pmd39_unorder(x: u64) -> u64 {
    const fn gather(x: u64) -> u64 {
        let x = x & 0x0f0f_0f0f_0f0f_0f0f;
        let x = (x | x >> 4) & 0x00ff_00ff_00ff_00ff;
        let x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
        (x | x >> 16) & 0xffff_ffff
    }
    gather(x) | gather(x >> 4) << 32
}

/// Whether PMC42.mode = 1xx, the IP-EAR mode (Table 3-30).
pub(super) const fn ip_ear_mode(pmc42: u64) -> bool {
    PMC42_MODE.get(pmc42) & 0b100 != 0
}

/// The nibble of PMD39 that extends ETB entry `k` (PMD48+k): PMD(48+k) at bits 8k+3:8k and
/// PMD(56+k) at 8k+7:8k+4 for k < 8 (Table 3-29; Ambiguity A16).
pub(super) const fn pmd39_nibble(k: u64) -> Bits {
    let lo = if k < 8 { 8 * k } else { 8 * (k - 8) + 4 };
    b(lo as u8 + 3, lo as u8)
}

/// PMD39 from the nibbles of the 16 entries in order (entry k at bits 4k+3:4k): each
/// entry's nibble moved to [`pmd39_nibble`], the first eight to the even nibbles and the
/// last eight to the odd ones, by three shifts and masks per half rather than per entry.
pub(super) const fn pmd39_order(x: u64) -> u64 {
    const fn spread(x: u64) -> u64 {
        let x = (x | x << 16) & 0x0000_ffff_0000_ffff;
        let x = (x | x << 8) & 0x00ff_00ff_00ff_00ff;
        (x | x << 4) & 0x0f0f_0f0f_0f0f_0f0f
    }
    spread(x & 0xffff_ffff) | spread(x >> 32) << 4
}

// ----- The debug breakpoint registers' odd halves, IBR1/3/5/7 and DBR1/3/5/7 (Itanium SDM
// Vol. 2, Table 7-1).
pub(super) const BR_MASK: Bits = b(55, 0);
pub(super) const IBR_PLM: Bits = b(59, 56);
pub(super) const IBR_X: Bits = b(63, 63);

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
            plm: PMC_PLM.get(v),
            ev: PMC_EV.is_set(v),
            oi: PMC_OI.is_set(v),
            pm: PMC_PM.is_set(v),
            es: PMC_ES.get(v),
            umask: PMC_UMASK.get(v),
            threshold: PMC_THRESHOLD.get(v),
            ism: PMC_ISM.get(v),
            all: PMC_ALL.is_set(v),
            mesi: PMC_MESI.get(v),
        }
    }
}

/// PSR.cpl of a thread's registers.
pub(super) fn cpl_of(regs: &[u64], ix: &Ix) -> u8 {
    PSR_CPL.get(regs[ix.psr]) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::register::Field;

    /// The field `field` of register `reg` whose layout holds when the mode field its `When`
    /// names has the value `mode` (or that exists in every mode).
    fn table_field(reg: &str, field: &str, mode: Option<u64>) -> &'static Field {
        let r = MACHINE
            .register(reg)
            .unwrap_or_else(|| panic!("no register {reg}"));
        let found: Vec<&'static Field> = r
            .fields
            .iter()
            .filter(|f| f.name == field)
            .filter(|f| match (f.when, mode) {
                (None, _) => true,
                (Some(w), Some(m)) => w.values.contains(&m),
                (Some(_), None) => false,
            })
            .collect();
        assert_eq!(
            found.len(),
            1,
            "{reg}.{field} in mode {mode:?}: {} fields",
            found.len()
        );
        found[0]
    }

    /// Every field constant of the engine: register, field and mode (the value of the field
    /// the table's `When` names) as the tables of `crate::machines::montecito::registers` give
    /// them, and the constant.
    #[rustfmt::skip]
    fn constants() -> Vec<(String, String, Option<u64>, Bits)> {
        let mut v: Vec<(&str, &str, Option<u64>, Bits)> = vec![
            ("PSR", "up", None, PSR_UP),
            ("PSR", "sp", None, PSR_SP),
            ("PSR", "pp", None, PSR_PP),
            ("PSR", "cpl", None, PSR_CPL),
            ("PSR", "is", None, PSR_IS),
            ("PMC0", "fr", None, PMC0_FR),
            ("PMD4", "count", None, PMD_COUNT),
            ("PMC32", "mask", None, OPCM_MASK),
            ("PMC32", "b", None, OPCM_B),
            ("PMC32", "f", None, OPCM_F),
            ("PMC32", "i", None, OPCM_I),
            ("PMC32", "m", None, OPCM_M),
            ("PMC32", "inv", None, PMC32_INV),
            ("PMC32", "ig_ad", None, PMC32_IG_AD),
            ("PMC33", "match", None, OPCM_MATCH),
            ("PMC37", "plm", None, PMC37_PLM),
            ("PMC37", "pm", None, PMC37_PM),
            ("PMC37", "umask", Some(0b00), PMC37_UMASK_TLB),
            ("PMC37", "umask", Some(0b10), PMC37_UMASK_CACHE),
            ("PMC37", "ct", Some(0b00), PMC37_CT),
            ("PMD34", "stat", Some(0b10), PMD34_STAT),
            ("PMD34", "stat", Some(0b00), PMD34_STAT),
            ("PMD35", "latency", Some(0b10), PMD35_LATENCY),
            ("PMD35", "overflow", Some(0b10), PMD35_OVERFLOW),
            ("PMC38", "fine", None, PMC38_FINE),
            ("PMC39", "plm", None, PMC39_PLM),
            ("PMC39", "pm", None, PMC39_PM),
            ("PMC39", "ds", None, PMC39_DS),
            ("PMC39", "tm", None, PMC39_TM),
            ("PMC39", "ptm", None, PMC39_PTM),
            ("PMC39", "ppm", None, PMC39_PPM),
            ("PMC39", "brt", None, PMC39_BRT),
            ("PMC40", "plm", None, PMC40_PLM),
            ("PMC40", "pm", None, PMC40_PM),
            ("PMC40", "mode", None, PMC40_MODE),
            ("PMC40", "umask", Some(0b00), PMC40_UMASK),
            ("PMC40", "umask", Some(0b01), PMC40_UMASK),
            ("PMC40", "ism", None, PMC40_ISM),
            ("PMD33", "latency", Some(0b00), PMD33_LATENCY),
            ("PMD33", "overflow", Some(0b00), PMD33_OVERFLOW),
            ("PMD33", "stat", Some(0b00), PMD33_STAT),
            ("PMD33", "stat", Some(0b01), PMD33_STAT),
            ("PMD33", "stat", Some(0b10), PMD33_STAT),
            ("PMD36", "slot", None, PMD36_SLOT),
            ("PMD36", "bn", None, PMD36_BN),
            ("PMD36", "vl", None, PMD36_VL),
            ("PMC42", "plm", None, PMC42_PLM),
            ("PMC42", "pm", None, PMC42_PM),
            ("PMC42", "mode", None, PMC42_MODE),
            ("PMC42", "delay", None, PMC42_DELAY),
            ("PMD38", "ebi", None, PMD38_EBI),
            ("PMD38", "full", None, PMD38_FULL),
            ("PMD39", "pmd48_brflush", Some(0b000), ETB_EXT_BRFLUSH),
            ("PMD39", "pmd48_b1", Some(0b000), ETB_EXT_B1),
            ("PMD39", "pmd48_cycl", Some(0b100), IPEAR_EXT_CYCL),
            ("PMD39", "pmd48_f", Some(0b100), IPEAR_EXT_F),
            ("PMD39", "pmd48_ef", Some(0b100), IPEAR_EXT_EF),
            ("PMD48", "s", Some(0b000), ETB_S),
            ("PMD48", "mp", Some(0b000), ETB_MP),
            ("PMD48", "slot", Some(0b000), ETB_SLOT),
            ("PMD48", "delay", Some(0b100), IPEAR_DELAY),
            ("PMD48", "IP", Some(0b100), IPEAR_IP),
            ("PMD48", "cycl", Some(0b100), IPEAR_CYCL),
            ("IBR1", "mask", None, BR_MASK),
            ("IBR1", "plm", None, IBR_PLM),
            ("IBR1", "x", None, IBR_X),
            ("DBR1", "mask", None, BR_MASK),
        ];
        let mut out: Vec<(String, String, Option<u64>, Bits)> =
            v.drain(..).map(|(r, f, m, bits)| (r.to_string(), f.to_string(), m, bits)).collect();
        // Fields that repeat: the same constant must hold for every register of the group.
        for (f, bits) in [
            ("plm", PMC_PLM), ("ev", PMC_EV), ("oi", PMC_OI), ("pm", PMC_PM), ("es", PMC_ES),
            ("umask", PMC_UMASK), ("threshold", PMC_THRESHOLD), ("ism", PMC_ISM),
            ("all", PMC_ALL), ("MESI", PMC_MESI),
        ] {
            out.extend((4..16).map(|n| (format!("PMC{n}"), f.to_string(), None, bits)));
        }
        for n in 4..16 {
            out.push(("PMC0".into(), format!("ov{n}"), None, pmc0_ov(n)));
            out.push((format!("PMD{n}"), "count".into(), None, PMD_COUNT));
        }
        for (i, bits) in PMC36_CH_IG_OPC.iter().enumerate() {
            let name = if i < 2 { format!("Ch{i}_ig_OPC") } else { format!("Ch{i}_ig_OpC") };
            out.push(("PMC36".into(), name, None, *bits));
        }
        for (i, bits) in PMC38_IG_IBRP.iter().enumerate() {
            out.push(("PMC38".into(), format!("ig_ibrp{i}"), None, *bits));
        }
        for (j, bits) in PMC41_CFGDTAG.iter().enumerate() {
            out.push(("PMC41".into(), format!("cfgdtag{j}"), None, *bits));
        }
        for (j, bits) in PMC41_EN_DBRP.iter().enumerate() {
            out.push(("PMC41".into(), format!("en_dbrp{j}"), None, *bits));
        }
        for (opcm, matchv) in [("PMC34", "PMC35")] {
            for (f, bits) in [("mask", OPCM_MASK), ("b", OPCM_B), ("f", OPCM_F), ("i", OPCM_I), ("m", OPCM_M)] {
                out.push((opcm.into(), f.into(), None, bits));
            }
            out.push((matchv.into(), "match".into(), None, OPCM_MATCH));
        }
        for k in [3, 5, 7] {
            for (f, bits) in [("mask", BR_MASK), ("plm", IBR_PLM), ("x", IBR_X)] {
                out.push((format!("IBR{k}"), f.into(), None, bits));
            }
            out.push((format!("DBR{k}"), "mask".into(), None, BR_MASK));
        }
        for k in 49..64 {
            for (f, m, bits) in [
                ("s", 0b000, ETB_S), ("mp", 0b000, ETB_MP), ("slot", 0b000, ETB_SLOT),
                ("delay", 0b100, IPEAR_DELAY), ("IP", 0b100, IPEAR_IP), ("cycl", 0b100, IPEAR_CYCL),
            ] {
                out.push((format!("PMD{k}"), f.into(), Some(m), bits));
            }
        }
        out
    }

    #[test]
    fn every_field_constant_is_its_table_field() {
        for (reg, field, mode, bits) in constants() {
            let f = table_field(&reg, &field, mode);
            assert_eq!(
                f.bits,
                &[bits],
                "{reg}.{field}: the engine uses {bits}, the table ({}) {}",
                f.source,
                f.bits_text()
            );
            assert_eq!(f.width(), bits.width(), "{reg}.{field}: width");
        }
    }

    /// Entry k's nibble in order lands in its nibble of PMD39, and the ring's registers
    /// are consecutive (the ETB's entries are written as slices).
    #[test]
    fn pmd39_order_moves_each_nibble_to_its_place() {
        for k in 0..16u64 {
            assert_eq!(pmd39_order(0xf << (4 * k)), pmd39_nibble(k).mask(), "entry {k}");
            assert_eq!(
                pmd39_order(0x5 << (4 * k)),
                0x5 << pmd39_nibble(k).lo,
                "entry {k}"
            );
        }
        let ix = Ix::new();
        assert!((0..16).all(|k| ix.pmd[48 + k] == ix.pmd[48] + k));
    }

    /// Ordering PMD39's nibbles and gathering them back are inverses, and ordering puts entry
    /// k's nibble where [`pmd39_nibble`] says.
    #[test]
    fn pmd39_unorder_inverts_the_order() {
        for k in 0..16u64 {
            let x = 0xau64 << (4 * k);
            assert_eq!(pmd39_order(x), pmd39_nibble(k).put(0xa), "entry {k}");
            assert_eq!(pmd39_unorder(pmd39_order(x)), x, "entry {k}");
        }
        for x in [0, u64::MAX, 0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210] {
            assert_eq!(pmd39_unorder(pmd39_order(x)), x);
            assert_eq!(pmd39_order(pmd39_unorder(x)), x);
        }
    }

    /// The nibble of PMD39 for entry PMD(48+k) holds exactly that entry's fields, in both
    /// modes (Tables 3-29 and 3-33).
    #[test]
    fn pmd39_nibbles_are_the_tables() {
        let pmd39 = MACHINE.register("PMD39").expect("PMD39");
        for k in 0..16u64 {
            for mode in [0b000, 0b100] {
                let prefix = format!("pmd{}_", 48 + k);
                let mask = pmd39
                    .fields
                    .iter()
                    .filter(|f| f.name.starts_with(&prefix))
                    .filter(|f| f.when.is_some_and(|w| w.values.contains(&mode)))
                    .fold(0, |m, f| m | f.mask());
                assert_eq!(
                    mask,
                    pmd39_nibble(k).mask(),
                    "PMD{}'s nibble in mode {mode:03b}",
                    48 + k
                );
            }
        }
    }

    /// The mode fields the tables name are the ones the engine reads to choose a layout.
    #[test]
    fn layouts_follow_the_mode_fields_the_engine_reads() {
        let when = |reg: &str, field: &str| {
            MACHINE
                .register(reg)
                .and_then(|r| r.fields.iter().find(|f| f.name == field && f.when.is_some()))
                .and_then(|f| f.when)
                .unwrap_or_else(|| panic!("{reg}.{field} has no mode"))
        };
        let w = when("PMD48", "s");
        assert_eq!((w.register, w.field), (Some("PMC42"), "mode"));
        let w = when("PMD33", "stat");
        assert_eq!((w.register, w.field), (Some("PMC40"), "mode"));
        let w = when("PMD35", "latency");
        assert_eq!((w.register, w.field), (Some("PMC37"), "ct"));
        let w = when("PMC37", "umask");
        assert_eq!((w.register, w.field), (None, "ct"));
        let w = when("PMC40", "umask");
        assert_eq!((w.register, w.field), (None, "mode"));
    }
}
