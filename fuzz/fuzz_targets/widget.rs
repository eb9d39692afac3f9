//! The widget's `setup` option (`<pmu-explorer machine="sparc-t4" thread="1"
//! setup="PIC0=0xfffffff0; mode=user">`), as text: the machine id on the first line, the
//! thread on the second, the setup string after. The setup is parsed by the model
//! (`scenario::setup::parse_setup`) and applied to a new session as the widget does before it
//! is shown, stopping at the first action the simulator refuses. Never panics; a refused
//! action leaves the state as it was. The widget's other options are a machine id, a register
//! name and numbers read by `parse_u64` (the `number` target).
#![no_main]

use libfuzzer_sys::fuzz_target;
use pmu_model::scenario::setup::parse_setup;

fuzz_target!(|text: &str| {
    let mut lines = text.splitn(3, '\n');
    let (Some(machine), Some(thread), Some(setup)) = (lines.next(), lines.next(), lines.next()) else {
        return;
    };
    let Some(machine) = pmu_model::machine(machine.trim()) else {
        return;
    };
    let Ok(thread) = thread.trim().parse::<u32>() else {
        return;
    };
    let Ok(actions) = parse_setup(machine, setup, thread) else {
        return;
    };
    // The widget gives a session enough threads for the one it shows, within the machine's.
    let threads = thread.saturating_add(1).min(machine.contexts.max).min(8);
    let Some(mut sim) = pmu_fuzz::simulator(machine, 1, threads, "default") else {
        return;
    };
    for action in actions {
        let before = pmu_fuzz::observe(&sim).0;
        if sim.apply(action).is_err() {
            assert_eq!(
                pmu_fuzz::observe(&sim).0,
                before,
                "a refused setup action changed the state"
            );
            break;
        }
    }
});
