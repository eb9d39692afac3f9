//! Event qualification (seed 003 sections 3.2.3, 3.3.5-3.3.7): the Monitor Enable equation,
//! the instruction address range check on the four IBR pairs, the two opcode matchers, the four
//! tag channels they form, and the data address range check of PMC41. Pure functions of a
//! thread's register values, so that the engine can bake them into its tallies.

use super::layout::{BR_MASK, IBR_PLM, IBR_X, OPCM_B, OPCM_F, OPCM_I, OPCM_M, OPCM_MASK, OPCM_MATCH};
use super::stream::{IType, Instr};

/// The Monitor Enable equation of section 3.3.1 (L1046):
/// `(not PMC0.fr) and PMCi.plm[PSR.cpl] and ((PMCi.ism = '10) or (i = 39) or (i = 37)) and
/// ((not PMCi.pm and PSR.up) or (PMCi.pm and PSR.pp))`. `ism` is `None` for registers that
/// have no ism field (PMC37, PMC39, and PMC42, which the equation forgets: Ambiguity A2).
pub fn monitor_enable(fr: bool, plm: u64, cpl: u8, ism: Option<u64>, pm: bool, up: bool, pp: bool) -> bool {
    !fr && plm >> cpl & 1 == 1 && ism.is_none_or(|m| m == 0b10) && ((!pm && up) || (pm && pp))
}

/// The part of the equation that does not depend on the privilege level of a cycle.
pub fn gate(fr: bool, ism: Option<u64>, pm: bool, up: bool, pp: bool) -> bool {
    monitor_enable(fr, 0b1111, 0, ism, pm, up, pp)
}

/// One opcode matcher (PMC32/33 or PMC34/35, Tables 3-11 and 3-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpCm {
    pub mask: u64,
    pub matchv: u64,
    pub m: bool,
    pub i: bool,
    pub f: bool,
    pub b: bool,
}

/// Instruction encodings are 41 bits, the width of PMC32.mask and PMC33.match.
const ENC_BITS: u64 = OPCM_MASK.max_value();

impl OpCm {
    pub fn from_regs(pmc_mask: u64, pmc_match: u64) -> OpCm {
        OpCm {
            mask: OPCM_MASK.get(pmc_mask),
            matchv: OPCM_MATCH.get(pmc_match),
            b: OPCM_B.is_set(pmc_mask),
            f: OPCM_F.is_set(pmc_mask),
            i: OPCM_I.is_set(pmc_mask),
            m: OPCM_M.is_set(pmc_mask),
        }
    }

    /// `Match(OpCM) = imatch(itype, mifb) AND ematch(enco, match, mask)` (L1296-L1305).
    pub fn matches(&self, itype: IType, enco: u64) -> bool {
        let imatch = match itype {
            IType::M => self.m,
            IType::I => self.i,
            IType::F => self.f,
            IType::B => self.b,
        };
        let ematch = ((enco ^ self.matchv) & !self.mask & ENC_BITS) == 0;
        imatch && ematch
    }

    /// Whether every instruction matches ("all mifb and all mask bits ... set to one", L1247).
    pub fn matches_all(&self) -> bool {
        self.m && self.i && self.f && self.b && self.mask == ENC_BITS
    }
}

/// Everything that qualifies the events of one thread.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Qual {
    /// PMC32.ig_ad and PMC32.inv (channel 0 only; ignored in PMC34).
    pub ig_ad: bool,
    pub inv: bool,
    /// PMC38.ig_ibrp0..3 and PMC38.fine.
    pub ig_ibrp: [bool; 4],
    pub fine: bool,
    pub ibr: [u64; 8],
    pub dbr: [u64; 8],
    pub opcm: [OpCm; 2],
    /// PMC36.Chi_ig_OPC.
    pub ch_ig_opc: [bool; 4],
    /// PMC41: en_dbrp0..3 and cfgdtag0..3.
    pub en_dbrp: [bool; 4],
    pub cfgdtag: [u8; 4],
    /// PSR.is: IA-32 code is never tagged (Table 3-9).
    pub is: bool,
}

