//! pfmon command lines on Montecito, as pfmon 3.9 reads them and libpfm 3.10 programs them.
//!
//! - The command line is read as `main` reads it: `getopt_long` with the short options
//!   `"+0123kuvhe:Il::L::i:Vt:S:p:"` and the long options of `options.rs`, where any
//!   unambiguous prefix of a long option is that option (`--priv-level=u,k` is
//!   `--priv-levels`, `--event-threshold=5` is `--event-thresholds`), and the first word that
//!   is not an option starts the command ('+').
//! - Each `-e` starts an event set (the first replaces the default set, which counts
//!   CPU_OP_CYCLES_ALL, `pfmon_convert_dfl_set`); `--priv-levels`, the sampling options and the
//!   Montecito per-set options (`--event-thresholds`, `--opc-match32/34`, `--etb-*`) apply to
//!   the last set. The first set is programmed when monitoring starts; the others take turns
//!   every `--switch-timeout` milliseconds and are listed as not imported.
//! - Events are libpfm names, case insensitive, with MESI unit masks for the events that have
//!   them (`pfm_find_full_event`, which refuses such an event without one), at most 12
//!   (`setup_event_set`).
//! - Privilege levels (`setup_plm`): `-u`/`-3`, `-k`/`-0`, `-1`, `-2` make the default mask, user
//!   level alone when none is given; `--priv-levels` overrides it per event.
//! - pfmon's Montecito setup (`pfmon_mont_setup`: ranges, opcode matchers, ETB, EARs,
//!   thresholds, then its event combination checks unless `--no-qual-check`), then libpfm's
//!   dispatch (`dispatch.rs`), with `pm` set under `--system-wide` (PFMLIB_PFP_SYSTEMWIDE).
//!
//! Sources: pfmon 3.9's `pfmon.c` (`main`, `setup_plm`, `pfmon_verify_cmdline_options`),
//! `pfmon_util.c` (`setup_event_set`, `gen_code_range`), `pfmon_montecito.c`; libpfm 3.10 from
//! PAPI (icl-utk-edu/papi, `src/libpfm-3.y`): `pfmlib_common.c` (`pfm_find_full_event`,
//! `pfm_dispatch_events`) and `pfmlib_montecito.c`.

mod dispatch;
mod options;
mod ranges;

use dispatch::{Ear, Etb, Event, Failure, Input, LibpfmError, Opcm, Range};
use options::{Arg, LongOption, ELSEWHERE, LONG, PLM_ONLY, SHORT};

use super::common::{
    atoi, slots, strtoul, strtoul_all, words, Format, GrammarEntry, Imported, InteropError, Kind,
    NotImported, RegWrite,
};
use crate::event::{
    LibpfmEntry, LibpfmGroup, LibpfmKind, Tool, LIBPFM_DAR, LIBPFM_IAR, LIBPFM_MESI, LIBPFM_OPCM,
};
use crate::machine::Machine;

/// Itanium privilege level mask bits (PMC.plm): bit n is privilege level n (PFM_PLMn).
const PLM0: u64 = 0b0001;
const PLM1: u64 = 0b0010;
const PLM2: u64 = 0b0100;
const PLM3: u64 = 0b1000;

/// libpfm's cycle event: the default set's (`pfm_mont_get_cycle_event`).
const CYCLE_EVENT: &str = "CPU_OP_CYCLES_ALL";

/// The most events in a set (`options.max_counters`, PMU_MONT_NUM_COUNTERS).
const MAX_EVENTS: usize = 12;

/// libpfm's own record of the machine's names (the libpfm alias table's entries).
pub(super) fn table(machine: &Machine) -> &'static [LibpfmEntry] {
    machine
        .aliases
        .iter()
        .find(|t| t.tool == Tool::Pfmon)
        .map_or(&[], |t| t.libpfm)
}

/// One event set, as pfmon keeps its per-set arguments.
#[derive(Clone, Debug, Default)]
struct Set {
    events: String,
    /// The `-e` word that made it, or "" for the default set.
    origin: String,
    priv_levels: Option<String>,
    thresholds: Option<String>,
    opcm32: Option<String>,
    opcm34: Option<String>,
    etb_tm: u64,
    etb_ptm: u64,
    etb_ppm: u64,
    etb_brt: u64,
}

/// The options that apply to every set, and what is not imported.
#[derive(Default)]
struct Line {
    sets: Vec<Set>,
    using_default: bool,
    dfl_plm: u64,
    system_wide: bool,
    irange: Option<String>,
    drange: Option<String>,
    checkpoint: Option<String>,
    inverse: bool,
    no_qual_check: bool,
    demand_fetch: bool,
    prefetch_match: bool,
    switch_timeout: bool,
    triggers: bool,
    command: Vec<String>,
    not_imported: Vec<NotImported>,
    /// The option that made pfmon exit before programming anything.
    exits: Option<String>,
    excl_intr: bool,
    intr_only: bool,
    /// What pfmon would say of a line that lacks a command to measure.
    no_command: Option<String>,
}

/// One option as getopt returned it: the table entry, its argument, and the text typed.
struct Occurrence {
    option: &'static LongOption,
    value: Option<String>,
    text: String,
}

fn bad(part: impl Into<String>, message: impl Into<String>) -> InteropError {
    InteropError::bad(part, message)
}

/// The long option of that name (or `-1`/`-2`).
fn long_named(name: &str) -> Option<&'static LongOption> {
    LONG.iter().chain(PLM_ONLY).find(|o| o.name == name)
}

