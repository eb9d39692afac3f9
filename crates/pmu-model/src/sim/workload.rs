//! The workload engine shared by all machines.
//!
//! A workload is a description (instruction mix, cache and TLB behaviour, branch behaviour,
//! privilege phases). From a description, a seed and a hardware context number, [`Period`]
//! generates a deterministic stream of [`CycleRec`]s, one per cycle, `PERIOD` cycles long;
//! the thread runs that period over and over. Each record says which machine-independent events
//! happened in that cycle ([`Ev`] flags and [`Cnt`] counts). Machines map their event encodings
//! onto these ([`super::sparc`], ...).
//!
//! Because the stream is periodic, the number of events of any kind in any interval of cycles is
//! `full periods * total + prefix difference` ([`super::tally::Tally`]): running a+b cycles is
//! exactly running a then b, and a 2^47 count takes no longer than a 2^4 one.

use serde::{Deserialize, Serialize};

/// Cycles in one period of a workload.
pub const PERIOD: usize = 16384;

/// Machine-independent one-per-cycle events (bit positions in [`CycleRec::flags`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Ev {
    // Select/pick/fetch pipeline states of the strand (T4 sl 1, 2, 8).
    SelPipeDrain,
    Sel0Wait,
    Sel0Ready,
    Sel1,
    Sel2,
    Pick0,
    Pick1,
    Pick2,
    Pick3,
    Fetch0,
    IbFull,
    BtcTargetIncorrect,
    // Tag waits (T4 sl 9).
    RobTagWait,
    LbTagWait,
    SbTagWait,
    DtlbMissTagWait,
    // Instruction fetch misses (T4 sl 5, 11).
    IcMissL2L3,
    IcMissLocalMem,
    IcMissRemote,
    BtcMiss,
    ItlbMiss,
    // ITLB fills by page size, and failed tablewalks (T4 sl 6).
    ItlbFill8k,
    ItlbFill64k,
    ItlbFill4m,
    ItlbFill256m,
    ItlbFill2g,
    ItlbFillTrap,
    // Hardware tablewalk references (T4 sl 10).
    ItlbHwtwL2,
    ItlbHwtwL3,
    ItlbHwtwMem,
    DtlbHwtwL2,
    DtlbHwtwL3,
    DtlbHwtwMem,
    // L1 data cache load misses by where they hit (T4 sl 16, 23).
    DcMissL2L3,
    DcMissLocalMem,
    DcMissRemote,
    // DTLB fills (T4 sl 17).
    DtlbFill8k,
    DtlbFill64k,
    DtlbFill4m,
    DtlbFill256m,
    DtlbFill2g,
    DtlbFillTrap,
    // Store outcomes (T4 sl 22).
    StL2Hit,
    StL3Hit,
    StLocalC2c,
    StRemoteC2c,
    StLocalMem,
    StRemoteMem,
    // Prefetch outcomes (T4 sl 21).
    PfL2Hit,
    PfL2Drop,
    PfL3Hit,
    PfLocalMem,
    PfRemoteMem,
    PfL3Drop,
    // Branch mispredicts (T4 sl 25).
    BrDirMispred,
    BrTgtFar,
    BrTgtIndirect,
    BrTgtReturn,
    // L2 events (T4 sl 24).
    L2EvictClean,
    L2EvictDirty,
    // Dropped prefetches at the data cache (T4 sl 18).
    PfDropDcHit,
    // RAW hits (T4 sl 19).
    RawStoreBuffer,
    // The instruction committed in this cycle is a next-to-commit instruction (seed 000
    // TABLE 10-1 footnote 1): it has executed when its overflow trap is taken.
    Ntc,
    // L3 miss and L3 data return of this thread (Montecito thread-switch events, 2.4.1).
    L3Miss,
    L3Return,
    // What the detail stream adds ([`Period::generate`]'s second pass); only the SPARC engines
    // read these. Instruction cache microtag and ptag outcomes of a fetch (T4 sl 7).
    IcUtagMiss,
    IcUtagMissPtagHit,
    IcUtagHitPtagMiss,
    IcUtagWayMismatch,
    // Rename waits for a pick queue tag (T4 sl 9 mask 01).
    PqTagWait,
    // Dropped prefetches: a hardware prefetch at a D-cache hit; a software prefetch with the
    // miss buffer full, which happens only when another strand of the core competes (T4 sl 18).
    HwPfDropDcHit,
    PfDropMbFull,
    // RAW hits other than a full one in the store buffer (T4 sl 19).
    RawPartialSb,
    RawFullSq,
    RawPartialSq,
    // L1 invalidations by eviction (an inclusive L2 evicting the line) and by snoop, and
    // store queue tag waits (T4 sl 20).
    IcEvictInval,
    IcSnoopInval,
    DcEvictInval,
    DcSnoopInval,
    SqTagWait,
    // L2 buffer-full and pipeline-stall cycles (T4 sl 24).
    L2FillBufFull,
    L2WbBufFull,
    L2MissBufFull,
    L2PipeStall,
    // A crypto operation issues to its unit (KT sl 6): DES/3DES, AES, Kasumi, MD5/SHA, MA,
    // CRC; and the cycles each unit is busy (KT sl 7), in the same order.
    CryptoDes,
    CryptoAes,
    CryptoKasumi,
    CryptoHash,
    CryptoMa,
    CryptoCrc,
    BusyDes,
    BusyAes,
    BusyKasumi,
    BusyHash,
    BusyMa,
    BusyCrc,
    // The streaming unit loads a crypto operation's operands and stores its result through
    // the PCX (KT sl 5 masks 01, 02).
    StreamLd,
    StreamSt,
}

/// Number of [`Ev`] kinds.
pub const EV_COUNT: usize = Ev::StreamSt as usize + 1;
const _: () = assert!(EV_COUNT <= 128, "the flags are a u128");

/// The crypto units in the order of their [`Ev`] flags and of `WorkloadSpec::crypto_units`.
pub const CRYPTO_OPS: [Ev; 6] = [
    Ev::CryptoDes,
    Ev::CryptoAes,
    Ev::CryptoKasumi,
    Ev::CryptoHash,
    Ev::CryptoMa,
    Ev::CryptoCrc,
];
pub const CRYPTO_BUSY: [Ev; 6] = [
    Ev::BusyDes,
    Ev::BusyAes,
    Ev::BusyKasumi,
    Ev::BusyHash,
    Ev::BusyMa,
    Ev::BusyCrc,
];

/// Cycles a crypto unit is busy with one operation, in the order of [`CRYPTO_OPS`]. The seeds
/// give no latencies; these are this model's choice, of the order of one block per operation:
/// a DES or Kasumi round set of 8 cycles, an AES block of 12, a 64-byte MD5/SHA block of 64, a
/// modular multiplication of 160, a CRC word of 4. A unit works on one operation at a time, so
/// that every operation is at least one busy cycle.
pub const CRYPTO_CYCLES: [u32; 6] = [8, 12, 8, 64, 160, 4];

