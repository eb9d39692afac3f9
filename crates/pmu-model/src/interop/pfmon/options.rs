//! pfmon's command line as its source defines it: the long options of pfmon 3.9
//! (`pfmon/pfmon.c`, `pfmon_common_options`), those the Montecito support registers
//! (`pfmon/pfmon_montecito.c`, `cmd_mont_options`, appended to the first by
//! `pfmon_register_options`), and the short options of `main`'s `getopt_long` call,
//! `"+0123kuvhe:Il::L::i:Vt:S:p:"`. Each entry says what the option does to the PMU: whether it
//! programs registers (the import follows it), changes nothing there (the import lists it as
//! not imported, with what it does), or is refused.
//!
//! The options of pfmon for other processors and of older pfmon versions are listed too, so
//! that a line written for them is refused with whose option it is rather than as unknown.
//!
//! The source: pfmon 3.9 (perfmon2 project, 2009), read from the public code index without a
//! repository of record; the option tables and `main` are quoted by name in each entry's use.

use crate::interop::common::Kind;

/// Whether a long option takes an argument: getopt's `no_argument`, `required_argument`,
/// `optional_argument` (0, 1, 2 in pfmon's tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    No,
    Required,
    Optional,
}

/// One long option of pfmon's table.
#[derive(Clone, Copy, Debug)]
pub struct LongOption {
    pub name: &'static str,
    pub arg: Arg,
    pub kind: Kind,
    /// What it does (for a note or a refusal).
    pub what: &'static str,
    /// Who acts on it when it programs no register.
    pub whose: &'static str,
}

const PFMON: &str = "pfmon";
const KERNEL: &str = "the perfmon2 kernel interface";

const fn opt(
    name: &'static str,
    arg: Arg,
    kind: Kind,
    what: &'static str,
    whose: &'static str,
) -> LongOption {
    LongOption {
        name,
        arg,
        kind,
        what,
        whose,
    }
}

const fn programs(name: &'static str, arg: Arg, what: &'static str) -> LongOption {
    opt(name, arg, Kind::Programs, what, "libpfm")
}

const fn note(name: &'static str, arg: Arg, what: &'static str) -> LongOption {
    opt(name, arg, Kind::NoRegister, what, PFMON)
}

const fn kernel(name: &'static str, arg: Arg, what: &'static str) -> LongOption {
    opt(name, arg, Kind::NoRegister, what, KERNEL)
}

const fn refused(name: &'static str, arg: Arg, what: &'static str) -> LongOption {
    opt(name, arg, Kind::Refused, what, PFMON)
}

use Arg::{No, Optional, Required};

