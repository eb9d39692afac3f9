//! The 61 PCL standard events (seed 002, Tables 2.1-2.4, L120-L288) as data: name, the id
//! PCL gives it, group, the paper's meaning (verbatim), and whether its result is a count, a
//! count of stall cycles, or a floating-point rate.
//!
//! The paper gives no numeric ids. The order here is the paper's table order, which is also
//! the order of the ids 0..60 in PCL 2.2's Java binding (`PCL.java`, `PCL_L1CACHE_READ = 0` ..
//! `PCL_MEM_FP_RATIO = 60`, `PCL_MAX_EVENT = 61`). Rates must come last: "If the i-th event type
//! is greater than or equal to PCL_MFLOPS ... the result is a floating point value" (L2175-L2179).

/// The group an event belongs to (the paper's table and, in Table 2.1, the row group).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// Table 2.1 "cache", level 1 or 2: unified (or both) caches.
    Cache(u8),
    /// Table 2.1 "data cache".
    DataCache(u8),
    /// Table 2.1 "instruction cache".
    InstructionCache(u8),
    /// Table 2.1 "TLB", "Instruction TLB", "Data TLB".
    Tlb,
    Itlb,
    Dtlb,
    /// Table 2.2: cycles, instructions, jumps (branches), atomic instructions.
    Cycles,
    Instructions,
    Jumps,
    Atomic,
    /// Table 2.3: functional unit stalls, counted in cycles.
    Stalls,
    /// Table 2.4: rates and ratios.
    Rates,
}

impl Group {
    /// The group as the paper heads it.
    pub fn title(self) -> String {
        match self {
            Group::Cache(x) => format!("level-{x} cache"),
            Group::DataCache(x) => format!("level-{x} data cache"),
            Group::InstructionCache(x) => format!("level-{x} instruction cache"),
            Group::Tlb => "TLB".into(),
            Group::Itlb => "instruction TLB".into(),
            Group::Dtlb => "data TLB".into(),
            Group::Cycles => "cycles".into(),
            Group::Instructions => "instructions".into(),
            Group::Jumps => "jumps (branches)".into(),
            Group::Atomic => "atomic instructions".into(),
            Group::Stalls => "functional unit stalls (cycles)".into(),
            Group::Rates => "rates and ratios".into(),
        }
    }

    /// The paper's table for the group.
    pub fn table(self) -> &'static str {
        match self {
            Group::Cache(_)
            | Group::DataCache(_)
            | Group::InstructionCache(_)
            | Group::Tlb
            | Group::Itlb
            | Group::Dtlb => "Table 2.1",
            Group::Cycles | Group::Instructions | Group::Jumps | Group::Atomic => "Table 2.2",
            Group::Stalls => "Table 2.3",
            Group::Rates => "Table 2.4",
        }
    }
}

/// What a result of the event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A 64-bit integer count; counts of two measurements may be added.
    Count,
    /// A 64-bit integer count of cycles: "Measuring such an event results (different to all
    /// other events) not in the number of stalls but in the number of cycles all stalls of this
    /// event type have taken" (L244-L248). Still a count: it may be added.
    StallCycles,
    /// A 64-bit floating-point rate or ratio, derived from counts. "counts may be added,
    /// adding rates makes less sense" (L2276-L2278), so rates are never summed.
    Rate,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Count => "count",
            Kind::StallCycles => "cycles",
            Kind::Rate => "rate",
        }
    }
}

/// One PCL standard event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PclEvent {
    /// The event id (0..60), in the paper's order.
    pub id: u8,
    /// The name as the paper prints it: "PCL_L1DCACHE_MISS".
    pub name: &'static str,
    pub group: Group,
    /// The paper's meaning, verbatim.
    pub meaning: &'static str,
    pub kind: Kind,
    /// Table and lines.
    pub source: &'static str,
}

impl PclEvent {
    /// `PCL_EVENT_IS_INT(e)`: whether the result is a 64-bit integer (L2273-L2275).
    pub fn is_int(&self) -> bool {
        self.kind != Kind::Rate
    }

    /// `PCL_EVENT_IS_RATE(e)`: whether the result is a rate, which must not be added
    /// (L2276-L2278).
    pub fn is_rate(&self) -> bool {
        self.kind == Kind::Rate
    }
}

const fn ev(
    id: u8,
    name: &'static str,
    group: Group,
    meaning: &'static str,
    kind: Kind,
    source: &'static str,
) -> PclEvent {
    PclEvent {
        id,
        name,
        group,
        meaning,
        kind,
        source,
    }
}

/// `PCL_MFLOPS`: the first rate; events with a smaller id give integer results ("If the i-th
/// event type is less than PCL_MFLOPS, the result is an integer value", L2175-L2178).
pub const PCL_MFLOPS: u8 = 56;

