//! SPARC KT register tables: the per-strand PCR and PIC (seed 001 section 2.1 on top of the
//! UltraSPARC T2 layout), the virtual L2 control register (seed 001 sections 2.3 and 3.0) and
//! the DRAM performance registers of each node (seed 001 sections 2.2 and 3.1).
//!
//! Seed 001 says only what KT adds, so the base PCR/PIC layout comes from public source code
//! that programs these registers: the Linux kernel (`arch/sparc/include/asm/pcr.h`,
//! repository torvalds/linux) and the Solaris kernel (`usr/src/uts/sun4v/sys/niagara2regs.h`
//! and `usr/src/uts/sun4v/pcbe/niagara2_pcbe.c`, repositories Arquivotheca/solaris11,
//! illumos/illumos-gate and alhazred/onarm). Seed 000 section 10.1 adds what the SPARC T4
//! manual says T4 changed relative to SPARC T3 (= KT): two counters, one PCR for both, ASR
//! access, a `pic_overflow` trap that sets SOFTINT{15}, and overflow skid.
//!
//! ```text
//! PCR (ASR 0x10), one per strand
//!  63       62      61      33   32          31   30   27 26     19  18   17   14 13     6
//! +-------+-------+----------+------------+----+-------+---------+----+-------+---------+
//! |holdov1|holdov0| reserved |sample_mode |ov1 |  sl1  |  mask1  |ov0 |  sl0  |  mask0  |
//! +-------+-------+----------+------------+----+-------+---------+----+-------+---------+
//!   5     4     3    2    1     0
//! +-----+-----+----+----+----+------+
//! |toe1 |toe0 | ht | ut | st | priv |
//! +-----+-----+----+----+----+------+
//!
//! PIC (ASR 0x11), one per strand
//!  63            32 31             0
//! +----------------+----------------+
//! |      pic1      |      pic0      |
//! +----------------+----------------+
//! ```

use crate::register::{bits, encs, field, rsv, rw, Access, Enc, Encodings, Field, Register, Scope};

