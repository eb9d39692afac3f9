//! The import formats (`pmu import MACHINE TEXT [--format F]`, docs/interop.md): a Linux
//! perf event or command line, a Solaris cpustat/cputrack `-c` specification, a pfmon event
//! list, `REG=VALUE` pairs. The input is the machine id on the first line, the format on the
//! second (empty: detected from the text's shape), the text after. An import is writes or an
//! error naming the bad part, never a panic; every write names a register of the machine and
//! fits it, the writes apply to a simulator, and the values export to every tool without a
//! panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::decode::check_width;
use pmu_model::interop::{export, import, Format};
use pmu_model::sim::{Action, WriteValue};

fuzz_target!(|text: &str| {
    let mut lines = text.splitn(3, '\n');
    let (Some(machine), Some(format), Some(text)) = (lines.next(), lines.next(), lines.next()) else {
        return;
    };
    let Some(machine) = pmu_model::machine(machine.trim()) else {
        return;
    };
    let format = match format.trim() {
        "" => None,
        f => match Format::parse(f) {
            Some(f) => Some(f),
            None => return,
        },
    };
    let Ok(imported) = import(machine, text, format) else {
        return;
    };
    let mut values = Vec::new();
    for w in &imported.writes {
        let reg = machine
            .register(w.reg)
            .expect("an import writes a register of its machine");
        assert_eq!(
            check_width(reg, w.value),
            Ok(w.value),
            "{}: an import past the width",
            w.reg
        );
        values.push((reg, w.value));
    }
    let threads = imported.writes.iter().map(|w| w.thread + 1).max().unwrap_or(1);
    if threads <= machine.contexts.max.min(8) {
        if let Some(mut sim) = pmu_fuzz::simulator(machine, 1, threads, "default") {
            for w in &imported.writes {
                // A write the model refuses (a privilege it needs) is an error, not a panic.
                let _ = sim.apply(Action::Write {
                    thread: w.thread,
                    unit: 0,
                    reg: w.reg.to_string(),
                    value: WriteValue::Raw(w.value),
                });
            }
        }
    }
    let _ = export(machine, &values, &[]);
});
