//! Number parsing (`pmu_model::number::parse_u64`): every text users type as a value, a seed,
//! a cycle count. Never panics; a number it reads prints back (hex and decimal) to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::number::{hex, parse_u64};

fuzz_target!(|text: &str| {
    if let Ok(v) = parse_u64(text) {
        assert_eq!(parse_u64(&hex(v, 64)), Ok(v));
        assert_eq!(parse_u64(&v.to_string()), Ok(v));
    }
});
