//! The names real tools give the SPARC T4's events, as aliases of TABLE 10-2's sl groups and
//! mask rows. Each table cites its source; the names are facts about those tools, written out
//! here as our own table.
//!
//! - Solaris cpc (cpustat, cputrack): the T4 performance counter backend's `vt_events`
//!   (Solaris `usr/src/uts/sun4v/pcbe/vt_pcbe.c`, repository Arquivotheca/solaris11). Each
//!   entry's `emask` is `sl << 6 | mask` ("mask[10:5] sl[15:11]" once shifted into the PCR),
//!   and `emask_valid` limits what the `emask` attribute may add. These names are also the
//!   only public source for the sl 28 mask rows, whose page of TABLE 10-2 the seed lacks.
//! - The PAPI preset names the same backend accepts (`vt_generic_events`).
//! - Linux perf: the generic hardware events of `niagara4_perfmon_event_map` and the cache
//!   events of `niagara4_cache_map` (Linux `arch/sparc/kernel/perf_event.c`), whose
//!   encodings are `sl << 6 | mask`.

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

/// Solaris cpc's 127 T4 event names (`vt_events`).
#[rustfmt::skip]
pub static CPC: &[Alias] = &[
    cpc("Sel_pipe_drain_cycles", 1, 0x01, 0x1f),
    cpc("Sel_0_wait", 1, 0x02, 0x1f),
    cpc("Sel_0_ready", 1, 0x04, 0x1f),
    cpc("Sel_1", 1, 0x08, 0x1f),
    cpc("Sel_2", 1, 0x10, 0x1f),
    cpc("Pick_0", 2, 0x01, 0x0f),
    cpc("Pick_1", 2, 0x02, 0x0f),
    cpc("Pick_2", 2, 0x04, 0x0f),
    cpc("Pick_3", 2, 0x08, 0x0f),
    cpc("Pick_any", 2, 0x0e, 0x0f),
    cpc("Branches", 3, 0x01, 0x3f),
    cpc("Instr_FGU_crypto", 3, 0x02, 0x3f),
    cpc("Instr_ld", 3, 0x04, 0x3f),
    cpc("Instr_st", 3, 0x08, 0x3f),
    cpc("SPR_ring_ops", 3, 0x10, 0x3f),
    cpc("Instr_other", 3, 0x20, 0x3f),
    cpc("Instr_all", 3, 0x3f, 0x3f),
    cpc("Br_taken", 4, 0x02, 0x3f),
    cpc("Sw_count_intr", 4, 0x04, 0x3f),
    cpc("Atomics", 4, 0x18, 0x3f),
    cpc("SW_prefetch", 4, 0x10, 0x3f),
    cpc("Block_ld_st", 4, 0x20, 0x3f),
    cpc("IC_miss_L2_L3_hit_nospec", 5, 0x01, 0x1f),
    cpc("IC_miss_local_hit_nospec", 5, 0x02, 0x1f),
    cpc("IC_miss_remote_hit_nospec", 5, 0x04, 0x1f),
    cpc("IC_miss_nospec", 5, 0x07, 0x1f),
    cpc("BTC_miss", 5, 0x08, 0x1f),
    cpc("ITLB_miss", 5, 0x10, 0x1f),
    cpc("ITLB_fill_8KB", 6, 0x01, 0x3f),
    cpc("ITLB_fill_64KB", 6, 0x02, 0x3f),
    cpc("ITLB_fill_4MB", 6, 0x04, 0x3f),
    cpc("ITLB_fill_256MB", 6, 0x08, 0x3f),
    cpc("ITLB_fill_2GB", 6, 0x10, 0x3f),
    cpc("ITLB_fill_trap", 6, 0x20, 0x3f),
    cpc("ITLB_miss_asynch", 6, 0x3f, 0x3f),
    cpc("IC_mtag_miss", 7, 0x01, 0x0f),
    cpc("IC_mtag_miss_ptag_hit", 7, 0x02, 0x0f),
    cpc("IC_mtag_miss_ptag_miss", 7, 0x04, 0x0f),
    cpc("IC_mtag_miss_ptag_hit_way_mismatch", 7, 0x08, 0x0f),
    cpc("Fetch_0", 8, 0x01, 0x0f),
    cpc("Fetch_0_all", 8, 0x02, 0x0f),
    cpc("Instr_buffer_full", 8, 0x04, 0x0f),
    cpc("BTC_targ_incorrect", 8, 0x08, 0x0f),
    cpc("PQ_tag_wait", 9, 0x01, 0x1f),
    cpc("ROB_tag_wait", 9, 0x02, 0x1f),
    cpc("LB_tag_wait", 9, 0x04, 0x1f),
    cpc("ROB_LB_tag_wait", 9, 0x06, 0x1f),
    cpc("SB_tag_wait", 9, 0x08, 0x1f),
    cpc("ROB_SB_tag_wait", 9, 0x0a, 0x1f),
    cpc("LB_SB_tag_wait", 9, 0x0c, 0x1f),
    cpc("RB_LB_SB_tag_wait", 9, 0x0e, 0x1f),
    cpc("DTLB_miss_tag_wait", 9, 0x10, 0x1f),
    cpc("ITLB_HWTW_L2_hit", 10, 0x01, 0x3f),
    cpc("ITLB_HWTW_L3_hit", 10, 0x02, 0x3f),
    cpc("ITLB_HWTW_L3_miss", 10, 0x04, 0x3f),
    cpc("ITLB_HWTW_all", 10, 0x07, 0x3f),
    cpc("DTLB_HWTW_L2_hit", 10, 0x08, 0x3f),
    cpc("DTLB_HWTW_L3_hit", 10, 0x10, 0x3f),
    cpc("DTLB_HWTW_L3_miss", 10, 0x20, 0x3f),
    cpc("DTLB_HWTW_all", 10, 0x38, 0x3f),
    cpc("IC_miss_L2_L3_hit", 11, 0x01, 0x03),
    cpc("IC_miss_local_remote_remL3_hit", 11, 0x02, 0x03),
    cpc("IC_miss", 11, 0x03, 0x03),
    cpc("DC_miss_L2_L3_hit_nospec", 16, 0x01, 0x07),
    cpc("DC_miss_local_hit_nospec", 16, 0x02, 0x07),
    cpc("DC_miss_remote_L3_hit_nospec", 16, 0x04, 0x07),
    cpc("DC_miss_nospec", 16, 0x07, 0x07),
    cpc("DTLB_fill_8KB", 17, 0x01, 0x3f),
    cpc("DTLB_fill_64KB", 17, 0x02, 0x3f),
    cpc("DTLB_fill_4MB", 17, 0x04, 0x3f),
    cpc("DTLB_fill_256MB", 17, 0x08, 0x3f),
    cpc("DTLB_fill_2GB", 17, 0x10, 0x3f),
    cpc("DTLB_fill_trap", 17, 0x20, 0x3f),
    cpc("DTLB_miss_asynch", 17, 0x3f, 0x3f),
    cpc("DC_pref_drop_DC_hit", 18, 0x01, 0x07),
    cpc("SW_pref_drop_DC_hit", 18, 0x02, 0x07),
    cpc("SW_pref_drop_buffer_full", 18, 0x04, 0x07),
    cpc("SW_pref_drop", 18, 0x06, 0x07),
    cpc("Full_RAW_hit_st_buf", 19, 0x01, 0x0f),
    cpc("Partial_RAW_hit_st_buf", 19, 0x02, 0x0f),
    cpc("RAW_hit_st_buf", 19, 0x03, 0x0f),
    cpc("Full_RAW_hit_st_q", 19, 0x04, 0x0f),
    cpc("Partial_RAW_hit_st_q", 19, 0x08, 0x0f),
    cpc("RAW_hit_st_q", 19, 0x0c, 0x0f),
    cpc("IC_evict_invalid", 20, 0x01, 0x07),
    cpc("IC_snoop_invalid", 20, 0x02, 0x07),
    cpc("IC_invalid_all", 20, 0x03, 0x07),
    cpc("DC_evict_invalid", 20, 0x04, 0x07),
    cpc("DC_snoop_invalid", 20, 0x08, 0x07),
    cpc("DC_invalid_all", 20, 0x0c, 0x07),
    cpc("L1_snoop_invalid", 20, 0x0a, 0x07),
    cpc("L1_invalid_all", 20, 0x0f, 0x07),
    cpc("St_q_tag_wait", 20, 0x10, 0x07),
    cpc("Data_pref_hit_L2", 21, 0x01, 0x3f),
    cpc("Data_pref_drop_L2", 21, 0x02, 0x3f),
    cpc("Data_pref_hit_L3", 21, 0x04, 0x3f),
    cpc("Data_pref_hit_local", 21, 0x08, 0x3f),
    cpc("Data_pref_hit_remote", 21, 0x10, 0x3f),
    cpc("Data_pref_drop_L3", 21, 0x20, 0x3f),
    cpc("St_hit_L2", 22, 0x01, 0x3f),
    cpc("St_hit_L3", 22, 0x02, 0x3f),
    cpc("St_L2_local_C2C", 22, 0x04, 0x3f),
    cpc("St_L2_remote_C2C", 22, 0x08, 0x3f),
    cpc("St_local", 22, 0x10, 0x3f),
    cpc("St_remote", 22, 0x20, 0x3f),
    cpc("DC_miss_L2_L3_hit", 23, 0x01, 0x07),
    cpc("DC_miss_local_hit", 23, 0x02, 0x07),
    cpc("DC_miss_remote_L3_hit", 23, 0x04, 0x07),
    cpc("DC_miss", 23, 0x07, 0x07),
    cpc("L2_clean_evict", 24, 0x01, 0x3f),
    cpc("L2_dirty_evict", 24, 0x02, 0x3f),
    cpc("L2_fill_buf_full", 24, 0x04, 0x3f),
    cpc("L2_wb_buf_full", 24, 0x08, 0x3f),
    cpc("L2_miss_buf_full", 24, 0x10, 0x3f),
    cpc("L2_pipe_stall", 24, 0x20, 0x3f),
    cpc("Br_dir_mispred", 25, 0x01, 0x0f),
    cpc("Br_trg_mispred_far_tbl", 25, 0x02, 0x0f),
    cpc("Br_trg_mispred_indir_tbl", 25, 0x04, 0x0f),
    cpc("Br_trg_mispred_ret_stk", 25, 0x08, 0x0f),
    cpc("Br_trg_mispred", 25, 0x0e, 0x0f),
    cpc("Br_mispred", 25, 0x0f, 0x0f),
    cpc("Cycles_user", 26, 0x00, 0x07),
    cpc("Commit_0", 28, 0x01, 0x0f),
    cpc("Commit_0_all", 28, 0x02, 0x0f),
    cpc("Commit_1", 28, 0x04, 0x0f),
    cpc("Commit_2", 28, 0x08, 0x0f),
    cpc("Commit_1_or_2", 28, 0x0c, 0x0f),
];

