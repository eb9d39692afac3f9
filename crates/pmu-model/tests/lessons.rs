//! Lessons (docs/lessons.md), data-driven over every file in `lessons/`: each reads, its goals
//! name what exists, its start is not done (no goal is met by the start alone), its start and
//! reference solution are done, and each wrong attempt it records leaves the goals it names
//! unmet while the hint it points at says what the manual says.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use pmu_model::cite::{for_readers, has_internal_words};
use pmu_model::lesson::{lesson, lessons, Lesson, LessonError};
use pmu_model::scenario::{Scenario, ScenarioError};

fn lesson_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons")
}

fn all() -> &'static [Lesson] {
    lessons().unwrap_or_else(|e| panic!("the embedded lessons read: {e}"))
}

#[test]
fn every_file_in_lessons_is_embedded_under_its_own_name() {
    let mut on_disk = BTreeSet::new();
    for entry in std::fs::read_dir(lesson_dir()).expect("lessons/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a name")
            .to_string();
        let text = std::fs::read_to_string(&path).expect("read");
        let read = Lesson::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(read.id, stem, "{}: the id is the file's name", path.display());
        let embedded = lesson(&stem).unwrap_or_else(|e| panic!("{stem} is not embedded: {e}"));
        assert_eq!(&read, embedded, "{stem}: the embedded copy is the file");
        on_disk.insert(stem);
    }
    let embedded: BTreeSet<String> = all().iter().map(|l| l.id.clone()).collect();
    assert_eq!(embedded.len(), all().len(), "lesson ids are unique");
    assert_eq!(embedded, on_disk, "every lesson file is embedded, and only those");
}

#[test]
fn the_lessons_span_the_three_machines_and_pcl() {
    let machines: BTreeSet<&str> = all().iter().map(|l| l.machine.id).collect();
    assert_eq!(machines, BTreeSet::from(["montecito", "sparc-kt", "sparc-t4"]));
    assert!(all().len() >= 12, "at least twelve lessons");
    assert!(
        all().iter().any(|l| l
            .solution
            .iter()
            .any(|s| matches!(s, pmu_model::scenario::Step::Pcl { .. }))),
        "a lesson works through PCL"
    );
}

/// Every goal names registers and fields that exist: run as a scenario's `expect` steps after
/// the start, none is a malformed step.
#[test]
fn every_goal_names_what_exists() {
    for l in all() {
        let mut s = l.start.clone();
        s.steps
            .extend(l.goals.iter().flat_map(|g| g.checks.iter().cloned()));
        if let Err(e) = s.run() {
            panic!("{}: a goal cannot be checked: {e}", l.id);
        }
    }
}

#[test]
fn every_start_is_not_done_and_meets_no_goal() {
    for l in all() {
        let progress = l
            .check_session(&l.start)
            .unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert!(!progress.done(), "{}: the start alone is done", l.id);
        for (n, g) in progress.goals.iter().enumerate() {
            assert!(
                !g.met,
                "{}: goal {n} ({}) is met by the start alone",
                l.id, g.text
            );
            assert!(g.why.is_some(), "{}: goal {n} says why it is unmet", l.id);
        }
    }
}

#[test]
fn every_start_with_its_solution_is_done() {
    for l in all() {
        let progress = l
            .check_session(&l.solved())
            .unwrap_or_else(|e| panic!("{}: {e}", l.id));
        let unmet: Vec<String> = progress
            .goals
            .iter()
            .filter(|g| !g.met)
            .map(|g| format!("{}: {}", g.text, g.why.as_deref().unwrap_or("")))
            .collect();
        assert!(
            progress.done(),
            "{}: the solution leaves goals unmet: {unmet:?}",
            l.id
        );
        // The solution is a session like any other: written and read back, it still is done.
        let again = Scenario::parse(&l.solved().write()).expect("reads back");
        assert!(l.check_session(&again).expect("checks").done(), "{}", l.id);
    }
}

/// What a hint about a wrong attempt must do: say what the manual says, citing it.
fn cites_the_manual(hint: &str) -> bool {
    let names_seed = ["seed 000", "seed 001", "seed 002", "seed 003"]
        .iter()
        .any(|s| hint.contains(s));
    let has_line = hint
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w.len() >= 3 && w.starts_with('L') && w[1..].chars().all(|c| c.is_ascii_digit()));
    hint.contains("The manual") && names_seed && has_line
}

#[test]
fn every_wrong_attempt_leaves_its_goals_unmet_and_its_hint_cites_the_manual() {
    let mut attempts = 0;
    for l in all() {
        for m in &l.mistakes {
            let progress = l
                .check_session(&l.attempt(&m.steps))
                .unwrap_or_else(|e| panic!("{}: {}: {e}", l.id, m.text));
            assert!(
                !progress.done(),
                "{}: the wrong attempt '{}' is done",
                l.id,
                m.text
            );
            assert!(
                !m.unmet.is_empty(),
                "{}: '{}' names the goals it misses",
                l.id,
                m.text
            );
            for g in &m.unmet {
                assert!(
                    !progress.goals[*g].met,
                    "{}: the wrong attempt '{}' meets goal {g}",
                    l.id, m.text
                );
            }
            let hint = &l.hints[m.hint];
            assert!(
                cites_the_manual(hint),
                "{}: hint {} for '{}' does not say what the manual says: {hint}",
                l.id,
                m.hint,
                m.text
            );
            attempts += 1;
        }
    }
    assert!(
        attempts >= all().len(),
        "most lessons record wrong attempts ({attempts})"
    );
}

