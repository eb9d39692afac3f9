//! Readable tables for the `pmu` command line (the output without `--json`).

use std::fmt::Write;

use pmu_model::decode::Decoded;
use pmu_model::machine::Machine;
use pmu_model::number::hex;
use pmu_model::MACHINES;

/// Lay rows out in columns padded to the widest cell; the last column is not padded.
pub(crate) fn columns(rows: &[Vec<String>]) -> String {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..n)
        .map(|i| {
            rows.iter()
                .filter_map(|r| r.get(i))
                .map(|c| c.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            if i + 1 == row.len() {
                line.push_str(cell);
            } else {
                let _ = write!(line, "{cell:<w$}  ", w = widths[i]);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

pub(crate) fn row<const N: usize>(cells: [&str; N]) -> Vec<String> {
    cells.iter().map(|c| c.to_string()).collect()
}

pub fn machines() -> String {
    let mut rows = vec![row(["ID", "NAME", "REGISTERS", "EVENTS", "SOURCE"])];
    for m in MACHINES {
        rows.push(vec![
            m.id.into(),
            m.name.into(),
            m.registers.len().to_string(),
            m.events.len().to_string(),
            m.source.into(),
        ]);
    }
    columns(&rows)
}

pub fn registers(m: &Machine) -> String {
    let mut rows = vec![row(["REGISTER", "WIDTH", "LOCATION", "SCOPE", "RESET", "GROUP"])];
    for r in m.registers {
        rows.push(vec![
            r.name.into(),
            r.width.to_string(),
            r.location.into(),
            r.scope.describe(),
            hex(r.reset_value(), r.width),
            r.group.into(),
        ]);
    }
    columns(&rows)
}

pub fn decoded(d: &Decoded) -> String {
    let r = d.register;
    let mut out = format!("{} = {}\n", r.name, hex(d.value, r.width));
    let mut rows = vec![row(["FIELD", "BITS", "ACCESS", "VALUE", "MEANING"])];
    for f in d.fields.iter().filter(|f| f.active != Some(false)) {
        let mut meaning = f.meaning.clone();
        if f.active.is_none() {
            if let Some(w) = f.field.when {
                meaning = format!("[{}] {meaning}", w.mode);
            }
        }
        rows.push(vec![
            f.field.name.into(),
            f.field.bits_text(),
            f.field.access.name().into(),
            format!("{:#x}", f.value),
            meaning,
        ]);
    }
    out.push_str(&columns(&rows));
    for diag in &d.diagnostics {
        let _ = writeln!(out, "{diag}");
    }
    out
}

pub fn events(m: &Machine) -> String {
    let mut rows = vec![row(["CODE", "EVENT", "MASKS", "MAX/CYC", "COUNTERS"])];
    for e in m.events {
        let masks: Vec<String> = e
            .masks
            .iter()
            .map(|k| format!("{:#x}={}", k.value, k.name))
            .collect();
        let counters = if e.counters.len() > 3 {
            format!("{}..{}", e.counters[0], e.counters[e.counters.len() - 1])
        } else {
            e.counters.join(",")
        };
        rows.push(vec![
            format!("{:#x}", e.code),
            e.name.into(),
            masks.len().to_string(),
            e.max_increment.to_string(),
            counters,
        ]);
    }
    columns(&rows)
}

/// A scenario result: the log, the reads and the final registers.
pub fn run(result: &serde_json::Value) -> String {
    let mut out = format!(
        "{} after {} cycles (workload {})\n",
        result["machine"].as_str().unwrap_or_default(),
        result["cycle"],
        result["workload"].as_str().unwrap_or_default()
    );
    out.push_str("\nLOG\n");
    for e in result["log"].as_array().into_iter().flatten() {
        let mut line = format!(
            "  cycle {:>12}  {:<10}",
            e["cycle"],
            e["kind"].as_str().unwrap_or_default()
        );
        for key in [
            "thread",
            "name",
            "counter",
            "fn",
            "status",
            "tpc",
            "value",
            "from",
            "to",
            "reason",
            "urgency_from",
            "urgency_to",
            "note",
            "text",
        ] {
            if let Some(v) = e.get(key) {
                let v = v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string());
                let _ = write!(line, " {key}={v}");
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("\nREADS\n");
    for r in result["reads"].as_array().into_iter().flatten() {
        let value = r["value"].as_str().unwrap_or("(trapped)");
        let _ = writeln!(
            out,
            "  step {:>3}  {:<24} {value}",
            r["step"],
            r["reg"].as_str().unwrap_or_default()
        );
    }
    let not_counting: Vec<String> = result["threads"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|t| {
            let thread = t["thread"].clone();
            t["not_counting"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(move |c| {
                    let why: Vec<&str> = c["why"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|w| w.as_str())
                        .collect();
                    format!(
                        "  [{thread}] {:<10} {}",
                        c["counter"].as_str().unwrap_or_default(),
                        why.join("; ")
                    )
                })
        })
        .collect();
    if !not_counting.is_empty() {
        out.push_str("\nNOT COUNTING (programmed, but a condition is not met)\n");
        for line in not_counting {
            out.push_str(&line);
            out.push('\n');
        }
    }
    let derived: Vec<String> = result["threads"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|t| {
            let thread = t["thread"].clone();
            t["derived"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(move |d| {
                    let value = d["value"]
                        .as_f64()
                        .map_or_else(|| "(no data yet)".to_string(), |v| format!("{v:.4}"));
                    format!(
                        "  [{thread}] {:<28} {value:>14}  = {}",
                        d["name"].as_str().unwrap_or_default(),
                        d["formula"].as_str().unwrap_or_default()
                    )
                })
        })
        .collect();
    if !derived.is_empty() {
        out.push_str("\nDERIVED (from the counters in use)\n");
        for line in derived {
            out.push_str(&line);
            out.push('\n');
        }
    }
    if let Some(pcl) = result["pcl"].as_array() {
        out.push_str("\nPCL\n");
        for p in pcl {
            let _ = write!(
                out,
                "  step {:>3}  {:<6} {}",
                p["step"],
                p["call"].as_str().unwrap_or_default(),
                p["status"].as_str().unwrap_or_default()
            );
            for e in p["events"].as_array().into_iter().flatten() {
                let _ = write!(
                    out,
                    "  {}={}",
                    e["event"].as_str().unwrap_or_default(),
                    e["value"]
                );
            }
            if let Some(m) = p["message"].as_str() {
                let _ = write!(out, "  ({m})");
            }
            out.push('\n');
        }
    }
    out.push_str("\nREGISTERS (thread 0)\n");
    if let Some(regs) = result["registers"].as_object() {
        for (k, v) in regs {
            let _ = writeln!(out, "  {k:<24} {}", v.as_str().unwrap_or_default());
        }
    }
    for e in result["errors"].as_array().into_iter().flatten() {
        let _ = writeln!(
            out,
            "error: step {}: {}",
            e["step"],
            e["message"].as_str().unwrap_or_default()
        );
    }
    out
}

pub fn bench(results: &[pmu_model::bench::BenchResult]) -> String {
    let mut rows = vec![row([
        "BENCHMARK",
        "CYCLES",
        "ACTIONS",
        "SECONDS",
        "CYCLES/S",
        "US/ACTION",
        "VS T4",
    ])];
    for r in results {
        rows.push(vec![
            r.name.into(),
            r.cycles.to_string(),
            r.actions.to_string(),
            format!("{:.6}", r.seconds),
            format!("{:.3e}", r.cycles_per_second()),
            format!("{:.2}", r.seconds * 1e6 / r.actions.max(1) as f64),
            r.ratio_to_reference(results)
                .map_or_else(String::new, |x| format!("{x:.2}")),
        ]);
    }
    columns(&rows)
}

/// `pmu import`: the writes, then the notes.
pub fn import(i: &pmu_model::interop::Import) -> String {
    let mut out = format!("{} ({}):\n", i.machine, i.format.tool_name());
    for w in &i.writes {
        out += &format!("  {} = {:#x}  (thread {})\n", w.reg, w.value, w.thread);
    }
    for n in &i.notes {
        out += &format!("note: {n}\n");
    }
    for n in &i.not_imported {
        out += &format!("not imported: {}: {} ({})\n", n.what, n.why, n.whose);
    }
    out
}

/// `pmu export`: each tool's command, or why it has none, and the fields it sets otherwise.
pub fn export(e: &pmu_model::interop::Export) -> String {
    let mut out = String::new();
    for t in &e.exports {
        out += &format!("{}:\n", t.tool);
        if let Some(c) = &t.command {
            out += &format!("  {c}\n");
        }
        if let Some(r) = &t.reason {
            out += &format!("  cannot: {r}\n");
        }
        for d in &t.differences {
            out += &format!("  differs: {d}\n");
        }
    }
    out
}
