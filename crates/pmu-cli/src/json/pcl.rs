//! The JSON shapes of `pmu pcl` (docs/cli.md, "`pmu pcl`"): the standard events, the derived
//! metrics, a processor's availability table, and a query's answer (an assignment with the
//! register values that program it, or PCL's status and why not).

use pmu_model::number::hex;
use pmu_model::pcl::avail::{Counters, Native, Origin, Processor, Program, Rules};
use pmu_model::pcl::metrics::METRICS;
use pmu_model::pcl::program::Programming;
use pmu_model::pcl::query::{Assignment, QueryError};
use pmu_model::pcl::{events, Availability, Mode, Status};
use serde::{Serialize, Serializer};

use super::is_false;

// ---------------------------------------------------------------------------------------
// pmu pcl events, pmu pcl metrics
// ---------------------------------------------------------------------------------------

/// One entry of `pmu pcl events --json`: a standard event (the paper's Tables 2.1-2.4).
#[derive(Serialize)]
pub struct PclEventEntry {
    pub id: u8,
    pub name: &'static str,
    /// The group as the paper heads it ("level-1 data cache").
    pub group: String,
    /// The paper's table for the group.
    pub table: &'static str,
    /// "count", "cycles" (stall cycles) or "rate".
    pub kind: &'static str,
    /// Whether it is a rate or ratio, computed from counts rather than counted.
    pub rate: bool,
    pub meaning: &'static str,
    pub source: &'static str,
}

pub fn events() -> Vec<PclEventEntry> {
    events::EVENTS
        .iter()
        .map(|e| PclEventEntry {
            id: e.id,
            name: e.name,
            group: e.group.title(),
            table: e.group.table(),
            kind: e.kind.name(),
            rate: e.is_rate(),
            meaning: e.meaning,
            source: e.source,
        })
        .collect()
}

/// One entry of `pmu pcl metrics --json`: a derived metric and its formula.
#[derive(Serialize)]
pub struct MetricEntry {
    pub event: &'static str,
    pub formula: &'static str,
    pub numerator: &'static str,
    pub denominator: &'static str,
    /// Whether the ratio is multiplied by the clock rate in MHz.
    pub times_mhz: bool,
    pub unit: &'static str,
    pub examples: &'static [&'static str],
    pub source: &'static str,
}

pub fn metrics() -> Vec<MetricEntry> {
    METRICS
        .iter()
        .map(|m| MetricEntry {
            event: m.event,
            formula: m.formula,
            numerator: m.numerator,
            denominator: m.denominator,
            times_mhz: m.times_mhz,
            unit: m.unit,
            examples: m.examples,
            source: m.source,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// pmu pcl avail
// ---------------------------------------------------------------------------------------

/// `pmu pcl avail MACHINE --json`: what each standard event is on a processor.
#[derive(Serialize)]
pub struct Avail {
    pub processor: &'static str,
    pub name: &'static str,
    /// "seed 002 (the paper's table)" or "this project's mapping".
    pub origin: &'static str,
    pub counters: &'static [&'static str],
    pub modes: AvailModes,
    /// The assignment rules, in words.
    pub rules: &'static str,
    pub description: &'static str,
    pub source: &'static str,
    /// How many of the 61 events are available.
    pub available: usize,
    /// All 61 events, in the paper's order.
    pub events: Vec<AvailEntry>,
}

/// The count modes a processor supports.
#[derive(Serialize)]
pub struct AvailModes {
    pub user: bool,
    pub system: bool,
    pub both: bool,
    /// Whether the mode is set per counter rather than once for all.
    pub per_counter: bool,
    pub explain: &'static str,
}

/// One standard event on a processor: `available` false alone, or the table's entry.
#[derive(Serialize)]
#[serde(untagged)]
pub enum AvailEntry {
    NotAvailable {
        event: &'static str,
        id: u8,
        /// Always false.
        available: bool,
    },
    Available {
        event: &'static str,
        id: u8,
        /// Always true.
        available: bool,
        /// "native", "alternatives", "sum", "difference", "mask union" or "ratio".
        kind: &'static str,
        /// The entry as the table prints it.
        printed: &'static str,
        /// The entry as an expression over native events.
        expr: String,
        natives: Vec<NativeEntry>,
        source: &'static str,
        notes: &'static [&'static str],
    },
}

/// A native event that an entry uses.
#[derive(Serialize)]
pub struct NativeEntry {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    /// The counters that may count it ("C0,C1"), "REG (no counter)" or "unknown".
    pub counters: String,
    pub source: &'static str,
    /// On a simulated machine, the fields that select it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub program: Option<NativeProgram>,
    /// Whether it counts in every mode whatever the PCL mode.
    #[serde(skip_serializing_if = "is_false")]
    pub all_modes: bool,
}

/// The fields that select a native event: SPARC `sl` and `mask`, Montecito `es` and `umask`.
#[derive(Serialize)]
#[serde(untagged)]
pub enum NativeProgram {
    SlMask { sl: u64, mask: String },
    EsUmask { es: String, umask: u64 },
}

/// A native event's counters as text (also the table's form).
pub fn counters_text(c: Counters) -> String {
    match c {
        Counters::Pmc(cs) => cs.join(","),
        Counters::Outside(reg) => format!("{reg} (no counter)"),
        Counters::Unknown => "unknown".into(),
    }
}

/// Where a processor's table comes from.
pub fn origin(p: &Processor) -> &'static str {
    match p.origin {
        Origin::Paper => "seed 002 (the paper's table)",
        Origin::Ours => "this project's mapping",
    }
}

