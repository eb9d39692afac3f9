//! The rows of Table 4-42 with event codes 0x80-0xbf, in the table's order: the bus and
//! the system interface (BUS_ and SI_ events), the L2D insert events, and the external
//! request logic (ER_ events). The helpers and the notes they share are in the parent module.

use super::*;

#[rustfmt::skip]
pub(super) const ROWS: &[Event] = &[
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2689); section 4.15 (L3255, Table 4-63)",
        ..ev("BUS_RD_HIT", 0x80, N, N, N, 1, S, "Bus Read Hit Clean Non-local Cache Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2690); section 4.15 (L3270, Table 4-64)",
        ..ev("BUS_RD_HITM", 0x81, N, N, N, 1, S, "Bus Read Hit Modified Non-local Cache Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 calls it BUS_RD_INVALID_HITM.",
        ],
        source: "seed 003, Table 4-42 (L2691); section 4.15 (L3300, Table 4-66)",
        ..ev("BUS_RD_INVAL_HITM", 0x82, N, N, N, 1, S, "Bus BIL Transaction Results in HITM")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 calls it BUS_RD_INVALID_BST_HITM and describes BRIL (not BIL or BRIL) transactions resulting in HITM.",
        ],
        source: "seed 003, Table 4-42 (L2692); section 4.15 (L3285, Table 4-65)",
        ..ev("BUS_RD_INVAL_ALL_HITM", 0x83, N, N, N, 1, S, "Bus BIL or BRIL Transaction Results in HITM")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 says it equals BUS_RD_INVALID_BST_HITM + BUS_RD_HITM.",
        ],
        source: "seed 003, Table 4-42 (L2693); section 4.15 (L3152, Table 4-58)",
        ..ev("BUS_HITM", 0x84, N, N, N, 1, S, "Bus Hit Modified Line Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2694); section 4.15 (L3107, Table 4-55)",
        ..ev("BUS_ALL", 0x87, N, N, N, 1, S, "Bus Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2695); section 4.15 (L3137, Table 4-57)",
        ..ev("BUS_DATA_CYCLE", 0x88, N, N, N, 1, C, "Valid data cycle on the Bus")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("bxx00", "---", ILLEGAL),
            um("bxx01", "IO", "non-CPU priority agents"),
            um("bxx10", "---", ILLEGAL),
            um("bxx11", "ANY", "CPU or non-CPU (all transactions)."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2696); section 4.15 (L4594, Table 4-107)",
        ..ev("MEM_READ_CURRENT", 0x89, N, N, N, 1, C, "Current Mem Read Transactions On Bus")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00xx", "---", NOTHING),
            um("b0100", "EQ_128BYTE.EITHER", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from either local processor"),
            um("b0101", "EQ_128BYTE.IO", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from non-CPU priority agents"),
            um("b0110", "EQ_128BYTE.SELF", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from 'this' processor"),
            um("b0111", "EQ_128BYTE.ANY", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from CPU or non-CPU (all transactions)."),
            um("b1000", "LT_128BYTE.EITHER", "number of less than full cache line transactions (BRP, BWP, BIL) from either local processor"),
            um("b1001", "LT_128BYTE.IO", "number of less than full cache line transactions (BRP, BWP, BIL) from non-CPU priority agents"),
            um("b1010", "LT_128BYTE.SELF", "number of less than full cache line transactions (BRP, BWP, BIL) from 'this' processor"),
            um("b1011", "LT_128BYTE.ANY", "number of less than full cache line transactions (BRP, BWP, BIL) CPU or non-CPU (all transactions)."),
            um("b1100", "ALL.EITHER", "All bus transactions from either local processor"),
            um("b1101", "ALL.IO", "All bus transactions from non-CPU priority agents"),
            um("b1110", "ALL.SELF", "All bus transactions from 'this' local processor"),
            um("b1111", "ALL.ANY", "All bus transactions from CPU or non-CPU (all transactions)."),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2697); section 4.15 (L3183, Table 4-60)",
        ..ev("BUS_MEMORY", 0x8a, N, N, N, 1, S, "Bus Memory Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b0000", "BIL.EITHER", "Number of BIL 0-byte memory read invalidate transactions from either local processor"),
            um("b0001", "BIL.IO", "Number of BIL 0-byte memory read invalidate transactions from non-CPU priority agents"),
            um("b0010", "BIL.SELF", "Number of BIL 0-byte memory read invalidate transactions from 'this' processor"),
            um("b0011", "BIL.ANY", "Number of BIL 0-byte memory read invalidate transactions from CPU or non-CPU (all transactions)."),
            um("b0100", "BRL.EITHER", "Number of full cache line memory read transactions from either local processor"),
            um("b0101", "BRL.IO", "Number of full cache line memory read transactions from non-CPU priority agents"),
            um("b0110", "BRL.SELF", "Number of full cache line memory read transactions from 'this' processor"),
            um("b0111", "BRL.ANY", "Number of full cache line memory read transactions from CPU or non-CPU (all transactions)."),
            um("b1000", "BRIL.EITHER", "Number of full cache line memory read invalidate transactions from either local processor"),
            um("b1001", "BRIL.IO", "Number of full cache line memory read invalidate transactions from non-CPU priority agents"),
            um("b1010", "BRIL.SELF", "Number of full cache line memory read invalidate transactions from 'this' processor"),
            um("b1011", "BRIL.ANY", "Number of full cache line memory read invalidate transactions from CPU or non-CPU (all transactions)."),
            um("b1100", "ALL.EITHER", "All memory read transactions from either local processor"),
            um("b1101", "ALL.IO", "All memory read transactions from non-CPU priority agents"),
            um("b1110", "ALL.SELF", "All memory read transactions from 'this' processor"),
            um("b1111", "ALL.ANY", "All memory read transactions from CPU or non-CPU (all transactions)."),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2704); section 4.15 (L3211, Table 4-61)",
        ..ev("BUS_MEM_READ", 0x8b, N, N, N, 1, S, "Full Cache line D/I memory RD, RD invalidate, and BRIL")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2705); section 4.15 (L3240, Table 4-62)",
        ..ev("BUS_RD_DATA", 0x8c, N, N, N, 1, S, "Bus Read Data Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2706); section 4.15 (L3330, Table 4-68)",
        ..ev("BUS_RD_PRTL", 0x8d, N, N, N, 1, S, "Bus Read Partial Transactions")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "The SI clock is bus_ratio * bus_clock.",
        ],
        source: "seed 003, Table 4-42 (L2707); section 4.15 (L4766)",
        ..ev("SI_CYCLES", 0x8e, N, N, N, 1, C, "SI clock cycles")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("bxx00", "EITHER", "transactions initiated by either cpu core"),
            um("bxx01", "---", ILLEGAL),
            um("bxx10", "SELF", "transactions initiated by 'this' cpu core"),
            um("bxx11", "ANY", "CPU or non-CPU (all transactions)."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 gives type S where Table 4-42 gives F.",
        ],
        source: "seed 003, Table 4-42 (L2708); section 4.15 (L3345, Table 4-69)",
        ..ev("BUS_SNOOP_STALL_CYCLES", 0x8f, N, N, N, 1, F, "Bus Snoop Stall Cycles (from any agent)")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2709); section 4.15 (L3168, Table 4-59)",
        ..ev("BUS_IO", 0x90, N, N, N, 1, S, "IA-32 Compatible IO Bus Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2710); section 4.15 (L3315, Table 4-67)",
        ..ev("BUS_RD_IO", 0x91, N, N, N, 1, S, "IA-32 Compatible IO Read Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00xx", "---", NOTHING),
            um("b0100", "EQ_128BYTE.EITHER", "either local processor/Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b0101", "EQ_128BYTE.IO", "non-CPU priority agents/Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b0110", "EQ_128BYTE.SELF", "'this' processor/Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b0111", "EQ_128BYTE.ANY", "CPU or non-CPU (all transactions)./Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b1000", "CCASTOUT.EITHER", "either local processor/Only 0-byte transactions with write back attribute (clean cast outs) will be counted"),
            um("b1001", "---", ILLEGAL),
            um("b1010", "CCASTOUT.SELF", "'this' processor/Only 0-byte transactions with write back attribute (clean cast outs) will be counted"),
            um("b1011", "CCASTOUT.ANY", "CPU or non-CPU (all transactions)/Only 0-byte transactions with write back attribute (clean cast outs) will be counted"),
            um("b1100", "ALL.EITHER", "either local processor"),
            um("b1101", "ALL.IO", "non-CPU priority agents"),
            um("b1110", "ALL.SELF", "'this' processor"),
            um("b1111", "ALL.ANY", "CPU or non-CPU (all transactions)."),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2711); section 4.15 (L3360, Table 4-70)",
        ..ev("BUS_WR_WB", 0x92, N, N, N, 1, S, "Bus Write Back Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2712); section 4.15 (L3122, Table 4-56)",
        ..ev("BUS_B2B_DATA_CYCLES", 0x93, N, N, N, 1, C, "Back-to-back bursts of data")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 3 where Table 4-42 gives 7.",
            "BUS_IOQ_LIVE_REQ = SI_IOQ_LIVE_REQ_HI * 8 + SI_IOQ_LIVE_REQ_LO (Table 4-38).",
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2713); section 4.15 (L4787)",
        ..ev("SI_IOQ_LIVE_REQ_LO", 0x97, N, N, N, 7, C, "Inorder Bus Queue Requests (three least-significant-bits of the 4-bit outstanding IOQ request count)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
            "BUS_IOQ_LIVE_REQ = SI_IOQ_LIVE_REQ_HI * 8 + SI_IOQ_LIVE_REQ_LO (Table 4-38).",
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2714); section 4.15 (L4780)",
        ..ev("SI_IOQ_LIVE_REQ_HI", 0x98, N, N, N, 1, C, "Inorder Bus Queue Requests (most-significant-bit of the 4-bit outstanding IOQ request count)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_NO_PAGE,
            "Table 4-42 gives Max Inc/Cyc as n/a; 1 is stored because the schema needs a positive number.",
        ],
        source: "seed 003, Table 4-42 (L2715); no section 4.15 page",
        ..ev("SI_L3T_TRACE_CACHE", 0x9d, N, N, N, 1, F, "SI PMU wires are used for trace cache data.")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2716); section 4.15 (L4794, Table 4-113)",
        ..ev("SI_RQ_INSERTS", 0x9e, N, N, N, 2, S, "SI request queue inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "The Montecito memory latency formula subtracts SI_RQ_LIVE_REQ_HI * 8 + SI_RQ_LIVE_REQ_LO from the ER_MEM_READ_OUT count to remove arbiter time (section 4.11.2).",
        ],
        source: "seed 003, Table 4-42 (L2717); section 4.15 (L4820, Table 4-115)",
        ..ev("SI_RQ_LIVE_REQ_LO", 0x9f, N, N, N, 7, C, "SI request queue live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "The Montecito memory latency formula subtracts SI_RQ_LIVE_REQ_HI * 8 + SI_RQ_LIVE_REQ_LO from the ER_MEM_READ_OUT count to remove arbiter time (section 4.11.2).",
        ],
        source: "seed 003, Table 4-42 (L2718); section 4.15 (L4807, Table 4-114)",
        ..ev("SI_RQ_LIVE_REQ_HI", 0xa0, N, N, N, 1, C, "SI request queue live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b0000", "ALL.EITHER", "count all types of insertions into the write queue from either cpu core"),
            um("b0001", "ALL.SELF", "count all types of insertions into the write queue from 'this' cpu core"),
            um("b0010", "IWB.EITHER", "count implicit write back insertions into the write queue from either cpu core"),
            um("b0011", "IWB.SELF", "count implicit write back insertions into the write queue from 'this' cpu core"),
            um("b0100", "EWB.EITHER", "count explicit write back insertions into the write queue from either cpu core"),
            um("b0101", "EWB.SELF", "count explicit write back insertions into the write queue from 'this' cpu core"),
            um("b0110", "WC1_8A.EITHER", "count WC (size 1 thru 8 bytes) insertions into the write queue from either cpu core (addr[3] = 0)"),
            um("b0111", "WC1_8A.SELF", "count WC (size 1 thru 8 bytes) insertions into the write queue from 'this' cpu core (addr[3] = 0)"),
            um("b1000", "WC16.EITHER", "count WC (size 16 bytes) insertions into the write queue from either cpu core"),
            um("b1001", "WC16.SELF", "count WC (size 16 bytes) insertions into the write queue from 'this' cpu core"),
            um("b1010", "WC32.EITHER", "count WC (size 32 bytes) insertions into the write queue from either cpu core"),
            um("b1011", "WC32.SELF", "count WC (size 32 bytes) insertions into the write queue from 'this' cpu core"),
            um("b1100", "NEWB.EITHER", "count 'nuked' explicit write back insertions into the write queue from either cpu core"),
            um("b1101", "NEWB.SELF", "count 'nuked' explicit write back insertions into the write queue from 'this' cpu core"),
            um("b1110", "WC1_8B.EITHER", "count WC (size 1 thru 8 bytes) insertions into the write queue from either cpu core (addr[3] = 1)"),
            um("b1111", "WC1_8B.SELF", "count WC (size 1 thru 8 bytes) insertions into the write queue from 'this' cpu core (addr[3] = 1)"),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2719); section 4.15 (L4933, Table 4-122)",
        ..ev("SI_WRITEQ_INSERTS", 0xa1, N, N, N, 2, S, "SI write queue inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2720); section 4.15 (L4973, Table 4-124)",
        ..ev("SI_WRITEQ_LIVE_REQ_LO", 0xa2, N, N, N, 7, C, "SI write queue live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2721); section 4.15 (L4960, Table 4-123)",
        ..ev("SI_WRITEQ_LIVE_REQ_HI", 0xa3, N, N, N, 1, C, "SI write queue live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives type S where Table 4-42 gives C.",
            "Its unit-mask table, Table 4-120, is titled SI_CCQ_COLLISIONS but sits on this event's page.",
        ],
        source: "seed 003, Table 4-42 (L2722); section 4.15 (L4899, Table 4-120)",
        ..ev("SI_WAQ_COLLISIONS", 0xa4, N, N, N, 1, C, "SI write address queue collisions (incoming FSB snoop collides with an entry in WAQ)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2723); section 4.15 (L4727, Table 4-110)",
        ..ev("SI_CCQ_INSERTS", 0xa5, N, N, N, 2, S, "SI clean castout queue inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2724); section 4.15 (L4753, Table 4-112)",
        ..ev("SI_CCQ_LIVE_REQ_LO", 0xa6, N, N, N, 7, C, "SI clean castout queue live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2725); section 4.15 (L4740, Table 4-111)",
        ..ev("SI_CCQ_LIVE_REQ_HI", 0xa7, N, N, N, 1, C, "SI clean castout queue live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2726); section 4.15 (L4714, Table 4-109)",
        ..ev("SI_CCQ_COLLISIONS", 0xa8, N, N, N, 1, C, "SI clean castout queue collisions (incoming FSB snoop collides with an entry in CCQ)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2727); section 4.15 (L4773)",
        ..ev("SI_IOQ_COLLISIONS", 0xaa, N, N, N, 1, C, "SI inorder queue collisions (outgoing transaction collides with an entry in IOQ)")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00x0", "MISS.EITHER", "count MISS snoop signoffs (plus backsnoop inserts) from either cpu core"),
            um("b00x1", "MISS.SELF", "count MISS snoop signoffs (plus backsnoop inserts) from 'this' cpu core"),
            um("b01x0", "HIT.EITHER", "count HIT snoop signoffs from either cpu core"),
            um("b01x1", "HIT.SELF", "count HIT snoop signoffs from 'this' cpu core"),
            um("b10x0", "HITM.EITHER", "count HITM snoop signoffs from either cpu core"),
            um("b10x1", "HITM.SELF", "count HITM snoop signoffs from 'this' cpu core"),
            um("b11x0", "ALL.EITHER", "count all snoop signoffs (plus backsnoop inserts) from either cpu core"),
            um("b11x1", "ALL.SELF", "count all snoop signoffs (plus backsnoop inserts) from 'this' cpu core"),
        ],
        ignored_mask_bits: 0b0010,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 4 where Table 4-42 gives 1.",
            "It counts each core's raw coherency answer before they are combined into the signoffs that SI_SCB_SIGNOFFS counts.",
        ],
        source: "seed 003, Table 4-42 (L2732); section 4.15 (L4833, Table 4-116)",
        ..ev("SI_SCB_INSERTS", 0xab, N, N, N, 1, C, "SI snoop coalescing buffer inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2733); section 4.15 (L4869, Table 4-118)",
        ..ev("SI_SCB_LIVE_REQ_LO", 0xac, N, N, N, 7, C, "SI snoop coalescing buffer live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2734); section 4.15 (L4856, Table 4-117)",
        ..ev("SI_SCB_LIVE_REQ_HI", 0xad, N, N, N, 1, C, "SI snoop coalescing buffer live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00xx", "MISS", "count MISS snoop signoffs"),
            um("b01xx", "HIT", "count HIT snoop signoffs"),
            um("b10xx", "HITM", "count HITM snoop signoffs"),
            um("b11xx", "ALL", "count all snoop signoffs"),
        ],
        ignored_mask_bits: 0b0011,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2735); section 4.15 (L4884, Table 4-119)",
        ..ev("SI_SCB_SIGNOFFS", 0xae, N, N, N, 1, C, "SI snoop coalescing buffer coherency signoffs")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00x0", "SGL.EITHER", "count single-bit ecc errors from either cpu core"),
            um("b00x1", "SGL.SELF", "count single-bit ecc errors from 'this' cpu core"),
            um("b01x0", "DBL.EITHER", "count double-bit ecc errors from either cpu core"),
            um("b01x1", "DBL.SELF", "count double-bit ecc errors from 'this' cpu core"),
            um("b1xx0", "ALL.EITHER", "count all ecc errors from either cpu core"),
            um("b1xx1", "ALL.SELF", "count all ecc errors from 'this' cpu core"),
        ],
        ignored_mask_bits: 0b0010,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 and type S where Table 4-42 gives 1 and C.",
        ],
        source: "seed 003, Table 4-42 (L2736); section 4.15 (L4912, Table 4-121)",
        ..ev("SI_WDQ_ECC_ERRORS", 0xaf, N, N, N, 1, C, "SI write data queue ECC errors")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_NOT_SET,
            "Section 4.15 and Tables 4-19 and 4-30 give IAR/DAR/OPC as Y/Y/Y where Table 4-42 gives N/N/N.",
            "The active thread is used as the true thread for this count (section 4.15).",
            "It counts a cacheable data request that missed on its first lookup, so it includes secondary misses and misses that were forced to recirculate.",
        ],
        source: "seed 003, Table 4-42 (L2737); section 4.15 (L4114)",
        ..ev("L2D_INSERT_MISSES", 0xb0, N, N, N, 4, F, "Count Number of Times an Inserting Data Request Missed in the L2D.")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_NOT_SET,
            "Section 4.15 and Tables 4-19 and 4-30 give IAR/DAR/OPC as Y/Y/Y where Table 4-42 gives N/N/N.",
            "The active thread is used as the true thread for this count (section 4.15).",
            "It counts a cacheable data request that hit on its first lookup, so secondary misses that later became hits are not counted.",
        ],
        source: "seed 003, Table 4-42 (L2738); section 4.15 (L4106)",
        ..ev("L2D_INSERT_HITS", 0xb1, N, N, N, 4, F, "Count Number of Times an Inserting Data Request Hit in the L2D.")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "BUS_MEM_READ_OUTSTANDING = ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO (Table 4-38); with BUS_MEM_READ it gives the average memory latency (section 4.11.2).",
            "Uncacheable accesses and others that do not go to the L3 are not tracked.",
            "Section 4.15 counts a read from its issue on the FSB until its first data returns to the L2D, while section 4.11.2 counts from the core clock after the request is sent to the arbiter until its first data transfer in the external request logic.",
        ],
        source: "seed 003, Table 4-42 (L2739); section 4.15 (L3540)",
        ..ev("ER_MEM_READ_OUT_HI", 0xb4, N, N, N, 2, F, "Outstanding memory RD transactions")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "BUS_MEM_READ_OUTSTANDING = ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO (Table 4-38); with BUS_MEM_READ it gives the average memory latency (section 4.11.2).",
            "Uncacheable accesses and others that do not go to the L3 are not tracked.",
            "Section 4.15 counts a read from its issue on the FSB until its first data returns to the L2D, while section 4.11.2 counts from the core clock after the request is sent to the arbiter until its first data transfer in the external request logic.",
            "Its section 4.15 definition speaks of \"the Itanium 2 processor\".",
        ],
        source: "seed 003, Table 4-42 (L2740); section 4.15 (L3548)",
        ..ev("ER_MEM_READ_OUT_LO", 0xb5, N, N, N, 7, F, "Outstanding memory RD transactions")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            NOTE_LIVE_SPLIT,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2741); section 4.15 (L3580)",
        ..ev("ER_SNOOPQ_REQ_HI", 0xb6, N, N, N, 1, C, "ER Snoop Queue Requests (most significant bit of 4-bit count)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            NOTE_LIVE_SPLIT,
            "Its section 4.15 definition says it counts memory read transactions outstanding, evidently copied from ER_MEM_READ_OUT_LO; the title says outstanding snoops.",
        ],
        source: "seed 003, Table 4-42 (L2742); section 4.15 (L3588)",
        ..ev("ER_SNOOPQ_REQ_LO", 0xb7, N, N, N, 7, C, "ER Snoop Queue Requests (least significant three bits of 4-bit count)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            "BUS_BRQ_LIVE_REQ = ER_BRQ_LIVE_REQ_HI * 8 + ER_BRQ_LIVE_REQ_LO (Table 4-38); HI holds bits 4:3 and LO bits 2:0.",
            "A read with an L2D victim counts 1 as long as the read or its victim is in the BRQ.",
        ],
        source: "seed 003, Table 4-42 (L2743); section 4.15 (L3516)",
        ..ev("ER_BRQ_LIVE_REQ_HI", 0xb8, N, N, N, 2, C, "BRQ Live Requests (two most-significant-bit of the 5-bit outstanding BRQ request count)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            "BUS_BRQ_LIVE_REQ = ER_BRQ_LIVE_REQ_HI * 8 + ER_BRQ_LIVE_REQ_LO (Table 4-38); HI holds bits 4:3 and LO bits 2:0.",
            "A read with an L2D victim counts 1 as long as the read or its victim is in the BRQ.",
        ],
        source: "seed 003, Table 4-42 (L2744); section 4.15 (L3524)",
        ..ev("ER_BRQ_LIVE_REQ_LO", 0xb9, N, N, N, 7, C, "BRQ Live Requests (three least-significant-bit of the 5-bit outstanding BRQ request count)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            "Entries made in the BRQ for L2D victims are not counted.",
        ],
        source: "seed 003, Table 4-42 (L2745); section 4.15 (L3532)",
        ..ev("ER_BRQ_REQ_INSERTED", 0xba, N, N, N, 1, F, "BRQ Requests Inserted")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2746); section 4.15 (L3506)",
        ..ev("ER_BKSNP_ME_ACCEPTED", 0xbb, N, N, N, 1, C, "BacksnoopMe Requests accepted into the BRQ from the L2d (used by the L2d to get itself out of potential forward progress situations)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
        ],
        source: "seed 003, Table 4-42 (L2747); section 4.15 (L3556)",
        ..ev("ER_REJECT_ALL_L1_REQ", 0xbc, N, N, N, 1, C, "Number of cycles in which the BRQ was rejecting all L1i/L1d requests (for the \"Big Hammer\" forward progress logic)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
        ],
        source: "seed 003, Table 4-42 (L2748); section 4.15 (L3564)",
        ..ev("ER_REJECT_ALL_L1D_REQ", 0xbd, N, N, N, 1, C, "Number of cycles in which the BRQ was rejecting all L1d requests (for L1d/L1i forward progress)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
        ],
        source: "seed 003, Table 4-42 (L2749); section 4.15 (L3572)",
        ..ev("ER_REJECT_ALL_L1I_REQ", 0xbe, N, N, N, 1, C, "Number of cycles in which the BRQ was rejecting all L1i requests (for L1d/L1i forward progress)")
    },
];
