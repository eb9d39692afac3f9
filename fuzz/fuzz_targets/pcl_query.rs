//! The PCL query (`pmu pcl query PROCESSOR EVENT... --mode M`, the PCL panel) as typed:
//! `PROCESSOR MODE EVENT...` separated by white space or commas. A query is an assignment or
//! a PCL status, never a panic; an assignment places each requested event, and its register
//! values are computed (on a simulated machine) or refused with a reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::pcl::{program, query, Mode};

fuzz_target!(|text: &str| {
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty());
    let (Some(processor), Some(mode)) = (words.next(), words.next()) else {
        return;
    };
    let Some(mode) = Mode::parse(mode) else {
        return;
    };
    let names: Vec<&str> = words.collect();
    let Ok(assignment) = query(processor, &names, mode) else {
        return;
    };
    assert_eq!(assignment.events.len(), names.len(), "every event is placed");
    let _ = assignment.status();
    let _ = program::program(&assignment);
});
