//! The options of `perf stat` and `perf record` as their sources define them, each with what it
//! does to the PMU: `stat_options` of `tools/perf/builtin-stat.c` as of Linux v5.4 and
//! `__record_options` of `tools/perf/builtin-record.c` as of v5.10 (torvalds/linux, read from
//! the public code index). perf's parse-options takes a long option or an unambiguous prefix of
//! one, `--no-NAME` for a flag, and stops at the first word that is not an option
//! (PARSE_OPT_STOP_AT_NON_OPTION): the workload.

use crate::interop::common::Kind;

/// Whether an option takes a value: none, a required one, or an optional one (`=value` only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    No,
    Required,
    Optional,
}

/// One option of a perf subcommand.
#[derive(Clone, Copy, Debug)]
pub struct PerfOption {
    pub short: Option<char>,
    pub long: &'static str,
    pub arg: Arg,
    pub kind: Kind,
    pub what: &'static str,
}

const fn o(short: Option<char>, long: &'static str, arg: Arg, kind: Kind, what: &'static str) -> PerfOption {
    PerfOption {
        short,
        long,
        arg,
        kind,
        what,
    }
}

use Arg::{No, Optional, Required};
use Kind::{NoRegister as N, Programs as P, Refused as R};

/// `perf stat`'s `stat_options` (v5.4).
pub static STAT: &[PerfOption] = &[
    o(Some('T'), "transaction", No, R, "hardware transaction statistics: needs Intel TSX events (cpu/cycles-t/, cpu/tx-start/), which the sparc cpu PMU does not have (perf: Cannot set up transaction events)"),
    o(Some('e'), "event", Required, P, "event selector"),
    o(None, "filter", Required, R, "an event filter: for a tracepoint (which programs no PMU register) or an address filter, which the sparc cpu PMU does not support (perf: This CPU does not support address filtering)"),
    o(Some('i'), "no-inherit", No, N, "child tasks do not inherit counters (attr.inherit)"),
    o(Some('p'), "pid", Required, N, "counts in an existing process instead of a command"),
    o(Some('t'), "tid", Required, N, "counts in an existing thread instead of a command"),
    o(Some('a'), "all-cpus", No, N, "counts on every CPU: each strand's PCRs are programmed alike (the import writes strand 0's)"),
    o(Some('g'), "group", No, P, "puts the events into one group, scheduled together (at most 4 hardware events)"),
    o(None, "scale", No, N, "scales counts of multiplexed events (--no-scale does not)"),
    o(Some('v'), "verbose", No, N, "prints more, such as why an event is not supported"),
    o(Some('r'), "repeat", Required, N, "repeats the command and prints averages"),
    o(None, "table", No, N, "prints each run's time with -r"),
    o(Some('n'), "null", No, N, "a null run: adds no default events"),
    o(Some('d'), "detailed", No, P, "adds L1-dcache-loads, L1-dcache-load-misses, LLC-loads and LLC-load-misses (-d -d and -d -d -d add more)"),
    o(Some('S'), "sync", No, N, "calls sync() before starting a run"),
    o(Some('B'), "big-num", No, N, "prints large numbers with thousands' separators"),
    o(Some('C'), "cpu", Required, N, "counts on these CPUs"),
    o(Some('A'), "no-aggr", No, N, "does not add up the CPUs' counts"),
    o(None, "no-merge", No, N, "does not merge identically named events"),
    o(Some('x'), "field-separator", Required, N, "prints counts with this separator"),
    o(Some('G'), "cgroup", Required, N, "counts in a cgroup only"),
    o(Some('o'), "output", Required, N, "writes the counts to a file"),
    o(None, "append", No, N, "appends to the output file"),
    o(None, "log-fd", Required, N, "writes the counts to a file descriptor"),
    o(None, "pre", Required, N, "a command to run before the measured one"),
    o(None, "post", Required, N, "a command to run after the measured one"),
    o(Some('I'), "interval-print", Required, N, "prints counts every so many milliseconds"),
    o(None, "interval-count", Required, N, "prints counts so many times"),
    o(None, "interval-clear", No, N, "clears the screen between intervals"),
    o(None, "timeout", Required, N, "stops the workload after so many milliseconds"),
    o(None, "per-socket", No, N, "adds counts up per socket"),
    o(None, "per-die", No, N, "adds counts up per die"),
    o(None, "per-core", No, N, "adds counts up per core"),
    o(None, "per-thread", No, N, "adds counts up per thread"),
    o(Some('D'), "delay", Required, N, "waits so many milliseconds before counting"),
    o(None, "metric-only", No, N, "prints only computed metrics"),
    o(None, "topdown", No, R, "top-down level 1 statistics: needs the topdown-* events of Intel's cpu PMU (perf: System does not support topdown)"),
    o(None, "smi-cost", No, R, "SMI cost: needs x86's msr/aperf/ and msr/smi/ and freeze_on_smi (perf: freeze_on_smi is not supported)"),
    o(Some('M'), "metrics", Required, R, "metrics or metric groups from perf's JSON tables, which have none for sparc (perf: Cannot find metric or group)"),
];

