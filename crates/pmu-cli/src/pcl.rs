//! `pmu pcl ...`: the PCL portable layer on the command line (seed 002).
//!
//! - `pmu pcl events`: the 61 standard events.
//! - `pmu pcl metrics`: the derived metrics and their formulas.
//! - `pmu pcl avail MACHINE`: what each PCL event is on a processor (the paper's rows, and our
//!   mappings onto sparc-t4, sparc-kt and montecito).
//! - `pmu pcl query MACHINE EVENT... [--mode user|system|both]`: PCLquery: an assignment of
//!   native events to counters and, on a simulated machine, the register values that program
//!   it; or PCL's status code and why.
//!
//! A query that cannot be counted is an answer, not an error: it prints its status and exits 0.
//! Bad input (an unknown processor, event name or mode) is an error: exit 2, naming it.

use std::fmt::Write;

use pmu_model::number::hex;
use pmu_model::pcl::avail::{CellKind, Counters, Native, Origin, Processor, Program, Rules};
use pmu_model::pcl::metrics::METRICS;
use pmu_model::pcl::program::{program, ProgramError, Programming};
use pmu_model::pcl::query::{query_on, Assignment, QueryError};
use pmu_model::pcl::{events, processor, Availability, Mode, Status, PROCESSORS};
use serde_json::{json, Value};
use thiserror::Error;

use super::table::{columns, row};
use super::{CliError, Output};

/// Bad input to `pmu pcl`, naming it.
#[derive(Debug, Error)]
pub enum PclError {
    #[error("usage: {0}")]
    Usage(&'static str),
    #[error("unknown PCL subcommand '{0}'; subcommands are: events, metrics, avail, query")]
    UnknownCommand(String),
    #[error("unknown machine '{given}'; PCL tables exist for: {known}")]
    UnknownMachine { given: String, known: String },
    #[error("unknown mode '{0}'; modes are user, system, both")]
    BadMode(String),
    #[error("PCL_ILL_EVENT: '{0}' is not a PCL event; run `pmu pcl events` for the 61 names")]
    IllEvent(String),
    #[error("{0}")]
    Program(#[from] ProgramError),
}

const USAGE: &str =
    "pmu pcl events | metrics | avail MACHINE | query MACHINE EVENT... [--mode user|system|both] [--json]";

/// Run `pmu pcl` with the arguments after "pcl" (`--json` already taken out).
pub fn run(args: &[&str]) -> Result<Output, CliError> {
    let (cmd, rest) = args.split_first().ok_or(PclError::Usage(USAGE))?;
    let out = match *cmd {
        "events" => {
            no_more(rest, "pmu pcl events [--json]")?;
            Output {
                json: events_json(),
                text: events_text(),
            }
        }
        "metrics" => {
            no_more(rest, "pmu pcl metrics [--json]")?;
            Output {
                json: metrics_json(),
                text: metrics_text(),
            }
        }
        "avail" => {
            let [id] = rest else {
                return Err(PclError::Usage("pmu pcl avail MACHINE [--json]").into());
            };
            let p = find(id)?;
            Output {
                json: avail_json(p),
                text: avail_text(p),
            }
        }
        "query" => query(rest)?,
        other => return Err(PclError::UnknownCommand(other.to_string()).into()),
    };
    Ok(out)
}

fn no_more(rest: &[&str], usage: &'static str) -> Result<(), PclError> {
    if rest.is_empty() {
        Ok(())
    } else {
        Err(PclError::Usage(usage))
    }
}

fn find(id: &str) -> Result<&'static Processor, PclError> {
    processor(id).ok_or_else(|| PclError::UnknownMachine {
        given: id.to_string(),
        known: PROCESSORS.iter().map(|p| p.id).collect::<Vec<_>>().join(", "),
    })
}

// ---------------------------------------------------------------------------------------
// events, metrics
// ---------------------------------------------------------------------------------------

fn events_json() -> Value {
    Value::Array(
        events::EVENTS
            .iter()
            .map(|e| {
                json!({
                    "id": e.id,
                    "name": e.name,
                    "group": e.group.title(),
                    "table": e.group.table(),
                    "kind": e.kind.name(),
                    "rate": e.is_rate(),
                    "meaning": e.meaning,
                    "source": e.source,
                })
            })
            .collect(),
    )
}

fn events_text() -> String {
    let mut rows = vec![row(["ID", "EVENT", "KIND", "GROUP", "MEANING"])];
    for e in &events::EVENTS {
        rows.push(vec![
            e.id.to_string(),
            e.name.into(),
            e.kind.name().into(),
            e.group.title(),
            e.meaning.into(),
        ]);
    }
    columns(&rows)
}

fn metrics_json() -> Value {
    Value::Array(
        METRICS
            .iter()
            .map(|m| {
                json!({
                    "event": m.event,
                    "formula": m.formula,
                    "numerator": m.numerator,
                    "denominator": m.denominator,
                    "times_mhz": m.times_mhz,
                    "unit": m.unit,
                    "examples": m.examples,
                    "source": m.source,
                })
            })
            .collect(),
    )
}

fn metrics_text() -> String {
    let mut rows = vec![row(["METRIC", "FORMULA", "UNIT"])];
    for m in &METRICS {
        rows.push(vec![m.event.into(), m.formula.into(), m.unit.into()]);
    }
    let mut out = columns(&rows);
    out.push_str("\nRates are computed from counts and never summed (seed 002, L2277-L2278).\n");
    out
}

// ---------------------------------------------------------------------------------------
// avail
// ---------------------------------------------------------------------------------------

fn counters_text(c: Counters) -> String {
    match c {
        Counters::Pmc(cs) => cs.join(","),
        Counters::Outside(reg) => format!("{reg} (no counter)"),
        Counters::Unknown => "unknown".into(),
    }
}

fn native_json(n: &Native) -> Value {
    let mut v = json!({
        "id": n.id,
        "name": n.name,
        "description": n.description,
        "counters": counters_text(n.counters),
        "source": n.source,
    });
    match n.program {
        Some(Program::SlMask { sl, mask }) => v["program"] = json!({"sl": sl, "mask": hex(mask, 8)}),
        Some(Program::EsUmask { es, umask }) => v["program"] = json!({"es": hex(es, 8), "umask": umask}),
        None => {}
    }
    if n.all_modes {
        v["all_modes"] = json!(true);
    }
    v
}

fn origin(p: &Processor) -> &'static str {
    match p.origin {
        Origin::Paper => "seed 002 (the paper's table)",
        Origin::Ours => "this project's mapping",
    }
}

