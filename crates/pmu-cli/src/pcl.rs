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
//! The JSON shapes are in `json/pcl.rs`.

use std::fmt::Write;

use pmu_model::number::hex;
use pmu_model::pcl::avail::{CellKind, Counters, Origin, Processor};
use pmu_model::pcl::metrics::METRICS;
use pmu_model::pcl::program::{program, Programming};
use pmu_model::pcl::query::{query_on, Assignment, QueryError};
use pmu_model::pcl::{events, Availability, Mode};

use crate::args::PclCommand;
use crate::json::pcl as json;
use crate::json::pcl::{counters_text, origin};
use crate::output::{CliError, Output, PclError};
use crate::table::{columns, row};

/// Run a `pmu pcl` subcommand.
pub fn run(command: PclCommand) -> Result<Output, CliError> {
    match command {
        PclCommand::Events => Output::new(&json::events(), events_text()),
        PclCommand::Metrics => Output::new(&json::metrics(), metrics_text()),
        PclCommand::Avail { machine: p } => Output::new(&json::avail(p), avail_text(p)),
        PclCommand::Query {
            machine: p,
            events: names,
            mode,
        } => query(p, &names, mode),
    }
}

// ---------------------------------------------------------------------------------------
// events, metrics
// ---------------------------------------------------------------------------------------

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

fn query(p: &'static Processor, names: &[String], mode: Mode) -> Result<Output, CliError> {
    // An unknown event name is bad input, named on standard error.
    if let Some(bad) = names.iter().find(|n| events::event(n).is_none()) {
        return Err(PclError::IllEvent(bad.to_string()).into());
    }
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    match query_on(p, &names, mode) {
        Ok(a) => {
            let prog = if p.origin == Origin::Ours {
                Some(program(&a).map_err(PclError::from)?)
            } else {
                None
            };
            Output::new(&json::success(&a, prog.as_ref()), success_text(&a, prog.as_ref()))
        }
        Err(QueryError::IllEvent { name }) => Err(PclError::IllEvent(name).into()),
        Err(e) => Output::new(
            &json::failure(p, mode, &e),
            format!(
                "{} {}: {} ({})\n{e}\n",
                p.id,
                mode.name(),
                e.status().name(),
                e.status().code()
            ),
        ),
    }
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
