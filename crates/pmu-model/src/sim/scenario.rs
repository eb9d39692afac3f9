//! Scenarios: a JSON file of steps run against a [`Simulator`] (docs/scenarios.md documents the
//! format and every step). Parsing checks the whole file first, so a malformed scenario fails
//! before anything runs, with an error naming the step and the field.

use serde_json::{json, Map, Value};
use thiserror::Error;

use super::workload::WorkloadSpec;
use super::{
    Action, HvPolicy, LogEntry, LogKind, ModeSpec, Outcome, SimError, Simulator, SparcMode, Stop, Until,
    WriteValue,
};
use crate::machines::sparc_kt::perfreg::{KT_GET_PERFREG, KT_SET_PERFREG};
use crate::number::{hex, parse_u64};

/// A scenario that cannot be run, and where.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum ScenarioError {
    #[error("scenario is not valid JSON: {0}")]
    Json(String),
    #[error("scenario field '{field}': {message}")]
    Top { field: String, message: String },
    #[error("step {step}: field '{field}': {message}")]
    Step {
        step: usize,
        field: String,
        message: String,
    },
}

fn top(field: &str, message: impl Into<String>) -> ScenarioError {
    ScenarioError::Top {
        field: field.into(),
        message: message.into(),
    }
}

fn at(step: usize, field: &str, message: impl Into<String>) -> ScenarioError {
    ScenarioError::Step {
        step,
        field: field.into(),
        message: message.into(),
    }
}

/// One parsed step.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Act(Action),
    /// Compare a register with an expected value; a mismatch goes to the output's `errors`.
    Expect {
        thread: u32,
        unit: u32,
        reg: String,
        value: u64,
    },
    /// Check that the log so far holds `count` entries (at least one, if not given) of `kind`,
    /// with `name` (trap name, hypercall status) if given.
    ExpectLog {
        kind: String,
        name: Option<String>,
        count: Option<usize>,
    },
    /// A PCL region call (seed 002 PCLstart / PCLread / PCLstop) on a thread.
    Pcl {
        thread: u32,
        call: PclCall,
    },
}

/// The PCL calls a scenario can make (docs/scenarios.md).
#[derive(Clone, Debug, PartialEq)]
pub enum PclCall {
    Start {
        events: Vec<String>,
        mode: crate::pcl::Mode,
        mhz: Option<f64>,
    },
    Read,
    Stop,
}

/// A parsed scenario.
#[derive(Clone, Debug, PartialEq)]
pub struct Scenario {
    pub machine: String,
    pub seed: u64,
    pub threads: u32,
    pub workload: WorkloadSpec,
    /// Montecito thread-switch settings (the optional field "montecito").
    pub montecito: Option<super::montecito::sched::Config>,
    pub steps: Vec<Step>,
}

