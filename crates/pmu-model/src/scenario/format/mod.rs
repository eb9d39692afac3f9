//! The scenario file (docs/scenarios.md) as serde types: [`ScenarioFile`] and [`StepFile`] read
//! and write it, so the reader and the writer cannot disagree. Unknown fields are errors
//! (`deny_unknown_fields`), and every error names the step and the field path
//! (`serde_path_to_error`). What the types cannot say (a step has exactly one kind, a thread
//! exists, `value` or `fields`) is checked when the file becomes a [`Scenario`], with the same
//! step and field names.

pub mod values;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_path_to_error::Segment;

use super::{at, top, PclCall, Scenario, ScenarioError, Step, Want};
use crate::sim::montecito::sched;
use crate::sim::workload::{builtin, WorkloadSpec};
use crate::sim::{Action, HvPolicy, ModeSpec, Until, WriteValue, MAX_RUN};
use values::{
    Bit, Cpl, Fields, HypercallFn, LogKindName, Mhz, NameOr, Nodes, Num, PclModeName, PclWord, SparcModeName,
    UntilName,
};

/// A scenario file.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "scenario")]
pub struct ScenarioFile {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub machine: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<Num>,
    /// A built-in name or a description object (read by [`WorkloadSpec::from_json`], which
    /// layers it over a built-in).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub workload: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<StepFile>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub montecito: Option<sched::Config>,
    /// Free text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// One step: exactly one of the kinds, plus the thread it acts on and a comment. The kinds are
/// fields rather than an enum so that `thread` and `comment` can sit beside them.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "step")]
pub struct StepFile {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<NameOr<SparcModeName, ItaniumMode>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub write: Option<WriteBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub read: Option<NameOr<String, Place>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run: Option<RunBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hypercall: Option<HypercallBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub policy: Option<PolicyBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub workload: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reset: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expect: Option<ExpectBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pcl: Option<NameOr<PclWord, PclStart>>,
    /// The strand or thread the step acts on (default 0; for `mode`, every thread).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<Num>,
    /// Free text (any JSON value); not kept.
    #[serde(default, skip_serializing)]
    pub comment: Option<Value>,
}

/// The step kinds, in the order the error messages list them.
const STEP_KINDS: &str = "mode, write, read, run, hypercall, policy, workload, reset, expect, pcl";

/// `{"cpl": 3, "psr": {"up": 1, "pp": 0}}`: an Itanium privilege state.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ItaniumMode {
    pub cpl: Cpl,
    #[serde(default)]
    pub psr: Psr,
}

/// PSR.up and PSR.pp (seed 003).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Psr {
    #[serde(default)]
    pub up: Bit,
    #[serde(default)]
    pub pp: Bit,
}

/// A register access: the register, and the thread and unit (MCU or node) it names. `thread`
/// here overrides the step's; `mcu` and `node` are other names for `unit`.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    pub reg: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcu: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node: Option<Num<u32>>,
}

/// `{"reg": R, "value": V}` or `{"reg": R, "fields": {F: V}}`, with the place fields of [`Place`].
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WriteBody {
    pub reg: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<Fields>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcu: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node: Option<Num<u32>>,
}

/// `{"cycles": N}`, or `{"until": U, "max_cycles": N}` (with `"cycle": C` for `until: cycle`).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunBody {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycles: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub until: Option<UntilName>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_cycles: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycle: Option<Num>,
}

/// `{"fn": F, "args": [..]}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HypercallBody {
    #[serde(rename = "fn")]
    pub func: HypercallFn,
    #[serde(default)]
    pub args: Vec<Num>,
}

/// The KT hypervisor's settings; a field not given takes its default.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PolicyBody {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<Nodes>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deny_ht: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deny: Option<Vec<Num>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub l2_busy: Option<bool>,
}

/// `{"reg": R, "value": V}`, `{"reg": R, "field": F, "value": V}`, `{"reg": R, "min": A,
/// "max": B}` (with the place fields of [`Place`]), or `{"log": {..}}` alone.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectBody {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reg: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcu: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node: Option<Num<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub log: Option<LogCheck>,
}

/// `{"kind": K, "name": N, "count": C}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogCheck {
    pub kind: LogKindName,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<Num>,
}

/// `{"start": [E, ..], "mode": M, "mhz": F}`: PCLstart.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PclStart {
    pub start: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<PclModeName>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mhz: Option<Mhz>,
}

