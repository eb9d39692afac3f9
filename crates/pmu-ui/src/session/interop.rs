//! The bridges to the real tools as the app and the JS API use them: an import's register
//! writes as the recorded actions that make them (raising the thread to the privilege each
//! write needs, as the PCL panel's Apply does), and the registers on screen as the input of an
//! export. The formats themselves are the model's (`pmu_model::interop`).
//!
//! An import writes context 0 of the tool's view (perf, cputrack and pfmon program the
//! context they run on); here that is the thread the user or script chose.

use pmu_model::interop::Import;
use pmu_model::pcl::program::RegWrite;
use pmu_model::pcl::region::privileged_writes;
use pmu_model::register::Register;
use pmu_model::sim::{Action, Simulator};

/// The actions that make `import`'s writes on `thread` (its context 0), each in a mode that may
/// make it: the thread is raised for the writes and put back after.
pub fn apply_actions(sim: &Simulator, thread: u32, import: &Import) -> Vec<Action> {
    let mut contexts: Vec<u32> = import.writes.iter().map(|w| w.thread).collect();
    contexts.sort_unstable();
    contexts.dedup();
    contexts
        .into_iter()
        .flat_map(|c| {
            let target = thread.saturating_add(c);
            let writes: Vec<RegWrite> = import
                .writes
                .iter()
                .filter(|w| w.thread == c)
                .map(|w| RegWrite {
                    reg: w.reg,
                    value: w.value,
                    fields: Vec::new(),
                })
                .collect();
            privileged_writes(sim.mode(target), sim, target, &writes)
        })
        .collect()
}

/// The registers of `thread` and what they hold: what an export of the screen reads.
pub fn current_values(sim: &Simulator, thread: u32) -> Vec<(&'static Register, u64)> {
    sim.machine
        .registers
        .iter()
        .filter_map(|r| sim.peek(thread, 0, r.name).map(|v| (r, v)))
        .collect()
}
