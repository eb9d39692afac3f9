//! Time travel: for generated sessions on every machine, going back k steps and forward again
//! gives the same state and log as never having gone back, and going to step i gives the same
//! state as replaying the first i steps from scratch (ARCHITECTURE.md, Architecture Invariant
//! (deterministic simulator)).

#![cfg(not(target_arch = "wasm32"))]

use pmu_model::history::History;
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, Until, WriteValue};
use proptest::prelude::*;

/// What a state is, for comparison: cycle, every thread's registers, the log.
fn fingerprint(sim: &Simulator) -> String {
    let regs: Vec<_> = (0..sim.threads).map(|t| sim.registers(t)).collect();
    format!("{} {:?} {:?}", sim.cycle, regs, sim.log)
}

fn machine_and_threads() -> impl Strategy<Value = (&'static str, u32)> {
    prop_oneof![
        Just(("sparc-t4", 2)),
        Just(("sparc-kt", 1)),
        Just(("montecito", 2))
    ]
}

/// One user step: writes of plausible counter programmings (or any value), runs, modes.
fn step(machine: &'static str) -> impl Strategy<Value = Vec<Action>> {
    let write = (0usize..4, any::<u64>(), 0u32..2).prop_map(move |(k, raw, thread)| {
        let (reg, fields): (&str, Vec<(&str, &str)>) = match (machine, k) {
            ("sparc-t4", 0) => ("PCR0", vec![("sl", "26"), ("ut", "1"), ("toe", "1")]),
            ("sparc-t4", 1) => (
                "PCR1",
                vec![("sl", "3"), ("mask", "0x3f"), ("ut", "1"), ("st", "1")],
            ),
            ("sparc-t4", 2) => ("PIC0", vec![]),
            ("sparc-kt", 0) => (
                "PCR",
                vec![("sl0", "2"), ("mask0", "0xff"), ("ut", "1"), ("toe0", "1")],
            ),
            ("sparc-kt", _) => ("PIC", vec![]),
            ("montecito", 0) => ("PMC4", vec![("es", "0x12"), ("plm", "15"), ("ism", "2")]),
            ("montecito", 1) => (
                "PMC5",
                vec![("es", "0x8"), ("plm", "15"), ("ism", "2"), ("oi", "1")],
            ),
            ("montecito", 2) => ("PMD4", vec![]),
            _ => ("PIC1", vec![]),
        };
        let value = if fields.is_empty() {
            WriteValue::Raw(raw & 0xffff_ffff | 0xffff_0000)
        } else {
            WriteValue::Fields(
                fields
                    .iter()
                    .map(|(f, v)| (f.to_string(), v.to_string()))
                    .collect(),
            )
        };
        let thread = if machine == "sparc-kt" { 0 } else { thread };
        vec![Action::Write {
            thread,
            unit: 0,
            reg: reg.into(),
            value,
        }]
    });
    let run = (1u64..200_000).prop_map(|cycles| vec![Action::Run { cycles }]);
    let until = Just(vec![Action::RunUntil {
        until: Until::Overflow,
        max_cycles: 1 << 20,
    }]);
    let mode = (0u8..4).prop_map(move |m| {
        let mode = match machine {
            "montecito" => ModeSpec::Itanium {
                cpl: 3 * (m & 1),
                up: m & 2 != 0,
                pp: true,
            },
            _ => ModeSpec::Sparc(
                [SparcMode::User, SparcMode::Privileged, SparcMode::Hyperprivileged][m as usize % 3],
            ),
        };
        vec![Action::SetMode { thread: None, mode }]
    });
    prop_oneof![4 => write, 4 => run, 1 => until, 1 => mode]
}

