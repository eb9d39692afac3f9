//! What the page reads of its session: the model at the position (through [`Session::with`],
//! whose borrow ends before it returns), its counters and why they count or not, and the session
//! as a scenario (for the permalink, localStorage and the download).

use std::rc::Rc;

use pmu_model::derived::{self, DerivedValue};
use pmu_model::machine::Machine;
use pmu_model::scenario::{PclJson, Scenario};
use pmu_model::sim::why::{GateKind, Why};
use pmu_model::sim::workload::WorkloadSpec;
use pmu_model::sim::{CounterRow, LogEntry, ModeSpec, Simulator, SparcMode};

use super::state::{Programmed, Session};
use super::time_travel::TimeTravel;

impl Session {
    /// Read the model: `f` sees the simulator at the position, and the borrow ends when it
    /// returns. `f` must not dispatch (nothing it can reach does: it gets no session handle).
    pub fn with<R>(&self, f: impl FnOnce(&Simulator) -> R) -> R {
        f(self.model.cell.0.borrow().time_travel.current())
    }

    /// Read the history (the steps, the marks, the log of any step), as [`Session::with`].
    pub fn with_time_travel<R>(&self, f: impl FnOnce(&TimeTravel) -> R) -> R {
        f(&self.model.cell.0.borrow().time_travel)
    }

    /// Read the model at the position and the PCL calls made (a lesson's goals check both);
    /// as [`Session::with`].
    pub fn with_pcl<R>(&self, f: impl FnOnce(&Simulator, &[PclJson]) -> R) -> R {
        let sh = self.model.cell.0.borrow();
        f(sh.time_travel.current(), &sh.time_travel.pcl().calls)
    }

    /// The PCL calls made so far.
    pub fn pcl_calls(&self) -> Vec<PclJson> {
        self.with_time_travel(|t| t.pcl().calls.clone())
    }

    /// Whether a PCL region is open.
    pub fn pcl_open(&self) -> bool {
        self.with_time_travel(|t| t.pcl().open())
    }

