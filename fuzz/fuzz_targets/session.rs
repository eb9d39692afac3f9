//! The saved session, as the app keeps it in localStorage and in a permalink: scenario JSON
//! that the page parses (`Scenario::parse`) and replays at load a work budget at a time
//! (`scenario::Replay`, Architecture Invariant (no link of death)). Checked here:
//! - parsing and replaying never panic, whatever the link asks for (its work is bounded by
//!   the budget, not by the fuzzer);
//! - what the page keeps, saved again and restored, gives the state the page shows: the whole
//!   session when the replay finished, and `so_far()` (the steps replayed, a run cut where it
//!   paused) when the budget ran out. Replaying in budget-sized pieces is thus checked against
//!   replaying at once;
//! - the state is checked against every lesson of its machine, as the lessons panel does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::scenario::{Progress, Replay, Scenario};

/// The work one input may spend (work units of `Replay`: one per call into the simulator,
/// 100,000 more for a run cut at the event limit): about two long runs.
const BUDGET: u64 = 200_000;

fuzz_target!(|text: &str| {
    let Ok(scenario) = Scenario::parse(text) else {
        return;
    };
    let Ok((mut page, mut shown)) = Replay::start(&scenario) else {
        return;
    };
    // The page's budget per go, varied by the input so that pauses fall everywhere.
    let piece = 1 + (text.len() as u64 % 61);
    let progress = loop {
        match page.advance(&mut shown, piece) {
            Ok(Progress::Done) => break Progress::Done,
            Ok(paused) if page.work >= BUDGET => break paused,
            Ok(_) => {}
            // A step the simulator refuses: the page reports it and keeps nothing.
            Err(_) => return,
        }
    };
    let kept = match progress {
        Progress::Done => scenario.clone(),
        Progress::Paused { .. } => page.so_far(),
    };
    let saved = kept.to_json().to_string();
    let restored = Scenario::parse(&saved).expect("a saved session parses");
    let (mut again, mut restored_shown) = Replay::start(&restored).expect("a saved session starts");
    assert_eq!(
        again.advance(&mut restored_shown, u64::MAX),
        Ok(Progress::Done),
        "a saved session replays: {saved}"
    );
    assert_eq!(
        pmu_fuzz::observe(&shown.sim),
        pmu_fuzz::observe(&restored_shown.sim),
        "restoring {saved}"
    );
    for lesson in pmu_model::lesson::lessons().into_iter().flatten() {
        if lesson.machine.id == shown.sim.machine.id {
            let _ = lesson.check(&shown.sim, &[]);
        }
    }
});