fn avail_json(p: &Processor) -> Value {
    let entries: Vec<Value> = events::EVENTS
        .iter()
        .map(|e| match p.availability(e) {
            Availability::NotAvailable => json!({"event": e.name, "id": e.id, "available": false}),
            Availability::Available(c) => {
                let natives: Vec<Value> = c
                    .expr
                    .native_ids()
                    .iter()
                    .filter_map(|id| p.native(id))
                    .map(native_json)
                    .collect();
                json!({
                    "event": e.name,
                    "id": e.id,
                    "available": true,
                    "kind": c.expr.kind().name(),
                    "printed": c.printed,
                    "expr": c.expr.text(),
                    "natives": natives,
                    "source": c.source,
                    "notes": c.notes,
                })
            }
        })
        .collect();
    json!({
        "processor": p.id,
        "name": p.name,
        "origin": origin(p),
        "counters": p.counters,
        "modes": {
            "user": p.modes.user,
            "system": p.modes.system,
            "both": p.modes.user_system,
            "per_counter": p.modes.per_counter,
            "explain": p.modes.explain,
        },
        "rules": match p.rules {
            Rules::Plain => "each native term needs a counter of its own",
            Rules::MontecitoSets => "each native term needs a counter of its own; Montecito L1D and L2D event sets (seed 003 sections 4.8.2, 4.8.4)",
        },
        "description": p.description,
        "source": p.source,
        "available": p.cells.len(),
        "events": entries,
    })
}

fn avail_text(p: &Processor) -> String {
    let mut out = format!(
        "{} ({}): {}\ncounters: {}\nmodes: {}\n\n",
        p.name,
        p.id,
        origin(p),
        p.counters.join(", "),
        p.modes.explain
    );
    let mut rows = vec![row(["EVENT", "KIND", "ENTRY", "COUNTERS", "SOURCE"])];
    for e in &events::EVENTS {
        match p.availability(e) {
            Availability::NotAvailable => rows.push(vec![e.name.into(), "-".into()]),
            Availability::Available(c) => {
                let counters: Vec<String> = c
                    .expr
                    .native_ids()
                    .iter()
                    .filter_map(|id| p.native(id))
                    .map(|n| match n.counters {
                        // Most natives of ours may use every counter: say so once.
                        Counters::Pmc(cs) if cs == p.counters => format!("{}:any", n.id),
                        c => format!("{}:{}", n.id, counters_text(c)),
                    })
                    .collect();
                rows.push(vec![
                    e.name.into(),
                    kind_text(c.expr.kind()).into(),
                    c.printed.into(),
                    counters.join(" "),
                    c.source.into(),
                ]);
            }
        }
    }
    out.push_str(&columns(&rows));
    let _ = writeln!(out, "\n{} of 61 events available.", p.cells.len());
    out
}

fn kind_text(k: CellKind) -> &'static str {
    k.name()
}

// ---------------------------------------------------------------------------------------
// query
// ---------------------------------------------------------------------------------------

