//! Reading: a [`ScenarioFile`] becomes a [`Scenario`] once what its types cannot say holds (a
//! step has exactly one kind, its threads exist, `value` or `fields`), and deserialisation
//! errors become [`ScenarioError`]s that name the step and the field.

use super::path::{Error, Segment};

use super::values::{Fields, Num, PclWord, SparcModeName, UntilName};
use super::{ExpectBody, ItaniumMode, NameOr, RunBody, ScenarioFile, StepFile, STEP_KINDS};
use crate::machines;
use crate::scenario::steps::{at, top, PclCall, Scenario, ScenarioError, Step, Want};
use crate::sim::workload::WorkloadSpec;
use crate::sim::{Action, HvPolicy, ModeSpec, Until, WriteValue, MAX_RUN};

impl Scenario {
    /// Check a file's meaning (what its types cannot say) and build the scenario.
    pub fn from_file(file: ScenarioFile) -> Result<Scenario, ScenarioError> {
        let machine = file.machine.ok_or_else(|| {
            top(
                "machine",
                format!("required: {}", machines::ids(|_| true, " or ")),
            )
        })?;
        let Some(m) = machines::machine(&machine) else {
            return Err(top(
                "machine",
                format!("unknown machine '{machine}' ({})", machines::ids(|_| true, ", ")),
            ));
        };
        let seed = file.seed.map_or(1, |Num(s)| s);
        let threads = match file.threads {
            None => 1,
            Some(Num(n)) => u32::try_from(n).map_err(|_| top("threads", format!("{n} is too many")))?,
        };
        let workload = match &file.workload {
            None => WorkloadSpec::default(),
            Some(w) => WorkloadSpec::from_json(w).map_err(|e| top("workload", e.to_string()))?,
        };
        let thread_switching = match file.thread_switching {
            None => None,
            Some(_) if !m.features.thread_switching => {
                let switching = machines::ids(|m| m.features.thread_switching, " or ");
                return Err(top(
                    "montecito",
                    format!("thread-switch settings are for the {switching} machine"),
                ));
            }
            Some(cfg) => {
                cfg.validate(threads).map_err(|e| top("montecito", e))?;
                Some(cfg)
            }
        };
        let steps = read_steps(
            file.steps
                .ok_or_else(|| top("steps", "required: an array of steps"))?,
            threads,
        )?;
        Ok(Scenario {
            machine,
            seed,
            threads,
            workload,
            thread_switching,
            steps,
        })
    }
}

/// A deserialisation error as a [`ScenarioError`]: `steps[3].write.value` becomes step 3,
/// field `write.value`; a top-level field names itself, with the path inside it in the message.
pub(crate) fn located((path, e): (Vec<Segment>, Error)) -> ScenarioError {
    let message = e.0;
    match path.as_slice() {
        [Segment::Key(key), Segment::Index(index), rest @ ..] if key == "steps" => {
            let field = if rest.is_empty() {
                "(step)".to_string()
            } else {
                path_text(rest)
            };
            at(*index, &field, message)
        }
        [Segment::Key(key)] => top(key, message),
        [Segment::Key(key), rest @ ..] => top(key, format!("{}: {message}", path_text(rest))),
        _ => top("(top)", message),
    }
}

/// Steps of a scenario with `threads` threads (also a lesson's solution, which continues its
/// start: `crate::lesson`).
pub(crate) fn read_steps(steps: Vec<StepFile>, threads: u32) -> Result<Vec<Step>, ScenarioError> {
    steps
        .into_iter()
        .enumerate()
        .map(|(i, s)| read_step(i, s, threads))
        .collect()
}

/// A path inside a step or field: `write.fields.sl`, `hypercall.args[1]`.
pub(crate) fn path_text(segments: &[Segment]) -> String {
    let mut out = String::new();
    for s in segments {
        match s {
            Segment::Index(index) => out.push_str(&format!("[{index}]")),
            Segment::Key(key) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
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

/// What a value/min/max triple asks for; `field` names the place in errors ("expect.cycle").
fn want(
    i: usize,
    field: &str,
    (value, min, max): (Option<Num>, Option<Num>, Option<Num>),
) -> Result<Want, ScenarioError> {
    match (value, min, max) {
        (Some(Num(v)), None, None) => Ok(Want::Value(v)),
        (None, None, None) => Err(at(i, field, "give \"value\" or \"min\"/\"max\"")),
        (None, min, max) => Ok(Want::Range {
            min: min.map(|Num(m)| m),
            max: max.map(|Num(m)| m),
        }),
        (Some(_), _, _) => Err(at(
            i,
            &format!("{field}.value"),
            "give either \"value\" or \"min\"/\"max\", not both",
        )),
    }
}

/// An `expect` body as a step (at index `i`, on `thread` unless it names its own): also the
/// predicates of a lesson's goals (`crate::lesson`), which read them here.
pub(crate) fn read_expect(i: usize, e: ExpectBody, thread: u32, threads: u32) -> Result<Step, ScenarioError> {
    let place_given = e.thread.is_some() || e.unit.is_some() || e.mcu.is_some() || e.node.is_some();
    let reg_given =
        e.reg.is_some() || e.field.is_some() || e.value.is_some() || e.min.is_some() || e.max.is_some();
    let alone = |field: &str, what: &str| {
        if reg_given || place_given {
            Err(at(
                i,
                field,
                format!("{what} expectation stands alone in \"expect\""),
            ))
        } else {
            Ok(())
        }
    };
    let kinds = [e.cycle.is_some(), e.log.is_some(), e.pcl.is_some()];
    if kinds.iter().filter(|k| **k).count() > 1 {
        return Err(at(
            i,
            "expect",
            "give one of \"reg\", \"log\", \"cycle\" and \"pcl\"",
        ));
    }
    if let Some(c) = e.cycle {
        alone("expect.cycle", "a cycle")?;
        let want = want(i, "expect.cycle", (c.value, c.min, c.max))?;
        return Ok(Step::ExpectCycle { want });
    }
    if let Some(p) = e.pcl {
        alone("expect.pcl", "a PCL")?;
        let want = want(i, "expect.pcl", (p.value, p.min, p.max))?;
        return Ok(Step::ExpectPcl { event: p.event, want });
    }
    if let Some(l) = e.log {
        alone("expect.log", "a log")?;
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
        (None, None, None) => return Err(at(i, "expect.value", "required (or \"min\" and \"max\")")),
        triple => want(i, "expect", triple)?,
    };
    Ok(Step::Expect {
        thread,
        unit,
        reg,
        field: e.field,
        want,
    })
}
