//! SPARC T4 register tables (seed 000, TABLE 10-1, 10-3, 10-4..10-7).
//!
//! Per strand: four Performance Control Registers and four Performance Instrumentation
//! Counters, each PCR driving the PIC of the same number (section 10.2). Per memory
//! controller (MCU): one DRAM performance control register and two counter registers that
//! hold two counters each (section 10.5).
//!
//! ```text
//! PCR0-3 (ASI 0x64, VA 0x00/0x08/0x10/0x18), TABLE 10-1
//!  63        19  18    17     16    15  11 10   5  4    3    2    1    0
//! +------------+-----+------+------+------+------+----+----+----+-----+----+
//! |  reserved  | ntc |picnht|picnpt|  sl  | mask | ht | st | ut | toe | ov |
//! +------------+-----+------+------+------+------+----+----+----+-----+----+
//!
//! PIC0-3 (ASI 0xB0, VA 0x00/0x08/0x10/0x18), TABLE 10-3
//!  63                32 31                 0
//! +--------------------+--------------------+
//! |      reserved      |      counter       |
//! +--------------------+--------------------+
//!
//! DRAM_PERF_CTL_REG (0xF804_0000_0408), TABLE 10-4
//!  63        16 15  12 11   8 7    4 3    0
//! +------------+------+------+------+------+
//! |  reserved  | sel3 | sel2 | sel1 | sel0 |
//! +------------+------+------+------+------+
//!
//! DRAM_PERF_COUNT01_REG (0xF804_0000_0410), TABLE 10-5; COUNT23 (…0418), TABLE 10-6
//!   63     62        32   31     30         0
//! +-------+------------+-------+------------+
//! |sticky0|  counter0  |sticky1|  counter1  |   (COUNT23: sticky3/counter3, sticky2/counter2)
//! +-------+------------+-------+------------+
//! ```

use crate::register::{bits, encs, field, rsv, rw, Access, Enc, Encodings, Field, Register, Scope};

/// The text of TABLE 10-1 footnote 1 (seed 000 line 67), which the `ntc` row cites. A macro
/// so that the same literal can be both a constant and part of the field description.
macro_rules! next_to_commit_footnote {
    () => {
        "The following instructions are next-to-commit instructions: MD5, SHA1, SHA256, \
         SHA512, MPMUL, MONTMUL, MONTSQR, loads and stores to I/O space, CAS{X}A, LDSTUB, \
         SWAP, WRHPR, WRASR, WRPR, RDHPR, RDPR, RDASR instructions, and any non-translating \
         load or store alternate instruction as defined in Table 9-3, \"SPARC T4 ASI Usage,\" \
         on page 76. When hardware takes a precise_performance_event trap on a next-to-commit \
         instruction, the instruction has already been executed. Therefore, trap handler \
         software should execute a DONE instruction; it must not execute a RETRY \
         instruction. Software can examine the ntc bit to determine whether to execute a \
         DONE or a RETRY instruction."
    };
}

/// The text of TABLE 10-1 footnote 2 (seed 000 line 68), which the `toe` row cites.
macro_rules! precise_trap_footnote {
    () => {
        "A precise_performance_event trap can not be generated in hyperprivileged mode \
         (HPSTATE.hpriv=1) or when monitoring hyperprivileged events (PCR.ht = 1). See \
         section 10.3 for more detail."
    };
}

/// TABLE 10-1 footnote 1: the next-to-commit instructions (seed 000 line 67). The UI shows
/// it with `PCR.ntc`.
pub const NEXT_TO_COMMIT_INSTRUCTIONS: &str = next_to_commit_footnote!();

/// TABLE 10-1 footnote 2: when a precise trap cannot happen (seed 000 line 68).
pub const PRECISE_TRAP_FOOTNOTE: &str = precise_trap_footnote!();

const T10_1: &str = "seed 000, TABLE 10-1";

