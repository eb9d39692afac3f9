//! The T4's derived monitors. Seed 000 gives no derived quantities; these are the natural
//! ratios of TABLE 10-2's events that a user of the counters computes (instructions per cycle,
//! miss and mispredict ratios), each built only from events whose rows say what they count,
//! named after the cpc and perf names of those events. The formulas are this model's.

use crate::event::Derived;

const fn d(
    name: &'static str,
    description: &'static str,
    formulas: &'static [&'static str],
    source: &'static str,
) -> Derived {
    Derived {
        name,
        description,
        equation: "",
        formulas,
        note: "",
        source,
    }
}

pub static DERIVED: &[Derived] = &[
    d(
        "IPC",
        "Instructions committed per cycle (in the modes the two PCRs count)",
        &["instructions / cycles"],
        "this model's; seed 000 TABLE 10-2 sl 3 mask 3F (line 101) over sl 26 (line 257)",
    ),
    d(
        "CPI",
        "Cycles per instruction committed",
        &["cycles / instructions"],
        "this model's; seed 000 TABLE 10-2 sl 26 (line 257) over sl 3 mask 3F (line 101)",
    ),
    d(
        "BRANCH_MISPREDICT_RATIO",
        "Mispredicted branches per branch",
        &["Br_mispred / Branches"],
        "this model's; seed 000 TABLE 10-2 sl 25 mask 0F (line 255) over sl 3 mask 01 (line 95)",
    ),
    d(
        "TAKEN_BRANCH_RATIO",
        "Taken branches per branch",
        &["Br_taken / Branches"],
        "this model's; seed 000 TABLE 10-2 sl 4 mask 02 (line 108) over sl 3 mask 01 (line 95)",
    ),
    d(
        "L1D_LOAD_MISS_RATIO",
        "L1 data cache load misses per load",
        &["DC_miss / Instr_ld", "DC_miss_nospec / Instr_ld"],
        "this model's; seed 000 TABLE 10-2 sl 23 or sl 16 mask 07 (lines 238-242, 175-179) over \
         sl 3 mask 04 (line 97)",
    ),
    d(
        "L1D_MISS_MEMORY_SHARE",
        "Share of L1 data cache load misses served by local or remote memory",
        &[
            "(DC_miss_local_hit + DC_miss_remote_L3_hit) / DC_miss",
            "(DC_miss_local_hit_nospec + DC_miss_remote_L3_hit_nospec) / DC_miss_nospec",
        ],
        "this model's; seed 000 TABLE 10-2 sl 23 and sl 16 masks 02, 04, 07 (lines 238-242, \
         175-179)",
    ),
    d(
        "L1I_MISSES_PER_KILO_INSTRUCTION",
        "Instruction cache misses per 1000 instructions",
        &[
            "IC_miss * 1000 / instructions",
            "IC_miss_nospec * 1000 / instructions",
        ],
        "this model's; seed 000 TABLE 10-2 sl 11 mask 03 (line 172) or sl 5 mask 07 (line 118), \
         and sl 3 mask 3F (line 101)",
    ),
    d(
        "DTLB_MISS_RATIO",
        "Data TLB misses per load or store",
        &["DTLB_miss_asynch / (Instr_ld + Instr_st)"],
        "this model's; seed 000 TABLE 10-2 sl 17 Any other value (line 191) over sl 3 mask 04 \
         (line 97) and sl 3 mask 08 (line 98)",
    ),
    d(
        "ITLB_MISSES_PER_KILO_INSTRUCTION",
        "Instruction TLB misses per 1000 instructions",
        &[
            "ITLB_miss * 1000 / instructions",
            "ITLB_miss_asynch * 1000 / instructions",
        ],
        "this model's; seed 000 TABLE 10-2 sl 5 mask 10 (line 120) or sl 6 Any other value \
         (line 128), and sl 3 mask 3F (line 101)",
    ),
    d(
        "STORE_L2_HIT_RATIO",
        "Stores that hit the L2 per store",
        &["St_hit_L2 / Instr_st"],
        "this model's; seed 000 TABLE 10-2 sl 22 mask 01 (line 226) over sl 3 mask 08 (line 98)",
    ),
    d(
        "L2_DIRTY_EVICTION_SHARE",
        "Share of L2 evictions that write a dirty line back",
        &["L2_dirty_evict / (L2_clean_evict + L2_dirty_evict)"],
        "this model's; seed 000 TABLE 10-2 sl 24 mask 01 (line 243) and sl 24 mask 02 (line 244)",
    ),
    d(
        "SELECT_WAIT_SHARE",
        "Share of cycles the strand waits at Select",
        &["Sel_0_wait / cycles"],
        "this model's; seed 000 TABLE 10-2 sl 1 mask 02 (line 84) over sl 26 (line 257)",
    ),
];