/// The PAPI presets the T4 backend maps onto its own names (`vt_generic_events`); the
/// comment gives the name each stands for.
#[rustfmt::skip]
pub static PAPI: &[Alias] = &[
    Alias::masked("PAPI_br_cn", 3, 0x01), // Branches
    Alias::masked("PAPI_br_ins", 4, 0x02), // Br_taken
    Alias::masked("PAPI_br_msp", 25, 0x0f), // Br_mispred
    Alias::masked("PAPI_btac_m", 5, 0x08), // BTC_miss
    Alias::masked("PAPI_fp_ops", 3, 0x02), // Instr_FGU_crypto
    Alias::masked("PAPI_fp_ins", 3, 0x02), // Instr_FGU_crypto
    Alias::masked("PAPI_tot_ins", 3, 0x3f), // Instr_all
    Alias::masked("PAPI_l1_dcm", 23, 0x07), // DC_miss
    Alias::masked("PAPI_l1_icm", 11, 0x03), // IC_miss
    Alias::masked("PAPI_ld_ins", 3, 0x04), // Instr_ld
    Alias::masked("PAPI_sr_ins", 3, 0x08), // Instr_st
    Alias::masked("PAPI_tlb_im", 5, 0x10), // ITLB_miss
    Alias::masked("PAPI_tlb_dm", 17, 0x3f), // DTLB_miss_asynch
];