impl Ev {
    pub const fn bit(self) -> u128 {
        1u128 << (self as u8)
    }
}

/// Machine-independent per-cycle counts (indexes into [`CycleRec::cnt`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Cnt {
    /// Instructions committed (retired) in this cycle, all classes.
    Retired,
    /// By class (T4 sl 3 masks): branches, FGU + crypto, loads, stores, SPR ring ops, other.
    Branch,
    FguCrypto,
    Load,
    Store,
    SprRing,
    Other,
    /// Subsets (T4 sl 4 masks): taken branches, `sethi %hi(fc000),%g0`, atomics, software
    /// prefetches, block loads and stores.
    TakenBranch,
    SwCount,
    Atomic,
    Prefetch,
    BlockLdSt,
    /// Micro-ops committed (block loads/stores are 8, most instructions 1: seed 000 footnote 12).
    MicroOps,
    /// Floating-point operations.
    FpOps,
}

/// Number of [`Cnt`] kinds.
pub const CNT_COUNT: usize = Cnt::FpOps as usize + 1;

/// The privilege phase of a cycle, relative to the thread's base mode: the workload's own code,
/// a system call (privileged), or a hypervisor trap (hyperprivileged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    Base = 0,
    Privileged = 1,
    Hyperprivileged = 2,
}

/// One cycle of a workload.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CycleRec {
    pub flags: u128,
    pub cnt: [u8; CNT_COUNT],
    /// [`Phase`] as a number (0, 1, 2).
    pub phase: u8,
    /// A DRAM transaction caused in this cycle: bit 7 valid, bit 6 write, bits 3:2 MCU, bits 1:0
    /// COU port; 0 for none.
    pub dram: u8,
}

impl CycleRec {
    pub fn has(&self, ev: Ev) -> bool {
        self.flags & ev.bit() != 0
    }

    pub fn count(&self, c: Cnt) -> u32 {
        u32::from(self.cnt[c as usize])
    }
}

/// Fractions of loads, stores or fetches that end at each level of the memory hierarchy.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Levels {
    /// Served by the L2 or L3 of this node (or a local cache-to-cache transfer).
    pub l2l3: f64,
    pub local_mem: f64,
    pub remote: f64,
}

impl Default for Levels {
    fn default() -> Self {
        Levels {
            l2l3: 0.0,
            local_mem: 0.0,
            remote: 0.0,
        }
    }
}

/// The Itanium knobs' values in the default workload. A description layers over "default", so
/// a knob it leaves out has this value; a description written out leaves out the knobs that
/// have it, which keeps descriptions written before the knobs existed byte for byte.
mod knob {
    #![allow(non_upper_case_globals)]
    macro_rules! knobs {
        ($($name:ident = $v:expr;)*) => {
            $(pub const $name: f64 = $v;)*
            pub mod is_default {
                $(pub fn $name(v: &f64) -> bool {
                    *v == super::$name
                })*
            }
        };
    }
    pub mod is_default_lines {
        pub fn lfetch_lines(v: &u32) -> bool {
            *v == 1
        }
    }
    knobs! {
        predicated_off = 0.08;
        fp_exceptions = 0.01;
        rse_traffic = 0.1;
        alat = 0.02;
        speculation = 0.02;
        serialize = 0.0002;
        uncacheable = 0.001;
        misaligned = 0.002;
        io = 0.0005;
        sharing = 0.05;
        other_core = 0.003;
        io_agents = 0.005;
        kernel_copy = 0.3;
        crypto = 0.0;
        store_remote_c2c = 0.0;
    }
    pub fn walk_levels(v: &[f64; 3]) -> bool {
        *v == WALK_LEVELS
    }
    /// Where a hardware tablewalk's reference hits: L2, L3, memory.
    pub const WALK_LEVELS: [f64; 3] = [0.7, 0.2, 0.1];
    pub fn crypto_units(v: &[f64; 6]) -> bool {
        *v == CRYPTO_UNITS
    }
    /// Crypto operations by unit (DES/3DES, AES, Kasumi, MD5/SHA, MA, CRC): a mix where the
    /// hashes and AES dominate, as in TLS.
    pub const CRYPTO_UNITS: [f64; 6] = [0.05, 0.35, 0.02, 0.3, 0.2, 0.08];
}

