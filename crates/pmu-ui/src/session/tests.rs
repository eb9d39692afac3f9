//! The session's native tests: the reducer, the history, the charts, PCL calls, the why notes.

use std::rc::Rc;

use pmu_model::scenario::{PclCall, Scenario};
use pmu_model::sim::{Action, ModeSpec, SparcMode, WriteValue};

use super::*;

fn write(reg: &str, v: u64) -> UiAction {
    UiAction::Model(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Raw(v),
    })
}

/// PCL region calls are steps of the history like every other action: a refused call keeps
/// its status and says why, the cycles run inside a region count through the 32-bit PIC's
/// wrap (they run through the region), going back across a call undoes it (the region closes,
/// its calls go), forward again is never having gone back, and the session replays to the
/// same calls and registers.
#[test]
fn pcl_calls_are_steps_of_the_history_and_replay() {
    use pmu_model::pcl::Mode;
    use pmu_model::scenario::output::PclNumber;
    let s = Rc::new(Session::default_session()).reduce(write("PIC3", 5));
    let s = s.reduce(UiAction::Pcl(PclCall::Read));
    assert!(
        s.screen.notes.iter().any(|n| n.contains("PCLread")),
        "{:?}",
        s.screen.notes
    );
    assert!(s.screen.notes.iter().any(|n| n.contains("wrote no register")));
    assert_eq!(
        (s.steps(), s.position(), s.peek("PIC3")),
        (2, 2, Some(5)),
        "the history stays"
    );
    let s = s.reduce(UiAction::Pcl(PclCall::Start {
        events: vec!["PCL_CYCLES".into()],
        mode: Mode::UserSystem,
        mhz: None,
    }));
    assert!(s.pcl_open());
    assert!(
        s.screen.notes.iter().any(|n| n.contains("wrote PCR")),
        "{:?}",
        s.screen.notes
    );
    let s = s
        .reduce(UiAction::Model(Action::Run {
            cycles: 3_000_000_000,
        }))
        .reduce(UiAction::Model(Action::Run {
            cycles: 2_000_000_000,
        }));
    assert_eq!(
        s.steps(),
        5,
        "calls and runs inside a region are steps of the history"
    );
    let s = s.reduce(UiAction::Pcl(PclCall::Stop));
    assert!(!s.pcl_open());
    let calls = s.pcl_calls();
    assert_eq!(calls.len(), 3);
    let total = calls[2].events.as_ref().and_then(|e| e.first()).map(|v| v.value);
    assert!(
        matches!(total, Some(PclNumber::Count(c)) if c > 1 << 32),
        "{total:?}"
    );
    let back = Session::from_scenario(s.scenario().0, None).expect("replays");
    assert_eq!(back.pcl_calls(), calls);
    assert_eq!(back.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
    // Back across the stop: the region is open again; back across the start: closed, one call.
    let b = s.clone().reduce(UiAction::Back);
    assert!(b.pcl_open());
    let b = b.reduce(UiAction::Goto(2));
    assert!(!b.pcl_open());
    assert_eq!(b.pcl_calls().len(), 1);
    assert_eq!(b.peek("PIC3"), Some(5));
    let f = b.reduce(UiAction::Goto(6));
    assert_eq!(f.pcl_calls(), calls);
    assert_eq!(f.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
}

/// Everything a kept session must match to be "brought back intact" (a copy: the successive
/// values of one session share its model).
fn snap(a: &Session) -> String {
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        a.scenario(),
        (a.position(), a.steps(), a.cycle()),
        a.screen.lesson,
        (0..a.threads())
            .map(|t| a.with(|s| s.registers(t)))
            .collect::<Vec<_>>(),
        a.pcl_calls()
    )
}

fn same_session(a: &Session, b: &str) {
    assert_eq!(snap(a), b);
}

/// A session with work in it: a write, runs, a PCL call, and a step back.
fn worked() -> Rc<Session> {
    Rc::new(Session::new("sparc-t4", 3, 4, "default").expect("t4"))
        .reduce(write("PCR1", 0xd006))
        .reduce(UiAction::Model(Action::Run { cycles: 3000 }))
        .reduce(UiAction::Pcl(PclCall::Read))
        .reduce(UiAction::Model(Action::Run { cycles: 10 }))
        .reduce(UiAction::Back)
}

/// Every action that replaces the session keeps the one it replaces, says so, counts a new
/// page generation (a browser history entry), and Undo brings it back intact; Undo again
/// goes back to the session Undo left.
#[test]
fn every_session_replacing_action_can_be_undone() {
    let replacing = vec![
        UiAction::NewSession {
            machine: "montecito".into(),
            seed: 1,
            threads: 2,
            workload: "default".into(),
        },
        UiAction::NewSession {
            machine: "sparc-t4".into(),
            seed: 9,
            threads: 4,
            workload: "default".into(),
        },
        UiAction::Restore(
            Box::new(
                lesson::tour_start(pmu_model::machine("montecito").expect("montecito"), 4).expect("tour"),
            ),
            None,
        ),
        UiAction::StartLesson("t4-disrupting-handler"),
    ];
    for action in replacing {
        let before = worked();
        let was = snap(&before);
        let gen = before.screen.generation;
        let after = before.clone().reduce(action.clone());
        assert_eq!(after.screen.error, None, "{action:?}");
        assert_eq!(after.screen.generation, gen + 1, "{action:?}");
        let notice = after.screen.notice.clone().expect("a notice");
        assert!(
            notice.contains("your previous session (4 steps) is kept"),
            "{notice}"
        );
        let replaced = snap(&after);
        let undone = after.reduce(UiAction::Undo);
        same_session(&undone, &was);
        let redone = undone.reduce(UiAction::Undo);
        same_session(&redone, &replaced);
    }
}

/// A session that holds only its settings (a new Montecito session's first step puts it in user
/// mode) is kept as settings: the notice says Undo brings those back, not "1 step".
#[test]
fn replacing_a_new_session_says_undo_brings_its_settings_back() {
    let s = Rc::new(Session::new("montecito", 1, 2, "default").expect("montecito")).reduce(
        UiAction::NewSession {
            machine: "sparc-kt".into(),
            seed: 1,
            threads: 1,
            workload: "default".into(),
        },
    );
    let notice = s.screen.notice.clone().expect("a notice");
    assert!(
        notice.ends_with("Undo goes back to the settings before."),
        "{notice}"
    );
    assert_eq!(s.screen.kept.len(), 1);
}

/// Leaving a lesson brings back the session its opening replaced.
#[test]
fn leaving_a_lesson_brings_back_the_session_it_replaced() {
    let before = snap(&worked());
    let s = worked()
        .reduce(UiAction::StartLesson("t4-disrupting-handler"))
        .reduce(write("PIC0", 1))
        .reduce(UiAction::LeaveLesson);
    assert_eq!(s.screen.lesson, None);
    same_session(&s, &before);
}

/// Acting in the past keeps the abandoned future: Undo restores it exactly, at the position
/// where the user acted.
#[test]
fn acting_in_the_past_keeps_the_future() {
    let before = snap(&worked().reduce(UiAction::Goto(1)));
    let s = worked()
        .reduce(UiAction::Goto(1))
        .reduce(UiAction::Model(Action::Run { cycles: 7 }));
    assert_eq!((s.position(), s.steps()), (2, 2));
    assert!(s.screen.notice.as_deref().is_some_and(|n| n.contains("3 steps")));
    same_session(&s.reduce(UiAction::Undo), &before);
    // A PCL call in the past does so too.
    let s = worked()
        .reduce(UiAction::Goto(1))
        .reduce(UiAction::Pcl(PclCall::Read));
    assert_eq!((s.position(), s.steps()), (2, 2));
    same_session(&s.reduce(UiAction::Undo), &before);
}

#[test]
fn default_session_constructs() {
    for m in pmu_model::MACHINES {
        assert!(Session::new(m.id, 1, 1, "default").is_ok(), "{}", m.id);
    }
    let _ = Session::default_session();
}

#[test]
fn the_first_screen_s_steps_continue_the_default_session() {
    // What the loader hands over (web/pmu-explorer.js): writes to the first register and Steps.
    let s = Session::default_then(
        r#"[{"write":{"reg":"PCR0","value":"0xd01c"}},{"run":{"cycles":10}},{"write":{"reg":"PCR0","value":"0xd014"}}]"#,
    )
    .expect("replayed");
    let default = Session::default_session();
    assert_eq!(s.steps(), default.steps() + 3);
    assert_eq!((s.cycle(), s.peek("PCR0")), (10, Some(0xd014)));
    assert_eq!(s.machine().id, default.machine().id);
    // Steps that cannot be read or run are refused, naming the step; nothing is half applied.
    let e = Session::default_then(r#"[{"run":{"cycles":1}},{"write":{"reg":"NOPE","value":"0x1"}}]"#)
        .err()
        .unwrap_or_default();
    assert!(e.contains("step 2") || e.contains("NOPE"), "{e}");
    assert!(Session::default_then("not json").is_err());
}

#[test]
fn actions_go_through_the_model_and_are_recorded() {
    let s = Rc::new(Session::default_session());
    let s = s.reduce(write("PCR0", 0xd01d)); // sl 26, ut/st/ht, ov (cannot be set), toe
    assert_eq!(s.peek("PCR0"), Some(0xd01c), "ov stayed 0");
    assert!(
        s.screen.notes.iter().any(|n| n.contains("never set")),
        "{:?}",
        s.screen.notes
    );
    let s = s.reduce(UiAction::Running(true)).reduce(UiAction::Tick);
    assert_eq!(s.peek("PIC0"), Some(10_000));
    let s = s.reduce(UiAction::Tick);
    assert_eq!(s.steps(), 2, "write + one live run (two frames)");
    assert_eq!(s.scenario().0.steps.len(), 2, "write + one merged run");
    let back =
        Session::from_scenario(Scenario::parse(&s.scenario_text()).expect("parse"), None).expect("restore");
    assert_eq!(back.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
    assert_eq!(back.cycle(), 20_000);
}

/// What a part of the page off screen waits on during a live run: only the run's frames
/// happened since its mark; any other action, a pause, or another session ends the wait.
#[test]
fn a_mark_tells_a_live_run_s_frames_from_everything_else() {
    let s = Rc::new(Session::default_session()).reduce(UiAction::Running(true));
    let mark = s.mark();
    let s = s.reduce(UiAction::Tick).reduce(UiAction::Tick);
    assert!(s.only_ran_since(&mark), "frames only");
    let edited = s.clone().reduce(write("PCR0", 0x4));
    assert!(!edited.only_ran_since(&mark), "a write during the run");
    let paused = s.clone().reduce(UiAction::Running(false));
    assert!(!paused.only_ran_since(&mark), "a pause");
    let other = Rc::new(Session::default_session()).reduce(UiAction::Running(true));
    assert!(!other.only_ran_since(&mark), "another session");
    let stopped = Rc::new(Session::default_session());
    assert!(!stopped.only_ran_since(&stopped.mark()), "nothing runs");
}

#[test]
fn a_refused_action_keeps_the_state_and_says_why() {
    let s = Rc::new(Session::default_session());
    let v = s.model.version;
    let s = s.reduce(write("PCR9", 1));
    assert_eq!(s.model.version, v);
    assert!(s.screen.error.as_deref().is_some_and(|e| e.contains("PCR9")));
    assert_eq!(s.steps(), 0);
    assert!(s.scenario().0.steps.is_empty());
}

/// A live run is one step whose frames each add a sample to the charts.
#[test]
fn a_live_run_is_one_step_with_a_sample_per_frame() {
    let s = Rc::new(Session::default_session());
    let mut s = s.reduce(write("PCR0", 0xd01c)).reduce(UiAction::Running(true));
    for _ in 0..5 {
        s = s.reduce(UiAction::Tick);
    }
    assert_eq!((s.position(), s.steps()), (2, 2), "the frames grew one step");
    let cycles: Vec<u64> = s.chart_samples().iter().map(|x| x.cycle).collect();
    assert_eq!(cycles, vec![0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    let paused = s.reduce(UiAction::Running(false));
    let late = paused.clone().reduce(UiAction::Tick);
    assert!(
        Rc::ptr_eq(&paused, &late),
        "a frame met after the pause does nothing"
    );
    let s = late.reduce(UiAction::Running(true)).reduce(UiAction::Tick);
    assert_eq!(s.steps(), 3, "a new run is a new step");
}

#[test]
fn charts_sample_the_counters() {
    let s = Rc::new(Session::default_session());
    let s = s.reduce(write("PCR0", 0xd01c)).reduce(UiAction::Running(true));
    let s = s.reduce(UiAction::Tick).reduce(UiAction::Tick);
    let last = s.chart_samples().last().expect("samples");
    assert_eq!(last.cycle, 20_000);
    assert_eq!(last.values[0], 20_000, "PIC0 counts cycles");
    let rows = s.counters();
    assert_eq!(rows.len(), 8, "PIC0-3 and four DRAM counters");
    assert_eq!(rows[0].spec.id, "PIC0");
    assert!(!rows[0].overflow);
}

fn fields(thread: u32, reg: &str, fields: &[(&str, &str)]) -> UiAction {
    UiAction::Model(Action::Write {
        thread,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::fields(fields),
    })
}

/// The derived monitors and the "why" notes the page shows are kept between the frames that
/// read them (in the model's cell); what they keep must follow every change: the counts of a
/// live run's frames, a reprogramming, the thread on screen, a step back. IA64_IPC is
/// IA64_INST_RETIRED over CPU_OP_CYCLES (seed 003 Table 4-2, L1898).
#[test]
fn what_the_counters_panel_keeps_between_frames_follows_every_change() {
    let check = |s: &Session, what: &str| {
        let (t, u) = (s.screen.thread, s.screen.unit);
        assert_eq!(s.derived(), s.with(|sim| sim.derived(t, u)), "{what}");
        let whys: Vec<_> = s.with(|sim| {
            sim.machine
                .counters
                .iter()
                .filter_map(|c| sim.why(t, u, c.id))
                .filter(|w| w.programmed && !w.counting)
                .collect()
        });
        assert_eq!(s.not_counting(), whys, "{what}");
    };
    let mut s = Rc::new(Session::new("montecito", 1, 2, "default").expect("montecito"));
    s = s.reduce(UiAction::Model(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: false,
        },
    }));
    s = s.reduce(fields(
        0,
        "PMC4",
        &[("es", "IA64_INST_RETIRED"), ("plm", "15"), ("ism", "2")],
    ));
    s = s.reduce(fields(
        0,
        "PMC5",
        &[
            ("es", "CPU_OP_CYCLES"),
            ("umask", "ALL"),
            ("plm", "15"),
            ("ism", "2"),
        ],
    ));
    s = s.reduce(fields(
        1,
        "PMC4",
        &[("es", "IA64_INST_RETIRED"), ("plm", "15"), ("ism", "0")],
    ));
    s = s.reduce(UiAction::Running(true));
    let ipc = |s: &Session| {
        s.derived()
            .iter()
            .find(|d| d.monitor.name == "IA64_IPC")
            .and_then(|d| d.value)
    };
    let mut last = None;
    for frame in 0..3 {
        s = s.reduce(UiAction::Tick);
        check(&s, &format!("frame {frame}"));
        assert_ne!(ipc(&s), last, "frame {frame}: the counts move");
        last = ipc(&s);
    }
    s = s.reduce(UiAction::Running(false));
    s = s.reduce(fields(0, "PMC5", &[("es", "0")]));
    check(&s, "PMC5 cleared");
    assert_eq!(ipc(&s), None, "no IPC without CPU_OP_CYCLES");
    s = s.reduce(UiAction::Thread(1));
    check(&s, "thread 1");
    assert_eq!(s.not_counting().len(), 1, "thread 1's PMC4 has ism 0");
    s = s.reduce(UiAction::Thread(0)).reduce(UiAction::Back);
    check(&s, "a step back");
    assert!(ipc(&s).is_some(), "back where PMC5 counted cycles");
}

/// The "why" notes the page shows: a T4 PCR0 with sl 26 and no mode
/// bit names the mode bits (seed 000 TABLE 10-1 ut/st/ht); a Montecito PMC4 counting
/// CPU_OP_CYCLES at every privilege level with PSR.up = 1 but ism = 0 names ism (seed 003
/// Table 3-5), and with ism = 2 it counts and no note is left.
#[test]
fn why_notes_name_what_stops_a_counter() {
    let s = Rc::new(Session::default_session());
    assert!(
        s.not_counting().is_empty(),
        "nothing programmed, nothing to explain"
    );
    let s = s.reduce(write("PCR0", 26 << 11));
    let whys = s.not_counting();
    assert_eq!(whys.iter().map(|w| w.counter).collect::<Vec<_>>(), ["PIC0"]);
    let fields: Vec<&String> = whys[0].unmet().flat_map(|g| &g.fields).collect();
    assert_eq!(fields, ["PCR0.ut", "PCR0.st", "PCR0.ht"]);
    for reg in ["PCR0", "PIC0"] {
        assert_eq!(s.why_for_register(reg).len(), 1, "{reg}");
    }
    assert!(s.why_for_register("PCR1").is_empty());
    let s = s.reduce(write("PCR0", 26 << 11 | 1 << 2));
    assert!(s.not_counting().is_empty(), "ut = 1 in user mode counts");

    let mut s = Rc::new(Session::new("montecito", 1, 2, "default").expect("montecito"));
    s = s.reduce(UiAction::Model(Action::SetMode {
        thread: Some(0),
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: false,
        },
    }));
    let pmc4 = |ism: u64| 0x12 << 8 | 0xf | ism << 24;
    s = s.reduce(write("PMC4", pmc4(0)));
    let whys = s.not_counting();
    assert_eq!(whys.iter().map(|w| w.counter).collect::<Vec<_>>(), ["PMD4"]);
    assert!(whys[0].unmet().any(|g| g.fields == ["PMC4.ism"]), "{whys:?}");
    assert_eq!(s.why_for_register("PMC4").len(), 1);
    s = s.reduce(write("PMC4", pmc4(2)));
    assert!(s.not_counting().is_empty(), "{:?}", s.not_counting());
    s = s.reduce(UiAction::Model(Action::Run { cycles: 1000 }));
    assert!(s.peek("PMD4").is_some_and(|v| v > 0), "PMD4 advances");
    // PSR.up = 0: the note names PSR.up, in PMC4's and in PSR's diagnostics.
    s = s.reduce(UiAction::Model(Action::SetMode {
        thread: Some(0),
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: false,
            pp: false,
        },
    }));
    assert!(s.why_for_register("PSR").iter().any(|w| w.counter == "PMD4"));
}

#[test]
fn show_field_opens_the_register_and_names_the_field() {
    let s = Rc::new(Session::new("montecito", 1, 1, "default").expect("montecito"));
    let s = s.reduce(UiAction::ShowField("PMC4.ism".into()));
    assert_eq!(
        (s.screen.current, s.screen.focus),
        (Some("PMC4"), Some(("ism", 0)))
    );
    let s = s.reduce(UiAction::ShowField("PMC4.ism".into()));
    assert_eq!(s.screen.focus, Some(("ism", 1)), "asked again: focused again");
    let s = s.reduce(UiAction::ShowField("psr.up".into()));
    assert_eq!((s.screen.current, s.screen.focus), (Some("PSR"), Some(("up", 2))));
    let s = s.reduce(UiAction::ShowField("PMC99.x".into()));
    assert_eq!(s.screen.current, Some("PSR"), "no such register: nothing changes");
    let s = s.reduce(UiAction::Show("PMC5"));
    assert_eq!((s.screen.current, s.screen.focus), (Some("PMC5"), None));
}

/// The PCL panel's Apply as the panel makes it: read the plan through `with` (the borrow
/// ends there), then dispatch one batch. On every machine, and on both Montecito threads,
/// it programs the counters without a trap or an error, leaves the thread in the mode it
/// was in (Montecito gains PSR.up), and the recorded session replays to the same state. (A
/// panel that held a borrow of the simulator across its dispatches would panic.)
#[test]
fn pcl_apply_is_one_batch_that_programs_every_machine() {
    use pmu_model::pcl::{program::program, query, region::start_actions, Mode};
    for (id, threads) in [
        ("sparc-t4", 1),
        ("sparc-kt", 1),
        ("montecito", 1),
        ("montecito", 2),
    ] {
        let mut s = Rc::new(Session::new(id, 1, threads, "default").expect(id));
        for t in 0..threads {
            s = s.reduce(UiAction::Thread(t));
            let a = query(id, &["PCL_INSTR", "PCL_L1DCACHE_MISS"], Mode::User).expect("countable");
            let p = program(&a).expect("programming");
            let before = s.mode();
            let actions = s.with(|sim| start_actions(sim, t, &p));
            s = s.reduce(UiAction::Batch(actions));
            assert_eq!(s.screen.error, None, "{id} thread {t}");
            assert!(
                s.screen.notes.iter().all(|n| !n.contains("refused")),
                "{id}: {:?}",
                s.screen.notes
            );
            assert!(s.with(|sim| sim.log.is_empty()), "{id}: no trap");
            for w in p
                .writes
                .iter()
                .filter(|w| !p.counters.iter().any(|c| c.reg == w.reg))
            {
                assert_eq!(s.peek(w.reg), Some(w.value), "{id} thread {t}: {}", w.reg);
            }
            match (before, s.mode()) {
                (Some(ModeSpec::Itanium { cpl, pp, .. }), now) => {
                    assert_eq!(now, Some(ModeSpec::Itanium { cpl, up: true, pp }), "{id}")
                }
                (before, now) => assert_eq!(before, now, "{id}: back in the mode it was in"),
            }
        }
        let s = s.reduce(UiAction::Running(true)).reduce(UiAction::Tick);
        let back = Session::from_scenario(Scenario::parse(&s.scenario_text()).expect("parse"), None)
            .expect("replays");
        for t in 0..threads {
            assert_eq!(
                back.with(|sim| sim.registers(t)),
                s.with(|sim| sim.registers(t)),
                "{id}"
            );
        }
    }
}

/// Time travel through the reducer: each click is a step (two "Step 10" clicks are two),
/// back and forward give the states replaying gives, what changed follows the position,
/// a new action after going back cuts the future, and the permalink's scenario and
/// position restore the same point with the same future.
#[test]
fn back_forward_goto_and_the_permalink_position() {
    let run = |n| UiAction::Model(Action::Run { cycles: n });
    let s = Rc::new(Session::default_session());
    let s = s
        .reduce(UiAction::Model(Action::SetMode {
            thread: None,
            mode: ModeSpec::Sparc(SparcMode::User),
        }))
        .reduce(write("PCR0", 0xd004))
        .reduce(write("PIC0", 0xffff_fff0))
        .reduce(run(10))
        .reduce(run(10));
    assert_eq!((s.position(), s.steps()), (5, 5));
    assert_eq!(s.peek("PIC0"), Some(4));
    assert!(s
        .changes()
        .changes
        .describe()
        .contains(&"PCR0.ov 0x0 -> 0x1".to_string()));
    assert_eq!(s.changes().changed_bits("PCR0"), 1);
    let s = s.reduce(UiAction::Back);
    assert_eq!(
        (s.position(), s.cycle(), s.peek("PIC0")),
        (4, 10, Some(0xffff_fffa))
    );
    assert_eq!(s.changes().counters[0].delta, 10);
    assert_eq!(s.peek("PCR0"), Some(0xd004), "ov clear before the wrap");
    assert!(s.log_tail(10).is_empty(), "the overflow is in the future");
    let s = s.reduce(UiAction::Forward);
    assert_eq!((s.position(), s.peek("PIC0")), (5, Some(4)));
    assert_eq!(s.log_tail(10).len(), 1, "the overflow is back");
    // Compare two points: from the start to here.
    let s = s.reduce(UiAction::CompareFrom(Some(0)));
    assert_eq!((s.changes().from, s.changes().to), (0, 5));
    assert_eq!(s.changes().log_total, 1);
    let s = s.reduce(UiAction::CompareFrom(None));
    // The permalink at a mid-history position.
    let s = s.reduce(UiAction::Goto(3));
    assert_eq!(
        s.chart_samples().last().map(|x| x.cycle),
        Some(0),
        "the charts end at the position"
    );
    let (scenario, at) = s.scenario();
    assert_eq!(at, Some(3));
    let text = scenario.write();
    let back = Session::from_scenario(Scenario::parse(&text).expect("parse"), at).expect("restore");
    assert_eq!((back.position(), back.steps()), (3, 5));
    assert_eq!(back.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
    let back = Rc::new(back).reduce(UiAction::Goto(5));
    assert_eq!(back.peek("PIC0"), Some(4));
    // A new action after going back cuts the future.
    let s = s.reduce(run(1));
    assert_eq!((s.position(), s.steps()), (4, 4));
    assert_eq!(s.cycle(), 1);
    let s = s.reduce(UiAction::Forward);
    assert_eq!(s.position(), 4, "nothing to go forward to");
    let s = s.reduce(UiAction::Goto(9));
    assert!(s.screen.error.as_deref().is_some_and(|e| e.contains("no step 9")));
}

/// The benchmark's session steps back as far as it says (its time is reported by the
/// wasm build's `bench`, never asserted).
#[test]
fn the_step_back_benchmark_runs() {
    let clock = std::time::Instant::now();
    let now = move || clock.elapsed().as_secs_f64();
    let r = bench_step_back(&now, 300).expect("bench");
    assert_eq!(r.actions, 300);
    assert!(r.cycles > 0);
}

/// A batch is one step, and all or nothing.
#[test]
fn a_batch_is_one_step() {
    let s = Rc::new(Session::default_session());
    let act = |reg: &str, v| Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Raw(v),
    };
    let s = s.reduce(UiAction::Batch(vec![act("PCR0", 0xd004), act("PIC0", 5)]));
    assert_eq!(s.steps(), 1);
    let s = s.reduce(UiAction::Batch(vec![act("PCR1", 0xd004), act("PCR9", 1)]));
    assert_eq!(s.steps(), 1);
    assert!(s.screen.error.as_deref().is_some_and(|e| e.contains("PCR9")));
    assert_eq!(s.peek("PCR1"), Some(0), "nothing of a refused batch is applied");
}

/// A bounded native monkey: every kind of user action, with good and bad arguments, on
/// every machine, reduces without a panic and leaves a session that still steps.
#[test]
fn any_action_on_any_machine_reduces_without_a_panic() {
    use pmu_model::sim::{HvPolicy, Until};
    for (id, threads) in [
        ("sparc-t4", 1),
        ("sparc-t4", 4),
        ("sparc-kt", 2),
        ("montecito", 1),
        ("montecito", 2),
    ] {
        let mut s = Rc::new(Session::new(id, 7, threads, "default").expect(id));
        let machine = s.machine();
        let mut actions = vec![
            UiAction::Thread(threads - 1),
            UiAction::Thread(threads + 5),
            UiAction::Unit(3),
            UiAction::Speed(0),
            UiAction::Tick,
            UiAction::Running(true),
            UiAction::Running(false),
            UiAction::Error("x".into()),
            UiAction::DismissError,
            UiAction::Model(Action::RunUntil {
                until: Until::Overflow,
                max_cycles: 1 << 20,
            }),
            UiAction::Model(Action::RunUntil {
                until: Until::ThreadSwitch,
                max_cycles: 1 << 20,
            }),
            UiAction::Model(Action::Hypercall {
                thread: 0,
                func: 0x123,
                args: vec![0, 0xffff],
            }),
            UiAction::Model(Action::SetPolicy(HvPolicy::default())),
            UiAction::Batch(vec![Action::Run { cycles: 10 }, Action::Reset]),
            UiAction::Batch(Vec::new()),
            UiAction::Back,
            UiAction::Back,
            UiAction::Forward,
            UiAction::Goto(1),
            UiAction::Goto(usize::MAX),
            UiAction::CompareFrom(Some(0)),
            UiAction::CompareFrom(Some(usize::MAX)),
        ];
        for mode in [
            ModeSpec::Sparc(SparcMode::User),
            ModeSpec::Sparc(SparcMode::Hyperprivileged),
            ModeSpec::Itanium {
                cpl: 3,
                up: true,
                pp: true,
            },
        ] {
            actions.push(UiAction::Model(Action::SetMode {
                thread: Some(threads),
                mode,
            }));
            actions.push(UiAction::Model(Action::SetMode { thread: None, mode }));
        }
        for r in machine.registers {
            actions.push(UiAction::Show(r.name));
            for (unit, v) in [(0, u64::MAX), (0, 0x5555_5555_5555_5555), (9, 1)] {
                actions.push(UiAction::Model(Action::Write {
                    thread: 0,
                    unit,
                    reg: r.name.into(),
                    value: WriteValue::Raw(v & r.width_mask()),
                }));
            }
            actions.push(UiAction::Model(Action::Read {
                thread: threads,
                unit: 0,
                reg: r.name.into(),
            }));
            actions.push(UiAction::Model(Action::Run { cycles: 1000 }));
            actions.push(UiAction::Thread(1));
        }
        for a in actions {
            s = s.reduce(a);
            let _ = (s.counters(), s.log_tail(10), s.effective_mode(), s.workload());
        }
        let cycle = s.cycle();
        let s = s.reduce(UiAction::Model(Action::Run { cycles: 10 }));
        assert_eq!(s.cycle(), cycle + 10, "{id}: still steps");
    }
}
