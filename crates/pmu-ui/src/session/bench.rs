//! The page's step-back benchmark (reported by the wasm build's `bench`, never asserted).

use std::rc::Rc;

use pmu_model::scenario::Scenario;
use pmu_model::sim::workload::builtin;
use pmu_model::sim::Action;

use super::state::{Session, UiAction};

/// The page's step back in a T4 session of `actions` actions (the four PICs counting with
/// trap-on-overflow; every third action a write of PIC0 near its wrap, the others runs of
/// 100,000 cycles), measured over up to 1,000 steps back from its end through the reducer:
/// the history moves and the charts and "what changed" follow, as a click on "step back"
/// does. The session is restored from its scenario, as a permalink is.
pub fn bench_step_back(
    now: &dyn Fn() -> f64,
    actions: usize,
) -> Result<pmu_model::bench::BenchResult, String> {
    use pmu_model::scenario::Step;
    use pmu_model::sim::WriteValue;
    let mut scenario = Scenario::new("sparc-t4", 1, 1, builtin("default").ok_or("no default workload")?);
    for (n, sl, mask) in [
        (0, "26", "0"),
        (1, "3", "0x3f"),
        (2, "16", "0x7"),
        (3, "25", "0xf"),
    ] {
        scenario.steps.push(Step::Act(Action::Write {
            thread: 0,
            unit: 0,
            reg: format!("PCR{n}"),
            value: WriteValue::Fields(
                [
                    ("sl", sl),
                    ("mask", mask),
                    ("ut", "1"),
                    ("st", "1"),
                    ("ht", "1"),
                    ("toe", "1"),
                ]
                .iter()
                .map(|(f, v)| (f.to_string(), v.to_string()))
                .collect(),
            ),
        }));
    }
    for i in 4..actions {
        scenario.steps.push(Step::Act(if i % 3 == 0 {
            Action::Write {
                thread: 0,
                unit: 0,
                reg: "PIC0".into(),
                value: WriteValue::Raw(0xffff_0000 | (i as u64 & 0xffff)),
            }
        } else {
            Action::Run { cycles: 100_000 }
        }));
    }
    let mut s = Rc::new(Session::from_scenario(scenario, None)?);
    let cycles = s.cycle();
    let backs = actions.min(1_000);
    let t0 = now();
    for _ in 0..backs {
        s = s.reduce(UiAction::Back);
    }
    let seconds = now() - t0;
    if s.position() != actions - backs {
        return Err(format!(
            "stepped back to {}, not {}",
            s.position(),
            actions - backs
        ));
    }
    Ok(pmu_model::bench::BenchResult {
        name: "page: one step back in a 10,000-action T4 session (history, charts, what changed)",
        cycles,
        actions: backs as u64,
        seconds,
        stepped: None,
    })
}