/// The fields of every PCR; the four PCRs share one layout (TABLE 10-1).
const PCR_FIELDS: &[Field] = &[
    rsv(
        "reserved",
        bits!(63:19),
        "Reserved (TABLE 10-1 marks these bits RO).",
        "seed 000, TABLE 10-1, line 50",
    )
    .reset(0)
    .done(),
    field(
        "ntc",
        bits!(18:18),
        Access::ClearOnly,
        concat!(
            "Set to 1 when PIC wraps from 2^32 - 1 to 0 on a next-to-commit (ntc) \
             instruction. Once set, ntc remains set until reset by software. Hardware sets \
             ntc whenever it sets ov on a next-to-commit instruction. TABLE 10-1 marks it RW, \
             but section 10.2 says ntc and ov \"can be reset by software but can never be \
             written to 1\". Footnote 1: ",
            next_to_commit_footnote!()
        ),
        "seed 000, TABLE 10-1, line 51 and footnote 1 (line 67); section 10.2 (line 38)",
    )
    .reset(0)
    .done(),
    rw(
        "picnht",
        bits!(17:17),
        "PIC non-hyperprivileged trap. Privileged software can access the PIC \
         only if picnht = 0, otherwise a privileged_action trap occurs. \
         Non-privileged software can access PIC only when picnht = 0 and \
         picnpt = 0, otherwise a privileged_action trap occurs.",
        "seed 000, TABLE 10-1, line 52",
    )
    .reset(0)
    .done(),
    rw(
        "picnpt",
        bits!(16:16),
        "PIC non-privileged trap. Non-privileged software can access PIC only \
         when picnht = 0 and picnpt = 0, otherwise a privileged_action trap \
         occurs.",
        "seed 000, TABLE 10-1, line 53",
    )
    .reset(0)
    .done(),
    rw(
        "sl",
        bits!(15:11),
        "Selects one of 32 events to be counted for PIC as per TABLE 10-2. \
         sl 12-15 and 27 are Reserved. The seed lacks TABLE 10-2 (8 of 8): sl 28 \
         (Commit micro-ops) is known only from a programming note, and sl 29-31 \
         are not described.",
        "seed 000, TABLE 10-1, line 54; TABLE 10-2",
    )
    .reset(0)
    .enc(Encodings::EventSelect)
    .done(),
    rw(
        "mask",
        bits!(10:5),
        "Mask event for PIC as listed in TABLE 10-2. Setting multiple mask bits \
         at the same time can lead to multiple events being counted as one \
         event; some sl groups do not use all of the mask bits, and setting \
         unused mask bits has no effect.",
        "seed 000, TABLE 10-1, line 55; line 76",
    )
    .reset(0)
    .enc(Encodings::EventMask { select: "sl" })
    .done(),
    rw(
        "ht",
        bits!(4:4),
        "If ht = 1, count events in hyperprivileged mode; otherwise, ignore \
         hyperprivileged mode events.",
        "seed 000, TABLE 10-1, line 56",
    )
    .reset(0)
    .done(),
    rw(
        "st",
        bits!(3:3),
        "If st = 1, count events in privileged mode; otherwise, ignore \
         privileged mode events.",
        "seed 000, TABLE 10-1, line 57",
    )
    .reset(0)
    .done(),
    rw(
        "ut",
        bits!(2:2),
        "If ut = 1, count events in user mode; otherwise, ignore user mode \
         events.",
        "seed 000, TABLE 10-1, line 63",
    )
    .reset(0)
    .done(),
    rw(
        "toe",
        bits!(1:1),
        concat!(
            "Trap-on-Event: This field controls whether a precise trap \
             (precise_performance_event) or disrupting trap (disrupting_performance_event) to \
             hyperprivileged software occurs if the corresponding PIC counter overflows. \
             Hardware ANDs the value of toe with ov to produce a trap. Events in certain event \
             groups (those marked as Precise in TABLE 10-2) generate a precise \
             precise_performance_event trap, assuming that PCR.toe = 1 and PCR.ht = 0 - TPC \
             will contain the address of an instruction that generated the counter overflow \
             event. Events in other event groups are not directly related to the instruction \
             stream and an overflow for one of the asynchronous events generates a \
             disrupting_performance_event trap; therefore, the TPC may be some number of \
             instructions later than when the overflow event occurred. Footnote 2: ",
            precise_trap_footnote!()
        ),
        "seed 000, TABLE 10-1, line 64 and footnote 2 (line 68)",
    )
    .reset(0)
    .done(),
    field(
        "ov",
        bits!(0:0),
        Access::ClearOnly,
        "Set to 1 when PIC wraps from 2^32 - 1 to 0. Once set, ov remains set \
         until reset by software. TABLE 10-1 marks it RW, but section 10.2 says \
         ntc and ov \"can be reset by software but can never be written to 1\".",
        "seed 000, TABLE 10-1, line 65; section 10.2 (line 38)",
    )
    .reset(0)
    .done(),
];

