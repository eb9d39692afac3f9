//! Running a scenario: every step in order against one [`Simulator`], with the expectations
//! checked and the reads and PCL calls collected into an [`Output`].

use super::output::{ExpectFailure, Output, PclJson, PclNumber, PclValueJson, ReadJson};
use super::{at, top, PclCall, Scenario, ScenarioError, Step, Want};
use crate::number::hex;
use crate::pcl::metrics::Value as PclValue;
use crate::pcl::region;
use crate::sim::{Action, Outcome, SimError, Simulator, Stop};

/// What executing a scenario produced.
struct Executed {
    sim: Simulator,
    reads: Vec<ReadJson>,
    errors: Vec<ExpectFailure>,
    pcl: Vec<PclJson>,
}

/// What a session did, as expectations and a lesson's goals see it: the simulator after the
/// last step and the PCL calls made (whose region totals no register holds).
pub struct Played {
    pub sim: Simulator,
    pub pcl: Vec<PclJson>,
}

impl Scenario {
    /// Run every step; the result JSON of docs/scenarios.md. A step the simulator refuses is an
    /// error naming the step (the simulator's state is then as after the previous step).
    pub fn run(&self) -> Result<Output, ScenarioError> {
        let out = self.execute(true)?;
        Ok(Output {
            reads: out.reads,
            errors: out.errors,
            pcl: out.pcl,
            ..Output::of(&out.sim)
        })
    }

    /// The simulator after every step (expectations are not checked). The UI restores a
    /// session this way: the same seed and actions give the same state, bit for bit.
    pub fn simulate(&self) -> Result<Simulator, ScenarioError> {
        Ok(self.execute(false)?.sim)
    }

    /// The simulator after every step and the PCL calls made; expectations are not checked.
    pub fn play(&self) -> Result<Played, ScenarioError> {
        let out = self.execute(false)?;
        Ok(Played {
            sim: out.sim,
            pcl: out.pcl,
        })
    }

    /// Run every step; with `check`, evaluate the expectations and collect the reads too.
    fn execute(&self, check: bool) -> Result<Executed, ScenarioError> {
        let mut sim = Simulator::with_workload(&self.machine, self.seed, self.threads, self.workload.clone())
            .map_err(|e| top("machine", e.to_string()))?;
        if let Some(cfg) = &self.montecito {
            sim.set_montecito_config(cfg.clone())
                .map_err(|e| top("montecito", e.to_string()))?;
        }
        let mut out = Executed {
            sim,
            reads: Vec::new(),
            errors: Vec::new(),
            pcl: Vec::new(),
        };
        // One PCL descriptor per scenario, on the thread of its first start (PCL's handle is
        // per thread, seed 002 L2123-L2134).
        let mut region: Option<region::Session> = None;
        for (i, step) in self.steps.iter().enumerate() {
            let sim = &mut out.sim;
            match step {
                // While a region is open, runs go through it, so that its 64-bit totals see
                // every counter wrap, as PCL's interval timer does "to avoid overflow" (seed 002
                // L2299-L2302).
                Step::Act(Action::Run { cycles }) if region.as_ref().is_some_and(|r| r.depth() > 0) => {
                    if let Some(r) = region.as_mut() {
                        r.run(sim, *cycles).map_err(|e| at(i, "run", e.to_string()))?;
                    }
                }
                Step::Act(action) => {
                    let outcome =
                        apply_fully(sim, action).map_err(|e| at(i, step_field(action), e.to_string()))?;
                    if let (true, Action::Read { thread, unit, reg }, Outcome::Read { value }) =
                        (check, action, &outcome)
                    {
                        out.reads.push(ReadJson::of(sim, i, *thread, *unit, reg, *value));
                    }
                }
                Step::Pcl { thread, call } => {
                    let r = region.get_or_insert_with(|| region::Session::new(*thread));
                    out.pcl.push(pcl_call(r, sim, i, *thread, call));
                }
                Step::Expect { .. }
                | Step::ExpectLog { .. }
                | Step::ExpectCycle { .. }
                | Step::ExpectPcl { .. } => {
                    if !check {
                        continue;
                    }
                    if let Some(message) = unmet(step, i, sim, &out.pcl)? {
                        out.errors.push(ExpectFailure { step: i, message });
                    }
                }
            }
        }
        Ok(out)
    }
}