/// A workload description. All rates are probabilities in 0..=1; the JSON form is documented
/// in docs/scenarios.md.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct WorkloadSpec {
    pub name: String,
    pub description: String,
    /// Instruction mix: relative weights of the classes (need not sum to 1).
    pub branch: f64,
    pub fgu: f64,
    pub load: f64,
    pub store: f64,
    pub spr: f64,
    pub other: f64,
    /// Among "other": atomics, software prefetches, block loads/stores, software-count
    /// `sethi` instructions (fractions of all instructions).
    pub atomic: f64,
    pub prefetch: f64,
    pub block: f64,
    pub sw_count: f64,
    /// Fraction of FGU + crypto instructions that are next-to-commit crypto (MD5, SHA*, MPMUL).
    pub crypto_ntc: f64,
    /// Branch behaviour.
    pub taken: f64,
    pub mispredict: f64,
    /// Where L1 data cache load misses are served, as fractions of loads.
    pub load_miss: Levels,
    /// Where stores miss to, as fractions of stores (the rest hit the L2).
    pub store_miss: Levels,
    /// Instruction cache misses per committed instruction, by level.
    pub icache_miss: Levels,
    /// TLB misses per load/store (DTLB) and per instruction (ITLB); page size weights for
    /// fills: 8K, 64K, 4M, 256M, 2G, and the fraction of failed tablewalks.
    pub dtlb_miss: f64,
    pub itlb_miss: f64,
    pub page_sizes: [f64; 5],
    pub tlb_fill_trap: f64,
    /// Probability that an issuing cycle issues two instructions.
    pub dual_issue: f64,
    /// Privilege phases: every `syscall_every` cycles a system call of `syscall_len` cycles;
    /// every `hypervisor_every` cycles a hypervisor trap of `hypervisor_len` cycles (0 = never).
    pub syscall_every: u32,
    pub syscall_len: u32,
    pub hypervisor_every: u32,
    pub hypervisor_len: u32,
    /// What an Itanium 2 core adds (the SPARC engines ignore these). Per non-branch
    /// instruction: retired with a false predicate. Per floating-point operation: a
    /// floating-point event (a result flushed to zero, a SIR stall, a failed fchkf). Per call
    /// or return: the register stack engine spills or fills registers. Per load: an
    /// advanced-load check (chk.a, ld.c); a control-speculative load (ld.s). Per instruction: a
    /// serialisation (srlz).
    #[serde(skip_serializing_if = "knob::is_default::predicated_off")]
    pub predicated_off: f64,
    #[serde(skip_serializing_if = "knob::is_default::fp_exceptions")]
    pub fp_exceptions: f64,
    #[serde(skip_serializing_if = "knob::is_default::rse_traffic")]
    pub rse_traffic: f64,
    #[serde(skip_serializing_if = "knob::is_default::alat")]
    pub alat: f64,
    #[serde(skip_serializing_if = "knob::is_default::speculation")]
    pub speculation: f64,
    #[serde(skip_serializing_if = "knob::is_default::serialize")]
    pub serialize: f64,
    /// Per load or store: uncacheable; misaligned; an IA-32 IO port access.
    #[serde(skip_serializing_if = "knob::is_default::uncacheable")]
    pub uncacheable: f64,
    #[serde(skip_serializing_if = "knob::is_default::misaligned")]
    pub misaligned: f64,
    #[serde(skip_serializing_if = "knob::is_default::io")]
    pub io: f64,
    /// Per bus read of this core: another cache holds the line (a third of the time
    /// modified). Per cycle: a bus transaction of the processor's other core; of a non-CPU
    /// agent (DMA). Both snoop this core's caches.
    #[serde(skip_serializing_if = "knob::is_default::sharing")]
    pub sharing: f64,
    #[serde(skip_serializing_if = "knob::is_default::other_core")]
    pub other_core: f64,
    #[serde(skip_serializing_if = "knob::is_default::io_agents")]
    pub io_agents: f64,
    /// Per system call: the kernel copies a buffer between user and kernel space (a burst of
    /// memory reads, reads for ownership and writebacks on the bus).
    #[serde(skip_serializing_if = "knob::is_default::kernel_copy")]
    pub kernel_copy: f64,
    /// Lines a software prefetch (lfetch) brings in: a prefetch loop covers this many lines for
    /// each prefetch instruction the mix counts (at least 1).
    #[serde(skip_serializing_if = "knob::is_default_lines::lfetch_lines")]
    pub lfetch_lines: u32,
    /// What a SPARC core adds (the Itanium view ignores these). Per FGU + crypto instruction
    /// that is not next-to-commit: a crypto operation of the DES, AES, Kasumi or CRC unit (the
    /// next-to-commit ones, `crypto_ntc`, are MD5/SHA and MA operations). Relative weights of
    /// the operations by unit: DES/3DES, AES, Kasumi, MD5/SHA, MA, CRC.
    #[serde(skip_serializing_if = "knob::is_default::crypto")]
    pub crypto: f64,
    #[serde(skip_serializing_if = "knob::crypto_units")]
    pub crypto_units: [f64; 6],
    /// Per store: it takes the line from another die's L2 (a remote cache-to-cache transfer).
    #[serde(skip_serializing_if = "knob::is_default::store_remote_c2c")]
    pub store_remote_c2c: f64,
    /// Where a hardware tablewalk's reference hits, as relative weights: the L2, the L3 (or
    /// another L2), memory (T4 sl 10).
    #[serde(skip_serializing_if = "knob::walk_levels")]
    pub walk_levels: [f64; 3],
}

impl Default for WorkloadSpec {
    fn default() -> Self {
        builtin("default").unwrap_or_else(|| WorkloadSpec {
            name: String::new(),
            description: String::new(),
            branch: 0.0,
            fgu: 0.0,
            load: 0.0,
            store: 0.0,
            spr: 0.0,
            other: 1.0,
            atomic: 0.0,
            prefetch: 0.0,
            block: 0.0,
            sw_count: 0.0,
            crypto_ntc: 0.0,
            taken: 0.0,
            mispredict: 0.0,
            load_miss: Levels::default(),
            store_miss: Levels::default(),
            icache_miss: Levels::default(),
            dtlb_miss: 0.0,
            itlb_miss: 0.0,
            page_sizes: [1.0, 0.0, 0.0, 0.0, 0.0],
            tlb_fill_trap: 0.0,
            dual_issue: 0.0,
            syscall_every: 0,
            syscall_len: 0,
            hypervisor_every: 0,
            hypervisor_len: 0,
            predicated_off: 0.0,
            fp_exceptions: 0.0,
            rse_traffic: 0.0,
            alat: 0.0,
            speculation: 0.0,
            serialize: 0.0,
            uncacheable: 0.0,
            misaligned: 0.0,
            io: 0.0,
            sharing: 0.0,
            other_core: 0.0,
            io_agents: 0.0,
            kernel_copy: 0.0,
            lfetch_lines: 1,
            crypto: 0.0,
            crypto_units: knob::CRYPTO_UNITS,
            store_remote_c2c: 0.0,
            walk_levels: knob::WALK_LEVELS,
        })
    }
}

/// The names of the built-in workloads.
pub const BUILTINS: [&str; 6] = [
    "default",
    "stream",
    "pointer-chase",
    "branchy",
    "syscall",
    "crypto",
];

/// A built-in workload by name, or the error that names the one asked for.
pub fn named(name: &str) -> Result<WorkloadSpec, WorkloadError> {
    builtin(name).ok_or_else(|| WorkloadError::Unknown(name.to_string()))
}

