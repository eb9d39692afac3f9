//! `pmu lesson` for every lesson (docs/lessons.md): the starting session is not done, the start
//! with the reference solution is done, each checked through the command as a learner would
//! (a session file, `pmu lesson check ID FILE --json`); and the errors name what is wrong.

use std::path::{Path, PathBuf};
use std::process::Command;

use pmu_model::lesson::lessons;
use serde_json::Value;

fn pmu(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pmu"))
        .args(args)
        .output()
        .expect("run pmu");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A session file in the temporary directory.
fn session_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("pmu-lesson-test-{}-{name}.json", std::process::id()));
    std::fs::write(&path, text).expect("write the session");
    path
}

fn check(id: &str, path: &Path) -> Value {
    let file = path.to_str().expect("a UTF-8 path");
    let (code, out, err) = pmu(&["lesson", "check", id, file, "--json"]);
    assert_eq!(code, 0, "pmu lesson check {id}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{id}: bad JSON ({e}): {out}"))
}

#[test]
fn every_lesson_starts_not_done_and_its_solution_is_done() {
    let all = lessons().expect("the lessons read");
    for l in all {
        let start = session_file(&format!("{}-start", l.id), &l.start.write());
        let v = check(&l.id, &start);
        assert_eq!(v["id"], l.id.as_str());
        assert_eq!(v["done"], false, "{}: the start is done", l.id);
        let goals = v["goals"].as_array().expect("goals");
        assert_eq!(goals.len(), l.goals.len(), "{}", l.id);
        assert!(
            goals.iter().all(|g| g["met"] == false && g["text"].is_string()),
            "{}: {v}",
            l.id
        );

        let solved = session_file(&format!("{}-solved", l.id), &l.solved().write());
        let v = check(&l.id, &solved);
        assert_eq!(v["done"], true, "{}: the solution is not done: {v}", l.id);
        assert!(v["goals"]
            .as_array()
            .expect("goals")
            .iter()
            .all(|g| g["met"] == true));
        let _ = std::fs::remove_file(start);
        let _ = std::fs::remove_file(solved);
    }
}

#[test]
fn the_list_is_the_models_lessons_and_start_writes_a_session_that_reads_back() {
    let (code, out, err) = pmu(&["lesson", "list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("JSON");
    let all = lessons().expect("the lessons read");
    let ids: Vec<&str> = v
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["id"].as_str())
        .collect();
    let want: Vec<&str> = all.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, want);
    for e in v.as_array().into_iter().flatten() {
        let keys: Vec<&String> = e.as_object().expect("an object").keys().collect();
        assert_eq!(keys, ["id", "title", "machine"]);
    }
    for l in all {
        let (code, out, err) = pmu(&["lesson", "start", &l.id]);
        assert_eq!(code, 0, "{err}");
        let back = pmu_model::scenario::Scenario::parse(&out).unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert_eq!(back, l.start, "{}", l.id);
    }
}

#[test]
fn an_unknown_lesson_or_a_bad_session_is_exit_2_naming_it() {
    let (code, _, err) = pmu(&["lesson", "check", "nonesuch", "x.json"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("pmu: invalid value 'nonesuch' for '<ID>'"),
        "{err}"
    );
    assert!(
        err.contains("t4-disrupting-handler"),
        "the message lists the lessons: {err}"
    );

    let other = session_file("other-machine", r#"{"machine":"montecito","steps":[]}"#);
    let file = other.to_str().expect("UTF-8");
    let (code, out, err) = pmu(&["lesson", "check", "t4-disrupting-handler", file]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err.trim_end(),
        format!(
            "pmu: {file}: the session is on montecito, but lesson 't4-disrupting-handler' is on sparc-t4"
        )
    );

    let bad = session_file(
        "bad-step",
        r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":"lots"}}]}"#,
    );
    let file = bad.to_str().expect("UTF-8");
    let (code, _, err) = pmu(&["lesson", "check", "t4-disrupting-handler", file]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with(&format!("pmu: {file}: step 0: field 'run.cycles': ")),
        "{err}"
    );

    let refused = session_file(
        "refused-step",
        r#"{"machine":"sparc-t4","steps":[{"read":"PCRX"}]}"#,
    );
    let file = refused.to_str().expect("UTF-8");
    let (code, _, err) = pmu(&["lesson", "check", "t4-disrupting-handler", file]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with(&format!("pmu: {file}: step 0: field 'read': ")),
        "{err}"
    );

    let (code, _, err) = pmu(&["lesson", "check", "t4-disrupting-handler", "no/such/file.json"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("pmu: cannot read no/such/file.json: "), "{err}");
    for p in [other, bad, refused] {
        let _ = std::fs::remove_file(p);
    }
}