/// Whether an expectation (step `i`) holds against a simulator and the PCL calls made so far:
/// `None` if it does (or `step` expects nothing), else what was expected and found. A register
/// or field that does not exist is an error naming the step. This is the one evaluation of
/// expectations: scenarios' `expect` steps and lessons' goals (`crate::lesson`) both use it.
pub(crate) fn unmet(
    step: &Step,
    i: usize,
    sim: &Simulator,
    pcl: &[PclJson],
) -> Result<Option<String>, ScenarioError> {
    Ok(match step {
        Step::ExpectCycle { want } => (!want.holds(sim.cycle))
            .then(|| format!("expected the cycle {}, found {}", want.describe(), sim.cycle)),
        Step::ExpectLog { kind, name, count } => {
            let found = sim
                .log
                .iter()
                .filter(|e| e.kind.name() == kind.as_str())
                .filter(|e| name.as_ref().is_none_or(|n| e.kind.label() == Some(n.as_str())))
                .count() as u64;
            let ok = match count {
                Some(c) => found == *c,
                None => found > 0,
            };
            (!ok).then(|| {
                format!(
                    "expected {} log entries of kind {kind}{}, found {found}",
                    count.map_or("some".to_string(), |c| c.to_string()),
                    name.as_ref().map(|n| format!(" named {n}")).unwrap_or_default()
                )
            })
        }
        Step::ExpectPcl { event, want } => pcl_unmet(pcl, event, *want),
        Step::Expect {
            thread,
            unit,
            reg,
            field,
            want,
        } => expect(sim, i, *thread, *unit, reg, field.as_deref(), *want)?,
        Step::Act(_) | Step::Pcl { .. } => None,
    })
}

/// Check the count of `event` in the latest PCLread or PCLstop that reported it.
fn pcl_unmet(pcl: &[PclJson], event: &str, want: Want) -> Option<String> {
    let latest = pcl
        .iter()
        .rev()
        .filter_map(|call| call.events.as_ref().map(|events| (call, events)))
        .find_map(|(call, events)| events.iter().find(|v| v.event == event).map(|v| (call, v.value)));
    match latest {
        None => Some(format!(
            "expected {event} {}, found no PCLread or PCLstop that reported it",
            want.describe()
        )),
        Some((call, PclNumber::Count(c))) => {
            let ok = u64::try_from(c).is_ok_and(|c| want.holds(c));
            (!ok).then(|| {
                format!(
                    "expected {event} {}, found {c} (PCL{} at step {})",
                    want.describe(),
                    call.call,
                    call.step
                )
            })
        }
        Some((_, PclNumber::Rate(_))) => Some(format!("{event} is a rate, not a count")),
    }
}

/// Check an expectation on a register's stored value or one of its fields: `None` if it
/// holds, else what was expected and found.
fn expect(
    sim: &Simulator,
    i: usize,
    thread: u32,
    unit: u32,
    reg: &str,
    field: Option<&str>,
    want: Want,
) -> Result<Option<String>, ScenarioError> {
    let unknown = || {
        at(
            i,
            "expect.reg",
            SimError::UnknownRegister {
                machine: sim.machine.id,
                reg: reg.to_string(),
            }
            .to_string(),
        )
    };
    let stored = sim.peek(thread, unit, reg).ok_or_else(unknown)?;
    let r = sim.machine.register(reg).ok_or_else(unknown)?;
    let (what, actual) = match field {
        None => (r.name.to_string(), stored),
        Some(name) => {
            let f = crate::decode::find_field(r, name, stored)
                .ok_or_else(|| at(i, "expect.field", format!("{} has no field '{name}'", r.name)))?;
            (format!("{}.{}", r.name, f.name), f.get(stored))
        }
    };
    // A register's value reads best in hex; a field (an encoding, a bit) and a range (a
    // count) in decimal.
    let show: fn(u64) -> String = match (field, want) {
        (None, Want::Value(_)) => |v| hex(v, 64),
        _ => |v| v.to_string(),
    };
    if want.holds(actual) {
        return Ok(None);
    }
    let wanted = match want {
        Want::Value(v) => format!("{what} = {}", show(v)),
        Want::Range {
            min: Some(a),
            max: Some(b),
        } => format!("{what} in {}..={}", show(a), show(b)),
        Want::Range { min: Some(a), .. } => format!("{what} >= {}", show(a)),
        Want::Range { max: Some(b), .. } => format!("{what} <= {}", show(b)),
        Want::Range { .. } => what,
    };
    Ok(Some(format!("expected {wanted}, found {}", show(actual))))
}

