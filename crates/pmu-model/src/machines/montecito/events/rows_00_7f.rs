//! The rows of Table 4-42 with event codes 0x00-0x7f, in the table's order: the core's
//! events (pipeline stalls and flushes, instructions retired and dispersed, thread switches,
//! cycles, the RSE, branches, the L1I, its TLB and prefetches, the front end, the L2I).
//! The helpers and the notes they share are in the parent module.

use super::*;

#[rustfmt::skip]
pub(super) const ROWS: &[Event] = &[
    Event {
        counters: ALL_COUNTERS,
        all_capable: Some(true),
        masks: &[
            um("bxx00", "ALL", "Front-end, RSE, EXE, FPU/L1D stall or a pipeline flush due to an exception/branch misprediction"),
            um("bxx01", "FE", "front-end"),
            um("bxx10", "L1D_FPU_RSE", ""),
            um("bxx11", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_BANKED_DEAD_CYCLE,
            "It is not prioritised against the other stall events: its umask ALL equals BE_RSE_BUBBLE.ALL + BE_EXE_BUBBLE.ALL + BE_L1D_FPU_BUBBLE.ALL + BE_FLUSH_BUBBLE.ALL + BACK_END_BUBBLE.FE, and CPU_OP_CYCLES = BACK_END_BUBBLE.ALL + (IA64_INST_RETIRED >= 1) (section 4.6, L1965).",
            "Table 4-44 gives no description for the L1D_FPU_RSE umask.",
        ],
        source: "seed 003, Table 4-42 (L2605); section 4.15 (L2824, Table 4-44)",
        ..ev("BACK_END_BUBBLE", 0x00, N, N, N, 1, A, "Full pipe bubbles in main pipe")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "ALL", "Back-end was stalled by RSE"),
            um("bx001", "BANK_SWITCH", "Back-end was stalled by RSE due to bank switching"),
            um("bx010", "AR_DEP", "Back-end was stalled by RSE due to AR dependencies"),
            um("bx011", "OVERFLOW", "Back-end was stalled by RSE due to need to spill"),
            um("bx100", "UNDERFLOW", "Back-end was stalled by RSE due to need to fill"),
            um("bx101", "LOADRS", "Back-end was stalled by RSE due to loadrs calculations"),
            um("bx11x", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            "AR_DEP has priority over OVERFLOW, UNDERFLOW and LOADRS, and that is the only prioritisation: those three count only while AR_DEP is false.",
            "Table 4-50's row bx110-bx111 is stored as the pattern bx11x.",
        ],
        source: "seed 003, Table 4-42 (L2606); section 4.15 (L2959, Table 4-50)",
        ..ev("BE_RSE_BUBBLE", 0x01, N, N, N, 1, A, "Full pipe bubbles in main pipe due to RSE stalls")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL", "was stalled by exe"),
            um("b0001", "GRALL", "Back-end was stalled by exe due to GR/GR or GR/load dependency"),
            um("b0010", "FRALL", "Back-end was stalled by exe due to FR/FR or FR/load dependency"),
            um("b0011", "PR", "Back-end was stalled by exe due to PR dependency"),
            um("b0100", "ARCR", "Back-end was stalled by exe due to AR or CR dependency"),
            um("b0101", "GRGR", "Back-end was stalled by exe due to GR/GR dependency"),
            um("b0110", "CANCEL", "Back-end was stalled by exe due to a canceled load"),
            um("b0111", "BANK_SWITCH", "Back-end was stalled by exe due to bank switching."),
            um("b1000", "ARCR_PR_CANCEL_BANK", "ARCR, PR, CANCEL or BANK_SWITCH"),
            um("b1001", "---", NOTHING),
            um("b101x", "---", NOTHING),
            um("b11xx", "---", NOTHING),
        ],
        notes: &[
            NOTE_UNPRIORITISED,
            "Table 4-46's row b1001-b1111 is stored as the patterns b1001, b101x and b11xx.",
        ],
        source: "seed 003, Table 4-42 (L2607); section 4.15 (L2856, Table 4-46)",
        ..ev("BE_EXE_BUBBLE", 0x02, N, N, N, 1, A, "Full pipe bubbles in main pipe due to Execution unit stalls")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2608); section 4.15 (L3699)",
        ..ev("FP_TRUE_SIRSTALL", 0x03, Y, N, N, 1, A, "SIR stall asserted and leads to a trap")
    },
    Event {
        counters: ALL_COUNTERS,
        all_capable: Some(true),
        masks: &[
            um("bxx00", "ALL", "Back-end was stalled due to either an exception/interruption or branch misprediction flush"),
            um("bxx01", "BRU", "Back-end was stalled due to a branch misprediction flush"),
            um("bxx10", "XPN", "Back-end was stalled due to an exception/interruption flush This would include flush cycles for thread switch."),
            um("bxx11", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "XPN has priority over BRU.",
            NOTE_BANKED_DEAD_CYCLE,
        ],
        source: "seed 003, Table 4-42 (L2609); section 4.15 (L2878, Table 4-47)",
        ..ev("BE_FLUSH_BUBBLE", 0x04, N, N, N, 1, A, "Full pipe bubbles in main pipe due to flushes")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2610); section 4.15 (L3668)",
        ..ev("FP_FALSE_SIRSTALL", 0x05, Y, N, N, 1, A, "SIR stall without a trap")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2611); section 4.15 (L3661)",
        ..ev("FP_FAILED_FCHKF", 0x06, Y, N, N, 1, A, "Failed fchkf")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "THIS", "Retired Itanium® Instructions"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "It is the sub-event of IA64_TAGGED_INST_RETIRED with umask bxx00 (IBRP0 and the PMC32/PMC33 opcode matcher), so code 0x08 with umask bxx00 selects both names.",
            "IBRP0 and PMC32/PMC33 must be left unconstrained (the power-up default) for it to count every retired instruction.",
            NOTE_MLX,
        ],
        source: "seed 003, Table 4-42 (L2612); section 4.15 (L3714, Table 4-77)",
        ..ev("IA64_INST_RETIRED", 0x08, Y, N, Y, 6, A, "Retired Itanium® Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "IBRP0_PMC32_33", "Instruction tagged by Instruction Breakpoint Pair 0 and the opcode matcher pair PMC32 and PMC33."),
            um("bxx01", "IBRP1_PMC34_35", "Instruction tagged by Instruction Breakpoint Pair 1 and the opcode matcher pair PMC34 and PMC35."),
            um("bxx10", "IBRP2_PMC32_33", "Instruction tagged by Instruction Breakpoint Pair 2 and the opcode matcher pair PMC32 and PMC33."),
            um("bxx11", "IBRP3_PMC34_35", "Instruction tagged by Instruction Breakpoint Pair 3 and the opcode matcher pair PMC34 and PMC35."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "Code 0x08 with umask bxx00 is also IA64_INST_RETIRED.",
            NOTE_MLX,
        ],
        source: "seed 003, Table 4-42 (L2613); section 4.15 (L3727, Table 4-78)",
        ..ev("IA64_TAGGED_INST_RETIRED", 0x08, Y, N, Y, 6, A, "Retired Tagged Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "It is a weighted sum: fpma, fpms and fpnma count 4, most other parallel FP operations 2 and scalar ones 1 (section 4.15).",
        ],
        source: "seed 003, Table 4-42 (L2614); section 4.15 (L3688)",
        ..ev("FP_OPS_RETIRED", 0x09, Y, N, N, 6, A, "Retired FP operations")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0", "FTZ_Real", "Times FTZ occurred"),
            um("b1", "FTZ_Poss", "Times FTZ would have occurred if FTZ were enabled"),
        ],
        ignored_mask_bits: 0b1110,
        notes: &[
            "Table 4-76 defines only umask bit 16; bits 19:17 are not part of its umask.",
        ],
        source: "seed 003, Table 4-42 (L2615); section 4.15 (L3675, Table 4-76)",
        ..ev("FP_FLUSH_TO_ZERO", 0x0b, Y, N, N, 2, A, "FP Result Flushed to Zero")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "MISSED", "TS opportunities missed"),
            um("bx001", "L3MISS", "TSs due to L3 miss"),
            um("bx010", "TIMER", "TSs due to time out"),
            um("bx011", "HINT", "TSs due to hint instruction"),
            um("bx100", "LP", "TSs due to low power operation"),
            um("bx101", "DBG", "TSs due to debug operations"),
            um("bx110", "---", UNDEFINED),
            um("bx111", "ALL", "All taken TSs"),
        ],
        ignored_mask_bits: 0b1000,
        source: "seed 003, Table 4-42 (L2616); section 4.15 (L5065, Table 4-129)",
        ..ev("THREAD_SWITCH_EVENTS", 0x0c, N, N, N, 1, A, "Thread switch events and cause")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "---", NOTHING),
            um("bx001", "LP", "TSs gated due to LP"),
            um("bx010", "---", NOTHING),
            um("bx011", "---", NOTHING),
            um("bx100", "PIPE", "Gated due to pipeline operations"),
            um("bx101", "FWDPRO", "Gated due to forward progress reasons"),
            um("bx110", "---", NOTHING),
            um("bx111", "ALL", "TSs gated for any reason"),
        ],
        ignored_mask_bits: 0b1000,
        source: "seed 003, Table 4-42 (L2617); section 4.15 (L5084, Table 4-130)",
        ..ev("THREAD_SWITCH_GATED", 0x0d, N, N, N, 1, A, "TS gated and their sources")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "---", NOTHING),
            um("bx001", "CRAB", "Cycles TSs are stalled due to CRAB operation"),
            um("bx010", "L2D", "Cycles TSs are stalled due to L2D return operation"),
            um("bx011", "ANYSTALL", "Cycles TSs are stalled due to any reason"),
            um("bx100", "PCR", "Cycles we run with PCR.sd set"),
            um("bx101", "---", NOTHING),
            um("bx110", "ALL_GATED", "Cycles TSs are gated due to any reason NOTE: THREAD_SWITCH_GATED event is available to monitor the number of times TSs have been gated."),
            um("bx111", "TOTAL", "Total time from TS opportunity is seized to TS happens."),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            "The ALL_GATED umask counts cycles; THREAD_SWITCH_GATED counts how many times switches were gated.",
        ],
        source: "seed 003, Table 4-42 (L2618); section 4.15 (L5046, Table 4-128)",
        ..ev("THREAD_SWITCH_CYCLE", 0x0e, N, N, N, 1, A, "Various TS related periods")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "GTE_4", ">= 4 cycles (Any latency)"),
            um("b0001", "GTE_8", ">= 8 cycles"),
            um("b0010", "GTE_16", ">= 16 cycles"),
            um("b0011", "GTE_32", ">= 32 cycles"),
            um("b0100", "GTE_64", ">= 64 cycles"),
            um("b0101", "GTE_128", ">= 128 cycles"),
            um("b0110", "GTE_256", ">= 256 cycles"),
            um("b0111", "GTE_512", ">= 512 cycles"),
            um("b1000", "GTE_1024", ">= 1024 cycles"),
            um("b1001", "GTE_2048", ">= 2048 cycles"),
            um("b1010", "GTE_4096", ">= 4096 cycles"),
            um("b1011", "---", NOTHING),
            um("b11xx", "---", NOTHING),
        ],
        notes: &[
            "Section 4.15 and Table 4-41 call it THREAD_SWITCH_STALL.",
            "It counts how often the pipeline stalled for at least the umask's number of cycles, from the last retired instruction until a switch is pended.",
            "Table 4-131 gives GTE_4096 as b1010 and also lists b1010-b1111 as nothing counted; GTE_4096 keeps b1010 and the other row is stored as the patterns b1011 and b11xx.",
        ],
        source: "seed 003, Table 4-42 (L2619); section 4.15 (L5103, Table 4-131)",
        ..ev("THREAD_SWITCH_STALLS", 0x0f, N, N, N, 1, A, "Pipe line stalls due to TS")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 calls it ETB_EVENT: it counts the entries captured in the execution trace buffer, subject to the constraints in PMC39.",
        ],
        source: "seed 003, Table 4-42 (L2620); section 4.15 (L3596)",
        ..ev("BRANCH_EVENT", 0x11, Y, N, Y, 1, A, "Branch Event Captured")
    },
    Event {
        counters: ALL_COUNTERS,
        all_capable: Some(true),
        masks: &[
            um("bxxx0", "ALL", "All CPU cycles counted"),
            um("bxxx1", "QUAL", "Qualified cycles only"),
        ],
        ignored_mask_bits: 0b1110,
        notes: &[
            "Although of type C, it may be counted in both duplicated (PMD4-9) and banked (PMD10-15) counters (section 4.2.1).",
            "In a banked counter with .all set it drops one cycle at each thread switch; adding THREAD_SWITCH_EVENTS.ALL compensates.",
            "It does not count cycles in which the thread is in a low-power halt, and with .all it stops while the owning thread is halted unless the other thread is halted too, so software should add each thread's own count instead.",
            "The QUAL umask counts only cycles processing qualified instructions (address range and/or opcode match), and channel 1 must then be programmed to count all instructions without qualification.",
            "Table 4-72 defines only umask bit 16.",
        ],
        source: "seed 003, Table 4-42 (L2621); section 4.15 (L3405, Table 4-72)",
        ..ev("CPU_OP_CYCLES", 0x12, Y, N, Y, 1, C, "CPU Operating Cycles")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "---", NOTHING),
            um("b0001", "LVL0", "All changes to/from privilege level 0 are counted"),
            um("b0010", "LVL1", "All changes to/from privilege level 1 are counted"),
            um("b0100", "LVL2", "All changes to/from privilege level 2 are counted"),
            um("b1000", "LVL3", "All changes to/from privilege level 3 are counted"),
            um("b1111", "ALL", "All changes in cpl counted"),
        ],
        source: "seed 003, Table 4-42 (L2622); section 4.15 (L3388, Table 4-71)",
        ..ev("CPU_CPL_CHANGES", 0x13, N, N, N, 1, A, "Privilege Level Changes")
    },
    Event {
        counters: HALTED_ONLY,
        notes: &[
            "Only PMC/PMD10 can count it; in any other PMD the count is undefined (sections 3.3.3 and 4.15).",
            "Section 4.15 and Table 4-33 give Max Inc/Cyc 1 where Table 4-42 gives 7.",
            "Section 3.3.3 and Table 4-33 call it CYCLES_HALTED.",
            "It is of type C, which section 4.2.1 says belongs in duplicated counters, yet its only counter PMD10 is banked.",
        ],
        source: "seed 003, Table 4-42 (L2623); section 4.15 (L3419)",
        ..ev("CPU_OP_CYCLES_HALTED", 0x18, N, N, N, 7, C, "CPU Operating Cycles Halted")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "LOAD", "Only RSE loads will be counted."),
            um("bxx10", "STORE", "Only RSE stores will be counted."),
            um("bxx11", "ALL", "Both RSE loads and stores will be counted."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "The privilege level for DBR tags comes from the RSC register and for IBR tags from PSR.cpl; RSE traffic caused by rfi is tagged by the rfi's target.",
        ],
        source: "seed 003, Table 4-42 (L2624); section 4.15 (L4691, Table 4-108)",
        ..ev("RSE_REFERENCES_RETIRED", 0x20, Y, Y, Y, 2, A, "RSE Accesses")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_DIRTY_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2625); section 4.15 (L4676)",
        ..ev("RSE_DIRTY_REGS_6", 0x24, N, N, N, 1, A, "Dirty RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_CURRENT_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2630); section 4.15 (L4655)",
        ..ev("RSE_CURRENT_REGS_6", 0x26, N, N, N, 1, A, "Current RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_DIRTY_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2631); section 4.15 (L4669)",
        ..ev("RSE_DIRTY_REGS_5_TO_3", 0x28, N, N, N, 7, A, "Dirty RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_DIRTY_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2632); section 4.15 (L4662)",
        ..ev("RSE_DIRTY_REGS_2_TO_0", 0x29, N, N, N, 7, A, "Dirty RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_CURRENT_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2633); section 4.15 (L4648)",
        ..ev("RSE_CURRENT_REGS_5_TO_3", 0x2a, N, N, N, 7, A, "Current RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_CURRENT_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2634); section 4.15 (L4641)",
        ..ev("RSE_CURRENT_REGS_2_TO_0", 0x2b, N, N, N, 7, A, "Current RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/Y/Y.",
            "It includes misses the L2DTLB did not squash although their instructions did not retire, and references very close to a thread switch may or may not be counted.",
        ],
        source: "seed 003, Table 4-42 (L2635); section 4.15 (L3706)",
        ..ev("HPW_DATA_REFERENCES", 0x2d, Y, Y, Y, 4, A, "Data memory references to VHPT")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "A flushrs/call or flushrs/return bundle counts once although it retires two RSE operations, and rfi counts only if ifvalid=1.",
        ],
        source: "seed 003, Table 4-42 (L2636); section 4.15 (L4683)",
        ..ev("RSE_EVENT_RETIRED", 0x32, N, N, N, 1, A, "Retired RSE operations")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Demand fetches that miss the L1ITLB and the L1I and collide with a fill-recirculate are not counted here, although L2I_DEMAND_READS counts them.",
        ],
        source: "seed 003, Table 4-42 (L2637); section 4.15 (L3978)",
        ..ev("L1I_READS", 0x40, Y, N, N, 1, A, "L1 Instruction Cache Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP_DEMAND_PREFETCH,
        ],
        source: "seed 003, Table 4-42 (L2638); section 4.15 (L3920)",
        ..ev("L1I_FILLS", 0x41, Y, N, N, 1, F, "L1 Instruction Cache Fills")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2639); section 4.15 (L4313)",
        ..ev("L2I_DEMAND_READS", 0x42, Y, N, N, 1, A, "L1 Instruction Cache and ISB Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
        ],
        source: "seed 003, Table 4-42 (L2640); section 4.15 (L3897)",
        ..ev("L1I_EAR_EVENTS", 0x43, Y, N, N, 1, F, "Instruction EAR Events")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP1,
        ],
        source: "seed 003, Table 4-42 (L2641); section 4.15 (L3928)",
        ..ev("L1I_PREFETCHES", 0x44, Y, N, N, 1, A, "L1 Instruction Prefetch Requests")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP1,
        ],
        source: "seed 003, Table 4-42 (L2642); section 4.15 (L4378)",
        ..ev("L2I_PREFETCHES", 0x45, Y, N, N, 1, A, "L2 Instruction Prefetch Requests")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP_DEMAND_PREFETCH,
        ],
        source: "seed 003, Table 4-42 (L2643); section 4.15 (L3826)",
        ..ev("ISB_BUNPAIRS_IN", 0x46, Y, N, N, 1, F, "Bundle pairs written from L2 into FE")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "L1ITLB", "All misses in L1ITLB will be counted. even if L1ITLB is not updated for an access (Uncacheable/nat page/not present page/faulting/some flushed), it will be counted here."),
            um("bxx10", "L2ITLB", "All misses in L1ITLB which also missed in L2ITLB will be counted."),
            um("bxx11", "ALL", "All tlb misses will be counted. Note that this is not equal to sum of the L1ITLB and L2ITLB umasks because any access could be a miss in L1ITLB and L2ITLB."),
        ],
        ignored_mask_bits: 0b1100,
        source: "seed 003, Table 4-42 (L2644); section 4.15 (L3834, Table 4-83)",
        ..ev("ITLB_MISSES_FETCH", 0x47, Y, N, N, 1, A, "ITLB Misses Demand Fetch")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 calls it L1ITLB_INSERTS_HPW.",
        ],
        source: "seed 003, Table 4-42 (L2645); section 4.15 (L3890)",
        ..ev("L1ITLB_INSERTS_HPWW", 0x48, Y, N, N, 1, A, "L1ITLB Hardware Page Walker Inserts")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2646); section 4.15 (L3464)",
        ..ev("DISP_STALLED", 0x49, N, N, N, 1, A, "Number of cycles dispersal stalled")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
            "If the IFR snoop pipeline is busy it may count the same snoop more than once.",
        ],
        source: "seed 003, Table 4-42 (L2647); section 4.15 (L3986)",
        ..ev("L1I_SNOOP", 0x4a, Y, Y, Y, 1, C, "Snoop requests handled by L1I")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
        ],
        source: "seed 003, Table 4-42 (L2648); section 4.15 (L3950)",
        ..ev("L1I_PURGE", 0x4b, Y, N, N, 1, C, "L1ITLB purges handled by L1I")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_DISPERSAL,
        ],
        source: "seed 003, Table 4-42 (L2649); section 4.15 (L3786)",
        ..ev("INST_DISPERSED", 0x4d, Y, N, N, 6, A, "Syllables Dispersed from REN to REG stage")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b1111", "ALL", "Count all syllables not dispersed. NOTE: Any combination b0000-b1111 is valid."),
            um("bxxx1", "EXPL", "Count syllables not dispersed due to explicit stop bits. These consist of programmer specified architected S-bit and templates 1 and 5. Dispersal takes a 6-syllable (3-syllable) hit for every template 1/5 in bundle 0(1). Dispersal takes a 3-syllable (0 syllable) hit for every S-bit in bundle 0(1)"),
            um("bxx1x", "IMPL", "Count syllables not dispersed due to implicit stop bits. These consist of all of the non-architected stop bits (asymmetry, oversubscription, implicit). Dispersal takes a 6-syllable (3-syllable) hit for every implicit stop bits in bundle 0(1)."),
            um("bx1xx", "FE", "Count syllables not dispersed due to front-end not providing valid bundles or providing valid illegal templates. Dispersal takes a 3-syllable hit for every invalid bundle or valid illegal template from front-end. Bundle 1 with front-end fault, is counted here (3-syllable hit)."),
            um("b1xxx", "MLX", "Count syllables not dispersed due to MLX bundle and re-steers to non-0 syllable. Dispersal takes a 1 syllable hit for each MLX bundle. Dispersal could take 0-2 syllable hit depending on which syllable we re-steer to. Bundle 1 with front-end fault which is split, is counted here (0-2 syllable hit)."),
        ],
        other_masks: "Any combination b0000-b1111 is valid (Table 4-126): each set bit adds its component.",
        notes: &[
            NOTE_DISPERSAL,
            "Its umask is a bit set (EXPL bit 16, IMPL 17, FE 18, MLX 19) and any combination is valid; ALL (b1111) is listed first here so that it is the row b1111 selects.",
        ],
        source: "seed 003, Table 4-42 (L2650); section 4.15 (L5015, Table 4-126)",
        ..ev("SYLL_NOT_DISPERSED", 0x4e, Y, N, N, 5, A, "Syllables not dispersed")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "EXPL", "Only syllables overcounted in the explicit bucket"),
            um("bxx10", "IMPL", "Only syllables overcounted in the implicit bucket"),
            um("bxx11", "ALL", "syllables overcounted in implicit & explicit bucket"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_DISPERSAL,
        ],
        source: "seed 003, Table 4-42 (L2651); section 4.15 (L5031, Table 4-127)",
        ..ev("SYLL_OVERCOUNT", 0x4f, Y, N, N, 2, A, "Syllables overcounted")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 prints its IAR/DAR/OPC garbled as \"YN/Y\".",
        ],
        source: "seed 003, Table 4-42 (L2652); section 4.15 (L4627)",
        ..ev("NOPS_RETIRED", 0x50, Y, N, Y, 6, A, "Retired NOP Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2653); section 4.15 (L4634)",
        ..ev("PREDICATE_SQUASHED_RETIRED", 0x51, Y, N, Y, 6, A, "Instructions Squashed Due to Predicate Off")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2654); section 4.15 (L3427)",
        ..ev("DATA_DEBUG_REGISTER_FAULT", 0x52, N, N, N, 1, A, "Fault due to data debug reg. Match to load/store instruction")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 says it counts srlz.i instructions (each causes a microtrap and an xpn flush) where Table 4-42 says srlz.l.",
        ],
        source: "seed 003, Table 4-42 (L2655); section 4.15 (L4707)",
        ..ev("SERIALIZATION_EVENTS", 0x53, N, N, N, 1, A, "Number of srlz.l instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.MISPRED_NOTTAKEN", "All branch types, incorrectly predicted path and not taken branch"),
            um("b0001", "ALL.MISPRED_TAKEN", "All branch types, incorrectly predicted path and taken branch"),
            um("b0010", "ALL.OKPRED_NOTTAKEN", "All branch types, correctly predicted path and not taken branch"),
            um("b0011", "ALL.OKPRED_TAKEN", "All branch types, correctly predicted path and taken branch"),
            um("b0100", "IPREL.MISPRED_NOTTAKEN", "Only IP relative branches, incorrectly predicted path and not taken branch"),
            um("b0101", "IPREL.MISPRED_TAKEN", "Only IP relative branches, incorrectly predicted path and taken branch"),
            um("b0110", "IPREL.OKPRED_NOTTAKEN", "Only IP relative branches, correctly predicted path and not taken branch"),
            um("b0111", "IPREL.OKPRED_TAKEN", "Only IP relative branches, correctly predicted path and taken branch"),
            um("b1000", "RETURN.MISPRED_NOTTAKEN", "Only return type branches, incorrectly predicted path and not taken branch"),
            um("b1001", "RETURN.MISPRED_TAKEN", "Only return type branches, incorrectly predicted path and taken branch"),
            um("b1010", "RETURN.OKPRED_NOTTAKEN", "Only return type branches, correctly predicted path and not taken branch"),
            um("b1011", "RETURN.OKPRED_TAKEN", "Only return type branches, correctly predicted path and taken branch"),
            um("b1100", "NRETIND.MISPRED_NOTTAKEN", "Only non-return indirect branches, incorrectly predicted path and not taken branch"),
            um("b1101", "NRETIND.MISPRED_TAKEN", "Only non-return indirect branches, incorrectly predicted path and taken branch"),
            um("b1110", "NRETIND.OKPRED_NOTTAKEN", "Only non-return indirect branches, correctly predicted path and not taken branch"),
            um("b1111", "NRETIND.OKPRED_TAKEN", "Only non-return indirect branches, correctly predicted path and taken branch"),
        ],
        source: "seed 003, Table 4-42 (L2656); section 4.15 (L3044, Table 4-53)",
        ..ev("BR_PATH_PRED", 0x54, Y, N, Y, 3, A, "FE Branch Path Prediction Detail")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        source: "seed 003, Table 4-42 (L2657); section 4.15 (L3811, Table 4-82)",
        ..ev("INST_FAILED_CHKS_RETIRED", 0x55, N, N, N, 1, A, "Failed Speculative Check Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            "A faulting chk.a is counted even if an older sibling faults.",
        ],
        source: "seed 003, Table 4-42 (L2658); section 4.15 (L3770, Table 4-80)",
        ..ev("INST_CHKA_LDC_ALAT", 0x56, Y, Y, Y, 2, A, "Advanced Check Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            "Of two failing chk.a or ld.c in the same cycle only the first is counted.",
        ],
        source: "seed 003, Table 4-42 (L2659); section 4.15 (L3793, Table 4-81)",
        ..ev("INST_FAILED_CHKA_LDC_ALAT", 0x57, Y, Y, Y, 1, A, "Failed Advanced Check Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        source: "seed 003, Table 4-42 (L2660); section 4.15 (L2809, Table 4-43)",
        ..ev("ALAT_CAPACITY_MISS", 0x58, Y, Y, Y, 2, A, "ALAT Entry Replaced")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.ALL_PRED", "All branch types, regardless of prediction result"),
            um("b0001", "ALL.CORRECT_PRED", "All branch types, correctly predicted branches (outcome and target)"),
            um("b0010", "ALL.WRONG_PATH", "All branch types, mispredicted branches due to wrong branch direction"),
            um("b0011", "ALL.WRONG_TARGET", "All branch types, mispredicted branches due to wrong target for taken branches"),
            um("b0100", "IPREL.ALL_PRED", "Only IP relative branches, regardless of prediction result"),
            um("b0101", "IPREL.CORRECT_PRED", "Only IP relative branches, correctly predicted branches (outcome and target)"),
            um("b0110", "IPREL.WRONG_PATH", "Only IP relative branches, mispredicted branches due to wrong branch direction"),
            um("b0111", "IPREL.WRONG_TARGET", "Only IP relative branches, mispredicted branches due to wrong target for taken branches"),
            um("b1000", "RETURN.ALL_PRED", "Only return type branches, regardless of prediction result"),
            um("b1001", "RETURN.CORRECT_PRED", "Only return type branches, correctly predicted branches (outcome and target)"),
            um("b1010", "RETURN.WRONG_PATH", "Only return type branches, mispredicted branches due to wrong branch direction"),
            um("b1011", "RETURN.WRONG_TARGET", "Only return type branches, mispredicted branches due to wrong target for taken branches"),
            um("b1100", "NRETIND.ALL_PRED", "Only non-return indirect branches, regardless of prediction result"),
            um("b1101", "NRETIND.CORRECT_PRED", "Only non-return indirect branches, correctly predicted branches (outcome and target)"),
            um("b1110", "NRETIND.WRONG_PATH", "Only non-return indirect branches, mispredicted branches due to wrong branch direction"),
            um("b1111", "NRETIND.WRONG_TARGET", "Only non-return indirect branches, mispredicted branches due to wrong target for taken branches"),
        ],
        notes: &[
            "True misprediction counts are BR_MISPRED_DETAIL minus BR_MISPRED_DETAIL2 with the same umask (section 4.15).",
        ],
        source: "seed 003, Table 4-42 (L2661); section 4.15 (L2978, Table 4-51)",
        ..ev("BR_MISPRED_DETAIL", 0x5b, Y, N, Y, 3, A, "FE Branch Mispredict Detail")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP1,
        ],
        source: "seed 003, Table 4-42 (L2662); section 4.15 (L3994)",
        ..ev("L1I_STRM_PREFETCHES", 0x5f, Y, N, N, 1, A, "L1 Instruction Cache line prefetch requests")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
        ],
        source: "seed 003, Table 4-42 (L2667); section 4.15 (L3971)",
        ..ev("L1I_RAB_FULL", 0x60, N, N, N, 1, C, "Is RAB full?")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "ANY", "any back-end mispredictions"),
            um("bxx01", "STG", "only back-end stage mispredictions"),
            um("bxx10", "ROT", "only back-end rotate mispredictions"),
            um("bxx11", "PFS", "only back-end pfs mispredictions for taken branches"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "It counts only branches without a path misprediction, since a path misprediction guarantees an stg/rot/pfs one; predictions are per bundle, not per branch.",
        ],
        source: "seed 003, Table 4-42 (L2668); section 4.15 (L2840, Table 4-45)",
        ..ev("BE_BR_MISPRED_DETAIL", 0x61, Y, N, Y, 1, A, "BE branch misprediction detail")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.ALL_PRED", "all encoded branches, regardless of prediction result"),
            um("b0001", "ALL.CORRECT_PRED", "all encoded branches, correctly predicted branches (outcome and target)"),
            um("b0010", "ALL.WRONG_PATH", "all encoded branches, mispredicted branches due to wrong branch direction"),
            um("b0011", "ALL.WRONG_TARGET", "all encoded branches, mispredicted branches due to wrong target for taken branches"),
            um("b0100", "---", NOTHING),
            um("b0101", "---", NOTHING),
            um("b0110", "---", NOTHING),
            um("b0111", "---", NOTHING),
            um("b1000", "OVERSUB.ALL_PRED", "only those which cause oversubscription, regardless of prediction result"),
            um("b1001", "OVERSUB.CORRECT_PRED", "only those which cause oversubscription, correctly predicted branches (outcome and target)"),
            um("b1010", "OVERSUB.WRONG_PATH", "only those which cause oversubscription, mispredicted branches due to wrong branch direction"),
            um("b1011", "OVERSUB.WRONG_TARGET", "only those which cause oversubscription mispredicted branches due to wrong target for taken branches"),
            um("b1100", "ALL2.ALL_PRED", "all encoded branches, regardless of prediction result"),
            um("b1101", "ALL2.CORRECT_PRED", "all encoded branches, correctly predicted branches (outcome and target)"),
            um("b1110", "ALL2.WRONG_PATH", "all encoded branches, mispredicted branches due to wrong branch direction"),
            um("b1111", "ALL2.WRONG_TARGET", "all encoded branches, mispredicted branches due to wrong target for taken branches"),
        ],
        source: "seed 003, Table 4-42 (L2669); section 4.15 (L3479, Table 4-73)",
        ..ev("ENCBR_MISPRED_DETAIL", 0x63, Y, N, Y, 3, A, "Number of encoded branches retired")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
        ],
        source: "seed 003, Table 4-42 (L2670); section 4.15 (L3964)",
        ..ev("L1I_RAB_ALMOST_FULL", 0x64, N, N, N, 1, C, "Is RAB almost full?")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP_DEMAND_PREFETCH,
        ],
        source: "seed 003, Table 4-42 (L2671); section 4.15 (L3912)",
        ..ev("L1I_FETCH_RAB_HIT", 0x65, Y, N, N, 1, A, "Instruction fetch hitting in RAB")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP_DEMAND_PREFETCH,
            "Demand fetches that hit the ISB in the one cycle in which they are being transferred to the instruction cache are not counted.",
        ],
        source: "seed 003, Table 4-42 (L2672); section 4.15 (L3904)",
        ..ev("L1I_FETCH_ISB_HIT", 0x66, Y, N, N, 1, A, "“Just-in-time” instruction fetch hitting in and being bypassed from ISB")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx0x", "---", NOTHING),
            um("bxx10", "FLOW", "Asserted when the streaming prefetcher is working close to the instructions being fetched for demand reads, and is not asserted when the streaming prefetcher is ranging way ahead of the demand reads."),
            um("bxx11", "ALL", "Number of clocks prefetch pipeline is stalled"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "Table 4-85's row bxx00-bxx01 is stored as the pattern bxx0x.",
        ],
        source: "seed 003, Table 4-42 (L2673); section 4.15 (L3936, Table 4-85)",
        ..ev("L1I_PREFETCH_STALL", 0x67, N, N, N, 1, A, "Why prefetch pipeline is stalled?")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.ALL_UNKNOWN_PRED", "All branch types, branches with unknown path prediction"),
            um("b0001", "ALL.UNKNOWN_PATH_CORRECT_PRED", "All branch types, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b0010", "ALL.UNKNOWN_PATH_WRONG_PATH", "All branch types, branches with unknown path prediction and wrong branch direction"),
            um("b0011", "---", NOTHING),
            um("b0100", "IPREL.ALL_UNKNOWN_PRED", "Only IP relative branches, branches with unknown path prediction"),
            um("b0101", "IPREL.UNKNOWN_PATH_CORRECT_PRED", "Only IP relative branches, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b0110", "IPREL.UNKNOWN_PATH_WRONG_PATH", "Only IP relative branches, branches with unknown path prediction and wrong branch direction"),
            um("b0111", "---", NOTHING),
            um("b1000", "RETURN.ALL_UNKNOWN_PATH_CORRECT_PRED", "Only return type branches, branches with unknown path prediction"),
            um("b1001", "RETURN.UNKNOWN_PATH_CORRECT_PRED", "Only return type branches, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b1010", "RETURN.UNKNOWN_PATH_WRONG_PATH", "Only return type branches, branches with unknown path prediction and wrong branch direction"),
            um("b1011", "---", NOTHING),
            um("b1100", "NRETIND.ALL_UNKNOWN_PATH_CORRECT_PRED", "Only non-return indirect branches, branches with unknown path prediction"),
            um("b1101", "NRETIND.UNKNOWN_PATH_CORRECT_PRED", "Only non-return indirect branches, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b1110", "NRETIND.UNKNOWN_PATH_WRONG_PATH", "Only non-return indirect branches, branches with unknown path prediction and wrong branch direction"),
            um("b1111", "---", NOTHING),
        ],
        notes: &[
            "Subtract it from BR_MISPRED_DETAIL with the same umask to get true misprediction counts.",
            "Table 4-52 names b1000 RETURN.ALL_UNKNOWN_PATH_CORRECT_PRED and b1100 NRETIND.ALL_UNKNOWN_PATH_CORRECT_PRED where the other branch types have ALL_UNKNOWN_PRED; the names are kept as printed.",
        ],
        source: "seed 003, Table 4-42 (L2674); section 4.15 (L3009, Table 4-52)",
        ..ev("BR_MISPRED_DETAIL2", 0x68, Y, N, Y, 2, A, "FE Branch Mispredict Detail (Unknown path component)")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2675); section 4.15 (L3957)",
        ..ev("L1I_PVAB_OVERFLOW", 0x69, N, N, N, 1, A, "PVAB overflow")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b00x0", "ALL.UNKNOWNPRED_NOTTAKEN", "All branch types, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b00x1", "ALL.UNKNOWNPRED_TAKEN", "All branch types, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
            um("b01x0", "IPREL.UNKNOWNPRED_NOTTAKEN", "Only IP relative branches, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b01x1", "IPREL.UNKNOWNPRED_TAKEN", "Only IP relative branches, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
            um("b10x0", "RETURN.UNKNOWNPRED_NOTTAKEN", "Only return type branches, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b10x1", "RETURN.UNKNOWNPRED_TAKEN", "Only return type branches, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
            um("b11x0", "NRETIND.UNKNOWNPRED_NOTTAKEN", "Only non-return indirect branches, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b11x1", "NRETIND.UNKNOWNPRED_TAKEN", "Only non-return indirect branches, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
        ],
        ignored_mask_bits: 0b0010,
        notes: &[
            "True OKPRED_NOTTAKEN is BR_PATH_PRED.[type].OKPRED_NOTTAKEN - BR_PATH_PRED2.[type].UNKNOWNPRED_NOTTAKEN and true MISPRED_TAKEN is BR_PATH_PRED.[type].MISPRED_TAKEN - BR_PATH_PRED2.[type].UNKNOWNPRED_TAKEN, with the same branch type in both.",
            "When a bundle holds several branches and one is predicted taken, the higher-numbered ports are forced to predicted not taken without their true prediction being known.",
        ],
        source: "seed 003, Table 4-42 (L2676); section 4.15 (L3075, Table 4-54)",
        ..ev("BR_PATH_PRED2", 0x6a, Y, N, Y, 2, A, "FE Branch Path Prediction Detail (Unknown prediction component)")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL", "count regardless of cause"),
            um("b0001", "FEFLUSH", "only if caused by a front-end flush"),
            um("b0010", "---", ILLEGAL),
            um("b0011", "---", ILLEGAL),
            um("b0100", "UNREACHED", "only if caused by unreachable bundle"),
            um("b0101", "IBFULL", "only if caused by instruction buffer full stall"),
            um("b0110", "IMISS", "only if caused by instruction cache miss stall"),
            um("b0111", "TLBMISS", "only if caused by TLB stall"),
            um("b1000", "FILL_RECIRC", "only if caused by a recirculate for a cache line fill operation"),
            um("b1001", "BI", "only if caused by branch initialization stall"),
            um("b1010", "BRQ", "only if caused by branch retirement queue stall"),
            um("b1011", "PLP", "only if caused by perfect loop prediction stall"),
            um("b1100", "BR_ILOCK", "only if caused by branch interlock stall"),
            um("b1101", "BUBBLE", "only if caused by branch resteer bubble stall"),
            um("b111x", "---", ILLEGAL),
        ],
        notes: &[
            NOTE_LOST_BW_PRIORITY,
            "Table 4-75 gives BUBBLE as b1101 and also lists b1101-b1111 as an illegal selection; BUBBLE keeps b1101 and the illegal row is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2677); section 4.15 (L3634, Table 4-75)",
        ..ev("FE_LOST_BW", 0x70, N, N, N, 2, A, "Invalid bundles at the entrance to IB")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL", "count regardless of cause"),
            um("b0001", "FEFLUSH", "only if caused by a front-end flush"),
            um("b0010", "---", "(*illegal selection*)"),
            um("b0011", "GROUP1", "BUBBLE or BRANCH"),
            um("b0100", "GROUP2", "IMISS or TLBMISS"),
            um("b0101", "IBFULL", "only if caused by instruction buffer full stall"),
            um("b0110", "IMISS", "only if caused by instruction cache miss stall"),
            um("b0111", "TLBMISS", "only if caused by TLB stall"),
            um("b1000", "FILL_RECIRC", "only if caused by a recirculate for a fill operation"),
            um("b1001", "BRANCH", "only if caused by any of 4 branch recirculates"),
            um("b1010", "GROUP3", "FILL_RECIRC or BRANCH"),
            um("b1011", "ALLBUT_FEFLUSH_BUBBLE", "ALL except FEFLUSH and BUBBLE"),
            um("b1100", "ALLBUT_IBFULL", "ALL except IBFULL"),
            um("b1101", "BUBBLE", "only if caused by branch bubble stall"),
            um("b111x", "---", ILLEGAL),
        ],
        notes: &[
            "Causes are prioritised from high to low FEFLUSH, TLBMISS, IMISS, BRANCH, FILL_RECIRC, BUBBLE, IBFULL, and only the highest present is counted.",
            "Table 4-74's row b1110-b1111 is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2678); section 4.15 (L3603, Table 4-74)",
        ..ev("FE_BUBBLE", 0x71, N, N, N, 1, A, "Bubbles seen by FE")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: BE_LOST_BW_UMASKS,
        notes: &[
            NOTE_LOST_BW_PRIORITY,
            "Table 4-49's row b1110-b1111 is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2679); section 4.15 (L2930, Table 4-49)",
        ..ev("BE_LOST_BW_DUE_TO_FE", 0x72, N, N, N, 2, A, "Invalid bundles if BE not stalled for other reasons")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: BE_LOST_BW_UMASKS,
        notes: &[
            NOTE_LOST_BW_PRIORITY,
            "Table 4-79 gives BUBBLE as b1101 and also lists b1101-b1111 as an illegal selection; BUBBLE keeps b1101 and the illegal row is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2680); section 4.15 (L3743, Table 4-79)",
        ..ev("IDEAL_BE_LOST_BW_DUE_TO_FE", 0x73, N, N, N, 2, A, "Invalid bundles at the exit from IB")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "MISS.ALL counts only primary misses; secondary misses count, possibly several times, in L2I_RECIRCULATES and finally once as HIT.ALL.",
        ],
        source: "seed 003, Table 4-42 (L2681); section 4.15 (L4386, Table 4-102)",
        ..ev("L2I_READS", 0x78, Y, N, Y, 1, F, "L2I Cacheable Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2682); section 4.15 (L4456, Table 4-104)",
        ..ev("L2I_UC_READS", 0x79, Y, N, Y, 1, F, "L2I uncacheable reads")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 calls it L2I_VICTIMIZATION.",
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2683); section 4.15 (L4485)",
        ..ev("L2I_VICTIMIZATIONS", 0x7a, Y, N, Y, 1, F, "L2I victimizations")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "It fires each time a request reissues, so possibly several times for one request.",
        ],
        source: "seed 003, Table 4-42 (L2684); section 4.15 (L4415, Table 4-103)",
        ..ev("L2I_RECIRCULATES", 0x7b, Y, N, Y, 1, F, "L2I recirculates")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "It fires each time an L3 request is rejected and sent again, so possibly several times for one request.",
        ],
        source: "seed 003, Table 4-42 (L2685); section 4.15 (L4349, Table 4-101)",
        ..ev("L2I_L3_REJECTS", 0x7c, Y, N, Y, 1, F, "L3 rejects")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "In rare cases it fires several times for one request.",
        ],
        source: "seed 003, Table 4-42 (L2686); section 4.15 (L4321, Table 4-100)",
        ..ev("L2I_HIT_CONFLICTS", 0x7d, Y, N, Y, 1, F, "L2I hit conflicts")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2687); section 4.15 (L4440)",
        ..ev("L2I_SPEC_ABORTS", 0x7e, Y, N, Y, 1, F, "L2I speculative aborts")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
            "It is not qualified by tags, and section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/N/Y.",
            "The thread reported for it is simply the active thread.",
        ],
        source: "seed 003, Table 4-42 (L2688); section 4.15 (L4448)",
        ..ev("L2I_SNOOP_HITS", 0x7f, Y, N, Y, 1, C, "L2I snoop hits")
    },
];