const PCR_FIELDS: &[Field] = &[
    rw(
        "priv",
        bits!(0:0),
        "PIC access is privileged. When 1, non-privileged software that reads or \
         writes the PIC (RDASR/WRASR %asr17) takes a privileged_action trap, as \
         PCR.PRIV does on earlier UltraSPARC processors. Solaris sets it in the \
         value that stops counting; Linux sets it in its NMI-watchdog value.",
        "Linux arch/sparc/include/asm/pcr.h PCR_PIC_PRIV 0x00000001 'PIC access is \
         privileged' and arch/sparc/kernel/pcr.c PCR_N2_ENABLE; Solaris niagara2regs.h \
         CPC_PCR_PRIV_SHIFT 0 and niagara2_pcbe.c 'allstopped'; trap name: \
         UltraSPARC User's Manual appendix B.2, PCR.PRIV \
         (manualshive.com/en/manual/sun-microsystems/ultrasparc-i/1392485?page=334)",
    )
    .reset(0)
    .done(),
    rw(
        "st",
        bits!(1:1),
        "If 1, count events in privileged (supervisor) mode. Applies to both \
         counters: one PCR controls pic0 and pic1 (seed 000 section 10.1 item 2).",
        "Linux arch/sparc/include/asm/pcr.h PCR_STRACE 0x00000002 'Trace supervisor \
         events'; Solaris niagara2regs.h CPC_PCR_ST_SHIFT 1",
    )
    .reset(0)
    .done(),
    rw(
        "ut",
        bits!(2:2),
        "If 1, count events in user (non-privileged) mode. Applies to both counters.",
        "Linux arch/sparc/include/asm/pcr.h PCR_UTRACE 0x00000004 'Trace user events'; \
         Solaris niagara2regs.h CPC_PCR_UT_SHIFT 2",
    )
    .reset(0)
    .done(),
    rw(
        "ht",
        bits!(3:3),
        "If 1, count events in hyperprivileged mode. Applies to both counters. On \
         KT it may be set only in hyperprivileged mode: a privileged WRASR does not \
         change it, so privileged software that wants it writes the whole PCR \
         through KT_SET_PERFREG with PerfReg# 0, and the hypervisor may refuse \
         with ENOACCESS (Solaris and Linux both take that path only when ht is \
         wanted). The access kind shown is the hyperprivileged view: the table \
         schema has no per-privilege write rule, the simulator enforces it.",
        "seed 001 sections 2.1 and 3.0; bit 3: Linux arch/sparc/include/asm/pcr.h \
         PCR_N2_HTRACE 0x00000008 and arch/sparc/kernel/pcr.c n2_pcr_write; Solaris \
         niagara2regs.h CPC_PCR_HT_SHIFT 3 and niagara2_pcbe.c ('The ht bit in the \
         PCR is only writable in hyperprivileged mode')",
    )
    .reset(0)
    .done(),
    rw(
        "toe0",
        bits!(4:4),
        "Trap on overflow of pic0. With toe0 = 1 an overflow of pic0 (ov0 set) \
         raises the pic_overflow interrupt, which sets SOFTINT{15}; the trap is \
         taken some instructions after the event (skid). Solaris leaves toe \
         clear for L2_dmiss_ld as a workaround for hardware erratum 108.",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_TOE_OV0 0x00000010 'Trap if PIC 0 \
         overflows'; Solaris niagara2regs.h CPC_PCR_TOE0_SHIFT 4; trap behaviour: \
         seed 000 section 10.1 items 6 and 7 (what T4 changed from SPARC T3); erratum: \
         Solaris niagara2_pcbe.c ni2_pcbe_program",
    )
    .reset(0)
    .done(),
    rw(
        "toe1",
        bits!(5:5),
        "Trap on overflow of pic1, as toe0 for pic0.",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_TOE_OV1 0x00000020 'Trap if PIC 1 \
         overflows'; Solaris niagara2regs.h CPC_PCR_TOE1_SHIFT 5; seed 000 section 10.1",
    )
    .reset(0)
    .done(),
    rw(
        "mask0",
        bits!(13:6),
        "Event mask for pic0: chooses the sub-events of the group that sl0 \
         selects. Setting several bits counts the union (Solaris's Instr_cnt is \
         sl 2 with mask 0xfd).",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_MASK0 0x00003fc0, \
         PCR_N2_MASK0_SHIFT 6; Solaris niagara2regs.h CPC_PCR_PIC0_SHIFT 6 with the \
         12-bit event code sl:mask (CPC_PCR_PIC0_MASK 0xfff)",
    )
    .reset(0)
    .enc(Encodings::EventMask { select: "sl0" })
    .done(),
    rw(
        "sl0",
        bits!(17:14),
        "Event group select for pic0 (see the event catalogue).",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_SL0 0x0003c000, PCR_N2_SL0_SHIFT 14; \
         Solaris niagara2regs.h CPC_PCR_PIC0_SHIFT 6 (event code bits 11:8 = sl)",
    )
    .reset(0)
    .enc(Encodings::EventSelect)
    .done(),
    field(
        "ov0",
        bits!(18:18),
        Access::Sticky,
        "Set by hardware when pic0 wraps from 0xffffffff to 0; stays set until \
         software writes 0. Every PCR write also writes ov0, which is why Solaris \
         sets holdov0 in writes that must not disturb it. None of the T2-family \
         sources forbids writing 1 (unlike the T4, whose ov 'can never be written \
         to 1', seed 000 section 10.2), so a written 1 is taken to stick: this is \
         an inference from the code, not a documented rule.",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_OV0 0x00040000; Solaris \
         niagara2regs.h CPC_PCR_OV0_MASK 0x40000 and niagara2_pcbe.c \
         ni2_pcbe_overflow_bitmap",
    )
    .reset(0)
    .done(),
    rw(
        "mask1",
        bits!(26:19),
        "Event mask for pic1, as mask0 for pic0.",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_MASK1 0x07f80000, \
         PCR_N2_MASK1_SHIFT 19; Solaris niagara2regs.h CPC_PCR_PIC1_SHIFT 19",
    )
    .reset(0)
    .enc(Encodings::EventMask { select: "sl1" })
    .done(),
    rw(
        "sl1",
        bits!(30:27),
        "Event group select for pic1 (see the event catalogue).",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_SL1 0x78000000, PCR_N2_SL1_SHIFT 27; \
         Solaris niagara2regs.h CPC_PCR_PIC1_SHIFT 19",
    )
    .reset(0)
    .enc(Encodings::EventSelect)
    .done(),
    field(
        "ov1",
        bits!(31:31),
        Access::Sticky,
        "Set by hardware when pic1 wraps from 0xffffffff to 0, as ov0 for pic0. \
         (Solaris's CPC_PCR_OV1_SHIFT is 30, but that shift only moves the bit \
         to bit 1 of its overflow bitmap; the mask, like Linux's, is bit 31.)",
        "Linux arch/sparc/include/asm/pcr.h PCR_N2_OV1 0x80000000; Solaris \
         niagara2regs.h CPC_PCR_OV1_MASK 0x80000000",
    )
    .reset(0)
    .done(),
    rw(
        "sample_mode",
        bits!(32:32),
        "KT sample mode (seed 001: 'A new sample mode (bit-32 of PCR) is added'). \
         The seed does not say what it changes. Solaris sets it from the cpc \
         attribute 'sample', and when it finds ov set it treats a counter as \
         'just overflowed' only in 0xfffffffe..0xffffffff (-2..-1) in sample mode \
         instead of 0xfffffff0..0xffffffff (-16..-1): sample mode appears to \
         narrow the skid between an overflow and its trap. Applies to both \
         counters.",
        "seed 001 section 2.1; Solaris niagara2regs.h CPC_PCR_SAMPLE_MODE_SHIFT 32, \
         SAMPLE_PIC_IN_OV_RANGE and PIC_IN_OV_RANGE, and niagara2_pcbe.c (KT_IMPL \
         'sample' attribute)",
    )
    .reset(0)
    .done(),
    rsv(
        "reserved",
        bits!(61:33),
        "No public source defines these bits.",
        "Linux arch/sparc/include/asm/pcr.h and Solaris niagara2regs.h define no bit \
         here",
    )
    .reset(0)
    .done(),
    rw(
        "holdov0",
        bits!(62:62),
        "Hold ov0. Solaris sets it in every PCR write that must leave ov0 as it \
         is (stopping the counters, acknowledging the other counter's overflow) \
         and clears it only in the write that clears ov0, so a PCR write with \
         holdov0 = 1 is taken to leave ov0 unchanged. What the bit reads back as \
         is not documented in the sources found; it is modelled as a plain \
         read/write bit, and the hold effect belongs to the simulator.",
        "Solaris niagara2regs.h CPC_PCR_HOLDOV0_SHIFT 62 (also \
         CPC_NIAGARA2_PCR_HOLDOV0_SHIFT in alhazred/onarm) and niagara2_pcbe.c \
         'allstopped' and ni2_pcbe_overflow_bitmap",
    )
    .reset(0)
    .done(),
    rw(
        "holdov1",
        bits!(63:63),
        "Hold ov1, as holdov0 for ov0.",
        "Solaris niagara2regs.h CPC_PCR_HOLDOV1_SHIFT 63 and niagara2_pcbe.c",
    )
    .reset(0)
    .done(),
];

