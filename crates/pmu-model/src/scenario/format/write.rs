//! Writing: a [`Scenario`] as the [`ScenarioFile`] that reads back as it. Numbers below 2^32
//! are written as numbers, larger ones as hex strings; threads and units of 0 are left out.

use serde_json::Value;

use super::values::{
    Bit, Cpl, Fields, HypercallFn, LogKindName, Mhz, NameOr, Nodes, Num, PclModeName, PclWord, SparcModeName,
    UntilName,
};
use super::{
    CycleCheck, ExpectBody, HypercallBody, ItaniumMode, LogCheck, PclCheck, PclStart, Place, PolicyBody, Psr,
    RunBody, ScenarioFile, StepFile, WriteBody,
};
use crate::scenario::steps::{PclCall, Scenario, Step, Want};
use crate::sim::workload::{builtin, WorkloadSpec};
use crate::sim::{Action, ModeSpec, Until, WriteValue};

impl Scenario {
    /// The file that [`Scenario::parse`] reads back as this scenario.
    pub fn to_file(&self) -> ScenarioFile {
        ScenarioFile {
            machine: Some(self.machine.clone()),
            seed: Some(Num(self.seed)),
            threads: Some(Num(u64::from(self.threads))),
            workload: Some(top_workload_json(&self.workload)),
            steps: Some(self.steps.iter().map(step_file).collect()),
            thread_switching: self.thread_switching.clone(),
            name: None,
            description: None,
        }
    }
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
        Step::ExpectCycle { want } => {
            let (value, min, max) = match *want {
                Want::Value(v) => (Some(Num(v)), None, None),
                Want::Range { min, max } => (None, min.map(Num), max.map(Num)),
            };
            StepFile {
                expect: Some(ExpectBody {
                    cycle: Some(CycleCheck { value, min, max }),
                    ..ExpectBody::default()
                }),
                ..StepFile::default()
            }
        }
        Step::ExpectPcl { event, want } => {
            let (value, min, max) = match *want {
                Want::Value(v) => (Some(Num(v)), None, None),
                Want::Range { min, max } => (None, min.map(Num), max.map(Num)),
            };
            StepFile {
                expect: Some(ExpectBody {
                    pcl: Some(PclCheck {
                        event: event.clone(),
                        value,
                        min,
                        max,
                    }),
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
