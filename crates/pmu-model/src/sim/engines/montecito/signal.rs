//! The vocabulary of what an Itanium 2 core does in a cycle beyond retiring instructions: the
//! cause of a back-end bubble, the front end's lost bandwidth, dispersal, and the occurrences
//! (a signal and how many) that the memory hierarchy, the system interface and the execution
//! units produce. [`super::detail`] and [`super::memory`] generate them per cycle of a thread's
//! stream; [`super::map`] says which of them each event encoding counts.
//!
//! Signals come in families of at most 64 members, so that a unit mask selects a set of members
//! as one 64-bit mask and a union umask is the sum of its parts by construction. Each family
//! names the instruction a qualified counter looks at ([`Anchor`]).

/// Back-end bubble causes in the order of section 4.6's priority, lowest first (L1961: "priority
/// from high to low is given to: BE_FLUSH_BUBBLE.XPN, BE_FLUSH_BUBBLE.BRU, L1D_FPU stalls, EXE
/// stalls, RSE stalls, front-end stalls"). A cycle that retires nothing has exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Be {
    /// The cycle retires instructions.
    None = 0,
    Fe = 1,
    Rse = 2,
    Exe = 3,
    L1dFpu = 4,
    Bru = 5,
    Xpn = 6,
}

impl Be {
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    pub fn from_u8(v: u8) -> Be {
        match v {
            1 => Be::Fe,
            2 => Be::Rse,
            3 => Be::Exe,
            4 => Be::L1dFpu,
            5 => Be::Bru,
            6 => Be::Xpn,
            _ => Be::None,
        }
    }
}

/// Every bubble cause (BACK_END_BUBBLE.ALL).
pub const BE_ANY: u8 =
    Be::Fe.bit() | Be::Rse.bit() | Be::Exe.bit() | Be::L1dFpu.bit() | Be::Bru.bit() | Be::Xpn.bit();

/// Sub-causes of an RSE bubble (Table 4-50). They are not prioritised, except that AR_DEP
/// excludes OVERFLOW, UNDERFLOW and LOADRS.
pub mod rse {
    pub const BANK_SWITCH: u16 = 1 << 0;
    pub const AR_DEP: u16 = 1 << 1;
    pub const OVERFLOW: u16 = 1 << 2;
    pub const UNDERFLOW: u16 = 1 << 3;
    pub const LOADRS: u16 = 1 << 4;
    pub const ALL: u16 = 0x1f;
}

/// Sub-causes of an execution-unit bubble (Table 4-46): not prioritised, several may hold.
/// GRALL is a GR/load or a GR/GR dependency.
pub mod exe {
    pub const GR_LOAD: u16 = 1 << 0;
    pub const GRGR: u16 = 1 << 1;
    pub const FR: u16 = 1 << 2;
    pub const PR: u16 = 1 << 3;
    pub const ARCR: u16 = 1 << 4;
    pub const CANCEL: u16 = 1 << 5;
    pub const BANK_SWITCH: u16 = 1 << 6;
    pub const ALL: u16 = 0x7f;
}

/// Sub-causes of an L1D or FPU bubble (Table 4-48): not prioritised, several may hold. Bit 0
/// is the FPU; the others are the L1D pipeline's, in umask order from L1D_FULLSTBUF (b0011).
pub mod l1d {
    pub const FPU: u16 = 1 << 0;
    pub const FULLSTBUF: u16 = 1 << 1;
    pub const PIPE_RECIRC: u16 = 1 << 2;
    pub const HPW: u16 = 1 << 3;
    pub const FILLCONF: u16 = 1 << 4;
    pub const AR_CR: u16 = 1 << 5;
    pub const L2BPRESS: u16 = 1 << 6;
    pub const TLB: u16 = 1 << 7;
    pub const LDCONF: u16 = 1 << 8;
    pub const LDCHK: u16 = 1 << 9;
    pub const NAT: u16 = 1 << 10;
    pub const STBUFRECIR: u16 = 1 << 11;
    pub const NATCONF: u16 = 1 << 12;
    pub const L1D: u16 = 0x1ffe;
    pub const ALL: u16 = 0x1fff;
}