/// A built-in workload by name.
pub fn builtin(name: &str) -> Option<WorkloadSpec> {
    let base = WorkloadSpec {
        name: "default".into(),
        description: "A balanced integer loop: 15% branches, 25% loads (5% miss L1), 10% stores, \
                      light FGU use, a system call every 4096 cycles and a hypervisor trap every 16384."
            .into(),
        branch: 0.15,
        fgu: 0.05,
        load: 0.25,
        store: 0.10,
        spr: 0.005,
        other: 0.445,
        atomic: 0.005,
        prefetch: 0.01,
        block: 0.002,
        sw_count: 0.002,
        crypto_ntc: 0.1,
        taken: 0.6,
        mispredict: 0.05,
        load_miss: Levels {
            l2l3: 0.04,
            local_mem: 0.008,
            remote: 0.002,
        },
        store_miss: Levels {
            l2l3: 0.05,
            local_mem: 0.01,
            remote: 0.002,
        },
        icache_miss: Levels {
            l2l3: 0.004,
            local_mem: 0.0005,
            remote: 0.0001,
        },
        dtlb_miss: 0.002,
        itlb_miss: 0.0005,
        page_sizes: [0.6, 0.2, 0.15, 0.04, 0.01],
        tlb_fill_trap: 0.02,
        dual_issue: 0.35,
        syscall_every: 4096,
        syscall_len: 600,
        hypervisor_every: 16384,
        hypervisor_len: 400,
        predicated_off: knob::predicated_off,
        fp_exceptions: knob::fp_exceptions,
        rse_traffic: knob::rse_traffic,
        alat: knob::alat,
        speculation: knob::speculation,
        serialize: knob::serialize,
        uncacheable: knob::uncacheable,
        misaligned: knob::misaligned,
        io: knob::io,
        sharing: knob::sharing,
        other_core: knob::other_core,
        io_agents: knob::io_agents,
        kernel_copy: knob::kernel_copy,
        lfetch_lines: 1,
        crypto: knob::crypto,
        crypto_units: knob::CRYPTO_UNITS,
        store_remote_c2c: knob::store_remote_c2c,
        walk_levels: knob::WALK_LEVELS,
    };
    let spec = match name {
        "default" => base,
        "stream" => WorkloadSpec {
            name: "stream".into(),
            description: "A streaming loop over a large array: loads and stores that miss to local \
                          memory, software prefetches and block loads, few branches."
                .into(),
            branch: 0.06,
            fgu: 0.20,
            load: 0.35,
            store: 0.20,
            other: 0.19,
            prefetch: 0.05,
            block: 0.02,
            load_miss: Levels {
                l2l3: 0.05,
                local_mem: 0.06,
                remote: 0.01,
            },
            store_miss: Levels {
                l2l3: 0.05,
                local_mem: 0.08,
                remote: 0.01,
            },
            mispredict: 0.01,
            taken: 0.9,
            syscall_every: 0,
            hypervisor_every: 0,
            fp_exceptions: 0.03,
            other_core: 0.03,
            io_agents: 0.03,
            lfetch_lines: 8,
            ..base
        },
        "pointer-chase" => WorkloadSpec {
            name: "pointer-chase".into(),
            description: "Walking a linked list larger than the caches: dependent loads, most of \
                          them missing to local or remote memory; low IPC; many DTLB misses."
                .into(),
            branch: 0.12,
            load: 0.40,
            store: 0.03,
            fgu: 0.0,
            other: 0.45,
            load_miss: Levels {
                l2l3: 0.15,
                local_mem: 0.20,
                remote: 0.05,
            },
            dtlb_miss: 0.05,
            dual_issue: 0.05,
            syscall_every: 0,
            hypervisor_every: 0,
            ..base
        },
        "branchy" => WorkloadSpec {
            name: "branchy".into(),
            description: "A branchy integer loop (an interpreter): 30% branches, 12% mispredicted, \
                          indirect jumps and returns; loads mostly hit."
                .into(),
            branch: 0.30,
            load: 0.22,
            store: 0.08,
            fgu: 0.0,
            other: 0.40,
            taken: 0.55,
            mispredict: 0.12,
            load_miss: Levels {
                l2l3: 0.01,
                local_mem: 0.001,
                remote: 0.0,
            },
            syscall_every: 0,
            hypervisor_every: 0,
            ..base
        },
        "syscall" => WorkloadSpec {
            name: "syscall".into(),
            description: "A system-call-heavy mix: short user bursts, system calls every 512 cycles, \
                          hypervisor traps every 2048, many SPR ring ops and atomics, ITLB misses to kernel text in \
                          large pages."
                .into(),
            spr: 0.03,
            atomic: 0.02,
            other: 0.395,
            // Kernel text is mapped by large pages, and the kernel's entry and exit miss the
            // ITLB often.
            itlb_miss: 0.002,
            page_sizes: [0.3, 0.1, 0.3, 0.2, 0.1],
            tlb_fill_trap: 0.05,
            syscall_every: 512,
            syscall_len: 256,
            hypervisor_every: 2048,
            hypervisor_len: 160,
            serialize: 0.001,
            uncacheable: 0.02,
            io: 0.002,
            io_agents: 0.01,
            kernel_copy: 0.05,
            ..base
        },
        "crypto" => WorkloadSpec {
            name: "crypto".into(),
            description: "A TLS-style bulk cipher and hash loop: 40% FGU + crypto instructions, \
                          most of them AES, SHA and modular-arithmetic operations that keep the \
                          crypto units busy, from kernel modules mapped by large pages, with \
                          system calls every 2048 cycles."
                .into(),
            branch: 0.08,
            fgu: 0.40,
            load: 0.22,
            store: 0.12,
            spr: 0.005,
            other: 0.175,
            crypto_ntc: 0.25,
            crypto: 0.5,
            mispredict: 0.02,
            store_remote_c2c: 0.005,
            dtlb_miss: 0.004,
            walk_levels: [0.3, 0.3, 0.4],
            page_sizes: [0.15, 0.1, 0.25, 0.25, 0.25],
            tlb_fill_trap: 0.2,
            itlb_miss: 0.001,
            icache_miss: Levels {
                l2l3: 0.006,
                local_mem: 0.001,
                remote: 0.0005,
            },
            syscall_every: 2048,
            syscall_len: 300,
            hypervisor_every: 8192,
            hypervisor_len: 200,
            ..base
        },
        _ => return None,
    };
    Some(spec)
}