/// `pfmon_common_options` followed by `cmd_mont_options`: the table getopt_long matches long
/// options and their unambiguous prefixes against, in its order.
pub static LONG: &[LongOption] = &[
    note("event-info", Required, "prints what pfmon knows of an event and exits: nothing is programmed"),
    note("show-events", Optional, "lists the events and exits: nothing is programmed"),
    programs("kernel-level", No, "adds privilege level 0 to the default privilege level mask (PMC.plm bit 0)"),
    programs("user-level", No, "adds privilege level 3 to the default privilege level mask (PMC.plm bit 3)"),
    programs("events", Required, "starts an event set with these events"),
    note("help", No, "prints the usage and exits: nothing is programmed"),
    note("version", No, "prints pfmon's version and exits: nothing is programmed"),
    note("outfile", Required, "writes the results to a file"),
    note("long-show-events", Optional, "lists the events with their unit masks and exits: nothing is programmed"),
    note("info", No, "prints the supported PMU models and exits: nothing is programmed"),
    note("smpl-entries", Required, "sizes the sampling buffer"),
    note("smpl-outfile", Required, "writes the samples to a file"),
    kernel("long-smpl-periods", Required, "sampling periods after an overflow notification: the counters' PMDs start at minus the period, and the kernel, not libpfm, sets their overflow interrupt"),
    kernel("short-smpl-periods", Required, "sampling periods: the counters' PMDs are reloaded with minus the period on overflow, and the kernel, not libpfm, sets their overflow interrupt"),
    refused("cpu-mask", Required, "pfmon 3.9 refuses it: --cpu-mask obsolete option, use --cpu-list instead"),
    note("session-timeout", Required, "ends a system-wide session after so many seconds"),
    refused("trigger-address", Required, "pfmon 3.9 refuses it: --trigger-address is obsolete, use --trigger-code-start-address instead"),
    programs("priv-levels", Required, "gives each event of the last set its own privilege level mask (any of 0123uk)"),
    note("symbol-file", Required, "reads symbols from this ELF file"),
    note("smpl-module", Required, "chooses the sampling output module"),
    note("smpl-module-info", Required, "describes a sampling module and exits: nothing is programmed"),
    note("sysmap-file", Required, "reads kernel symbols from a System.map file"),
    kernel("smpl-periods-random", Required, "randomizes the sampling periods (the kernel reloads the PMDs)"),
    note("trigger-code-start-addresses", Required, "starts monitoring when the code address executes (a breakpoint, not a PMU register)"),
    note("trigger-start-delay", Required, "starts monitoring after so many seconds"),
    note("attach-task", Required, "monitors a running task instead of a command"),
    note("follow-exec", Optional, "keeps monitoring across exec"),
    note("follow-exec-exclude", Optional, "keeps monitoring across exec except for matching commands"),
    note("trigger-code-stop-addresses", Required, "stops monitoring when the code address executes (a breakpoint, not a PMU register)"),
    note("cpu-list", Required, "chooses the CPUs of a system-wide session"),
    note("trigger-data-start-addresses", Required, "starts monitoring when the data address is accessed (a breakpoint, not a PMU register)"),
    note("trigger-data-stop-addresses", Required, "stops monitoring when the data address is accessed (a breakpoint, not a PMU register)"),
    note("print-interval", Required, "prints the counts every so many milliseconds"),
    kernel("switch-timeout", Required, "switches between event sets every so many milliseconds; only the first set is programmed at the start"),
    note("smpl-show-top", Required, "shows only the top entries of the profile"),
    kernel("extra-smpl-pmds", Required, "records more PMDs in each sample"),
    note("smpl-cum-threshold", Required, "shows profile entries up to this cumulative percentage"),
    kernel("reset-non-smpl-periods", Optional, "resets other PMDs on overflow"),
    note("verbose", No, "prints more, including libpfm's register values"),
    note("append", No, "appends to the output file"),
    kernel("overflow-block", No, "blocks the task while the sampling buffer is full"),
    programs("system-wide", No, "monitors the whole system: libpfm sets PMC.pm (PFMLIB_PFP_SYSTEMWIDE)"),
    note("debug", No, "prints pfmon's and libpfm's debugging output"),
    note("aggregate-results", No, "adds up the counts of the CPUs"),
    note("with-header", No, "prints a header before the results"),
    note("us-counter-format", No, "prints counts with commas"),
    note("eu-counter-format", No, "prints counts with points"),
    note("hex-counter-format", No, "prints counts in hexadecimal"),
    note("show-time", No, "prints the command's times"),
    note("check-events-only", No, "checks that the events can be programmed and exits: the registers are computed but never written"),
    note("smpl-print-counts", No, "prints the counts when sampling ends"),
    note("follow-fork", No, "keeps monitoring across fork"),
    note("follow-vfork", No, "keeps monitoring across vfork"),
    note("follow-pthread", No, "keeps monitoring across pthread_create"),
    note("follow-all", No, "keeps monitoring across fork, vfork, exec and pthread_create"),
    note("no-cmd-output", No, "sends the command's output to /dev/null"),
    note("trigger-code-repeat", No, "repeats the code triggers"),
    note("trigger-code-follow", No, "applies the code triggers to every monitored task"),
    note("trigger-data-repeat", No, "repeats the data triggers"),
    note("trigger-data-follow", No, "applies the data triggers to every monitored task"),
    note("trigger-data-ro", No, "triggers on data reads only"),
    note("trigger-data-wo", No, "triggers on data writes only"),
    note("restart-wait", No, "a debugging aid for blocking mode"),
    note("exec-split-results", No, "prints results per exec"),
    note("resolve-addresses", No, "resolves addresses to symbols in the output"),
    kernel("saturate-smpl-buffer", No, "stops sampling when the buffer is full"),
    note("dont-start", No, "does not start monitoring (the program starts it)"),
    note("pin-command", No, "pins the command to the CPUs of --cpu-list"),
    note("print-syms", No, "prints the symbol tables"),
    note("cpu-set-relative", No, "numbers CPUs within the task's cpu_set"),
    note("demangle-cpp", No, "demangles C++ symbols"),
    note("demangle-java", No, "demangles Java symbols"),
    note("smpl-per-function", No, "aggregates samples per function"),
    note("smpl-ignore-pids", No, "ignores pids in system-wide sampling"),
    note("smpl-eager-save", No, "saves sampling output when a session ends"),
    note("smpl-raw", No, "writes raw binary samples"),
    note("smpl-compact", No, "writes samples as rows and columns"),
    note("no-una-detect", No, "does not probe for registers the kernel keeps for itself"),
    // cmd_mont_options (pfmon_montecito.c)
    programs("event-thresholds", Required, "gives each event of the last set a threshold (PMC.threshold), below its maximum increment"),
    programs("opc-match32", Required, "programs the opcode matcher PMC32/PMC33 ([mifb]:match:mask)"),
    programs("opc-match34", Required, "programs the opcode matcher PMC34/PMC35 ([mifb]:match:mask)"),
    programs("checkpoint-func", Required, "counts only at one bundle: an instruction range of 16 bytes on IBR pairs, not in fine mode"),
    programs("irange", Required, "restricts the events to an instruction address range (IBR pairs, PMC38, PMC32.ig_ad, PMC41)"),
    programs("drange", Required, "restricts the events to a data address range (DBR pairs, PMC41)"),
    programs("etb-tm-tk", No, "ETB: captures taken branches only (PMC39.tm = 10)"),
    programs("etb-tm-ntk", No, "ETB: captures not-taken branches only (PMC39.tm = 01)"),
    programs("etb-ptm-correct", No, "ETB: captures branches whose target was predicted (PMC39.ptm = 10)"),
    programs("etb-ptm-incorrect", No, "ETB: captures branches whose target was mispredicted (PMC39.ptm = 01)"),
    programs("etb-ppm-correct", No, "ETB: captures branches whose path was predicted (PMC39.ppm = 10)"),
    programs("etb-ppm-incorrect", No, "ETB: captures branches whose path was mispredicted (PMC39.ppm = 01)"),
    programs("etb-brt-iprel", No, "ETB: captures IP-relative branches only (PMC39.brt = 01)"),
    programs("etb-brt-ret", No, "ETB: captures return branches only (PMC39.brt = 10)"),
    programs("etb-brt-ind", No, "ETB: captures non-return indirect branches only (PMC39.brt = 11)"),
    kernel("excl-intr", No, "excludes interrupt-triggered execution from a system-wide session (an event set flag of the kernel)"),
    kernel("intr-only", No, "counts only interrupt-triggered execution in a system-wide session (an event set flag of the kernel)"),
    kernel("exclude-idle", No, "stops monitoring in the idle loop (an event set flag of the kernel)"),
    programs("inverse-irange", No, "inverts the instruction range (PMC32.inv)"),
    note("no-qual-check", No, "skips the checks that each event supports the range and opcode qualifiers; the import skips them too"),
    kernel("insecure", No, "lets the monitored task use rum/sum to start and stop monitoring (PSR.up)"),
    programs("irange-demand-fetch", No, "with --irange, qualifies the dual prefetch events by demand fetches (IBRP0)"),
    programs("irange-prefetch-match", No, "with --irange, qualifies the dual prefetch events by regular prefetches (IBRP1)"),
];