/// Front-end stall causes in section 4.6's priority, highest first (L1963: FEFLUSH, TLBMISS,
/// IMISS, branch, FILL-RECIRC, BUBBLE, IBFULL). FE_BUBBLE counts the cycle with one of them.
pub mod fe {
    pub const FEFLUSH: u8 = 0;
    pub const TLBMISS: u8 = 1;
    pub const IMISS: u8 = 2;
    pub const BRANCH: u8 = 3;
    pub const FILL_RECIRC: u8 = 4;
    pub const BUBBLE: u8 = 5;
    pub const IBFULL: u8 = 6;
    pub const ALL: u8 = 0x7f;
}

/// Causes of bundles lost at the instruction buffer (FE_LOST_BW, BE_LOST_BW_DUE_TO_FE,
/// IDEAL_BE_LOST_BW_DUE_TO_FE, Tables 4-49, 4-75, 4-79), in their priority from high to low:
/// only the highest present is counted.
pub mod lost {
    pub const FEFLUSH: u8 = 0;
    pub const TLBMISS: u8 = 1;
    pub const IMISS: u8 = 2;
    pub const PLP: u8 = 3;
    pub const BR_ILOCK: u8 = 4;
    pub const BRQ: u8 = 5;
    pub const BI: u8 = 6;
    pub const FILL_RECIRC: u8 = 7;
    pub const BUBBLE: u8 = 8;
    pub const IBFULL: u8 = 9;
    pub const UNREACHED: u8 = 10;
    pub const ALL: u16 = 0x7ff;

    /// The FE_BUBBLE cause a lost-bandwidth cause belongs to: the four branch recirculates
    /// (PLP, BR_ILOCK, BRQ, BI) are FE_BUBBLE.BRANCH, "any of 4 branch recirculates".
    pub fn fe_cause(cause: u8) -> Option<u8> {
        use super::fe;
        Some(match cause {
            FEFLUSH => fe::FEFLUSH,
            TLBMISS => fe::TLBMISS,
            IMISS => fe::IMISS,
            PLP | BR_ILOCK | BRQ | BI => fe::BRANCH,
            FILL_RECIRC => fe::FILL_RECIRC,
            BUBBLE => fe::BUBBLE,
            IBFULL => fe::IBFULL,
            _ => return None,
        })
    }
}

/// Lost bundles of a cycle: how many (0-2) and the cause, packed as `count << 4 | cause`.
pub const fn lost_bw(count: u8, cause: u8) -> u8 {
    count << 4 | cause
}

/// The instruction whose tags and data address qualify an occurrence (section 3.3.5: the IAR,
/// DAR and OPC columns of Table 4-42).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// Not qualifiable (N/N/N events): counted whatever the tags say.
    None,
    /// The cycle's first memory instruction (or, with none, its first instruction), with its data
    /// address for the data address range.
    Data,
    /// The cycle's first instruction: a front-end event, qualified by the instruction address
    /// range only.
    Fetch,
    /// The cycle's first floating-point instruction.
    Fp,
}

/// Signal families. A signal is `family << 6 | member`.
pub mod fam {
    pub const FP: u8 = 0;
    pub const SPEC: u8 = 1;
    pub const RSE: u8 = 2;
    pub const CORE: u8 = 3;
    pub const L1D: u8 = 4;
    pub const L2D: u8 = 5;
    pub const L2DQ: u8 = 6;
    pub const L3: u8 = 7;
    pub const L1I: u8 = 8;
    pub const BUS: u8 = 9;
    pub const BUSCYC: u8 = 10;
    pub const SI: u8 = 11;
    pub const ER: u8 = 12;
    pub const COUNT: usize = 13;
}

