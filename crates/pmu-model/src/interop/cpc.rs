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

use super::{
    find_alias, set, slots, unknown_event, words, GrammarEntry, Imported, InteropError, RegWrite, Slot,
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

/// The `-c` specifications of a cpustat/cputrack command line, or the text itself.
fn specs(text: &str) -> Result<Vec<String>, InteropError> {
    let w = words(text);
    match w.first().map(String::as_str) {
        Some("cpustat") | Some("cputrack") => {
            let mut out = Vec::new();
            let mut i = 1;
            while i < w.len() {
                if w[i] == "-c" {
                    let spec = w
                        .get(i + 1)
                        .ok_or_else(|| InteropError::bad("-c", "-c needs a specification"))?;
                    out.push(spec.clone());
                    i += 2;
                } else if let Some(spec) = w[i].strip_prefix("-c").filter(|s| !s.is_empty()) {
                    out.push(spec.to_string());
                    i += 1;
                } else {
                    i += 1;
                }
            }
            Ok(out)
        }
        _ => Ok(vec![w.join("")]),
    }
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
    let specs = specs(text)?;
    let spec = match specs.as_slice() {
        [] => return Err(InteropError::bad(text, "no -c specification")),
        [one] => one,
        [_, second, ..] => {
            return Err(InteropError::bad(
                second,
                "cpustat and cputrack alternate between several -c sets; import one at a time",
            ))
        }
    };
    let slots = slots(machine);
    let requests = parse_spec(machine, spec, &slots)?;
    let Some(first) = requests.values().next() else {
        return Err(InteropError::bad(spec, "no event: give picN=EVENT"));
    };
    let mut notes = Vec::new();
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
        not_imported: Vec::new(),
    })
}

pub(super) fn grammar() -> Vec<GrammarEntry> {
    Vec::new()
}
