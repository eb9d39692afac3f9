//! Solaris cpustat/cputrack `-c` specifications on the SPARC T4 and KT, with libcpc's and the
//! kernel backends' semantics:
//!
//! - the specification (`cpc_strtoset`, illumos `usr/src/cmd/cpc/common/strtoset.c`) is a
//!   comma-separated list of `picN=EVENT`, bare event names (placed on the next free PIC
//!   after the highest one used), `nouser`/`nouserN` (clear user counting, on by default),
//!   `sys`/`sysN` (count in system mode), and the backend's attributes `attr=value` or
//!   `attrN=value` (a value given as in C, `strtoll` base 0; no value means 1);
//! - the T4 backend (Solaris `usr/src/uts/sun4v/pcbe/vt_pcbe.c`) takes names only, the
//!   attributes `hpriv` and `emask` (which must lie in the name's `emask_valid`), requires the
//!   same flags on every request, and programs each used PIC's own PCR with the event, ut, st,
//!   ht and toe = 1;
//! - the KT backend (`niagara2_pcbe.c` under `KT_IMPL`) takes `hpriv`, `l2ctl`, `emask` and
//!   `sample`, programs both counters' events into the one PCR (an unused counter gets event
//!   0), sets toe0/toe1 for the counters used, but leaves toe clear for `L2_dmiss_ld` (its
//!   workaround for hardware erratum 108), and sets sample_mode for `sample`.
//!
//! PAPI preset names (`PAPI_tot_ins`) are accepted as the backends do, and refuse attributes.

use std::collections::BTreeMap;

use super::common::{
    find_alias, set, slots, unknown_event, words, Format, GrammarEntry, Imported, InteropError, Kind,
    NotImported, RegWrite, Slot,
};
use crate::event::{Alias, Tool};
use crate::machine::Machine;
use crate::number::parse_u64;

/// What a request counts in: libcpc's CPC_COUNT_USER, CPC_COUNT_SYSTEM, CPC_COUNT_HV and
/// the KT's CPC_COUNT_SAMPLE_MODE.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Flags {
    user: bool,
    system: bool,
    hv: bool,
    sample: bool,
}

/// One request: a PIC and what it counts.
#[derive(Debug)]
struct Request {
    text: String,
    alias: &'static Alias,
    generic: bool,
    flags: Flags,
    emask: Option<(u64, String)>,
    attrs: usize,
}