/// One short option of `"+0123kuvhe:Il::L::i:Vt:S:p:"`, and the long option (or the one
/// action) `main`'s switch treats it as.
#[derive(Clone, Copy, Debug)]
pub struct ShortOption {
    pub letter: char,
    pub arg: Arg,
    /// The long option it is (`-k` is `--kernel-level`), or a name of its own.
    pub long: &'static str,
}

const fn short(letter: char, arg: Arg, long: &'static str) -> ShortOption {
    ShortOption { letter, arg, long }
}

pub static SHORT: &[ShortOption] = &[
    short('0', No, "kernel-level"),
    short('1', No, "-1"),
    short('2', No, "-2"),
    short('3', No, "user-level"),
    short('k', No, "kernel-level"),
    short('u', No, "user-level"),
    short('v', No, "verbose"),
    short('h', No, "help"),
    short('e', Required, "events"),
    short('I', No, "info"),
    short('l', Optional, "show-events"),
    short('L', Optional, "long-show-events"),
    short('i', Required, "event-info"),
    short('V', No, "version"),
    short('t', Required, "session-timeout"),
    short('S', Required, "smpl-module-info"),
    short('p', Required, "attach-task"),
];

/// `-1` and `-2`, which have no long option.
pub static PLM_ONLY: &[LongOption] = &[
    programs(
        "-1",
        No,
        "adds privilege level 1 to the default privilege level mask (PMC.plm bit 1)",
    ),
    programs(
        "-2",
        No,
        "adds privilege level 2 to the default privilege level mask (PMC.plm bit 2)",
    ),
];