/// The anchor of each family.
pub fn anchor(family: u8) -> Anchor {
    match family {
        fam::FP => Anchor::Fp,
        fam::SPEC | fam::RSE | fam::L1D | fam::L2D | fam::L3 => Anchor::Data,
        fam::L1I => Anchor::Fetch,
        _ => Anchor::None,
    }
}

pub const fn sig(family: u8, member: u8) -> u16 {
    (family as u16) << 6 | member as u16
}

/// Floating-point exceptions and checks (section 4.5, Table 4-4).
pub mod fp {
    pub const FTZ_REAL: u8 = 0;
    pub const FTZ_POSS: u8 = 1;
    pub const SIR_TRUE: u8 = 2;
    pub const SIR_FALSE: u8 = 3;
    pub const FCHKF_FAIL: u8 = 4;
}

/// Data and control speculation (Tables 4-43, 4-80 to 4-82, 4-125).
pub mod spec {
    pub const CHKA_INT: u8 = 0;
    pub const CHKA_FP: u8 = 1;
    pub const CHKA_FAIL_INT: u8 = 2;
    pub const CHKA_FAIL_FP: u8 = 3;
    pub const CAP_INT: u8 = 4;
    pub const CAP_FP: u8 = 5;
    pub const CHKS_FAIL_INT: u8 = 6;
    pub const CHKS_FAIL_FP: u8 = 7;
    /// SPEC_LOADS_NATTED causes in umask order from VHPT_MISS (b0001) to DEF_PSR_ED (b0101).
    pub const NAT_VHPT: u8 = 8;
    pub const NAT_DEF_TLB_MISS: u8 = 9;
    pub const NAT_DEF_TLB_FAULT: u8 = 10;
    pub const NAT_CNSM: u8 = 11;
    pub const NAT_PSR_ED: u8 = 12;
}

/// The register stack engine (section 4.12). The register counts are the bit slices of the
/// number of current and dirty registers before an RSE_EVENT_RETIRED (Table 4-40).
pub mod rse_sig {
    pub const LOAD: u8 = 0;
    pub const STORE: u8 = 1;
    pub const EVENT: u8 = 2;
    pub const CUR_2_0: u8 = 3;
    pub const CUR_5_3: u8 = 4;
    pub const CUR_6: u8 = 5;
    pub const DIRTY_2_0: u8 = 6;
    pub const DIRTY_5_3: u8 = 7;
    pub const DIRTY_6: u8 = 8;
}

/// Events of the core that belong to no unit above.
pub mod core {
    pub const SERIALIZE: u8 = 0;
    pub const L1I_PURGE: u8 = 1;
}

/// The L1 data cache and the data TLBs (sections 4.8.2, 4.10). `LD_INSN` and `ST_INSN` are the
/// cycle's load and store instructions, counted instruction by instruction under qualification
/// rather than stored; the other members are occurrences.
pub mod l1d_sig {
    pub const LD_INSN: u8 = 0;
    pub const ST_INSN: u8 = 1;
    /// Integer cacheable loads, RSE loads and check loads issued to ports 0 and 1 (L1D_READS).
    pub const READ: u8 = 2;
    pub const MISS: u8 = 3;
    pub const MISS_RSE: u8 = 4;
    /// RSE references: in DATA_REFERENCES; RSE and VHPT loads in LOADS_RETIRED; RSE stores in
    /// STORES_RETIRED.
    pub const RSE_REF: u8 = 5;
    pub const LD_EXTRA: u8 = 6;
    pub const ST_EXTRA: u8 = 7;
    pub const LD_MISALIGNED: u8 = 8;
    pub const LD_UC: u8 = 9;
    pub const ST_UC: u8 = 10;
    pub const ST_MISALIGNED: u8 = 11;
    pub const LD_INTG: u8 = 12;
    pub const DTLB_TRANSFER: u8 = 13;
    pub const L2DTLB_MISS: u8 = 14;
    pub const DTLB_INSERT_HPW: u8 = 15;
    pub const HPW_REF: u8 = 16;
}

