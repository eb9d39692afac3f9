//! Linux perf command lines and event lists on the SPARC T4: perf's own grammar (`events.rs`,
//! `options.rs`) and what the sparc kernel does with each event (`kernel.rs`).
//!
//! - `perf stat` and `perf record` read their options as perf's parse-options does (a long
//!   option or an unambiguous prefix of one, `--no-NAME`, short options clustered) and stop at
//!   the first word that is not an option: the workload. A bare event list is read as `perf
//!   stat -e LIST` reads it.
//! - With no event, `perf stat` counts its defaults (`add_default_attributes`, v5.4: task-clock,
//!   context-switches, cpu-migrations, page-faults, cycles, then instructions, branches,
//!   branch-misses; stalled-cycles-frontend and -backend only where the cpu PMU lists them in
//!   sysfs, which sparc's does not), `-d` adds cache events; `perf record` counts cycles.
//! - An event the kernel refuses (a hardware config past `max_events`, a cache entry marked
//!   CACHE_OP_UNSUPPORTED or CACHE_OP_NONSENSE, a breakpoint, a PMU sparc lacks) is one `perf
//!   stat` prints as `<not supported>` and goes on: it is listed as not imported with the
//!   kernel's reason. `perf record` stops there: the import is refused.
//! - Scheduling (`ctx_pinned_sched_in`, then `ctx_flexible_sched_in`, with the T4's four PICs):
//!   groups in order, pinned ones (`:D`) first, until one does not fit; the events that do not
//!   fit wait for the kernel to rotate them in (multiplexing) and are listed as not imported.
//!   The n-th event scheduled counts on PIC n (`sparc_check_constraints`).
//! - Each PCR: `encoding << 5 | toe | ut (unless the user level is excluded) | st (unless the
//!   kernel is)`, as `calculate_multiple_pcrs` and `sparc_pmu_event_init` build it.

mod events;
mod kernel;
mod options;

use events::{Event, Source};
use options::{Arg, PerfOption, RECORD, STAT};

use super::common::{
    set, slots, words, Format, GrammarEntry, Imported, InteropError, Kind, NotImported, RegWrite,
};
use crate::event::Tool;
use crate::machine::Machine;

/// The widest encoding that fits sl and mask (`event_mask` 0x7ff).
const EVENT_MASK: u64 = 0x7ff;

/// Which perf command reads the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    Stat,
    Record,
}

/// What the options ask for.
#[derive(Default)]
struct Line {
    lists: Vec<String>,
    group: bool,
    detailed: usize,
    null: bool,
    all_user: bool,
    all_kernel: bool,
    workload: Vec<String>,
    not_imported: Vec<NotImported>,
    exits: Option<String>,
    /// A target other than a command: -a, -p, -t, -C (record also -u).
    target: bool,
}

fn bad(part: impl Into<String>, message: impl Into<String>) -> InteropError {
    InteropError::bad(part, message)
}

