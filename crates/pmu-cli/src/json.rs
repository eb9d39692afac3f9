//! The JSON shapes of the `pmu` command line: the headless contract that scripts and tests rely
//! on (`docs/cli.md`, "JSON shapes"). Each shape is a type here, built from the model's data;
//! the model's own types stay free of serialisation concerns (ARCHITECTURE.md, Architecture
//! Invariant (contracts)). Field order is the order of the keys in the output, and an optional
//! key is left out when the source says nothing.
//!
//! `pmu pcl`'s shapes are in [`pcl`]. `pmu run` prints the scenario result that
//! `pmu_model::scenario` builds, unchanged: that shape belongs to the scenario format.

pub mod lesson;
pub mod pcl;

use pmu_model::bench::BenchResult;
use pmu_model::decode::{Decoded, DiagKind, Diagnostic};
use pmu_model::event::{Event, Mask};
use pmu_model::machine::{FieldRef, Machine, Privilege};
use pmu_model::number::hex;
use pmu_model::register::{Encodings, Field, Register, When};
use pmu_model::MACHINES;
use serde::Serialize;

fn is_zero(v: &u64) -> bool {
    *v == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

// ---------------------------------------------------------------------------------------
// pmu machines
// ---------------------------------------------------------------------------------------

/// One entry of `pmu machines --json`.
#[derive(Serialize)]
pub struct MachineEntry {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub source: &'static str,
    /// How many registers the machine has.
    pub registers: usize,
    /// How many events its catalogue has.
    pub events: usize,
    /// What the manual calls a hardware context, and how many a simulation may have.
    pub contexts: ContextsEntry,
    /// "sparc" (user/privileged/hyperprivileged) or "itanium" (PSR.cpl with PSR.up/pp).
    pub privilege: &'static str,
    /// What the machine has beyond registers and counters.
    pub features: Vec<&'static str>,
    /// The clock rate the model assumes for rates per second (the manuals give none).
    pub clock_mhz: u32,
    pub counters: Vec<CounterEntry>,
    /// What the simulator does where the manual is silent.
    pub choices: Vec<ChoiceEntry>,
}

#[derive(Serialize)]
pub struct ContextsEntry {
    pub name: &'static str,
    pub max: u32,
    pub default: u32,
}

/// A counter: where its count, event select and overflow bit are (`REG.field`).
#[derive(Serialize)]
pub struct CounterEntry {
    pub id: &'static str,
    pub label: &'static str,
    pub count: String,
    pub width: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub select: Option<String>,
    pub overflow: String,
}

#[derive(Serialize)]
pub struct ChoiceEntry {
    pub topic: &'static str,
    pub text: &'static str,
    pub source: &'static str,
}

/// `pmu machines --json`: every modelled machine.
pub fn machines() -> Vec<MachineEntry> {
    MACHINES
        .iter()
        .map(|m| MachineEntry {
            id: m.id,
            name: m.name,
            description: m.description,
            source: m.source,
            registers: m.registers.len(),
            events: m.events.len(),
            contexts: ContextsEntry {
                name: m.contexts.name,
                max: m.contexts.max,
                default: m.contexts.default,
            },
            privilege: match m.privilege {
                Privilege::Sparc => "sparc",
                Privilege::Itanium => "itanium",
            },
            features: [
                (m.features.hypervisor, "hypervisor"),
                (m.features.thread_switching, "thread_switching"),
                (m.features.trace_buffer, "trace_buffer"),
            ]
            .into_iter()
            .filter_map(|(has, name)| has.then_some(name))
            .collect(),
            clock_mhz: m.clock_mhz,
            counters: m
                .counters
                .iter()
                .map(|c| {
                    let name = |f: &FieldRef| format!("{}.{}", f.reg, f.field);
                    CounterEntry {
                        id: c.id,
                        label: c.label,
                        count: name(&c.count),
                        width: m
                            .register(c.count.reg)
                            .and_then(|r| r.field(c.count.field))
                            .map_or(0, |f| f.width()),
                        select: c.select.as_ref().map(name),
                        overflow: name(&c.overflow),
                    }
                })
                .collect(),
            choices: m
                .choices
                .iter()
                .map(|c| ChoiceEntry {
                    topic: c.topic,
                    text: c.text,
                    source: c.source,
                })
                .collect(),
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// pmu registers
// ---------------------------------------------------------------------------------------

/// `pmu registers MACHINE --json`.
#[derive(Serialize)]
pub struct Registers {
    pub machine: &'static str,
    pub registers: Vec<RegisterEntry>,
}

/// One register with all its fields.
#[derive(Serialize)]
pub struct RegisterEntry {
    pub name: &'static str,
    pub group: &'static str,
    pub location: &'static str,
    pub width: u8,
    /// How many instances exist and what each belongs to ("per strand", ...).
    pub scope: String,
    /// The value after reset, in hex; undefined bits read as 0.
    pub reset: String,
    /// What the register controls, where the source says (null otherwise).
    pub controls: Option<&'static str>,
    pub description: &'static str,
    pub source: &'static str,
    pub fields: Vec<FieldEntry>,
}

/// One field of a register.
#[derive(Serialize)]
pub struct FieldEntry {
    pub name: &'static str,
    /// "15:11", or "7" for one bit; a split field lists its runs, most significant first.
    pub bits: String,
    /// The access kind: "rw", "ro", "reserved", "ignored", "clear-only", "sticky", ...
    pub access: &'static str,
    /// The reset value in hex, or null where the source leaves it undefined.
    pub reset: Option<String>,
    pub description: &'static str,
    pub source: &'static str,
    /// The named values the source gives the field.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub encodings: Vec<EncodingEntry>,
    /// Where the meanings of the field's values come from when it is not a table of its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encodings_from: Option<String>,
    /// The mode in which the field exists, for a field that exists only in one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<FieldMode>,
}

/// One named value of a field.
#[derive(Serialize)]
pub struct EncodingEntry {
    pub value: u64,
    pub name: &'static str,
    pub description: &'static str,
}

/// The mode a field exists in: while `register`.`field` holds one of `values`.
#[derive(Serialize)]
pub struct FieldMode {
    /// The register that selects the mode; null for the field's own register.
    pub register: Option<&'static str>,
    pub field: &'static str,
    pub values: &'static [u64],
    /// How a reader names the mode ("ETB mode (PMC42.mode = 000)").
    pub name: &'static str,
}

impl From<&When> for FieldMode {
    fn from(w: &When) -> FieldMode {
        FieldMode {
            register: w.register,
            field: w.field,
            values: w.values,
            name: w.mode,
        }
    }
}

fn field(f: &Field) -> FieldEntry {
    let encodings_from = match f.encodings {
        Encodings::EventSelect => Some("event catalogue".to_string()),
        Encodings::EventMask { select } => Some(format!("masks of the event selected by {select}")),
        _ => None,
    };
    FieldEntry {
        name: f.name,
        bits: f.bits_text(),
        access: f.access.name(),
        reset: f.reset.map(|r| hex(r, 64)),
        description: f.description,
        source: f.source,
        encodings: f
            .named_values()
            .iter()
            .map(|e| EncodingEntry {
                value: e.value,
                name: e.name,
                description: e.description,
            })
            .collect(),
        encodings_from,
        mode: f.when.as_ref().map(FieldMode::from),
    }
}

fn register(r: &Register) -> RegisterEntry {
    RegisterEntry {
        name: r.name,
        group: r.group,
        location: r.location,
        width: r.width,
        scope: r.scope.describe(),
        reset: hex(r.reset_value(), r.width),
        controls: r.controls,
        description: r.description,
        source: r.source,
        fields: r.fields.iter().map(field).collect(),
    }
}

pub fn registers(m: &Machine) -> Registers {
    Registers {
        machine: m.id,
        registers: m.registers.iter().map(register).collect(),
    }
}

// ---------------------------------------------------------------------------------------
// pmu decode, pmu encode
// ---------------------------------------------------------------------------------------

/// `pmu decode ... --json` and `pmu encode ... --json`: a register value field by field.
#[derive(Serialize)]
pub struct DecodedValue {
    pub machine: &'static str,
    pub register: &'static str,
    /// The value in hex, as wide as the register.
    pub value: String,
    /// The fields that exist in the value's mode (all of them when the mode is set elsewhere).
    pub fields: Vec<DecodedField>,
    pub diagnostics: Vec<DiagnosticEntry>,
}

/// One field of a decoded value.
#[derive(Serialize)]
pub struct DecodedField {
    pub name: &'static str,
    pub bits: String,
    pub value: u64,
    /// What the value means: an encoding's name, an event, a number.
    pub meaning: String,
    pub access: &'static str,
    /// For a field whose mode another register selects: "ETB mode (...) (depends on PMC42)".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
}

/// One remark about a value.
#[derive(Serialize)]
pub struct DiagnosticEntry {
    /// "info", "warning" or "error".
    pub severity: &'static str,
    pub kind: DiagnosticKind,
    /// The field concerned, or null.
    pub field: Option<&'static str>,
    pub message: String,
}

/// What a diagnostic is about, by a name that scripts may match on (docs/cli.md lists them).
/// These are the names the command line prints, spelled out here so that renaming a variant in
/// the model cannot change the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum DiagnosticKind {
    /// Bits beyond the register's width are set.
    TooWide,
    /// A reserved or ignored bit is set.
    ReservedSet,
    /// A field holds a value the source does not define.
    UnknownEncoding,
    /// A counting restriction of the source is broken.
    Restriction,
    /// A field that must be written as zero is not.
    MustBeZero,
    /// Bits that read as copies of another bit disagree with it.
    NotSignExtended,
    /// Mask bits that the event ignores are set.
    IgnoredMaskBits,
    /// A software write could not change a bit.
    WriteIgnored,
}

impl From<DiagKind> for DiagnosticKind {
    fn from(k: DiagKind) -> DiagnosticKind {
        match k {
            DiagKind::TooWide => DiagnosticKind::TooWide,
            DiagKind::ReservedSet => DiagnosticKind::ReservedSet,
            DiagKind::UnknownEncoding => DiagnosticKind::UnknownEncoding,
            DiagKind::Restriction => DiagnosticKind::Restriction,
            DiagKind::MustBeZero => DiagnosticKind::MustBeZero,
            DiagKind::NotSignExtended => DiagnosticKind::NotSignExtended,
            DiagKind::IgnoredMaskBits => DiagnosticKind::IgnoredMaskBits,
            DiagKind::WriteIgnored => DiagnosticKind::WriteIgnored,
        }
    }
}

pub fn diagnostic(d: &Diagnostic) -> DiagnosticEntry {
    DiagnosticEntry {
        severity: d.severity.name(),
        kind: d.kind.into(),
        field: d.field,
        message: d.message.clone(),
    }
}

pub fn decoded(m: &Machine, d: &Decoded) -> DecodedValue {
    let fields = d
        .fields
        .iter()
        .filter(|f| f.active != Some(false))
        .map(|f| DecodedField {
            name: f.field.name,
            bits: f.field.bits_text(),
            value: f.value,
            meaning: f.meaning.clone(),
            access: f.field.access.name(),
            // Whether the field exists depends on another register that the value alone does
            // not show: say which.
            mode: match (f.active, f.field.when) {
                (None, Some(w)) => Some(format!(
                    "{} (depends on {})",
                    w.mode,
                    w.register.unwrap_or(d.register.name)
                )),
                _ => None,
            },
        })
        .collect();
    DecodedValue {
        machine: m.id,
        register: d.register.name,
        value: hex(d.value, d.register.width),
        fields,
        diagnostics: d.diagnostics.iter().map(diagnostic).collect(),
    }
}

// ---------------------------------------------------------------------------------------
// pmu events
// ---------------------------------------------------------------------------------------

/// `pmu events MACHINE --json`.
#[derive(Serialize)]
pub struct Events {
    pub machine: &'static str,
    pub events: Vec<EventEntry>,
    /// Where the aliases come from: each tool's table and its source.
    pub alias_sources: Vec<AliasSource>,
}

/// One tool's table of names for the catalogue.
#[derive(Serialize)]
pub struct AliasSource {
    pub tool: &'static str,
    pub source: &'static str,
    pub count: usize,
}

/// A name a real tool gives an event (in `events[].aliases`) or an event with one mask value
/// (in `masks[].aliases`); accepted wherever an event name is.
#[derive(Serialize)]
pub struct AliasEntry {
    pub name: &'static str,
    pub tool: &'static str,
    /// The mask value the name selects, for a name in the event's list whose value is no
    /// named row (`Instr_all`, sl 3 with mask 0x3f).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mask: Option<u64>,
}

/// One event of a catalogue. SPARC events carry `masks`, Montecito events `umasks` (the
/// manuals' words); the optional keys appear where the source gives them.
#[derive(Serialize)]
pub struct EventEntry {
    pub name: &'static str,
    /// The event select: `sl` on SPARC, `es` on Montecito.
    pub code: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub masks: Option<Vec<MaskEntry>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub umasks: Option<Vec<MaskEntry>>,
    /// The counters that may count it.
    pub counters: &'static [&'static str],
    /// The most the event can add to a counter in one cycle.
    pub max_increment: u32,
    pub description: &'static str,
    pub source: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub precise: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strand_specific: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_capable: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iar: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dar: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opc: Option<bool>,
    /// What the mask values not listed do.
    #[serde(skip_serializing_if = "str::is_empty")]
    pub other_masks: &'static str,
    #[serde(skip_serializing_if = "is_zero")]
    pub ignored_mask_bits: u64,
    /// Montecito's multi-threading type letter (A, F, S, C).
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub mt_type: Option<&'static str>,
    #[serde(skip_serializing_if = "is_false")]
    pub mesi: bool,
    /// Montecito's event set ("L1D set 1").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub notes: &'static [&'static str],
    /// Tools' names for the event, or for it with a mask value no row names.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<AliasEntry>,
}

/// One mask (or umask) of an event.
#[derive(Serialize)]
pub struct MaskEntry {
    pub name: &'static str,
    pub value: u64,
    pub description: &'static str,
    /// Mask bits whose value does not matter.
    #[serde(skip_serializing_if = "is_zero")]
    pub dont_care: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub precise: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strand_specific: Option<bool>,
    /// Tools' names for the event with this mask.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<AliasEntry>,
}

fn mask(m: &Machine, e: &Event, k: &Mask) -> MaskEntry {
    MaskEntry {
        name: k.name,
        value: k.value,
        description: k.description,
        dont_care: k.dont_care,
        precise: k.precise,
        strand_specific: k.strand_specific,
        aliases: m
            .aliases_of(e, None)
            .filter(|(_, a)| {
                a.mask
                    .and_then(|v| e.mask(v))
                    .is_some_and(|row| std::ptr::eq(row, k))
            })
            .map(|(t, a)| AliasEntry {
                name: a.name,
                tool: t.tool.label(),
                mask: None,
            })
            .collect(),
    }
}

fn event(m: &Machine, e: &Event) -> EventEntry {
    let masks: Vec<MaskEntry> = e.masks.iter().map(|k| mask(m, e, k)).collect();
    // Names that select the event alone, or a mask value no row names.
    let aliases = m
        .aliases_of(e, None)
        .filter(|(_, a)| a.mask.and_then(|v| e.mask(v)).is_none())
        .map(|(t, a)| AliasEntry {
            name: a.name,
            tool: t.tool.label(),
            mask: a.mask,
        })
        .collect();
    // Montecito's manual calls them umasks (its event select field is `es`).
    let (masks, umasks) = if m.event_select_field == "es" {
        (None, Some(masks))
    } else {
        (Some(masks), None)
    };
    EventEntry {
        name: e.name,
        code: e.code,
        masks,
        umasks,
        counters: e.counters,
        max_increment: e.max_increment,
        description: e.description,
        source: e.source,
        precise: e.precise,
        strand_specific: e.strand_specific,
        all_capable: e.all_capable,
        iar: e.iar,
        dar: e.dar,
        opc: e.opc,
        other_masks: e.other_masks,
        ignored_mask_bits: e.ignored_mask_bits,
        mt_type: e.mt_type.map(|t| t.letter()),
        mesi: e.mesi,
        set: e.set.map(|s| format!("{} set {}", s.unit, s.number)),
        notes: e.notes,
        aliases,
    }
}

pub fn events(m: &Machine) -> Events {
    Events {
        machine: m.id,
        events: m.events.iter().map(|e| event(m, e)).collect(),
        alias_sources: m
            .aliases
            .iter()
            .map(|t| AliasSource {
                tool: t.tool.label(),
                source: t.source,
                count: t.aliases.len(),
            })
            .collect(),
    }
}

// ---------------------------------------------------------------------------------------
// pmu bench
// ---------------------------------------------------------------------------------------

/// One entry of `pmu bench --json`.
#[derive(Serialize)]
pub struct BenchEntry {
    pub name: &'static str,
    /// Simulated cycles.
    pub cycles: u64,
    /// Simulator actions applied.
    pub actions: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    pub cycles_per_second: f64,
    /// Its cycles per second over the T4's in the same steps, in the same run (stepped
    /// benchmarks of other machines only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vs_t4: Option<f64>,
}

pub fn bench(results: &[BenchResult]) -> Vec<BenchEntry> {
    results
        .iter()
        .map(|r| BenchEntry {
            name: r.name,
            cycles: r.cycles,
            actions: r.actions,
            seconds: r.seconds,
            cycles_per_second: r.cycles_per_second(),
            vs_t4: r.ratio_to_reference(results),
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// pmu events --format perf-json
// ---------------------------------------------------------------------------------------

/// One entry of Linux perf's pmu-events JSON (tools/perf/pmu-events/arch/*/*/*.json): an
/// event, or an event with one mask.
#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct PerfEvent {
    /// A real tool's name for it where there is one (libpfm, Solaris cpc, perf), else the
    /// catalogue's names in capitals, event and mask joined by a dot.
    pub event_name: String,
    pub event_code: String,
    #[serde(rename = "UMask", skip_serializing_if = "Option::is_none")]
    pub umask: Option<String>,
    /// The raw config for `perf stat -e rNNNN`, where Linux has a driver for the PMU.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub config_code: Option<String>,
    pub brief_description: String,
    pub public_description: String,
    /// The counters that may count it, by number ("0,1,2,3").
    pub counter: String,
}

/// A name as perf's JSON files spell them: capitals, `_` for anything else.
fn perf_name(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_uppercase());
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}

pub fn perf_events(m: &Machine) -> Vec<PerfEvent> {
    let counters = |e: &Event| {
        e.counters
            .iter()
            .map(|c| c.trim_start_matches(|ch: char| !ch.is_ascii_digit()))
            .collect::<Vec<_>>()
            .join(",")
    };
    // A tool's name for the event with this mask (None: the event alone).
    let alias = |e: &Event, mask: Option<u64>| {
        m.aliases_of(e, None)
            .find(|(_, a)| a.mask == mask)
            .map(|(_, a)| a.name.to_string())
    };
    let mut out = Vec::new();
    for e in m.events {
        let rows: Vec<&Mask> = e.masks.iter().filter(|k| k.name != "---").collect();
        if rows.is_empty() {
            out.push(PerfEvent {
                event_name: alias(e, None)
                    .or_else(|| alias(e, Some(0)))
                    .unwrap_or_else(|| perf_name(e.name)),
                event_code: format!("{:#x}", e.code),
                umask: None,
                config_code: pmu_model::interop::perf_raw_config(m, e.code, 0).map(|c| format!("{c:#x}")),
                brief_description: e.name.to_string(),
                public_description: e.description.to_string(),
                counter: counters(e),
            });
            continue;
        }
        for k in rows {
            out.push(PerfEvent {
                event_name: alias(e, Some(k.value))
                    .unwrap_or_else(|| format!("{}.{}", perf_name(e.name), perf_name(k.name))),
                event_code: format!("{:#x}", e.code),
                umask: Some(format!("{:#x}", k.value)),
                config_code: pmu_model::interop::perf_raw_config(m, e.code, k.value)
                    .map(|c| format!("{c:#x}")),
                brief_description: format!("{}: {}", e.name, k.name),
                public_description: if k.description.is_empty() {
                    e.description.to_string()
                } else {
                    format!("{} {}", e.description, k.description)
                },
                counter: counters(e),
            });
        }
    }
    out
}
