//! pfmon event lists on Montecito, with pfmon's options (pfmon `pfmon.c`,
//! `pfmon_montecito.c`) and libpfm 3's programming (`pfmlib_montecito.c`,
//! `pfm_mont_dispatch_counters`):
//!
//! - `-e ev1[:u1:u2],ev2,...` (`--events`) names libpfm events; the `:M:E:S:I` unit masks
//!   choose the MESI filter of events that have one (all four by default);
//! - `-u`/`-3`/`--user-level`, `-k`/`-0`/`--kernel-level`, `-1`, `-2` make the default
//!   privilege level mask (user level alone when none is given); `--priv-levels=l1,l2,...`
//!   gives one per event (any of `0123uk`); `--system-wide` sets PMC.pm;
//!   `--event-thresholds=t1,t2,...` gives each event's threshold, which must be below its
//!   maximum increment;
//! - each counting PMC is written from 0 with plm, pm, threshold, ism = 0b10 ("force IA-64
//!   mode"), umask (0 for the EAR events, whose umask is the EAR's), es and MESI; oi, ev and
//!   .all stay 0 (libpfm leaves oi to the OS and does not support .all);
//! - counters are assigned as libpfm does: an L1D-set event in PMC5, the first three events of
//!   the first and second L2D sets in PMC4, 5, 8 and PMC6, 7, 9, then events restricted to
//!   some counters in the first free one they allow, then the rest in the lowest free counter.

use super::{find_alias, set, slots, unknown_event, words, InteropError, RegWrite, Slot};
use crate::event::{Event, Tool};
use crate::machine::Machine;
use crate::number::parse_u64;

/// Itanium privilege level mask bits (PMC.plm): bit n is privilege level n.
const PLM_USER: u64 = 0b1000;
const PLM_KERNEL: u64 = 0b0001;

/// PMC.ism as libpfm forces it.
const ISM_IA64: u64 = 0b10;

/// Options that program registers this import does not write (address and opcode
/// qualification, the ETB): refused rather than dropped.
const UNSUPPORTED: &[&str] = &[
    "--opc-match8",
    "--opc-match32",
    "--opc-match34",
    "--irange",
    "--drange",
    "--checkpoint-func",
    "--inverse-irange",
    "--irange-demand-fetch",
    "--irange-prefetch-match",
    "--etb-tm-tk",
    "--etb-tm-ntk",
    "--etb-ptm-correct",
    "--etb-ptm-incorrect",
    "--etb-ppm-correct",
    "--etb-ppm-incorrect",
    "--etb-brt-iprel",
    "--etb-brt-ret",
    "--etb-brt-ind",
];

#[derive(Default)]
struct Options {
    events: Vec<String>,
    dfl_plm: u64,
    priv_levels: Option<String>,
    thresholds: Option<String>,
    system_wide: bool,
    ignored: Vec<String>,
}

fn parse_options(text: &str) -> Result<Options, InteropError> {
    let mut w = words(text);
    if w.first().map(String::as_str) == Some("pfmon") {
        w.remove(0);
    }
    let mut o = Options::default();
    if w.first().is_some_and(|f| !f.starts_with('-')) {
        // A bare event list.
        o.events.push(w.join(""));
        return Ok(o);
    }
    let mut i = 0;
    while i < w.len() {
        let word = w[i].clone();
        let (name, inline) = match word.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (word.clone(), None),
        };
        let value = |i: &mut usize| -> Result<String, InteropError> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            *i += 1;
            w.get(*i)
                .cloned()
                .ok_or_else(|| InteropError::bad(&word, "needs a value"))
        };
        match name.as_str() {
            "-e" | "--events" => {
                let v = value(&mut i)?;
                o.events.push(v);
            }
            "-u" | "-3" | "--user-level" => o.dfl_plm |= PLM_USER,
            "-k" | "-0" | "--kernel-level" => o.dfl_plm |= PLM_KERNEL,
            "-1" => o.dfl_plm |= 0b0010,
            "-2" => o.dfl_plm |= 0b0100,
            "--priv-levels" => o.priv_levels = Some(value(&mut i)?),
            "--event-thresholds" => o.thresholds = Some(value(&mut i)?),
            "--system-wide" => o.system_wide = true,
            n if UNSUPPORTED.contains(&n) => {
                return Err(InteropError::bad(
                    &word,
                    "this option programs address or opcode matching or the ETB, which this \
                     import does not write",
                ))
            }
            n if n.starts_with("-e") && n.len() > 2 && !n.starts_with("--") => {
                o.events.push(n[2..].to_string())
            }
            "--" => {
                o.ignored.extend(w[i..].iter().cloned());
                break;
            }
            n if n.starts_with('-') => o.ignored.push(word.clone()),
            _ => {
                // The workload command and its arguments.
                o.ignored.extend(w[i..].iter().cloned());
                break;
            }
        }
        i += 1;
    }
    Ok(o)
}

