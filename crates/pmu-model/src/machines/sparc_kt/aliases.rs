//! The names real tools give the SPARC KT's events, as aliases of its catalogue's sl groups
//! and mask rows (the catalogue itself is read from the same Solaris backend, so most cpc names
//! are also mask names).
//!
//! - Solaris cpc (cpustat, cputrack): the KT (SPARC T3) build of the Niagara 2 performance
//!   counter backend, `ni2_events` under `KT_IMPL` (Solaris
//!   `usr/src/uts/sun4v/pcbe/niagara2_pcbe.c`, repository Arquivotheca/solaris11). Each
//!   entry's `emask` is `sl << 8 | mask`, and `emask_valid` limits what `emask` may add.
//! - The PAPI preset names the same backend accepts (`ni2_generic_events`).

use crate::event::{Alias, AliasTable, Tool};

/// A Solaris cpc name: its `emask` value split into sl and mask, and `emask_valid`, the mask
/// bits the `emask` attribute may add.
const fn cpc(name: &'static str, sl: u64, mask: u64, emask_valid: u64) -> Alias {
    Alias {
        name,
        code: sl,
        mask: Some(mask),
        addable_mask: emask_valid,
    }
}

/// Solaris cpc's 39 KT event names (`ni2_events`, `KT_IMPL`).
#[rustfmt::skip]
pub static CPC: &[Alias] = &[
    cpc("Idle_strands", 0, 0x00, 0x00),
    cpc("Br_completed", 2, 0x01, 0xff),
    cpc("Br_taken", 2, 0x02, 0xff),
    cpc("Instr_FGU_arithmetic", 2, 0x04, 0xff),
    cpc("Instr_ld", 2, 0x08, 0xff),
    cpc("Instr_st", 2, 0x10, 0xff),
    cpc("Instr_sw", 2, 0x20, 0xff),
    cpc("Instr_other", 2, 0x40, 0xff),
    cpc("Atomics", 2, 0x80, 0xff),
    cpc("Instr_cnt", 2, 0xfd, 0xff),
    cpc("IC_miss", 3, 0x01, 0x33),
    cpc("DC_miss", 3, 0x02, 0x33),
    cpc("L2_imiss", 3, 0x10, 0x33),
    cpc("L2_dmiss_ld", 3, 0x20, 0x33),
    cpc("ITLB_HWTW_ref_L2", 4, 0x04, 0x3c),
    cpc("DTLB_HWTW_ref_L2", 4, 0x08, 0x3c),
    cpc("ITLB_HWTW_miss_L2", 4, 0x10, 0x3c),
    cpc("DTLB_HWTW_miss_L2", 4, 0x20, 0x3c),
    cpc("Stream_ld_to_PCX", 5, 0x01, 0x3f),
    cpc("Stream_st_to_PCX", 5, 0x02, 0x3f),
    cpc("CPU_ld_to_PCX", 5, 0x04, 0x3f),
    cpc("CPU_ifetch_to_PCX", 5, 0x08, 0x3f),
    cpc("CPU_st_to_PCX", 5, 0x10, 0x3f),
    cpc("MMU_ld_to_PCX", 5, 0x20, 0x3f),
    cpc("DES_3DES_op", 6, 0x01, 0xff),
    cpc("AES_op", 6, 0x02, 0xff),
    cpc("Kasumi_op", 6, 0x04, 0xff),
    cpc("MD5_SHA-1_SHA-256_op", 6, 0x08, 0xff),
    cpc("MA_op", 6, 0x10, 0xff),
    cpc("CRC_TCPIP_cksum", 6, 0x20, 0xff),
    cpc("DES_3DES_busy_cycle", 7, 0x01, 0xff),
    cpc("AES_busy_cycle", 7, 0x02, 0xff),
    cpc("Kasumi_busy_cycle", 7, 0x04, 0xff),
    cpc("MD5_SHA-1_SHA-256_busy_cycle", 7, 0x08, 0xff),
    cpc("MA_busy_cycle", 7, 0x10, 0xff),
    cpc("CRC_MPA_cksum", 7, 0x20, 0xff),
    cpc("ITLB_miss", 11, 0x04, 0x0c),
    cpc("DTLB_miss", 11, 0x08, 0x0c),
    cpc("TLB_miss", 11, 0x0c, 0x0c),
];

/// The PAPI presets the KT backend maps onto its own names (`ni2_generic_events`); the
/// comment gives the name each stands for.
#[rustfmt::skip]
pub static PAPI: &[Alias] = &[
    Alias::masked("PAPI_tot_ins", 2, 0xfd), // Instr_cnt
    Alias::masked("PAPI_l1_dcm", 3, 0x02), // DC_miss
    Alias::masked("PAPI_l1_icm", 3, 0x01), // IC_miss
    Alias::masked("PAPI_l2_icm", 3, 0x10), // L2_imiss
    Alias::masked("PAPI_l2_ldm", 3, 0x20), // L2_dmiss_ld
    Alias::masked("PAPI_tlb_dm", 11, 0x08), // DTLB_miss
    Alias::masked("PAPI_tlb_im", 11, 0x04), // ITLB_miss
    Alias::masked("PAPI_tlb_tm", 11, 0x0c), // TLB_miss
    Alias::masked("PAPI_br_tkn", 2, 0x02), // Br_taken
    Alias::masked("PAPI_br_ins", 2, 0x01), // Br_completed
    Alias::masked("PAPI_ld_ins", 2, 0x08), // Instr_ld
    Alias::masked("PAPI_sr_ins", 2, 0x10), // Instr_st
    Alias::masked("PAPI_fp_ops", 2, 0x04), // Instr_FGU_arithmetic
    Alias::masked("PAPI_fp_ins", 2, 0x04), // Instr_FGU_arithmetic
];

pub static ALIASES: &[AliasTable] = &[
    AliasTable {
        tool: Tool::Cpc,
        source: "Solaris usr/src/uts/sun4v/pcbe/niagara2_pcbe.c, ni2_events under KT_IMPL (Arquivotheca/solaris11)",
        aliases: CPC,
        libpfm: &[],
    },
    AliasTable {
        tool: Tool::CpcGeneric,
        source: "Solaris usr/src/uts/sun4v/pcbe/niagara2_pcbe.c, ni2_generic_events (Arquivotheca/solaris11)",
        aliases: PAPI,
        libpfm: &[],
    },
];