/// Linux perf's generic names on this PMU (`niagara4_perfmon_event_map`,
/// `niagara4_cache_map`).
#[rustfmt::skip]
pub static PERF: &[Alias] = &[
    Alias::masked("cycles", 26, 0x00),
    Alias::masked("cpu-cycles", 26, 0x00),
    Alias::masked("instructions", 3, 0x3f),
    Alias::masked("cache-references", 3, 0x04),
    Alias::masked("cache-misses", 16, 0x07),
    Alias::masked("branch-instructions", 4, 0x01),
    Alias::masked("branches", 4, 0x01),
    Alias::masked("branch-misses", 25, 0x0f),
    Alias::masked("L1-dcache-loads", 3, 0x04),
    Alias::masked("L1-dcache-load-misses", 16, 0x07),
    Alias::masked("L1-dcache-stores", 3, 0x08),
    Alias::masked("L1-dcache-store-misses", 16, 0x07),
    Alias::masked("L1-icache-loads", 3, 0x3f),
    Alias::masked("L1-icache-load-misses", 11, 0x03),
    Alias::masked("LLC-loads", 3, 0x04),
    Alias::masked("LLC-stores", 3, 0x08),
    Alias::masked("dTLB-load-misses", 17, 0x3f),
    Alias::masked("iTLB-load-misses", 6, 0x3f),
];

pub static ALIASES: &[AliasTable] = &[
    AliasTable {
        tool: Tool::Cpc,
        source: "Solaris usr/src/uts/sun4v/pcbe/vt_pcbe.c, vt_events (Arquivotheca/solaris11)",
        aliases: CPC,
        libpfm: &[],
    },
    AliasTable {
        tool: Tool::CpcGeneric,
        source: "Solaris usr/src/uts/sun4v/pcbe/vt_pcbe.c, vt_generic_events (Arquivotheca/solaris11)",
        aliases: PAPI,
        libpfm: &[],
    },
    AliasTable {
        tool: Tool::Perf,
        source: "Linux arch/sparc/kernel/perf_event.c, niagara4_perfmon_event_map and niagara4_cache_map",
        aliases: PERF,
        libpfm: &[],
    },
];
