//! Decoding, encoding and the write/read semantics of register values.
//!
//! Decoding never fails (ARCHITECTURE.md, Architecture Invariant (decoding never fails)): it
//! returns every field with its value and meaning plus diagnostics. Encoding user input can
//! fail, and says which field and value.

use std::fmt;

use thiserror::Error;

use crate::event::Event;
use crate::machine::Machine;
use crate::number::{hex, parse_u64, NumberError};
use crate::register::{Access, Encodings, Field, Register, When};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// What a diagnostic is about; tests match on this, people read the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagKind {
    /// Bits beyond the register's width are set.
    TooWide,
    /// A reserved or ignored bit is set.
    ReservedSet,
    /// A field holds a value the source does not define.
    UnknownEncoding,
    /// A counting restriction of the source is broken (wrong counter for the event, ...).
    Restriction,
    /// A field that must be written as zero is not.
    MustBeZero,
    /// Bits that read as copies of another bit disagree with it.
    NotSignExtended,
    /// Mask bits that the event ignores are set.
    IgnoredMaskBits,
    /// A software write could not change a bit (clear-only, read-only).
    WriteIgnored,
}

/// One remark about a register value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub kind: DiagKind,
    /// The field concerned, if one.
    pub field: Option<&'static str>,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.field {
            Some(field) => write!(f, "{}: {}: {}", self.severity.name(), field, self.message),
            None => write!(f, "{}: {}", self.severity.name(), self.message),
        }
    }
}

fn diag(severity: Severity, kind: DiagKind, field: Option<&'static str>, message: String) -> Diagnostic {
    Diagnostic {
        severity,
        kind,
        field,
        message,
    }
}

/// The values of other registers, for fields whose existence depends on them
/// (PMD48-63 formats depend on PMC42 and PMC39). `None` means "not known".
pub trait Context {
    /// The value of another register, if known.
    fn register_value(&self, name: &str) -> Option<u64>;

    /// The value of a field of another register. By default the context is asked for the name
    /// "REG.field"; [`MachineContext`] extracts it from the register's value instead.
    fn field_value(&self, register: &str, field: &str) -> Option<u64> {
        self.register_value(&format!("{register}.{field}"))
    }
}

/// A context that knows register values by name and reads fields through the machine's tables.
pub struct MachineContext<'a, F: Fn(&str) -> Option<u64>> {
    pub machine: &'a Machine,
    pub values: F,
}

impl<F: Fn(&str) -> Option<u64>> Context for MachineContext<'_, F> {
    fn register_value(&self, name: &str) -> Option<u64> {
        (self.values)(name)
    }

    fn field_value(&self, register: &str, field: &str) -> Option<u64> {
        let reg = self.machine.register(register)?;
        let raw = (self.values)(register)?;
        find_field(reg, field, raw).map(|f| f.get(raw))
    }
}

impl<F: Fn(&str) -> Option<u64>> std::fmt::Debug for MachineContext<'_, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MachineContext({})", self.machine.id)
    }
}

/// No other register is known: mode-dependent fields are all shown, each marked with its mode.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoContext;

impl Context for NoContext {
    fn register_value(&self, _: &str) -> Option<u64> {
        None
    }
}

impl<F: Fn(&str) -> Option<u64>> Context for F {
    fn register_value(&self, name: &str) -> Option<u64> {
        self(name)
    }
}

/// Whether a field exists for this value: `Some(true/false)`, or `None` if that depends on a
/// register the context does not know.
pub fn field_active(reg: &Register, field: &Field, raw: u64, ctx: &dyn Context) -> Option<bool> {
    let Some(When {
        register,
        field: sel,
        values,
        ..
    }) = field.when
    else {
        return Some(true);
    };
    let sel_value = match register {
        None => reg.field(sel).map(|f| f.get(raw)),
        Some(name) => ctx.field_value(name, sel),
    }?;
    Some(values.contains(&sel_value))
}

/// One decoded field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodedField {
    pub field: &'static Field,
    pub value: u64,
    /// What the value means, in the source's words ("" for plain numbers).
    pub meaning: String,
    /// Whether the field exists in the register's current mode (`None`: depends on another
    /// register that was not given).
    pub active: Option<bool>,
}

