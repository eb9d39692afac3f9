//! Decode of any value for every register of every machine: `decode` never fails (it returns
//! diagnostics), the software write and read semantics never panic, and a write keeps within
//! the register's width.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::decode::{decode, software_read, software_write, NoContext};

fuzz_target!(|input: (u8, u16, u64, u64)| {
    let (m, r, old, new) = input;
    let machine = pmu_fuzz::machine(m);
    let reg = pmu_fuzz::register(machine, r);
    let decoded = decode(machine, reg, new);
    for f in &decoded.fields {
        assert!(
            f.value <= f.field.max_value(),
            "{}.{} decoded past its width",
            reg.name,
            f.field.name
        );
    }
    let written = software_write(reg, old & reg.width_mask(), new, &NoContext);
    assert_eq!(
        written.value & !reg.width_mask(),
        0,
        "{}: a write past the width",
        reg.name
    );
    let _ = software_read(reg, written.value, &NoContext);
});