/// `perf record`'s `__record_options` (v5.10).
pub static RECORD: &[PerfOption] = &[
    o(Some('e'), "event", Required, P, "event selector"),
    o(None, "filter", Required, R, "an event filter: for a tracepoint (which programs no PMU register) or an address filter, which the sparc cpu PMU does not support (perf: This CPU does not support address filtering)"),
    o(None, "exclude-perf", No, N, "a tracepoint filter that drops perf's own events"),
    o(Some('p'), "pid", Required, N, "records an existing process instead of a command"),
    o(Some('t'), "tid", Required, N, "records an existing thread instead of a command"),
    o(Some('r'), "realtime", Required, N, "runs perf with this SCHED_FIFO priority"),
    o(None, "no-buffering", No, N, "writes samples unbuffered"),
    o(Some('R'), "raw-samples", No, N, "records raw sample records"),
    o(Some('a'), "all-cpus", No, N, "records on every CPU: each strand's PCRs are programmed alike (the import writes strand 0's)"),
    o(Some('C'), "cpu", Required, N, "records on these CPUs"),
    o(Some('c'), "count", Required, N, "samples every so many events: the kernel presets each PIC to minus the period (not imported)"),
    o(Some('o'), "output", Required, N, "writes samples to a file"),
    o(Some('i'), "no-inherit", No, N, "child tasks do not inherit counters (attr.inherit)"),
    o(None, "tail-synthesize", No, N, "synthesizes non-sample events at the end"),
    o(None, "overwrite", No, N, "uses overwrite mode for the ring buffer"),
    o(None, "no-bpf-event", No, N, "does not record BPF events"),
    o(None, "strict-freq", No, N, "fails if the frequency cannot be used"),
    o(Some('F'), "freq", Required, N, "samples at this frequency: the kernel adjusts each PIC's preset (not imported)"),
    o(Some('m'), "mmap-pages", Required, N, "sizes the ring buffer"),
    o(None, "mmap-flush", Required, N, "how much to take from the ring buffer at once"),
    o(None, "group", No, P, "puts the events into one group, scheduled together (at most 4 hardware events)"),
    o(Some('g'), "", No, N, "records call graphs"),
    o(None, "call-graph", Required, N, "records call graphs this way"),
    o(Some('v'), "verbose", No, N, "prints more"),
    o(Some('q'), "quiet", No, N, "prints nothing"),
    o(Some('s'), "stat", No, N, "per-thread counts"),
    o(Some('d'), "data", No, N, "records sample addresses"),
    o(None, "phys-data", No, N, "records sample physical addresses"),
    o(None, "sample-cpu", No, N, "records the sample's CPU"),
    o(Some('T'), "timestamp", No, N, "records sample timestamps"),
    o(Some('P'), "period", No, N, "records the sample period"),
    o(Some('n'), "no-samples", No, N, "does not sample"),
    o(Some('N'), "no-buildid-cache", No, N, "does not update the build-id cache"),
    o(Some('B'), "no-buildid", No, N, "does not collect build-ids"),
    o(Some('G'), "cgroup", Required, N, "records in a cgroup only"),
    o(Some('D'), "delay", Required, N, "waits so many milliseconds before recording"),
    o(None, "kcore", No, N, "copies /proc/kcore"),
    o(Some('u'), "uid", Required, N, "records a user's processes"),
    o(Some('b'), "branch-any", No, R, "samples taken branches: the sparc PMU has no branch stack (sparc_pmu_event_init: does not support taken branch sampling, -EOPNOTSUPP)"),
    o(Some('j'), "branch-filter", Required, R, "samples taken branches by type: the sparc PMU has no branch stack (sparc_pmu_event_init: -EOPNOTSUPP)"),
    o(Some('W'), "weight", No, N, "records sample weights"),
    o(None, "transaction", No, N, "records transaction flags"),
    o(None, "per-thread", No, N, "uses per-thread ring buffers"),
    o(Some('I'), "intr-regs", Optional, R, "samples machine registers on interrupt: perf has no register table for sparc (no arch perf_regs)"),
    o(None, "user-regs", Optional, R, "samples user registers: perf has no register table for sparc (no arch perf_regs)"),
    o(None, "running-time", No, N, "records running and enabled times"),
    o(Some('k'), "clockid", Required, N, "timestamps with this clock"),
    o(Some('S'), "snapshot", Optional, R, "AUX area snapshot mode: the sparc cpu PMU has no AUX area"),
    o(None, "aux-sample", Optional, R, "samples the AUX area: the sparc cpu PMU has no AUX area"),
    o(None, "proc-map-timeout", Required, N, "a timeout for reading /proc maps"),
    o(None, "namespaces", No, N, "records namespace events"),
    o(None, "all-cgroups", No, N, "records cgroup events"),
    o(None, "switch-events", No, N, "records context switch events"),
    o(None, "all-kernel", No, P, "makes every event count in kernel space only (exclude_user: PCR.ut clear)"),
    o(None, "all-user", No, P, "makes every event count in user space only (exclude_kernel: PCR.st clear)"),
    o(None, "kernel-callchains", No, N, "collects kernel call chains"),
    o(None, "user-callchains", No, N, "collects user call chains"),
    o(None, "clang-path", Required, N, "the clang that compiles BPF scriptlets"),
    o(None, "clang-opt", Required, N, "clang options for BPF scriptlets"),
    o(None, "vmlinux", Required, N, "the vmlinux file"),
    o(None, "buildid-all", No, N, "records every DSO's build-id"),
    o(None, "timestamp-filename", No, N, "appends a timestamp to the output file name"),
    o(None, "timestamp-boundary", No, N, "records the first and last sample times"),
    o(None, "switch-output", Optional, N, "switches the output file"),
    o(None, "switch-output-event", Required, N, "switches the output file on an event of a side band list"),
    o(None, "switch-max-files", Required, N, "keeps so many output files"),
    o(None, "dry-run", No, N, "parses the options and exits: nothing is programmed"),
    o(None, "aio", Optional, N, "writes asynchronously"),
    o(None, "affinity", Required, N, "the affinity of the reading thread"),
    o(Some('z'), "compression-level", Optional, N, "compresses the records"),
    o(None, "max-size", Required, N, "limits the output file's size"),
    o(None, "num-thread-synthesize", Required, N, "threads for event synthesis"),
    o(None, "pfm-events", Required, R, "events named by libpfm4, in a perf built with it; libpfm4's sparc support names the same PCR events, which this import takes as raw events"),
    o(None, "control", Required, N, "a control descriptor to enable and disable events"),
];