fn native(n: &Native) -> NativeEntry {
    NativeEntry {
        id: n.id,
        name: n.name,
        description: n.description,
        counters: counters_text(n.counters),
        source: n.source,
        program: n.program.map(|p| match p {
            Program::SlMask { sl, mask } => NativeProgram::SlMask {
                sl,
                mask: hex(mask, 8),
            },
            Program::EsUmask { es, umask } => NativeProgram::EsUmask {
                es: hex(es, 8),
                umask,
            },
        }),
        all_modes: n.all_modes,
    }
}

pub fn avail(p: &Processor) -> Avail {
    let entries = events::EVENTS
        .iter()
        .map(|e| match p.availability(e) {
            Availability::NotAvailable => AvailEntry::NotAvailable {
                event: e.name,
                id: e.id,
                available: false,
            },
            Availability::Available(c) => AvailEntry::Available {
                event: e.name,
                id: e.id,
                available: true,
                kind: c.expr.kind().name(),
                printed: c.printed,
                expr: c.expr.text(),
                natives: c
                    .expr
                    .native_ids()
                    .iter()
                    .filter_map(|id| p.native(id))
                    .map(native)
                    .collect(),
                source: c.source,
                notes: c.notes,
            },
        })
        .collect();
    Avail {
        processor: p.id,
        name: p.name,
        origin: origin(p),
        counters: p.counters,
        modes: AvailModes {
            user: p.modes.user,
            system: p.modes.system,
            both: p.modes.user_system,
            per_counter: p.modes.per_counter,
            explain: p.modes.explain,
        },
        rules: match p.rules {
            Rules::Plain => "each native term needs a counter of its own",
            Rules::EventSets => "each native term needs a counter of its own; Montecito L1D and L2D event sets (seed 003 sections 4.8.2, 4.8.4)",
        },
        description: p.description,
        source: p.source,
        available: p.cells.len(),
        events: entries,
    }
}

// ---------------------------------------------------------------------------------------
// pmu pcl query
// ---------------------------------------------------------------------------------------

/// A PCL status code.
#[derive(Serialize)]
pub struct StatusEntry {
    /// "PCL_SUCCESS", "PCL_TOO_MANY_EVENTS", ...
    pub name: &'static str,
    /// The value in PCL 2.2's Java binding: 0 for success, negative for errors.
    pub code: i32,
    /// The paper's meaning, verbatim.
    pub meaning: &'static str,
}

impl From<Status> for StatusEntry {
    fn from(s: Status) -> StatusEntry {
        StatusEntry {
            name: s.name(),
            code: s.code(),
            meaning: s.meaning(),
        }
    }
}

/// `pmu pcl query ... --json` when the events can be counted together.
#[derive(Serialize)]
pub struct QuerySuccess {
    pub processor: &'static str,
    /// "PCL_MODE_USER", "PCL_MODE_SYSTEM" or "PCL_MODE_USER_SYSTEM".
    pub mode: &'static str,
    pub status: StatusEntry,
    /// Every counter in use, in the processor's counter order.
    pub assignment: Vec<CounterUse>,
    /// Every requested event with the counters its terms use.
    pub events: Vec<EventPlan>,
    /// On a simulated machine, the register writes that program the assignment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub programming: Option<ProgrammingEntry>,
}

/// One counter in use.
#[derive(Serialize)]
pub struct CounterUse {
    pub counter: &'static str,
    pub event: &'static str,
    /// The native term on it.
    pub native: String,
    pub all_modes: bool,
}

/// One requested event and where its terms are counted.
#[derive(Serialize)]
pub struct EventPlan {
    pub event: &'static str,
    pub kind: &'static str,
    /// The table's entry as printed.
    pub entry: &'static str,
    pub expr: String,
    pub source: &'static str,
    pub placements: Vec<PlacementEntry>,
}