/// A decoded register value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    pub register: &'static Register,
    pub value: u64,
    pub fields: Vec<DecodedField>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Decoded {
    /// The value of a field by name, among the fields that exist in this mode.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.fields
            .iter()
            .find(|f| f.field.name.eq_ignore_ascii_case(name) && f.active != Some(false))
            .map(|f| f.value)
    }
}

/// Decode `raw` as a value of `reg` of `machine`. Never fails.
pub fn decode(machine: &Machine, reg: &'static Register, raw: u64) -> Decoded {
    decode_with(machine, reg, raw, &NoContext)
}

/// Decode with the values of other registers at hand (for mode-dependent layouts).
pub fn decode_with(machine: &Machine, reg: &'static Register, raw: u64, ctx: &dyn Context) -> Decoded {
    let mut diagnostics = Vec::new();
    if raw & !reg.width_mask() != 0 {
        diagnostics.push(diag(
            Severity::Error,
            DiagKind::TooWide,
            None,
            format!(
                "value {} is wider than the {}-bit register; bits above {} are not part of {}",
                hex(raw, 64),
                reg.width,
                reg.width - 1,
                reg.name
            ),
        ));
    }
    let mut covered = 0u64;
    let mut fields = Vec::with_capacity(reg.fields.len());
    for field in reg.fields {
        let active = field_active(reg, field, raw, ctx);
        let value = field.get(raw);
        if active != Some(false) {
            covered |= field.mask();
        }
        let meaning = if active == Some(false) {
            String::new()
        } else {
            field_meaning(
                machine,
                reg,
                field,
                value,
                raw,
                active == Some(true),
                &mut diagnostics,
            )
        };
        fields.push(DecodedField {
            field,
            value,
            meaning,
            active,
        });
    }
    let stray = raw & reg.width_mask() & !covered;
    if stray != 0 {
        diagnostics.push(diag(
            Severity::Warning,
            DiagKind::ReservedSet,
            None,
            format!(
                "bits {} are set but belong to no field (reserved)",
                bit_list(stray)
            ),
        ));
    }
    Decoded {
        register: reg,
        value: raw,
        fields,
        diagnostics,
    }
}

fn bit_list(mask: u64) -> String {
    let bits: Vec<String> = (0..64)
        .rev()
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| i.to_string())
        .collect();
    bits.join(",")
}

