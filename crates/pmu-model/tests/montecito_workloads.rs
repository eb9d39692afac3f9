//! The built-in workloads' characters on Montecito, measured with its own events (docs/
//! scenarios.md states them): `stream` is bandwidth-bound (the most bus and L3 traffic and the
//! fullest system interface queues), `pointer-chase` latency-bound (the most L2D and L3 misses
//! per instruction, the lowest IPC, the largest share of L1D bubbles), `branchy` mispredicts
//! (the most mispredictions per instruction, branch-flush and front-end bubbles), `syscall`
//! changes privilege (the most privilege changes, exception flushes, ITLB and instruction cache
//! misses). Every other built-in workload runs too.

use pmu_model::sim::workload::{builtin, BUILTINS};
use pmu_model::sim::{Action, ModeSpec, Simulator, WriteValue};

const CYCLES: u64 = 400_000;

/// The measured figures of a workload (one thread, every privilege level).
#[derive(Debug, Default)]
struct Character {
    ipc: f64,
    /// Bus memory transactions (of every agent) and L3 misses per 1000 cycles; the average
    /// occupancy of the in-order bus queue.
    bus: f64,
    l3: f64,
    ioq: f64,
    /// L2D and L3 misses per 1000 instructions; the share of back-end bubbles in the L1D or FPU.
    l2d_misses: f64,
    l3_misses: f64,
    l1d_share: f64,
    /// Mispredicted branches per 1000 instructions; branch-flush bubbles and front-end bubbles
    /// (other than those of a full instruction buffer) per cycle.
    mispredicts: f64,
    bru: f64,
    fe: f64,
    /// Privilege changes per million cycles; exception flushes per cycle; ITLB misses and L1I
    /// misses per 1000 cycles.
    cpl: f64,
    xpn: f64,
    itlb: f64,
    imiss: f64,
}

fn count(base: &Simulator, es: &str, umask: u64, n: u32) -> f64 {
    let mut s = base.clone();
    s.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: format!("PMC{n}"),
        value: WriteValue::Fields(vec![
            ("es".into(), es.into()),
            ("umask".into(), format!("{umask:#x}")),
            ("plm".into(), "15".into()),
            ("ism".into(), "2".into()),
        ]),
    })
    .unwrap_or_else(|e| panic!("{es}: {e}"));
    s.apply(Action::Run { cycles: CYCLES }).expect("run");
    s.counters(0, 0)
        .iter()
        .find(|r| r.spec.id == format!("PMD{n}"))
        .expect("counter")
        .value as f64
}

fn measure(workload: &str) -> Character {
    let mut b =
        Simulator::with_workload("montecito", 1, 1, builtin(workload).expect("builtin")).expect("sim");
    b.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: true,
        },
    })
    .expect("mode");
    let c = |es: &str, umask: u64| count(&b, es, umask, 4);
    let cycles = c("CPU_OP_CYCLES", 0);
    let instr = c("IA64_INST_RETIRED", 0);
    let bubbles = c("BACK_END_BUBBLE", 0);
    let k = |x: f64| 1000.0 * x / instr;
    Character {
        ipc: instr / cycles,
        bus: 1000.0 * c("BUS_MEMORY", 0b1111) / cycles,
        l3: 1000.0 * c("L3_MISSES", 0) / cycles,
        ioq: (8.0 * c("SI_IOQ_LIVE_REQ_HI", 0) + c("SI_IOQ_LIVE_REQ_LO", 0)) / cycles,
        l2d_misses: k(c("L2D_MISSES", 0)),
        l3_misses: k(c("L3_MISSES", 0)),
        l1d_share: count(&b, "BE_L1D_FPU_BUBBLE", 0, 5) / bubbles,
        mispredicts: k(c("BR_MISPRED_DETAIL", 0b0010) + c("BR_MISPRED_DETAIL", 0b0011)),
        bru: c("BE_FLUSH_BUBBLE", 0b01) / cycles,
        fe: c("FE_BUBBLE", 0b1100) / cycles,
        cpl: 1e6 * c("CPU_CPL_CHANGES", 0b1111) / cycles,
        xpn: c("BE_FLUSH_BUBBLE", 0b10) / cycles,
        itlb: 1000.0 * c("ITLB_MISSES_FETCH", 0b01) / cycles,
        imiss: 1000.0 * c("L2I_DEMAND_READS", 0) / cycles,
    }
}

/// Which workload has the largest figure.
fn top(all: &[(&str, Character)], f: impl Fn(&Character) -> f64) -> String {
    all.iter()
        .max_by(|a, b| f(&a.1).total_cmp(&f(&b.1)))
        .map(|(w, _)| w.to_string())
        .unwrap_or_default()
}

#[test]
fn every_builtin_has_its_character() {
    let all: Vec<(&str, Character)> = BUILTINS.iter().map(|w| (*w, measure(w))).collect();
    for (w, c) in &all {
        println!("{w:14} {c:.3?}");
        assert!(c.ipc > 0.0, "{w} runs");
    }
    assert_eq!(top(&all, |c| c.bus), "stream", "the most bus transactions");
    assert_eq!(top(&all, |c| c.l3), "stream", "the most L3 misses a cycle");
    assert_eq!(top(&all, |c| c.ioq), "stream", "the fullest bus queue");
    assert_eq!(
        top(&all, |c| c.l2d_misses),
        "pointer-chase",
        "the most L2D misses"
    );
    assert_eq!(
        top(&all, |c| c.l3_misses),
        "pointer-chase",
        "the most L3 misses an instruction"
    );
    assert_eq!(top(&all, |c| -c.ipc), "pointer-chase", "the lowest IPC");
    assert_eq!(
        top(&all, |c| c.l1d_share),
        "pointer-chase",
        "the most L1D bubbles"
    );
    assert_eq!(top(&all, |c| c.mispredicts), "branchy", "the most mispredictions");
    assert_eq!(top(&all, |c| c.bru), "branchy", "the most branch-flush bubbles");
    assert_eq!(top(&all, |c| c.fe), "branchy", "the most front-end bubbles");
    assert_eq!(top(&all, |c| c.cpl), "syscall", "the most privilege changes");
    assert_eq!(top(&all, |c| c.xpn), "syscall", "the most exception flushes");
    assert_eq!(top(&all, |c| c.itlb), "syscall", "the most ITLB misses");
    assert_eq!(
        top(&all, |c| c.imiss),
        "syscall",
        "the most instruction cache misses"
    );
}