/// A number given as a JSON number or a string ("0x10", "16").
fn number(v: &Value, what: impl Fn(String) -> ScenarioError) -> Result<u64, ScenarioError> {
    match v {
        Value::Number(n) => n
            .as_u64()
            .ok_or_else(|| what(format!("{n} is not an unsigned 64-bit integer"))),
        Value::String(s) => parse_u64(s).map_err(|e| what(e.to_string())),
        other => Err(what(format!("expected a number or a string, found {other}"))),
    }
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

impl Scenario {
    pub fn parse(source: &str) -> Result<Scenario, ScenarioError> {
        let v: Value = serde_json::from_str(source).map_err(|e| ScenarioError::Json(e.to_string()))?;
        Scenario::from_value(&v)
    }

    pub fn from_value(v: &Value) -> Result<Scenario, ScenarioError> {
        let obj = v
            .as_object()
            .ok_or_else(|| top("(top)", "a scenario is a JSON object"))?;
        for key in obj.keys() {
            if ![
                "machine",
                "seed",
                "threads",
                "workload",
                "steps",
                "description",
                "name",
                "montecito",
            ]
            .contains(&key.as_str())
            {
                return Err(top(
                    key,
                    "unknown field (fields: machine, seed, threads, workload, montecito, steps, name, description)",
                ));
            }
        }
        let machine = obj
            .get("machine")
            .and_then(Value::as_str)
            .ok_or_else(|| top("machine", "required: sparc-t4, sparc-kt or montecito"))?
            .to_string();
        if crate::machine::machine(&machine).is_none() {
            return Err(top(
                "machine",
                format!("unknown machine '{machine}' (sparc-t4, sparc-kt, montecito)"),
            ));
        }
        let seed = match obj.get("seed") {
            None => 1,
            Some(s) => number(s, |m| top("seed", m))?,
        };
        let threads = match obj.get("threads") {
            None => 1,
            Some(t) => {
                let n = number(t, |m| top("threads", m))?;
                u32::try_from(n).map_err(|_| top("threads", format!("{n} is too many")))?
            }
        };
        let workload = match obj.get("workload") {
            None => WorkloadSpec::default(),
            Some(w) => WorkloadSpec::from_json(w).map_err(|e| top("workload", e.to_string()))?,
        };
        let montecito = match obj.get("montecito") {
            None => None,
            Some(_) if machine != "montecito" => {
                return Err(top(
                    "montecito",
                    "thread-switch settings are for the montecito machine",
                ))
            }
            Some(m) => {
                let cfg: super::montecito::sched::Config =
                    serde_json::from_value(m.clone()).map_err(|e| top("montecito", e.to_string()))?;
                cfg.validate(threads).map_err(|e| top("montecito", e))?;
                Some(cfg)
            }
        };
        let steps_v = obj
            .get("steps")
            .and_then(Value::as_array)
            .ok_or_else(|| top("steps", "required: an array of steps"))?;
        let steps = steps_v
            .iter()
            .enumerate()
            .map(|(i, s)| parse_step(i, s, threads))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Scenario {
            machine,
            seed,
            threads,
            workload,
            montecito,
            steps,
        })
    }

    /// Run every step; the result JSON of docs/scenarios.md. A step the simulator refuses is an
    /// error naming the step (the simulator's state is then as after the previous step).
    pub fn run(&self) -> Result<Value, ScenarioError> {
        let out = self.execute(true)?;
        let mut result = result_json(&out.sim, out.reads, out.errors);
        if !out.pcl.is_empty() {
            result["pcl"] = Value::Array(out.pcl);
        }
        Ok(result)
    }

    /// The simulator after every step (expectations are not checked). The UI restores a
    /// session this way: the same seed and actions give the same state, bit for bit.
    pub fn simulate(&self) -> Result<Simulator, ScenarioError> {
        Ok(self.execute(false)?.sim)
    }

    /// Run every step; with `check`, evaluate the expectations and collect reads and PCL
    /// readings too.
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
        let mut region: Option<crate::pcl::region::Session> = None;
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
                        out.reads.push(read_json(sim, i, *thread, *unit, reg, *value));
                    }
                }
                Step::Pcl { thread, call } => {
                    let r = region.get_or_insert_with(|| crate::pcl::region::Session::new(*thread));
                    let entry = pcl_call(r, sim, *thread, call);
                    if check {
                        let mut entry = entry;
                        entry["step"] = json!(i);
                        out.pcl.push(entry);
                    }
                }
                Step::ExpectLog { .. } | Step::Expect { .. } if !check => {}
                Step::ExpectLog { kind, name, count } => {
                    let found = sim
                        .log
                        .iter()
                        .map(log_json)
                        .filter(|e| e["kind"] == kind.as_str())
                        .filter(|e| {
                            name.as_ref()
                                .is_none_or(|n| e["name"] == n.as_str() || e["status"] == n.as_str())
                        })
                        .count();
                    let ok = match count {
                        Some(c) => found == *c,
                        None => found > 0,
                    };
                    if !ok {
                        out.errors.push(json!({
                            "step": i,
                            "message": format!(
                                "expected {} log entries of kind {kind}{}, found {found}",
                                count.map_or("some".to_string(), |c| c.to_string()),
                                name.as_ref().map(|n| format!(" named {n}")).unwrap_or_default()
                            ),
                        }));
                    }
                }
                Step::Expect {
                    thread,
                    unit,
                    reg,
                    value,
                } => {
                    let actual = sim.peek(*thread, *unit, reg).ok_or_else(|| {
                        at(
                            i,
                            "expect.reg",
                            SimError::UnknownRegister {
                                machine: sim.machine.id,
                                reg: reg.clone(),
                            }
                            .to_string(),
                        )
                    })?;
                    if actual != *value {
                        out.errors.push(json!({
                            "step": i,
                            "message": format!("expected {reg} = {}, found {}", hex(*value, 64), hex(actual, 64)),
                        }));
                    }
                }
            }
        }
        Ok(out)
    }
}

