//! The vocabulary every tool's import shares: the formats, the result and its parts, the
//! errors, a shell's words and C's number parsing, and the counters the tools program.

use serde::Serialize;
use thiserror::Error;

use crate::decode::{self, mask_field_of, EncodeError};
use crate::event::{Alias, Tool};
use crate::machine::{CounterSpec, Machine};
use crate::register::{Encodings, Field, Register};
use crate::MACHINES;

/// The formats of [`import`] and [`export`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// A Linux perf event list (`perf stat -e ...`).
    Perf,
    /// A Solaris cpustat/cputrack `-c` specification.
    Cpc,
    /// A pfmon event list with its options (libpfm 3).
    Pfmon,
    /// `REG=VALUE` pairs.
    Registers,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::Perf, Format::Cpc, Format::Pfmon, Format::Registers];

    /// The name used on the command line (`--format perf`).
    pub fn id(self) -> &'static str {
        match self {
            Format::Perf => "perf",
            Format::Cpc => "cpc",
            Format::Pfmon => "pfmon",
            Format::Registers => "registers",
        }
    }

    /// How users name the tool.
    pub fn tool_name(self) -> &'static str {
        match self {
            Format::Perf => "Linux perf",
            Format::Cpc => "Solaris cpustat/cputrack",
            Format::Pfmon => "pfmon (libpfm 3)",
            Format::Registers => "register values",
        }
    }

    /// Parse a format id.
    pub fn parse(text: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id() == text.trim())
    }

    /// The alias table whose names this format's events use.
    pub(super) fn tool(self) -> Option<Tool> {
        match self {
            Format::Perf => Some(Tool::Perf),
            Format::Cpc => Some(Tool::Cpc),
            Format::Pfmon => Some(Tool::Pfmon),
            Format::Registers => None,
        }
    }

    /// The command names that start a command line of this format.
    pub(super) fn commands(self) -> &'static [&'static str] {
        match self {
            Format::Perf => &["perf"],
            Format::Cpc => &["cpustat", "cputrack"],
            Format::Pfmon => &["pfmon"],
            Format::Registers => &[],
        }
    }
}

/// The formats a machine has: those whose tool names its events, and register values.
pub fn formats(machine: &Machine) -> Vec<Format> {
    Format::ALL
        .into_iter()
        .filter(|f| {
            f.tool()
                .is_none_or(|t| machine.aliases.iter().any(|a| a.tool == t))
        })
        .collect()
}

/// One register write of an import.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RegWrite {
    pub reg: &'static str,
    /// The value written (a hexadecimal string in JSON, so that JavaScript keeps 64 bits).
    #[serde(serialize_with = "hex_value")]
    pub value: u64,
    /// The hardware context (strand or thread) written.
    pub thread: u32,
}

pub(super) fn hex_value<S: serde::Serializer>(value: &u64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format!("{value:#x}"))
}

/// What an import programs: `pmu import --json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Import {
    pub machine: &'static str,
    pub format: Format,
    pub writes: Vec<RegWrite>,
    /// What the tool does that the writes alone do not say (fields it always sets or never
    /// sets, how it assigns counters).
    pub notes: Vec<String>,
    /// The parts of the text the tool acts on without programming a PMU register: each with
    /// what it does and who does it. Absent from the JSON when empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_imported: Vec<NotImported>,
}

/// A part of a command line that the import does not turn into register writes, because it
/// programs no PMU register: an option that sets a sampling period or an output file, an
/// event the kernel counts in software, the workload.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NotImported {
    /// The part, as typed (`--smpl-entries=2048`, `task-clock`, `./a.out`).
    pub what: String,
    /// What it does instead.
    pub why: String,
    /// Who acts on it: the tool, its kernel interface, the workload.
    pub whose: String,
}

impl NotImported {
    pub(super) fn new(
        what: impl Into<String>,
        why: impl Into<String>,
        whose: impl Into<String>,
    ) -> NotImported {
        NotImported {
            what: what.into(),
            why: why.into(),
            whose: whose.into(),
        }
    }
}

