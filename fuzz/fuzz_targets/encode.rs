//! Encode from `field=value` text, as `pmu encode MACHINE REG field=value...` takes it
//! (white space or commas between assignments): errors name the register and field; a value
//! that encodes fits the register and decodes without a panic. (Encoding the same
//! assignments again onto the result need not give it: a field can change the layout, as
//! PMC37.ct = 2 makes `ct` one bit wide, ambiguity A9, and `ct=2` is then too wide.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::decode::{check_width, decode, encode, split_assignment};

fuzz_target!(|text: &str| {
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty());
    let (Some(machine), Some(reg)) = (words.next(), words.next()) else {
        return;
    };
    let Some(machine) = pmu_model::machine(machine) else {
        return;
    };
    let Some(reg) = machine.register(reg) else {
        return;
    };
    let Ok(pairs) = words.map(split_assignment).collect::<Result<Vec<_>, _>>() else {
        return;
    };
    if let Ok(v) = encode(machine, reg, &pairs) {
        assert_eq!(
            check_width(reg, v),
            Ok(v),
            "{}: {text} encodes past the width",
            reg.name
        );
        let _ = decode(machine, reg, v);
    }
});