/// What executing a scenario produced.
struct Executed {
    sim: Simulator,
    reads: Vec<Value>,
    errors: Vec<Value>,
    pcl: Vec<Value>,
}

/// Make one PCL call; its status (PCL_SUCCESS or the error's) and, for read and stop, the
/// values, as JSON. A call PCL refuses (bad nesting, an event the machine lacks) is a status in
/// the output, not a malformed scenario.
fn pcl_call(r: &mut crate::pcl::region::Session, sim: &mut Simulator, thread: u32, call: &PclCall) -> Value {
    use crate::pcl::metrics::Value as PclValue;
    let reading_json = |reading: &crate::pcl::region::Reading| {
        Value::Array(
            reading
                .events
                .iter()
                .map(|v| {
                    json!({
                        "event": v.event.name,
                        "value": match v.value {
                            PclValue::Count(c) => json!(c),
                            PclValue::Rate(x) => json!(x),
                        },
                    })
                })
                .collect(),
        )
    };
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
        Ok(reading) => {
            let mut v = json!({"call": name, "thread": thread, "status": "PCL_SUCCESS", "depth": r.depth()});
            if let Some(reading) = reading {
                v["events"] = reading_json(&reading);
            }
            v
        }
        Err(e) => {
            json!({"call": name, "thread": thread, "status": e.status().name(), "message": e.to_string()})
        }
    }
}

/// Apply an action; a plain run that the simulator cut short at its event limit (which keeps a
/// page responsive) is continued until it has run all its cycles: a scenario is a batch.
fn apply_fully(sim: &mut Simulator, action: &Action) -> Result<Outcome, SimError> {
    let outcome = sim.apply(action.clone())?;
    if let (
        Action::Run { cycles },
        Outcome::Ran {
            cycles: mut done,
            stopped: Stop::EventLimit,
        },
    ) = (action, &outcome)
    {
        while done < *cycles {
            match sim.apply(Action::Run {
                cycles: cycles - done,
            })? {
                Outcome::Ran { cycles: c, .. } if c > 0 => done += c,
                _ => break,
            }
        }
        return Ok(Outcome::Ran {
            cycles: done,
            stopped: Stop::Cycles,
        });
    }
    Ok(outcome)
}

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