/// `PCL_MAX_EVENT`: the number of events.
pub const PCL_MAX_EVENT: usize = 61;

/// Every PCL event, in id order.
pub static EVENTS: [PclEvent; PCL_MAX_EVENT] = [
    ev(
        0,
        "PCL_L1CACHE_READ",
        Group::Cache(1),
        "number of level-1 cache reads",
        Kind::Count,
        "seed 002, Table 2.1 (L125-L126, x = 1)",
    ),
    ev(
        1,
        "PCL_L1CACHE_WRITE",
        Group::Cache(1),
        "number of level-1 cache writes",
        Kind::Count,
        "seed 002, Table 2.1 (L127-L128, x = 1)",
    ),
    ev(
        2,
        "PCL_L1CACHE_READWRITE",
        Group::Cache(1),
        "number of level-1 cache reads or writes",
        Kind::Count,
        "seed 002, Table 2.1 (L129-L130, x = 1)",
    ),
    ev(
        3,
        "PCL_L1CACHE_HIT",
        Group::Cache(1),
        "number of level-1 cache hits",
        Kind::Count,
        "seed 002, Table 2.1 (L131-L132, x = 1)",
    ),
    ev(
        4,
        "PCL_L1CACHE_MISS",
        Group::Cache(1),
        "number of level-1 cache misses",
        Kind::Count,
        "seed 002, Table 2.1 (L133-L134, x = 1)",
    ),
    ev(
        5,
        "PCL_L1DCACHE_READ",
        Group::DataCache(1),
        "number of level-1 data cache reads",
        Kind::Count,
        "seed 002, Table 2.1 (L137-L138, x = 1)",
    ),
    ev(
        6,
        "PCL_L1DCACHE_WRITE",
        Group::DataCache(1),
        "number of level-1 data cache writes",
        Kind::Count,
        "seed 002, Table 2.1 (L139-L140, x = 1)",
    ),
    ev(
        7,
        "PCL_L1DCACHE_READWRITE",
        Group::DataCache(1),
        "number of level-1 data cache reads or writes",
        Kind::Count,
        "seed 002, Table 2.1 (L141-L142, x = 1)",
    ),
    ev(
        8,
        "PCL_L1DCACHE_HIT",
        Group::DataCache(1),
        "number of level-1 data cache hits",
        Kind::Count,
        "seed 002, Table 2.1 (L143-L144, x = 1)",
    ),
    ev(
        9,
        "PCL_L1DCACHE_MISS",
        Group::DataCache(1),
        "number of level-1 data cache misses",
        Kind::Count,
        "seed 002, Table 2.1 (L145-L146, x = 1)",
    ),
    ev(
        10,
        "PCL_L1ICACHE_READ",
        Group::InstructionCache(1),
        "number of level-1 instruction cache reads",
        Kind::Count,
        "seed 002, Table 2.1 (L149-L150, x = 1)",
    ),
    ev(
        11,
        "PCL_L1ICACHE_WRITE",
        Group::InstructionCache(1),
        "number of level-1 instruction cache writes",
        Kind::Count,
        "seed 002, Table 2.1 (L151-L152, x = 1)",
    ),
    ev(
        12,
        "PCL_L1ICACHE_READWRITE",
        Group::InstructionCache(1),
        "number of level-1 instruction cache reads or writes",
        Kind::Count,
        "seed 002, Table 2.1 (L153-L154, x = 1)",
    ),
    ev(
        13,
        "PCL_L1ICACHE_HIT",
        Group::InstructionCache(1),
        "number of level-1 instruction cache hits",
        Kind::Count,
        "seed 002, Table 2.1 (L155-L156, x = 1)",
    ),
    ev(
        14,
        "PCL_L1ICACHE_MISS",
        Group::InstructionCache(1),
        "number of level-1 instruction cache misses",
        Kind::Count,
        "seed 002, Table 2.1 (L157-L158, x = 1)",
    ),
    ev(
        15,
        "PCL_L2CACHE_READ",
        Group::Cache(2),
        "number of level-2 cache reads",
        Kind::Count,
        "seed 002, Table 2.1 (L125-L126, x = 2)",
    ),
    ev(
        16,
        "PCL_L2CACHE_WRITE",
        Group::Cache(2),
        "number of level-2 cache writes",
        Kind::Count,
        "seed 002, Table 2.1 (L127-L128, x = 2)",
    ),
    ev(
        17,
        "PCL_L2CACHE_READWRITE",
        Group::Cache(2),
        "number of level-2 cache reads or writes",
        Kind::Count,
        "seed 002, Table 2.1 (L129-L130, x = 2)",
    ),
    ev(
        18,
        "PCL_L2CACHE_HIT",
        Group::Cache(2),
        "number of level-2 cache hits",
        Kind::Count,
        "seed 002, Table 2.1 (L131-L132, x = 2)",
    ),
    ev(
        19,
        "PCL_L2CACHE_MISS",
        Group::Cache(2),
        "number of level-2 cache misses",
        Kind::Count,
        "seed 002, Table 2.1 (L133-L134, x = 2)",
    ),
    ev(
        20,
        "PCL_L2DCACHE_READ",
        Group::DataCache(2),
        "number of level-2 data cache reads",
        Kind::Count,
        "seed 002, Table 2.1 (L137-L138, x = 2)",
    ),
    ev(
        21,
        "PCL_L2DCACHE_WRITE",
        Group::DataCache(2),
        "number of level-2 data cache writes",
        Kind::Count,
        "seed 002, Table 2.1 (L139-L140, x = 2)",
    ),
    ev(
        22,
        "PCL_L2DCACHE_READWRITE",
        Group::DataCache(2),
        "number of level-2 data cache reads or writes",
        Kind::Count,
        "seed 002, Table 2.1 (L141-L142, x = 2)",
    ),
    ev(
        23,
        "PCL_L2DCACHE_HIT",
        Group::DataCache(2),
        "number of level-2 data cache hits",
        Kind::Count,
        "seed 002, Table 2.1 (L143-L144, x = 2)",
    ),
    ev(
        24,
        "PCL_L2DCACHE_MISS",
        Group::DataCache(2),
        "number of level-2 data cache misses",
        Kind::Count,
        "seed 002, Table 2.1 (L145-L146, x = 2)",
    ),
    ev(
        25,
        "PCL_L2ICACHE_READ",
        Group::InstructionCache(2),
        "number of level-2 instruction cache reads",
        Kind::Count,
        "seed 002, Table 2.1 (L149-L150, x = 2)",
    ),
    ev(
        26,
        "PCL_L2ICACHE_WRITE",
        Group::InstructionCache(2),
        "number of level-2 instruction cache writes",
        Kind::Count,
        "seed 002, Table 2.1 (L151-L152, x = 2)",
    ),
    ev(
        27,
        "PCL_L2ICACHE_READWRITE",
        Group::InstructionCache(2),
        "number of level-2 instruction cache reads or writes",
        Kind::Count,
        "seed 002, Table 2.1 (L153-L154, x = 2)",
    ),
    ev(
        28,
        "PCL_L2ICACHE_HIT",
        Group::InstructionCache(2),
        "number of level-2 instruction cache hits",
        Kind::Count,
        "seed 002, Table 2.1 (L155-L156, x = 2)",
    ),
    ev(
        29,
        "PCL_L2ICACHE_MISS",
        Group::InstructionCache(2),
        "number of level-2 instruction cache misses",
        Kind::Count,
        "seed 002, Table 2.1 (L157-L158, x = 2)",
    ),
    ev(
        30,
        "PCL_TLB_HIT",
        Group::Tlb,
        "number of hits in TLB",
        Kind::Count,
        "seed 002, Table 2.1 (L161-L162)",
    ),
    ev(
        31,
        "PCL_TLB_MISS",
        Group::Tlb,
        "number of misses in TLB",
        Kind::Count,
        "seed 002, Table 2.1 (L163-L164)",
    ),
    ev(
        32,
        "PCL_ITLB_HIT",
        Group::Itlb,
        "number of hits in instruction TLB",
        Kind::Count,
        "seed 002, Table 2.1 (L167-L168)",
    ),
    ev(
        33,
        "PCL_ITLB_MISS",
        Group::Itlb,
        "number of misses in instruction TLB",
        Kind::Count,
        "seed 002, Table 2.1 (L169-L170)",
    ),
    ev(
        34,
        "PCL_DTLB_HIT",
        Group::Dtlb,
        "number of hits in data TLB",
        Kind::Count,
        "seed 002, Table 2.1 (L173-L174)",
    ),
    ev(
        35,
        "PCL_DTLB_MISS",
        Group::Dtlb,
        "number of misses in data TLB",
        Kind::Count,
        "seed 002, Table 2.1 (L175-L176)",
    ),
    ev(
        36,
        "PCL_CYCLES",
        Group::Cycles,
        "spent cycles in process/thread (and eventually in system calls)",
        Kind::Count,
        "seed 002, Table 2.2 (L215-L216)",
    ),
    ev(
        37,
        "PCL_ELAPSED_CYCLES",
        Group::Cycles,
        "elapsed cycles",
        Kind::Count,
        "seed 002, Table 2.2 (L217-L218)",
    ),
    ev(
        38,
        "PCL_INTEGER_INSTR",
        Group::Instructions,
        "number of completed integer (or logical) instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L219-L220)",
    ),
    ev(
        39,
        "PCL_FP_INSTR",
        Group::Instructions,
        "number of completed floating point instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L221-L222)",
    ),
    ev(
        40,
        "PCL_LOAD_INSTR",
        Group::Instructions,
        "number of completed load instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L223-L224)",
    ),
    ev(
        41,
        "PCL_STORE_INSTR",
        Group::Instructions,
        "number of completed store instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L225-L226)",
    ),
    ev(
        42,
        "PCL_LOADSTORE_INSTR",
        Group::Instructions,
        "number of completed load or store instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L227-L228)",
    ),
    ev(
        43,
        "PCL_INSTR",
        Group::Instructions,
        "sum of all completed instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L229-L230)",
    ),
    ev(
        44,
        "PCL_JUMP_SUCCESS",
        Group::Jumps,
        "number of correctly predicted branches",
        Kind::Count,
        "seed 002, Table 2.2 (L231-L232)",
    ),
    ev(
        45,
        "PCL_JUMP_UNSUCCESS",
        Group::Jumps,
        "number of mispredicted branches",
        Kind::Count,
        "seed 002, Table 2.2 (L233-L234)",
    ),
    ev(
        46,
        "PCL_JUMP",
        Group::Jumps,
        "sum of all branches",
        Kind::Count,
        "seed 002, Table 2.2 (L235-L236)",
    ),
    ev(
        47,
        "PCL_ATOMIC_SUCCESS",
        Group::Atomic,
        "number of successful atomic instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L237-L238)",
    ),
    ev(
        48,
        "PCL_ATOMIC_UNSUCCESS",
        Group::Atomic,
        "number of unsuccessful atomic instructions",
        Kind::Count,
        "seed 002, Table 2.2 (L239-L240)",
    ),
    ev(
        49,
        "PCL_ATOMIC",
        Group::Atomic,
        "sum of all instructions concerning atomic operations",
        Kind::Count,
        "seed 002, Table 2.2 (L241-L242)",
    ),
    ev(
        50,
        "PCL_STALL_INTEGER",
        Group::Stalls,
        "number of cycles the integer/logical unit is stalled",
        Kind::StallCycles,
        "seed 002, Table 2.3 (L251-L252)",
    ),
    ev(
        51,
        "PCL_STALL_FP",
        Group::Stalls,
        "number of cycles the floating point unit is stalled",
        Kind::StallCycles,
        "seed 002, Table 2.3 (L253-L254)",
    ),
    ev(
        52,
        "PCL_STALL_JUMP",
        Group::Stalls,
        "number of cycles the branch unit is stalled",
        Kind::StallCycles,
        "seed 002, Table 2.3 (L255-L256)",
    ),
    ev(
        53,
        "PCL_STALL_LOAD",
        Group::Stalls,
        "number of cycles the load unit is stalled",
        Kind::StallCycles,
        "seed 002, Table 2.3 (L257-L258)",
    ),
    ev(
        54,
        "PCL_STALL_STORE",
        Group::Stalls,
        "number of cycles the store unit is stalled (write buffer)",
        Kind::StallCycles,
        "seed 002, Table 2.3 (L259-L260)",
    ),
    ev(
        55,
        "PCL_STALL",
        Group::Stalls,
        "sum of all cycles a unit is stalled",
        Kind::StallCycles,
        "seed 002, Table 2.3 (L261-L262)",
    ),
    ev(
        56,
        "PCL_MFLOPS",
        Group::Rates,
        "number of million floating point instructions per second",
        Kind::Rate,
        "seed 002, Table 2.4 (L270-L271)",
    ),
    ev(
        57,
        "PCL_IPC",
        Group::Rates,
        "number of completed instructions per cycle",
        Kind::Rate,
        "seed 002, Table 2.4 (L272-L273)",
    ),
    ev(
        58,
        "PCL_L1DCACHE_MISSRATE",
        Group::Rates,
        "miss rate of L1 data cache",
        Kind::Rate,
        "seed 002, Table 2.4 (L274-L275)",
    ),
    ev(
        59,
        "PCL_L2DCACHE_MISSRATE",
        Group::Rates,
        "miss rate for L2 data cache",
        Kind::Rate,
        "seed 002, Table 2.4 (L276-L277)",
    ),
    ev(
        60,
        "PCL_MEM_FP_RATIO",
        Group::Rates,
        "ratio of memory references to floating point operations",
        Kind::Rate,
        "seed 002, Table 2.4 (L278-L279)",
    ),
];

/// Look an event up by name (case-insensitive; the `PCL_` prefix may be left out).
pub fn event(name: &str) -> Option<&'static PclEvent> {
    let n = name.trim();
    EVENTS.iter().find(|e| {
        e.name.eq_ignore_ascii_case(n)
            || e.name
                .strip_prefix("PCL_")
                .is_some_and(|short| short.eq_ignore_ascii_case(n))
    })
}

/// Look an event up by id.
pub fn by_id(id: u8) -> Option<&'static PclEvent> {
    EVENTS.get(usize::from(id))
}
