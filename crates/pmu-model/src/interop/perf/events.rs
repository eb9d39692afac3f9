//! perf's event syntax as its lexer and parser define it (`tools/perf/util/parse-events.l` and
//! `parse-events.y` as of Linux v5.4, torvalds/linux): comma-separated events and `{...}`
//! groups with modifiers; the symbolic hardware and software events; the hardware cache events
//! `type[-op_result[-op_result]]`; raw events `rNNN`; `type:config` numbers; PMU events
//! `pmu/term=value,.../`; `mem:addr` breakpoints; `sys:event` tracepoints. Names are case
//! sensitive as the lexer's rules are; the cache words are then matched as
//! `parse_events_add_cache` does (`parse_aliases`: the longest alias the word begins with,
//! ignoring case), and an op a cache type does not have (`perf_evsel__is_cache_op_valid`,
//! `perf_evsel__hw_cache_stat`) is refused by perf itself. Modifiers follow
//! `get_event_modifier` and `check_modifier` (`parse-events.c`).

use crate::interop::common::InteropError;

/// The symbolic events of the lexer: hardware (PERF_TYPE_HARDWARE config) and software.
pub const HARDWARE_SYMBOLS: &[(&str, u64)] = &[
    ("cpu-cycles", 0),
    ("cycles", 0),
    ("stalled-cycles-frontend", 7),
    ("idle-cycles-frontend", 7),
    ("stalled-cycles-backend", 8),
    ("idle-cycles-backend", 8),
    ("instructions", 1),
    ("cache-references", 2),
    ("cache-misses", 3),
    ("branch-instructions", 4),
    ("branches", 4),
    ("branch-misses", 5),
    ("bus-cycles", 6),
    ("ref-cycles", 9),
];

/// The software events (PERF_TYPE_SOFTWARE) and perf's tool event: counted by the kernel or
/// by perf, not by the PMU.
pub const SOFTWARE_SYMBOLS: &[&str] = &[
    "cpu-clock",
    "task-clock",
    "page-faults",
    "faults",
    "minor-faults",
    "major-faults",
    "context-switches",
    "cs",
    "cpu-migrations",
    "migrations",
    "alignment-faults",
    "emulation-faults",
    "dummy",
    "duration_time",
    "bpf-output",
];

/// The lexer's kernel PMU events (`PE_KERNEL_PMU_EVENT`): sysfs event aliases of Intel's cpu
/// PMU, which the sparc cpu PMU does not have.
pub const KERNEL_PMU_EVENTS: &[&str] = &["cycles-ct", "cycles-t", "mem-loads", "mem-stores"];

/// The cache types' names (`perf_evsel__hw_cache`), in PERF_COUNT_HW_CACHE_* order.
pub const CACHE_TYPES: [&[&str]; 7] = [
    &["L1-dcache", "l1-d", "l1d", "L1-data"],
    &["L1-icache", "l1-i", "l1i", "L1-instruction"],
    &["LLC", "L2"],
    &["dTLB", "d-tlb", "Data-TLB"],
    &["iTLB", "i-tlb", "Instruction-TLB"],
    &["branch", "branches", "bpu", "btb", "bpc"],
    &["node"],
];

/// The ops' names (`perf_evsel__hw_cache_op`).
pub const CACHE_OPS: [&[&str]; 3] = [
    &["load", "loads", "read"],
    &["store", "stores", "write"],
    &["prefetch", "prefetches", "speculative-read", "speculative-load"],
];

/// The results' names (`perf_evsel__hw_cache_result`).
pub const CACHE_RESULTS: [&[&str]; 2] = [&["refs", "Reference", "ops", "access"], &["misses", "miss"]];

/// `perf_evsel__hw_cache_stat`: the ops each cache type has (read, write, prefetch bits).
const CACHE_STAT: [u8; 7] = [0b111, 0b101, 0b111, 0b111, 0b001, 0b001, 0b111];

/// The lexer's modifier letters (`modifier_event [ukhpPGHSDIW]+`).
pub const MODIFIERS: &str = "ukhpPGHSDIW";

