//! The paper's Hitachi SR8000 row: its native events and its availability cells (the parent module
//! gives the conventions).

use super::*;

const SR8000_NATIVES: &[Native] = &[
    nat(
        "SR8000_C0",
        "ITLB misses",
        "Instruction TLB misses",
        C0,
        "seed 002, L6601",
    ),
    nat(
        "SR8000_C1",
        "DTLB misses",
        "Data TLB misses",
        C1,
        "seed 002, L6604",
    ),
    nat(
        "SR8000_C2",
        "Icache misses",
        "L1 instruction cache misses",
        C2,
        "seed 002, L6607",
    ),
    nat(
        "SR8000_C3",
        "Dcache misses",
        "L1 data cache misses",
        C3,
        "seed 002, L6610",
    ),
    nat(
        "SR8000_C4",
        "Loadstore",
        "Load or store operations",
        C4,
        "seed 002, L6613",
    ),
    nat(
        "SR8000_C5",
        "Instructions",
        "Instructions completed",
        C5,
        "seed 002, L6616",
    ),
    nat("SR8000_C6", "Cycle_cnt", "Machine cycles.", C6, "seed 002, L6619"),
    nat(
        "SR8000_C7",
        "FP-ops",
        "Floating point operations",
        C7,
        "seed 002, L6622",
    ),
    nat(
        "SR8000_special",
        "special register",
        "Table 3.8 names only a \"special register\" for elapsed cycles (L1412).",
        Counters::Outside("special register"),
        "seed 002",
    ),
];

const SR8000_CELLS: &[Cell] = &[
    cell(
        "PCL_L1DCACHE_MISS",
        "SR8000_C3",
        N("SR8000_C3"),
        "seed 002, Table 3.2, SR8000 row (L612)",
        &[],
    ),
    cell(
        "PCL_L1ICACHE_MISS",
        "SR8000_C2",
        N("SR8000_C2"),
        "seed 002, Table 3.3, SR8000 row (L753)",
        &[],
    ),
    cell(
        "PCL_ITLB_MISS",
        "SR8000_C0",
        N("SR8000_C0"),
        "seed 002, Table 3.7, SR8000 row (L1338)",
        &[],
    ),
    cell(
        "PCL_DTLB_MISS",
        "SR8000_C1",
        N("SR8000_C1"),
        "seed 002, Table 3.7, SR8000 row (L1340)",
        &[],
    ),
    cell(
        "PCL_CYCLES",
        "SR8000_C6",
        N("SR8000_C6"),
        "seed 002, Table 3.8, SR8000 row (L1411)",
        &[],
    ),
    cell(
        "PCL_ELAPSED_CYCLES",
        "special register",
        N("SR8000_special"),
        "seed 002, Table 3.8, SR8000 row (L1412)",
        &[],
    ),
    cell(
        "PCL_FP_INSTR",
        "SR8000_C7",
        N("SR8000_C7"),
        "seed 002, Table 3.9, SR8000 row (L1484)",
        &[],
    ),
    cell(
        "PCL_LOADSTORE_INSTR",
        "SR8000_C4",
        N("SR8000_C4"),
        "seed 002, Table 3.10, SR8000 row (L1601)",
        &[],
    ),
    cell(
        "PCL_INSTR",
        "SR8000_C5",
        N("SR8000_C5"),
        "seed 002, Table 3.10, SR8000 row (L1602)",
        &[],
    ),
];

pub static SR8000: Processor = Processor {
    id: "sr8000",
    name: "Hitachi SR8000",
    origin: Origin::Paper,
    row: "SR8000",
    counters: EIGHT_COUNTERS,
    natives: SR8000_NATIVES,
    cells: SR8000_CELLS,
    modes: SR8000_MODES,
    rules: Rules::Plain,
    description: "8 performance counter registers, \"each counting exactly one hard-coded event type\" (L6599-L6600); elapsed cycles come from a special register (L1412).",
    source: "seed 002, L6599-L6624",
};