impl Scenario {
    /// Read a scenario (docs/scenarios.md). The whole file is checked before anything runs;
    /// an error names the step and the field.
    pub fn parse(source: &str) -> Result<Scenario, ScenarioError> {
        let mut de = serde_json::Deserializer::from_str(source);
        let file: ScenarioFile = serde_path_to_error::deserialize(&mut de).map_err(located)?;
        de.end().map_err(|e| ScenarioError::Json(e.to_string()))?;
        Scenario::from_file(file)
    }

    /// The scenario as JSON text, in the format [`Scenario::parse`] reads.
    pub fn write(&self) -> String {
        serde_json::to_string(&self.to_file()).unwrap_or_default()
    }

    /// The scenario as a JSON value, in the format [`Scenario::parse`] reads.
    pub fn to_json(&self) -> Value {
        serde_json::to_value(self.to_file()).unwrap_or(Value::Null)
    }

    /// The file that [`Scenario::parse`] reads back as this scenario.
    pub fn to_file(&self) -> ScenarioFile {
        ScenarioFile {
            machine: Some(self.machine.clone()),
            seed: Some(Num(self.seed)),
            threads: Some(Num(u64::from(self.threads))),
            workload: Some(top_workload_json(&self.workload)),
            steps: Some(self.steps.iter().map(step_file).collect()),
            montecito: self.montecito.clone(),
            name: None,
            description: None,
        }
    }