/// The L2 data cache (section 4.8.4): references, inserts, misses, the operations issued,
/// bypasses, fills by MESI state, L3 access cancels, OzQ cancels and forced recirculates.
pub mod l2d {
    pub const REF_READ: u8 = 0;
    pub const REF_WRITE: u8 = 1;
    pub const INS_HIT: u8 = 2;
    pub const INS_MISS: u8 = 3;
    pub const MISS: u8 = 4;
    /// L2D_OPS_ISSUED in umask order: INT_LOAD, FP_LOAD, RMW, STORE, LFETCH, OTHER.
    pub const OPS: u8 = 5;
    /// L2D_BYPASS: L2_DATA1, L2_DATA2, L3_DATA1.
    pub const BYPASS: u8 = 11;
    pub const STORE_HIT_SHARED: u8 = 14;
    pub const BAD_LINES: u8 = 15;
    /// L2D_FILL_MESI_STATE: M, E, S, I, P.
    pub const FILL: u8 = 16;
    pub const ISSUED_RECIRC: u8 = 21;
    /// L2D_L3ACCESS_CANCEL causes in umask order (INV_L3_BYP, SPEC_L3_BYP, ER_REJECT,
    /// P2_COV_SNP_TEM, P2_COV_SNP_VIC, P2_COV_SNP_FILL_NOSNP, TAIL_TRANS_DIS), then the
    /// attempts that only ANY counts ("This umask will count more than the sum of all the other
    /// umasks").
    pub const L3CANCEL: u8 = 22;
    pub const L3CANCEL_ANY_ONLY: u8 = 29;
    pub const RETURN_PORT: u8 = 30;
    /// L2D_OZQ_CANCELS0 in umask order (16 causes), then L2D_OZQ_CANCELS1's late cancels
    /// (LATE_SPEC_BYP, SIBLING_ACQ_REL, LATE_BYP_EFFRELEASE).
    pub const CANCEL0: u8 = 31;
    pub const LATE: u8 = 47;
    /// L2D_FORCE_RECIRC causes: TAG_NOTOK, TRAN_PREF, SNP_OR_L3, FILL_HIT, FRC_RECIRC,
    /// SAME_INDEX, OZQ_MISS, L1W, SECONDARY_READ, SECONDARY_WRITE.
    pub const RECIRC: u8 = 50;
    pub const FR_TAG_NOTOK: u8 = 50;
    pub const FR_TRAN_PREF: u8 = 51;
    pub const FR_SNP_OR_L3: u8 = 52;
    pub const FR_FILL_HIT: u8 = 53;
    pub const FR_FRC_RECIRC: u8 = 54;
    pub const FR_SAME_INDEX: u8 = 55;
    pub const FR_OZQ_MISS: u8 = 56;
    pub const FR_L1W: u8 = 57;
    pub const FR_SEC_READ: u8 = 58;
    pub const FR_SEC_WRITE: u8 = 59;
}

/// Cycles in which an L2D queue or buffer is full or holds an ordering operation.
pub mod l2dq {
    pub const OZQ_FULL: u8 = 0;
    pub const OZDB_FULL: u8 = 1;
    pub const FILLB_FULL: u8 = 2;
    pub const VICTIMB_FULL: u8 = 3;
    pub const OZQ_RELEASE: u8 = 4;
    pub const OZQ_ACQUIRE: u8 = 5;
}

/// The L3 (section 4.8.5). Each occurrence carries the MESI state PMC.MESI filters: the line
/// found for reads and writes (I on a miss), the line replaced for inserts and replacements
/// ("the filter will apply to the current cache line rather than the incoming line").
pub mod l3 {
    pub const RD_DINST_HIT: u8 = 0;
    pub const RD_DINST_MISS: u8 = 1;
    pub const RD_PINST_HIT: u8 = 2;
    pub const RD_PINST_MISS: u8 = 3;
    pub const RD_DATA_HIT: u8 = 4;
    pub const RD_DATA_MISS: u8 = 5;
    pub const WR_DATA_HIT: u8 = 6;
    pub const WR_DATA_MISS: u8 = 7;
    pub const WR_WB_HIT: u8 = 8;
    pub const WR_WB_MISS: u8 = 9;
    pub const INSERT: u8 = 10;
    pub const REPLACED: u8 = 11;
    /// Every read and write.
    pub const REFS: u64 = 0x3ff;
}