fn parse_step(i: usize, v: &Value, threads: u32) -> Result<Step, ScenarioError> {
    let obj = v.as_object().ok_or_else(|| {
        at(
            i,
            "(step)",
            "a step is an object such as {\"run\": {\"cycles\": 100}}",
        )
    })?;
    let thread = match obj.get("thread") {
        None => 0,
        Some(t) => {
            let n = number(t, |m| at(i, "thread", m))?;
            if n >= u64::from(threads) {
                return Err(at(
                    i,
                    "thread",
                    format!("thread {n} does not exist: the scenario has {threads}"),
                ));
            }
            n as u32
        }
    };
    let kinds: Vec<&String> = obj
        .keys()
        .filter(|k| k.as_str() != "thread" && k.as_str() != "comment")
        .collect();
    let [kind] = kinds.as_slice() else {
        return Err(at(
            i,
            "(step)",
            "a step has exactly one of: mode, write, read, run, hypercall, policy, workload, reset, expect, pcl",
        ));
    };
    let body = &obj[kind.as_str()];
    let step = match kind.as_str() {
        "mode" => Step::Act(Action::SetMode {
            thread: obj.get("thread").map(|_| thread),
            mode: parse_mode(i, body)?,
        }),
        "write" => {
            let w = body
                .as_object()
                .ok_or_else(|| at(i, "write", "an object {\"reg\": .., \"value\" or \"fields\": ..}"))?;
            let reg = reg_name(i, "write.reg", w.get("reg"))?;
            let (thread, unit) = place(i, "write", w, thread, threads)?;
            let value = match (w.get("value"), w.get("fields")) {
                (Some(v), None) => WriteValue::Raw(number(v, |m| at(i, "write.value", m))?),
                (None, Some(Value::Object(f))) => WriteValue::Fields(
                    f.iter()
                        .map(|(k, v)| {
                            text(v)
                                .map(|t| (k.clone(), t))
                                .ok_or_else(|| at(i, &format!("write.fields.{k}"), "a number or a name"))
                        })
                        .collect::<Result<_, _>>()?,
                ),
                _ => return Err(at(i, "write", "give either \"value\" or \"fields\" (an object)")),
            };
            Step::Act(Action::Write {
                thread,
                unit,
                reg,
                value,
            })
        }
        "read" => {
            let (reg, thread, unit) = match body {
                Value::String(s) => (s.clone(), thread, 0),
                Value::Object(r) => {
                    let reg = reg_name(i, "read.reg", r.get("reg"))?;
                    let (t, u) = place(i, "read", r, thread, threads)?;
                    (reg, t, u)
                }
                _ => return Err(at(i, "read", "a register name or {\"reg\": ..}")),
            };
            Step::Act(Action::Read { thread, unit, reg })
        }
        "run" => {
            let r = body
                .as_object()
                .ok_or_else(|| at(i, "run", "{\"cycles\": N} or {\"until\": .., \"max_cycles\": N}"))?;
            match (r.get("cycles"), r.get("until")) {
                (Some(c), None) => Step::Act(Action::Run {
                    cycles: number(c, |m| at(i, "run.cycles", m))?,
                }),
                (None, Some(u)) => {
                    let max_cycles = match r.get("max_cycles") {
                        Some(m) => number(m, |e| at(i, "run.max_cycles", e))?,
                        None => super::MAX_RUN,
                    };
                    let until = match u.as_str() {
                        Some("overflow") => Until::Overflow,
                        Some("trap") => Until::Trap,
                        Some("thread_switch") => Until::ThreadSwitch,
                        Some("cycle") => Until::Cycle(number(
                            r.get("cycle")
                                .ok_or_else(|| at(i, "run.cycle", "required with \"until\": \"cycle\""))?,
                            |m| at(i, "run.cycle", m),
                        )?),
                        _ => return Err(at(i, "run.until", "one of overflow, trap, thread_switch, cycle")),
                    };
                    Step::Act(Action::RunUntil { until, max_cycles })
                }
                _ => return Err(at(i, "run", "give either \"cycles\" or \"until\"")),
            }
        }
        "hypercall" => {
            let h = body
                .as_object()
                .ok_or_else(|| at(i, "hypercall", "{\"fn\": .., \"args\": [..]}"))?;
            let func = match h.get("fn") {
                Some(Value::String(s)) if s.eq_ignore_ascii_case("KT_GET_PERFREG") => KT_GET_PERFREG,
                Some(Value::String(s)) if s.eq_ignore_ascii_case("KT_SET_PERFREG") => KT_SET_PERFREG,
                Some(f) => number(f, |m| {
                    at(
                        i,
                        "hypercall.fn",
                        format!("{m} (or KT_GET_PERFREG, KT_SET_PERFREG)"),
                    )
                })?,
                None => return Err(at(i, "hypercall.fn", "required")),
            };
            let args = match h.get("args") {
                None => Vec::new(),
                Some(Value::Array(a)) => a
                    .iter()
                    .enumerate()
                    .map(|(k, v)| number(v, |m| at(i, &format!("hypercall.args[{k}]"), m)))
                    .collect::<Result<_, _>>()?,
                Some(_) => return Err(at(i, "hypercall.args", "an array")),
            };
            Step::Act(Action::Hypercall { thread, func, args })
        }
        "policy" => {
            let p = body.as_object().ok_or_else(|| {
                at(
                    i,
                    "policy",
                    "{\"deny_ht\": bool, \"deny\": [PerfReg#..], \"l2_busy\": bool}",
                )
            })?;
            let mut policy = HvPolicy::default();
            for (k, v) in p {
                match k.as_str() {
                    "nodes" => {
                        let n = number(v, |m| at(i, "policy.nodes", m))?;
                        if !(1..=4).contains(&n) {
                            return Err(at(
                                i,
                                "policy.nodes",
                                format!("{n}: a KT system has 1 to 4 nodes"),
                            ));
                        }
                        policy.nodes = n as u8;
                    }
                    "deny_ht" => {
                        policy.deny_ht = v
                            .as_bool()
                            .ok_or_else(|| at(i, "policy.deny_ht", "true or false"))?
                    }
                    "l2_busy" => {
                        policy.l2_busy = v
                            .as_bool()
                            .ok_or_else(|| at(i, "policy.l2_busy", "true or false"))?
                    }
                    "deny" => {
                        policy.deny = v
                            .as_array()
                            .ok_or_else(|| at(i, "policy.deny", "an array of PerfReg numbers"))?
                            .iter()
                            .map(|n| number(n, |m| at(i, "policy.deny", m)))
                            .collect::<Result<_, _>>()?
                    }
                    other => {
                        return Err(at(
                            i,
                            &format!("policy.{other}"),
                            "unknown (nodes, deny_ht, deny, l2_busy)",
                        ))
                    }
                }
            }
            Step::Act(Action::SetPolicy(policy))
        }
        "workload" => Step::Act(Action::SetWorkload(Box::new(
            WorkloadSpec::from_json(body).map_err(|e| at(i, "workload", e.to_string()))?,
        ))),
        "reset" => Step::Act(Action::Reset),
        "pcl" => Step::Pcl {
            thread,
            call: parse_pcl(i, body)?,
        },
        "expect" if body.get("log").is_some() => {
            let l = body["log"]
                .as_object()
                .ok_or_else(|| at(i, "expect.log", "{\"kind\": .., \"name\": .., \"count\": N}"))?;
            let kind = l
                .get("kind")
                .and_then(Value::as_str)
                .ok_or_else(|| {
                    at(
                        i,
                        "expect.log.kind",
                        "required: overflow, trap, trap_lost, hypercall, note",
                    )
                })?
                .to_string();
            let name = l.get("name").and_then(Value::as_str).map(str::to_string);
            let count = match l.get("count") {
                None => None,
                Some(c) => Some(number(c, |m| at(i, "expect.log.count", m))? as usize),
            };
            Step::ExpectLog { kind, name, count }
        }
        "expect" => {
            let e = body
                .as_object()
                .ok_or_else(|| at(i, "expect", "{\"reg\": .., \"value\": ..}"))?;
            let reg = reg_name(i, "expect.reg", e.get("reg"))?;
            let (thread, unit) = place(i, "expect", e, thread, threads)?;
            let value = number(
                e.get("value").ok_or_else(|| at(i, "expect.value", "required"))?,
                |m| at(i, "expect.value", m),
            )?;
            Step::Expect {
                thread,
                unit,
                reg,
                value,
            }
        }
        other => {
            return Err(at(
                i,
                other,
                "unknown step (mode, write, read, run, hypercall, policy, workload, reset, expect, pcl)",
            ))
        }
    };
    Ok(step)
}