/// The fields of every PIC (TABLE 10-3).
const PIC_FIELDS: &[Field] = &[
    rsv(
        "reserved",
        bits!(63:32),
        "Reserved. TABLE 10-3 marks these bits RW; they are modelled as reserved \
         because the PIC \"contains a single 32-bit counter field\" (section \
         10.3).",
        "seed 000, TABLE 10-3, line 293; section 10.3 (line 281)",
    )
    .reset(0)
    .done(),
    rw(
        "counter",
        bits!(31:0),
        "Programmable event counter, event controlled by PCR.sl.",
        "seed 000, TABLE 10-3, line 294",
    )
    .reset(0)
    .done(),
];

/// TABLE 10-7: the select codes of DRAM_PERF_CTL_REG.selN. 1101₂ and 111x₂ are Reserved,
/// so they are absent and decode reports them as unknown.
const DRAM_SELECT_CODES: &[Enc] = encs![
    (
        0b0000,
        "Read transactions",
        "Read transactions. The counter will count reads from its respective \
         COU port only."
    ),
    // "will counter writes" is the source's wording.
    (
        0b0001,
        "Write transactions",
        "Write transactions. The counter will counter writes from its respective \
         COU port only."
    ),
    (
        0b0010,
        "Read + write transactions",
        "Read + write transactions. The counter will count reads+writes from its \
         respective COU port only."
    ),
    (
        0b0011,
        "Bank busy stalls",
        "Bank busy stalls; incremented by 1 each cycle there are requests in the \
         queue, but none can issue because of bank conflicts"
    ),
    (
        0b0100,
        "Read queue latency",
        "Read queue latency; incremented by n each cycle, where n is the number \
         of read transactions in the queue."
    ),
    (
        0b0101,
        "Write queue latency",
        "Write queue latency; incremented by n each cycle, where n is the number \
         of write transactions in the queue"
    ),
    (
        0b0110,
        "(Read + Write) queue latency",
        "(Read + Write) queue latency; incremented by n each cycle, where n is \
         the number of transactions in the queue"
    ),
    (
        0b0111,
        "Writeback buffer hits",
        "Writeback buffer hits; incremented by 1 each time a read transaction is \
         deferred because it conflicts with a queued write transaction."
    ),
    (
        0b1000,
        "Combined count of all reads",
        "The combined count of all reads (from the four COU ports) to both the \
         memory channels, 0 and 1. This field results in each counter \
         independently counting the total read traffic to a memory controller."
    ),
    (0b1001, "Write starved", "The number of times a write starved."),
    (
        0b1010,
        "Combined count of all writes",
        "The combined count of all writes (from the four COU ports) to both the \
         memory channels, 0 and 1. This field results in each counter \
         independently counting the total write traffic to a memory controller."
    ),
    (
        0b1011,
        "Reads and writes to memory channel 0",
        "The number of reads and writes issued to memory channel 0. To get the \
         total number of memory transactions (reads and writes) in a memory \
         controller, Solaris must program one of its two counters with this \
         select field and its other counter with select value = C₁₆."
    ),
    (
        0b1100,
        "Reads and writes to memory channel 1",
        "The number of reads and writes issued to memory channel 1. To get the \
         total number of memory transactions (reads and writes) in a memory \
         controller, Solaris must program one of it's two counters with this \
         select value and it's other counter with select value = B₁₆."
    ),
];