/// The Performance Control Register.
const PCR: Register = Register::new(
    "PCR",
    "SPARC Performance Instrumentation",
    "ASR 0x10 (%pcr)",
    Scope::Strand,
    PCR_FIELDS,
    "SPARC Performance Control Register, one per strand, read and written by \
     privileged code with RDASR/WRASR (seed 001 section 2.1). One PCR controls both \
     32-bit counters of the PIC: pic0 through sl0/mask0/toe0/ov0 and pic1 through \
     sl1/mask1/toe1/ov1, while priv, ut, st, ht and sample_mode apply to both. The \
     layout is the UltraSPARC T2 (Niagara-2) one, which seed 001 does not give: \
     bit positions from Linux pcr.h and Solaris niagara2regs.h, KT's sample mode \
     from seed 001. Those sources give no reset values; 0 is assumed, as for the \
     T4 PCR (seed 000 TABLE 10-1). Through KT_SET_PERFREG (PerfReg# 0) the \
     interface writes the entire register of the current strand (seed 001 \
     section 3.1).",
    "seed 001 sections 2.1 and 3.1; Linux arch/sparc/include/asm/pcr.h; Solaris \
     usr/src/uts/sun4v/sys/niagara2regs.h (KT_IMPL)",
)
.controlling("PIC");