/// A privilege level list entry (`uk`, `0123`) as a PLM.
fn plm_of(token: &str) -> Result<u64, InteropError> {
    let mut plm = 0;
    for c in token.chars() {
        plm |= match c {
            'u' | '3' => PLM_USER,
            'k' | '0' => PLM_KERNEL,
            '1' => 0b0010,
            '2' => 0b0100,
            other => {
                return Err(InteropError::bad(
                    token,
                    format!("'{other}' is not a privilege level (any of 0123uk)"),
                ))
            }
        };
    }
    Ok(plm)
}

struct Request {
    text: String,
    event: &'static Event,
    umask: u64,
    mesi: u64,
    plm: u64,
    threshold: u64,
}

fn parse_event(machine: &Machine, item: &str) -> Result<Request, InteropError> {
    let mut parts = item.split(':');
    let name = parts.next().unwrap_or_default();
    let alias =
        find_alias(machine, Tool::Pfmon, name).ok_or_else(|| unknown_event(machine, &[Tool::Pfmon], name))?;
    let event = machine
        .event_for(alias.code, alias.mask)
        .ok_or_else(|| unknown_event(machine, &[Tool::Pfmon], name))?;
    let mut mesi = 0;
    for u in parts {
        if !event.mesi {
            return Err(InteropError::bad(
                item,
                format!("{name} has no MESI filter, so it takes no unit mask ':{u}'"),
            ));
        }
        mesi |= match u.to_ascii_uppercase().as_str() {
            "I" => 0b0001,
            "S" => 0b0010,
            "E" => 0b0100,
            "M" => 0b1000,
            _ => {
                return Err(InteropError::bad(
                    item,
                    format!("':{u}' is not a MESI unit mask (M, E, S or I)"),
                ))
            }
        };
    }
    if event.mesi && mesi == 0 {
        mesi = 0b1111;
    }
    Ok(Request {
        text: item.to_string(),
        event,
        umask: alias.mask.unwrap_or(0),
        mesi,
        plm: 0,
        threshold: 0,
    })
}

/// The counter libpfm gives the first event of the L1D set in a list (`pfm_mont_dispatch_counters`;
/// seed 003 section 4.8.2: "one L1D event" in PMC5/PMD5, L1124).
pub(super) const L1D_COUNTER: &str = "PMD5";

/// Whether `event` belongs to the L1D set (its events share PMD5's set selection).
pub(super) fn in_l1d_set(event: &Event) -> bool {
    event.set.is_some_and(|s| s.unit == "L1D")
}

/// libpfm's counter assignment; the result holds each request's slot.
fn assign<'s>(requests: &[Request], slots: &'s [Slot]) -> Result<Vec<&'s Slot>, InteropError> {
    let mut free: Vec<bool> = vec![true; slots.len()];
    let mut assigned: Vec<Option<usize>> = vec![None; requests.len()];
    let index = |id: &str| slots.iter().position(|s| s.counter.id == id);
    let take = |r: usize,
                id: &str,
                assigned: &mut Vec<Option<usize>>,
                free: &mut Vec<bool>|
     -> Result<(), InteropError> {
        let at = index(id).ok_or_else(|| InteropError::bad(&requests[r].text, format!("no counter {id}")))?;
        if !free[at] {
            return Err(InteropError::Conflict {
                part: requests[r].text.clone(),
                why: format!("it must be counted in {id}, which another event already uses"),
            });
        }
        free[at] = false;
        assigned[r] = Some(at);
        Ok(())
    };
    // The L1D set: one event in PMD5; events of different L1D sets cannot be counted together.
    let l1d: Vec<usize> = (0..requests.len())
        .filter(|&i| in_l1d_set(requests[i].event))
        .collect();
    if let Some(&first) = l1d.first() {
        let set = requests[first].event.set;
        if let Some(&other) = l1d.iter().find(|&&i| requests[i].event.set != set) {
            return Err(InteropError::Conflict {
                part: requests[other].text.clone(),
                why: format!(
                    "it is of another L1D set than {}, and events of different L1D sets cannot be \
                     counted together (section 4.8.2)",
                    requests[first].text
                ),
            });
        }
        take(first, L1D_COUNTER, &mut assigned, &mut free)?;
    }
    // The L2D sets: the first three of the first set in PMD4, 5, 8, of the second in 6, 7, 9.
    let mut l2d_sets: Vec<u8> = Vec::new();
    let mut placed = [0usize; 2];
    for i in 0..requests.len() {
        let Some(set) = requests[i].event.set.filter(|s| s.unit == "L2D") else {
            continue;
        };
        let k = match l2d_sets.iter().position(|&n| n == set.number) {
            Some(k) => k,
            None if l2d_sets.len() < 2 => {
                l2d_sets.push(set.number);
                l2d_sets.len() - 1
            }
            None => {
                return Err(InteropError::Conflict {
                    part: requests[i].text.clone(),
                    why: "at most two L2D sets can be counted together (section 4.8.4)".to_string(),
                })
            }
        };
        let counters = [["PMD4", "PMD5", "PMD8"], ["PMD6", "PMD7", "PMD9"]][k];
        if placed[k] < 3 && assigned[i].is_none() {
            take(i, counters[placed[k]], &mut assigned, &mut free)?;
            placed[k] += 1;
        }
    }
    // Events restricted to some counters, then the rest.
    for restricted in [true, false] {
        for i in 0..requests.len() {
            if assigned[i].is_some() {
                continue;
            }
            let e = requests[i].event;
            if (e.counters.len() < slots.len()) != restricted {
                continue;
            }
            let at = (0..slots.len()).find(|&s| free[s] && e.countable_in(slots[s].counter.id));
            match at {
                Some(s) => {
                    free[s] = false;
                    assigned[i] = Some(s);
                }
                None => {
                    return Err(InteropError::Conflict {
                        part: requests[i].text.clone(),
                        why: format!(
                            "it can be counted only in {}, and every one is taken",
                            e.counters.join(", ")
                        ),
                    })
                }
            }
        }
    }
    assigned
        .iter()
        .enumerate()
        .map(|(i, a)| {
            a.map(|s| &slots[s])
                .ok_or_else(|| InteropError::bad(&requests[i].text, "no counter left"))
        })
        .collect()
}