/// The L1I, its prefetchers and the L2I (sections 4.8.1, 4.8.3). The L2I request events
/// (L2I_READS, L2I_UC_READS, L2I_RECIRCULATES, L2I_L3_REJECTS, L2I_HIT_CONFLICTS) have four
/// members each: hit demand, hit prefetch, miss demand, miss prefetch.
pub mod l1i {
    pub const PREFETCH: u8 = 0;
    pub const L2I_PREFETCH: u8 = 1;
    pub const STRM_PREFETCH: u8 = 2;
    pub const ISB_BUNPAIR: u8 = 3;
    pub const FETCH_RAB_HIT: u8 = 4;
    pub const FETCH_ISB_HIT: u8 = 5;
    pub const RAB_FULL: u8 = 6;
    pub const RAB_ALMOST_FULL: u8 = 7;
    pub const PF_STALL_FLOW: u8 = 8;
    pub const PF_STALL_OTHER: u8 = 9;
    pub const PVAB_OVERFLOW: u8 = 10;
    pub const SNOOP: u8 = 11;
    pub const L2I_READ: u8 = 12;
    pub const L2I_UC_READ: u8 = 16;
    pub const L2I_RECIRC: u8 = 20;
    pub const L2I_REJECT: u8 = 24;
    pub const L2I_CONFLICT: u8 = 28;
    pub const L2I_VICTIM: u8 = 32;
    pub const L2I_SPEC_ABORT: u8 = 33;
    pub const L2I_SNOOP_HIT: u8 = 34;
    /// Instruction fetches that miss the L1ITLB, also the L2ITLB, and the walker's inserts.
    pub const ITLB_L1: u8 = 35;
    pub const ITLB_L2: u8 = 36;
    pub const ITLB_HPW_INSERT: u8 = 37;
    /// Demand fills of the L1I.
    pub const L1I_FILL: u8 = 38;

    /// The member of an L2I request event for a hit or miss, demand or prefetch.
    pub const fn l2i(base: u8, miss: bool, prefetch: bool) -> u8 {
        base + ((miss as u8) << 1) + prefetch as u8
    }
}

/// Bus transactions (section 4.11): a kind and its initiator, member `kind * 4 + initiator`.
pub mod bus {
    /// This core ('this' cpu core, SELF), the other core of the processor (EITHER with SELF),
    /// a non-CPU priority agent (IO).
    pub const SELF: u8 = 0;
    pub const OTHER: u8 = 1;
    pub const IO: u8 = 2;

    /// Full-line reads of data (BRL) from memory, hitting a clean line or a modified line in
    /// another cache; full-line code reads; reads invalidate in burst (BRIL) and 0-byte read
    /// invalidates (BIL), from memory or hitting a modified line; partial reads (BRP); full-line
    /// writes (BWL: explicit writebacks); partial writes (BWP); 0-byte clean castouts; IA-32
    /// IO reads and writes; other transactions (deferred replies, interrupts, purges).
    pub const BRL_DATA: u8 = 0;
    pub const BRL_DATA_HIT: u8 = 1;
    pub const BRL_DATA_HITM: u8 = 2;
    pub const BRL_CODE: u8 = 3;
    pub const BRL_CODE_HIT: u8 = 4;
    pub const BRIL: u8 = 5;
    pub const BRIL_HITM: u8 = 6;
    pub const BIL: u8 = 7;
    pub const BIL_HITM: u8 = 8;
    pub const BRP: u8 = 9;
    pub const BWL: u8 = 10;
    pub const BWP: u8 = 11;
    pub const CCASTOUT: u8 = 12;
    pub const IO_RD: u8 = 13;
    pub const IO_WR: u8 = 14;
    pub const OTHER_TX: u8 = 15;