/// A breakpoint pair's address match: mask bits 55:0 select compared bits, bits 63:56 are
/// always compared and, for instruction addresses, bits 3:0 never are (SDM Vol. 2 Table 7-1).
fn pair_match(addr: u64, reg_addr: u64, reg_mask: u64, ignore_low: u64) -> bool {
    let mask = BR_MASK.get(reg_mask) | !BR_MASK.mask();
    ((addr ^ reg_addr) & mask & !ignore_low) == 0
}

impl Qual {
    /// Whether channel 0 tags every instruction (no address range, no opcode constraint).
    pub fn ch0_open(&self) -> bool {
        (self.ig_ad || self.ig_ibrp[0]) && (self.ch_ig_opc[0] || self.opcm[0].matches_all())
    }

    /// Whether PMC41 leaves memory events unconstrained beyond channel 0.
    pub fn dar_open(&self) -> bool {
        let any = self.en_dbrp.iter().any(|e| *e);
        !any || (0..4).any(|j| self.en_dbrp[j] && self.cfgdtag[j] == 0b11)
    }

    /// The address part of IBRPi (IBRmatch0 for PMC38.Fine = 0 or 1, and ibrp0 match, section
    /// 3.3.5.1, L1201-L1208): normal mode uses the pair's own address and mask; fine mode pairs
    /// IBRP0 with IBRP2 (range 0) and IBRP1 with IBRP3 (range 1) as lower and upper limits within a
    /// 64 KiB page, with strict inequalities, and leaves ranges 2 and 3 undefined (this model: they
    /// match nothing).
    fn ibr_address_match(&self, i: usize, ip: u64) -> bool {
        let (lo_addr, lo_mask) = (self.ibr[2 * i], self.ibr[2 * i + 1]);
        if !self.fine {
            return pair_match(ip, lo_addr, lo_mask, 0xf);
        }
        if i >= 2 {
            return false;
        }
        let upper = self.ibr[2 * (i + 2)];
        pair_match(ip, lo_addr, lo_mask | 0xffff, 0xffff)
            && (ip & 0xffff) > (lo_addr & 0xffff)
            && (ip & 0xffff) < (upper & 0xffff)
    }

    /// `ibrpi match` (L1207): the ignore bits, or the address match (inverted by PMC32.inv on
    /// channel 0) at a privilege level enabled in IBR(2i+1).plm. A pair whose x bit is set is
    /// a debug breakpoint and the PMU does not consider its range (L1212; Ambiguity A7): this
    /// model treats it as no constraint. IA-32 code (PSR.is) is never tagged unless ignored.
    pub fn ibrp_match(&self, i: usize, ip: u64, cpl: u8) -> bool {
        let ignore = self.ig_ibrp[i] || (i == 0 && self.ig_ad);
        if ignore {
            return true;
        }
        if self.is {
            return false;
        }
        let odd = self.ibr[2 * i + 1];
        if IBR_X.is_set(odd) {
            return true;
        }
        let mut adr = self.ibr_address_match(i, ip);
        if i == 0 && self.inv {
            adr = !adr;
        }
        adr && IBR_PLM.get(odd) >> cpl & 1 == 1
    }

    /// `Tag(IBRChnli) = Match(OpCM(i mod 2)) and IBRRangeTag_i` (L1310-L1318), with PMC36
    /// removing the opcode term.
    pub fn tag(&self, ch: usize, ins: &Instr, cpl: u8) -> bool {
        let opc = self.ch_ig_opc[ch] || (!self.is && self.opcm[ch % 2].matches(ins.itype, ins.enco));
        opc && self.ibrp_match(ch, ins.ip, cpl)
    }

    /// The channel-0 tag for an event that happens before dispersal (IAR but no opcode
    /// qualification): "The events which occur before the instruction dispersal stage will
    /// fire only if this qualified match (IBRmatch) is true" (L1178).
    pub fn ibr0(&self, ip: u64, cpl: u8) -> bool {
        self.ibrp_match(0, ip, cpl)
    }

    pub fn dbr_match(&self, j: usize, addr: u64) -> bool {
        pair_match(addr, self.dbr[2 * j], self.dbr[2 * j + 1], 0)
    }

