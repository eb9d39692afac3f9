//! Montecito's derived monitors: every row of the "Derived Monitors" tables of chapter 4
//! (seed 003 Tables 4-2, 4-5, 4-9, 4-18, 4-20, 4-32, 4-34, 4-36, 4-38 and 4-40), the equation
//! as printed and the formula this model evaluates ([`crate::derived`]).
//!
//! The equations name events as the manual's section 4.15 pages do, which is not always
//! Table 4-42's symbol (`BUS_RD_INVALID_HITM` is Table 4-42's `BUS_RD_INVAL_HITM`); each
//! such difference is a note on the row. An equation with no umask on an event that has
//! umasks stands for the event with whatever umask its counter is programmed with.

use crate::event::Derived;

const T4_2: &str = "seed 003 section 4.3, Table 4-2 (L1895-L1898)";
const T4_5: &str = "seed 003 section 4.5, Table 4-5 (L1950-L1955)";
const T4_9: &str = "seed 003 section 4.8.1, Table 4-9 (L2063-L2071)";
const T4_18: &str = "seed 003 section 4.8.3, Table 4-18 (L2157-L2169)";
const T4_20: &str = "seed 003 section 4.8.4, Table 4-20 (L2213-L2220)";
const T4_32: &str = "seed 003 section 4.8.5, Table 4-32 (L2330-L2355)";
const T4_34: &str = "seed 003 section 4.9, Table 4-34 (L2370-L2373)";
const T4_36: &str = "seed 003 section 4.10, Table 4-36 (L2391-L2400)";
const T4_38: &str = "seed 003 section 4.11, Table 4-38 (L2479-L2511)";
const T4_40: &str = "seed 003 section 4.12, Table 4-40 (L2571-L2580)";

const INVAL: &str = "Section 4.15 names code 0x82 BUS_RD_INVALID_HITM (Table 4-66) and code 0x83 \
                     BUS_RD_INVALID_BST_HITM (Table 4-65); Table 4-42 calls them \
                     BUS_RD_INVAL_HITM and BUS_RD_INVAL_ALL_HITM, the names used here.";

const READS_ALL: &str = "L3_READS has no READS umask; its ALL umasks (Unit Masks for L3_READS, \
                         Table 4-105, L4524: L3 Read Hits, L3 Read Misses, L3 Read References) \
                         are the reads these rows describe.";

const fn d(
    name: &'static str,
    description: &'static str,
    equation: &'static str,
    formulas: &'static [&'static str],
    source: &'static str,
) -> Derived {
    Derived {
        name,
        description,
        equation,
        formulas,
        note: "",
        source,
    }
}

const fn dn(
    name: &'static str,
    description: &'static str,
    equation: &'static str,
    formulas: &'static [&'static str],
    note: &'static str,
    source: &'static str,
) -> Derived {
    Derived {
        name,
        description,
        equation,
        formulas,
        note,
        source,
    }
}