    pub fn machine(&self) -> &'static Machine {
        self.with(|sim| sim.machine)
    }

    /// The current cycle.
    pub fn cycle(&self) -> u64 {
        self.with(|sim| sim.cycle)
    }

    /// How many strands or threads the machine has.
    pub fn threads(&self) -> u32 {
        self.with(|sim| sim.threads)
    }

    /// A register of the thread and unit on screen, as stored (for views).
    pub fn peek(&self, reg: &str) -> Option<u64> {
        self.with(|sim| sim.peek(self.screen.thread, self.screen.unit, reg))
    }

    /// The base privilege mode of the thread on screen.
    pub fn mode(&self) -> Option<ModeSpec> {
        self.with(|sim| sim.mode(self.screen.thread))
    }

    /// The SPARC mode the thread on screen is in at this cycle (None on Itanium).
    pub fn effective_mode(&self) -> Option<SparcMode> {
        self.with(|sim| sim.effective_mode(self.screen.thread))
    }

    /// The workload the machine runs.
    pub fn workload(&self) -> WorkloadSpec {
        self.with(|sim| sim.workload.clone())
    }

    /// The last `n` log entries, oldest first.
    pub fn log_tail(&self, n: usize) -> Vec<LogEntry> {
        self.with(|sim| sim.log[sim.log.len().saturating_sub(n)..].to_vec())
    }

    /// The counters of the thread and unit on screen, as the model reads them through the
    /// machine's counter descriptions.
    pub fn counters(&self) -> Vec<CounterRow> {
        self.with(|sim| sim.counters(self.screen.thread, self.screen.unit))
    }

    /// The machine's derived monitors that the counters on screen compute, in the tables'
    /// order.
    pub fn derived(&self) -> Vec<DerivedValue<'static>> {
        let (machine, uses) = self.with(|sim| {
            (
                sim.machine,
                sim.counters_in_use(self.screen.thread, self.screen.unit),
            )
        });
        let programmed: Vec<Programmed> = uses
            .iter()
            .map(|u| (u.counter, std::ptr::from_ref(u.event) as usize, u.mask))
            .collect();
        let kept = match &self.model.cell.0.borrow().derivable {
            Some((p, monitors)) if *p == programmed => Some(Rc::clone(monitors)),
            _ => None,
        };
        if let Some(monitors) = kept {
            return derived::evaluate_among(machine, &monitors, &uses);
        }
        let values = derived::evaluate(machine, &uses);
        if let Ok(mut sh) = self.model.cell.0.try_borrow_mut() {
            sh.derivable = Some((programmed, values.iter().map(|v| v.monitor).collect()));
        }
        values
    }

    /// Why a counter of the thread and unit on screen counts or not (`None`: no such counter).
    pub fn why(&self, counter: &str) -> Option<Why> {
        self.with(|sim| sim.why(self.screen.thread, self.screen.unit, counter))
    }

    /// Why each counter of the thread and unit on screen counts or not, in the machine's order.
    /// Worked out once per change of the model (its version) and kept in the model's cell, since
    /// several panels read it at every frame of a live run.
    fn whys(&self) -> Rc<Vec<Why>> {
        let key = (self.model.version, self.screen.thread, self.screen.unit);
        if let Some((k, whys)) = &self.model.cell.0.borrow().whys {
            if *k == key {
                return Rc::clone(whys);
            }
        }
        let whys = Rc::new(self.with(|sim| {
            sim.machine
                .counters
                .iter()
                .filter_map(|c| sim.why(self.screen.thread, self.screen.unit, c.id))
                .collect::<Vec<_>>()
        }));
        // A caller that holds a borrow of the cell gets the answer without it being kept.
        if let Ok(mut sh) = self.model.cell.0.try_borrow_mut() {
            sh.whys = Some((key, Rc::clone(&whys)));
        }
        whys
    }

    /// The counters of the thread and unit on screen that software has programmed but that do
    /// not advance, each with the conditions that stop it.
    pub fn not_counting(&self) -> Vec<Why> {
        self.whys()
            .iter()
            .filter(|w| w.programmed && !w.counting)
            .cloned()
            .collect()
    }

    /// What the register view of `reg` says in its diagnostics about counters: for each counter
    /// that `reg` holds, selects or overflows into, or whose unmet conditions name one of
    /// `reg`'s fields, why it does not count (if programmed and not counting) and which unmet
    /// conditions stop software reading it.
    pub fn why_for_register(&self, reg: &str) -> Vec<Why> {
        let prefix = format!("{reg}.");
        let machine = self.machine();
        self.whys()
            .iter()
            .filter(|why| {
                let Some(c) = machine.counter(why.counter) else {
                    return false;
                };
                let holds =
                    [Some(c.count.reg), c.select.map(|s| s.reg), Some(c.overflow.reg)].contains(&Some(reg));
                let stopped = why.programmed && !why.counting;
                let named = why
                    .unmet()
                    .any(|g| g.fields.iter().any(|f| f.starts_with(&prefix)));
                let unreadable = why.programmed && why.unmet().any(|g| g.kind == GateKind::Reading);
                (holds || named) && (stopped || unreadable)
            })
            .cloned()
            .collect()
    }

    /// The session as a scenario: the start and every step (those after the position too),
    /// and the position as a count of its steps (`None` at the end).
    pub fn scenario(&self) -> (Scenario, Option<usize>) {
        self.with_time_travel(TimeTravel::scenario_and_position)
    }

    /// The session up to the position as a scenario (what `pmu run` reproduces).
    pub fn scenario_here(&self) -> Scenario {
        self.with_time_travel(|t| t.scenario(t.position()))
    }

    /// The session as scenario JSON text (for localStorage; the position is kept beside it).
    pub fn scenario_text(&self) -> String {
        serde_json::to_string(&self.scenario().0.to_json()).unwrap_or_default()
    }
}