const PIC_FIELDS: &[Field] = &[
    rw(
        "pic0",
        bits!(31:0),
        "Counter 0: counts the event that PCR.sl0/mask0 select. 32 bits; on the \
         transition from 0xffffffff to 0 it sets PCR.ov0.",
        "Solaris niagara2regs.h PIC0_MASK 'pic0 in bits 31:0'; Linux \
         arch/sparc/kernel/perf_event.c ('two performance counters, 32-bits each, \
         with overflow interrupts generated on transition from 0xffffffff to 0')",
    )
    .reset(0)
    .done(),
    rw(
        "pic1",
        bits!(63:32),
        "Counter 1: counts the event that PCR.sl1/mask1 select. 32 bits; on the \
         transition from 0xffffffff to 0 it sets PCR.ov1.",
        "Solaris niagara2regs.h PIC1_SHIFT 32; Linux arch/sparc/kernel/perf_event.c \
         sparc_default_read_pmc (the upper counter is bits 63:32)",
    )
    .reset(0)
    .done(),
];

/// The Performance Instrumentation Counter register.
const PIC: Register = Register::new(
    "PIC",
    "SPARC Performance Instrumentation",
    "ASR 0x11 (%pic)",
    Scope::Strand,
    PIC_FIELDS,
    "SPARC Performance Instrumentation Counter register, one per strand: two \
     32-bit counters in one 64-bit ASR (seed 001 section 2.1; seed 000 section \
     10.1 item 1 for T3's two counters). Privileged code may always read and write \
     it; non-privileged code only while PCR.priv = 0. Reset value assumed 0, as \
     for the T4 PIC (seed 000 TABLE 10-3).",
    "seed 001 section 2.1; Solaris usr/src/uts/sun4v/sys/niagara2regs.h PIC0_MASK, \
     PIC1_SHIFT",
);

/// The encodings of PERF_CONFIG. Seed 001 names the four choices but not their numbers.
const PERF_CONFIG_ENCODINGS: &[Enc] = encs![
    (
        0,
        "all",
        "All L2 misses are counted (the default mode, seed 001 section 3.0). \
         Numeric value assumed."
    ),
    (
        1,
        "local",
        "L2 misses serviced from local memory. Numeric value assumed."
    ),
    (
        2,
        "remote",
        "L2 misses serviced from remote memory. Numeric value assumed."
    ),
    (
        3,
        "cache-to-cache",
        "L2 misses serviced by cache-to-cache transfers. Numeric value assumed."
    ),
];

const L2_CONTROL_FIELDS: &[Field] = &[
    rw(
        "perf_config",
        bits!(1:0),
        "PERF_CONFIG: which L2 misses the L2 miss events (sl 3) count. ASSUMPTION: \
         seed 001 names four modes (all misses by default; misses serviced from \
         local memory, from remote memory, or by cache-to-cache transfers) but not \
         their numeric encodings, and no public source found gives them; this \
         model uses 0 = all, 1 = local, 2 = remote, 3 = cache-to-cache, with 0 as \
         the default. Writing it writes bits 37:36 of the L2 Control Register of \
         every L2 bank. Solaris accepts values up to 3 (L2_CTL_MASK) and writes \
         this register only for events whose sl is 3.",
        "seed 001 sections 2.3 and 3.0 (field and modes); numeric encodings are this \
         model's assumption; Solaris niagara2regs.h L2_CTL_MASK 0x3, SL3_MASK 0x300 \
         and niagara2_pcbe.c ni2_pcbe_configure",
    )
    .reset(0)
    .enc(Encodings::Closed(PERF_CONFIG_ENCODINGS))
    .done(),
    rsv(
        "reserved",
        bits!(63:2),
        "Only PERF_CONFIG is exposed through the virtual register; the real L2 \
         Control Register's other fields (address interleave ceiling mask, \
         nodeid, ...) are not accessible to privileged code.",
        "seed 001 sections 2.3 and 3.0",
    )
    .reset(0)
    .done(),
];

/// The virtualized L2 control register.
const L2_CONTROL_REG: Register = Register::new(
    "L2_CONTROL_REG",
    "L2 Control (CLC performance)",
    "virtual: PerfReg# 1 through KT_GET_PERFREG/KT_SET_PERFREG; real: bits 37:36 of \
     the L2 Control Register 0xA9.0000.0000 of every L2 bank",
    Scope::Shared,
    L2_CONTROL_FIELDS,
    "Virtualized L2 Control Register: a generic register whose bits 1:0 are the \
     PERF_CONFIG bits (37:36) of all L2 bank control registers, so that privileged \
     code can choose which L2 misses the SPARC counters count (CLC performance \
     counting) without access to the rest of the real register (seed 001 sections \
     2.3 and 3.0). PerfReg# 1, scope local: all L2 bank CRs (seed 001 section 3.1).",
    "seed 001 sections 2.3, 3.0 and 3.1",
);