/// The issue's example: in the disrupting-handler lesson, clearing ov while PIC0 still counts
/// lets the next wrap set it again; the goal stays unmet, and the hint quotes the programming
/// note that says to stop counting first (seed 000 L273).
#[test]
fn clearing_ov_while_still_counting_leaves_the_handler_lesson_unmet() {
    let l = lesson("t4-disrupting-handler").expect("the lesson");
    let attempt = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[
            {"write":{"reg":"PCR0","fields":{"ov":0}}},
            {"run":{"cycles":100000}}]}"#,
    )
    .expect("steps");
    let progress = l.check_session(&l.attempt(&attempt.steps)).expect("checks");
    assert!(!progress.goals[0].met, "ov was set again by the next wrap");
    assert_eq!(
        progress.goals[0].why.as_deref(),
        Some("expected PCR0.ov = 0, found 1")
    );
    let hint = l
        .hints
        .iter()
        .find(|h| h.contains("should stop counting"))
        .expect("a hint says what the manual says");
    assert!(hint.contains("(clear PCRx.ut, PCRx.ht, and PCRx.st)") && hint.contains("seed 000"));
    // The same steps after stopping counting meet the goal.
    let right = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[
            {"write":{"reg":"PCR0","fields":{"ut":0}}},
            {"write":{"reg":"PCR0","fields":{"ov":0}}},
            {"run":{"cycles":100000}}]}"#,
    )
    .expect("steps");
    assert!(l.check_session(&l.attempt(&right.steps)).expect("checks").done());
}

/// What learners see (titles, goals) names no source file; texts and hints do, and read well
/// once written for readers.
#[test]
fn what_learners_see_names_the_manuals() {
    for l in all() {
        assert!(!has_internal_words(&l.title), "{}: title", l.id);
        for g in &l.goals {
            assert!(!has_internal_words(&g.text), "{}: goal '{}'", l.id, g.text);
        }
        assert!(
            ["seed 000", "seed 001", "seed 002", "seed 003"]
                .iter()
                .any(|s| l.text.contains(s)),
            "{}: the text cites the manual",
            l.id
        );
        for text in std::iter::once(&l.text).chain(&l.hints) {
            assert!(!has_internal_words(&for_readers(text)), "{}: {text}", l.id);
        }
    }
}

#[test]
fn docs_list_every_lesson() {
    let docs = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/lessons.md"))
        .expect("docs/lessons.md");
    for l in all() {
        assert!(
            docs.contains(&format!("`{}`", l.id)),
            "docs/lessons.md lists {}",
            l.id
        );
    }
}