pub static DERIVED: &[Derived] = &[
    // Table 4-2.
    d(
        "IA64_IPC",
        "Average number of Itanium instructions per cycle during Itanium architecture-based code sequences",
        "IA64_INST_RETIRED / CPU_OP_CYCLES",
        &["IA64_INST_RETIRED / CPU_OP_CYCLES"],
        T4_2,
    ),
    // Table 4-5.
    d(
        "ALAT_EAR_EVENTS",
        "ALAT events captured by the data EAR",
        "DATA_EAR_EVENTS",
        &["DATA_EAR_EVENTS"],
        T4_5,
    ),
    dn(
        "CTRL_SPEC_MISS_RATIO",
        "Control speculation miss ratio",
        "INST_FAILED_CHKS_RETIRED.ALL / IA64_TAGGED_INST_RETIRED[chk.s]",
        &["INST_FAILED_CHKS_RETIRED.ALL / IA64_TAGGED_INST_RETIRED"],
        "IA64_TAGGED_INST_RETIRED[chk.s] is the tagged count with the opcode matcher \
         programmed to match chk.s; the formula uses the tagged count as programmed.",
        T4_5,
    ),
    d(
        "DATA_SPEC_MISS_RATIO",
        "Data speculation miss ratio",
        "INST_FAILED_CHKA_LDC_ALAT.ALL / INST_CHKA_LDC_ALAT.ALL",
        &["INST_FAILED_CHKA_LDC_ALAT.ALL / INST_CHKA_LDC_ALAT.ALL"],
        T4_5,
    ),
    // Table 4-9.
    d("L1I_MISSES", "L1I misses", "L2I_DEMAND_READS", &["L2I_DEMAND_READS"], T4_9),
    d(
        "ISB_LINES_IN",
        "Cache lines written from the L2I (and beyond) into the front end",
        "ISB_BUNPAIRS_IN/4",
        &["ISB_BUNPAIRS_IN / 4"],
        T4_9,
    ),
    d(
        "L1I_DEMAND_MISS_RATIO",
        "L1I demand miss ratio",
        "L2I_DEMAND_READS / L1I_READS",
        &["L2I_DEMAND_READS / L1I_READS"],
        T4_9,
    ),
    d(
        "L1I_MISS_RATIO",
        "L1I miss ratio",
        "(L1I_MISSES + L2I_PREFETCHES) / (L1I_READS + L1I_PREFETCHES)",
        &["(L1I_MISSES + L2I_PREFETCHES) / (L1I_READS + L1I_PREFETCHES)"],
        T4_9,
    ),
    d(
        "L1I_PREFETCH_MISS_RATIO",
        "L1I prefetch miss ratio",
        "L2I_PREFETCHES / L1I_PREFETCHES",
        &["L2I_PREFETCHES / L1I_PREFETCHES"],
        T4_9,
    ),
    d(
        "L1I_REFERENCES",
        "L1 instruction cache reads and fills",
        "L1I_READS + L1I_PREFETCHES",
        &["L1I_READS + L1I_PREFETCHES"],
        T4_9,
    ),
    // Table 4-18.
    dn(
        "L2I_SNOOPS",
        "Snoops received by the L2I",
        "L1I_SNOOPS",
        &["L1I_SNOOP"],
        "Table 4-42 names the event L1I_SNOOP (code 0x4a).",
        T4_18,
    ),
    d(
        "L2I_FILLS",
        "L2I fills",
        "L2I_READS.MISS.DMND + L2I_READS.MISS.PFTCH",
        &["L2I_READS.MISS.DMND + L2I_READS.MISS.PFTCH"],
        T4_18,
    ),
    d(
        "L2I_FETCHES",
        "Requests made to the L2I by demand instruction fetches",
        "L2I_READS.ALL.DMND",
        &["L2I_READS.ALL.DMND"],
        T4_18,
    ),
    d(
        "L2I_REFERENCES",
        "Instruction requests made to the L2I",
        "L2I_READS.ALL.ALL",
        &["L2I_READS.ALL.ALL"],
        T4_18,
    ),
    dn(
        "L2I_MISS_RATIO",
        "Percentage of L2I misses",
        "L2I_READS.MISS/L2I_READS.ALL",
        &["L2I_READS.MISS.ALL / L2I_READS.ALL.ALL"],
        "MISS and ALL without their second part are read as MISS.ALL and ALL.ALL (demand and \
         prefetch requests).",
        T4_18,
    ),
    dn(
        "L2I_HIT_RATIO",
        "Percentage of L2I hits",
        "L2I_READS.HIT/L2I_READS.ALL",
        &["L2I_READS.HIT.ALL / L2I_READS.ALL.ALL"],
        "HIT and ALL without their second part are read as HIT.ALL and ALL.ALL (demand and \
         prefetch requests).",
        T4_18,
    ),
    // Table 4-20.
    d(
        "L2D_READS",
        "L2 data read requests",
        "L2D_REFERENCES.READS",
        &["L2D_REFERENCES.READS"],
        T4_20,
    ),
    d(
        "L2D_WRITES",
        "L2 data write requests",
        "L2D_REFERENCES.WRITES",
        &["L2D_REFERENCES.WRITES"],
        T4_20,
    ),
    dn(
        "L2D_MISS_RATIO",
        "Percentage of L2D misses",
        "L2D_INSERT_MISSES/L2D_REFERENCES",
        &["L2D_INSERT_MISSES / L2D_REFERENCES.ALL"],
        "L2D_REFERENCES is read as L2D_REFERENCES.ALL (reads and writes).",
        T4_20,
    ),
    dn(
        "L2D_HIT_RATIO",
        "Percentage of L2D hits",
        "L2D_INSERT_HITS/L2D_REFERENCES",
        &["L2D_INSERT_HITS / L2D_REFERENCES.ALL"],
        "L2D_REFERENCES is read as L2D_REFERENCES.ALL (reads and writes).",
        T4_20,
    ),
    dn(
        "L2D_RECIRC_ATTEMPTS",
        "Times the L2 issue logic attempted to issue a recirculate",
        "L2D_ISSUED_RECIRC_OZQ_ACC + L2D_OZQ_CANCEL_S0.RECIRC",
        &["L2D_ISSUED_RECIRC_OZQ_ACC + L2D_OZQ_CANCELS0.RECIRC"],
        "Table 4-42 names the event L2D_OZQ_CANCELS0 (code 0xe0).",
        T4_20,
    ),
    // Table 4-32.
    d(
        "L3_DATA_HITS",
        "L3 data read hits",
        "L3_READS.DATA_READ.HIT",
        &["L3_READS.DATA_READ.HIT"],
        T4_32,
    ),
    d(
        "L3_DATA_MISS_RATIO",
        "L3 data miss ratio",
        "(L3_READS.DATA_READ.MISS + L3_WRITES.DATA_WRITE.MISS) / (L3_READS.DATA_READ.ALL + L3_WRITES.DATA_WRITE.ALL)",
        &["(L3_READS.DATA_READ.MISS + L3_WRITES.DATA_WRITE.MISS) / (L3_READS.DATA_READ.ALL + L3_WRITES.DATA_WRITE.ALL)"],
        T4_32,
    ),
    d(
        "L3_DATA_READ_MISSES",
        "L3 data read misses",
        "L3_READS.DATA_READ.MISS",
        &["L3_READS.DATA_READ.MISS"],
        T4_32,
    ),
    d(
        "L3_DATA_READ_RATIO",
        "Ratio of L3 references that are data read references",
        "L3_READS.DATA_READ.ALL / L3_REFERENCES",
        &["L3_READS.DATA_READ.ALL / L3_REFERENCES"],
        T4_32,
    ),
    d(
        "L3_DATA_READ_REFERENCES",
        "L3 data read references",
        "L3_READS.DATA_READ.ALL",
        &["L3_READS.DATA_READ.ALL"],
        T4_32,
    ),
    d(
        "L3_INST_HITS",
        "L3 instruction hits",
        "L3_READS.INST_FETCH.HIT",
        &["L3_READS.INST_FETCH.HIT"],
        T4_32,
    ),
    d(
        "L3_INST_MISSES",
        "L3 instruction misses",
        "L3_READS.INST_FETCH.MISS",
        &["L3_READS.INST_FETCH.MISS"],
        T4_32,
    ),
    d(
        "L3_INST_MISS_RATIO",
        "L3 instruction miss ratio (the manual gives no description)",
        "L3_READS.INST_FETCH.MISS / L3_READS.INST_FETCH.ALL",
        &["L3_READS.INST_FETCH.MISS / L3_READS.INST_FETCH.ALL"],
        T4_32,
    ),
    d(
        "L3_INST_RATIO",
        "Ratio of L3 references that are instruction references",
        "L3_READS.INST_FETCH.ALL / L3_REFERENCES",
        &["L3_READS.INST_FETCH.ALL / L3_REFERENCES"],
        T4_32,
    ),
    d(
        "L3_INST_REFERENCES",
        "L3 instruction references",
        "L3_READS.INST_FETCH.ALL",
        &["L3_READS.INST_FETCH.ALL"],
        T4_32,
    ),
    d(
        "L3_MISS_RATIO",
        "Percentage of L3 misses",
        "L3_MISSES / L3_REFERENCES",
        &["L3_MISSES / L3_REFERENCES"],
        T4_32,
    ),
    dn(
        "L3_READ_HITS",
        "L3 read hits", "L3_READS.READS.HIT",
        &["L3_READS.ALL.HIT"],
        READS_ALL,
        T4_32,
    ),
    dn(
        "L3_READ_MISSES",
        "L3 read misses", "L3_READS.READS.MISS",
        &["L3_READS.ALL.MISS"],
        READS_ALL,
        T4_32,
    ),
    dn(
        "L3_READ_REFERENCES",
        "L3 read references",
        "L3_READS.READS.ALL",
        &["L3_READS.ALL.ALL"],
        READS_ALL,
        T4_32,
    ),
    d(
        "L3_STORE_HITS",
        "L3 store hits",
        "L3_WRITES.DATA_WRITE.HIT",
        &["L3_WRITES.DATA_WRITE.HIT"],
        T4_32,
    ),
    d(
        "L3_STORE_MISSES",
        "L3 store misses",
        "L3_WRITES.DATA_WRITE.MISS",
        &["L3_WRITES.DATA_WRITE.MISS"],
        T4_32,
    ),
    d(
        "L3_STORE_REFERENCES",
        "L3 store references",
        "L3_WRITES.DATA_WRITE.ALL",
        &["L3_WRITES.DATA_WRITE.ALL"],
        T4_32,
    ),
    d("L2_WB_HITS", "L2D writeback hits", "L3_WRITES.L2_WB.HIT", &["L3_WRITES.L2_WB.HIT"], T4_32),
    d(
        "L2_WB_MISSES",
        "L2D writeback misses",
        "L3_WRITES.L2_WB.MISS",
        &["L3_WRITES.L2_WB.MISS"],
        T4_32,
    ),
    d(
        "L2_WB_REFERENCES",
        "L2D writeback references",
        "L3_WRITES.L2_WB.ALL",
        &["L3_WRITES.L2_WB.ALL"],
        T4_32,
    ),
    d("L3_WRITE_HITS", "L3 write hits", "L3_WRITES.ALL.HIT", &["L3_WRITES.ALL.HIT"], T4_32),
    d("L3_WRITE_MISSES", "L3 write misses", "L3_WRITES.ALL.MISS", &["L3_WRITES.ALL.MISS"], T4_32),
    d(
        "L3_WRITE_REFERENCES",
        "L3 write references",
        "L3_WRITES.ALL.ALL",
        &["L3_WRITES.ALL.ALL"],
        T4_32,
    ),
    // Table 4-34.
    d(
        "CODE_DEBUG_REGISTER_MATCHES",
        "Code debug register matches",
        "IA64_TAGGED_INST_RETIRED",
        &["IA64_TAGGED_INST_RETIRED"],
        T4_34,
    ),
    // Table 4-36.
    d(
        "L1DTLB_EAR_EVENTS",
        "L1DTLB events captured by the data EAR",
        "DATA_EAR_EVENTS",
        &["DATA_EAR_EVENTS"],
        T4_36,
    ),
    d(
        "L2DTLB_MISS_RATIO",
        "L2DTLB miss ratio",
        "L2DTLB_MISSES / DATA_REFERENCES_SET0 or L2DTLB_MISSES / DATA_REFERENCES_SET1",
        &["L2DTLB_MISSES / DATA_REFERENCES_SET0", "L2DTLB_MISSES / DATA_REFERENCES_SET1"],
        T4_36,
    ),
    d(
        "L1DTLB_REFERENCES",
        "L1DTLB references",
        "DATA_REFERENCES_SET0 or DATA_REFERENCES_SET1",
        &["DATA_REFERENCES_SET0", "DATA_REFERENCES_SET1"],
        T4_36,
    ),
    d(
        "L1ITLB_EAR_EVENTS",
        "L1ITLB events captured by the instruction EAR, a subset of L1I_EAR_EVENTS",
        "L1I_EAR_EVENTS",
        &["L1I_EAR_EVENTS"],
        T4_36,
    ),
    d(
        "L1ITLB_MISS_RATIO",
        "L1ITLB miss ratio",
        "ITLB_MISSES_FETCH.L1ITLB / L1I_READS",
        &["ITLB_MISSES_FETCH.L1ITLB / L1I_READS"],
        T4_36,
    ),
    d("L1ITLB_REFERENCES", "L1ITLB references", "L1I_READS", &["L1I_READS"], T4_36),
    d(
        "L1DTLB_FOR_L1D_MISS_RATIO",
        "Miss ratio of the L1DTLB servicing the L1D",
        "L1DTLB_TRANSFER / L1D_READS_SET0 or L1DTLB_TRANSFER / L1D_READS_SET1",
        &["L1DTLB_TRANSFER / L1D_READS_SET0", "L1DTLB_TRANSFER / L1D_READS_SET1"],
        T4_36,
    ),
    // Table 4-38.
    dn(
        "BIL_HITM_LINE_RATIO",
        "BIL hit to modified line ratio",
        "BUS_RD_INVAL_HITM / BUS_MEMORY or BUS_RD_INVAL_HITM / BUS_RD_INVAL",
        &["BUS_RD_INVAL_HITM / BUS_MEMORY", "BUS_RD_INVAL_HITM / BUS_RD_INVALID"],
        "BUS_RD_INVAL is read as the derived monitor BUS_RD_INVALID (BIL transactions).",
        T4_38,
    ),
    dn(
        "BIL_RATIO",
        "BIL ratio",
        "BUS_RD_INVAL / BUS_MEMORY",
        &["BUS_RD_INVALID / BUS_MEMORY"],
        "BUS_RD_INVAL is read as the derived monitor BUS_RD_INVALID (BIL transactions).",
        T4_38,
    ),
    dn(
        "BRIL_HITM_LINE_RATIO",
        "BRIL hit to modified line ratio",
        "BUS_RD_INVAL_BST_HITM / BUS_MEMORY or BUS_RD_INVAL_BST_HITM / BUS_RD_INVAL",
        &["BUS_RD_INVAL_ALL_HITM / BUS_MEMORY", "BUS_RD_INVAL_ALL_HITM / BUS_RD_INVALID_BST"],
        "BUS_RD_INVAL_BST_HITM is Table 4-42's BUS_RD_INVAL_ALL_HITM (code 0x83); the second \
         denominator is read as BUS_RD_INVALID_BST (BRIL transactions), the transactions the \
         numerator is a part of.",
        T4_38,
    ),
    d(
        "BUS_ADDR_BPRI",
        "Bus transactions used by IO agents",
        "BUS_MEMORY.*.IO",
        &["BUS_MEMORY.*.IO"],
        T4_38,
    ),
    d(
        "BUS_BRQ_LIVE_REQ",
        "BRQ live requests",
        "ER_BRQ_LIVE_REQ_HI * 8 + ER_BRQ_LIVE_REQ_LO",
        &["ER_BRQ_LIVE_REQ_HI * 8 + ER_BRQ_LIVE_REQ_LO"],
        T4_38,
    ),
    dn(
        "BUS_BURST",
        "Full cache line memory transactions (BRL, BRIL, BWL)",
        "BUS_MEMORY.EQ_128BYTE.*",
        &["BUS_MEMORY.EQ_128BYTE.*"],
        "BUS_MEMORY's umasks name the size first (EQ_128BYTE, LT_128BYTE, ALL), then the \
         initiator.",
        T4_38,
    ),
    d(
        "BUS_HITM_RATIO",
        "Bus modified line hit ratio",
        "BUS_HITM / BUS_MEMORY or BUS_HITM / BUS_BURST",
        &["BUS_HITM / BUS_MEMORY", "BUS_HITM / BUS_BURST"],
        T4_38,
    ),
    d(
        "BUS_HITS_RATIO",
        "Bus read hit to shared line ratio",
        "BUS_RD_HIT / BUS_RD_ALL or BUS_RD_HIT / BUS_MEMORY",
        &["BUS_RD_HIT / BUS_RD_ALL", "BUS_RD_HIT / BUS_MEMORY"],
        T4_38,
    ),
    d(
        "BUS_IOQ_LIVE_REQ",
        "In-order bus queue requests",
        "SI_IOQ_LIVE_REQ_HI * 8 + SI_IOQ_LIVE_REQ_LO",
        &["SI_IOQ_LIVE_REQ_HI * 8 + SI_IOQ_LIVE_REQ_LO"],
        T4_38,
    ),
    d(
        "BUS_IO_CYCLE_RATIO",
        "Bus I/O cycle ratio",
        "BUS_IO / BUS_ALL",
        &["BUS_IO / BUS_ALL"],
        T4_38,
    ),
    d(
        "BUS_IO_RD_RATIO",
        "Bus I/O read ratio",
        "BUS_RD_IO / BUS_IO",
        &["BUS_RD_IO / BUS_IO"],
        T4_38,
    ),
    d(
        "BUS_MEM_READ_OUTSTANDING",
        "Outstanding memory read transactions",
        "ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO",
        &["ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO"],
        T4_38,
    ),
    d(
        "BUS_PARTIAL",
        "Less than cache line memory transactions (BRP, BWP)",
        "BUS_MEMORY.LT_128BYTE.*",
        &["BUS_MEMORY.LT_128BYTE.*"],
        T4_38,
    ),
    d(
        "BUS_PARTIAL_RATIO",
        "Bus partial access ratio",
        "BUS_MEMORY.LT_128BYTE / BUS_MEMORY.ALL",
        &["BUS_MEMORY.LT_128BYTE / BUS_MEMORY.ALL"],
        T4_38,
    ),
    d(
        "BUS_RD_ALL",
        "Full cache line memory read transactions (BRL)",
        "BUS_MEM_READ.BRL.*",
        &["BUS_MEM_READ.BRL.*"],
        T4_38,
    ),
    d(
        "BUS_RD_DATA_RATIO",
        "Cacheable data fetch bus transaction ratio",
        "BUS_RD_DATA / BUS_ALL or BUS_RD_DATA / BUS_MEMORY",
        &["BUS_RD_DATA / BUS_ALL", "BUS_RD_DATA / BUS_MEMORY"],
        T4_38,
    ),
    d(
        "BUS_RD_HITM_RATIO",
        "Bus read hit to modified line ratio",
        "BUS_RD_HITM / BUS_RD_ALL or BUS_RD_HITM / BUS_MEMORY",
        &["BUS_RD_HITM / BUS_RD_ALL", "BUS_RD_HITM / BUS_MEMORY"],
        T4_38,
    ),
    d(
        "BUS_RD_INSTRUCTIONS",
        "Full cache line instruction memory read transactions (BRP)",
        "BUS_RD_ALL - BUS_RD_DATA",
        &["BUS_RD_ALL - BUS_RD_DATA"],
        T4_38,
    ),
    d(
        "BUS_RD_INVALID",
        "0-byte memory read-invalidate transactions (BIL)",
        "BUS_MEM_READ.BIL.*",
        &["BUS_MEM_READ.BIL.*"],
        T4_38,
    ),
    d(
        "BUS_RD_INVALID_BST",
        "Full cache line read-invalidate transactions (BRIL)",
        "BUS_MEM_READ.BRIL.*",
        &["BUS_MEM_READ.BRIL.*"],
        T4_38,
    ),
    dn(
        "BUS_RD_INVALID_BST_MEMORY",
        "BRIL transactions satisfied by memory",
        "BUS_RD_INVALID_BST - BUS_RD_INVALID_BST_HITM",
        &["BUS_RD_INVALID_BST - BUS_RD_INVAL_ALL_HITM"],
        INVAL,
        T4_38,
    ),
    dn(
        "BUS_RD_INVALID_MEMORY",
        "BIL transactions satisfied from memory",
        "BUS_RD_INVALID - BUS_RD_INVALID_HITM",
        &["BUS_RD_INVALID - BUS_RD_INVAL_HITM"],
        INVAL,
        T4_38,
    ),
    dn(
        "BUS_RD_INVALID_ALL_HITM",
        "BRIL and BIL transactions resulting in HITMs",
        "BUS_RD_INVALID_BST_HITM + BUS_RD_INVALID_HITM",
        &["BUS_RD_INVAL_ALL_HITM + BUS_RD_INVAL_HITM"],
        INVAL,
        T4_38,
    ),
    d(
        "BUS_RD_PRTL_RATIO",
        "Bus read partial access ratio",
        "BUS_RD_PRTL / BUS_MEMORY",
        &["BUS_RD_PRTL / BUS_MEMORY"],
        T4_38,
    ),
    d(
        "BUS_WB_RATIO",
        "Writeback ratio",
        "BUS_WR_WB / BUS_MEMORY or BUS_WR_WB / BUS_BURST",
        &["BUS_WR_WB / BUS_MEMORY", "BUS_WR_WB / BUS_BURST"],
        T4_38,
    ),
    d(
        "CACHEABLE_READ_RATIO",
        "Cacheable read ratio",
        "(BUS_RD_ALL + BUS_MEM_READ.BRIL) / BUS_MEMORY",
        &["(BUS_RD_ALL + BUS_MEM_READ.BRIL) / BUS_MEMORY"],
        T4_38,
    ),
    // Table 4-40.
    d(
        "RSE_CURRENT_REGS",
        "Current RSE registers before an RSE_EVENT_RETIRED occurred",
        "RSE_CURRENT_REGS_6 * 64 + RSE_CURRENT_REGS_5_TO_3 * 8 + RSE_CURRENT_REGS_2_TO_0",
        &["RSE_CURRENT_REGS_6 * 64 + RSE_CURRENT_REGS_5_TO_3 * 8 + RSE_CURRENT_REGS_2_TO_0"],
        T4_40,
    ),
    d(
        "RSE_DIRTY_REGS",
        "Dirty RSE registers before an RSE_EVENT_RETIRED occurred",
        "RSE_DIRTY_REGS_6 * 64 + RSE_DIRTY_REGS_5_TO_3 * 8 + RSE_DIRTY_REGS_2_TO_0",
        &["RSE_DIRTY_REGS_6 * 64 + RSE_DIRTY_REGS_5_TO_3 * 8 + RSE_DIRTY_REGS_2_TO_0"],
        T4_40,
    ),
    d(
        "RSE_LOAD_LATENCY_PENALTY",
        "Cycles stalled for retired RSE loads",
        "BE_RSE_BUBBLE.UNDERFLOW",
        &["BE_RSE_BUBBLE.UNDERFLOW"],
        T4_40,
    ),
    d(
        "RSE_AVG_LOAD_LATENCY",
        "Average latency of RSE loads",
        "RSE_LOAD_LATENCY_PENALTY / RSE_REFERENCES_RETIRED.LOAD",
        &["RSE_LOAD_LATENCY_PENALTY / RSE_REFERENCES_RETIRED.LOAD"],
        T4_40,
    ),
    d(
        "RSE_AVG_CURRENT_REGS",
        "Average number of current registers",
        "RSE_CURRENT_REGS / RSE_EVENT_RETIRED",
        &["RSE_CURRENT_REGS / RSE_EVENT_RETIRED"],
        T4_40,
    ),
    d(
        "RSE_AVG_DIRTY_REGS",
        "Average number of dirty registers",
        "RSE_DIRTY_REGS / RSE_EVENT_RETIRED",
        &["RSE_DIRTY_REGS / RSE_EVENT_RETIRED"],
        T4_40,
    ),
    d(
        "RSE_AVG_INVALID_REGS",
        "Average number of invalid registers, assuming no clean registers",
        "96 - (RSE_DIRTY_REGS + RSE_CURRENT_REGS) / RSE_EVENT_RETIRED",
        &["96 - (RSE_DIRTY_REGS + RSE_CURRENT_REGS) / RSE_EVENT_RETIRED"],
        T4_40,
    ),
];