fn query(rest: &[&str]) -> Result<Output, CliError> {
    const USAGE: &str = "pmu pcl query MACHINE EVENT... [--mode user|system|both] [--json]";
    let mut mode = Mode::User;
    let mut words: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let a = rest[i];
        if let Some(m) = a.strip_prefix("--mode=") {
            mode = Mode::parse(m).ok_or_else(|| PclError::BadMode(m.to_string()))?;
        } else if a == "--mode" {
            let m = rest.get(i + 1).ok_or(PclError::Usage(USAGE))?;
            mode = Mode::parse(m).ok_or_else(|| PclError::BadMode(m.to_string()))?;
            i += 1;
        } else {
            words.push(a);
        }
        i += 1;
    }
    let (id, names) = words.split_first().ok_or(PclError::Usage(USAGE))?;
    if names.is_empty() {
        return Err(PclError::Usage(USAGE).into());
    }
    let p = find(id)?;
    // An unknown event name is bad input, named on standard error.
    if let Some(bad) = names.iter().find(|n| events::event(n).is_none()) {
        return Err(PclError::IllEvent(bad.to_string()).into());
    }
    match query_on(p, names, mode) {
        Ok(a) => {
            let prog = if p.origin == Origin::Ours {
                Some(program(&a).map_err(PclError::from)?)
            } else {
                None
            };
            Ok(Output {
                json: success_json(&a, prog.as_ref()),
                text: success_text(&a, prog.as_ref()),
            })
        }
        Err(QueryError::IllEvent { name }) => Err(PclError::IllEvent(name).into()),
        Err(e) => Ok(Output {
            json: failure_json(p, mode, &e),
            text: format!(
                "{} {}: {} ({})\n{e}\n",
                p.id,
                mode.name(),
                e.status().name(),
                e.status().code()
            ),
        }),
    }
}

fn status_json(s: Status) -> Value {
    json!({"name": s.name(), "code": s.code(), "meaning": s.meaning()})
}

fn success_json(a: &Assignment, prog: Option<&Programming>) -> Value {
    let assignment: Vec<Value> = a
        .counters()
        .iter()
        .map(|(counter, event, pl)| {
            json!({"counter": counter, "event": event.name, "native": pl.term.key(), "all_modes": pl.all_modes})
        })
        .collect();
    let events: Vec<Value> = a
        .events
        .iter()
        .map(|e| {
            json!({
                "event": e.event.name,
                "kind": e.cell.expr.kind().name(),
                "entry": e.cell.printed,
                "expr": e.cell.expr.text(),
                "source": e.cell.source,
                "placements": e.placements.iter().map(|p| json!({
                    "native": p.term.key(),
                    "counter": p.counter,
                    "outside": p.outside,
                    "all_modes": p.all_modes,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut v = json!({
        "processor": a.processor.id,
        "mode": a.mode.name(),
        "status": status_json(Status::Success),
        "assignment": assignment,
        "events": events,
    });
    if let Some(p) = prog {
        let writes: Vec<Value> = p
            .writes
            .iter()
            .map(|w| {
                let fields: serde_json::Map<String, Value> = w
                    .fields
                    .iter()
                    .map(|(f, val)| (f.to_string(), json!(val)))
                    .collect();
                json!({"reg": w.reg, "value": hex(w.value, 64), "fields": fields})
            })
            .collect();
        v["programming"] = json!({
            "writes": writes,
            "counters": p.counters.iter().map(|c| json!({"counter": c.counter, "reg": c.reg, "shift": c.shift, "bits": c.bits})).collect::<Vec<_>>(),
            "requires": p.requires,
        });
    }
    v
}

fn success_text(a: &Assignment, prog: Option<&Programming>) -> String {
    let mut out = format!("{} {}: PCL_SUCCESS\n\n", a.processor.id, a.mode.name());
    let mut rows = vec![row(["COUNTER", "EVENT", "NATIVE"])];
    for (counter, event, pl) in a.counters() {
        rows.push(vec![counter.into(), event.name.into(), pl.term.key()]);
    }
    for e in &a.events {
        for pl in e.placements.iter().filter(|p| p.outside) {
            rows.push(vec![pl.counter.into(), e.event.name.into(), pl.term.key()]);
        }
    }
    out.push_str(&columns(&rows));
    if let Some(p) = prog {
        out.push('\n');
        let mut rows = vec![row(["REGISTER", "VALUE", "FIELDS"])];
        for w in &p.writes {
            let fields: Vec<String> = w.fields.iter().map(|(f, v)| format!("{f}={v}")).collect();
            rows.push(vec![w.reg.into(), hex(w.value, 64), fields.join(" ")]);
        }
        out.push_str(&columns(&rows));
        for r in &p.requires {
            let _ = writeln!(out, "requires: {r}");
        }
    }
    out
}

fn failure_json(p: &Processor, mode: Mode, e: &QueryError) -> Value {
    let mut v = json!({
        "processor": p.id,
        "mode": mode.name(),
        "status": status_json(e.status()),
        "message": e.to_string(),
    });
    match e {
        QueryError::Conflict(c) => {
            v["conflict"] = json!({
                "counter": c.counter,
                "first": {"event": c.first.event, "native": c.first.term},
                "second": {"event": c.second.event, "native": c.second.term},
                "detail": c.detail,
            });
        }
        QueryError::TooManyEvents {
            needed, available, ..
        } => {
            v["needed"] = json!(needed);
            v["available"] = json!(available);
        }
        QueryError::NotSupported { event, .. } => v["event"] = json!(event),
        _ => {}
    }
    v
}