const T10_4: &str = "seed 000, TABLE 10-4 and TABLE 10-7";

const DRAM_PERF_CTL_FIELDS: &[Field] = &[
    // TABLE 10-4 gives the initial value as X (undefined).
    rsv(
        "reserved",
        bits!(63:16),
        "Reserved (TABLE 10-4 marks these bits RO, initial value X).",
        "seed 000, TABLE 10-4, line 314",
    )
    .done(),
    rw(
        "sel3",
        bits!(15:12),
        "Select code for performance counter 3 which counts the events from cou1 \
         port1.",
        T10_4,
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_CODES))
    .done(),
    rw(
        "sel2",
        bits!(11:8),
        "Select code for performance counter 2 which counts the events from cou1 \
         port0.",
        T10_4,
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_CODES))
    .done(),
    rw(
        "sel1",
        bits!(7:4),
        "Select code for performance counter 1 which counts the events from cou0 \
         port1.",
        T10_4,
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_CODES))
    .done(),
    rw(
        "sel0",
        bits!(3:0),
        "Select code for performance counter 0 which counts the events from cou0 \
         port0.",
        T10_4,
    )
    .reset(0)
    .enc(Encodings::Closed(DRAM_SELECT_CODES))
    .done(),
];

const T10_5: &str = "seed 000, TABLE 10-5";

const DRAM_PERF_COUNT01_FIELDS: &[Field] = &[
    field(
        "sticky0",
        bits!(63:63),
        Access::Sticky,
        "Sticky overflow for counter 0.",
        T10_5,
    )
    .reset(0)
    .done(),
    rw("counter0", bits!(62:32), "Performance counter 0", T10_5)
        .reset(0)
        .done(),
    field(
        "sticky1",
        bits!(31:31),
        Access::Sticky,
        "Sticky overflow for counter 1.",
        T10_5,
    )
    .reset(0)
    .done(),
    rw("counter1", bits!(30:0), "Performance counter 1.", T10_5)
        .reset(0)
        .done(),
];

const T10_6: &str = "seed 000, TABLE 10-6";

const DRAM_PERF_COUNT23_FIELDS: &[Field] = &[
    field(
        "sticky3",
        bits!(63:63),
        Access::Sticky,
        "Sticky overflow for counter 3.",
        T10_6,
    )
    .reset(0)
    .done(),
    rw("counter3", bits!(62:32), "Performance counter 3.", T10_6)
        .reset(0)
        .done(),
    field(
        "sticky2",
        bits!(31:31),
        Access::Sticky,
        "Sticky overflow for counter 2.",
        T10_6,
    )
    .reset(0)
    .done(),
    rw("counter2", bits!(30:0), "Performance counter 2.", T10_6)
        .reset(0)
        .done(),
];

const PCR_GROUP: &str = "Performance Control Registers";
const PCR_DESCRIPTION: &str = "Hyperprivileged, read/write Performance Control register. Each \
                               PCR controls only its corresponding PIC. All bits except ntc and ov are always updated on a \
                               Performance Control register write. Changing a field in the PCR does not directly affect a \
                               PIC value.";
const PIC_GROUP: &str = "Performance Instrumentation Counters";
const PIC_DESCRIPTION: &str = "Performance Instrumentation Counter: a single 32-bit counter \
                               field that counts the event selected by PCR.sl. Access privilege is controlled by the \
                               settings of PCR.picnht and PCR.picnpt.";
const DRAM_GROUP: &str = "DRAM Performance Counters";

/// The DRAM registers repeat every 4096 bytes, once per MCU (TABLE 10-4..10-6 headers).
const MCU_STEP: u64 = 4096;