/// What one entry of a tool's grammar (an option, an event name, a modifier, an attribute)
/// does to the PMU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// It programs registers: the import writes them as the tool does.
    Programs,
    /// It changes nothing in the PMU: the import accepts it and lists it as not imported.
    NoRegister,
    /// The tool refuses it here, or it belongs to another processor or tool version: the
    /// import refuses it and says why.
    Refused,
}

/// One entry of a tool's grammar as its source defines it, with a line that uses it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GrammarEntry {
    pub format: Format,
    /// The machine the example is for.
    pub machine: &'static str,
    /// The entry as the source names it (`--priv-levels`, `L1-dcache-loads`, `:I`).
    pub name: String,
    pub kind: Kind,
    /// What it does.
    pub what: String,
    /// A text to import that uses it.
    pub example: String,
}

/// What a format's import makes of a text.
#[derive(Default)]
pub(super) struct Imported {
    pub(super) writes: Vec<RegWrite>,
    pub(super) notes: Vec<String>,
    pub(super) not_imported: Vec<NotImported>,
}

/// Why a text could not be imported; each names the bad part.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum InteropError {
    #[error("nothing to import: the text is empty")]
    Empty,
    #[error("{machine} has no {tool} support modelled: its formats are {known}")]
    NoSuchFormat {
        machine: &'static str,
        tool: &'static str,
        known: String,
    },
    #[error("'{part}' is {tool} syntax, a tool for {others}, not for {machine}; {machine} takes {known}")]
    OtherMachineTool {
        part: String,
        tool: &'static str,
        others: String,
        machine: &'static str,
        known: String,
    },
    #[error("'{name}' is not a {tool} event name on {machine}{hint}")]
    UnknownEvent {
        name: String,
        tool: &'static str,
        machine: &'static str,
        /// The closest known names, or the machine whose name it is.
        hint: String,
    },
    #[error("'{part}': {message}")]
    Bad { part: String, message: String },
    #[error("'{part}' cannot be counted with the rest: {why}")]
    Conflict { part: String, why: String },
    #[error(transparent)]
    Encode(#[from] EncodeError),
}

impl InteropError {
    pub(super) fn bad(part: impl Into<String>, message: impl Into<String>) -> InteropError {
        InteropError::Bad {
            part: part.into(),
            message: message.into(),
        }
    }
}

/// The words of a command line as a POSIX shell splits them: at unquoted white space, with
/// '...' and "..." quoting and backslash escapes removed.
pub(super) fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') => match chars.next() {
                Some(n) if matches!(n, '"' | '\\' | '$' | '`') => word.push(n),
                Some(n) => {
                    word.push('\\');
                    word.push(n);
                }
                None => word.push('\\'),
            },
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, '\\') => {
                if let Some(n) = chars.next() {
                    word.push(n);
                }
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        out.push(word);
    }
    out
}

/// C's `strtoull(text, &end, 0)`: a leading `0x` is hexadecimal, a leading `0` octal, else
/// decimal; the value of the longest prefix that reads (saturating at `u64::MAX`, as strtoull
/// does with ERANGE) and the rest of the text. `None` when no digit reads.
pub(super) fn strtoul(text: &str) -> (Option<u64>, &str) {
    let t = text.trim_start();
    let (radix, digits) = if let Some(r) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        if r.starts_with(|c: char| c.is_ascii_hexdigit()) {
            (16, r)
        } else {
            return (Some(0), &t[1..]);
        }
    } else if t.starts_with('0') {
        (8, t)
    } else {
        (10, t)
    };
    let end = digits.find(|c: char| !c.is_digit(radix)).unwrap_or(digits.len());
    if end == 0 {
        return (None, text);
    }
    let value = digits[..end].chars().fold(0u64, |v, c| {
        v.checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(c.to_digit(radix).unwrap_or(0))))
            .unwrap_or(u64::MAX)
    });
    (Some(value), &digits[end..])
}

/// C's `strtoull(text, &end, 0)` where the whole text must read (`*end == '\\0'`).
pub(super) fn strtoul_all(text: &str) -> Option<u64> {
    match strtoul(text) {
        (Some(v), "") => Some(v),
        _ => None,
    }
}

/// C's `atoi`: the leading decimal number (with its sign), 0 when there is none.
pub(super) fn atoi(text: &str) -> i64 {
    let t = text.trim_start();
    let (negative, rest) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let v = rest[..end].chars().fold(0i64, |v, c| {
        v.saturating_mul(10).saturating_add(i64::from(c as u8 - b'0'))
    });
    if negative {
        -v
    } else {
        v
    }
}