fn session() -> impl Strategy<Value = ((&'static str, u32), Vec<Vec<Action>>)> {
    machine_and_threads().prop_flat_map(|(m, t)| ((Just((m, t))), prop::collection::vec(step(m), 1..80)))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]

    #[test]
    fn back_and_forward_is_never_having_gone_back(((machine, threads), steps) in session(), k in 0usize..80, i in 0usize..80) {
        let start = Simulator::new(machine, 3, threads).expect("sim");
        let mut h = History::new(start.clone());
        for s in &steps {
            // A step the simulator refuses changes nothing and is not recorded.
            let _ = h.push(s.clone());
        }
        let end = fingerprint(h.current());
        let n = h.len();
        let k = k.min(n);
        for _ in 0..k {
            prop_assert!(h.back());
        }
        prop_assert_eq!(h.position(), n - k);
        for _ in 0..k {
            prop_assert!(h.forward());
        }
        prop_assert_eq!(fingerprint(h.current()), end);
        // Going to step i is replaying the first i steps from scratch.
        let i = i.min(n);
        let copy = h.state_at(i).expect("state at i");
        prop_assert!(h.goto(i));
        prop_assert_eq!(fingerprint(&copy), fingerprint(h.current()));
        let mut fresh = start;
        for s in &h.steps()[..i] {
            for a in &s.actions {
                fresh.apply(a.clone()).expect("replay");
            }
        }
        prop_assert_eq!(fingerprint(h.current()), fingerprint(&fresh));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, .. ProptestConfig::default() })]

    /// Steps that grow (a live run's frames, `extend`) travel like any other: back to any point
    /// and forward again is never having gone back, and the log between two points is the
    /// entries those steps made, whether they lie before or after the position.
    #[test]
    fn growing_steps_travel_too(((machine, threads), steps) in session(), grow in prop::collection::vec(any::<bool>(), 80), i in 0usize..80, j in 0usize..80) {
        let start = Simulator::new(machine, 5, threads).expect("sim");
        let mut h = History::new(start.clone());
        for (s, g) in steps.iter().zip(grow) {
            let _ = if g { h.extend(s.clone()) } else { h.push(s.clone()) };
        }
        let end = fingerprint(h.current());
        let full_log = h.current().log.clone();
        let n = h.len();
        let (i, j) = (i.min(n), j.min(n));
        prop_assert!(h.goto(i));
        let mut fresh = start;
        for s in &h.steps()[..i] {
            for a in &s.actions {
                fresh.apply(a.clone()).expect("replay");
            }
        }
        prop_assert_eq!(fingerprint(h.current()), fingerprint(&fresh));
        let (lo, hi) = (i.min(j), i.max(j));
        let between: Vec<_> = h.log_between(j, i).cloned().collect();
        let from = if lo == 0 { 0 } else { h.steps()[lo - 1].to_log };
        let to = if hi == 0 { 0 } else { h.steps()[hi - 1].to_log };
        prop_assert_eq!(&between[..], &full_log[from..to]);
        prop_assert!(h.goto(n));
        prop_assert_eq!(fingerprint(h.current()), end);
    }
}

/// A live run's frames are one step until the step is full; anywhere but the end, growing is
/// a new step.
#[test]
fn a_step_grows_at_the_end_only() {
    let mut h = History::new(Simulator::new("sparc-t4", 1, 1).expect("t4"));
    h.extend(vec![Action::Run { cycles: 5 }]).expect("run");
    assert_eq!(h.len(), 1, "an empty history begins a step");
    for _ in 0..History::MAX_STEP_ACTIONS - 1 {
        h.extend(vec![Action::Run { cycles: 5 }]).expect("run");
    }
    assert_eq!(h.len(), 1);
    assert_eq!(h.steps()[0].to_cycle, 5 * History::MAX_STEP_ACTIONS as u64);
    h.extend(vec![Action::Run { cycles: 5 }]).expect("run");
    assert_eq!(h.len(), 2, "a full step makes room for a new one");
    assert!(h.back());
    h.extend(vec![Action::Run { cycles: 1 }]).expect("run");
    assert_eq!(h.len(), 2, "after going back, growing cuts the future");
    assert_eq!(h.current().cycle, 5 * History::MAX_STEP_ACTIONS as u64 + 1);
}