/// The terms the parser knows for any PMU (`config_term_names`); the sparc cpu PMU has no
/// format attributes of its own, so `event=` and `umask=` are unknown there.
pub const TERMS: &[&str] = &[
    "config",
    "config1",
    "config2",
    "name",
    "period",
    "freq",
    "branch_type",
    "time",
    "call-graph",
    "stack-size",
    "max-stack",
    "nr",
    "inherit",
    "no-inherit",
    "overwrite",
    "no-overwrite",
    "percore",
    "aux-output",
];

/// What an event is, before the kernel sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// PERF_TYPE_HARDWARE with this config.
    Hardware(u64),
    /// PERF_TYPE_HW_CACHE: type, op, result.
    Cache(usize, usize, usize),
    /// PERF_TYPE_RAW with this config.
    Raw(u64),
    /// A software event or perf's tool event.
    Software,
    /// A tracepoint.
    Tracepoint,
    /// A hardware breakpoint (`mem:`).
    Breakpoint,
    /// A PMU that the sparc kernel does not have, or a type number it does not know.
    NoPmu(String),
}

/// The exclusion and scheduling attributes the modifiers set (`struct event_modifier`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    pub exclude_user: bool,
    pub exclude_kernel: bool,
    pub exclude_hv: bool,
    pub exclude_idle: bool,
    pub exclude_host: bool,
    pub exclude_guest: bool,
    pub exclude_gh: bool,
    pub precise: u8,
    pub precise_max: bool,
    pub sample_read: bool,
    pub pinned: bool,
    pub weak: bool,
}

/// One event of the list.
#[derive(Clone, Debug)]
pub struct Event {
    pub text: String,
    pub source: Source,
    pub mods: Mods,
    /// The modifiers as typed, for notes.
    pub modifiers: String,
    /// The index of its group among the list's groups (each event not in braces is a group of
    /// its own).
    pub group: usize,
    /// The PMU terms other than config (`name=`, `period=`, ...): perf's attributes.
    pub terms: Vec<String>,
}

fn syntax(part: &str, why: impl Into<String>) -> InteropError {
    InteropError::bad(part, format!("event syntax error (perf): {}", why.into()))
}

/// `check_modifier` then `get_event_modifier`: from `base` (the event's own, for a group's
/// modifiers added to its members), or from nothing.
pub fn modifiers(part: &str, text: &str, base: Option<Mods>) -> Result<Mods, InteropError> {
    if text.is_empty() || !text.chars().all(|c| MODIFIERS.contains(c)) {
        return Err(syntax(
            part,
            format!("'{text}' is not a modifier: perf's modifiers are any of {MODIFIERS}"),
        ));
    }
    if text.len() > "ukhGHpppPSDIW".len() {
        return Err(syntax(
            part,
            format!("modifier '{text}' is too long (check_modifier)"),
        ));
    }
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if *c != 'p' && chars[i + 1..].contains(c) {
            return Err(syntax(
                part,
                format!("modifier '{c}' is repeated in '{text}' (check_modifier)"),
            ));
        }
    }
    let b = base.unwrap_or_default();
    let (mut eu, mut ek, mut eh) = (b.exclude_user, b.exclude_kernel, b.exclude_hv);
    let (mut eh_host, mut eg) = (b.exclude_host, b.exclude_guest);
    let mut ei = b.exclude_idle;
    let mut precise = b.precise;
    let mut exclude = eu || ek || eh;
    let mut exclude_gh = b.exclude_gh;
    let mut m = Mods {
        pinned: b.pinned,
        ..Mods::default()
    };
    for c in chars {
        match c {
            'u' | 'k' | 'h' => {
                if !exclude {
                    exclude = true;
                    eu = true;
                    ek = true;
                    eh = true;
                }
                match c {
                    'u' => eu = false,
                    'k' => ek = false,
                    _ => eh = false,
                }
            }
            'G' | 'H' => {
                if !exclude_gh {
                    exclude_gh = true;
                    eg = true;
                    eh_host = true;
                }
                if c == 'G' {
                    eg = false;
                } else {
                    eh_host = false;
                }
            }
            'I' => ei = true,
            'p' => {
                precise += 1;
                if !exclude_gh {
                    eg = true;
                }
            }
            'P' => m.precise_max = true,
            'S' => m.sample_read = true,
            'D' => m.pinned = true,
            'W' => m.weak = true,
            _ => {}
        }
    }
    if precise > 3 {
        return Err(syntax(
            part,
            "precise ip is at most 3 (ppp): get_event_modifier returns -EINVAL",
        ));
    }
    m.exclude_user = eu;
    m.exclude_kernel = ek;
    m.exclude_hv = eh;
    m.exclude_host = eh_host;
    m.exclude_guest = eg;
    m.exclude_idle = ei;
    m.exclude_gh = exclude_gh;
    m.precise = precise;
    Ok(m)
}