/// `getopt_long(argc, argv, "+0123kuvhe:Il::L::i:Vt:S:p:", pfmon_cmd_options, 0)`: the options
/// and, from the first word that is not one, the command.
fn getopt(argv: &[String]) -> Result<(Vec<Occurrence>, Vec<String>), InteropError> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < argv.len() {
        let a = &argv[i];
        if a == "--" {
            i += 1;
            break;
        }
        if let Some(body) = a.strip_prefix("--") {
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            };
            let option = match LONG.iter().find(|o| o.name == name) {
                Some(o) => o,
                None => {
                    let candidates: Vec<&'static LongOption> =
                        LONG.iter().filter(|o| o.name.starts_with(name)).collect();
                    match candidates.as_slice() {
                        [one] => *one,
                        [] => return Err(unknown_long(a, name)),
                        several => {
                            return Err(bad(
                                a,
                                format!(
                                    "option '--{name}' is ambiguous (getopt_long); possibilities: {}",
                                    several
                                        .iter()
                                        .map(|o| format!("'--{}'", o.name))
                                        .collect::<Vec<_>>()
                                        .join(" ")
                                ),
                            ))
                        }
                    }
                }
            };
            let value = match (option.arg, inline) {
                (Arg::No, Some(_)) => {
                    return Err(bad(
                        a,
                        format!(
                            "option '--{}' doesn't allow an argument (getopt_long)",
                            option.name
                        ),
                    ))
                }
                (Arg::No, None) => None,
                (Arg::Optional, v) => v,
                (Arg::Required, Some(v)) => Some(v),
                (Arg::Required, None) => {
                    i += 1;
                    match argv.get(i) {
                        Some(v) => Some(v.clone()),
                        None => {
                            return Err(bad(
                                a,
                                format!("option '--{}' requires an argument (getopt_long)", option.name),
                            ))
                        }
                    }
                }
            };
            let text = match (&value, option.arg) {
                (Some(v), _) => format!("--{}={v}", option.name),
                (None, _) => format!("--{}", option.name),
            };
            let text = if name == option.name {
                text
            } else {
                format!("{a} ({text})")
            };
            out.push(Occurrence { option, value, text });
            i += 1;
            continue;
        }
        if a.len() > 1 && a.starts_with('-') {
            let letters: Vec<char> = a.chars().skip(1).collect();
            let mut j = 0;
            while j < letters.len() {
                let c = letters[j];
                let Some(s) = SHORT.iter().find(|s| s.letter == c) else {
                    return Err(bad(a, format!("invalid option -- '{c}' (getopt_long; pfmon's short options are 0123kuvhe:Il::L::i:Vt:S:p:)")));
                };
                let option = long_named(s.long).ok_or_else(|| bad(a, "pfmon option table"))?;
                let rest: String = letters[j + 1..].iter().collect();
                let value = match s.arg {
                    Arg::No => None,
                    Arg::Optional => (!rest.is_empty()).then_some(rest.clone()),
                    Arg::Required if !rest.is_empty() => Some(rest.clone()),
                    Arg::Required => {
                        i += 1;
                        match argv.get(i) {
                            Some(v) => Some(v.clone()),
                            None => {
                                return Err(bad(
                                    a,
                                    format!("option requires an argument -- '{c}' (getopt_long)"),
                                ))
                            }
                        }
                    }
                };
                let text = match &value {
                    Some(v) => format!("-{c} {v}"),
                    None => format!("-{c}"),
                };
                out.push(Occurrence { option, value, text });
                if s.arg != Arg::No {
                    break;
                }
                j += 1;
            }
            i += 1;
            continue;
        }
        // '+': the first word that is not an option starts the command.
        break;
    }
    Ok((out, argv[i.min(argv.len())..].to_vec()))
}

