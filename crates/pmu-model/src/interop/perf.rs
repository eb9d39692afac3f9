//! Linux perf events on the SPARC T4, with the kernel's semantics (Linux
//! `arch/sparc/kernel/perf_event.c`, `niagara4_pmu` and `sparc_pmu_event_init`):
//!
//! - a raw event `rNNNN` is `attr.config`, "(encoding << 16) | pic_mask"; the encoding is
//!   `config >> 16` (`perf_event_get_enc`), `sl << 6 | mask`, shifted into the PCR by 5
//!   (`upper_shift`, `lower_shift`, `event_mask` 0x7ff); the pic mask is unused on the T4;
//! - the generic names map through `niagara4_perfmon_event_map` and `niagara4_cache_map`
//!   (the `Tool::Perf` aliases of the catalogue);
//! - `config_base` is `irq_bit` (PCR.toe) always, `user_bit` (PCR.ut) unless the user level
//!   is excluded, `priv_bit` (PCR.st) unless the kernel is; `hv_bit` is 0: "We explicitly
//!   don't support hypervisor tracing", so PCR.ht is never set;
//! - the PMU has no conflicts (`flags` 0, `max_hw_events` 4): events go to PIC0, PIC1, ... in
//!   the order they are added, each with its own PCR (`num_pcrs` 4).
//!
//! Modifiers follow perf's own rule: with any of `u`, `k`, `h`, the levels not named are
//! excluded.

use super::{
    find_alias, set, slots, unknown_event, words, GrammarEntry, Imported, InteropError, NotImported, RegWrite,
};
use crate::event::Tool;
use crate::machine::Machine;

/// The widest encoding the kernel masks into the PCR (`event_mask` 0x7ff).
const EVENT_MASK: u64 = 0x7ff;

/// One perf event: its encoding and which levels it excludes.
struct PerfEvent {
    text: String,
    encoding: u64,
    exclude_user: bool,
    exclude_kernel: bool,
}

/// Whether every item of `text` reads as a perf event (a raw code or a perf name, with
/// modifiers), or it is a perf command line.
pub(super) fn looks_like_perf(machine: &Machine, text: &str) -> bool {
    event_list(text).iter().all(|item| {
        let name = item.split(':').next().unwrap_or_default();
        raw_name(name).is_some() || find_alias(machine, Tool::Perf, name).is_some()
    })
}

fn raw_name(name: &str) -> Option<u64> {
    let hex = name.strip_prefix('r')?;
    if hex.is_empty() || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    u64::from_str_radix(hex, 16).ok()
}

/// The event items of a perf command line (`-e`, `--event`) or of a bare event list.
fn event_list(text: &str) -> Vec<String> {
    let w = words(text);
    let lists: Vec<String> = if w.first().map(String::as_str) == Some("perf") {
        let mut lists = Vec::new();
        let mut i = 0;
        while i < w.len() {
            let word = &w[i];
            if word == "-e" || word == "--event" {
                if let Some(next) = w.get(i + 1) {
                    lists.push(next.clone());
                }
                i += 2;
                continue;
            }
            if let Some(v) = word.strip_prefix("--event=") {
                lists.push(v.to_string());
            } else if let Some(v) = word
                .strip_prefix("-e")
                .filter(|v| !v.is_empty() && !word.starts_with("--"))
            {
                lists.push(v.to_string());
            }
            i += 1;
        }
        lists
    } else {
        vec![w.join("")]
    };
    lists.iter().flat_map(|l| expand_groups(l)).collect()
}

/// Split an event list at its commas, expanding groups: `{cycles,instructions}:u` is
/// `cycles:u,instructions:u` (a group's modifiers apply to each member).
fn expand_groups(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = list;
    while !rest.is_empty() {
        if let Some(inner) = rest.strip_prefix('{') {
            let close = inner.find('}').unwrap_or(inner.len());
            let members = &inner[..close];
            let after = inner.get(close + 1..).unwrap_or("");
            let (mods, next) = match after.find(',') {
                Some(i) => (&after[..i], &after[i + 1..]),
                None => (after, ""),
            };
            let mods = mods.strip_prefix(':').unwrap_or(mods);
            for m in members.split(',').filter(|m| !m.is_empty()) {
                out.push(match (m.contains(':'), mods.is_empty()) {
                    (_, true) => m.to_string(),
                    (true, false) => format!("{m}{mods}"),
                    (false, false) => format!("{m}:{mods}"),
                });
            }
            rest = next;
        } else {
            let (item, next) = rest.split_once(',').unwrap_or((rest, ""));
            if !item.is_empty() {
                out.push(item.to_string());
            }
            rest = next;
        }
    }
    out
}