/// Why a workload description is unusable.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum WorkloadError {
    #[error(
        "unknown workload '{0}'; built-in workloads are: default, stream, pointer-chase, branchy, syscall, crypto"
    )]
    Unknown(String),
    #[error("workload field '{field}' is {value}; it must be between 0 and 1")]
    NotAProbability { field: &'static str, value: f64 },
    #[error("workload field '{field}' is {value}; it must not be negative")]
    Negative { field: &'static str, value: f64 },
    #[error("workload: the instruction mix weights add up to 0")]
    EmptyMix,
    #[error("workload: {0}")]
    Json(String),
}

impl WorkloadSpec {
    /// Check every number, naming the first bad field.
    pub fn validate(&self) -> Result<(), WorkloadError> {
        let weights = [
            ("branch", self.branch),
            ("fgu", self.fgu),
            ("load", self.load),
            ("store", self.store),
            ("spr", self.spr),
            ("other", self.other),
        ];
        for (field, value) in weights {
            if !(value >= 0.0 && value.is_finite()) {
                return Err(WorkloadError::Negative { field, value });
            }
        }
        if weights.iter().map(|w| w.1).sum::<f64>() <= 0.0 {
            return Err(WorkloadError::EmptyMix);
        }
        let probs = [
            ("atomic", self.atomic),
            ("prefetch", self.prefetch),
            ("block", self.block),
            ("sw_count", self.sw_count),
            ("crypto_ntc", self.crypto_ntc),
            ("taken", self.taken),
            ("mispredict", self.mispredict),
            ("load_miss.l2l3", self.load_miss.l2l3),
            ("load_miss.local_mem", self.load_miss.local_mem),
            ("load_miss.remote", self.load_miss.remote),
            ("store_miss.l2l3", self.store_miss.l2l3),
            ("store_miss.local_mem", self.store_miss.local_mem),
            ("store_miss.remote", self.store_miss.remote),
            ("icache_miss.l2l3", self.icache_miss.l2l3),
            ("icache_miss.local_mem", self.icache_miss.local_mem),
            ("icache_miss.remote", self.icache_miss.remote),
            ("dtlb_miss", self.dtlb_miss),
            ("itlb_miss", self.itlb_miss),
            ("tlb_fill_trap", self.tlb_fill_trap),
            ("dual_issue", self.dual_issue),
            ("predicated_off", self.predicated_off),
            ("fp_exceptions", self.fp_exceptions),
            ("rse_traffic", self.rse_traffic),
            ("alat", self.alat),
            ("speculation", self.speculation),
            ("serialize", self.serialize),
            ("uncacheable", self.uncacheable),
            ("misaligned", self.misaligned),
            ("io", self.io),
            ("sharing", self.sharing),
            ("other_core", self.other_core),
            ("io_agents", self.io_agents),
            ("kernel_copy", self.kernel_copy),
            ("crypto", self.crypto),
            ("store_remote_c2c", self.store_remote_c2c),
        ];
        for (field, value) in probs {
            if !(0.0..=1.0).contains(&value) {
                return Err(WorkloadError::NotAProbability { field, value });
            }
        }
        for (i, value) in self.walk_levels.iter().enumerate() {
            if !(*value >= 0.0 && value.is_finite()) {
                const NAMES: [&str; 3] = ["walk_levels[0]", "walk_levels[1]", "walk_levels[2]"];
                return Err(WorkloadError::Negative {
                    field: NAMES[i],
                    value: *value,
                });
            }
        }
        for (i, value) in self.crypto_units.iter().enumerate() {
            if !(*value >= 0.0 && value.is_finite()) {
                const NAMES: [&str; 6] = [
                    "crypto_units[0]",
                    "crypto_units[1]",
                    "crypto_units[2]",
                    "crypto_units[3]",
                    "crypto_units[4]",
                    "crypto_units[5]",
                ];
                return Err(WorkloadError::Negative {
                    field: NAMES[i],
                    value: *value,
                });
            }
        }
        for (i, value) in self.page_sizes.iter().enumerate() {
            if !(*value >= 0.0 && value.is_finite()) {
                const NAMES: [&str; 5] = [
                    "page_sizes[0]",
                    "page_sizes[1]",
                    "page_sizes[2]",
                    "page_sizes[3]",
                    "page_sizes[4]",
                ];
                return Err(WorkloadError::Negative {
                    field: NAMES[i],
                    value: *value,
                });
            }
        }
        Ok(())
    }

    /// Parse a JSON description (a built-in name as a string, or an object of fields layered
    /// over "default"; `"base": "stream"` layers over another built-in).
    pub fn from_json(v: &serde_json::Value) -> Result<WorkloadSpec, WorkloadError> {
        match v {
            serde_json::Value::String(name) => named(name),
            serde_json::Value::Object(map) => {
                let mut merged = match map.get("base") {
                    Some(serde_json::Value::String(b)) => named(b)?,
                    Some(_) => {
                        return Err(WorkloadError::Json(
                            "'base' must be a built-in workload name".into(),
                        ))
                    }
                    None => named("default")?,
                };
                let mut base_json =
                    serde_json::to_value(&merged).map_err(|e| WorkloadError::Json(e.to_string()))?;
                if let serde_json::Value::Object(base_map) = &mut base_json {
                    for (k, val) in map {
                        if k == "base" {
                            continue;
                        }
                        base_map.insert(k.clone(), val.clone());
                    }
                }
                merged = serde_json::from_value(base_json).map_err(|e| WorkloadError::Json(e.to_string()))?;
                if !map.contains_key("name") {
                    merged.name = "custom".into();
                }
                merged.validate()?;
                Ok(merged)
            }
            _ => Err(WorkloadError::Json(
                "a workload is a built-in name or an object".into(),
            )),
        }
    }
}

/// SplitMix64: a small, fast, well-mixed deterministic generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform float in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    pub fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && self.unit() < p
    }

    /// An index chosen with the given weights (the last index if all are 0).
    pub fn pick(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        let mut x = self.unit() * total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len().saturating_sub(1)
    }
}

/// Latencies (in cycles) the generator uses to stall a strand; round numbers of the order the
/// seeds give for Montecito (seed 003 Table 2-9: L2 5-11, L3 14-21, memory ~180-225).
pub const LAT_L2L3: u32 = 20;
pub const LAT_LOCAL_MEM: u32 = 180;
pub const LAT_REMOTE: u32 = 300;
pub const LAT_MISPREDICT: u32 = 7;

/// One period of a workload for one hardware context, plus the branch records in it.
#[derive(Clone, Debug)]
pub struct Period {
    pub spec: WorkloadSpec,
    pub recs: Vec<CycleRec>,
    /// Branches in the period: (cycle, source address, target address, taken, mispredicted).
    pub branches: Vec<Branch>,
    /// Instructions committed in the period before each cycle (prefix sums of Retired), so
    /// that the instruction committed at a cycle has a stable address.
    pub retired_prefix: Vec<u64>,
}

/// One branch instruction of the workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Branch {
    pub cycle: u32,
    pub source: u64,
    pub target: u64,
    pub taken: bool,
    pub mispredicted: bool,
}

/// Where the workload's code starts (an address in the user text segment).
pub const CODE_BASE: u64 = 0x0000_0000_0010_0000;