/// A reset starts the machine's state again, not the session's log: the entries of the steps
/// before it stay, and going back over it and forward again finds them all. A step that fails
/// leaves the state and the log as they were.
#[test]
fn a_reset_step_keeps_the_log_before_it() {
    let mut h = History::new(Simulator::new("montecito", 1, 2).expect("montecito"));
    h.push(vec![Action::Run { cycles: 100_000 }]).expect("run");
    let logged = h.current().log.len();
    assert!(logged > 0, "the run logs its thread switches");
    h.push(vec![Action::Reset, Action::Run { cycles: 1_000 }])
        .expect("reset");
    assert_eq!(h.current().cycle, 1_000);
    assert_eq!(h.current().log[..logged], h.state_at(1).expect("step 1").log[..]);
    assert_eq!(h.steps()[1].from_log, logged);
    assert_eq!(h.steps()[1].to_log, h.current().log.len());
    let end = fingerprint(h.current());
    assert!(h.goto(0) && h.goto(2));
    assert_eq!(fingerprint(h.current()), end);
    let failing = vec![Action::Run { cycles: 10 }, Action::Run { cycles: u64::MAX }];
    assert!(h.push(failing).is_err());
    assert_eq!(fingerprint(h.current()), end, "a failed step changes nothing");
    assert_eq!(h.len(), 2);
}

/// A new step after going back cuts the future; the history's steps say where each began.
#[test]
fn a_new_step_cuts_the_future() {
    let mut h = History::new(Simulator::new("sparc-t4", 1, 1).expect("t4"));
    for _ in 0..5 {
        h.push(vec![Action::Run { cycles: 10 }]).expect("run");
    }
    assert!(h.goto(2));
    assert_eq!(h.current().cycle, 20);
    h.push(vec![Action::Run { cycles: 7 }]).expect("run");
    assert_eq!(h.len(), 3);
    assert_eq!(h.current().cycle, 27);
    assert!(!h.forward());
    assert_eq!(h.index_at_cycle(25), 2);
    // A refused step changes nothing.
    let bad = h.push(vec![Action::Write {
        thread: 0,
        unit: 0,
        reg: "PCR9".into(),
        value: WriteValue::Raw(1),
    }]);
    assert!(bad.is_err());
    assert_eq!((h.len(), h.position(), h.current().cycle), (3, 3, 27));
}

/// What changed across a step: the T4 wrap example of the issue, "PCR0.ov 0 -> 1, PIC0
/// 0xfffffffe -> 0x00000001" (seed 000 TABLE 10-1 ov: "Set to 1 when PIC wraps").
#[test]
fn changes_name_fields_and_whole_registers() {
    let mut h = History::new(Simulator::new("sparc-t4", 1, 1).expect("t4"));
    h.push(vec![Action::Write {
        thread: 0,
        unit: 0,
        reg: "PIC0".into(),
        value: WriteValue::Raw(0xffff_fffe),
    }])
    .expect("write");
    h.push(vec![Action::Write {
        thread: 0,
        unit: 0,
        reg: "PCR0".into(),
        value: WriteValue::Fields(vec![("sl".into(), "26".into()), ("ut".into(), "1".into())]),
    }])
    .expect("write");
    let before = h.current().clone();
    h.push(vec![Action::Run { cycles: 3 }]).expect("run");
    let c = pmu_model::history::changes(&before, h.current(), 0, 0);
    let text = c.describe();
    assert!(text.contains(&"PCR0.ov 0x0 -> 0x1".to_string()), "{text:?}");
    assert!(
        text.contains(&"PIC0 0x00000000fffffffe -> 0x0000000000000001".to_string()),
        "{text:?}"
    );
    assert_eq!(c.counters[0].counter, "PIC0");
    assert_eq!((c.counters[0].from, c.counters[0].to), (0xffff_fffe, 1));
}
