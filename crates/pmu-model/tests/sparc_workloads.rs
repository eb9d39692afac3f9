//! The built-in workloads' characters on the SPARCs, measured on a T4 strand (PICs with ut, st
//! and ht set, seed 1, one million cycles) and the KT's crypto units, each workload leading its
//! figures (docs/scenarios.md lists them).

use pmu_model::sim::workload::{builtin, BUILTINS};
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};

const CYCLES: u64 = 1_000_000;

fn run(id: &str, w: &str, regs: &[(&str, WriteValue)], read: &[&str]) -> Vec<u64> {
    let spec = builtin(w).expect("builtin");
    let mut s = Simulator::with_workload(id, 1, 1, spec).expect("sim");
    let mode = |s: &mut Simulator, m| {
        s.apply(Action::SetMode {
            thread: None,
            mode: ModeSpec::Sparc(m),
        })
        .expect("mode")
    };
    mode(&mut s, SparcMode::Hyperprivileged);
    for (reg, v) in regs {
        s.apply(Action::Write {
            thread: 0,
            unit: 0,
            reg: reg.to_string(),
            value: v.clone(),
        })
        .expect("write");
    }
    mode(&mut s, SparcMode::User);
    s.apply(Action::Run { cycles: CYCLES }).expect("run");
    let rows = s.counters(0, 0);
    read.iter()
        .map(|id| rows.iter().find(|r| r.spec.id == *id).expect("counter").value)
        .collect()
}

/// T4 counts of up to four (sl, mask) encodings, every mode counted.
fn t4(w: &str, encs: &[(u64, u64)]) -> Vec<u64> {
    let regs: Vec<(String, u64)> = encs
        .iter()
        .enumerate()
        .map(|(n, (sl, mask))| (format!("PCR{n}"), sl << 11 | mask << 5 | 0x1c))
        .collect();
    let regs: Vec<(&str, WriteValue)> = regs
        .iter()
        .map(|(r, v)| (r.as_str(), WriteValue::Raw(*v)))
        .collect();
    let pics = ["PIC0", "PIC1", "PIC2", "PIC3"];
    run("sparc-t4", w, &regs, &pics[..encs.len()])
}

#[derive(Debug, Default)]
struct Character {
    /// Per 1000 cycles: L1 D-cache misses served by memory (sl 16 mask 06), stores to memory
    /// (sl 22 mask 30), L2 fill buffer full cycles (sl 24 mask 04).
    memory: f64,
    /// Instructions per cycle; Sel-0-wait share of cycles (sl 1 mask 02).
    ipc: f64,
    sel_wait: f64,
    /// Per 1000 instructions: branch mispredicts (sl 25 mask 0F); pipe-drain share of cycles.
    mispredicts: f64,
    drain: f64,
    /// Share of cycles in privileged mode (sl 26 with st only); ITLB misses per 1000 cycles.
    privileged: f64,
    itlb: f64,
    /// KT crypto operations and busy cycles (any unit) per 1000 cycles.
    crypto_ops: f64,
    crypto_busy: f64,
}

fn measure(w: &str) -> Character {
    let k = 1000.0 / CYCLES as f64;
    let c = t4(w, &[(16, 0x06), (22, 0x30), (3, 0x3f), (1, 0x02)]);
    let d = t4(w, &[(25, 0x0f), (1, 0x01), (5, 0x10)]);
    let p = run(
        "sparc-t4",
        w,
        &[("PCR0", WriteValue::Raw(26 << 11 | 0x08))],
        &["PIC0"],
    );
    let fields = [
        ("sl0", "6"),
        ("mask0", "0x3f"),
        ("sl1", "7"),
        ("mask1", "0x3f"),
        ("ut", "1"),
        ("st", "1"),
        ("ht", "1"),
    ]
    .iter()
    .map(|(f, v)| (f.to_string(), v.to_string()))
    .collect();
    let kt = run(
        "sparc-kt",
        w,
        &[("PCR", WriteValue::Fields(fields))],
        &["PIC0", "PIC1"],
    );
    Character {
        memory: (c[0] + c[1]) as f64 * k,
        ipc: c[2] as f64 / CYCLES as f64,
        sel_wait: c[3] as f64 / CYCLES as f64,
        mispredicts: d[0] as f64 * 1000.0 / c[2].max(1) as f64,
        drain: d[1] as f64 / CYCLES as f64,
        privileged: p[0] as f64 / CYCLES as f64,
        itlb: d[2] as f64 * k,
        crypto_ops: kt[0] as f64 * k,
        crypto_busy: kt[1] as f64 * k,
    }
}

fn top(all: &[(&str, Character)], f: impl Fn(&Character) -> f64) -> String {
    all.iter()
        .max_by(|a, b| f(&a.1).total_cmp(&f(&b.1)))
        .map(|(w, _)| w.to_string())
        .unwrap_or_default()
}

#[test]
fn every_builtin_has_its_character_on_the_sparcs() {
    let all: Vec<(&str, Character)> = BUILTINS.iter().map(|w| (*w, measure(w))).collect();
    for (w, c) in &all {
        println!("{w:14} {c:.3?}");
    }
    assert_eq!(top(&all, |c| c.memory), "stream", "the most memory traffic");
    assert_eq!(top(&all, |c| -c.ipc), "pointer-chase", "the lowest IPC");
    assert_eq!(
        top(&all, |c| c.sel_wait),
        "pointer-chase",
        "the most Select waits"
    );
    assert_eq!(top(&all, |c| c.mispredicts), "branchy", "the most mispredicts");
    assert_eq!(top(&all, |c| c.drain), "branchy", "the most pipe-drain cycles");
    assert_eq!(
        top(&all, |c| c.privileged),
        "syscall",
        "the most privileged cycles"
    );
    assert_eq!(top(&all, |c| c.itlb), "syscall", "the most ITLB misses");
    assert_eq!(
        top(&all, |c| c.crypto_ops),
        "crypto",
        "the most crypto operations"
    );
    assert_eq!(
        top(&all, |c| c.crypto_busy),
        "crypto",
        "the most crypto busy cycles"
    );
}