/// One event counter as the tools program it: its select and mask fields in their register.
#[derive(Clone, Copy, Debug)]
pub(super) struct Slot {
    pub(super) counter: &'static CounterSpec,
    pub(super) reg: &'static Register,
    pub(super) select: &'static Field,
    pub(super) mask: Option<&'static Field>,
}

impl Slot {
    /// A field of the slot's register that belongs to this counter: `toe0` beside `sl0`, or
    /// the register's only `toe`.
    pub(super) fn own_field(&self, base: &str) -> Option<&'static Field> {
        let suffix: String = self.select.name.chars().filter(|c| c.is_ascii_digit()).collect();
        self.reg
            .field(&format!("{base}{suffix}"))
            .filter(|_| !suffix.is_empty())
            .or_else(|| self.reg.field(base))
    }
}

/// The machine's event counters (those whose select field chooses a catalogue event), in
/// the machine's order.
pub(super) fn slots(machine: &Machine) -> Vec<Slot> {
    machine
        .counters
        .iter()
        .filter_map(|c| {
            let sel = c.select?;
            let reg = machine.register(sel.reg)?;
            let select = reg.field(sel.field)?;
            if !matches!(select.encodings, Encodings::EventSelect) {
                return None;
            }
            Some(Slot {
                counter: c,
                reg,
                select,
                mask: mask_field_of(reg, select.name),
            })
        })
        .collect()
}

/// Set a field by name in a value being built (the field must exist in the table).
pub(super) fn set(reg: &'static Register, value: u64, field: &str, v: u64) -> Result<u64, InteropError> {
    Ok(decode::set_field(reg, value, field, v)?)
}

/// The alias `name` in the machine's table for `tool`, exactly or ignoring case.
pub(super) fn find_alias(machine: &Machine, tool: Tool, name: &str) -> Option<&'static Alias> {
    let table = machine.aliases.iter().find(|t| t.tool == tool)?;
    table
        .aliases
        .iter()
        .find(|a| a.name == name)
        .or_else(|| table.aliases.iter().find(|a| a.name.eq_ignore_ascii_case(name)))
}

/// The error for a name `tool` does not know on `machine`: the closest names it knows, or
/// the machine whose name it is.
pub(super) fn unknown_event(machine: &Machine, tools: &[Tool], name: &str) -> InteropError {
    let tool = tools.first().map_or("", |t| t.label());
    let elsewhere: Vec<&str> = MACHINES
        .iter()
        .filter(|m| m.id != machine.id && tools.iter().any(|t| find_alias(m, *t, name).is_some()))
        .map(|m| m.id)
        .collect();
    let hint = if !elsewhere.is_empty() {
        format!(": it is an event of {}", elsewhere.join(", "))
    } else {
        let names = machine
            .aliases
            .iter()
            .filter(|t| tools.contains(&t.tool))
            .flat_map(|t| t.aliases.iter().map(|a| a.name));
        let close = closest(name, names);
        if close.is_empty() {
            String::new()
        } else {
            format!("; the closest are {}", close.join(", "))
        }
    };
    InteropError::UnknownEvent {
        name: name.to_string(),
        tool,
        machine: machine.id,
        hint,
    }
}

/// Up to three names closest to `name` (names it begins, then by edit distance, ignoring
/// case), if close enough.
pub fn closest<'a>(name: &str, names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let target = name.to_ascii_lowercase();
    let limit = (target.len() / 3).max(2);
    let mut scored: Vec<(usize, &str)> = names
        .map(|n| {
            let lower = n.to_ascii_lowercase();
            // A name the text begins (`CPU_OP_CYCLE` for `CPU_OP_CYCLES_ALL`) is close too.
            let prefix = target.len() >= 4 && lower.starts_with(&target);
            (if prefix { 0 } else { distance(&target, &lower) }, n)
        })
        .filter(|(d, _)| *d <= limit)
        .collect();
    crate::sort::sort_by_key(&mut scored, |s| *s);
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(3).map(|(_, n)| n).collect()
}

/// Levenshtein distance.
pub(super) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == *cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}