/// The words of a perf command line that program nothing (the subcommand, other options,
/// the workload), for a note.
fn ignored_words(text: &str) -> Vec<String> {
    let w = words(text);
    if w.first().map(String::as_str) != Some("perf") {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut i = 1;
    while i < w.len() {
        let word = &w[i];
        if word == "-e" || word == "--event" {
            i += 2;
            continue;
        }
        if !(word.starts_with("--event=") || (word.starts_with("-e") && !word.starts_with("--"))) {
            out.push(word.clone());
        }
        i += 1;
    }
    out
}

fn parse_event(machine: &Machine, item: &str) -> Result<PerfEvent, InteropError> {
    let (name, mods) = match item.split_once(':') {
        Some((n, m)) => (n, m),
        None => (item, ""),
    };
    let encoding = if let Some(config) = raw_name(name) {
        let encoding = config >> 16;
        if encoding > EVENT_MASK {
            return Err(InteropError::bad(
                item,
                format!(
                    "the encoding {encoding:#x} (config >> 16) is wider than the 11 bits of sl and \
                     mask; the kernel would write the rest into PCR bits 16 and up"
                ),
            ));
        }
        encoding
    } else if let Some(a) = find_alias(machine, Tool::Perf, name) {
        a.code << 6 | a.mask.unwrap_or(0)
    } else if name.starts_with('r') && name.len() > 1 {
        return Err(InteropError::bad(
            item,
            "a raw event is r followed by hexadecimal digits, (encoding << 16) | pic_mask",
        ));
    } else {
        return Err(unknown_event(machine, &[Tool::Perf], name));
    };
    let (mut u, mut k, mut h) = (false, false, false);
    for c in mods.chars() {
        match c {
            'u' => u = true,
            'k' => k = true,
            'h' => h = true,
            // Precise and grouping modifiers do not change the PCR.
            'p' | 'P' | 'G' | 'H' | 'S' | 'D' => {}
            other => {
                return Err(InteropError::bad(
                    item,
                    format!("'{other}' is not a perf modifier this import knows (u, k, h, p, P, G, H, S, D)"),
                ))
            }
        }
    }
    let any = u || k || h;
    Ok(PerfEvent {
        text: item.to_string(),
        encoding,
        exclude_user: any && !u,
        exclude_kernel: any && !k,
    })
}

pub(super) fn import(machine: &'static Machine, text: &str) -> Result<Imported, InteropError> {
    let items = event_list(text);
    if items.is_empty() {
        return Err(InteropError::bad(
            text,
            "no event: give -e EVENT or an event list",
        ));
    }
    let events = items
        .iter()
        .map(|i| parse_event(machine, i))
        .collect::<Result<Vec<_>, _>>()?;
    let slots = slots(machine);
    if events.len() > slots.len() {
        return Err(InteropError::Conflict {
            part: events[slots.len()].text.clone(),
            why: format!(
                "the PMU counts at most {} events at once (max_hw_events); perf would multiplex \
                 the rest, which no register value expresses",
                slots.len()
            ),
        });
    }
    let mut writes = Vec::new();
    for (e, slot) in events.iter().zip(&slots) {
        let reg = slot.reg;
        let mut v = 0;
        v = set(reg, v, slot.select.name, e.encoding >> 6)?;
        if let Some(mask) = slot.mask {
            v = set(reg, v, mask.name, e.encoding & 0x3f)?;
        }
        if let Some(toe) = slot.own_field("toe") {
            v = set(reg, v, toe.name, 1)?;
        }
        v = set(reg, v, "ut", u64::from(!e.exclude_user))?;
        v = set(reg, v, "st", u64::from(!e.exclude_kernel))?;
        writes.push(RegWrite {
            reg: reg.name,
            value: v,
            thread: 0,
        });
    }
    let notes = vec![
        "toe is always set: the kernel's config_base starts with the PMU's irq_bit (PCR.toe).".to_string(),
        "ht is never set: Linux does not support hypervisor tracing on this PMU (hv_bit is 0), \
         because an overflow trap of a precise event taken in the hypervisor is lost."
            .to_string(),
        "Events go to PIC0, PIC1, ... in the order given; perf also writes each PIC with minus \
         its sample period, which is not imported."
            .to_string(),
    ];
    let not_imported = ignored_words(text)
        .into_iter()
        .map(|w| NotImported::new(w, "programs no PMU register", "perf"))
        .collect();
    Ok(Imported {
        writes,
        notes,
        not_imported,
    })
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

pub(super) fn grammar() -> Vec<GrammarEntry> {
    Vec::new()
}