/// Where one native term is counted.
#[derive(Serialize)]
pub struct PlacementEntry {
    pub native: String,
    /// The counter, or the register outside the counters ("TSC", "TICK").
    pub counter: &'static str,
    /// Whether `counter` is a register outside the performance counters.
    pub outside: bool,
    pub all_modes: bool,
}

/// The register writes that program an assignment, and how to read each counter.
#[derive(Serialize)]
pub struct ProgrammingEntry {
    pub writes: Vec<WriteEntry>,
    pub counters: Vec<CounterReg>,
    /// What else must hold for counting to start ("PSR.up = 1 ...").
    pub requires: Vec<&'static str>,
}

/// One register write.
#[derive(Serialize)]
pub struct WriteEntry {
    pub reg: &'static str,
    /// The value in hex (64 bits).
    pub value: String,
    /// The fields it sets, as an object from field name to value.
    #[serde(serialize_with = "as_object")]
    pub fields: Vec<(&'static str, String)>,
}

fn as_object<S: Serializer>(pairs: &[(&'static str, String)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(pairs.iter().map(|(k, v)| (k, v)))
}

/// Where a counter's count is read.
#[derive(Serialize)]
pub struct CounterReg {
    pub counter: &'static str,
    pub reg: &'static str,
    pub shift: u32,
    pub bits: u32,
}

pub fn success(a: &Assignment, prog: Option<&Programming>) -> QuerySuccess {
    QuerySuccess {
        processor: a.processor.id,
        mode: a.mode.name(),
        status: Status::Success.into(),
        assignment: a
            .counters()
            .iter()
            .map(|(counter, event, pl)| CounterUse {
                counter,
                event: event.name,
                native: pl.term.key(),
                all_modes: pl.all_modes,
            })
            .collect(),
        events: a
            .events
            .iter()
            .map(|e| EventPlan {
                event: e.event.name,
                kind: e.cell.expr.kind().name(),
                entry: e.cell.printed,
                expr: e.cell.expr.text(),
                source: e.cell.source,
                placements: e
                    .placements
                    .iter()
                    .map(|p| PlacementEntry {
                        native: p.term.key(),
                        counter: p.counter,
                        outside: p.outside,
                        all_modes: p.all_modes,
                    })
                    .collect(),
            })
            .collect(),
        programming: prog.map(|p| ProgrammingEntry {
            writes: p
                .writes
                .iter()
                .map(|w| WriteEntry {
                    reg: w.reg,
                    value: hex(w.value, 64),
                    fields: w.fields.clone(),
                })
                .collect(),
            counters: p
                .counters
                .iter()
                .map(|c| CounterReg {
                    counter: c.counter,
                    reg: c.reg,
                    shift: c.shift,
                    bits: c.bits,
                })
                .collect(),
            requires: p.requires.clone(),
        }),
    }
}

/// `pmu pcl query ... --json` when the events cannot be counted (together, or in that mode):
/// an answer, not an error. The keys after `message` depend on the status.
#[derive(Serialize)]
pub struct QueryFailure {
    pub processor: &'static str,
    pub mode: &'static str,
    pub status: StatusEntry,
    /// Why, in words.
    pub message: String,
    /// PCL_TOO_MANY_EVENTS because two events need one counter.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflict: Option<ConflictEntry>,
    /// PCL_TOO_MANY_EVENTS because there are too few counters: how many are needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needed: Option<usize>,
    /// ... and how many the processor has.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available: Option<usize>,
    /// PCL_NOT_SUPPORTED: the event that is not available.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<&'static str>,
}

/// Two events that want one counter.
#[derive(Serialize)]
pub struct ConflictEntry {
    pub counter: String,
    pub first: Claim,
    pub second: Claim,
    pub detail: String,
}

/// An event's claim on a counter, through one of its native terms.
#[derive(Serialize)]
pub struct Claim {
    pub event: &'static str,
    pub native: String,
}

pub fn failure(p: &Processor, mode: Mode, e: &QueryError) -> QueryFailure {
    let mut out = QueryFailure {
        processor: p.id,
        mode: mode.name(),
        status: e.status().into(),
        message: e.to_string(),
        conflict: None,
        needed: None,
        available: None,
        event: None,
    };
    match e {
        QueryError::Conflict(c) => {
            out.conflict = Some(ConflictEntry {
                counter: c.counter.clone(),
                first: Claim {
                    event: c.first.event,
                    native: c.first.term.clone(),
                },
                second: Claim {
                    event: c.second.event,
                    native: c.second.term.clone(),
                },
                detail: c.detail.clone(),
            });
        }
        QueryError::TooManyEvents {
            needed, available, ..
        } => {
            out.needed = Some(*needed);
            out.available = Some(*available);
        }
        QueryError::NotSupported { event, .. } => out.event = Some(*event),
        _ => {}
    }
    out
}