impl Period {
    /// Generate the period of `spec` for hardware context `context` with `seed`.
    pub fn generate(spec: &WorkloadSpec, seed: u64, context: u32) -> Period {
        let mut rng = Rng::new(seed ^ (u64::from(context) + 1).wrapping_mul(0xd1b5_4a32_d192_ed03));
        let mut recs = vec![CycleRec::default(); PERIOD];
        let mut branches = Vec::new();
        let mut l3_returns = Vec::new();
        let mut stall: u32 = 0;
        let mut draining = false;
        let mut instr_index: u64 = 0;
        let mix = [spec.branch, spec.fgu, spec.load, spec.store, spec.spr, spec.other];
        for (c, rec) in recs.iter_mut().enumerate() {
            rec.phase = phase_at(spec, c as u32) as u8;
            if stall > 0 {
                stall -= 1;
                rec.flags |= Ev::Sel0Wait.bit() | Ev::Pick0.bit() | Ev::Fetch0.bit();
                if draining {
                    rec.flags |= Ev::SelPipeDrain.bit();
                } else if stall.is_multiple_of(3) {
                    rec.flags |= Ev::LbTagWait.bit();
                }
                if stall == 0 {
                    draining = false;
                }
                continue;
            }
            // Cycles where the strand was ready but another strand was selected.
            if rng.chance(0.08) {
                rec.flags |= Ev::Sel0Ready.bit() | Ev::Pick0.bit();
                continue;
            }
            let issue = if rng.chance(spec.dual_issue) { 2 } else { 1 };
            let mut issued = 0;
            for k in 0..issue {
                let class = rng.pick(&mix);
                let sub = rng.unit();
                // Next-to-commit instructions (SPR ring ops, atomics, the crypto ops of TABLE
                // 10-1 footnote 1) wait to be the oldest: they commit alone in their cycle, so
                // that "the instruction that overflowed" is never ambiguous.
                let ntc = match class {
                    1 => sub < spec.crypto_ntc,
                    4 => true,
                    5 => sub < spec.atomic,
                    _ => false,
                };
                if ntc && k == 1 {
                    break;
                }
                issued += 1;
                let pc = CODE_BASE + 4 * (instr_index % 4096);
                instr_index += 1;
                bump(rec, Cnt::Retired);
                bump(rec, Cnt::MicroOps);
                // Instruction fetch: an instruction cache miss stalls the strand.
                let ic = rng.unit();
                let ic_levels = &spec.icache_miss;
                if ic < ic_levels.l2l3 {
                    rec.flags |= Ev::IcMissL2L3.bit();
                    stall = stall.max(LAT_L2L3 / 2);
                } else if ic < ic_levels.l2l3 + ic_levels.local_mem {
                    rec.flags |= Ev::IcMissLocalMem.bit() | Ev::L3Miss.bit();
                    rec.dram = dram(&mut rng, false);
                    stall = stall.max(LAT_LOCAL_MEM);
                    l3_returns.push(c + LAT_LOCAL_MEM as usize);
                } else if ic < ic_levels.l2l3 + ic_levels.local_mem + ic_levels.remote {
                    rec.flags |= Ev::IcMissRemote.bit() | Ev::L3Miss.bit();
                    stall = stall.max(LAT_REMOTE);
                    l3_returns.push(c + LAT_REMOTE as usize);
                }
                if rng.chance(spec.itlb_miss) {
                    rec.flags |=
                        Ev::ItlbMiss.bit() | tlb_fill(&mut rng, spec, true) | hwtw(&mut rng, spec, true);
                }
                match class {
                    0 => {
                        bump(rec, Cnt::Branch);
                        let taken = rng.chance(spec.taken);
                        let mispredicted = rng.chance(spec.mispredict);
                        if taken {
                            bump(rec, Cnt::TakenBranch);
                        }
                        if mispredicted {
                            rec.flags |= match rng.pick(&[0.7, 0.1, 0.1, 0.1]) {
                                0 => Ev::BrDirMispred.bit(),
                                1 => Ev::BrTgtFar.bit(),
                                2 => Ev::BrTgtIndirect.bit(),
                                _ => Ev::BrTgtFar.bit() | Ev::BrTgtReturn.bit(),
                            };
                            stall = stall.max(LAT_MISPREDICT);
                            draining = true;
                        }
                        if taken && rng.chance(0.02) {
                            rec.flags |= Ev::BtcMiss.bit();
                        }
                        let offset = 4 * (rng.next_u64() % 512) as i64 - 1024;
                        let target = if taken {
                            pc.wrapping_add_signed(offset)
                        } else {
                            pc + 8
                        };
                        branches.push(Branch {
                            cycle: c as u32,
                            source: pc,
                            target,
                            taken,
                            mispredicted,
                        });
                    }
                    1 => {
                        bump(rec, Cnt::FguCrypto);
                        bump(rec, Cnt::FpOps);
                        if ntc {
                            rec.flags |= Ev::Ntc.bit();
                        }
                    }
                    2 => {
                        bump(rec, Cnt::Load);
                        let l = rng.unit();
                        let lm = &spec.load_miss;
                        if l < lm.l2l3 {
                            rec.flags |= Ev::DcMissL2L3.bit();
                            stall = stall.max(LAT_L2L3);
                        } else if l < lm.l2l3 + lm.local_mem {
                            rec.flags |= Ev::DcMissLocalMem.bit() | Ev::L3Miss.bit();
                            rec.dram = dram(&mut rng, false);
                            stall = stall.max(LAT_LOCAL_MEM);
                            l3_returns.push(c + LAT_LOCAL_MEM as usize);
                        } else if l < lm.l2l3 + lm.local_mem + lm.remote {
                            rec.flags |= Ev::DcMissRemote.bit() | Ev::L3Miss.bit();
                            stall = stall.max(LAT_REMOTE);
                            l3_returns.push(c + LAT_REMOTE as usize);
                        }
                        if rng.chance(spec.dtlb_miss) {
                            rec.flags |= tlb_fill(&mut rng, spec, false)
                                | hwtw(&mut rng, spec, false)
                                | Ev::DtlbMissTagWait.bit();
                        }
                        if rng.chance(0.01) {
                            rec.flags |= Ev::RawStoreBuffer.bit();
                        }
                    }
                    3 => {
                        bump(rec, Cnt::Store);
                        let s = rng.unit();
                        let sm = &spec.store_miss;
                        rec.flags |= if s < sm.l2l3 {
                            Ev::StL3Hit.bit()
                        } else if s < sm.l2l3 + sm.local_mem {
                            rec.dram = dram(&mut rng, true);
                            Ev::StLocalMem.bit()
                        } else if s < sm.l2l3 + sm.local_mem + sm.remote {
                            Ev::StRemoteMem.bit()
                        } else if s < sm.l2l3 + sm.local_mem + sm.remote + 0.01 {
                            Ev::StLocalC2c.bit()
                        } else if s < sm.l2l3 + sm.local_mem + sm.remote + 0.01 + spec.store_remote_c2c {
                            // No draw of its own: with the knob at 0 the records are as before.
                            Ev::StRemoteC2c.bit()
                        } else {
                            Ev::StL2Hit.bit()
                        };
                        if rng.chance(0.02) {
                            rec.flags |= Ev::SbTagWait.bit();
                        }
                        if rng.chance(spec.dtlb_miss) {
                            rec.flags |= tlb_fill(&mut rng, spec, false) | hwtw(&mut rng, spec, false);
                        }
                    }
                    4 => {
                        // SPR ring ops (WRPR, WRASR, ...) are next-to-commit (footnote 1).
                        bump(rec, Cnt::SprRing);
                        rec.flags |= Ev::Ntc.bit();
                    }
                    _ => {
                        bump(rec, Cnt::Other);
                        let o = sub;
                        let (a, p, b) = (spec.atomic, spec.prefetch, spec.block);
                        if o < a {
                            // Atomics (CASA, LDSTUB, SWAP) are next-to-commit and "other".
                            bump(rec, Cnt::Atomic);
                            rec.flags |= Ev::Ntc.bit();
                        } else if o < a + p {
                            bump(rec, Cnt::Prefetch);
                            rec.flags |= match rng.pick(&[0.5, 0.1, 0.2, 0.15, 0.03, 0.02]) {
                                0 => Ev::PfL2Hit.bit(),
                                1 => Ev::PfL2Drop.bit(),
                                2 => Ev::PfL3Hit.bit(),
                                3 => Ev::PfLocalMem.bit(),
                                4 => Ev::PfRemoteMem.bit(),
                                _ => Ev::PfL3Drop.bit(),
                            };
                            if rng.chance(0.2) {
                                rec.flags |= Ev::PfDropDcHit.bit();
                            }
                        } else if o < a + p + b {
                            bump(rec, Cnt::BlockLdSt);
                            // A block load or store is 8 micro-ops (footnote 12).
                            rec.cnt[Cnt::MicroOps as usize] += 7;
                        } else if o < a + p + b + spec.sw_count {
                            bump(rec, Cnt::SwCount);
                        }
                    }
                }
                if ntc {
                    break;
                }
            }
            rec.flags |= if issued == 2 {
                Ev::Sel2.bit() | Ev::Pick2.bit()
            } else {
                Ev::Sel1.bit() | Ev::Pick1.bit()
            };
            if rng.chance(0.01) {
                rec.flags |= if rng.chance(0.7) {
                    Ev::L2EvictClean.bit()
                } else {
                    Ev::L2EvictDirty.bit()
                };
            }
            if rng.chance(0.02) {
                rec.flags |= Ev::IbFull.bit();
            }
            if rng.chance(0.002) {
                rec.flags |= Ev::BtcTargetIncorrect.bit();
            }
            if rng.chance(0.01) {
                rec.flags |= Ev::RobTagWait.bit();
            }
        }
        // L3 data returns arrive a memory latency after the miss, wrapping into the next
        // period's beginning (which is this period's beginning).
        for r in l3_returns {
            recs[r % PERIOD].flags |= Ev::L3Return.bit();
        }
        detail(spec, seed, context, &mut recs);
        let mut retired_prefix = Vec::with_capacity(PERIOD + 1);
        let mut acc = 0u64;
        retired_prefix.push(0);
        for r in &recs {
            acc += u64::from(r.count(Cnt::Retired));
            retired_prefix.push(acc);
        }
        Period {
            spec: spec.clone(),
            recs,
            branches,
            retired_prefix,
        }
    }