/// Options of pfmon for other Itanium processors and of older pfmon versions, which pfmon
/// 3.9 on Montecito does not have: a line that uses them was written for another machine or
/// version. From pfmon's `pfmon_itanium.c` (`cmd_ita_options`), `pfmon_itanium2.c`
/// (`cmd_ita2_options`) and pfmon 1.x's `cmd_options`.
pub static ELSEWHERE: &[(&str, &str)] = &[
    ("opc-match8", "an Itanium and Itanium 2 option (PMC8); Montecito's opcode matchers are --opc-match32 and --opc-match34"),
    ("opc-match9", "an Itanium and Itanium 2 option (PMC9); Montecito's opcode matchers are --opc-match32 and --opc-match34"),
    ("btb-all-mispredicted", "an Itanium and Itanium 2 option (the branch trace buffer, PMC12); Montecito's is the ETB (--etb-*)"),
    ("insn-sets", "an Itanium and Itanium 2 option (IA-32/IA-64 instruction sets per event); on Montecito libpfm forces ism to IA-64"),
    ("ia32", "an Itanium and Itanium 2 option (count IA-32 execution); on Montecito libpfm forces ism to IA-64"),
    ("ia64", "an Itanium and Itanium 2 option (count IA-64 execution); on Montecito libpfm forces ism to IA-64 anyway"),
    ("btb-ds-pred", "an Itanium 2 option (PMC12.ds); Montecito's ETB data selector is reserved at 1 and libpfm sets it to 0"),
    ("btb-tm-tk", "an Itanium and Itanium 2 option (PMC12); on Montecito it is --etb-tm-tk"),
    ("btb-tm-ntk", "an Itanium and Itanium 2 option (PMC12); on Montecito it is --etb-tm-ntk"),
    ("btb-ptm-correct", "an Itanium and Itanium 2 option (PMC12); on Montecito it is --etb-ptm-correct"),
    ("btb-ptm-incorrect", "an Itanium and Itanium 2 option (PMC12); on Montecito it is --etb-ptm-incorrect"),
    ("btb-ppm-correct", "an Itanium and Itanium 2 option (PMC12); on Montecito it is --etb-ppm-correct"),
    ("btb-ppm-incorrect", "an Itanium and Itanium 2 option (PMC12); on Montecito it is --etb-ppm-incorrect"),
    ("btb-brt-iprel", "an Itanium 2 option (PMC12); on Montecito it is --etb-brt-iprel"),
    ("btb-brt-ret", "an Itanium 2 option (PMC12); on Montecito it is --etb-brt-ret"),
    ("btb-brt-ind", "an Itanium 2 option (PMC12); on Montecito it is --etb-brt-ind"),
    ("btb-no-tar", "an Itanium option (PMC12.tar)"),
    ("btb-no-bac", "an Itanium option (PMC12.bac)"),
    ("btb-no-tac", "an Itanium option (PMC12.tac)"),
    ("show-event-list", "a pfmon 1.x option; pfmon 3.9 has --show-events"),
    ("dear-smpl-rate", "a pfmon 1.x option; pfmon 3.9 samples with --short-smpl-periods on a D-EAR event"),
    ("iear-smpl-rate", "a pfmon 1.x option; pfmon 3.9 samples with --short-smpl-periods on an I-EAR event"),
    ("btb-smpl-rate", "a pfmon 1.x option; pfmon 3.9 samples with --short-smpl-periods on ETB_EVENT"),
    ("dear-ovfl-rate", "a pfmon 1.x option"),
    ("iear-ovfl-rate", "a pfmon 1.x option"),
    ("btb-ovfl-rate", "a pfmon 1.x option"),
    ("smpl-file", "a pfmon 1.x option; pfmon 3.9 has --smpl-outfile"),
    ("raw-trace-file", "a pfmon 1.x option"),
    ("overflow-noblock", "a pfmon 1.x option; pfmon 3.9 blocks only with --overflow-block"),
    ("smpl-output-format", "a pfmon 3.0 option; pfmon 3.9 has --smpl-module"),
    ("smpl-output-info", "a pfmon 3.0 option; pfmon 3.9 has --smpl-module-info"),
    ("trigger-start-address", "a pfmon 3.0 option; pfmon 3.9 has --trigger-code-start-addresses"),
];