    /// The qualification of a memory-pipeline event with data address `addr` and channel-0
    /// tag `tag0` (section 3.3.7, Table 3-14): each enabled DBRPj contributes its cfgdtag
    /// condition (00 tag and DBR, 01 tag, 10 DBR, 11 none) and the results are ORed like the
    /// DBR matches (DBRRangeMatch, L1354-L1355). With no DBRP enabled the channel-0 tag alone qualifies (the
    /// combination the manual calls illegal with PMC32.ig_ad = 0, L1218).
    pub fn dar(&self, tag0: bool, addr: u64) -> bool {
        if !self.en_dbrp.iter().any(|e| *e) {
            return tag0;
        }
        (0..4).any(|j| {
            self.en_dbrp[j]
                && match self.cfgdtag[j] {
                    0b00 => tag0 && self.dbr_match(j, addr),
                    0b01 => tag0,
                    0b10 => self.dbr_match(j, addr),
                    _ => true,
                }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::engines::montecito::stream::Kind;

    fn open() -> Qual {
        Qual {
            ig_ad: true,
            inv: true,
            ig_ibrp: [true; 4],
            fine: false,
            ibr: [0; 8],
            dbr: [0; 8],
            opcm: [OpCm::from_regs(0x03ff_ffff_ffff_ffff, 0x1ff_ffff_ffff); 2],
            ch_ig_opc: [false; 4],
            en_dbrp: [true, false, false, false],
            cfgdtag: [3; 4],
            is: false,
        }
    }

    fn ins(ip: u64, itype: IType, enco: u64) -> Instr {
        Instr {
            ip,
            slot: 0,
            kind: Kind::Alu,
            itype,
            enco,
        }
    }

    #[test]
    fn the_reset_values_qualify_everything() {
        let q = open();
        assert!(q.ch0_open() && q.dar_open());
        assert!(q.tag(0, &ins(0x4000_0000_0000_1230, IType::B, 0x123), 3));
    }

    #[test]
    fn an_ibr_range_selects_its_page_at_its_privilege_levels() {
        let mut q = open();
        q.ig_ad = false;
        q.inv = false;
        q.ig_ibrp[0] = false;
        q.ibr[0] = 0x4000_0000_0000_4000;
        q.ibr[1] = (0b1000 << 56) | ((1 << 56) - 1) & !0x3fff; // a 16 KiB range at PL3
        assert!(q.tag(0, &ins(0x4000_0000_0000_4ff0, IType::I, 0), 3));
        assert!(!q.tag(0, &ins(0x4000_0000_0000_8000, IType::I, 0), 3));
        assert!(!q.tag(0, &ins(0x4000_0000_0000_4ff0, IType::I, 0), 0), "plm");
        q.inv = true;
        assert!(q.tag(0, &ins(0x4000_0000_0000_8000, IType::I, 0), 3), "inverted");
    }

    #[test]
    fn opcode_matchers_compare_unmasked_bits_and_slot_types() {
        let mut q = open();
        // Match major opcode 4 (bits 40:37) on M slots only.
        let mask = ((1u64 << 37) - 1) | (1 << 51);
        q.opcm[0] = OpCm::from_regs(mask, 4 << 37);
        assert!(q.tag(0, &ins(0, IType::M, 4 << 37 | 0x55), 3));
        assert!(!q.tag(0, &ins(0, IType::M, 8 << 37), 3));
        assert!(!q.tag(0, &ins(0, IType::I, 4 << 37), 3));
        q.ch_ig_opc[0] = true;
        assert!(q.tag(0, &ins(0, IType::I, 8 << 37), 3));
    }

    #[test]
    fn monitor_enable_truth_table() {
        // (fr, plm, cpl, ism, pm, up, pp) -> enabled
        assert!(monitor_enable(false, 0b1000, 3, Some(2), false, true, false));
        assert!(!monitor_enable(true, 0b1000, 3, Some(2), false, true, false));
        assert!(!monitor_enable(false, 0b0001, 3, Some(2), false, true, false));
        assert!(!monitor_enable(false, 0b1000, 3, Some(1), false, true, false));
        assert!(monitor_enable(false, 0b1000, 3, None, false, true, false));
        assert!(!monitor_enable(false, 0b1000, 3, Some(2), true, true, false));
        assert!(monitor_enable(false, 0b1000, 3, Some(2), true, false, true));
    }
}