/// What a cputrack or cpustat option does, as its `main` handles it (illumos
/// `usr/src/cmd/cpc/common/cputrack.c`, getopt string `"T:N:Defhntvo:r:c:p:"`, and
/// `cpustat.c`, `"Dc:hntT:sp:"`): the letter, whether it takes a value, its kind and what it does.
type CpcOption = (char, bool, Kind, &'static str);

/// cputrack's options.
pub(super) static CPUTRACK: &[CpcOption] = &[
    ('T', true, Kind::NoRegister, "seconds between samples"),
    ('N', true, Kind::NoRegister, "number of samples"),
    ('D', false, Kind::NoRegister, "debug mode"),
    ('e', false, Kind::NoRegister, "follows exec"),
    ('f', false, Kind::NoRegister, "follows fork"),
    (
        'h',
        false,
        Kind::Refused,
        "prints the extended usage and the processor's events and exits: nothing is programmed",
    ),
    ('n', false, Kind::NoRegister, "suppresses titles"),
    ('t', false, Kind::NoRegister, "prints the %tick register"),
    ('v', false, Kind::NoRegister, "verbose mode"),
    ('o', true, Kind::NoRegister, "writes the statistics to a file"),
    (
        'r',
        true,
        Kind::Refused,
        "in cputrack's getopt string, but its switch has no case for it: a usage error (exit 2)",
    ),
    ('c', true, Kind::Programs, "the events to count (cpc_strtoset)"),
    (
        'p',
        true,
        Kind::NoRegister,
        "counts in an existing process instead of a command",
    ),
];

/// cpustat's options.
pub(super) static CPUSTAT: &[CpcOption] = &[
    ('D', false, Kind::NoRegister, "debug mode"),
    ('c', true, Kind::Programs, "the events to count (cpc_strtoset)"),
    (
        'h',
        false,
        Kind::Refused,
        "prints the extended usage and the processor's events and exits: nothing is programmed",
    ),
    ('n', false, Kind::NoRegister, "suppresses titles"),
    ('t', false, Kind::NoRegister, "prints the %tick register"),
    ('T', true, Kind::NoRegister, "prints a timestamp (d or u)"),
    (
        's',
        false,
        Kind::NoRegister,
        "runs a soaker thread for system-only sets",
    ),
    (
        'p',
        true,
        Kind::NoRegister,
        "cycles through the sets over this period",
    ),
];

/// The `-c` specifications of a cpustat/cputrack command line, or the text itself, and what
/// the line asks for that programs no register, and what the tool would say of a line that
/// lacks its command.
type Specs = (Vec<String>, Vec<NotImported>, Option<String>);

fn specs(text: &str) -> Result<Specs, InteropError> {
    let w = words(text);
    let tool = w
        .first()
        .map(|t| t.rsplit('/').next().unwrap_or(t))
        .unwrap_or_default();
    let table = match tool {
        "cputrack" => CPUTRACK,
        "cpustat" => CPUSTAT,
        _ => return Ok((vec![w.join("")], Vec::new(), None)),
    };
    let mut usage = None;
    let mut out = Vec::new();
    let mut not_imported = Vec::new();
    let mut pid = false;
    let mut i = 1;
    // getopt: clustered letters, a value attached or in the next word, and the first word
    // that is not an option ends the options.
    while i < w.len() {
        let a = &w[i];
        if a == "--" {
            i += 1;
            break;
        }
        if !(a.len() > 1 && a.starts_with('-')) {
            break;
        }
        let letters: Vec<char> = a.chars().skip(1).collect();
        let mut j = 0;
        while j < letters.len() {
            let c = letters[j];
            let &(_, takes, kind, what) = table.iter().find(|o| o.0 == c).ok_or_else(|| {
                InteropError::bad(
                    a,
                    format!("illegal option -- {c}: {tool} prints its usage and exits with status 2"),
                )
            })?;
            let rest: String = letters[j + 1..].iter().collect();
            let value = if takes {
                if rest.is_empty() {
                    i += 1;
                    Some(w.get(i).cloned().ok_or_else(|| {
                        InteropError::bad(
                            a,
                            format!("option requires an argument -- {c}: {tool} prints its usage"),
                        )
                    })?)
                } else {
                    Some(rest)
                }
            } else {
                None
            };
            let typed = match &value {
                Some(v) => format!("-{c} {v}"),
                None => format!("-{c}"),
            };
            match (c, kind) {
                ('c', _) => out.push(value.clone().unwrap_or_default()),
                (_, Kind::Refused) => return Err(InteropError::bad(&typed, format!("{tool} {what}"))),
                _ => {
                    if c == 'p' && tool == "cputrack" {
                        pid = true;
                    }
                    if tool == "cpustat" && c == 'T' && !matches!(value.as_deref(), Some("d" | "u")) {
                        return Err(InteropError::bad(
                            &typed,
                            "cpustat -T takes d or u: a usage error (exit 2)",
                        ));
                    }
                    not_imported.push(NotImported::new(typed, what, tool));
                }
            }
            if takes {
                break;
            }
            j += 1;
        }
        i += 1;
    }
    let operands = &w[i.min(w.len())..];
    match tool {
        "cputrack" => {
            if operands.is_empty() && !pid {
                // A line pasted without its command is imported as it would be with one.
                usage = Some(
                    "cputrack needs a command or -p pid: without one it prints its usage and exits with status 2; \
                     the events are imported as they would be with one."
                        .to_string(),
                );
            }
            if !operands.is_empty() && pid {
                return Err(InteropError::bad(
                    operands.join(" "),
                    "cputrack takes a command or -p pid, not both: a usage error (exit 2)",
                ));
            }
            if !operands.is_empty() {
                not_imported.push(NotImported::new(
                    operands.join(" "),
                    "the command cputrack runs and counts",
                    "the workload",
                ));
            }
        }
        _ => {
            // cpustat [interval [count]]
            if operands.len() > 2 {
                return Err(InteropError::bad(
                    operands.join(" "),
                    "cpustat takes at most interval and count: a usage error",
                ));
            }
            for (n, op) in operands.iter().enumerate() {
                let ok = if n == 0 {
                    op.parse::<f64>().is_ok_and(|v| v * 1000.0 >= 1.0)
                } else {
                    op.parse::<u32>().is_ok_and(|v| v > 0)
                };
                if !ok {
                    return Err(InteropError::bad(
                        op,
                        format!("cpustat: invalid argument \"{op}\""),
                    ));
                }
            }
            if !operands.is_empty() {
                not_imported.push(NotImported::new(
                    operands.join(" "),
                    "the sampling interval in seconds and the number of samples",
                    "cpustat",
                ));
            }
        }
    }
    Ok((out, not_imported, usage))
}

/// The attributes the machine's backend takes, read from the PCR's fields: `hpriv` where the
/// PCR has ht, `sample` where it has sample_mode, `emask` always, `l2ctl` (the L2
/// PERF_CONFIG, written through the hypervisor) where the catalogue's notes name it.
fn attribute_names(slots: &[Slot]) -> Vec<&'static str> {
    let mut names = vec!["emask"];
    if slots.iter().any(|s| s.reg.field("ht").is_some()) {
        names.push("hpriv");
    }
    if slots.iter().any(|s| s.reg.field("sample_mode").is_some()) {
        names.push("sample");
        names.push("l2ctl");
    }
    names
}

