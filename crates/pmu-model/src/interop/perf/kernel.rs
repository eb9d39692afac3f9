//! What Linux's sparc PMU driver does with a perf event on the SPARC T4
//! (`arch/sparc/kernel/perf_event.c`, `niagara4_pmu`, read from torvalds/linux as of v5.4):
//!
//! - `sparc_pmu_event_init`: PERF_TYPE_HARDWARE configs below `max_events` (the six entries of
//!   `niagara4_perfmon_event_map`) map to an encoding, the others are -EINVAL;
//!   PERF_TYPE_HW_CACHE configs map through `niagara4_cache_map`, where CACHE_OP_UNSUPPORTED
//!   is -ENOENT and CACHE_OP_NONSENSE -EINVAL; PERF_TYPE_RAW takes `attr.config` as
//!   "(encoding << 16) | pic_mask"; a branch stack is -EOPNOTSUPP.
//! - `config_base` is `irq_bit` (PCR.toe) always, `user_bit` (PCR.ut) unless the user level is
//!   excluded, `priv_bit` (PCR.st) unless the kernel is; `hv_bit` is 0 ("We explicitly don't
//!   support hypervisor tracing"), so exclude_hv changes nothing and PCR.ht is never set.
//! - `flags` is 0: no SPARC_PMU_ALL_EXCLUDES_SAME (events may exclude different levels) and no
//!   SPARC_PMU_HAS_CONFLICTS (`sparc_check_constraints` gives the n-th event PIC n); at most
//!   `max_hw_events` (4) events at once, a group of more is -EINVAL (`collect_events`).
//! - `calculate_multiple_pcrs`: PCR n = encoding << 5 (`lower_shift`) | config_base.

/// The six generic hardware events the T4 maps (`niagara4_perfmon_event_map`): perf's config
/// number, its names, and the encoding `sl << 6 | mask`.
pub const HARDWARE: &[(u64, &str, u64)] = &[
    (0, "cpu-cycles", 26 << 6),
    (1, "instructions", 3 << 6 | 0x3f),
    (2, "cache-references", 3 << 6 | 0x04),
    (3, "cache-misses", 16 << 6 | 0x07),
    (4, "branch-instructions", 4 << 6 | 0x01),
    (5, "branch-misses", 25 << 6 | 0x0f),
];

/// `max_events`: ARRAY_SIZE(niagara4_perfmon_event_map).
pub const MAX_EVENTS: u64 = 6;

/// `max_hw_events`.
pub const MAX_HW_EVENTS: usize = 4;

/// perf's cache types, ops and results (`PERF_COUNT_HW_CACHE_*`), in their numbering.
pub const CACHE_TYPES: [&str; 7] = ["L1D", "L1I", "LL", "DTLB", "ITLB", "BPU", "NODE"];
pub const CACHE_OPS: [&str; 3] = ["OP_READ", "OP_WRITE", "OP_PREFETCH"];
pub const CACHE_RESULTS: [&str; 2] = ["RESULT_ACCESS", "RESULT_MISS"];

/// One entry of `niagara4_cache_map`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheEntry {
    /// The encoding `sl << 6 | mask`.
    Encoding(u64),
    /// CACHE_OP_UNSUPPORTED: `sparc_map_cache_event` returns -ENOENT.
    Unsupported,
    /// CACHE_OP_NONSENSE: -EINVAL.
    Nonsense,
}

use CacheEntry::{Encoding as E, Nonsense as X, Unsupported as U};

/// `niagara4_cache_map[type][op][result]`.
pub const CACHE_MAP: [[[CacheEntry; 2]; 3]; 7] = [
    // L1D
    [
        [E(3 << 6 | 0x04), E(16 << 6 | 0x07)],
        [E(3 << 6 | 0x08), E(16 << 6 | 0x07)],
        [U, U],
    ],
    // L1I
    [[E(3 << 6 | 0x3f), E(11 << 6 | 0x03)], [X, X], [U, U]],
    // LL
    [[E(3 << 6 | 0x04), U], [E(3 << 6 | 0x08), U], [U, U]],
    // DTLB
    [[U, E(17 << 6 | 0x3f)], [U, U], [U, U]],
    // ITLB
    [[U, E(6 << 6 | 0x3f)], [U, U], [U, U]],
    // BPU
    [[U, U], [U, U], [U, U]],
    // NODE
    [[U, U], [U, U], [U, U]],
];

/// The kernel's reason for refusing a hardware config.
pub fn hardware(config: u64) -> Result<u64, String> {
    HARDWARE
        .iter()
        .find(|(c, _, _)| *c == config)
        .map(|(_, _, e)| *e)
        .ok_or_else(|| {
            format!(
                "the kernel refuses it: hardware config {config} is not below max_events ({MAX_EVENTS}, the entries \
                 of niagara4_perfmon_event_map), so sparc_pmu_event_init returns -EINVAL"
            )
        })
}

/// The kernel's encoding of a cache config, or its reason for refusing it.
pub fn cache(kind: usize, op: usize, result: usize) -> Result<u64, String> {
    let name = || {
        format!(
            "{}/{}/{}",
            CACHE_TYPES[kind], CACHE_OPS[op], CACHE_RESULTS[result]
        )
    };
    match CACHE_MAP[kind][op][result] {
        CacheEntry::Encoding(e) => Ok(e),
        CacheEntry::Unsupported => Err(format!(
            "the kernel refuses it: niagara4_cache_map marks {} CACHE_OP_UNSUPPORTED, so sparc_map_cache_event \
             returns -ENOENT",
            name()
        )),
        CacheEntry::Nonsense => Err(format!(
            "the kernel refuses it: niagara4_cache_map marks {} CACHE_OP_NONSENSE, so sparc_map_cache_event \
             returns -EINVAL",
            name()
        )),
    }
}
