//! The rows of Table 4-42 with event codes 0xc0-0xff, in the table's order: the data side
//! (the L1D and its TLBs, data references, loads and stores retired, the L3 and the L2D).
//! The helpers and the notes they share are in the parent module.

use super::*;

#[rustfmt::skip]
pub(super) const ROWS: &[Event] = &[
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
            "A transfer for an instruction that is never reached (b in a;;b when a faults) is not counted, nor one pending when a thread switch occurs during a DET stall.",
        ],
        source: "seed 003, Table 4-42 (L2750); section 4.15 (L3849)",
        ..ev("L1DTLB_TRANSFER", 0xc0, Y, Y, Y, 1, A, "L1DTLB misses that hit in the L2DTLB for accesses counted in L1D_READS")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
            "With the hardware page walker always enabled it equals HPW_DATA_REFERENCES.",
            "It includes misses the L2DTLB did not squash although their instructions did not retire, and a miss pending when a thread switch occurs during a DET stall is not counted.",
        ],
        source: "seed 003, Table 4-42 (L2751); section 4.15 (L4002)",
        ..ev("L2DTLB_MISSES", 0xc1, Y, Y, Y, 4, A, "L2DTLB Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 0 and 1 are measured.",
        ],
        source: "seed 003, Table 4-42 (L2752); section 4.15 (L3857)",
        ..ev("L1D_READS_SET0", 0xc2, Y, Y, Y, 2, A, "L1 Data Cache Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2757); section 4.15 (L3448)",
        ..ev("DATA_REFERENCES_SET0", 0xc3, Y, Y, Y, 4, A, "Data memory references issued to memory pipeline")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 1 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 0 and 1 are measured.",
        ],
        source: "seed 003, Table 4-42 (L2758); section 4.15 (L3865)",
        ..ev("L1D_READS_SET1", 0xc4, Y, Y, Y, 2, A, "L1 Data Cache Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 1 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2759); section 4.15 (L3456)",
        ..ev("DATA_REFERENCES_SET1", 0xc5, Y, Y, Y, 4, A, "Data memory references issued to memory pipeline")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "It includes references that do not commit, so it may be noisy.",
        ],
        source: "seed 003, Table 4-42 (L2760); section 4.15 (L3434)",
        ..ev("DATA_DEBUG_REGISTER_MATCHES", 0xc6, Y, Y, Y, 1, A, "Data debug register matches data address of memory reference")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 1 }),
        masks: &[
            um("bxxx0", "ALL", "all L1D read misses will be counted."),
            um("bxxx1", "RSE_FILL", "only L1D read misses caused by RSE fills will be counted"),
        ],
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_L1D_SET,
            "Only ports 0 and 1 are measured.",
        ],
        source: "seed 003, Table 4-42 (L2761); section 4.15 (L3873, Table 4-84)",
        ..ev("L1D_READ_MISSES", 0xc7, Y, Y, Y, 2, A, "L1 Data Cache Read Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            "It is an L1D event outside the L1D sets (Table 4-10).",
        ],
        source: "seed 003, Table 4-42 (L2762); section 4.15 (L3441)",
        ..ev("DATA_EAR_EVENTS", 0xc8, Y, Y, Y, 1, F, "L1 Data Cache EAR Events")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            "Section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/Y/Y.",
            "It includes inserts for misses whose instructions did not retire.",
        ],
        source: "seed 003, Table 4-42 (L2763); section 4.15 (L3471)",
        ..ev("DTLB_INSERTS_HPW", 0xc9, Y, Y, Y, 4, F, "Hardware Page Walker inserts to DTLB")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 2 }),
        masks: &[
            um("b0000", "ALL", "Back-end was stalled by L1D or FPU"),
            um("b0001", "FPU", "Back-end was stalled by FPU."),
            um("b0010", "L1D", "Back-end was stalled by L1D. This includes all stalls caused by the L1 pipeline (created in the L1D stage of the L1 pipeline which corresponds to the DET stage of the main pipe)."),
            um("b0011", "L1D_FULLSTBUF", "Back-end was stalled by L1D due to store buffer being full"),
            um("b0100", "L1D_PIPE_RECIRC", "Back-end was stalled by L1D due a recirculate"),
            um("b0101", "L1D_HPW", "Back-end was stalled by L1D due to Hardware Page Walker"),
            um("b0110", "---", UNDEFINED),
            um("b0111", "L1D_FILLCONF", "Back-end was stalled by L1D due a store in conflict with a returning fill."),
            um("b1000", "L1D_AR_CR", "Back-end was stalled by L1D due to ar/cr requiring a stall"),
            um("b1001", "L1D_L2BPRESS", "Back-end was stalled by L1D due to L2D Back Pressure"),
            um("b1010", "L1D_TLB", "Back-end was stalled by L1D due to L2DTLB to L1DTLB transfer"),
            um("b1011", "L1D_LDCONF", "Back-end was stalled by L1D due to architectural ordering conflict"),
            um("b1100", "L1D_LDCHK", "Back-end was stalled by L1D due to load check ordering conflict."),
            um("b1101", "L1D_NAT", "Back-end was stalled by L1D due to L1D data return needing recirculated NaT generation."),
            um("b1110", "L1D_STBUFRECIR", "Back-end was stalled by L1D due to store buffer cancel needing recirculate."),
            um("b1111", "L1D_NATCONF", "Back-end was stalled by L1D due to ld8.fill conflict with st8.spill not written to unat."),
        ],
        notes: &[
            NOTE_L1D_SET,
            NOTE_UNPRIORITISED,
        ],
        source: "seed 003, Table 4-42 (L2764); section 4.15 (L2898, Table 4-48)",
        ..ev("BE_L1D_FPU_BUBBLE", 0xca, N, N, N, 1, A, "Full pipe bubbles in main pipe due to FP or L1 dcache")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_L2D_COUNTERS,
            "Table 4-42 leaves its Type blank; section 4.15 gives F, which is stored here.",
            NOTE_L2D_NOT_SET,
            NOTE_L2D_TRUE_THREAD,
            "It does not count secondary misses; L2D_INSERT_MISSES does.",
        ],
        source: "seed 003, Table 4-42 (L2765); section 4.15 (L4150)",
        ..ev("L2D_MISSES", 0xcb, Y, Y, Y, 1, F, "An L2D miss has been issued to the L3, does not include secondary misses.")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 3 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2766); section 4.15 (L4576)",
        ..ev("LOADS_RETIRED", 0xcd, Y, Y, Y, 4, A, "Retired Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 3 }),
        notes: &[
            NOTE_L1D_SET,
            "A misaligned load that traps is not counted, since only retired loads are.",
        ],
        source: "seed 003, Table 4-42 (L2767); section 4.15 (L4609)",
        ..ev("MISALIGNED_LOADS_RETIRED", 0xce, Y, Y, Y, 4, A, "Retired Misaligned Load Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 3 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2768); section 4.15 (L5126)",
        ..ev("UC_LOADS_RETIRED", 0xcf, Y, Y, Y, 4, A, "Retired Uncacheable Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 4 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 2 and 3 are counted.",
        ],
        source: "seed 003, Table 4-42 (L2769); section 4.15 (L5134)",
        ..ev("UC_STORES_RETIRED", 0xd0, Y, Y, Y, 2, A, "Retired Uncacheable Stores")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 4 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 2 and 3 are counted.",
        ],
        source: "seed 003, Table 4-42 (L2770); section 4.15 (L5007)",
        ..ev("STORES_RETIRED", 0xd1, Y, Y, Y, 2, A, "Retired Stores")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 4 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 2 and 3 are counted.",
            "A misaligned store that traps is not counted, since only retired stores are.",
        ],
        source: "seed 003, Table 4-42 (L2771); section 4.15 (L4617)",
        ..ev("MISALIGNED_STORES_RETIRED", 0xd2, Y, Y, Y, 2, A, "Retired Misaligned Store Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 6 }),
        notes: &[
            NOTE_L1D_SET,
            "Its section 4.15 category says L1D set 3, but its note and Table 4-16 say set 6, which is stored here.",
        ],
        source: "seed 003, Table 4-42 (L2772); section 4.15 (L4586)",
        ..ev("LOADS_RETIRED_INTG", 0xd8, Y, Y, Y, 2, A, "Integer Loads retired")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 6 }),
        masks: &[
            um("b0000", "ALL", "Count all NaT'd loads"),
            um("b0001", "VHPT_MISS", "Only loads NaT'd due to VHPT miss"),
            um("b0010", "DEF_TLB_MISS", "Only loads NaT'd due to deferred TLB misses"),
            um("b0011", "DEF_TLB_FAULT", "Only loads NaT'd due to deferred TLB faults"),
            um("b0100", "NAT_CNSM", "Only loads NaT'd due to NaT consumption"),
            um("b0101", "DEF_PSR_ED", "Only loads NaT'd due to effect of PSR.ed"),
        ],
        notes: &[
            NOTE_L1D_SET,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2773); section 4.15 (L4986, Table 4-125)",
        ..ev("SPEC_LOADS_NATTED", 0xd9, Y, Y, Y, 2, A, "Speculative loads NAT'd")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        notes: &[
            NOTE_FLOATING,
            NOTE_MESI_CURRENT_LINE,
        ],
        source: "seed 003, Table 4-42 (L2774); section 4.15 (L4493)",
        ..ev("L3_INSERTS", 0xda, Y, Y, Y, 1, F, "L3 Inserts (allocations)")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
        ],
        source: "seed 003, Table 4-42 (L2775); section 4.15 (L4544)",
        ..ev("L3_REFERENCES", 0xdb, Y, Y, Y, 1, F, "L3 References")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
        ],
        source: "seed 003, Table 4-42 (L2776); section 4.15 (L4509)",
        ..ev("L3_MISSES", 0xdc, Y, Y, Y, 1, F, "L3 Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        masks: &[
            um("b0000", "---", NOTHING),
            um("b0001", "DINST_FETCH.HIT", "L3 Demand Instruction Fetch Hits"),
            um("b0010", "DINST_FETCH.MISS", "L3 Demand Instruction Fetch Misses"),
            um("b0011", "DINST_FETCH.ALL", "L3 Demand Instruction References"),
            um("b0100", "---", NOTHING),
            um("b0101", "INST_FETCH.HIT", "L3 Instruction Fetch and Prefetch Hits"),
            um("b0110", "INST_FETCH.MISS", "L3 Instruction Fetch and Prefetch Misses"),
            um("b0111", "INST_FETCH.ALL", "L3 Instruction Fetch and Prefetch References"),
            um("b1000", "---", NOTHING),
            um("b1001", "DATA_READ.HIT", "L3 Load Hits (excludes reads for ownership used to satisfy stores)"),
            um("b1010", "DATA_READ.MISS", "L3 Load Misses (excludes reads for ownership used to satisfy stores)"),
            um("b1011", "DATA_READ.ALL", "L3 Load References (excludes reads for ownership used to satisfy stores)"),
            um("b1100", "---", NOTHING),
            um("b1101", "ALL.HIT", "L3 Read Hits"),
            um("b1110", "ALL.MISS", "L3 Read Misses"),
            um("b1111", "ALL.ALL", "L3 Read References"),
        ],
        notes: &[
            NOTE_FLOATING,
            "PMC.MESI qualifies it; set the MESI filter to b1111 to count all (section 4.15).",
        ],
        source: "seed 003, Table 4-42 (L2777); section 4.15 (L4516, Table 4-105)",
        ..ev("L3_READS", 0xdd, Y, Y, Y, 1, F, "L3 Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        masks: &[
            um("b00xx", "---", NOTHING),
            um("b0100", "---", NOTHING),
            um("b0101", "DATA_WRITE.HIT", "L3 Store Hits (excludes L2D write backs, includes L3 read for ownership requests that satisfy stores)"),
            um("b0110", "DATA_WRITE.MISS", "L3 Store Misses (excludes L2D write backs, includes L3 read for ownership requests that satisfy stores)"),
            um("b0111", "DATA_WRITE.ALL", "L3 Store References (excludes L2D write backs, includes L3 read for ownership requests that satisfy stores)"),
            um("b1000", "---", NOTHING),
            um("b1001", "L2_WB.HIT", "L2D Write Back Hits"),
            um("b1010", "L2_WB.MISS", "L2D Write Back Misses"),
            um("b1011", "L2_WB.ALL", "L2D Write Back References"),
            um("b1100", "---", NOTHING),
            um("b1101", "ALL.HIT", "L3 Write Hits"),
            um("b1110", "ALL.MISS", "L3 Write Misses"),
            um("b1111", "ALL.ALL", "L3 Write References"),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_MESI_CURRENT_LINE,
        ],
        source: "seed 003, Table 4-42 (L2778); section 4.15 (L4551, Table 4-106)",
        ..ev("L3_WRITES", 0xde, Y, Y, Y, 1, F, "L3 Writes")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        notes: &[
            NOTE_FLOATING,
            NOTE_MESI_CURRENT_LINE,
            "Clean exclusive or shared lines and clean castouts may also be counted, depending on platform settings.",
        ],
        source: "seed 003, Table 4-42 (L2779); section 4.15 (L4501)",
        ..ev("L3_LINES_REPLACED", 0xdf, N, N, N, 1, F, "L3 Cache Lines Replaced")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 0 }),
        all_capable: Some(true),
        masks: &[
            um("b0000", "RECIRC", "a recirculate was cancelled due h/w limitations on recirculate issue rate. This is the combination of following subevents that were available separately in the Itanium® 2 processor: RECIRC_OVER_SUB: (caused by a recirculate oversubscription) DIDNT_RECIRC: (caused because it did not recirculate) WEIRD: (counts the cancels caused by attempted 5-cycle bypasses for non-aligned accesses and bypasses blocking recirculates for too long)"),
            um("b0001", "CANC_L2M_TO_L2C_ST", "caused by a canceled store in L2M,L2D or L2C. This is the combination of following subevents that were available separately in the Itanium 2 processor: CANC_L2M_ST: (caused by canceled store in L2M) CANC_L2D_ST: (caused by canceled store in L2D) CANC_L2C_ST: (caused by canceled store in L2C)"),
            um("b0010", "L2A_ST_MAT", "canceled due to an uncanceled store match in L2A"),
            um("b0011", "L2M_ST_MAT", "canceled due to an uncanceled store match in L2M"),
            um("b0100", "L2D_ST_MAT", "canceled due to an uncanceled store match in L2D"),
            um("b0101", "L2C_ST_MAT", "canceled due to an uncanceled store match in L2C"),
            um("b0110", "ACQ", "caused by an acquire somewhere in Ozq or ER."),
            um("b0111", "REL", "a release was cancelled due to some other operation"),
            um("b1000", "BANK_CONF", "a bypassed L2D hit operation had a bank conflict with an older sibling bypass or an older operation in the L2D pipeline."),
            um("b1001", "SEMA", "a semaphore op was cancelled for various ordering or h/w restriction reasons. This is the combination of following subevents that were available separately in the Itanium® 2 processor: SEM: (a semaphore) CCV: (a CCV)"),
            um("b1010", "OVER_SUB", "a high Ozq issue rate resulted in the L2D having to cancel due to hardware restrictions. This is the combination of following subevents that were available separately in the Itanium 2 processor: OVER_SUB: (oversubscription) L1DF_L2M: (L1D fill in L2M)"),
            um("b1011", "OZQ_PREEMPT", "an L2D fill return conflicted with, and cancelled, an ozq request for various reasons. Formerly known as L1_FILL_CONF."),
            um("b1100", "WB_CONF", "an OZQ request conflicted with an L2D data array read for a writeback. This is the combination of following subevents that were available separately in the Itanium 2 processor: READ_WB_CONF: (a write back conflict) ST_FILL_CONF: (a store fill conflict)"),
            um("b1101", "MISC_ORDER", "a sync.i or mf.a . This is the combination of following subevents that were available separately in the Itanium 2 processor: SYNC: (caused by sync.i) MFA: (a memory fence instruction)"),
            um("b1110", "FILL_ST_CONF", "an OZQ store conflicted with a returning L2D fill"),
            um("b1111", "OZDATA_CONF", "an OZQ operation that needed to read the OZQ data buffer conflicted with a fill return that needed to do the same."),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Only one of L2D_OZQ_CANCELS0 and L2D_OZQ_CANCELS1 may be counted at a time.",
            "Table 4-19 calls it L2D_OZQ_CANCEL0.",
        ],
        source: "seed 003, Table 4-42 (L2780); section 4.15 (L4198, Table 4-94)",
        ..ev("L2D_OZQ_CANCELS0", 0xe0, Y, Y, Y, 4, F, "L2D OZQ cancels (Set 0)")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 0 }),
        all_capable: Some(true),
        masks: &[
            um("bxx00", "ANY", "counts the total OZ Queue cancels"),
            um("bxx01", "LATE_SPEC_BYP", "counts the late cancels caused by speculative bypasses"),
            um("bxx10", "SIBLING_ACQ_REL", "counts the late cancels caused by releases and acquires in the same issue group. This is the combination of following subevents that were available separately in the Itanium® 2 processor: LATE_ACQUIRE: (late cancels caused by acquires) LATE_RELEASE: (late cancels caused by releases)"),
            um("bxx11", "LATE_BYP_EFFRELEASE", "counts the late cancels caused by L1D to L2A bypass effective releases"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Only one of L2D_OZQ_CANCELS0 and L2D_OZQ_CANCELS1 may be counted at a time.",
            "Table 4-19 calls it L2D_OZQ_CANCEL1.",
            "Its unit-mask table is titled \"Table 4-95. Unit Masks for L2D_OZQ_CANCELS0\" but sits on this event's page.",
        ],
        source: "seed 003, Table 4-42 (L2781); section 4.15 (L4230, Table 4-95)",
        ..ev("L2D_OZQ_CANCELS1", 0xe2, Y, Y, Y, 4, F, "L2D OZQ cancels (Set 1)")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 0 }),
        all_capable: Some(false),
        masks: &[
            um("b0000", "THIS", "L2D OZQ is full. NOTE: Not .all capable."),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            "Table 4-42 gives it two codes, 0xe1 and 0xe3; code holds 0xe1 (the code section 4.15 gives) and lookup() maps 0xe3 to it too.",
            NOTE_L2D_ACTIVE_APPROX,
            NOTE_NOT_ALL_CAPABLE,
            "Table 4-96's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2782); section 4.15 (L4246, Table 4-96)",
        ..ev("L2D_OZQ_FULL", 0xe1, N, N, N, 1, F, "L2D OZQ is full")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 1 }),
        masks: &[
            um("bxx00", "L2_DATA1", "Count only L2D hit data bypasses (L1D to L2A). NOTE: Not .all capable."),
            um("bxx01", "L2_DATA2", "Count only L2D hit data bypasses (L1W to L2I). NOTE: Not .all capable."),
            um("bxx10", "L3_DATA1", "Count only L3 data bypasses (L1D to L2A). NOTE: Is .all capable."),
            um("bxx11", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            ".all support depends on the umask: L2_DATA1 and L2_DATA2 are not .all capable and L3_DATA1 is (Table 4-87); Table 4-19 gives Y/N.",
            "Table 4-19 gives Max Inc/Cyc 1 where Table 4-42, Table 4-22 and section 4.15 give 4.",
            "It counts only successful bypasses, and how many occurred, not just whether one did.",
        ],
        source: "seed 003, Table 4-42 (L2783); section 4.15 (L4023, Table 4-87)",
        ..ev("L2D_BYPASS", 0xe4, Y, Y, Y, 4, F, "Count bypasses")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 1 }),
        all_capable: Some(false),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            NOTE_NOT_ALL_CAPABLE,
            "Effective releases include architected .rel instructions and loads and stores to the same 4-byte chunk.",
        ],
        source: "seed 003, Table 4-42 (L2784); section 4.15 (L4260)",
        ..ev("L2D_OZQ_RELEASE", 0xe5, N, N, N, 1, F, "Clocks with release ordering attribute existed in L2D OZQ")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 2 }),
        all_capable: Some(true),
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "READS", "count only data read and semaphore operations."),
            um("bxx10", "WRITES", "count only data write and semaphore operations"),
            um("bxx11", "ALL", "count both read and write operations (semaphores will count as 2)"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_TRUE,
            "A semaphore counts as one read and one write.",
        ],
        source: "seed 003, Table 4-42 (L2785); section 4.15 (L4268, Table 4-97)",
        ..ev("L2D_REFERENCES", 0xe6, Y, Y, Y, 4, F, "Data read/write access to L2D")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 3 }),
        all_capable: Some(false),
        masks: &[
            um("bx000", "INV_L3_BYP", "L2D cancelled a bypass because it did not commit, or was not a valid opcode to bypass, or was not a true miss of L2D (either hit, recirc, or limbo) NOTE: Active thread is accurate."),
            um("bx001", "SPEC_L3_BYP", "L2D cancelled speculative L3 bypasses because it was not a WB memory attribute or it was an effective release. NOTE: Active thread is accurate."),
            um("bx010", "ANY", "count cancels due to any reason. This umask will count more than the sum of all the other umasks. It will count things that weren't committed accesses when they reached L1w, but the L2D attempted to bypass them to the L3 anyway (speculatively). This will include accesses made repeatedly while the main pipeline is stalled and the L1d is attempting to recirculate an access down the L1d pipeline. Thus, an access could get counted many times before it really does get bypassed to the L3. It is a measure of how many times we asserted a request to the L3 but didn't confirm it. NOTE: Active thread is accurate."),
            um("bx011", "ER_REJECT", "Count only requests that were rejected by ER NOTE: Active thread is accurate."),
            um("bx100", "P2_COV_SNP_TEM", "A snoop saw an L2D tag error and missed NOTE: Active thread is approximation."),
            um("bx101", "P2_COV_SNP_VIC", "A snoop hit in the L1D victim buffer NOTE: Active thread is approximation."),
            um("bx110", "P2_COV_SNP_FILL_NOSNP", "A snoop and a fill to the same address reached the L2D within a 3 cycle window of each other or a snoop hit a nosnoops entry in Ozq. NOTE: Active thread is approximation."),
            um("bx111", "TAIL_TRANS_DIS", "Count the number of cycles that either transform to prefetches or Ozq tail collapse have been dynamically disabled. This would indicate that memory contention has lead the L2D to throttle request to prevent livelock scenarios. NOTE: Active thread is approximation."),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_NOT_ALL_CAPABLE,
            "Umasks bx000-bx011 use the true thread of the access and bx100-bx111 the active thread as an approximation.",
            "Table 4-24 and the L2D_OZDB_FULL page call it L2D_L3_ACCESS_CANCEL.",
        ],
        source: "seed 003, Table 4-42 (L2786); section 4.15 (L4130, Table 4-91)",
        ..ev("L2D_L3ACCESS_CANCEL", 0xe8, Y, Y, Y, 1, F, "Canceled L3 accesses")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 3 }),
        all_capable: Some(true),
        masks: &[
            um("b0000", "THIS", "L2D OZ Data Buffer is full"),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            "Table 4-93's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2791); section 4.15 (L4176, Table 4-93)",
        ..ev("L2D_OZDB_FULL", 0xe9, N, N, N, 1, F, "L2D OZ data buffer is full")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 4 }),
        masks: &[
            um("b00x0", "RECIRC", "Counts inserts into OzQ due to a recirculate. The recirculate due to secondary misses or various other conflicts NOTE: Active Thread is Accurate. Is .all capable."),
            um("b00x1", "LIMBO", "Count operations that went into the LIMBO Ozq state. This state is entered when the the op sees a FILL_HIT or OZQ_MISS event. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b0100", "TAG_NOTOK", "Count only those caused by L2D hits caused by in flight snoops, stores with a sibling miss to the same index, sibling probe to the same line or a pending mf.a instruction. This count can usually be ignored since its events are rare, unpredictable, and/or show up in one of the other events. NOTE: Active Thread is Accurate. Not .all capable."),
            um("b0101", "TRAN_PREF", "Count only those caused by L2D miss requests that transformed to prefetches NOTE: Active Thread is Approximation. Not .all capable."),
            um("b0110", "SNP_OR_L3", "Count only those caused by a snoop or L3 issue. NOTE: Active Thread is Approximation. Not .all capable."),
            um("b0111", "TAG_OK", "Count operations that inserted to Ozq as a hit. Thus it was NOT forced to recirculate. Likely identical to L2D_INSERT_HITS. NOTE: Active Thread is Accurate. Not .all capable."),
            um("b1000", "FILL_HIT", "Count only those caused by an L2D miss which hit in the fill buffer. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1001", "FRC_RECIRC", "Caused by an L2D miss when a force recirculate already existed in the Ozq. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1010", "SAME_INDEX", "Caused by an L2D miss when a miss to the same index was in the same issue group. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1011", "OZQ_MISS", "Caused by an L2D miss when an L2D miss was already in the OZQ. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1100", "L1W", "Count only those caused by a L2D miss one cycle ahead of the current op. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1101", "SECONDARY_READ", "Caused by L2D read op that saw a miss to the same address in OZQ, L2 fill buffer, or one cycle ahead in the main pipeline. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1110", "SECONDARY_WRITE", "Caused by L2D write op that saw a miss to the same address in OZQ, L2 fill buffer, or one cycle ahead in the main pipeline. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1111", "SECONDARY_ALL", "Caused by any L2D op that saw a miss to the same address in OZQ, L2 fill buffer, or one cycle ahead in the main pipeline. NOTE: Active Thread is Accurate. Is .all capable."),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            ".all support and thread accuracy depend on the umask (Table 4-90): TAG_NOTOK, TRAN_PREF, SNP_OR_L3 and TAG_OK are not .all capable, the others are; TRAN_PREF and SNP_OR_L3 use the active thread as an approximation.",
        ],
        source: "seed 003, Table 4-42 (L2792); section 4.15 (L4074, Table 4-90)",
        ..ev("L2D_FORCE_RECIRC", 0xea, Y, Y, Y, 4, F, "Forced recirculates")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 4 }),
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Adding L2D_OZQ_CANCELS0.RECIRC gives how often the L2D tried to issue a recirculate (L2D_RECIRC_ATTEMPTS, Table 4-20).",
        ],
        source: "seed 003, Table 4-42 (L2793); section 4.15 (L4122)",
        ..ev("L2D_ISSUED_RECIRC_OZQ_ACC", 0xeb, Y, Y, Y, 1, F, "Counts number of attempted OZQ recirculates back to L1D")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 5 }),
        all_capable: Some(true),
        masks: &[
            um("b0xxx", "ANY", "Valid line replaced when invalid line is available"),
        ],
        ignored_mask_bits: 0b0111,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            "Table 4-19 calls it L2DBAD_LINES_SELECTED.",
        ],
        source: "seed 003, Table 4-42 (L2794); section 4.15 (L4010, Table 4-86)",
        ..ev("L2D_BAD_LINES_SELECTED", 0xec, Y, Y, Y, 4, F, "Valid line replaced when invalid line is available")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 5 }),
        all_capable: Some(true),
        masks: &[
            um("b0xxx", "ANY", "Store hit a shared line"),
        ],
        ignored_mask_bits: 0b0111,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
        ],
        source: "seed 003, Table 4-42 (L2795); section 4.15 (L4284, Table 4-98)",
        ..ev("L2D_STORE_HIT_SHARED", 0xed, Y, Y, Y, 2, F, "Store hit a shared line")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_NO_PAGE,
            "No L2D set table lists it, so whether it is set restricted is unknown.",
        ],
        source: "seed 003, Table 4-42 (L2796); no section 4.15 page",
        ..ev("TAGGED_L2D_RETURN_PORT", 0xee, Y, Y, Y, 1, F, "Tagged L2D Return Ports 0-3")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 6 }),
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            "Table 4-27 marks it TrueThrd but section 4.15 says it uses the active thread as an approximation.",
        ],
        source: "seed 003, Table 4-42 (L2797); section 4.15 (L4190)",
        ..ev("L2D_OZQ_ACQUIRE", 0xef, N, N, N, 1, F, "Clocks with acquire ordering attribute existed in L2D OZQ")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 7 }),
        all_capable: Some(false),
        masks: &[
            um("bx000", "INT_LOAD", "Count only valid integer loads, including ld16."),
            um("bx001", "FP_LOAD", "Count only valid floating-point loads"),
            um("bx010", "RMW", "Count only valid read_modify_write stores and semaphores including cmp8xchg16."),
            um("bx011", "STORE", "Count only valid non-read_modify_write stores, including st16."),
            um("bx1x0", "LFETCH", "Count only lfetch operations."),
            um("bx1x1", "OTHER", "Count only valid non-load, no-store accesses that are not listed above."),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            NOTE_NOT_ALL_CAPABLE,
        ],
        source: "seed 003, Table 4-42 (L2798); section 4.15 (L4158, Table 4-92)",
        ..ev("L2D_OPS_ISSUED", 0xf0, Y, Y, Y, 4, F, "Different operations issued by L2D")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 7 }),
        all_capable: Some(false),
        masks: &[
            um("b0000", "THIS", "L2D Fill buffer is full. NOTE: Not .all capable."),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            NOTE_NOT_ALL_CAPABLE,
            "Table 4-88's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2799); section 4.15 (L4041, Table 4-88)",
        ..ev("L2D_FILLB_FULL", 0xf1, N, N, N, 1, F, "L2D Fill buffer is full")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 8 }),
        all_capable: Some(true),
        masks: &[
            um("bx000", "M", "Modified"),
            um("bx001", "E", "Exclusive"),
            um("bx010", "S", "Shared"),
            um("bx011", "I", "Invalid"),
            um("bx1xx", "P", "Pending"),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/Y/Y.",
            "The I and P fill states correspond to in-flight snoop versus fill conflicts.",
        ],
        source: "seed 003, Table 4-42 (L2800); section 4.15 (L4055, Table 4-89)",
        ..ev("L2D_FILL_MESI_STATE", 0xf2, Y, Y, Y, 1, F, "MESI state of L2D fills")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 8 }),
        all_capable: Some(true),
        masks: &[
            um("b0000", "THIS", "L2D victim buffer is full"),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            "Table 4-99's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2801); section 4.15 (L4299, Table 4-99)",
        ..ev("L2D_VICTIMB_FULL", 0xf3, N, N, N, 1, F, "L2D victim buffer is full")
    },
];