/// The items of an event list: groups `[name]{...}[:mods]` and single events, split at the
/// commas outside braces and outside a PMU event's slashes.
fn split(list: &str) -> Result<Vec<(Option<String>, String, String)>, InteropError> {
    let mut out = Vec::new();
    let chars: Vec<char> = list.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        let mut slashes = 0;
        while i < chars.len() && chars[i] != '{' && !(chars[i] == ',' && slashes % 2 == 0) {
            if chars[i] == '/' {
                slashes += 1;
            }
            if chars[i] == '}' {
                return Err(syntax(list, "'}' without '{'"));
            }
            i += 1;
        }
        if i < chars.len() && chars[i] == '{' {
            let name: String = chars[start..i].iter().collect();
            let close = chars[i..]
                .iter()
                .position(|&c| c == '}')
                .map(|p| p + i)
                .ok_or_else(|| syntax(list, "'{' without '}'"))?;
            let body: String = chars[i + 1..close].iter().collect();
            if body.contains('{') {
                return Err(syntax(list, "groups do not nest"));
            }
            i = close + 1;
            let mods_start = i;
            while i < chars.len() && chars[i] != ',' {
                i += 1;
            }
            let mods: String = chars[mods_start..i].iter().collect();
            let mods = match mods.strip_prefix(':') {
                Some(m) => m.to_string(),
                None if mods.is_empty() => String::new(),
                None => {
                    return Err(syntax(
                        list,
                        format!("'{mods}' after a group: write ':' and the modifiers"),
                    ))
                }
            };
            out.push((Some(name), body, mods));
        } else {
            let item: String = chars[start..i].iter().collect();
            if item.is_empty() {
                return Err(syntax(list, "an empty event (two commas, or a comma at an end)"));
            }
            out.push((None, item, String::new()));
        }
        if i < chars.len() && chars[i] == ',' {
            i += 1;
            if i == chars.len() {
                return Err(syntax(list, "a comma at the end"));
            }
        }
    }
    Ok(out)
}

/// Parse an event list (one `-e` argument).
pub fn parse(list: &str, first_group: usize) -> Result<Vec<Event>, InteropError> {
    let mut out = Vec::new();
    for (group, (name, body, mods)) in (first_group..).zip(split(list)?) {
        match name {
            None => {
                out.push(event(&body, group)?);
            }
            Some(_) => {
                let mut members = Vec::new();
                for item in body.split(',') {
                    if item.is_empty() {
                        return Err(syntax(list, "an empty event in a group"));
                    }
                    let mut e = event(item, group)?;
                    if !mods.is_empty() {
                        e.mods = modifiers(item, &mods, Some(e.mods))?;
                        e.modifiers.push_str(&mods);
                    }
                    members.push(e);
                }
                out.extend(members);
            }
        }
    }
    Ok(out)
}