    /// The address of the last instruction committed in absolute cycle `cycle` (if any).
    pub fn pc_at(&self, cycle: u64) -> Option<u64> {
        let i = (cycle % PERIOD as u64) as usize;
        let n = self.recs[i].count(Cnt::Retired);
        (n > 0).then(|| CODE_BASE + 4 * ((self.retired_prefix[i + 1] - 1) % 4096))
    }
}

/// The SPARC detail of a period, drawn from a random stream of its own (seeded from the same
/// seed and context), so that the records the first pass made, and the Itanium view built from
/// them, stay as they are: this pass only adds flags the Itanium view does not read, and turns
/// Pick-2 cycles that pick a block load's extra micro-ops into Pick-3 cycles. The seeds give
/// none of these rates; each is this model's choice, written where it is drawn.
fn detail(spec: &WorkloadSpec, seed: u64, context: u32, recs: &mut [CycleRec]) {
    let mut rng =
        Rng::new(seed ^ 0x5ba2_c0de_7a11_0001 ^ (u64::from(context) + 1).wrapping_mul(0x9fb2_1c65_1e98_df25));
    let any = |r: &CycleRec, evs: &[Ev]| evs.iter().any(|e| r.has(*e));
    let mut busy_end = [0usize; 6];
    let non_ntc_units = [0, 1, 2, 5];
    let ntc_units = [3, 4];
    for c in 0..recs.len() {
        let r = recs[c];
        let mut add = 0u128;
        // Pick-3: a cycle that picks two instructions, one of them a block load or store (8
        // micro-ops, footnote 12), picks three micro-ops.
        if r.has(Ev::Pick2) && r.count(Cnt::MicroOps) >= 3 {
            recs[c].flags &= !Ev::Pick2.bit();
            add |= Ev::Pick3.bit();
        }
        let committing = r.count(Cnt::Retired) > 0;
        // Microtag outcomes: an I-cache miss found its microtag hit with a ptag miss (an alias)
        // half of the time, else a microtag miss; of other fetches 0.3% miss the microtag but
        // hit the ptag, and 0.1% hit both tags in the wrong way.
        if any(&r, &[Ev::IcMissL2L3, Ev::IcMissLocalMem, Ev::IcMissRemote]) {
            add |= if rng.chance(0.5) {
                Ev::IcUtagHitPtagMiss.bit()
            } else {
                Ev::IcUtagMiss.bit()
            };
        } else if committing {
            let u = rng.unit();
            if u < 0.003 {
                add |= Ev::IcUtagMiss.bit() | Ev::IcUtagMissPtagHit.bit();
            } else if u < 0.004 {
                add |= Ev::IcUtagWayMismatch.bit();
            }
        }
        // A wait at Select that is not a pipe drain waits for a pick queue tag at Rename one
        // time in twenty.
        if r.has(Ev::Sel0Wait) && !r.has(Ev::SelPipeDrain) && rng.chance(0.05) {
            add |= Ev::PqTagWait.bit();
        }
        if r.count(Cnt::Load) > 0 {
            // The hardware prefetcher's prefetch for a load is dropped at a D-cache hit 2% of
            // the time.
            if rng.chance(0.02) {
                add |= Ev::HwPfDropDcHit.bit();
            }
            // RAW hits: a store buffer hit supersedes a store queue one (TABLE 10-2 sl 19).
            if !r.has(Ev::RawStoreBuffer) {
                let u = rng.unit();
                if u < 0.004 {
                    add |= Ev::RawPartialSb.bit();
                } else if u < 0.010 {
                    add |= Ev::RawFullSq.bit();
                } else if u < 0.012 {
                    add |= Ev::RawPartialSq.bit();
                }
            }
        }
        // A software prefetch not dropped at a D-cache hit finds the miss buffer full one time
        // in ten (counted only when another strand of the core competes).
        if r.count(Cnt::Prefetch) > 0 && !r.has(Ev::PfDropDcHit) && rng.chance(0.1) {
            add |= Ev::PfDropMbFull.bit();
        }
        if r.count(Cnt::Store) > 0 && rng.chance(0.02) {
            add |= Ev::SqTagWait.bit();
        }
        // The L2 is inclusive: an eviction invalidates the line in the I-cache 20% of the time
        // and in the D-cache 40%.
        if any(&r, &[Ev::L2EvictClean, Ev::L2EvictDirty]) {
            if rng.chance(0.2) {
                add |= Ev::IcEvictInval.bit();
            }
            if rng.chance(0.4) {
                add |= Ev::DcEvictInval.bit();
            }
        }
        // Another core's transaction (`other_core` per cycle) invalidates a D-cache line by
        // snoop with probability 0.3 and an I-cache line with probability 0.05.
        if rng.chance(spec.other_core) {
            if rng.chance(0.3) {
                add |= Ev::DcSnoopInval.bit();
            }
            if rng.chance(0.05) {
                add |= Ev::IcSnoopInval.bit();
            }
        }
        // L2 buffers: a miss to memory finds the fill buffer full 25% and the miss buffer full
        // 15% of the time; a dirty eviction the writeback buffer full 30%; any L2 access stalls
        // the L2 pipeline 3%.
        let to_memory = any(
            &r,
            &[
                Ev::DcMissLocalMem,
                Ev::DcMissRemote,
                Ev::IcMissLocalMem,
                Ev::IcMissRemote,
                Ev::PfLocalMem,
                Ev::PfRemoteMem,
                Ev::StLocalMem,
                Ev::StRemoteMem,
            ],
        );
        if to_memory {
            if rng.chance(0.25) {
                add |= Ev::L2FillBufFull.bit();
            }
            if rng.chance(0.15) {
                add |= Ev::L2MissBufFull.bit();
            }
        }
        if r.has(Ev::L2EvictDirty) && rng.chance(0.3) {
            add |= Ev::L2WbBufFull.bit();
        }
        let l2_access = to_memory
            || r.count(Cnt::Store) > 0
            || any(&r, &[Ev::DcMissL2L3, Ev::IcMissL2L3, Ev::PfL2Hit, Ev::PfL3Hit]);
        if l2_access && rng.chance(0.03) {
            add |= Ev::L2PipeStall.bit();
        }
        // Crypto operations: a next-to-commit FGU + crypto instruction (it commits alone in its
        // cycle) is an MD5/SHA or MA operation; another one is a DES, AES, Kasumi or CRC
        // operation with probability `crypto`.
        if r.count(Cnt::FguCrypto) > 0 {
            let w = &spec.crypto_units;
            let unit = if r.has(Ev::Ntc) {
                let ws = ntc_units.map(|u| w[u]);
                (ws.iter().sum::<f64>() > 0.0).then(|| ntc_units[rng.pick(&ws)])
            } else if rng.chance(spec.crypto) {
                let ws = non_ntc_units.map(|u| w[u]);
                (ws.iter().sum::<f64>() > 0.0).then(|| non_ntc_units[rng.pick(&ws)])
            } else {
                None
            };
            if let Some(u) = unit {
                // The unit takes the operation when it is free; one that would start past the
                // period's end is not issued (so that every operation has its busy cycles).
                let start = busy_end[u].max(c);
                if start < recs.len() {
                    let end = (start + CRYPTO_CYCLES[u] as usize).min(recs.len());
                    add |= CRYPTO_OPS[u].bit();
                    for rec in &mut recs[start..end] {
                        rec.flags |= CRYPTO_BUSY[u].bit();
                    }
                    recs[start].flags |= Ev::StreamLd.bit();
                    recs[end - 1].flags |= Ev::StreamSt.bit();
                    busy_end[u] = start + CRYPTO_CYCLES[u] as usize;
                }
            }
        }
        recs[c].flags |= add;
    }
}