pub static REGISTERS: &[Register] = &[
    Register::new(
        "PCR0",
        PCR_GROUP,
        "ASI 0x64, VA 0x00",
        Scope::Strand,
        PCR_FIELDS,
        PCR_DESCRIPTION,
        T10_1,
    )
    .controlling("PIC0"),
    Register::new(
        "PCR1",
        PCR_GROUP,
        "ASI 0x64, VA 0x08",
        Scope::Strand,
        PCR_FIELDS,
        PCR_DESCRIPTION,
        T10_1,
    )
    .controlling("PIC1"),
    Register::new(
        "PCR2",
        PCR_GROUP,
        "ASI 0x64, VA 0x10",
        Scope::Strand,
        PCR_FIELDS,
        PCR_DESCRIPTION,
        T10_1,
    )
    .controlling("PIC2"),
    Register::new(
        "PCR3",
        PCR_GROUP,
        "ASI 0x64, VA 0x18",
        Scope::Strand,
        PCR_FIELDS,
        PCR_DESCRIPTION,
        T10_1,
    )
    .controlling("PIC3"),
    Register::new(
        "PIC0",
        PIC_GROUP,
        "ASI 0xB0, VA 0x00",
        Scope::Strand,
        PIC_FIELDS,
        PIC_DESCRIPTION,
        "seed 000, TABLE 10-3",
    ),
    Register::new(
        "PIC1",
        PIC_GROUP,
        "ASI 0xB0, VA 0x08",
        Scope::Strand,
        PIC_FIELDS,
        PIC_DESCRIPTION,
        "seed 000, TABLE 10-3",
    ),
    Register::new(
        "PIC2",
        PIC_GROUP,
        "ASI 0xB0, VA 0x10",
        Scope::Strand,
        PIC_FIELDS,
        PIC_DESCRIPTION,
        "seed 000, TABLE 10-3",
    ),
    Register::new(
        "PIC3",
        PIC_GROUP,
        "ASI 0xB0, VA 0x18",
        Scope::Strand,
        PIC_FIELDS,
        PIC_DESCRIPTION,
        "seed 000, TABLE 10-3",
    ),
    Register::new(
        "DRAM_PERF_CTL_REG",
        DRAM_GROUP,
        "0xF804_0000_0408",
        Scope::Mcu {
            count: 4,
            step: MCU_STEP,
        },
        DRAM_PERF_CTL_FIELDS,
        "DRAM Performance Control Register: allows independent control of the 4 \
         performance counters of the memory controller. Each counter counts for \
         its own COU port unless its select code says otherwise (TABLE 10-7).",
        "seed 000, TABLE 10-4; section 10.5",
    ),
    Register::new(
        "DRAM_PERF_COUNT01_REG",
        DRAM_GROUP,
        "0xF804_0000_0410",
        Scope::Mcu {
            count: 4,
            step: MCU_STEP,
        },
        DRAM_PERF_COUNT01_FIELDS,
        "DRAM Performance Counter 0 and 1 Register. Section 10.5 calls the \
         counters 32 bits each; TABLE 10-5 gives each a sticky overflow bit and \
         31 counter bits. Assigned to Solaris.",
        "seed 000, TABLE 10-5; section 10.5",
    ),
    // TABLE 10-6's header reads "Count 2 Step 4096" where TABLE 10-4 and 10-5 read
    // "Count 4"; the model keeps what is printed.
    Register::new(
        "DRAM_PERF_COUNT23_REG",
        DRAM_GROUP,
        "0xF804_0000_0418",
        Scope::Mcu {
            count: 2,
            step: MCU_STEP,
        },
        DRAM_PERF_COUNT23_FIELDS,
        "DRAM Performance Counter 2 and 3 Register. Section 10.5 calls the \
         counters 32 bits each; TABLE 10-6 gives each a sticky overflow bit and \
         31 counter bits. Assigned to the Power Management software, which can \
         count the two memory channels independently. The TABLE 10-6 header reads \
         \"Count 2 Step 4096\", unlike the \"Count 4\" of TABLE 10-4 and 10-5; it \
         is kept as printed.",
        "seed 000, TABLE 10-6; section 10.5",
    ),
];
