//! The saved session, as the app stores it in localStorage and in a permalink's `s=` part:
//! scenario JSON that the page parses (`Scenario::parse`) and replays (`Scenario::simulate`,
//! what `Session::from_scenario` in pmu-ui does) at load. A session that replays must, saved
//! again (its scenario written back) and restored, give the same state: a permalink opens
//! where it was made. The replayed state is checked against every lesson of its machine, as
//! the lessons panel checks the session. The replay's work is bounded as in the scenario
//! target.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::scenario::Scenario;

fuzz_target!(|text: &str| {
    let Ok(scenario) = Scenario::parse(text) else {
        return;
    };
    let scenario = pmu_fuzz::bounded(&scenario);
    let Ok(sim) = scenario.simulate() else {
        return;
    };
    let saved = scenario.to_json().to_string();
    let restored = Scenario::parse(&saved).expect("a saved session parses");
    let again = restored.simulate().expect("a saved session replays");
    assert_eq!(
        pmu_fuzz::observe(&sim),
        pmu_fuzz::observe(&again),
        "restoring {saved}"
    );
});