/// The meaning of one field's value, pushing diagnostics about it. `certain` is false when
/// the field's mode could not be determined (its diagnostics are then not reported).
fn field_meaning(
    machine: &Machine,
    reg: &Register,
    field: &'static Field,
    value: u64,
    raw: u64,
    certain: bool,
    out: &mut Vec<Diagnostic>,
) -> String {
    let mut push = |d: Diagnostic| {
        if certain {
            out.push(d);
        }
    };
    match field.access {
        Access::Reserved | Access::Ignored if value != 0 => push(diag(
            Severity::Warning,
            DiagKind::ReservedSet,
            Some(field.name),
            format!(
                "{} bits {} are set ({}); they read as 0 and writes to them are ignored",
                field.access.name(),
                field.bits_text(),
                hex(value, 64)
            ),
        )),
        Access::WriteZero { reads_bit } if value != 0 => push(diag(
            Severity::Warning,
            DiagKind::MustBeZero,
            Some(field.name),
            format!(
                "software must write 0 to {}; reads return bit {reads_bit}",
                field.name
            ),
        )),
        Access::SignExtend { bit } => {
            let expect = if raw >> bit & 1 == 1 { field.max_value() } else { 0 };
            if value != expect {
                push(diag(
                    Severity::Info,
                    DiagKind::NotSignExtended,
                    Some(field.name),
                    format!(
                        "{} reads as copies of bit {bit} ({}), not as written",
                        field.name,
                        hex(expect, 64)
                    ),
                ));
            }
        }
        _ => {}
    }
    match field.encodings {
        // A number means itself; a one-bit flag reads better as set/clear.
        Encodings::Number if field.width() == 1 => if value == 1 { "set" } else { "clear" }.to_string(),
        Encodings::Number => value.to_string(),
        Encodings::Closed(encs) | Encodings::Open(encs) => match encs.iter().find(|e| e.value == value) {
            Some(e) => e.name.to_string(),
            None => {
                if matches!(field.encodings, Encodings::Closed(_)) {
                    push(diag(
                        Severity::Warning,
                        DiagKind::UnknownEncoding,
                        Some(field.name),
                        format!("{} = {value} is not a defined encoding", field.name),
                    ));
                    "undefined encoding".to_string()
                } else {
                    String::new()
                }
            }
        },
        Encodings::EventSelect => {
            let events: Vec<&Event> = machine.events_with_code(value).collect();
            if events.is_empty() {
                push(diag(
                    Severity::Warning,
                    DiagKind::UnknownEncoding,
                    Some(field.name),
                    format!(
                        "{} = {value} ({value:#x}) selects no event of {}",
                        field.name, machine.name
                    ),
                ));
                return "no event".to_string();
            }
            if let Some(counter) = reg.controls {
                for e in &events {
                    if !e.counters.is_empty() && !e.countable_in(counter) {
                        push(diag(
                            Severity::Warning,
                            DiagKind::Restriction,
                            Some(field.name),
                            format!(
                                "{} cannot be counted in {counter}; it may be counted in {} ({})",
                                e.name,
                                e.counters.join(", "),
                                e.source
                            ),
                        ));
                    }
                }
            }
            let names: Vec<&str> = events.iter().map(|e| e.name).collect();
            names.join(" / ")
        }
        Encodings::EventMask { select } => {
            let Some(sel) = reg.field(select) else {
                return String::new();
            };
            let code = sel.get(raw);
            let mut meanings = Vec::new();
            for e in machine.events_with_code(code) {
                if let Some(m) = e.mask(value) {
                    meanings.push(m.name.to_string());
                } else if e.masks.is_empty() {
                    continue;
                } else if !e.other_masks.is_empty() {
                    meanings.push(format!("other value: {}", e.other_masks));
                }
                if e.ignored_mask_bits & value != 0 {
                    push(diag(
                        Severity::Info,
                        DiagKind::IgnoredMaskBits,
                        Some(field.name),
                        format!(
                            "{} ignores mask bits {} ({})",
                            e.name,
                            bit_list(e.ignored_mask_bits & value),
                            e.source
                        ),
                    ));
                }
            }
            meanings.join(" / ")
        }
    }
}

/// Why a field assignment could not be encoded.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EncodeError {
    #[error("{register} has no field '{field}'; its fields are: {known}")]
    UnknownField {
        register: &'static str,
        field: String,
        known: String,
    },
    #[error("{register}.{field} is {width} bits wide; {value} does not fit (largest is {max})")]
    TooWide {
        register: &'static str,
        field: &'static str,
        width: u32,
        value: u64,
        max: u64,
    },
    #[error("{register}.{field}: '{text}' is neither a number nor a named value ({detail})")]
    BadValue {
        register: &'static str,
        field: &'static str,
        text: String,
        detail: String,
    },
    #[error("'{text}' is not of the form field=value")]
    BadAssignment { text: String },
    #[error("{register} is {width} bits wide; {value:#x} does not fit")]
    ValueTooWide {
        register: &'static str,
        width: u8,
        value: u64,
    },
    #[error(transparent)]
    Number(#[from] NumberError),
}

