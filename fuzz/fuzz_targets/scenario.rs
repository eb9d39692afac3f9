//! The scenario JSON (`pmu run FILE`, the JavaScript API's scenarios, docs/scenarios.md):
//! parsing never panics and names what is wrong; a scenario that parses writes back into the
//! same scenario; and it runs (with its work bounded, `pmu_fuzz::bounded`) without a panic,
//! a step the simulator refuses being an error that names the step.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::scenario::Scenario;

fuzz_target!(|text: &str| {
    let Ok(scenario) = Scenario::parse(text) else {
        return;
    };
    let written = scenario.write();
    assert_eq!(
        Scenario::parse(&written).as_ref(),
        Ok(&scenario),
        "a parsed scenario writes back to itself: {written}"
    );
    let _ = pmu_fuzz::bounded(&scenario).run();
});