    pub const fn member(kind: u8, initiator: u8) -> u8 {
        kind * 4 + initiator
    }

    /// The members of a set of kinds (a bit per kind) by a set of initiators (a bit per
    /// initiator).
    pub const fn mask(kinds: u16, initiators: u8) -> u64 {
        let mut m = 0u64;
        let mut k = 0;
        while k < 16 {
            if kinds >> k & 1 == 1 {
                m |= (initiators as u64 & 0xf) << (4 * k);
            }
            k += 1;
        }
        m
    }

    pub const fn kinds(list: &[u8]) -> u16 {
        let mut m = 0u16;
        let mut i = 0;
        while i < list.len() {
            m |= 1 << list[i];
            i += 1;
        }
        m
    }
}

/// Bus cycles by initiator: valid data cycles, back-to-back data bursts, snoop stalls; member
/// `what * 4 + initiator`.
pub mod buscyc {
    pub const DATA: u8 = 0;
    pub const B2B: u8 = 1;
    pub const SNOOP_STALL: u8 = 2;
}

/// System interface queue inserts and collisions, by core where the umask distinguishes
/// ('this' core, member `x`; the other core, `x + 1`).
pub mod si {
    pub const RQ_INSERT: u8 = 0;
    /// SI_WRITEQ_INSERTS kinds in umask order: IWB, EWB, WC1_8A, WC16, WC32, NEWB, WC1_8B.
    pub const WRITEQ: u8 = 2;
    pub const WAQ_COLLISION: u8 = 16;
    pub const CCQ_INSERT: u8 = 18;
    pub const CCQ_COLLISION: u8 = 20;
    pub const IOQ_COLLISION: u8 = 22;
    /// SI_SCB_INSERTS: MISS, HIT, HITM by core.
    pub const SCB_INSERT: u8 = 23;
    /// SI_SCB_SIGNOFFS: MISS, HIT, HITM.
    pub const SCB_SIGNOFF: u8 = 29;
}

/// The external request logic (ER): bus request queue inserts, backsnoops, rejections.
pub mod er {
    pub const BRQ_INSERT: u8 = 0;
    pub const BKSNP_ME: u8 = 1;
    pub const REJECT_L1: u8 = 2;
    pub const REJECT_L1D: u8 = 3;
    pub const REJECT_L1I: u8 = 4;
}

/// Queue occupancies kept per cycle, for the live-request events that split a count into HI
/// and LO parts (section 4.11.2, L2527).
pub mod queue {
    pub const ER_BRQ: usize = 0;
    pub const ER_SNOOPQ: usize = 1;
    pub const SI_RQ_SELF: usize = 2;
    pub const SI_RQ_OTHER: usize = 3;
    pub const SI_WRITEQ_SELF: usize = 4;
    pub const SI_WRITEQ_OTHER: usize = 5;
    pub const SI_CCQ_SELF: usize = 6;
    pub const SI_CCQ_OTHER: usize = 7;
    pub const SI_SCB_SELF: usize = 8;
    pub const SI_SCB_OTHER: usize = 9;
    pub const SI_IOQ: usize = 10;
    pub const COUNT: usize = 11;
}

/// One occurrence: a signal, how many, and the MESI state it carries (bit 0 I, 1 S, 2 E, 3 M, as
/// PMC.MESI; 0 where no state applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occ {
    pub sig: u16,
    pub n: u8,
    pub mesi: u8,
}

impl Occ {
    pub fn family(&self) -> u8 {
        (self.sig >> 6) as u8
    }

    pub fn member(&self) -> u8 {
        (self.sig & 63) as u8
    }
}

/// MESI states as PMC.MESI bits (PMC bits 27-30: I, S, E, M).
pub mod mesi {
    pub const I: u8 = 0b0001;
    pub const S: u8 = 0b0010;
    pub const E: u8 = 0b0100;
    pub const M: u8 = 0b1000;
}