/// An unrecognized long option: another processor's or version's, or unknown.
fn unknown_long(typed: &str, name: &str) -> InteropError {
    match ELSEWHERE.iter().find(|(n, _)| *n == name) {
        Some((_, whose)) => bad(typed, format!("not an option of pfmon 3.9 on Montecito: {whose}")),
        None => {
            let close = super::common::closest(name, LONG.iter().map(|o| o.name));
            let hint = if close.is_empty() {
                String::new()
            } else {
                format!(
                    "; the closest are {}",
                    close
                        .iter()
                        .map(|c| format!("--{c}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            };
            bad(typed, format!("unrecognized option (getopt_long): pfmon 3.9 on Montecito has no option '--{name}'{hint}"))
        }
    }
}

/// Read the options in order, as `main`'s switch and `pfmon_mont_parse_options` do.
fn read(argv: &[String], full_line: bool) -> Result<Line, InteropError> {
    let (occurrences, command) = getopt(argv)?;
    let mut line = Line {
        sets: vec![Set {
            events: CYCLE_EVENT.to_string(),
            ..Set::default()
        }],
        using_default: true,
        ..Line::default()
    };
    let mut seen: Vec<&'static str> = Vec::new();
    for o in &occurrences {
        let name = o.option.name;
        let value = o.value.clone().unwrap_or_default();
        let last = line.sets.len() - 1;
        let twice = seen.contains(&name);
        seen.push(name);
        let once = |what: &str| -> Result<(), InteropError> {
            if twice {
                Err(bad(&o.text, what.to_string()))
            } else {
                Ok(())
            }
        };
        match name {
            "events" => {
                let set = Set {
                    events: value.clone(),
                    origin: o.text.clone(),
                    ..Set::default()
                };
                if line.using_default {
                    // pfmon_convert_dfl_set: the new set takes what was given to the default one.
                    let old = line.sets.remove(0);
                    line.sets.push(Set {
                        events: set.events,
                        origin: set.origin,
                        ..old
                    });
                    line.using_default = false;
                } else {
                    line.sets.push(set);
                }
            }
            "user-level" => line.dfl_plm |= PLM3,
            "kernel-level" => line.dfl_plm |= PLM0,
            "-1" => line.dfl_plm |= PLM1,
            "-2" => line.dfl_plm |= PLM2,
            "priv-levels" => {
                if line.sets[last].priv_levels.is_some() {
                    return Err(bad(&o.text, "per event privilege levels already defined (pfmon)"));
                }
                line.sets[last].priv_levels = Some(value);
            }
            "system-wide" => line.system_wide = true,
            "event-thresholds" => {
                if line.sets[last].thresholds.is_some() {
                    return Err(bad(
                        &o.text,
                        "thresholds already defined (pfmon_mont_parse_options)",
                    ));
                }
                line.sets[last].thresholds = Some(value);
            }
            "opc-match32" => {
                if line.sets[last].opcm32.is_some() {
                    return Err(bad(
                        &o.text,
                        "opcode matcher pmc32 is specified twice (pfmon_mont_parse_options)",
                    ));
                }
                line.sets[last].opcm32 = Some(value);
            }
            "opc-match34" => {
                if line.sets[last].opcm34.is_some() {
                    return Err(bad(
                        &o.text,
                        "opcode matcher pmc34 is specified twice (pfmon_mont_parse_options)",
                    ));
                }
                line.sets[last].opcm34 = Some(value);
            }
            "checkpoint-func" => {
                if line.irange.is_some() {
                    return Err(bad(
                        &o.text,
                        "cannot use checkpoints and instruction range at the same time (pfmon)",
                    ));
                }
                if line.checkpoint.is_some() {
                    return Err(bad(&o.text, "checkpoint already defined (pfmon)"));
                }
                line.checkpoint = Some(value);
            }
            "irange" => {
                if line.checkpoint.is_some() {
                    return Err(bad(
                        &o.text,
                        "cannot use instruction range and checkpoints at the same time (pfmon)",
                    ));
                }
                if line.irange.is_some() {
                    return Err(bad(
                        &o.text,
                        "cannot specify more than one instruction range (pfmon)",
                    ));
                }
                line.irange = Some(value);
            }
            "drange" => {
                if line.drange.is_some() {
                    return Err(bad(&o.text, "cannot specify more than one data range (pfmon)"));
                }
                line.drange = Some(value);
            }
            "etb-tm-tk" => line.sets[last].etb_tm = 0b10,
            "etb-tm-ntk" => line.sets[last].etb_tm = 0b01,
            "etb-ptm-correct" => line.sets[last].etb_ptm = 0b10,
            "etb-ptm-incorrect" => line.sets[last].etb_ptm = 0b01,
            "etb-ppm-correct" => line.sets[last].etb_ppm = 0b10,
            "etb-ppm-incorrect" => line.sets[last].etb_ppm = 0b01,
            "etb-brt-iprel" => line.sets[last].etb_brt = 0b01,
            "etb-brt-ret" => line.sets[last].etb_brt = 0b10,
            "etb-brt-ind" => line.sets[last].etb_brt = 0b11,
            "inverse-irange" => line.inverse = true,
            "irange-demand-fetch" => line.demand_fetch = true,
            "irange-prefetch-match" => line.prefetch_match = true,
            _ => {
                match name {
                    "no-qual-check" => line.no_qual_check = true,
                    "switch-timeout" => {
                        once("too many switch timeouts (pfmon)")?;
                        number(
                            &o.text,
                            &value,
                            10,
                            "invalid number of milliseconds for switch timeout (pfmon)",
                        )?;
                        line.switch_timeout = true;
                    }
                    "excl-intr" => {
                        if line.intr_only {
                            return Err(bad(
                                &o.text,
                                "cannot combine --excl-intr with --intr-only (pfmon)",
                            ));
                        }
                        line.excl_intr = true;
                    }
                    "intr-only" => {
                        if line.excl_intr {
                            return Err(bad(
                                &o.text,
                                "cannot combine --excl-intr with --intr-only (pfmon)",
                            ));
                        }
                        line.intr_only = true;
                    }
                    "smpl-entries" => {
                        once("smpl-entries already defined (pfmon)")?;
                        number(&o.text, &value, 0, "invalid number of entries (pfmon)")?;
                    }
                    "session-timeout" => {
                        once("too many session timeouts (pfmon)")?;
                        number(
                            &o.text,
                            &value,
                            10,
                            "invalid number of seconds for session timeout (pfmon)",
                        )?;
                    }
                    "trigger-start-delay" => {
                        once("trigger start address specificed twice (pfmon)")?;
                        number(&o.text, &value, 10, "invalid trigger delay (pfmon)")?;
                    }
                    "print-interval" => {
                        number(
                            &o.text,
                            &value,
                            10,
                            "invalid number of milliseconds for print interval (pfmon)",
                        )?;
                    }
                    "trigger-code-start-addresses"
                    | "trigger-code-stop-addresses"
                    | "trigger-data-start-addresses"
                    | "trigger-data-stop-addresses" => {
                        once("trigger specificed twice (pfmon)")?;
                        line.triggers = true;
                    }
                    "long-smpl-periods"
                    | "short-smpl-periods"
                    | "smpl-periods-random"
                    | "extra-smpl-pmds"
                    | "reset-non-smpl-periods" => {
                        once("specified twice for this set (pfmon)")?;
                    }
                    _ => {}
                }
                match o.option.kind {
                    Kind::Refused => return Err(bad(&o.text, o.option.what)),
                    Kind::NoRegister | Kind::Programs => {
                        if o.option.what.ends_with("nothing is programmed") {
                            // pfmon prints and exits at this option: nothing after it is read.
                            line.not_imported
                                .push(NotImported::new(&o.text, o.option.what, o.option.whose));
                            line.exits = Some(o.text.clone());
                            return Ok(line);
                        }
                        line.not_imported
                            .push(NotImported::new(&o.text, o.option.what, o.option.whose));
                    }
                }
            }
        }
    }
    line.command = command;
    if !line.command.is_empty() {
        line.not_imported.push(NotImported::new(
            line.command.join(" "),
            "the command pfmon runs and monitors",
            "the workload",
        ));
    }
    if full_line {
        verify(&mut line)?;
    }
    Ok(line)
}

/// A number pfmon reads with strtoul/strtoull and refuses when something follows it.
fn number(part: &str, value: &str, radix: u32, message: &str) -> Result<(), InteropError> {
    let ok = if radix == 0 {
        strtoul_all(value).is_some()
    } else {
        !value.is_empty() && value.chars().all(|c| c.is_ascii_digit())
    };
    if ok {
        Ok(())
    } else {
        Err(bad(part, format!("{message}: {value}")))
    }
}

/// `pfmon_verify_cmdline_options`, for a whole command line.
fn verify(line: &mut Line) -> Result<(), InteropError> {
    let has = |name: &str| {
        line.not_imported
            .iter()
            .any(|n| n.what.contains(&format!("--{name}")) || n.what.starts_with(&format!("-{name}")))
    };
    let attach = has("attach-task") || line.not_imported.iter().any(|n| n.what.starts_with("-p "));
    // Without a command pfmon stops ("you need to specify a command to measure"); a line
    // pasted without one is imported as it would be with one, and says so.
    if line.command.is_empty() && !line.system_wide && !has("check-events-only") && !attach {
        line.no_command = Some(
            "pfmon needs a command to measure (or --system-wide, --attach-task, --check-events-only): without \
             one it stops with 'you need to specify a command to measure' (pfmon_verify_cmdline_options); the \
             events are imported as they would be with one."
                .to_string(),
        );
    }
    if line.system_wide {
        if !line.command.is_empty()
            && (has("session-timeout") || line.not_imported.iter().any(|n| n.what.starts_with("-t ")))
        {
            return Err(bad(
                "--session-timeout",
                "you cannot use both a timeout and command in system-wide mode (pfmon)",
            ));
        }
        if has("overflow-block") {
            return Err(bad(
                "--overflow-block",
                "cannot use blocking mode in system wide monitoring (pfmon)",
            ));
        }
        if line.triggers {
            return Err(bad(
                "--trigger-*",
                "cannot use a code or data trigger address in system wide mode (pfmon)",
            ));
        }
    } else if has("trigger-start-delay") {
        return Err(bad(
            "--trigger-start-delay",
            "cannot use --trigger-start-delay in per-task mode (pfmon)",
        ));
    } else if has("print-interval") {
        return Err(bad(
            "--print-interval",
            "--print-interval is not supported in per-thread mode (pfmon)",
        ));
    }
    if attach && line.system_wide {
        return Err(bad(
            "--attach-task",
            "cannot attach to a process in system-wide mode (pfmon)",
        ));
    }
    if attach && !line.command.is_empty() {
        return Err(bad(
            &line.command[0],
            "you cannot attach to a task AND launch a program to monitor at the same time (pfmon)",
        ));
    }
    Ok(())
}

/// One set made ready for libpfm, with what pfmon checked on the way.
fn setup(machine: &Machine, line: &Line, set: &Set) -> Result<Input, InteropError> {
    let table = table(machine);
    let part = if set.origin.is_empty() {
        set.events.clone()
    } else {
        set.origin.clone()
    };
    // setup_event_set
    let items: Vec<&str> = set.events.split(',').collect();
    let mut events = Vec::new();
    for (n, item) in items.iter().enumerate() {
        if n == MAX_EVENTS {
            return Err(bad(
                &part,
                format!("too many events specified, max={MAX_EVENTS} (pfmon)"),
            ));
        }
        events.push(find_full_event(machine, table, item)?);
    }
    // setup_plm
    let dfl_plm = if line.dfl_plm == 0 { PLM3 } else { line.dfl_plm };
    for e in &mut events {
        e.plm = dfl_plm;
    }
    if let Some(levels) = &set.priv_levels {
        for (cnt, token) in levels.split(',').enumerate() {
            if cnt == events.len() {
                return Err(bad(
                    levels,
                    format!(
                        "too many per-event privilege levels specified, max={} (pfmon)",
                        events.len()
                    ),
                ));
            }
            let mut val = 0;
            for c in token.chars() {
                val |= match c {
                    'k' | '0' => PLM0,
                    '1' => PLM1,
                    '2' => PLM2,
                    '3' | 'u' => PLM3,
                    other => {
                        return Err(bad(
                            levels,
                            format!("unknown per-event privilege level {other} ([ku0123]) (pfmon)"),
                        ))
                    }
                };
            }
            if val != 0 {
                events[cnt].plm = val;
            }
        }
    }
    let mut input = Input {
        dfl_plm,
        system_wide: line.system_wide,
        no_qual_check: line.no_qual_check,
        table,
        ..Input::default()
    };
    // pfmon_mont_setup
    if line.triggers && (line.irange.is_some() || line.drange.is_some() || line.checkpoint.is_some()) {
        return Err(bad(
            "--trigger-*",
            "cannot use a trigger address with instruction range restrictions, data range restrictions or function checkpoint (pfmon)",
        ));
    }
    // pfmon_mont_setup_rr
    let code_range = |arg: &str| -> Result<(u64, u64), InteropError> { address_range(arg, "code") };
    if let Some(arg) = &line.checkpoint {
        if set.priv_levels.is_some() {
            return Err(bad(
                arg,
                "cannot use both a checkpoint function and per-event privilege level masks (pfmon)",
            ));
        }
        let (start, _) = checkpoint(arg)?;
        input.irange = Some(Range {
            start,
            end: start.wrapping_add(0x10),
            plm: dfl_plm,
            inverse: line.inverse,
            no_fine: true,
            demand_fetch: line.demand_fetch,
            prefetch_match: line.prefetch_match,
        });
    } else if let Some(arg) = &line.irange {
        if set.priv_levels.is_some() {
            return Err(bad(
                arg,
                "cannot use both a code range function and per-event privilege level masks (pfmon)",
            ));
        }
        let (start, end) = code_range(arg)?;
        if start & 0xf != 0 {
            return Err(bad(
                arg,
                format!("code range does not start on bundle boundary : {start:#x} (pfmon)"),
            ));
        }
        if end & 0xf != 0 {
            return Err(bad(
                arg,
                format!("code range does not end on bundle boundary : {end:#x} (pfmon)"),
            ));
        }
        input.irange = Some(Range {
            start,
            end,
            plm: dfl_plm,
            inverse: line.inverse,
            no_fine: false,
            demand_fetch: line.demand_fetch,
            prefetch_match: line.prefetch_match,
        });
    }
    if let Some(arg) = &line.drange {
        if set.priv_levels.is_some() {
            return Err(bad(
                arg,
                "cannot use both a data range and per-event privilege level masks (pfmon)",
            ));
        }
        let (start, end) = address_range(arg, "data")?;
        input.drange = Some(Range {
            start,
            end,
            plm: dfl_plm,
            inverse: false,
            no_fine: false,
            demand_fetch: false,
            prefetch_match: false,
        });
    }
    // pfmon_mont_setup_opcm
    if let Some(arg) = &set.opcm32 {
        input.opcm1 = Some(opcm(arg)?);
    }
    if let Some(arg) = &set.opcm34 {
        input.opcm2 = Some(opcm(arg)?);
    }
    // pfmon_mont_setup_etb
    let found_etb = events.iter().any(|e| e.entry.kind == LibpfmKind::Etb);
    let etb_options = set.etb_tm | set.etb_ptm | set.etb_ppm | set.etb_brt != 0;
    if found_etb || etb_options {
        if found_etb && events.iter().any(|e| e.entry.kind == LibpfmKind::DearAlat) {
            return Err(bad(
                &part,
                "cannot use ETB and D-EAR ALAT at the same time (pfmon)",
            ));
        }
        if found_etb && events.iter().any(|e| e.entry.kind == LibpfmKind::DearTlb) {
            return Err(bad(
                &part,
                "cannot use ETB and D-EAR TLB at the same time (pfmon)",
            ));
        }
        // pfmon takes the plm of pfp_events[i] after its loop, i == event_count: an unused
        // entry whose plm is 0, so libpfm uses the default privilege levels.
        input.etb = Some(Etb {
            plm: 0,
            tm: if set.etb_tm != 0 { set.etb_tm } else { 3 },
            ptm: if set.etb_ptm != 0 { set.etb_ptm } else { 3 },
            ppm: if set.etb_ppm != 0 { set.etb_ppm } else { 3 },
            brt: set.etb_brt,
        });
    }
    // pfmon_mont_setup_ears
    for e in &events {
        let dear = matches!(
            e.entry.kind,
            LibpfmKind::DearTlb | LibpfmKind::DearCache | LibpfmKind::DearAlat
        );
        let iear = matches!(e.entry.kind, LibpfmKind::IearTlb | LibpfmKind::IearCache);
        let ear = Ear {
            kind: e.entry.kind,
            plm: e.plm,
            umask: e.entry.umask,
        };
        if dear {
            if input.dear.is_some() {
                return Err(bad(
                    &e.text,
                    "cannot specify more than one D-EAR event at the same time (pfmon)",
                ));
            }
            input.dear = Some(ear);
        }
        if iear {
            if input.iear.is_some() {
                // pfmon's message says D-EAR for the instruction EAR too.
                return Err(bad(
                    &e.text,
                    "cannot specify more than one D-EAR event at the same time (pfmon; an I-EAR event here)",
                ));
            }
            input.iear = Some(ear);
        }
    }
    // pfmon_mont_setup_thresholds
    if let Some(arg) = &set.thresholds {
        for (cnt, token) in arg.split(',').enumerate() {
            if cnt == MAX_EVENTS || cnt == events.len() {
                return Err(bad(arg, "too many thresholds specified (pfmon)"));
            }
            // atoi, then compared as an unsigned int with maxincr - 1.
            let t = atoi(token);
            let max = u64::from(events[cnt].entry.max_increment);
            if t < 0 || t as u64 > max.saturating_sub(1) {
                return Err(bad(
                    token,
                    format!(
                        "event {cnt}: threshold must be in [0-{max}) for {} (pfmon)",
                        events[cnt].text
                    ),
                ));
            }
            events[cnt].threshold = t as u64;
        }
    }
    if !line.no_qual_check {
        combinations(&events, &input)?;
    }
    input.events = events;
    Ok(input)
}

/// `pfm_find_full_event` as `setup_event_set` calls it, with pfmon's messages.
fn find_full_event(
    machine: &Machine,
    table: &'static [LibpfmEntry],
    item: &str,
) -> Result<Event, InteropError> {
    let name = item.split(':').next().unwrap_or_default();
    let entry = table
        .iter()
        .find(|e| e.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            let mut e = super::common::unknown_event(machine, &[Tool::Pfmon], name);
            if let InteropError::UnknownEvent { hint, .. } = &mut e {
                hint.push_str(" (pfmon: event not found)");
            }
            e
        })?;
    let masks = entry.has(LIBPFM_MESI);
    let umask_error = |why: &str| {
        bad(
            item,
            format!("invalid or missing unit mask (PFMLIB_ERR_UMASK): {why}"),
        )
    };
    let mut mesi = 0;
    match item.split_once(':') {
        None if masks => {
            return Err(umask_error(&format!(
                "event {} needs at least a unit mask among: [I] [S] [E] [M] (pfmon)",
                entry.name
            )))
        }
        None => {}
        Some(_) if !masks => return Err(umask_error(&format!("{} has no unit mask", entry.name))),
        Some((_, rest)) => {
            if rest.is_empty() {
                return Err(umask_error("nothing follows ':'"));
            }
            for token in rest.split(':') {
                let index = match token.to_ascii_uppercase().as_str() {
                    "I" => 0,
                    "S" => 1,
                    "E" => 2,
                    "M" => 3,
                    _ => match strtoul_all(token) {
                        Some(n) if n <= 3 => n,
                        _ => {
                            return Err(umask_error(&format!(
                                "'{token}' is not one of I, S, E, M (or 0-3)"
                            )))
                        }
                    },
                };
                mesi |= 1 << index;
            }
        }
    }
    Ok(Event {
        text: item.to_string(),
        entry,
        mesi,
        plm: 0,
        threshold: 0,
    })
}

/// `gen_range` as `gen_code_range`/`gen_data_range` call it: `start-end` with numbers read by
/// strtoull, base 0. A symbol needs the program's symbol table, which the import does not
/// have: it says so, and takes addresses.
fn address_range(arg: &str, kind: &str) -> Result<(u64, u64), InteropError> {
    let invalid = || {
        bad(
            arg,
            "invalid address range specification. Must be start-end (pfmon)",
        )
    };
    let symbol = |s: &str| {
        bad(
            arg,
            format!(
                "'{s}' is a symbol: pfmon looks it up in the program's symbol table (or --symbol-file), which an \
                 import does not have; give the {kind} range as addresses, start-end"
            ),
        )
    };
    let Some((a, b)) = arg.split_once('-') else {
        if arg.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(invalid());
        }
        return Err(symbol(arg));
    };
    if a.is_empty() || b.is_empty() {
        return Err(invalid());
    }
    let read = |s: &str| -> Result<u64, InteropError> {
        if s.starts_with(|c: char| c.is_ascii_digit()) {
            strtoul_all(s).ok_or_else(|| bad(arg, format!("symbol not found: {s} (pfmon)")))
        } else {
            Err(symbol(s))
        }
    };
    let (start, end) = (read(a)?, read(b)?);
    if end <= start {
        return Err(bad(
            arg,
            format!("empty address range [{start:#x}-{end:#x}] (pfmon)"),
        ));
    }
    Ok((start, end))
}

/// `--checkpoint-func=addr`: an address (or a symbol, which needs the symbol table).
fn checkpoint(arg: &str) -> Result<(u64, u64), InteropError> {
    if arg.starts_with(|c: char| c.is_ascii_digit()) && !arg.contains('-') {
        let start = strtoul_all(arg).ok_or_else(|| bad(arg, format!("symbol not found: {arg} (pfmon)")))?;
        return Ok((start, start.wrapping_add(0x10)));
    }
    address_range(arg, "code")
}

/// `pfmon_mont_parse_opcm`: `[mifb]:match:mask`, the slots all four when none is given.
fn opcm(arg: &str) -> Result<Opcm, InteropError> {
    let malformed = || bad(arg, "malformed --opc-match*. Must be [mifb]:match:mask (pfmon)");
    let (slots, rest) = arg.split_once(':').ok_or_else(malformed)?;
    let mut mifb = 0xf;
    if !slots.is_empty() {
        mifb = 0;
        for c in slots.chars() {
            mifb |= match c.to_ascii_lowercase() {
                'm' => 8,
                'i' => 4,
                'f' => 2,
                'b' => 1,
                _ => {
                    return Err(bad(
                        arg,
                        format!("unknown slot type {c} for --opc-match* (pfmon)"),
                    ))
                }
            };
        }
    }
    let (m, after) = strtoul(rest);
    let match_ = m.unwrap_or(0);
    let mask_text = after.strip_prefix(':').ok_or_else(malformed)?;
    let (mask, tail) = strtoul(mask_text);
    if !tail.is_empty() {
        return Err(malformed());
    }
    Ok(Opcm {
        m: mifb & 8 != 0,
        i: mifb & 4 != 0,
        f: mifb & 2 != 0,
        b: mifb & 1 != 0,
        match_,
        mask: mask.unwrap_or(0),
    })
}

/// `check_mont_event_combinations`: pfmon repeats some of libpfm's checks to name the events
/// (`check_counter_conflict`, `check_cancel_events`, `check_cross_groups`), then checks that
/// each event supports the qualifiers asked for.
fn combinations(events: &[Event], input: &Input) -> Result<(), InteropError> {
    for (i, a) in events.iter().enumerate() {
        if a.entry.counters == 0xfff0 {
            continue;
        }
        if let Some(b) = events[i + 1..]
            .iter()
            .find(|b| b.entry.counters == a.entry.counters && a.entry.counters.count_ones() == 1)
        {
            return Err(InteropError::Conflict {
                part: b.text.clone(),
                why: format!(
                    "event {} and {} cannot be measured at the same time, trying using different event sets (pfmon): \
                     both can be counted only in PMC{}",
                    a.entry.name,
                    b.entry.name,
                    a.entry.counters.trailing_zeros()
                ),
            });
        }
    }
    if let Some((a, b)) = dispatch::cancel_conflict(events) {
        return Err(InteropError::Conflict {
            part: events[b].text.clone(),
            why: format!(
                "{} and {} cannot be measured at the same time (pfmon: at most one L2D_OZQ_CANCELS0 or L2D_OZQ_CANCELS1 event)",
                events[a].entry.name, events[b].entry.name
            ),
        });
    }
    for (i, a) in events.iter().enumerate() {
        let Some(LibpfmGroup::L1d(s)) = a.entry.group else {
            continue;
        };
        if let Some(b) = events[i + 1..]
            .iter()
            .find(|b| matches!(b.entry.group, Some(LibpfmGroup::L1d(t)) if t != s))
        {
            return Err(InteropError::Conflict {
                part: b.text.clone(),
                why: format!(
                    "event {} and {} cannot be measured at the same time (pfmon): they are of different L1D sets (section 4.8.2)",
                    a.entry.name, b.entry.name
                ),
            });
        }
    }
    if dispatch::cross_groups(events).is_err() {
        return Err(bad(
            events
                .iter()
                .map(|e| e.text.as_str())
                .collect::<Vec<_>>()
                .join(","),
            "you are using more L2D events from more than two sets at the same time (pfmon; section 4.8.4)",
        ));
    }
    let opcm = input.opcm1.is_some() || input.opcm2.is_some();
    for e in events {
        let name = e.entry.name;
        if opcm && !e.entry.has(LIBPFM_OPCM) {
            return Err(bad(
                &e.text,
                format!("event {name} does not support opcode matching (pfmon)"),
            ));
        }
        if input.irange.is_some() && !e.entry.has(LIBPFM_IAR) {
            return Err(bad(
                &e.text,
                format!("event {name} does not support instruction address range restrictions (pfmon)"),
            ));
        }
        if input.drange.is_some() && !e.entry.has(LIBPFM_DAR) {
            return Err(bad(
                &e.text,
                format!("event {name} does not support data address range restrictions (pfmon)"),
            ));
        }
    }
    Ok(())
}

/// The writes of one set as libpfm dispatches it, in the machine's register order.
fn program(machine: &'static Machine, input: &Input, part: &str) -> Result<Vec<RegWrite>, InteropError> {
    let slots = slots(machine);
    let out = dispatch::dispatch(input, &slots, &|n| machine.register(n)).map_err(|f| match f {
        Failure::Encode(e) => e,
        Failure::Libpfm(LibpfmError::NoAssign) => bad(
            part,
            format!(
                "cannot configure events: set0 events incompatible or too many events (pfmon; libpfm: {})",
                LibpfmError::NoAssign.message()
            ),
        ),
        Failure::Libpfm(e) => bad(
            part,
            format!("cannot configure events: {} (pfmon, libpfm)", e.message()),
        ),
    })?;
    let mut writes: Vec<RegWrite> = out
        .pmcs
        .iter()
        .map(|(r, v)| RegWrite {
            reg: r.name,
            value: *v,
            thread: 0,
        })
        .collect();
    for (prefix, brs) in [("IBR", &out.ibrs), ("DBR", &out.dbrs)] {
        for b in brs.iter() {
            let name = format!("{prefix}{}", b.num);
            let reg = machine
                .register(&name)
                .ok_or_else(|| bad(part, format!("{name} is not a register of {}", machine.id)))?;
            writes.push(RegWrite {
                reg: reg.name,
                value: b.value,
                thread: 0,
            });
        }
    }
    // pfmon writes the PMCs, then the IBRs and DBRs; the order among them does not matter to
    // the PMU, so they are listed in the machine's register order.
    let order = |name: &str| machine.registers.iter().position(|r| r.name == name);
    crate::sort::sort_by_key(&mut writes, |w| order(w.reg));
    Ok(writes)
}

pub(super) fn import(machine: &'static Machine, text: &str) -> Result<Imported, InteropError> {
    let mut argv = words(text);
    let full_line = argv
        .first()
        .is_some_and(|w| w == "pfmon" || w.ends_with("/pfmon"));
    if argv
        .first()
        .is_some_and(|w| w == "pfmon_gen" || w.ends_with("/pfmon_gen"))
    {
        return Err(bad(
            &argv[0],
            "pfmon_gen forces libpfm's generic IA-64 support (check_forced_generic), not Montecito's: its \
             events and options differ",
        ));
    }
    if full_line {
        argv.remove(0);
    } else if argv.first().is_some_and(|w| !w.starts_with('-')) {
        // A bare event list, as -e takes it.
        argv = vec!["-e".to_string(), argv.join("")];
    }
    let line = read(&argv, full_line)?;
    let mut imported = Imported {
        not_imported: line.not_imported.clone(),
        notes: line.no_command.iter().cloned().collect(),
        ..Imported::default()
    };
    if let Some(option) = &line.exits {
        imported.notes.push(format!(
            "pfmon exits at {option} without programming the PMU: nothing is written."
        ));
        return Ok(imported);
    }
    if line.sets.len() > 1 && !line.switch_timeout {
        return Err(bad(
            &line.sets[1].origin,
            "switch timeout required with multiple sets, use --switch-timeout (pfmon)",
        ));
    }
    // Every set is set up and dispatched (an error in any stops pfmon); the first is programmed.
    let mut first = None;
    for (n, set) in line.sets.iter().enumerate() {
        let part = if set.origin.is_empty() {
            set.events.clone()
        } else {
            set.origin.clone()
        };
        let input = setup(machine, &line, set)?;
        let writes = program(machine, &input, &part)?;
        if n == 0 {
            first = Some((input, writes));
        } else {
            imported.not_imported.push(NotImported::new(
                &set.origin,
                format!("event set {n}: pfmon switches to it every --switch-timeout; it is not programmed at the start"),
                "the perfmon2 kernel interface",
            ));
        }
    }
    let Some((input, writes)) = first else {
        return Err(bad(text, "no event set"));
    };
    imported.writes = writes;
    if line.using_default {
        imported.notes.push(format!(
            "No -e: pfmon counts its default event, libpfm's cycle event {CYCLE_EVENT}."
        ));
    }
    imported.notes.push(
        "Each counting PMC is written from 0: oi is left to the kernel, .all is not supported by libpfm (0), \
         ism is forced to 0b10 (IA-64), an EAR event's umask is 0 (its umask goes to the EAR)."
            .to_string(),
    );
    imported.notes.push(
        "Counters are placed as libpfm 3.10 does: the last L1D-set event of the list in PMC5, the first three \
         events of the first and second L2D sets in PMC4/5/8 and PMC6/7/9, events restricted to some counters \
         next, then the rest in increasing free counters."
            .to_string(),
    );
    if input.irange.is_some() || input.drange.is_some() {
        imported.notes.push(
            "The debug registers of a range are written by pfmon through perfmon2 (pfmon_write_ibrs, \
             pfmon_write_dbrs); libpfm may cover more than the range asked for (rr_soff, rr_eoff)."
                .to_string(),
        );
    }
    Ok(imported)
}

/// The counters libpfm gives a list of events (by name), as the machine's counter ids; `None`
/// where libpfm refuses the list. The export uses it to order its events.
pub(super) fn placement(machine: &'static Machine, names: &[&str]) -> Option<Vec<&'static str>> {
    let table = table(machine);
    let events = names
        .iter()
        .map(|n| {
            table.iter().find(|e| e.name == *n).map(|entry| Event {
                text: n.to_string(),
                entry,
                mesi: 0,
                plm: PLM3,
                threshold: 0,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let slots = slots(machine);
    let input = Input {
        events,
        dfl_plm: PLM3,
        table,
        ..Input::default()
    };
    let out = dispatch::dispatch(&input, &slots, &|n| machine.register(n)).ok()?;
    Some(out.counters.iter().map(|&s| slots[s].counter.id).collect())
}

/// An example value for an option that takes one.
fn example_value(name: &str) -> &'static str {
    match name {
        "events" => "CPU_OP_CYCLES_ALL",
        "priv-levels" => "uk",
        "event-thresholds" => "0",
        "opc-match32" | "opc-match34" => "mifb:0x0:0x1ffffffffff",
        "irange" => "0x4000000000001000-0x4000000000002000",
        "checkpoint-func" => "0x4000000000001000",
        "drange" => "0x6000000000000000-0x6000000000001000",
        "cpu-list" => "0",
        "session-timeout"
        | "trigger-start-delay"
        | "print-interval"
        | "switch-timeout"
        | "smpl-show-top"
        | "smpl-cum-threshold"
        | "smpl-entries" => "10",
        "long-smpl-periods" | "short-smpl-periods" => "100000",
        "smpl-periods-random" => "0xff",
        "extra-smpl-pmds" | "reset-non-smpl-periods" => "4",
        "attach-task" => "1234",
        "trigger-code-start-addresses" | "trigger-code-stop-addresses" => "0x4000000000001000",
        "trigger-data-start-addresses" | "trigger-data-stop-addresses" => "0x6000000000000000",
        "event-info" => "CPU_OP_CYCLES_ALL",
        "smpl-module" | "smpl-module-info" => "inst-hist",
        _ => "out.txt",
    }
}

/// pfmon's grammar: every long and short option, the options of other processors and
/// versions, and the unit masks of the event syntax.
pub(super) fn grammar() -> Vec<GrammarEntry> {
    let machine = "montecito";
    let entry = |name: String, kind: Kind, what: &str, example: String| GrammarEntry {
        format: Format::Pfmon,
        machine,
        name,
        kind,
        what: what.to_string(),
        example,
    };
    let mut out = Vec::new();
    for o in LONG {
        let opt = match o.arg {
            Arg::No => format!("--{}", o.name),
            Arg::Required | Arg::Optional => format!("--{}={}", o.name, example_value(o.name)),
        };
        let mut example = match o.name {
            "events" => format!("pfmon {opt} ./a.out"),
            "system-wide" => format!("pfmon {opt} -e CPU_OP_CYCLES_ALL -t 10"),
            "trigger-start-delay" | "print-interval" => {
                format!("pfmon --system-wide {opt} -e CPU_OP_CYCLES_ALL -t 10")
            }
            "attach-task" => format!("pfmon {opt} -e CPU_OP_CYCLES_ALL"),
            "irange"
            | "checkpoint-func"
            | "inverse-irange"
            | "irange-demand-fetch"
            | "irange-prefetch-match" => {
                format!("pfmon {opt} -e IA64_INST_RETIRED ./a.out")
            }
            "drange" => format!("pfmon {opt} -e LOADS_RETIRED ./a.out"),
            "opc-match32" | "opc-match34" => format!("pfmon {opt} -e IA64_INST_RETIRED ./a.out"),
            _ => format!("pfmon {opt} -e CPU_OP_CYCLES_ALL ./a.out"),
        };
        if o.name == "inverse-irange" || o.name.starts_with("irange-") {
            example = format!(
                "pfmon --irange=0x4000000000001000-0x4000000000002000 {opt} -e IA64_INST_RETIRED ./a.out"
            );
        }
        if o.name.starts_with("etb-") {
            example = format!("pfmon {opt} -e ETB_EVENT ./a.out");
        }
        out.push(entry(format!("--{}", o.name), o.kind, o.what, example));
    }
    for s in SHORT {
        if let Some(o) = long_named(s.long) {
            let example = match s.arg {
                Arg::No => format!("pfmon -{} -e CPU_OP_CYCLES_ALL ./a.out", s.letter),
                _ if s.letter == 'e' => "pfmon -e CPU_OP_CYCLES_ALL ./a.out".to_string(),
                _ if s.letter == 't' => "pfmon --system-wide -t 10 -e CPU_OP_CYCLES_ALL".to_string(),
                _ if s.letter == 'p' => "pfmon -p 1234 -e CPU_OP_CYCLES_ALL".to_string(),
                _ => format!(
                    "pfmon -{} {} -e CPU_OP_CYCLES_ALL ./a.out",
                    s.letter,
                    example_value(o.name)
                ),
            };
            out.push(entry(format!("-{}", s.letter), o.kind, o.what, example));
        }
    }
    for (name, whose) in ELSEWHERE {
        out.push(entry(
            format!("--{name}"),
            Kind::Refused,
            whose,
            format!("pfmon --{name} -e CPU_OP_CYCLES_ALL ./a.out"),
        ));
    }
    for (mask, what) in [
        ("I", "MESI filter: invalid lines (PMC.MESI bit 0)"),
        ("S", "MESI filter: shared lines (bit 1)"),
        ("E", "MESI filter: exclusive lines (bit 2)"),
        ("M", "MESI filter: modified lines (bit 3)"),
    ] {
        out.push(entry(
            format!(":{mask}"),
            Kind::Programs,
            what,
            format!("pfmon -e L3_READS_ALL_ALL:{mask} ./a.out"),
        ));
    }
    out
}