    /// Check a file's meaning (what its types cannot say) and build the scenario.
    pub fn from_file(file: ScenarioFile) -> Result<Scenario, ScenarioError> {
        let machine = file
            .machine
            .ok_or_else(|| top("machine", "required: sparc-t4, sparc-kt or montecito"))?;
        if crate::machine::machine(&machine).is_none() {
            return Err(top(
                "machine",
                format!("unknown machine '{machine}' (sparc-t4, sparc-kt, montecito)"),
            ));
        }
        let seed = file.seed.map_or(1, |Num(s)| s);
        let threads = match file.threads {
            None => 1,
            Some(Num(n)) => u32::try_from(n).map_err(|_| top("threads", format!("{n} is too many")))?,
        };
        let workload = match &file.workload {
            None => WorkloadSpec::default(),
            Some(w) => WorkloadSpec::from_json(w).map_err(|e| top("workload", e.to_string()))?,
        };
        let montecito = match file.montecito {
            None => None,
            Some(_) if machine != "montecito" => {
                return Err(top(
                    "montecito",
                    "thread-switch settings are for the montecito machine",
                ))
            }
            Some(cfg) => {
                cfg.validate(threads).map_err(|e| top("montecito", e))?;
                Some(cfg)
            }
        };
        let steps = file
            .steps
            .ok_or_else(|| top("steps", "required: an array of steps"))?
            .into_iter()
            .enumerate()
            .map(|(i, s)| read_step(i, s, threads))
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
}

/// A deserialisation error as a [`ScenarioError`]: `steps[3].write.value` becomes step 3,
/// field `write.value`; a top-level field names itself, with the path inside it in the message.
fn located(e: serde_path_to_error::Error<serde_json::Error>) -> ScenarioError {
    let segments: Vec<Segment> = e.path().iter().cloned().collect();
    let inner = e.into_inner();
    if !inner.is_data() {
        return ScenarioError::Json(inner.to_string());
    }
    // serde_json ends its messages with the position; the path says where more usefully.
    let full = inner.to_string();
    let position = format!(" at line {} column {}", inner.line(), inner.column());
    let message = full.strip_suffix(&position).unwrap_or(&full).to_string();
    match segments.as_slice() {
        [Segment::Map { key }, Segment::Seq { index }, rest @ ..] if key == "steps" => {
            let field = if rest.is_empty() {
                "(step)".to_string()
            } else {
                path_text(rest)
            };
            at(*index, &field, message)
        }
        [Segment::Map { key }] => top(key, message),
        [Segment::Map { key }, rest @ ..] => top(key, format!("{}: {message}", path_text(rest))),
        _ => top("(top)", message),
    }
}

/// A path inside a step or field: `write.fields.sl`, `hypercall.args[1]`.
fn path_text(segments: &[Segment]) -> String {
    let mut out = String::new();
    for s in segments {
        match s {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Segment::Unknown => out.push_str(".?"),
        }
    }
    out
}

/// A thread number that must exist.
fn thread_in(i: usize, field: &str, Num(n): Num, threads: u32) -> Result<u32, ScenarioError> {
    u32::try_from(n).ok().filter(|t| *t < threads).ok_or_else(|| {
        at(
            i,
            field,
            format!("thread {n} does not exist: the scenario has {threads}"),
        )
    })
}

/// The thread and unit of a register access: the access's own `thread` overrides the step's;
/// of `unit`, `mcu` and `node`, the last given wins.
fn place(
    i: usize,
    kind: &str,
    fields: (Option<Num>, [Option<Num<u32>>; 3]),
    step_thread: u32,
    threads: u32,
) -> Result<(u32, u32), ScenarioError> {
    let (thread, units) = fields;
    let thread = match thread {
        Some(t) => thread_in(i, &format!("{kind}.thread"), t, threads)?,
        None => step_thread,
    };
    let unit = units.iter().flatten().last().map_or(0, |Num(u)| *u);
    Ok((thread, unit))
}

/// A file step as a [`Step`].
fn read_step(i: usize, s: StepFile, threads: u32) -> Result<Step, ScenarioError> {
    let given = [
        s.mode.is_some(),
        s.write.is_some(),
        s.read.is_some(),
        s.run.is_some(),
        s.hypercall.is_some(),
        s.policy.is_some(),
        s.workload.is_some(),
        s.reset.is_some(),
        s.expect.is_some(),
        s.pcl.is_some(),
    ];
    if given.iter().filter(|g| **g).count() != 1 {
        return Err(at(
            i,
            "(step)",
            format!("a step has exactly one of: {STEP_KINDS}"),
        ));
    }
    let step_thread = match s.thread {
        Some(t) => Some(thread_in(i, "thread", t, threads)?),
        None => None,
    };
    let thread = step_thread.unwrap_or(0);
    if let Some(m) = s.mode {
        let mode = match m {
            NameOr::Name(SparcModeName(m)) => ModeSpec::Sparc(m),
            NameOr::Object(ItaniumMode { cpl, psr }) => ModeSpec::Itanium {
                cpl: cpl.0,
                up: psr.up.0,
                pp: psr.pp.0,
            },
        };
        return Ok(Step::Act(Action::SetMode {
            thread: step_thread,
            mode,
        }));
    }
    if let Some(w) = s.write {
        let (thread, unit) = place(i, "write", (w.thread, [w.unit, w.mcu, w.node]), thread, threads)?;
        let value = match (w.value, w.fields) {
            (Some(Num(v)), None) => WriteValue::Raw(v),
            (None, Some(Fields(f))) => WriteValue::Fields(f),
            _ => return Err(at(i, "write", "give either \"value\" or \"fields\" (an object)")),
        };
        return Ok(Step::Act(Action::Write {
            thread,
            unit,
            reg: w.reg,
            value,
        }));
    }
    if let Some(r) = s.read {
        let (reg, thread, unit) = match r {
            NameOr::Name(reg) => (reg, thread, 0),
            NameOr::Object(p) => {
                let (t, u) = place(i, "read", (p.thread, [p.unit, p.mcu, p.node]), thread, threads)?;
                (p.reg, t, u)
            }
        };
        return Ok(Step::Act(Action::Read { thread, unit, reg }));
    }
    if let Some(r) = s.run {
        return read_run(i, r).map(Step::Act);
    }
    if let Some(h) = s.hypercall {
        return Ok(Step::Act(Action::Hypercall {
            thread,
            func: h.func.0,
            args: h.args.into_iter().map(|Num(a)| a).collect(),
        }));
    }
    if let Some(p) = s.policy {
        let d = HvPolicy::default();
        return Ok(Step::Act(Action::SetPolicy(HvPolicy {
            nodes: p.nodes.map_or(d.nodes, |n| n.0),
            deny_ht: p.deny_ht.unwrap_or(d.deny_ht),
            deny: p.deny.map_or(d.deny, |v| v.into_iter().map(|Num(n)| n).collect()),
            l2_busy: p.l2_busy.unwrap_or(d.l2_busy),
        })));
    }
    if let Some(w) = s.workload {
        let spec = WorkloadSpec::from_json(&w).map_err(|e| at(i, "workload", e.to_string()))?;
        return Ok(Step::Act(Action::SetWorkload(Box::new(spec))));
    }
    if let Some(r) = s.reset {
        return if r {
            Ok(Step::Act(Action::Reset))
        } else {
            Err(at(i, "reset", "write {\"reset\": true}"))
        };
    }
    if let Some(e) = s.expect {
        return read_expect(i, e, thread, threads);
    }
    match s.pcl {
        Some(NameOr::Name(PclWord::Read)) => Ok(Step::Pcl {
            thread,
            call: PclCall::Read,
        }),
        Some(NameOr::Name(PclWord::Stop)) => Ok(Step::Pcl {
            thread,
            call: PclCall::Stop,
        }),
        Some(NameOr::Object(p)) => Ok(Step::Pcl {
            thread,
            call: PclCall::Start {
                events: p.start,
                mode: p.mode.map_or(crate::pcl::Mode::User, |m| m.0),
                mhz: p.mhz.map(|m| m.0),
            },
        }),
        None => Err(at(
            i,
            "(step)",
            format!("a step has exactly one of: {STEP_KINDS}"),
        )),
    }
}

fn read_run(i: usize, r: RunBody) -> Result<Action, ScenarioError> {
    match (r.cycles, r.until) {
        (Some(Num(cycles)), None) => {
            if r.max_cycles.is_some() || r.cycle.is_some() {
                return Err(at(
                    i,
                    "run",
                    "\"max_cycles\" and \"cycle\" go with \"until\", not with \"cycles\"",
                ));
            }
            Ok(Action::Run { cycles })
        }
        (None, Some(u)) => {
            let until = match (u, r.cycle) {
                (UntilName::Cycle, Some(Num(c))) => Until::Cycle(c),
                (UntilName::Cycle, None) => {
                    return Err(at(i, "run.cycle", "required with \"until\": \"cycle\""))
                }
                (_, Some(_)) => return Err(at(i, "run.cycle", "only with \"until\": \"cycle\"")),
                (UntilName::Overflow, None) => Until::Overflow,
                (UntilName::Trap, None) => Until::Trap,
                (UntilName::ThreadSwitch, None) => Until::ThreadSwitch,
            };
            Ok(Action::RunUntil {
                until,
                max_cycles: r.max_cycles.map_or(MAX_RUN, |Num(m)| m),
            })
        }
        _ => Err(at(i, "run", "give either \"cycles\" or \"until\"")),
    }
}

fn read_expect(i: usize, e: ExpectBody, thread: u32, threads: u32) -> Result<Step, ScenarioError> {
    if let Some(l) = e.log {
        let others = e.reg.is_some()
            || e.field.is_some()
            || e.value.is_some()
            || e.min.is_some()
            || e.max.is_some()
            || e.thread.is_some()
            || e.unit.is_some()
            || e.mcu.is_some()
            || e.node.is_some();
        if others {
            return Err(at(
                i,
                "expect.log",
                "a log expectation stands alone in \"expect\"",
            ));
        }
        return Ok(Step::ExpectLog {
            kind: l.kind.0,
            name: l.name,
            count: l.count.map(|Num(c)| c),
        });
    }
    let reg = e
        .reg
        .ok_or_else(|| at(i, "expect.reg", "required: a register name such as PCR0"))?;
    let (thread, unit) = place(i, "expect", (e.thread, [e.unit, e.mcu, e.node]), thread, threads)?;
    let want = match (e.value, e.min, e.max) {
        (Some(Num(v)), None, None) => Want::Value(v),
        (None, None, None) => return Err(at(i, "expect.value", "required (or \"min\" and \"max\")")),
        (None, min, max) => Want::Range {
            min: min.map(|Num(m)| m),
            max: max.map(|Num(m)| m),
        },
        (Some(_), _, _) => {
            return Err(at(
                i,
                "expect.value",
                "give either \"value\" or \"min\"/\"max\", not both",
            ))
        }
    };
    Ok(Step::Expect {
        thread,
        unit,
        reg,
        field: e.field,
        want,
    })
}

/// A thread or unit number to write: omitted when 0.
fn nonzero(n: u32) -> Option<Num> {
    (n != 0).then_some(Num(u64::from(n)))
}

fn nonzero_unit(n: u32) -> Option<Num<u32>> {
    (n != 0).then_some(Num(n))
}

/// The top-level workload as written: a built-in by name; otherwise the description without
/// what the reader restores by itself (the name "custom", the default's description), which
/// keeps a permalink short.
fn top_workload_json(w: &WorkloadSpec) -> Value {
    if builtin(&w.name).as_ref() == Some(w) {
        return Value::String(w.name.clone());
    }
    let mut v = serde_json::to_value(w).unwrap_or(Value::Null);
    if let Some(o) = v.as_object_mut() {
        if w.name == "custom" {
            o.remove("name");
        }
        if builtin("default").is_some_and(|d| d.description == w.description) {
            o.remove("description");
        }
    }
    v
}

/// A workload step as written: a built-in by name, otherwise the whole description.
fn workload_json(w: &WorkloadSpec) -> Value {
    if builtin(&w.name).as_ref() == Some(w) {
        Value::String(w.name.clone())
    } else {
        serde_json::to_value(w).unwrap_or(Value::Null)
    }
}

/// The file step that [`read_step`] reads back as `step`.
fn step_file(step: &Step) -> StepFile {
    match step {
        Step::Act(a) => action_file(a),
        Step::Expect {
            thread,
            unit,
            reg,
            field,
            want,
        } => {
            let (value, min, max) = match *want {
                Want::Value(v) => (Some(Num(v)), None, None),
                Want::Range { min, max } => (None, min.map(Num), max.map(Num)),
            };
            StepFile {
                expect: Some(ExpectBody {
                    reg: Some(reg.clone()),
                    field: field.clone(),
                    value,
                    min,
                    max,
                    thread: nonzero(*thread),
                    unit: nonzero_unit(*unit),
                    ..ExpectBody::default()
                }),
                ..StepFile::default()
            }
        }
        Step::ExpectLog { kind, name, count } => StepFile {
            expect: Some(ExpectBody {
                log: Some(LogCheck {
                    kind: LogKindName(kind.clone()),
                    name: name.clone(),
                    count: count.map(Num),
                }),
                ..ExpectBody::default()
            }),
            ..StepFile::default()
        },
        Step::Pcl { thread, call } => StepFile {
            pcl: Some(match call {
                PclCall::Read => NameOr::Name(PclWord::Read),
                PclCall::Stop => NameOr::Name(PclWord::Stop),
                PclCall::Start { events, mode, mhz } => NameOr::Object(PclStart {
                    start: events.clone(),
                    mode: Some(PclModeName(*mode)),
                    mhz: mhz.map(Mhz),
                }),
            }),
            thread: nonzero(*thread),
            ..StepFile::default()
        },
    }
}

/// An action as a file step.
fn action_file(a: &Action) -> StepFile {
    match a {
        Action::Write {
            thread,
            unit,
            reg,
            value,
        } => {
            let (value, fields) = match value {
                WriteValue::Raw(v) => (Some(Num(*v)), None),
                WriteValue::Fields(f) => (None, Some(Fields(f.clone()))),
            };
            StepFile {
                write: Some(WriteBody {
                    reg: reg.clone(),
                    value,
                    fields,
                    thread: nonzero(*thread),
                    unit: nonzero_unit(*unit),
                    ..WriteBody::default()
                }),
                ..StepFile::default()
            }
        }
        Action::Read { thread, unit, reg } => StepFile {
            read: Some(NameOr::Object(Place {
                reg: reg.clone(),
                thread: nonzero(*thread),
                unit: nonzero_unit(*unit),
                ..Place::default()
            })),
            ..StepFile::default()
        },
        Action::SetMode { thread, mode } => StepFile {
            mode: Some(match *mode {
                ModeSpec::Sparc(m) => NameOr::Name(SparcModeName(m)),
                ModeSpec::Itanium { cpl, up, pp } => NameOr::Object(ItaniumMode {
                    cpl: Cpl(cpl),
                    psr: Psr {
                        up: Bit(up),
                        pp: Bit(pp),
                    },
                }),
            }),
            thread: thread.map(|t| Num(u64::from(t))),
            ..StepFile::default()
        },
        Action::Run { cycles } => StepFile {
            run: Some(RunBody {
                cycles: Some(Num(*cycles)),
                ..RunBody::default()
            }),
            ..StepFile::default()
        },
        Action::RunUntil { until, max_cycles } => {
            let (name, cycle) = match *until {
                Until::Overflow => (UntilName::Overflow, None),
                Until::Trap => (UntilName::Trap, None),
                Until::ThreadSwitch => (UntilName::ThreadSwitch, None),
                Until::Cycle(c) => (UntilName::Cycle, Some(Num(c))),
            };
            StepFile {
                run: Some(RunBody {
                    cycles: None,
                    until: Some(name),
                    max_cycles: Some(Num(*max_cycles)),
                    cycle,
                }),
                ..StepFile::default()
            }
        }
        Action::Hypercall { thread, func, args } => StepFile {
            hypercall: Some(HypercallBody {
                func: HypercallFn(*func),
                args: args.iter().map(|a| Num(*a)).collect(),
            }),
            thread: nonzero(*thread),
            ..StepFile::default()
        },
        Action::SetPolicy(p) => StepFile {
            policy: Some(PolicyBody {
                nodes: Some(Nodes(p.nodes)),
                deny_ht: Some(p.deny_ht),
                deny: Some(p.deny.iter().map(|d| Num(*d)).collect()),
                l2_busy: Some(p.l2_busy),
            }),
            ..StepFile::default()
        },
        Action::SetWorkload(w) => StepFile {
            workload: Some(workload_json(w)),
            ..StepFile::default()
        },
        Action::Reset => StepFile {
            reset: Some(true),
            ..StepFile::default()
        },
    }
}