/// DRAM select codes, taken from the SPARC T4's table as the closest documented relative.
const DRAM_SELECT_ENCODINGS: &[Enc] = encs![
    (0x0, "reads", "Read transactions from the counter's own port."),
    (0x1, "writes", "Write transactions from the counter's own port."),
    (
        0x2,
        "reads+writes",
        "Read and write transactions from the counter's own port."
    ),
    (
        0x3,
        "bank_busy_stalls",
        "+1 each cycle there are requests in the queue but none can issue because \
         of bank conflicts."
    ),
    (
        0x4,
        "read_queue_latency",
        "+n each cycle, n = read transactions in the queue."
    ),
    (
        0x5,
        "write_queue_latency",
        "+n each cycle, n = write transactions in the queue."
    ),
    (
        0x6,
        "queue_latency",
        "+n each cycle, n = transactions (reads and writes) in the queue."
    ),
    (
        0x7,
        "writeback_buffer_hits",
        "+1 each time a read is deferred because it conflicts with a queued write."
    ),
    (
        0x8,
        "all_reads",
        "All reads to both memory channels of the controller."
    ),
    (0x9, "write_starved", "Times a write starved."),
    (
        0xA,
        "all_writes",
        "All writes to both memory channels of the controller."
    ),
    (0xB, "channel0", "Reads and writes issued to memory channel 0."),
    (0xC, "channel1", "Reads and writes issued to memory channel 1."),
];

/// Why the DRAM layouts are borrowed, said once for every DRAM field.
const DRAM_ASSUMPTION: &str = "seed 000 TABLE 10-4..10-7 (SPARC T4), assumed for KT";

const DRAM_CTL_FIELDS: &[Field] = &[
    rsv(
        "reserved",
        bits!(63:16),
        "Reserved (initial value undefined on T4).",
        DRAM_ASSUMPTION,
    )
    .done(),
    rw(
        "sel3",
        bits!(15:12),
        "Select code for counter 3. Values 0xD-0xF are reserved.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_ENCODINGS))
    .done(),
    rw(
        "sel2",
        bits!(11:8),
        "Select code for counter 2. Values 0xD-0xF are reserved.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_ENCODINGS))
    .done(),
    rw(
        "sel1",
        bits!(7:4),
        "Select code for counter 1. Values 0xD-0xF are reserved. Solaris's KT \
         definitions pair this select (DRAM_PIC1_SEL_SHIFT 4) with the counter in \
         bits 62:32 (DRAM_PIC1_SHIFT 0x20), which seed 000 TABLE 10-5 calls \
         counter0: the pairing of selects and counters is unresolved.",
        "seed 000 TABLE 10-4 (SPARC T4), assumed for KT; Solaris niagara2regs.h \
         (KT_IMPL) DRAM_PIC1_SEL_SHIFT, DRAM_PIC1_SHIFT",
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_ENCODINGS))
    .done(),
    rw(
        "sel0",
        bits!(3:0),
        "Select code for counter 0. Values 0xD-0xF are reserved. Solaris's KT \
         definitions pair this select (DRAM_PIC0_SEL_SHIFT 0) with the counter in \
         bits 30:0 (DRAM_PIC0_SHIFT 0), which seed 000 TABLE 10-5 calls counter1: \
         the pairing of selects and counters is unresolved.",
        "seed 000 TABLE 10-4 (SPARC T4), assumed for KT; Solaris niagara2regs.h \
         (KT_IMPL) DRAM_PIC0_SEL_SHIFT, DRAM_PIC0_SHIFT",
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_ENCODINGS))
    .done(),
];

