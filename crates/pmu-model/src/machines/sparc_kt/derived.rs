//! The KT's derived monitors. Neither seed 001 nor the Solaris backend gives derived
//! quantities; these are the natural ratios of the catalogue's events (miss ratios, the
//! average latency of each cryptographic unit's operations), named after the Solaris cpc names
//! they divide. With two counters per strand, each is a ratio of two events. The formulas are
//! this model's.

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

const CATALOGUE: &str = "this model's, over the Solaris niagara2_pcbe.c kt_events names \
                         (Arquivotheca/solaris11)";

pub static DERIVED: &[Derived] = &[
    d(
        "TAKEN_BRANCH_RATIO",
        "Taken branches per completed branch",
        &["Br_taken / Br_completed"],
        CATALOGUE,
    ),
    d(
        "L1D_LOAD_MISS_RATIO",
        "Data cache misses per load",
        &["DC_miss / Instr_ld"],
        CATALOGUE,
    ),
    d(
        "L2_LOAD_MISS_SHARE",
        "Loads that miss the L2 per data cache miss",
        &["L2_dmiss_ld / DC_miss"],
        CATALOGUE,
    ),
    d(
        "L1I_MISSES_PER_KILO_INSTRUCTION",
        "Instruction cache misses per 1000 instructions",
        &["IC_miss * 1000 / Instr_cnt"],
        CATALOGUE,
    ),
    d(
        "DTLB_MISSES_PER_KILO_INSTRUCTION",
        "Data TLB misses per 1000 instructions",
        &["DTLB_miss * 1000 / Instr_cnt"],
        CATALOGUE,
    ),
    d(
        "DES_3DES_CYCLES_PER_OP",
        "Average busy cycles of a DES or 3DES operation",
        &["DES_3DES_busy_cycle / DES_3DES_op"],
        CATALOGUE,
    ),
    d(
        "AES_CYCLES_PER_OP",
        "Average busy cycles of an AES operation",
        &["AES_busy_cycle / AES_op"],
        CATALOGUE,
    ),
    d(
        "KASUMI_CYCLES_PER_OP",
        "Average busy cycles of a Kasumi operation",
        &["Kasumi_busy_cycle / Kasumi_op"],
        CATALOGUE,
    ),
    d(
        "HASH_CYCLES_PER_OP",
        "Average busy cycles of an MD5, SHA-1 or SHA-256 operation",
        &["MD5_SHA-1_SHA-256_busy_cycle / MD5_SHA-1_SHA-256_op"],
        CATALOGUE,
    ),
    d(
        "MA_CYCLES_PER_OP",
        "Average busy cycles of a modular arithmetic operation",
        &["MA_busy_cycle / MA_op"],
        CATALOGUE,
    ),
    d(
        "CRC_CYCLES_PER_OP",
        "Average busy cycles of a CRC or checksum operation",
        &["CRC_MPA_cksum / CRC_TCPIP_cksum"],
        CATALOGUE,
    ),
];