/// perf's parse-options over one subcommand's table, stopping at the first non-option.
fn read(argv: &[String], table: &'static [PerfOption], command: Command) -> Result<Line, InteropError> {
    let mut line = Line::default();
    let name = match command {
        Command::Stat => "perf stat",
        Command::Record => "perf record",
    };
    let mut i = 0;
    let mut occurrences: Vec<(&'static PerfOption, Option<String>, String, bool)> = Vec::new();
    while i < argv.len() {
        let a = &argv[i];
        if a == "--" {
            i += 1;
            break;
        }
        if let Some(body) = a.strip_prefix("--") {
            let (key, inline) = match body.split_once('=') {
                Some((k, v)) => (k, Some(v.to_string())),
                None => (body, None),
            };
            let exact = table.iter().find(|o| !o.long.is_empty() && o.long == key);
            let (option, negated) = match exact {
                Some(o) => (o, false),
                None => {
                    let negated = key.strip_prefix("no-");
                    let by_neg = negated.and_then(|k| table.iter().find(|o| o.long == k && o.arg == Arg::No));
                    match by_neg {
                        Some(o) => (o, true),
                        None => {
                            let candidates: Vec<&'static PerfOption> = table
                                .iter()
                                .filter(|o| !o.long.is_empty() && o.long.starts_with(key))
                                .collect();
                            match candidates.as_slice() {
                                [one] => (*one, false),
                                [] => {
                                    return Err(bad(
                                        a,
                                        format!("unknown option '{key}' ({name}'s options are those of its source's table)"),
                                    ))
                                }
                                several => {
                                    return Err(bad(
                                        a,
                                        format!(
                                            "Ambiguous option: {key} (could be {}) ({name})",
                                            several.iter().map(|o| format!("--{}", o.long)).collect::<Vec<_>>().join(", ")
                                        ),
                                    ))
                                }
                            }
                        }
                    }
                }
            };
            let typed_inline = inline.is_some();
            let value = match (option.arg, inline, negated) {
                (Arg::No, Some(_), _) => {
                    return Err(bad(
                        a,
                        format!("option `{}' takes no value ({name})", option.long),
                    ))
                }
                (_, _, true) | (Arg::No, None, false) => None,
                (Arg::Optional, v, _) => v,
                (Arg::Required, Some(v), _) => Some(v),
                (Arg::Required, None, _) => {
                    i += 1;
                    Some(argv.get(i).cloned().ok_or_else(|| {
                        bad(a, format!("option `{}' requires a value ({name})", option.long))
                    })?)
                }
            };
            // The part as typed: `--call-graph fp` keeps its separate value.
            let text = match (&value, typed_inline) {
                (Some(v), false) => format!("{a} {v}"),
                _ => a.clone(),
            };
            occurrences.push((option, value, text, negated));
            i += 1;
            continue;
        }
        if a.len() > 1 && a.starts_with('-') {
            let letters: Vec<char> = a.chars().skip(1).collect();
            let mut j = 0;
            while j < letters.len() {
                let c = letters[j];
                let option = table
                    .iter()
                    .find(|o| o.short == Some(c))
                    .ok_or_else(|| bad(a, format!("unknown switch `{c}' ({name})")))?;
                let rest: String = letters[j + 1..].iter().collect();
                let value = match option.arg {
                    Arg::No => None,
                    Arg::Optional => (!rest.is_empty()).then_some(rest.clone()),
                    Arg::Required if !rest.is_empty() => Some(rest.clone()),
                    Arg::Required => {
                        i += 1;
                        Some(
                            argv.get(i)
                                .cloned()
                                .ok_or_else(|| bad(a, format!("switch `{c}' requires a value ({name})")))?,
                        )
                    }
                };
                let text = match &value {
                    Some(v) => format!("-{c} {v}"),
                    None => format!("-{c}"),
                };
                occurrences.push((option, value.clone(), text, false));
                if option.arg != Arg::No && value.is_some() {
                    break;
                }
                j += 1;
            }
            i += 1;
            continue;
        }
        break;
    }
    line.workload = argv[i.min(argv.len())..].to_vec();
    for (option, value, text, negated) in occurrences {
        let value = value.unwrap_or_default();
        if matches!(option.long, "pid" | "tid" | "all-cpus" | "cpu" | "uid") {
            line.target = true;
        }
        match (option.long, option.short) {
            ("event", _) => line.lists.push(value),
            ("group", _) => line.group = !negated,
            ("detailed", _) => line.detailed += 1,
            ("null", _) => {
                line.null = true;
                line.not_imported
                    .push(NotImported::new(&text, option.what, "perf"));
            }
            ("all-user", _) => line.all_user = true,
            ("all-kernel", _) => line.all_kernel = true,
            ("dry-run", _) => {
                line.not_imported
                    .push(NotImported::new(&text, option.what, "perf"));
                line.exits = Some(text);
            }
            _ => match option.kind {
                Kind::Refused => {
                    return Err(bad(&text, format!("{name} refuses it on sparc: {}", option.what)))
                }
                _ => line
                    .not_imported
                    .push(NotImported::new(&text, option.what, "perf")),
            },
        }
    }
    if line.all_user && line.all_kernel {
        return Err(bad(
            "--all-user",
            "--all-user and --all-kernel are exclusive (PARSE_OPT_EXCLUSIVE)",
        ));
    }
    if !line.workload.is_empty() {
        line.not_imported.push(NotImported::new(
            line.workload.join(" "),
            "the command perf runs and counts",
            "the workload",
        ));
    }
    Ok(line)
}

/// `add_default_attributes` on sparc (v5.4): the software events and cycles, then (no stalled
/// cycles events in the cpu PMU's sysfs) instructions, branches, branch-misses; `-d` adds the
/// L1D and LLC events, `-d -d` the L1I and TLB ones, `-d -d -d` the L1D prefetches.
fn defaults(detailed: usize, null: bool, explicit: bool) -> Vec<&'static str> {
    let mut out = Vec::new();
    if !explicit && !null {
        out.extend([
            "task-clock",
            "context-switches",
            "cpu-migrations",
            "page-faults",
            "cycles",
            "instructions",
            "branches",
            "branch-misses",
        ]);
    }
    if null {
        return out;
    }
    if detailed >= 1 {
        out.extend([
            "L1-dcache-loads",
            "L1-dcache-load-misses",
            "LLC-loads",
            "LLC-load-misses",
        ]);
    }
    if detailed >= 2 {
        out.extend([
            "L1-icache-loads",
            "L1-icache-load-misses",
            "dTLB-loads",
            "dTLB-load-misses",
            "iTLB-loads",
            "iTLB-load-misses",
        ]);
    }
    if detailed >= 3 {
        out.extend(["L1-dcache-prefetches", "L1-dcache-prefetch-misses"]);
    }
    out
}