/// Make one PCL call at step `step`; its status (PCL_SUCCESS or the error's) and, for read and
/// stop, the values. A call PCL refuses (bad nesting, an event the machine lacks) is a status
/// in the output, not a malformed scenario.
fn pcl_call(
    r: &mut region::Session,
    sim: &mut Simulator,
    step: usize,
    thread: u32,
    call: &PclCall,
) -> PclJson {
    let (name, result) = match call {
        PclCall::Start { events, mode, mhz } => {
            if let Some(m) = mhz {
                r.mhz = Some(*m);
            }
            let names: Vec<&str> = events.iter().map(String::as_str).collect();
            ("start", r.start(sim, &names, *mode).map(|()| None))
        }
        PclCall::Read => ("read", r.read(sim).map(Some)),
        PclCall::Stop => ("stop", r.stop(sim).map(Some)),
    };
    match result {
        Ok(reading) => PclJson {
            call: name,
            thread,
            status: "PCL_SUCCESS",
            depth: Some(r.depth()),
            events: reading.map(|reading| {
                reading
                    .events
                    .iter()
                    .map(|v| PclValueJson {
                        event: v.event.name,
                        value: match v.value {
                            PclValue::Count(c) => PclNumber::Count(c),
                            PclValue::Rate(x) => PclNumber::Rate(x),
                        },
                    })
                    .collect()
            }),
            message: None,
            step,
        },
        Err(e) => PclJson {
            call: name,
            thread,
            status: e.status().name(),
            depth: None,
            events: None,
            message: Some(e.to_string()),
            step,
        },
    }
}

/// The cycles a run ran if it stopped at the simulator's event limit (which keeps a page
/// responsive). This is the one place the module reads why a run stopped.
fn cut_short(outcome: &Outcome) -> Option<u64> {
    match outcome {
        Outcome::Ran { cycles, stopped } if *stopped == Stop::EventLimit => Some(*cycles),
        _ => None,
    }
}

/// Apply an action; a plain run that the simulator cut short at its event limit is continued
/// until it has run all its cycles: a scenario is a batch.
fn apply_fully(sim: &mut Simulator, action: &Action) -> Result<Outcome, SimError> {
    let mut outcome = sim.apply(action.clone())?;
    if let (Action::Run { cycles }, Some(mut done)) = (action, cut_short(&outcome)) {
        while done < *cycles {
            outcome = sim.apply(Action::Run {
                cycles: cycles - done,
            })?;
            match outcome {
                Outcome::Ran { cycles: c, .. } if c > 0 => done += c,
                _ => break,
            }
        }
    }
    Ok(outcome)
}

/// The step field that names an action in errors.
fn step_field(action: &Action) -> &'static str {
    match action {
        Action::Write { .. } => "write",
        Action::Read { .. } => "read",
        Action::SetMode { .. } => "mode",
        Action::Run { .. } | Action::RunUntil { .. } => "run",
        Action::Hypercall { .. } => "hypercall",
        Action::SetWorkload(_) => "workload",
        Action::SetPolicy(_) => "policy",
        Action::Reset => "reset",
    }
}