#[test]
fn a_session_on_another_machine_or_a_broken_one_is_an_error() {
    let l = lesson("t4-disrupting-handler").expect("the lesson");
    let other = Scenario::parse(r#"{"machine":"montecito","steps":[]}"#).expect("parses");
    assert_eq!(
        l.check_session(&other).expect_err("another machine").to_string(),
        "the session is on montecito, but lesson 't4-disrupting-handler' is on sparc-t4"
    );
    let broken = Scenario::parse(r#"{"machine":"sparc-t4","steps":[{"write":{"reg":"PCRX","value":1}}]}"#)
        .expect("parses");
    match l.check_session(&broken) {
        Err(LessonError::Session(ScenarioError::Step { step: 0, field, .. })) => assert_eq!(field, "write"),
        other => panic!("{other:?}"),
    }
    match lesson("nonesuch") {
        Err(LessonError::Unknown { id, known }) => {
            assert_eq!(id, "nonesuch");
            assert!(known.contains("t4-disrupting-handler"));
        }
        other => panic!("{other:?}"),
    }
}

/// A session with fewer threads than a goal names leaves that goal unmet, saying why.
#[test]
fn a_goal_on_a_thread_the_session_lacks_is_unmet() {
    let l = lesson("mt-urgency-switch").expect("the lesson");
    let mut one = l.solved();
    one.threads = 1;
    one.thread_switching = None;
    let mut goal = l.goals[2].clone();
    for check in &mut goal.checks {
        if let pmu_model::scenario::Step::Expect { thread, .. } = check {
            *thread = 1;
        }
    }
    let lone = Lesson {
        goals: vec![goal],
        ..l.clone()
    };
    let progress = lone.check_session(&one).expect("checks");
    assert!(!progress.done());
    assert_eq!(
        progress.goals[0].why.as_deref(),
        Some("thread 1 does not exist: the simulator has 1")
    );
}

/// A lesson file that is wrong says which lesson and which field.
#[test]
fn malformed_lessons_name_the_field() {
    let good = std::fs::read_to_string(lesson_dir().join("t4-reliable-event-change.json")).expect("read");
    let value: serde_json::Value = serde_json::from_str(&good).expect("json");
    let cases: &[(&str, serde_json::Value, &str)] = &[
        (
            "/goals/1/expect",
            serde_json::json!({"reg": "PIC0", "valu": 500}),
            "lesson 't4-reliable-event-change': field 'goals[1].expect.valu': unknown field `valu`, expected one of `reg`, `field`, `value`, `min`, `max`, `thread`, `unit`, `mcu`, `node`, `log`, `cycle`, `pcl`",
        ),
        (
            "/goals/1/expect",
            serde_json::json!([{"reg": "PIC0", "value": 1}, {"value": 500}]),
            "lesson 't4-reliable-event-change': field 'goals[1].expect[1].reg': required: a register name such as PCR0",
        ),
        (
            "/solution/3",
            serde_json::json!({"run": {"cycles": "many"}}),
            "lesson 't4-reliable-event-change': solution: step 3: field 'run.cycles': 'many' is not a number: 'm' is not a decimal digit",
        ),
        (
            "/solution/3",
            serde_json::json!({"run": {"cycles": 5, "until": "trap"}}),
            "lesson 't4-reliable-event-change': solution: step 3: field 'run': give either \"cycles\" or \"until\"",
        ),
        (
            "/start/steps/0/write/reg",
            serde_json::json!(7),
            "lesson 't4-reliable-event-change': start: step 0: field 'write.reg': invalid type: integer `7`, expected a string",
        ),
        (
            "/mistakes/1/steps/2/write",
            serde_json::json!({"reg": "PCR0"}),
            "lesson 't4-reliable-event-change': mistakes[1].steps: step 2: field 'write': give either \"value\" or \"fields\" (an object)",
        ),
        (
            "/start/machine",
            serde_json::json!("montecito"),
            "lesson 't4-reliable-event-change': field 'start.machine': 'montecito' is not the lesson's machine, sparc-t4",
        ),
        (
            "/mistakes/0/hint",
            serde_json::json!(9),
            "lesson 't4-reliable-event-change': field 'mistakes[0].hint': there is no hint 9 (hints count from 0; the lesson has 3)",
        ),
        (
            "/goals",
            serde_json::json!([]),
            "lesson 't4-reliable-event-change': field 'goals': a lesson needs at least one goal",
        ),
    ];
    for (at, replacement, want) in cases {
        let mut v = value.clone();
        // Replace the value at `at`, or add it to the object that holds it.
        let (parent, key) = at.rsplit_once('/').expect("a pointer");
        match v.pointer_mut(parent).unwrap_or_else(|| panic!("{at}")) {
            serde_json::Value::Object(map) => {
                map.insert(key.to_string(), replacement.clone());
            }
            other => {
                *other
                    .pointer_mut(&format!("/{key}"))
                    .unwrap_or_else(|| panic!("{at}")) = replacement.clone()
            }
        }
        let err = Lesson::parse(&v.to_string()).expect_err(at);
        assert_eq!(err.to_string(), *want, "{at}");
    }
}

/// Goals about what a counter counts are checked on the counts: a lesson with a goal on a
/// counter's event select or mask also has a goal on a count (the counter's value, its overflow
/// bit, an overflow or trap in the log, a PCL count), so that a register that names an event
/// and counts nothing (T4 sl 3 with mask 0, seed 000 L101) does not finish it.
#[test]
fn lessons_that_program_an_event_check_its_counts() {
    use pmu_model::machine::FieldRef;
    use pmu_model::scenario::Step;
    // Whether an `expect` of `reg` (and `field`, or the whole register) reads one of `refs`.
    fn reads(refs: &[FieldRef], reg: &str, field: Option<&str>) -> bool {
        refs.iter()
            .any(|r| r.reg == reg && field.is_none_or(|f| f == r.field))
    }
    let mut unchecked = Vec::new();
    for l in all() {
        let m = l.machine;
        let selects: Vec<FieldRef> = m
            .counters
            .iter()
            .flat_map(|c| c.select.into_iter().chain(c.mask))
            .collect();
        let counts: Vec<FieldRef> = m.counters.iter().flat_map(|c| [c.count, c.overflow]).collect();
        let checks = || l.goals.iter().flat_map(|g| g.checks.iter());
        let programs = checks()
            .any(|c| matches!(c, Step::Expect { reg, field: Some(f), .. } if reads(&selects, reg, Some(f))));
        let counted = checks().any(|c| match c {
            Step::Expect { reg, field, .. } => reads(&counts, reg, field.as_deref()),
            Step::ExpectLog { kind, .. } => kind == "overflow" || kind == "trap",
            Step::ExpectPcl { .. } => true,
            _ => false,
        });
        if programs && !counted {
            unchecked.push(l.id.clone());
        }
    }
    assert!(
        unchecked.is_empty(),
        "lessons that program an event and check no count: {unchecked:?}"
    );
}