/// Find a field by name, preferring the one that exists in the mode `raw` selects.
pub fn find_field(reg: &'static Register, name: &str, raw: u64) -> Option<&'static Field> {
    let mut candidates = reg
        .fields
        .iter()
        .filter(|f| f.name.eq_ignore_ascii_case(name.trim()));
    let first = candidates.next()?;
    if field_active(reg, first, raw, &NoContext) != Some(false) {
        return Some(first);
    }
    candidates
        .find(|f| field_active(reg, f, raw, &NoContext) != Some(false))
        .or(Some(first))
}

/// Set one field of `raw` to `value`, checking that the field exists and the value fits.
pub fn set_field(reg: &'static Register, raw: u64, name: &str, value: u64) -> Result<u64, EncodeError> {
    let field = find_field(reg, name, raw).ok_or_else(|| unknown_field(reg, name))?;
    if value > field.max_value() {
        return Err(EncodeError::TooWide {
            register: reg.name,
            field: field.name,
            width: field.width(),
            value,
            max: field.max_value(),
        });
    }
    Ok(field.set(raw, value))
}

fn unknown_field(reg: &'static Register, name: &str) -> EncodeError {
    let mut known: Vec<&str> = reg
        .fields
        .iter()
        .filter(|f| !matches!(f.access, Access::Reserved | Access::Ignored))
        .map(|f| f.name)
        .collect();
    known.dedup();
    EncodeError::UnknownField {
        register: reg.name,
        field: name.trim().to_string(),
        known: known.join(", "),
    }
}

/// Parse a field value as a user typed it: a number, a named encoding of the field, an event
/// name for an event select field, or a mask name of the selected event for a mask field.
pub fn parse_field_value(
    machine: &Machine,
    reg: &'static Register,
    field: &'static Field,
    raw: u64,
    text: &str,
) -> Result<u64, EncodeError> {
    let t = text.trim();
    let number_error = match parse_u64(t) {
        Ok(v) => return Ok(v),
        Err(e) => e,
    };
    let by_name = match field.encodings {
        Encodings::Closed(encs) | Encodings::Open(encs) => encs
            .iter()
            .find(|e| e.name.eq_ignore_ascii_case(t))
            .map(|e| e.value),
        Encodings::EventSelect => machine.event_by_name(t).map(|n| n.event.code),
        Encodings::EventMask { select } => reg.field(select).and_then(|sel| {
            let code = sel.get(raw);
            machine
                .events_with_code(code)
                .flat_map(|e| e.masks.iter())
                .find(|m| m.name.eq_ignore_ascii_case(t))
                .map(|m| m.value)
                // A tool's name for this event with a mask (`umask=BUS_RD_HITM_SELF`).
                .or_else(|| {
                    machine
                        .alias(t)
                        .and_then(|(_, a)| a.mask.filter(|_| a.code == code))
                })
        }),
        Encodings::Number => None,
    };
    by_name.ok_or_else(|| EncodeError::BadValue {
        register: reg.name,
        field: field.name,
        text: t.to_string(),
        detail: number_error.to_string(),
    })
}

/// Encode `field=value` assignments onto the register's reset value, in order (so that a
/// mask name is looked up in the event chosen by an earlier `sl=`/`es=`).
pub fn encode(
    machine: &Machine,
    reg: &'static Register,
    assignments: &[(&str, &str)],
) -> Result<u64, EncodeError> {
    encode_onto(machine, reg, reg.reset_value(), assignments)
}

/// Like [`encode`], starting from `raw` instead of the reset value.
pub fn encode_onto(
    machine: &Machine,
    reg: &'static Register,
    raw: u64,
    assignments: &[(&str, &str)],
) -> Result<u64, EncodeError> {
    let mut value = raw;
    for (name, text) in assignments {
        let field = find_field(reg, name, value).ok_or_else(|| unknown_field(reg, name))?;
        let v = parse_field_value(machine, reg, field, value, text)?;
        value = set_field(reg, value, field.name, v)?;
        // A tool's name for an event with a mask (`es=BUS_RD_INVAL_BST_HITM_ANY`,
        // `sl=DC_miss_nospec`) sets the mask field too; a later `mask=` still overrides it.
        if matches!(field.encodings, Encodings::EventSelect) {
            if let Some(mask) = machine.event_by_name(text).and_then(|n| n.mask) {
                if let Some(mask_field) = mask_field_of(reg, field.name) {
                    value = set_field(reg, value, mask_field.name, mask)?;
                }
            }
        }
    }
    Ok(value)
}

/// The mask field whose event is chosen by the event select field `select` (PCR.mask for
/// PCR.sl, PMC.umask for PMC.es, KT's mask0 for sl0).
pub fn mask_field_of(reg: &'static Register, select: &str) -> Option<&'static Field> {
    reg.fields
        .iter()
        .find(|f| matches!(f.encodings, Encodings::EventMask { select: s } if s == select))
}

/// Split `field=value` into its two halves.
pub fn split_assignment(text: &str) -> Result<(&str, &str), EncodeError> {
    match text.split_once('=') {
        Some((f, v)) if !f.trim().is_empty() && !v.trim().is_empty() => Ok((f.trim(), v.trim())),
        _ => Err(EncodeError::BadAssignment {
            text: text.to_string(),
        }),
    }
}

/// Check that a whole-register value fits the register.
pub fn check_width(reg: &'static Register, value: u64) -> Result<u64, EncodeError> {
    if value & !reg.width_mask() != 0 {
        Err(EncodeError::ValueTooWide {
            register: reg.name,
            width: reg.width,
            value,
        })
    } else {
        Ok(value)
    }
}

/// The outcome of a software write: the value the register now holds, and why any written
/// bit did not take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteOutcome {
    pub value: u64,
    pub notes: Vec<Diagnostic>,
}

/// Apply a software write of `new` to a register holding `old`, field by field, as the
/// hardware would: read/write and sticky fields take the written bits; clear-only bits can
/// only go from 1 to 0; read-only fields keep their value; reserved, ignored, write-zero and
/// sign-extension bits store nothing (they are computed on read).
pub fn software_write(reg: &'static Register, old: u64, new: u64, ctx: &dyn Context) -> WriteOutcome {
    let mut value = 0u64;
    let mut notes = Vec::new();
    for field in reg.fields {
        if field_active(reg, field, new, ctx) == Some(false) {
            continue;
        }
        let o = field.get(old);
        let n = field.get(new);
        let stored = match field.access {
            Access::ReadWrite | Access::Sticky => n,
            Access::ReadOnly => {
                if n != o {
                    notes.push(diag(
                        Severity::Info,
                        DiagKind::WriteIgnored,
                        Some(field.name),
                        format!("{} is read-only; the write did not change it", field.name),
                    ));
                }
                o
            }
            Access::ClearOnly => {
                if n & !o != 0 {
                    notes.push(diag(
                        Severity::Info,
                        DiagKind::WriteIgnored,
                        Some(field.name),
                        format!(
                            "{} can be cleared by software but never set; it stayed {} ({})",
                            field.name,
                            o & n,
                            field.source
                        ),
                    ));
                }
                o & n
            }
            Access::Reserved | Access::Ignored => {
                if n != 0 && field.access == Access::Reserved {
                    notes.push(diag(
                        Severity::Info,
                        DiagKind::WriteIgnored,
                        Some(field.name),
                        format!("reserved bits {} ignore writes", field.bits_text()),
                    ));
                }
                0
            }
            Access::WriteZero { .. } => {
                if n != 0 {
                    notes.push(diag(
                        Severity::Warning,
                        DiagKind::MustBeZero,
                        Some(field.name),
                        format!("software must write 0 to {} ({})", field.name, field.source),
                    ));
                }
                0
            }
            Access::SignExtend { .. } => 0,
        };
        value = field.set(value, stored);
    }
    WriteOutcome { value, notes }
}

/// What a read returns for a register that holds `stored`: reserved and ignored bits read 0,
/// write-zero and sign-extension bits read copies of their source bit.
pub fn software_read(reg: &'static Register, stored: u64, ctx: &dyn Context) -> u64 {
    let mut value = stored & reg.width_mask();
    for field in reg.fields {
        if field_active(reg, field, stored, ctx) == Some(false) {
            continue;
        }
        let v = match field.access {
            Access::Reserved | Access::Ignored => 0,
            Access::WriteZero { reads_bit: bit } | Access::SignExtend { bit } => {
                if stored >> bit & 1 == 1 {
                    field.max_value()
                } else {
                    0
                }
            }
            _ => continue,
        };
        value = field.set(value, v);
    }
    value
}