fn bump(rec: &mut CycleRec, c: Cnt) {
    rec.cnt[c as usize] = rec.cnt[c as usize].saturating_add(1);
}

/// A DRAM transaction to a pseudo-random MCU and COU port.
fn dram(rng: &mut Rng, write: bool) -> u8 {
    let r = (rng.next_u64() & 0xf) as u8;
    0x80 | if write { 0x40 } else { 0 } | r
}

fn tlb_fill(rng: &mut Rng, spec: &WorkloadSpec, itlb: bool) -> u128 {
    if rng.chance(spec.tlb_fill_trap) {
        return if itlb {
            Ev::ItlbFillTrap.bit()
        } else {
            Ev::DtlbFillTrap.bit()
        };
    }
    let i = rng.pick(&spec.page_sizes);
    let i_evs = [
        Ev::ItlbFill8k,
        Ev::ItlbFill64k,
        Ev::ItlbFill4m,
        Ev::ItlbFill256m,
        Ev::ItlbFill2g,
    ];
    let d_evs = [
        Ev::DtlbFill8k,
        Ev::DtlbFill64k,
        Ev::DtlbFill4m,
        Ev::DtlbFill256m,
        Ev::DtlbFill2g,
    ];
    if itlb {
        i_evs[i].bit()
    } else {
        d_evs[i].bit()
    }
}

fn hwtw(rng: &mut Rng, spec: &WorkloadSpec, itlb: bool) -> u128 {
    // One draw whatever the weights, so that the knob changes no other draw.
    let level = rng.pick(&spec.walk_levels);
    let evs = if itlb {
        [Ev::ItlbHwtwL2, Ev::ItlbHwtwL3, Ev::ItlbHwtwMem]
    } else {
        [Ev::DtlbHwtwL2, Ev::DtlbHwtwL3, Ev::DtlbHwtwMem]
    };
    evs[level].bit()
}

/// The privilege phase of cycle `c` of the period.
pub fn phase_at(spec: &WorkloadSpec, c: u32) -> Phase {
    if spec.hypervisor_every > 0
        && c % spec.hypervisor_every >= spec.hypervisor_every - spec.hypervisor_len.min(spec.hypervisor_every)
    {
        return Phase::Hyperprivileged;
    }
    if spec.syscall_every > 0
        && c % spec.syscall_every >= spec.syscall_every - spec.syscall_len.min(spec.syscall_every)
    {
        return Phase::Privileged;
    }
    Phase::Base
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_is_deterministic_and_seed_dependent() {
        let spec = WorkloadSpec::default();
        let a = Period::generate(&spec, 1, 0);
        let b = Period::generate(&spec, 1, 0);
        let c = Period::generate(&spec, 2, 0);
        assert_eq!(a.recs, b.recs);
        assert_ne!(a.recs, c.recs);
        assert_ne!(a.recs, Period::generate(&spec, 1, 1).recs, "strands differ");
    }

    #[test]
    fn every_builtin_is_valid_and_produces_instructions() {
        for name in BUILTINS {
            let spec = builtin(name).expect("builtin");
            spec.validate().expect("valid");
            let p = Period::generate(&spec, 7, 0);
            let retired: u64 = p.retired_prefix[PERIOD];
            assert!(retired > PERIOD as u64 / 50, "{name}: {retired} instructions");
        }
    }

    #[test]
    fn json_descriptions_layer_over_builtins_and_name_bad_fields() {
        let v = serde_json::json!({"base": "stream", "mispredict": 0.5});
        let s = WorkloadSpec::from_json(&v).expect("valid");
        assert_eq!(s.mispredict, 0.5);
        assert_eq!(s.load, 0.35);
        let bad = serde_json::json!({"taken": 2.0});
        assert!(matches!(
            WorkloadSpec::from_json(&bad),
            Err(WorkloadError::NotAProbability { field: "taken", .. })
        ));
        let unknown = serde_json::json!({"bogus": 1});
        assert!(
            matches!(WorkloadSpec::from_json(&unknown), Err(WorkloadError::Json(m)) if m.contains("bogus"))
        );
        assert!(matches!(
            WorkloadSpec::from_json(&serde_json::json!("nope")),
            Err(WorkloadError::Unknown(_))
        ));
    }
}