/// `{"pcl": {"start": ["PCL_CYCLES", ...], "mode": "user", "mhz": 1600}}`, `{"pcl": "read"}`,
/// `{"pcl": "stop"}`.
fn parse_pcl(i: usize, v: &Value) -> Result<PclCall, ScenarioError> {
    match v {
        Value::String(s) if s == "read" => Ok(PclCall::Read),
        Value::String(s) if s == "stop" => Ok(PclCall::Stop),
        Value::Object(o) => {
            let events = o
                .get("start")
                .and_then(Value::as_array)
                .ok_or_else(|| at(i, "pcl.start", "an array of PCL event names"))?
                .iter()
                .enumerate()
                .map(|(k, e)| {
                    e.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| at(i, &format!("pcl.start[{k}]"), "a PCL event name"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let mode = match o.get("mode").and_then(Value::as_str) {
                None => crate::pcl::Mode::User,
                Some(m) => crate::pcl::Mode::parse(m)
                    .ok_or_else(|| at(i, "pcl.mode", format!("'{m}' is not user, system or both")))?,
            };
            let mhz = match o.get("mhz") {
                None => None,
                Some(m) => Some(
                    m.as_f64()
                        .filter(|x| *x > 0.0)
                        .ok_or_else(|| at(i, "pcl.mhz", "a positive number"))?,
                ),
            };
            Ok(PclCall::Start { events, mode, mhz })
        }
        _ => Err(at(
            i,
            "pcl",
            "{\"start\": [events], \"mode\": ..}, \"read\" or \"stop\"",
        )),
    }
}

fn reg_name(i: usize, field: &str, v: Option<&Value>) -> Result<String, ScenarioError> {
    v.and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| at(i, field, "required: a register name such as PCR0"))
}

/// The thread and unit (MCU or node) a register access names: "thread" inside the object
/// overrides the step's; "mcu", "node" or "unit" choose the unit.
fn place(
    i: usize,
    kind: &str,
    o: &Map<String, Value>,
    thread: u32,
    threads: u32,
) -> Result<(u32, u32), ScenarioError> {
    let thread = match o.get("thread") {
        Some(t) => {
            let n = number(t, |m| at(i, &format!("{kind}.thread"), m))?;
            if n >= u64::from(threads) {
                return Err(at(
                    i,
                    &format!("{kind}.thread"),
                    format!("thread {n} does not exist: the scenario has {threads}"),
                ));
            }
            n as u32
        }
        None => thread,
    };
    let mut unit = 0;
    for key in ["unit", "mcu", "node"] {
        if let Some(u) = o.get(key) {
            let n = number(u, |m| at(i, &format!("{kind}.{key}"), m))?;
            unit = u32::try_from(n).map_err(|_| at(i, &format!("{kind}.{key}"), "too large"))?;
        }
    }
    Ok((thread, unit))
}

fn parse_mode(i: usize, v: &Value) -> Result<ModeSpec, ScenarioError> {
    match v {
        Value::String(s) => SparcMode::parse(s).map(ModeSpec::Sparc).ok_or_else(|| {
            at(
                i,
                "mode",
                format!("'{s}' is not user, privileged or hyperprivileged"),
            )
        }),
        Value::Object(o) => {
            let cpl = number(
                o.get("cpl").ok_or_else(|| at(i, "mode.cpl", "required (0-3)"))?,
                |m| at(i, "mode.cpl", m),
            )?;
            if cpl > 3 {
                return Err(at(i, "mode.cpl", format!("{cpl} is not a privilege level (0-3)")));
            }
            let psr = o.get("psr").and_then(Value::as_object);
            let bit = |name: &str| -> Result<bool, ScenarioError> {
                match psr.and_then(|p| p.get(name)) {
                    None => Ok(false),
                    Some(b) => Ok(number(b, |m| at(i, &format!("mode.psr.{name}"), m))? != 0),
                }
            };
            Ok(ModeSpec::Itanium {
                cpl: cpl as u8,
                up: bit("up")?,
                pp: bit("pp")?,
            })
        }
        _ => Err(at(
            i,
            "mode",
            "a SPARC mode name or {\"cpl\": N, \"psr\": {\"up\": 1, \"pp\": 0}}",
        )),
    }
}

fn read_json(sim: &Simulator, step: usize, thread: u32, unit: u32, reg: &str, value: Option<u64>) -> Value {
    let r = sim.machine.register(reg);
    let fields = match (r, value) {
        (Some(r), Some(v)) => {
            let d = crate::decode::decode(sim.machine, r, v);
            Value::Array(
                d.fields
                    .iter()
                    .filter(|f| f.active != Some(false))
                    .map(|f| json!({"name": f.field.name, "value": f.value, "meaning": f.meaning}))
                    .collect(),
            )
        }
        _ => Value::Null,
    };
    json!({
        "step": step,
        "thread": thread,
        "unit": unit,
        "reg": r.map(|r| r.name).unwrap_or(reg),
        "value": value.map(|v| hex(v, 64)),
        "trapped": value.is_none(),
        "fields": fields,
    })
}

/// A log entry as JSON.
pub fn log_json(e: &LogEntry) -> Value {
    let mut v = json!({"cycle": e.cycle, "kind": e.kind.name()});
    if let Some(t) = e.thread {
        v["thread"] = json!(t);
    }
    match &e.kind {
        LogKind::Overflow { counter, control } => {
            v["counter"] = json!(counter);
            v["control"] = json!(control);
        }
        LogKind::Trap {
            name,
            counter,
            tpc,
            ntc,
            repeat,
            note,
        } => {
            v["name"] = json!(name);
            if let Some(c) = counter {
                v["counter"] = json!(c);
            }
            if let Some(pc) = tpc {
                v["tpc"] = json!(hex(*pc, 64));
            }
            if *ntc {
                v["ntc"] = json!(true);
            }
            if *repeat {
                v["repeat"] = json!(true);
            }
            v["note"] = json!(note);
        }
        LogKind::TrapLost {
            name,
            counter,
            reason,
        } => {
            v["name"] = json!(name);
            v["counter"] = json!(counter);
            v["reason"] = json!(reason);
        }
        LogKind::Hypercall {
            func,
            name,
            args,
            status,
            value,
        } => {
            v["fn"] = json!(name);
            v["fn_number"] = json!(hex(*func, 12));
            v["args"] = json!(args.iter().map(|a| hex(*a, 64)).collect::<Vec<_>>());
            v["status"] = json!(status.name());
            v["status_code"] = json!(status.code());
            if let Some(x) = value {
                v["value"] = json!(hex(*x, 64));
            }
        }
        LogKind::Note { text } => v["text"] = json!(text),
        LogKind::Interrupt { name, counter, note } => {
            v["name"] = json!(name);
            if let Some(c) = counter {
                v["counter"] = json!(c);
            }
            v["note"] = json!(note);
        }
        LogKind::Freeze { note } => v["note"] = json!(note),
        LogKind::ThreadSwitch {
            from,
            to,
            reason,
            urgency_from,
            urgency_to,
        } => {
            v["from"] = json!(from);
            v["to"] = json!(to);
            v["reason"] = json!(reason);
            v["urgency_from"] = json!(urgency_from);
            v["urgency_to"] = json!(urgency_to);
        }
    }
    v
}

fn registers_json(sim: &Simulator, thread: u32) -> Value {
    let mut m = Map::new();
    for (r, v) in sim.registers(thread) {
        m.insert(r.name.to_string(), json!(hex(v, r.width)));
    }
    Value::Object(m)
}

/// The result JSON of a simulator's current state.
pub fn result_json(sim: &Simulator, reads: Vec<Value>, errors: Vec<Value>) -> Value {
    let threads: Vec<Value> = (0..sim.threads)
        .map(|t| {
            let mode = match sim.mode(t) {
                Some(ModeSpec::Sparc(m)) => json!(m.name()),
                Some(ModeSpec::Itanium { cpl, up, pp }) => {
                    json!({"cpl": cpl, "psr": {"up": up, "pp": pp}})
                }
                None => Value::Null,
            };
            json!({
                "thread": t,
                "mode": mode,
                "mode_now": sim.effective_mode(t).map(SparcMode::name),
                "registers": registers_json(sim, t),
            })
        })
        .collect();
    let mut out = json!({
        "machine": sim.machine.id,
        "seed": sim.seed,
        "workload": sim.workload.name,
        "cycle": sim.cycle,
        "reads": reads,
        "log": sim.log.iter().map(log_json).collect::<Vec<_>>(),
        "registers": registers_json(sim, 0),
        "threads": threads,
        "errors": errors,
    });
    if let Some(m) = sim.montecito() {
        out["montecito"] = montecito_json(sim, m);
    }
    out
}

/// The Montecito core's thread state: who is in the foreground, urgencies, switch counts.
fn montecito_json(sim: &Simulator, m: &super::montecito::Montecito) -> Value {
    use super::montecito::sched::Reason;
    let (total, by) = m.switch_counts();
    let mut reasons = Map::new();
    for (r, n) in Reason::ALL.iter().zip(by) {
        reasons.insert(r.name().into(), json!(n));
    }
    json!({
        "foreground": m.foreground(),
        "switching": m.switching(),
        "urgency": (0..sim.threads).map(|t| m.urgency(t)).collect::<Vec<_>>(),
        "position": (0..sim.threads).map(|t| m.position(t)).collect::<Vec<_>>(),
        "switches": total,
        "switch_reasons": reasons,
    })
}

impl Scenario {
    /// A scenario with no steps yet.
    pub fn new(machine: &str, seed: u64, threads: u32, workload: WorkloadSpec) -> Scenario {
        Scenario {
            machine: machine.to_string(),
            seed,
            threads,
            workload,
            montecito: None,
            steps: Vec::new(),
        }
    }

    /// Append an action that the simulator accepted. Consecutive runs of plain cycles merge
    /// into one (running a+b cycles is running a then b); a reset drops the history before it.
    pub fn record(&mut self, action: Action) {
        match action {
            Action::Reset => self.steps.clear(),
            Action::Run { cycles } => {
                if let Some(Step::Act(Action::Run { cycles: prev })) = self.steps.last_mut() {
                    *prev = prev.saturating_add(cycles);
                } else {
                    self.steps.push(Step::Act(Action::Run { cycles }));
                }
            }
            other => self.steps.push(Step::Act(other)),
        }
    }

    /// The scenario as JSON, in the format `Scenario::parse` reads (docs/scenarios.md).
    pub fn to_json(&self) -> Value {
        let workload = if crate::sim::workload::builtin(&self.workload.name).as_ref() == Some(&self.workload)
        {
            json!(self.workload.name)
        } else {
            let mut w = serde_json::to_value(&self.workload).unwrap_or(Value::Null);
            if let Some(o) = w.as_object_mut() {
                o.remove("name");
                o.remove("description");
            }
            w
        };
        let steps: Vec<Value> = self.steps.iter().map(step_json).collect();
        let mut v = json!({
            "machine": self.machine,
            "seed": self.seed,
            "threads": self.threads,
            "workload": workload,
            "steps": steps,
        });
        if let Some(cfg) = &self.montecito {
            v["montecito"] = serde_json::to_value(cfg).unwrap_or(Value::Null);
        }
        v
    }
}

fn num(v: u64) -> Value {
    if v < 1 << 32 {
        json!(v)
    } else {
        json!(hex(v, 64))
    }
}

/// One step as JSON (the inverse of `parse_step`).
pub fn step_json(step: &Step) -> Value {
    match step {
        Step::Pcl { thread, call } => {
            let body = match call {
                PclCall::Read => json!("read"),
                PclCall::Stop => json!("stop"),
                PclCall::Start { events, mode, mhz } => {
                    let mut b = json!({"start": events, "mode": mode.short()});
                    if let Some(m) = mhz {
                        b["mhz"] = json!(m);
                    }
                    b
                }
            };
            let mut v = json!({"pcl": body});
            if *thread != 0 {
                v["thread"] = json!(thread);
            }
            v
        }
        Step::Act(a) => action_json(a),
        Step::Expect {
            thread,
            unit,
            reg,
            value,
        } => {
            json!({"expect": {"reg": reg, "value": num(*value), "thread": thread, "unit": unit}})
        }
        Step::ExpectLog { kind, name, count } => {
            let mut l = json!({"kind": kind});
            if let Some(n) = name {
                l["name"] = json!(n);
            }
            if let Some(c) = count {
                l["count"] = json!(c);
            }
            json!({"expect": {"log": l}})
        }
    }
}

/// An action as a scenario step.
pub fn action_json(a: &Action) -> Value {
    let placed = |mut v: Value, thread: u32, unit: u32| {
        if thread != 0 {
            v["thread"] = json!(thread);
        }
        if unit != 0 {
            v["unit"] = json!(unit);
        }
        v
    };
    match a {
        Action::Write {
            thread,
            unit,
            reg,
            value,
        } => {
            let body = match value {
                WriteValue::Raw(v) => json!({"reg": reg, "value": num(*v)}),
                WriteValue::Fields(f) => {
                    let fields: Map<String, Value> = f.iter().map(|(k, v)| (k.clone(), json!(v))).collect();
                    json!({"reg": reg, "fields": fields})
                }
            };
            json!({"write": placed(body, *thread, *unit)})
        }
        Action::Read { thread, unit, reg } => json!({"read": placed(json!({"reg": reg}), *thread, *unit)}),
        Action::SetMode { thread, mode } => {
            let m = match mode {
                ModeSpec::Sparc(m) => json!(m.name()),
                ModeSpec::Itanium { cpl, up, pp } => {
                    json!({"cpl": cpl, "psr": {"up": u8::from(*up), "pp": u8::from(*pp)}})
                }
            };
            let mut v = json!({"mode": m});
            if let Some(t) = thread {
                v["thread"] = json!(t);
            }
            v
        }
        Action::Run { cycles } => json!({"run": {"cycles": num(*cycles)}}),
        Action::RunUntil { until, max_cycles } => {
            let mut r = json!({"until": until.name(), "max_cycles": num(*max_cycles)});
            if let Until::Cycle(c) = until {
                r["cycle"] = num(*c);
            }
            json!({"run": r})
        }
        Action::Hypercall { thread, func, args } => {
            let f = match *func {
                KT_GET_PERFREG => json!("KT_GET_PERFREG"),
                KT_SET_PERFREG => json!("KT_SET_PERFREG"),
                other => json!(hex(other, 12)),
            };
            let mut v =
                json!({"hypercall": {"fn": f, "args": args.iter().map(|a| num(*a)).collect::<Vec<_>>()}});
            if *thread != 0 {
                v["thread"] = json!(thread);
            }
            v
        }
        Action::SetPolicy(p) => {
            json!({"policy": {"nodes": p.nodes, "deny_ht": p.deny_ht, "deny": p.deny, "l2_busy": p.l2_busy}})
        }
        Action::SetWorkload(w) => {
            let v = if crate::sim::workload::builtin(&w.name).as_ref() == Some(w.as_ref()) {
                json!(w.name)
            } else {
                serde_json::to_value(w.as_ref()).unwrap_or(Value::Null)
            };
            json!({"workload": v})
        }
        Action::Reset => json!({"reset": true}),
    }
}