const DRAM_COUNT01_FIELDS: &[Field] = &[
    field(
        "sticky0",
        bits!(63:63),
        Access::Sticky,
        "Sticky overflow for counter 0.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .done(),
    rw(
        "counter0",
        bits!(62:32),
        "Performance counter 0, 31 bits (Solaris's KT mask is 0x7fffffff too).",
        "seed 000 TABLE 10-5 (SPARC T4), assumed for KT; Solaris niagara2regs.h \
         DRAM_PIC1_MASK 0x7fffffff",
    )
    .reset(0)
    .done(),
    field(
        "sticky1",
        bits!(31:31),
        Access::Sticky,
        "Sticky overflow for counter 1.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .done(),
    rw(
        "counter1",
        bits!(30:0),
        "Performance counter 1, 31 bits.",
        "seed 000 TABLE 10-5 (SPARC T4), assumed for KT; Solaris niagara2regs.h \
         DRAM_PIC0_MASK 0x7fffffff",
    )
    .reset(0)
    .done(),
];

const DRAM_COUNT23_FIELDS: &[Field] = &[
    field(
        "sticky3",
        bits!(63:63),
        Access::Sticky,
        "Sticky overflow for counter 3.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .done(),
    rw(
        "counter3",
        bits!(62:32),
        "Performance counter 3, 31 bits.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .done(),
    field(
        "sticky2",
        bits!(31:31),
        Access::Sticky,
        "Sticky overflow for counter 2.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .done(),
    rw(
        "counter2",
        bits!(30:0),
        "Performance counter 2, 31 bits.",
        DRAM_ASSUMPTION,
    )
    .reset(0)
    .done(),
];

/// The description shared by every DRAM register: it says which parts are assumed.
const DRAM_NOTE: &str = "Seed 001 gives the DRAM registers' addresses and PerfReg# numbers but \
                         not their layouts; ASSUMPTION: the layouts are those of the SPARC T4 \
                         DRAM registers (seed 000 TABLE 10-4..10-7), the closest documented \
                         relative. Only hyperprivileged code can access them; privileged code \
                         uses KT_GET_PERFREG/KT_SET_PERFREG (seed 001 sections 2.2 and 3.0). \
                         One per node, up to four nodes (seed 001 section 2.0).";

/// A DRAM control register of one memory controller.
const fn dram_ctl(name: &'static str, location: &'static str) -> Register {
    Register::new(
        name,
        "DRAM Performance Instrumentation",
        location,
        Scope::Node { count: 4 },
        DRAM_CTL_FIELDS,
        DRAM_NOTE,
        "seed 001 sections 2.2 and 3.1 (NODEi_MCUn_PCR); layout: seed 000 TABLE 10-4",
    )
}

/// A DRAM counter register holding two counters.
const fn dram_count(
    name: &'static str,
    location: &'static str,
    fields: &'static [Field],
    source: &'static str,
) -> Register {
    Register::new(
        name,
        "DRAM Performance Instrumentation",
        location,
        Scope::Node { count: 4 },
        fields,
        DRAM_NOTE,
        source,
    )
}

pub static REGISTERS: &[Register] = &[
    PCR,
    PIC,
    L2_CONTROL_REG,
    dram_ctl(
        "MCU0_PCR",
        "0x84.0000.0408 (node-local), DRAMi.0000.0408 (global); PerfReg# 2+i*6",
    ),
    dram_count(
        "MCU0_PIC01",
        "0x84.0000.0410 (node-local), DRAMi.0000.0410 (global); PerfReg# 3+i*6",
        DRAM_COUNT01_FIELDS,
        "seed 001 sections 2.2 and 3.1 (NODEi_MCU0_PIC01); layout: seed 000 TABLE 10-5",
    ),
    dram_count(
        "MCU0_PIC23",
        "0x84.0000.0418 (node-local), DRAMi.0000.0418 (global); PerfReg# 4+i*6",
        DRAM_COUNT23_FIELDS,
        "seed 001 sections 2.2 and 3.1 (NODEi_MCU0_PIC23); layout: seed 000 TABLE 10-6",
    ),
    dram_ctl(
        "MCU1_PCR",
        "0x84.0000.1408 (node-local), DRAMi.0000.1408 (global); PerfReg# 5+i*6",
    ),
    dram_count(
        "MCU1_PIC01",
        "0x84.0000.1410 (node-local), DRAMi.0000.1410 (global); PerfReg# 6+i*6",
        DRAM_COUNT01_FIELDS,
        "seed 001 sections 2.2 and 3.1 (NODEi_MCU1_PIC01); layout: seed 000 TABLE 10-5",
    ),
    dram_count(
        "MCU1_PIC23",
        "0x84.0000.1418 (node-local), DRAMi.0000.1418 (global); PerfReg# 7+i*6",
        DRAM_COUNT23_FIELDS,
        "seed 001 sections 2.2 and 3.1 (NODEi_MCU1_PIC23); layout: seed 000 TABLE 10-6",
    ),
];