/// Whether an item begins as only perf's events do (a symbolic event, a cache event, a raw
/// event, a group or a PMU event), whatever follows: how a bare list is told from a Solaris
/// specification even when it is malformed.
pub fn perf_like(item: &str) -> bool {
    let head = item.split([':', '/']).next().unwrap_or_default();
    item.starts_with('{')
        || HARDWARE_SYMBOLS.iter().any(|(n, _)| *n == head)
        || SOFTWARE_SYMBOLS.contains(&head)
        || cache(head).is_some()
        || head
            .strip_prefix('r')
            .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
        || (head == "cpu" && item.contains('/'))
}

/// A cache event's type, op and result, or why perf refuses it; `None` where the name is not
/// one of the lexer's cache names.
fn cache(head: &str) -> Option<Result<(usize, usize, usize), String>> {
    // The lexer's rules are case sensitive: the type must be one of the names exactly.
    let (kind, rest) = CACHE_TYPES.iter().enumerate().find_map(|(k, names)| {
        names
            .iter()
            .filter_map(|n| {
                let rest = head.strip_prefix(n)?;
                (rest.is_empty() || rest.starts_with('-')).then_some((k, n.len(), rest))
            })
            .max_by_key(|(_, len, _)| *len)
            .map(|(k, _, rest)| (k, rest))
    })?;
    // Then up to two op or result words, each one of the lexer's.
    let words: Vec<&str> = CACHE_OPS
        .iter()
        .chain(CACHE_RESULTS.iter())
        .flat_map(|w| w.iter().copied())
        .collect();
    let mut tokens = Vec::new();
    let mut rest = rest;
    while let Some(r) = rest.strip_prefix('-') {
        let word = words
            .iter()
            .filter(|w| r.starts_with(**w) && (r.len() == w.len() || r[w.len()..].starts_with('-')))
            .max_by_key(|w| w.len())?;
        tokens.push(*word);
        rest = &r[word.len()..];
    }
    if !rest.is_empty() || tokens.len() > 2 {
        return None;
    }
    // parse_events_add_cache: each word an op (if none yet) or a result (if none yet), by
    // parse_aliases, which takes the longest alias the word begins with, ignoring case.
    let alias = |word: &str, table: &[&[&str]]| -> Option<usize> {
        table.iter().enumerate().find_map(|(i, names)| {
            names
                .iter()
                .any(|n| word.len() >= n.len() && word[..n.len()].eq_ignore_ascii_case(n))
                .then_some(i)
        })
    };
    let (mut op, mut result) = (None, None);
    for w in tokens {
        if op.is_none() {
            if let Some(o) = alias(w, &CACHE_OPS) {
                if CACHE_STAT[kind] >> o & 1 == 0 {
                    return Some(Err(format!(
                        "perf refuses it: the {} cache has no {} operations (perf_evsel__is_cache_op_valid)",
                        CACHE_TYPES[kind][0], CACHE_OPS[o][0]
                    )));
                }
                op = Some(o);
                continue;
            }
        }
        if result.is_none() {
            if let Some(r) = alias(w, &CACHE_RESULTS) {
                result = Some(r);
            }
        }
    }
    Some(Ok((kind, op.unwrap_or(0), result.unwrap_or(0))))
}