pub(super) fn import(
    machine: &'static Machine,
    text: &str,
) -> Result<(Vec<RegWrite>, Vec<String>), InteropError> {
    let o = parse_options(text)?;
    let list = match o.events.as_slice() {
        [] => return Err(InteropError::bad(text, "no event: give -e EVENT,...")),
        [one] => one,
        [_, second, ..] => {
            return Err(InteropError::bad(
                second,
                "several -e sets are multiplexed by pfmon; import one at a time",
            ))
        }
    };
    let slots = slots(machine);
    let mut requests = list
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| parse_event(machine, item))
        .collect::<Result<Vec<_>, _>>()?;
    if requests.len() > slots.len() {
        return Err(InteropError::Conflict {
            part: requests[slots.len()].text.clone(),
            why: format!("there are {} counters (PFMLIB_ERR_TOOMANY)", slots.len()),
        });
    }
    let dfl_plm = if o.dfl_plm == 0 { PLM_USER } else { o.dfl_plm };
    let levels: Vec<&str> = o
        .priv_levels
        .as_deref()
        .map(|l| l.split(',').collect())
        .unwrap_or_default();
    if levels.len() > requests.len() {
        return Err(InteropError::bad(
            levels[requests.len()],
            "more privilege levels than events",
        ));
    }
    let thresholds: Vec<&str> = o
        .thresholds
        .as_deref()
        .map(|l| l.split(',').collect())
        .unwrap_or_default();
    if thresholds.len() > requests.len() {
        return Err(InteropError::bad(
            thresholds[requests.len()],
            "too many thresholds specified",
        ));
    }
    for (i, r) in requests.iter_mut().enumerate() {
        r.plm = match levels.get(i) {
            Some(l) if !l.is_empty() => plm_of(l)?,
            _ => dfl_plm,
        };
        if let Some(t) = thresholds.get(i) {
            let t = parse_u64(t).map_err(|e| InteropError::bad(*t, format!("threshold: {e}")))?;
            let max = u64::from(r.event.max_increment);
            if t >= max.max(1) {
                return Err(InteropError::bad(
                    thresholds[i],
                    format!("event {i}: threshold must be in [0-{max}) for {}", r.text),
                ));
            }
            r.threshold = t;
        }
    }
    let placed = assign(&requests, &slots)?;
    let mut order: Vec<(&Request, &Slot)> = requests.iter().zip(placed).collect();
    // The writes in counter order (PMC4 first), whatever the events' order.
    crate::sort::sort_by_key(&mut order, |(_, slot)| {
        slots.iter().position(|s| s.counter.id == slot.counter.id)
    });
    let mut writes = Vec::new();
    for (r, slot) in order {
        let reg = slot.reg;
        let mut v = 0;
        v = set(reg, v, "plm", r.plm)?;
        v = set(reg, v, "pm", u64::from(o.system_wide))?;
        v = set(reg, v, "threshold", r.threshold)?;
        v = set(reg, v, "ism", ISM_IA64)?;
        v = set(reg, v, slot.select.name, r.event.code)?;
        if let Some(m) = slot.mask {
            v = set(reg, v, m.name, r.umask)?;
        }
        if r.mesi != 0 {
            v = set(reg, v, "MESI", r.mesi)?;
        }
        writes.push(RegWrite {
            reg: reg.name,
            value: v,
            thread: 0,
        });
    }
    let mut notes = vec![
        "oi, ev and .all are left 0: libpfm leaves oi to the OS and does not support .all; ism \
         is 0b10 (IA-64 only), as libpfm forces it."
            .to_string(),
        "Counters are assigned as libpfm does (L1D set in PMC5, L2D sets in PMC4/5/8 and \
         PMC6/7/9, restricted events next, then the lowest free counter)."
            .to_string(),
    ];
    if !o.ignored.is_empty() {
        notes.push(format!(
            "Not imported (they program no PMU register): {}.",
            o.ignored.join(" ")
        ));
    }
    Ok((writes, notes))
}