/// Split `name` into an attribute and its optional PIC number (`emask0`, `nouser1`).
fn with_pic(token: &str, names: &[&'static str]) -> Option<(&'static str, Option<usize>)> {
    names.iter().find_map(|n| {
        let rest = token.strip_prefix(n)?;
        if rest.is_empty() {
            Some((*n, None))
        } else {
            rest.parse::<usize>().ok().map(|p| (*n, Some(p)))
        }
    })
}

fn parse_value(token: &str, name: &str, value: Option<&str>) -> Result<u64, InteropError> {
    match value {
        None => Ok(1),
        Some(v) => parse_u64(v).map_err(|e| {
            InteropError::bad(token, format!("invalid value '{v}' for attribute '{name}': {e}"))
        }),
    }
}

fn lookup(machine: &Machine, token: &str, name: &str) -> Result<(&'static Alias, bool), InteropError> {
    if let Some(a) = find_alias(machine, Tool::Cpc, name) {
        return Ok((a, false));
    }
    if let Some(a) = find_alias(machine, Tool::CpcGeneric, name) {
        return Ok((a, true));
    }
    if parse_u64(name).is_ok() {
        return Err(InteropError::bad(
            token,
            "the Solaris backend for this machine takes event names only, not raw codes",
        ));
    }
    Err(unknown_event(machine, &[Tool::Cpc, Tool::CpcGeneric], name))
}

/// Parse one specification into its requests, by PIC.
fn parse_spec(
    machine: &Machine,
    spec: &str,
    slots: &[Slot],
) -> Result<BTreeMap<usize, Request>, InteropError> {
    let attrs = attribute_names(slots);
    let n = slots.len();
    let default = Flags {
        user: true,
        system: false,
        hv: false,
        sample: false,
    };
    let mut events: BTreeMap<usize, (String, &'static Alias, bool)> = BTreeMap::new();
    let mut flags = vec![default; n];
    let mut emask: Vec<Option<(u64, String)>> = vec![None; n];
    let mut attr_count = vec![0usize; n];
    let targets = |pic: Option<usize>, token: &str| -> Result<Vec<usize>, InteropError> {
        match pic {
            None => Ok((0..n).collect()),
            Some(p) if p < n => Ok(vec![p]),
            Some(p) => Err(InteropError::bad(
                token,
                format!("there is no pic{p}: this machine has pic0-pic{}", n - 1),
            )),
        }
    };
    for token in spec.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        let (key, value) = match token.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (token, None),
        };
        if let Some(p) = key.strip_prefix("pic").and_then(|p| p.parse::<usize>().ok()) {
            let pic = targets(Some(p), token)?[0];
            let name = value
                .filter(|v| !v.is_empty())
                .ok_or_else(|| InteropError::bad(token, format!("missing 'pic{pic}' value")))?;
            if events.contains_key(&pic) {
                return Err(InteropError::bad(token, format!("repeated 'pic{pic}' token")));
            }
            let (alias, generic) = lookup(machine, token, name)?;
            events.insert(pic, (token.to_string(), alias, generic));
            continue;
        }
        if let Some((flag, pic)) = with_pic(key, &["nouser", "sys"]) {
            for p in targets(pic, token)? {
                match flag {
                    "nouser" => flags[p].user = false,
                    _ => flags[p].system = true,
                }
            }
            continue;
        }
        if let Some((attr, pic)) = with_pic(key, &attrs) {
            let v = parse_value(token, attr, value)?;
            for p in targets(pic, token)? {
                attr_count[p] += 1;
                match attr {
                    "hpriv" => flags[p].hv |= v != 0,
                    "sample" => flags[p].sample |= v != 0,
                    "emask" => emask[p] = Some((v, token.to_string())),
                    _ => {
                        return Err(InteropError::bad(
                            token,
                            "l2ctl sets the L2 PERF_CONFIG through the hypervisor; this import \
                             programs the PCR only (write L2_CONTROL_REG's PERF_CONFIG yourself)",
                        ))
                    }
                }
            }
            continue;
        }
        if value.is_some() {
            let known = ["picN", "nouser", "sys"]
                .into_iter()
                .chain(attrs.iter().copied())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(InteropError::bad(
                token,
                format!("bad token: this machine's backend takes {known} (Solaris spells the hypervisor attribute hpriv)"),
            ));
        }
        if token == "hv" {
            return Err(InteropError::bad(
                token,
                "Solaris spells the hypervisor attribute hpriv",
            ));
        }
        // A bare event name goes on the first PIC after the highest one used.
        let next = events.keys().next_back().map_or(0, |p| p + 1);
        if next >= n {
            return Err(InteropError::Conflict {
                part: token.to_string(),
                why: format!("every PIC (pic0-pic{}) already has an event", n - 1),
            });
        }
        let (alias, generic) = lookup(machine, token, token)?;
        events.insert(next, (token.to_string(), alias, generic));
    }
    Ok(events
        .into_iter()
        .map(|(pic, (text, alias, generic))| {
            (
                pic,
                Request {
                    text,
                    alias,
                    generic,
                    flags: flags[pic],
                    emask: emask[pic].clone(),
                    attrs: attr_count[pic],
                },
            )
        })
        .collect())
}

