//! The paper's DEC Alpha 21264 row: its native events and its availability cells (the parent module
//! gives the conventions).

use super::*;

const ALPHA_21264_NATIVES: &[Native] = &[
    nat(
        "AL264_0_0",
        "machine cycles",
        "Counter 0. Printed 21264_C0_0 in Table 3.8.",
        C0,
        "seed 002, L2856",
    ),
    nat(
        "AL264_0_1",
        "retired instructions",
        "Counter 0.",
        C0,
        "seed 002, L2858",
    ),
    nat(
        "21264_C1_0",
        "machine cycles",
        "Counter 1.",
        C1,
        "seed 002, L2861",
    ),
    nat(
        "21264_C1_1",
        "retired conditional branches",
        "Counter 1.",
        C1,
        "seed 002, L2863",
    ),
    nat(
        "21264_C1_5",
        "retired ITB misses",
        "Counter 1.",
        C1,
        "seed 002, L2871",
    ),
    nat(
        "21264_PCC",
        "PCC",
        "elapsed machine cycles",
        Counters::Outside("PCC"),
        "seed 002, L2853",
    ),
];

const ALPHA_21264_CELLS: &[Cell] = &[
    cell(
        "PCL_ITLB_MISS",
        "21264_C1_5",
        N("21264_C1_5"),
        "seed 002, Table 3.7, 21264 row (L1205)",
        &[],
    ),
    cell(
        "PCL_CYCLES",
        "21264_C0_0, 21264_C1_0",
        Any(&[N("AL264_0_0"), N("21264_C1_0")]),
        "seed 002, Table 3.8, 21264 row (L1354)",
        &["Printed '21264_C0_0'; the event list names counter 0's cycle event AL264_0_0 (L2856)."],
    ),
    cell(
        "PCL_ELAPSED_CYCLES",
        "21264_PCC",
        N("21264_PCC"),
        "seed 002, Table 3.8, 21264 row (L1355)",
        &[],
    ),
    cell(
        "PCL_INSTR",
        "AL264_0_1",
        N("AL264_0_1"),
        "seed 002, Table 3.10, 21264 row (L1507)",
        &[],
    ),
    cell(
        "PCL_JUMP",
        "21264_C1_1",
        N("21264_C1_1"),
        "seed 002, Table 3.11, 21264 row (L1621)",
        &[],
    ),
];

pub static ALPHA_21264: Processor = Processor {
    id: "alpha-21264",
    name: "DEC Alpha 21264",
    origin: Origin::Paper,
    row: "21264",
    counters: TWO_COUNTERS,
    natives: ALPHA_21264_NATIVES,
    cells: ALPHA_21264_CELLS,
    modes: ALPHA,
    rules: Rules::Plain,
    description: "The 21264 has 2 performance counters of 20 bits; counter 0 counts one of 2 events and counter 1 one of 7 (8 are listed); the PCC counts elapsed cycles (L2842-L2876).",
    source: "seed 002, L2842-L2876",
};