/// The event lists of a line: its own, or the tool's defaults.
fn event_lists(line: &Line, command: Command) -> Result<Vec<Event>, InteropError> {
    let mut events = Vec::new();
    for list in &line.lists {
        let group = events.iter().map(|e: &Event| e.group + 1).max().unwrap_or(0);
        events.extend(events::parse(list, group)?);
    }
    let added: Vec<&str> = match command {
        Command::Stat => defaults(line.detailed, line.null, !line.lists.is_empty()),
        Command::Record if line.lists.is_empty() => vec!["cycles"],
        Command::Record => Vec::new(),
    };
    for name in added {
        let group = events.iter().map(|e| e.group + 1).max().unwrap_or(0);
        events.extend(events::parse(name, group)?);
    }
    if line.group {
        for e in &mut events {
            e.group = 0;
        }
    }
    for e in &mut events {
        if line.all_user {
            e.mods.exclude_kernel = true;
            e.mods.exclude_hv = true;
        }
        if line.all_kernel {
            e.mods.exclude_user = true;
            e.mods.exclude_hv = true;
        }
    }
    Ok(events)
}

/// What the kernel makes of one event: an encoding for a PIC, or why it counts no PIC.
enum Outcome {
    Pic(u64),
    NotPmu(&'static str),
    Refused(String),
}

fn outcome(e: &Event) -> Result<Outcome, InteropError> {
    Ok(match &e.source {
        Source::Hardware(c) => match kernel::hardware(*c) {
            Ok(enc) => Outcome::Pic(enc),
            Err(why) => Outcome::Refused(why),
        },
        Source::Cache(t, o, r) => match kernel::cache(*t, *o, *r) {
            Ok(enc) => Outcome::Pic(enc),
            Err(why) => Outcome::Refused(why),
        },
        Source::Raw(config) => {
            let encoding = config >> 16;
            if encoding > EVENT_MASK {
                return Err(bad(
                    &e.text,
                    format!(
                        "the encoding {encoding:#x} (config >> 16) is wider than the 11 bits of sl and mask; the \
                         kernel would write the rest into PCR bits 16 and up"
                    ),
                ));
            }
            Outcome::Pic(encoding)
        }
        Source::Software => Outcome::NotPmu("a software event: the kernel counts it, no PMU register"),
        Source::Tracepoint => Outcome::NotPmu("a tracepoint: the kernel counts it, no PMU register"),
        Source::Breakpoint => Outcome::Refused(
            "the kernel refuses it: sparc64 Linux has no hardware breakpoint PMU (arch/sparc does not select \
             HAVE_HW_BREAKPOINT), so perf_event_open fails"
                .to_string(),
        ),
        Source::NoPmu(why) => Outcome::Refused(format!("the kernel refuses it: {why}")),
    })
}

/// Whether every item of `text` reads as perf's event syntax, or it is a perf command line.
pub(super) fn looks_like_perf(_machine: &Machine, text: &str) -> bool {
    let w = words(text);
    if w.first().is_some_and(|f| f == "perf") {
        return true;
    }
    let list = w.join("");
    events::parse(&list, 0).is_ok() || list.split(',').all(events::perf_like)
}

pub(super) fn import(machine: &'static Machine, text: &str) -> Result<Imported, InteropError> {
    let argv = words(text);
    let full = argv.first().is_some_and(|w| w == "perf");
    let (command, line) =
        if full {
            let (command, table, skip) =
                match (argv.get(1).map(String::as_str), argv.get(2).map(String::as_str)) {
                    (Some("stat"), Some("record")) => (Command::Stat, STAT, 3),
                    (Some("stat"), Some("report")) => {
                        return Err(bad(
                            "perf stat report",
                            "perf stat report reads a perf.data file: it programs nothing",
                        ))
                    }
                    (Some("stat"), _) => (Command::Stat, STAT, 2),
                    (Some("record"), _) => (Command::Record, RECORD, 2),
                    (Some(other), _) => return Err(bad(
                        format!("perf {other}"),
                        "this import reads perf stat and perf record command lines (and bare event lists)",
                    )),
                    (None, _) => {
                        return Err(bad(
                            "perf",
                            "a perf command line needs a subcommand: perf stat or perf record",
                        ))
                    }
                };
            (command, read(&argv[skip..], table, command)?)
        } else {
            let list = argv.join("");
            (
                Command::Stat,
                Line {
                    lists: vec![list],
                    ..Line::default()
                },
            )
        };
    let mut imported = Imported {
        not_imported: line.not_imported.clone(),
        ..Imported::default()
    };
    if let Some(option) = &line.exits {
        imported.notes.push(format!(
            "perf exits at {option} without opening any event: nothing is written."
        ));
        return Ok(imported);
    }
    if full && line.workload.is_empty() && !line.target {
        imported.notes.push(
            match command {
                Command::Stat => {
                    "perf stat prints its usage and exits when it has neither a command nor a target (-a, -p, -t, \
                     -C): cmd_stat's !argc && target__none(); the events are imported as a command would have them."
                }
                Command::Record => {
                    "perf record without a command or a target records every CPU: cmd_record sets \
                     target.system_wide when !argc && target__none()."
                }
            }
            .to_string(),
        );
    }
    let events = event_lists(&line, command)?;
    // Open each event: the kernel's answer, in the list's order.
    let mut opened: Vec<(&Event, u64)> = Vec::new();
    let mut members: std::collections::BTreeMap<usize, usize> = Default::default();
    for e in &events {
        match outcome(e)? {
            Outcome::Pic(encoding) => {
                // collect_events: a group holds at most max_hw_events hardware events.
                let n = members.entry(e.group).or_insert(0);
                if *n == kernel::MAX_HW_EVENTS {
                    let why = format!(
                        "the kernel refuses it: a group holds at most {} hardware events (collect_events), so \
                         sparc_pmu_event_init returns -EINVAL",
                        kernel::MAX_HW_EVENTS
                    );
                    refuse(command, e, why, &mut imported)?;
                    continue;
                }
                *n += 1;
                opened.push((e, encoding));
            }
            Outcome::NotPmu(why) => {
                imported
                    .not_imported
                    .push(NotImported::new(&e.text, why, "the Linux kernel"))
            }
            Outcome::Refused(why) => refuse(command, e, why, &mut imported)?,
        }
    }
    if opened.is_empty()
        && events
            .iter()
            .any(|e| !matches!(e.source, Source::Software | Source::Tracepoint))
    {
        let names: Vec<&str> = imported
            .not_imported
            .iter()
            .filter(|n| n.why.contains("refuses"))
            .map(|n| n.what.as_str())
            .collect();
        if !names.is_empty() {
            return Err(bad(
                names.join(","),
                format!(
                    "no event reaches a PIC: {}",
                    imported
                        .not_imported
                        .iter()
                        .filter(|n| n.why.contains("refuses"))
                        .map(|n| n.why.as_str())
                        .collect::<Vec<_>>()
                        .join("; ")
                ),
            ));
        }
    }
    // Scheduling: pinned groups first, then the others, each whole, until one does not fit.
    let mut order: Vec<usize> = opened.iter().map(|(e, _)| e.group).collect();
    order.dedup();
    let pinned = |g: &usize| opened.iter().any(|(e, _)| e.group == *g && e.mods.pinned);
    let mut groups: Vec<usize> = order.iter().copied().filter(pinned).collect();
    groups.extend(order.iter().copied().filter(|g| !pinned(g)));
    let mut scheduled: Vec<(&Event, u64)> = Vec::new();
    let mut full = false;
    for g in groups {
        let members: Vec<(&Event, u64)> = opened.iter().filter(|(e, _)| e.group == g).copied().collect();
        if !full && scheduled.len() + members.len() <= kernel::MAX_HW_EVENTS {
            scheduled.extend(members);
        } else {
            full = true;
            for (e, _) in members {
                imported.not_imported.push(NotImported::new(
                    &e.text,
                    format!(
                        "multiplexed: the PMU counts {} events at once (max_hw_events), so this one waits until the \
                         kernel rotates it in (the first that did not fit stops the scheduling)",
                        kernel::MAX_HW_EVENTS
                    ),
                    "the Linux kernel",
                ));
            }
        }
    }
    let slots = slots(machine);
    for e in &events {
        for term in &e.terms {
            imported.not_imported.push(NotImported::new(
                format!("{}: {term}", e.text),
                "a PMU term for perf's attributes (name, sampling, call graph, inheritance): no PMU register",
                "perf",
            ));
        }
    }
    for (pic, (e, encoding)) in scheduled.iter().enumerate() {
        let slot = slots.get(pic).ok_or_else(|| bad(&e.text, "no PIC left"))?;
        let reg = slot.reg;
        let mut v = 0;
        v = set(reg, v, slot.select.name, encoding >> 6)?;
        if let Some(mask) = slot.mask {
            v = set(reg, v, mask.name, encoding & 0x3f)?;
        }
        if let Some(toe) = slot.own_field("toe") {
            v = set(reg, v, toe.name, 1)?;
        }
        v = set(reg, v, "ut", u64::from(!e.mods.exclude_user))?;
        v = set(reg, v, "st", u64::from(!e.mods.exclude_kernel))?;
        imported.writes.push(RegWrite {
            reg: reg.name,
            value: v,
            thread: 0,
        });
        let ignored: Vec<&str> = [
            (e.mods.exclude_idle, "I (exclude_idle)"),
            (
                e.modifiers.contains('h'),
                "h (exclude_hv: the driver never sets ht)",
            ),
            (e.mods.precise > 0 || e.mods.precise_max, "p/P (precise_ip)"),
            (e.mods.exclude_gh, "G/H (exclude_guest, exclude_host)"),
            (e.mods.sample_read, "S (sample_read)"),
            (e.mods.pinned, "D (pinned)"),
            (e.mods.weak, "W (weak group)"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, n)| *n)
        .collect();
        if !ignored.is_empty() && !e.modifiers.is_empty() {
            imported.not_imported.push(NotImported::new(
                format!("{}: {}", e.text, ignored.join(", ")),
                "the sparc PMU driver has no field for it: sparc_pmu_event_init reads only exclude_user and \
                 exclude_kernel (hv_bit is 0); pinned and weak change scheduling only",
                "the Linux kernel",
            ));
        }
    }
    let usage = std::mem::take(&mut imported.notes);
    imported.notes = vec![
        "toe is always set: the kernel's config_base starts with the PMU's irq_bit (PCR.toe).".to_string(),
        "ht is never set: Linux does not support hypervisor tracing on this PMU (hv_bit is 0), because an overflow \
         trap of a precise event taken in the hypervisor is lost."
            .to_string(),
        "Events go to PIC0, PIC1, ... in the order the kernel schedules them; perf also writes each PIC with minus \
         its sample period, which is not imported."
            .to_string(),
    ];
    imported.notes.extend(usage);
    Ok(imported)
}

/// An event the kernel refuses: `perf stat` prints `<not supported>` and goes on, `perf record`
/// stops.
fn refuse(command: Command, e: &Event, why: String, imported: &mut Imported) -> Result<(), InteropError> {
    match command {
        Command::Stat => {
            imported.not_imported.push(NotImported::new(
                &e.text,
                format!("{why}; perf stat prints <not supported>"),
                "the Linux kernel",
            ));
            Ok(())
        }
        Command::Record => Err(bad(&e.text, format!("{why}; perf record stops"))),
    }
}

/// The raw config (`perf stat -e rNNNN`) that counts event select `code` with `mask` on a
/// machine with a Linux perf driver: "(encoding << 16) | pic_mask", the encoding being the
/// select code above the mask field (`sl << 6 | mask`).
pub fn raw_config(machine: &Machine, code: u64, mask: u64) -> Option<u64> {
    if !machine.aliases.iter().any(|t| t.tool == Tool::Perf) {
        return None;
    }
    let slot = slots(machine).into_iter().next()?;
    let width = slot.mask.map_or(0, |m| m.width());
    Some((code << width | mask) << 16)
}

/// perf's grammar on the T4: the symbolic events, every entry of the cache names and of
/// `niagara4_cache_map`, the modifiers, the PMU terms, and the options of perf stat and perf
/// record.
pub(super) fn grammar() -> Vec<GrammarEntry> {
    let machine = "sparc-t4";
    let mut out = Vec::new();
    let mut push = |name: String, kind: Kind, what: String, example: String| {
        out.push(GrammarEntry {
            format: Format::Perf,
            machine,
            name,
            kind,
            what,
            example,
        })
    };
    let kind_of = |list: &str| -> (Kind, String) {
        match events::parse(list, 0) {
            Ok(evs) => match outcome(&evs[0]) {
                Ok(Outcome::Pic(e)) => (
                    Kind::Programs,
                    format!("encoding {e:#x} (sl {}, mask {:#x})", e >> 6, e & 0x3f),
                ),
                Ok(Outcome::NotPmu(why)) => (Kind::NoRegister, why.to_string()),
                Ok(Outcome::Refused(why)) => (Kind::Refused, why),
                Err(e) => (Kind::Refused, e.to_string()),
            },
            Err(e) => (Kind::Refused, e.to_string()),
        }
    };
    let symbols = events::HARDWARE_SYMBOLS.iter().map(|(name, _)| *name);
    for name in symbols
        .chain(events::SOFTWARE_SYMBOLS.iter().copied())
        .chain(events::KERNEL_PMU_EVENTS.iter().copied())
    {
        let (kind, what) = kind_of(name);
        push(
            name.to_string(),
            kind,
            what,
            format!("perf stat -e {name} ./a.out"),
        );
    }
    // Every cache type, op and result name, then every entry of niagara4_cache_map.
    for names in events::CACHE_TYPES {
        for name in names {
            let (kind, what) = kind_of(name);
            push(
                name.to_string(),
                kind,
                what,
                format!("perf stat -e {name} ./a.out"),
            );
        }
    }
    for names in events::CACHE_OPS {
        for name in names {
            let example = format!("L1-dcache-{name}");
            let (kind, what) = kind_of(&example);
            push(
                format!("-{name}"),
                kind,
                what,
                format!("perf stat -e {example} ./a.out"),
            );
        }
    }
    for names in events::CACHE_RESULTS {
        for name in names {
            let example = format!("L1-dcache-load-{name}");
            let (kind, what) = kind_of(&example);
            push(
                format!("-{name}"),
                kind,
                what,
                format!("perf stat -e {example} ./a.out"),
            );
        }
    }
    for (t, names) in events::CACHE_TYPES.iter().enumerate() {
        for (o, ops) in events::CACHE_OPS.iter().enumerate() {
            for (r, results) in events::CACHE_RESULTS.iter().enumerate() {
                let name = format!("{}-{}-{}", names[0], ops[0], results[0]);
                let (kind, what) = kind_of(&name);
                let what = format!(
                    "niagara4_cache_map[{}][{}][{}]: {what}",
                    kernel::CACHE_TYPES[t],
                    kernel::CACHE_OPS[o],
                    kernel::CACHE_RESULTS[r]
                );
                push(name.clone(), kind, what, format!("perf stat -e {name} ./a.out"));
            }
        }
    }
    push(
        "rNNNN".into(),
        Kind::Programs,
        "a raw event: (encoding << 16) | pic_mask".into(),
        "perf stat -e r6800000 ./a.out".into(),
    );
    push(
        "type:config".into(),
        Kind::Programs,
        "a numeric event: PERF_TYPE_RAW (4) with a raw config".into(),
        "perf stat -e 4:0x6800000 ./a.out".into(),
    );
    push(
        "cpu/config=N/".into(),
        Kind::Programs,
        "the cpu PMU with a raw config".into(),
        "perf stat -e cpu/config=0x6800000/u ./a.out".into(),
    );
    push(
        "mem:ADDR".into(),
        Kind::Refused,
        "a hardware breakpoint, which sparc64 Linux does not have".into(),
        "perf record -e mem:0x1000 ./a.out".into(),
    );
    push(
        "sys:event".into(),
        Kind::NoRegister,
        "a tracepoint, counted by the kernel".into(),
        "perf stat -e sched:sched_switch ./a.out".into(),
    );
    for m in events::MODIFIERS.chars() {
        let kind = if "uk".contains(m) {
            Kind::Programs
        } else {
            Kind::NoRegister
        };
        let what = match m {
            'u' => "counts the user level (keeps PCR.ut, clears st unless k too)",
            'k' => "counts the kernel (keeps PCR.st, clears ut unless u too)",
            'h' => "the hypervisor: the sparc driver never sets ht (hv_bit 0)",
            'p' => "precise_ip: the sparc driver ignores it",
            'P' => "the most precise_ip: the sparc driver ignores it",
            'G' => "guest only (exclude_host): the sparc driver ignores it",
            'H' => "host only (exclude_guest): the sparc driver ignores it",
            'S' => "sample_read: changes what perf reads, not the PMU",
            'D' => "pinned: scheduled first",
            'I' => "exclude_idle: the sparc driver ignores it and counts in idle too",
            _ => "weak group: perf splits the group if it cannot be opened",
        };
        let example = if m == 'h' {
            "perf stat -e cycles:uh ./a.out".to_string()
        } else {
            format!("perf stat -e cycles:{m} ./a.out")
        };
        push(format!(":{m}"), kind, what.into(), example);
    }
    for term in events::TERMS {
        let example = match *term {
            "config" => "perf stat -e cpu/config=0x6800000/ ./a.out".to_string(),
            "config1" | "config2" | "period" | "freq" | "stack-size" | "max-stack" | "nr" => {
                format!("perf stat -e cpu/config=0x6800000,{term}=1/ ./a.out")
            }
            "name" => "perf stat -e cpu/config=0x6800000,name=mycycles/ ./a.out".to_string(),
            "branch_type" => "perf stat -e cpu/config=0x6800000,branch_type=any/ ./a.out".to_string(),
            "time" => "perf stat -e cpu/config=0x6800000,time=1/ ./a.out".to_string(),
            "call-graph" => "perf stat -e cpu/config=0x6800000,call-graph=fp/ ./a.out".to_string(),
            _ => format!("perf stat -e cpu/config=0x6800000,{term}/ ./a.out"),
        };
        let kind = if *term == "config" {
            Kind::Programs
        } else {
            Kind::NoRegister
        };
        push(
            format!("{term}="),
            kind,
            "a term of the PMU syntax".into(),
            example,
        );
    }
    for (command, table) in [("stat", STAT), ("record", RECORD)] {
        for o in table {
            let flag = if o.long.is_empty() {
                format!("-{}", o.short.unwrap_or('?'))
            } else {
                format!("--{}", o.long)
            };
            let value = match o.long {
                "event" => "cycles",
                "pid" | "tid" => "1234",
                "cpu" => "0",
                "cgroup" => "/",
                "call-graph" => "fp",
                "clockid" => "mono",
                "affinity" => "cpu",
                "field-separator" => ",",
                _ => "1",
            };
            let option = match o.arg {
                Arg::No => flag.clone(),
                _ if o.long.is_empty() => format!("{flag} {value}"),
                _ => format!("{flag}={value}"),
            };
            let events = if o.long == "event" {
                String::new()
            } else {
                " -e cycles".to_string()
            };
            let example = format!("perf {command} {option}{events} ./a.out");
            let name = format!("perf {command} {flag}");
            let what = o.what.to_string();
            push(name, o.kind, what, example);
        }
    }
    out
}