pub(super) fn import(machine: &'static Machine, text: &str) -> Result<Imported, InteropError> {
    let (specs, mut not_imported, usage) = specs(text)?;
    let Some(spec) = specs.first() else {
        return Err(InteropError::bad(
            text,
            "no -c specification: the tool prints its usage and exits with status 2",
        ));
    };
    let slots = slots(machine);
    // Every set must parse (cpc_setgrp_newset); the first is bound at the start, the others
    // take turns with it at each sample.
    for (n, other) in specs.iter().enumerate().skip(1) {
        parse_spec(machine, other, &slots)?;
        not_imported.push(NotImported::new(
            format!("-c {other}"),
            format!("set {n}: the tool binds each -c set in turn, one per sample; the first is programmed at the start"),
            "libcpc (cpc_setgrp)",
        ));
    }
    let requests = parse_spec(machine, spec, &slots)?;
    let Some(first) = requests.values().next() else {
        return Err(InteropError::bad(spec, "no event: give picN=EVENT"));
    };
    let mut notes: Vec<String> = usage.into_iter().collect();
    for r in requests.values() {
        if r.generic && r.attrs > 0 {
            return Err(InteropError::bad(
                &r.text,
                "a PAPI preset name takes no attributes (CPC_ATTRIBUTE_OUT_OF_RANGE); use the \
                 backend's own name",
            ));
        }
        if r.flags != first.flags {
            return Err(InteropError::Conflict {
                part: r.text.clone(),
                why: format!(
                    "the Solaris backend programs every counter with the same modes, and '{}' \
                     asks for others (CPC_CONFLICTING_REQS)",
                    first.text
                ),
            });
        }
        if let Some((v, token)) = &r.emask {
            if v & !r.alias.addable_mask != 0 {
                return Err(InteropError::bad(
                    token,
                    format!(
                        "emask {v:#x} sets bits outside {}'s emask_valid {:#x} \
                         (CPC_ATTRIBUTE_OUT_OF_RANGE)",
                        r.alias.name, r.alias.addable_mask
                    ),
                ));
            }
        }
    }
    // The erratum 108 workaround of the KT backend, for the event its table names so.
    let no_toe = find_alias(machine, Tool::Cpc, "L2_dmiss_ld");
    // Registers touched, each built from 0 as the backends do.
    let mut values: Vec<(&'static crate::register::Register, u64)> = Vec::new();
    for (pic, r) in &requests {
        let slot = slots[*pic];
        let reg = slot.reg;
        let at = match values.iter().position(|(g, _)| std::ptr::eq(*g, reg)) {
            Some(i) => i,
            None => {
                values.push((reg, 0));
                values.len() - 1
            }
        };
        let mut v = values[at].1;
        let mask = r.alias.mask.unwrap_or(0) | r.emask.as_ref().map_or(0, |(m, _)| *m);
        v = set(reg, v, slot.select.name, r.alias.code)?;
        if let Some(f) = slot.mask {
            v = set(reg, v, f.name, mask)?;
        }
        let erratum = no_toe
            .is_some_and(|a| r.alias.code == a.code && mask & a.mask.unwrap_or(0) == a.mask.unwrap_or(0));
        if let Some(toe) = slot.own_field("toe") {
            v = set(reg, v, toe.name, u64::from(!erratum))?;
        }
        if erratum {
            notes.push(format!(
                "{}: toe is left clear, as Solaris does for L2_dmiss_ld (its workaround for \
                 hardware erratum 108, pcbe_l2dmiss_ovtrap_enable).",
                r.text
            ));
        }
        v = set(reg, v, "ut", u64::from(r.flags.user))?;
        v = set(reg, v, "st", u64::from(r.flags.system))?;
        if reg.field("ht").is_some() {
            v = set(reg, v, "ht", u64::from(r.flags.hv))?;
        }
        if reg.field("sample_mode").is_some() {
            v = set(reg, v, "sample_mode", u64::from(r.flags.sample))?;
        }
        values[at].1 = v;
    }
    notes.push(
        "toe is set for every PIC used: the backend enables trap-on-overflow for each \
         configured counter; the PICs are set to their presets (0), which is not imported."
            .to_string(),
    );
    if first.flags.hv {
        notes.push("hpriv sets ht, which the backend writes through the hypervisor.".to_string());
    }
    Ok(Imported {
        writes: values
            .into_iter()
            .map(|(reg, value)| RegWrite {
                reg: reg.name,
                value,
                thread: 0,
            })
            .collect(),
        notes,
        not_imported,
    })
}

/// cpustat's and cputrack's grammar on each machine: their options, and `cpc_strtoset`'s
/// tokens with the backend's attributes.
pub(super) fn grammar() -> Vec<GrammarEntry> {
    let mut out = Vec::new();
    for (machine, event) in [("sparc-t4", "Instr_ld"), ("sparc-kt", "Instr_ld")] {
        let mut push = |name: String, kind: Kind, what: &str, example: String| {
            out.push(GrammarEntry {
                format: Format::Cpc,
                machine,
                name,
                kind,
                what: what.to_string(),
                example,
            })
        };
        for (tool, table) in [("cputrack", CPUTRACK), ("cpustat", CPUSTAT)] {
            for &(c, takes, kind, what) in table {
                let value = match (c, tool) {
                    ('T', "cpustat") => " d",
                    ('c', _) => "",
                    ('p', "cputrack") => " 1234",
                    (_, _) if takes => " 1",
                    _ => "",
                };
                let tail = match (tool, c) {
                    ("cputrack", 'p') => String::new(),
                    ("cputrack", _) => " ./a.out".to_string(),
                    _ => " 1 1".to_string(),
                };
                let example = if c == 'c' {
                    format!("{tool} -c pic0={event}{tail}")
                } else {
                    format!("{tool} -{c}{value} -c pic0={event}{tail}")
                };
                push(format!("{tool} -{c}"), kind, what, example);
            }
        }
        // The KT backend's extra attributes follow its PCR's sample_mode, as the parser's
        // attribute_names does.
        let samples = crate::machines::machine(machine)
            .is_some_and(|m| m.registers.iter().any(|r| r.field("sample_mode").is_some()));
        let attrs: &[(&str, &str)] = if samples {
            &[
                ("hpriv", "counts in hyperprivileged mode (PCR.ht)"),
                ("emask=0x1", "adds mask bits within the name's emask_valid"),
                ("sample", "sets PCR.sample_mode"),
                (
                    "l2ctl=1",
                    "the L2 PERF_CONFIG, written through the hypervisor: refused",
                ),
            ]
        } else {
            &[
                ("hpriv", "counts in hyperprivileged mode (PCR.ht)"),
                ("emask=0x2", "adds mask bits within the name's emask_valid"),
            ]
        };
        let tokens: Vec<(String, Kind, &str)> = [
            (format!("pic0={event}"), Kind::Programs, "the event of pic0"),
            (
                event.to_string(),
                Kind::Programs,
                "an event on the next free PIC after the highest used",
            ),
            (
                "nouser".to_string(),
                Kind::Programs,
                "clears user counting (ut) for every PIC",
            ),
            (
                "nouser0".to_string(),
                Kind::Programs,
                "clears user counting for pic0",
            ),
            (
                "sys".to_string(),
                Kind::Programs,
                "counts in system mode (st) for every PIC",
            ),
            (
                "sys0".to_string(),
                Kind::Programs,
                "counts in system mode for pic0",
            ),
        ]
        .into_iter()
        .chain(attrs.iter().map(|(a, w)| {
            let kind = if a.starts_with("l2ctl") {
                Kind::Refused
            } else {
                Kind::Programs
            };
            (a.to_string(), kind, *w)
        }))
        .collect();
        for (token, kind, what) in tokens {
            let spec = if token.starts_with("pic") || token == event {
                token.clone()
            } else {
                format!("pic0={event},{token}")
            };
            push(token, kind, what, format!("cputrack -c {spec} ./a.out"));
        }
    }
    out
}