/// One event (not a group).
fn event(item: &str, group: usize) -> Result<Event, InteropError> {
    let make = |source: Source, mods: Mods, modifiers: &str| Event {
        text: item.to_string(),
        source,
        mods,
        modifiers: modifiers.to_string(),
        group,
        terms: Vec::new(),
    };
    if let Some(addr) = item.strip_prefix("mem:") {
        if addr.is_empty() {
            return Err(syntax(item, "mem: needs an address"));
        }
        return Ok(make(Source::Breakpoint, Mods::default(), ""));
    }
    // A PMU event or a symbol with terms: name/terms/modifiers.
    if let Some((head, rest)) = item.split_once('/') {
        let (terms, mods) = rest
            .split_once('/')
            .ok_or_else(|| syntax(item, "a PMU event is pmu/term=value,.../"))?;
        let mods = mods.strip_prefix(':').unwrap_or(mods);
        let m = if mods.is_empty() {
            Mods::default()
        } else {
            modifiers(item, mods, None)?
        };
        // parse_events_add_pmu looks the PMU up (perf_pmu__find) before it reads the terms:
        // a PMU that sparc64 Linux does not have is an error of the event string.
        let known = HARDWARE_SYMBOLS.iter().any(|(n, _)| *n == head)
            || SOFTWARE_SYMBOLS.contains(&head)
            || matches!(head, "cpu" | "software" | "tracepoint" | "kprobe" | "uprobe");
        if !known {
            return Err(syntax(
                item,
                format!(
                    "cannot find PMU '{head}': sparc64 Linux has the PMUs cpu, software, tracepoint, kprobe and \
                     uprobe (parse_events_add_pmu: perf_pmu__find fails, -EINVAL)"
                ),
            ));
        }
        let mut config = None;
        let mut others = Vec::new();
        for term in terms.split(',').filter(|t| !t.is_empty()) {
            let (name, value) = term.split_once('=').unwrap_or((term, ""));
            if name.starts_with('@') {
                continue;
            }
            if !TERMS.contains(&name) {
                return Err(syntax(
                    item,
                    format!(
                        "unknown term '{name}': the sparc cpu PMU has no format attributes (no event=, umask=), \
                         so only perf's own terms apply ({})",
                        TERMS.join(", ")
                    ),
                ));
            }
            if name == "config" {
                config = Some(
                    crate::interop::common::strtoul_all(value)
                        .ok_or_else(|| syntax(item, format!("config={value} is not a number")))?,
                );
            } else {
                others.push(term.to_string());
            }
        }
        let make = |source: Source, mods: Mods, modifiers: &str| Event {
            terms: others.clone(),
            ..make(source, mods, modifiers)
        };
        if let Some((_, c)) = HARDWARE_SYMBOLS.iter().find(|(n, _)| *n == head) {
            return Ok(make(Source::Hardware(*c), m, mods));
        }
        if SOFTWARE_SYMBOLS.contains(&head) {
            return Ok(make(Source::Software, m, mods));
        }
        return match head {
            "cpu" => match config {
                Some(c) => Ok(make(Source::Raw(c), m, mods)),
                None => Err(syntax(
                    item,
                    "cpu/.../ needs config=: the sparc cpu PMU has no event aliases",
                )),
            },
            _ => Ok(make(Source::Software, m, mods)),
        };
    }
    let (head, tail) = match item.split_once(':') {
        Some((h, t)) => (h, Some(t)),
        None => (item, None),
    };
    let mods_of = |t: Option<&str>| -> Result<(Mods, String), InteropError> {
        match t {
            None => Ok((Mods::default(), String::new())),
            Some(t) => Ok((modifiers(item, t, None)?, t.to_string())),
        }
    };
    if let Some((_, c)) = HARDWARE_SYMBOLS.iter().find(|(n, _)| *n == head) {
        let (m, t) = mods_of(tail)?;
        return Ok(make(Source::Hardware(*c), m, &t));
    }
    if SOFTWARE_SYMBOLS.contains(&head) {
        let (m, t) = mods_of(tail)?;
        return Ok(make(Source::Software, m, &t));
    }
    if KERNEL_PMU_EVENTS.contains(&head) || head.starts_with("topdown-") {
        // The lexer returns PE_KERNEL_PMU_EVENT only for names in some PMU's sysfs events;
        // on sparc none has them, so the name is an error of the event string.
        return Err(syntax(
            item,
            format!("{head} is an event alias of Intel's cpu PMU (in its sysfs events), which the sparc cpu PMU does not have"),
        ));
    }
    if let Some(c) = cache(head) {
        let (kind, op, result) = c.map_err(|why| InteropError::bad(item, why))?;
        let (m, t) = mods_of(tail)?;
        return Ok(make(Source::Cache(kind, op, result), m, &t));
    }
    if let Some(hex) = head.strip_prefix('r') {
        if !hex.is_empty() && hex.chars().all(|c| c.is_ascii_hexdigit()) {
            let config = u64::from_str_radix(hex, 16)
                .map_err(|_| syntax(item, "the raw config does not fit in 64 bits (strtoull: ERANGE)"))?;
            let (m, t) = mods_of(tail)?;
            return Ok(make(Source::Raw(config), m, &t));
        }
    }
    if head.starts_with(|c: char| c.is_ascii_digit()) {
        // event_legacy_numeric: type:config[:modifiers]
        let Some(tail) = tail else {
            return Err(syntax(item, "a number alone is not an event: write type:config"));
        };
        let (config, mods) = match tail.split_once(':') {
            Some((c, m)) => (c, Some(m)),
            None => (tail, None),
        };
        let number = |s: &str| {
            crate::interop::common::strtoul_all(s)
                .ok_or_else(|| syntax(item, format!("'{s}' is not a number")))
        };
        let (kind, config) = (number(head)?, number(config)?);
        let (m, t) = mods_of(mods)?;
        let source = match kind {
            0 => Source::Hardware(config),
            1 => Source::Software,
            2 => Source::Tracepoint,
            3 => {
                let (t, o, r) = (config & 0xff, config >> 8 & 0xff, config >> 16 & 0xff);
                if t >= 7 || o >= 3 || r >= 2 {
                    Source::NoPmu(format!(
                        "cache config {config:#x} is out of range: sparc_map_cache_event returns -EINVAL"
                    ))
                } else {
                    Source::Cache(t as usize, o as usize, r as usize)
                }
            }
            4 => Source::Raw(config),
            5 => Source::Breakpoint,
            n => Source::NoPmu(format!("no PMU has type {n} on sparc64 Linux")),
        };
        return Ok(make(source, m, &t));
    }
    let name_char = |c: char| c.is_ascii_alphanumeric() || "_*?.[]-".contains(c);
    if let Some(t) = tail {
        if !head.is_empty()
            && head.chars().all(name_char)
            && !t.is_empty()
            && !t.chars().all(|c| MODIFIERS.contains(c))
        {
            // event_legacy_tracepoint: sys:event
            return Ok(make(Source::Tracepoint, Mods::default(), ""));
        }
    }
    Err(syntax(
        item,
        format!(
            "'{head}' is not an event perf knows on sparc: not a symbolic event, a cache event, a raw event rNNN, \
             type:config, pmu/.../ or sys:tracepoint (names are case sensitive)"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_names_follow_the_lexer_and_parse_aliases() {
        let c = |s: &str| cache(s).and_then(Result::ok);
        assert_eq!(c("L1-dcache-loads"), Some((0, 0, 0)));
        assert_eq!(c("L1-dcache-load-misses"), Some((0, 0, 1)));
        assert_eq!(c("L1-dcache-store-misses"), Some((0, 1, 1)));
        assert_eq!(c("LLC-loads"), Some((2, 0, 0)));
        assert_eq!(c("dTLB-load-misses"), Some((3, 0, 1)));
        assert_eq!(c("iTLB-load-misses"), Some((4, 0, 1)));
        assert_eq!(c("branch-loads"), Some((5, 0, 0)));
        assert_eq!(c("L1-icache-misses"), Some((1, 0, 1)));
        assert_eq!(c("L1-dcache-prefetch-misses"), Some((0, 2, 1)));
        assert!(matches!(cache("L1-icache-stores"), Some(Err(_))));
        assert!(cache("l1-dcache-loads").is_none());
        assert!(cache("dtlb-loads").is_none());
    }

    #[test]
    fn modifiers_exclude_what_is_not_named() {
        let m = modifiers("x", "u", None).expect("u");
        assert!(!m.exclude_user && m.exclude_kernel && m.exclude_hv);
        let m = modifiers("x", "I", None).expect("I");
        assert!(m.exclude_idle && !m.exclude_user);
        assert!(modifiers("x", "uu", None).is_err());
        assert!(modifiers("x", "pppp", None).is_err());
        assert!(modifiers("x", "ppp", None).is_ok());
        assert!(modifiers("x", "x", None).is_err());
    }
}
