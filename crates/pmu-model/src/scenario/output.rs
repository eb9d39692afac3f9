//! The result JSON of a scenario (docs/scenarios.md "Output") as types: what `pmu run --json`
//! prints, what `scenarios/expected/` records, and what the JavaScript API's `state()` and
//! `log()` return. The field order of each struct is the order of the JSON keys, which the
//! recorded outputs pin byte for byte.

use serde::{Serialize, Serializer};

use crate::number::hex;
use crate::sim::switching::ThreadsView;
use crate::sim::why::GateKind;
use crate::sim::{LogEntry, LogKind, ModeSpec, Simulator, SparcMode};

/// The `kind` of every log entry ([`LogKind::name`]); `expect` steps accept only these.
pub const LOG_KINDS: [&str; 8] = [
    "overflow",
    "trap",
    "trap_lost",
    "hypercall",
    "note",
    "interrupt",
    "freeze",
    "thread_switch",
];

/// A run's result: the final state, the reads, the log, and what went wrong.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Output {
    pub machine: &'static str,
    pub seed: u64,
    pub workload: String,
    pub cycle: u64,
    pub reads: Vec<ReadJson>,
    pub log: Vec<LogJson>,
    /// Thread 0's registers (and unit 0's of per-unit registers), in table order.
    pub registers: NamedMap<String>,
    pub threads: Vec<ThreadJson>,
    /// The expectations that did not hold.
    pub errors: Vec<ExpectFailure>,
    /// Switch-on-event multithreading, on machines that switch threads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread_switching: Option<ThreadSwitchingJson>,
    /// The PCL calls, when the scenario made any.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pcl: Vec<PclJson>,
}

impl Output {
    /// The state of a simulator, with no reads, expectations or PCL calls (the JavaScript
    /// API's `state()`).
    pub fn of(sim: &Simulator) -> Output {
        Output {
            machine: sim.machine.id,
            seed: sim.seed,
            workload: sim.workload.name.clone(),
            cycle: sim.cycle,
            reads: Vec::new(),
            log: sim.log.iter().map(LogJson::from).collect(),
            registers: registers(sim, 0),
            threads: (0..sim.threads).map(|t| ThreadJson::of(sim, t)).collect(),
            errors: Vec::new(),
            thread_switching: sim.threads_view().map(ThreadSwitchingJson::from),
            pcl: Vec::new(),
        }
    }

    /// As a JSON value.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
}

/// Names and values, written as a JSON object in this order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMap<T>(pub Vec<(&'static str, T)>);

impl<T: Serialize> Serialize for NamedMap<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

fn registers(sim: &Simulator, thread: u32) -> NamedMap<String> {
    NamedMap(
        sim.registers(thread)
            .into_iter()
            .map(|(r, v)| (r.name, hex(v, r.width)))
            .collect(),
    )
}

/// A `read` step's value (`None` if the read trapped) and its decoded fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReadJson {
    pub step: usize,
    pub thread: u32,
    pub unit: u32,
    pub reg: String,
    pub value: Option<String>,
    pub trapped: bool,
    pub fields: Option<Vec<FieldJson>>,
}

impl ReadJson {
    pub fn of(
        sim: &Simulator,
        step: usize,
        thread: u32,
        unit: u32,
        reg: &str,
        value: Option<u64>,
    ) -> ReadJson {
        let r = sim.machine.register(reg);
        let fields = match (r, value) {
            (Some(r), Some(v)) => Some(
                crate::decode::decode(sim.machine, r, v)
                    .fields
                    .into_iter()
                    .filter(|f| f.active != Some(false))
                    .map(|f| FieldJson {
                        name: f.field.name,
                        value: f.value,
                        meaning: f.meaning,
                    })
                    .collect(),
            ),
            _ => None,
        };
        ReadJson {
            step,
            thread,
            unit,
            reg: r.map_or(reg, |r| r.name).to_string(),
            value: value.map(|v| hex(v, 64)),
            trapped: value.is_none(),
            fields,
        }
    }
}

/// One decoded field of a read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldJson {
    pub name: &'static str,
    pub value: u64,
    pub meaning: String,
}

/// An expectation that did not hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExpectFailure {
    pub step: usize,
    pub message: String,
}

/// A thread's privilege state and registers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThreadJson {
    pub thread: u32,
    pub mode: Option<ModeJson>,
    /// The mode at the current cycle (SPARC: the base mode raised by the workload's phase).
    pub mode_now: Option<&'static str>,
    pub registers: NamedMap<String>,
    /// The counters software programmed that do not count, and why (the conditions not met).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_counting: Vec<NotCountingJson>,
    /// The machine's derived monitors that this thread's counters compute.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub derived: Vec<DerivedJson>,
}

/// A derived monitor's value (`null` while a denominator is 0), the formula it was computed
/// with, the counters that supplied its terms, and where the formula comes from.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DerivedJson {
    pub name: &'static str,
    pub value: Option<f64>,
    pub formula: &'static str,
    pub terms: Vec<DerivedTermJson>,
    pub source: &'static str,
}

/// One term of a derived monitor: the formula's name for it, the counter and its count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DerivedTermJson {
    pub term: String,
    pub counter: &'static str,
    pub count: u64,
}

impl From<crate::derived::DerivedValue<'static>> for DerivedJson {
    fn from(d: crate::derived::DerivedValue<'static>) -> DerivedJson {
        DerivedJson {
            name: d.monitor.name,
            value: d.value.filter(|v| v.is_finite()),
            formula: d.formula,
            terms: d
                .terms
                .into_iter()
                .map(|t| DerivedTermJson {
                    term: t.term,
                    counter: t.counter,
                    count: t.count,
                })
                .collect(),
            source: d.monitor.source,
        }
    }
}

/// A programmed counter that does not count, with the conditions that stop it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NotCountingJson {
    pub counter: &'static str,
    pub why: Vec<String>,
}

impl ThreadJson {
    fn of(sim: &Simulator, thread: u32) -> ThreadJson {
        ThreadJson {
            thread,
            mode: sim.mode(thread).map(|m| match m {
                ModeSpec::Sparc(m) => ModeJson::Sparc(m.name()),
                ModeSpec::Itanium { cpl, up, pp } => ModeJson::Itanium {
                    cpl,
                    psr: PsrJson { up, pp },
                },
            }),
            mode_now: sim.effective_mode(thread).map(SparcMode::name),
            registers: registers(sim, thread),
            not_counting: sim
                .machine
                .counters
                .iter()
                .filter_map(|c| sim.why(thread, 0, c.id))
                .filter(|w| w.programmed && !w.counting)
                .map(|w| NotCountingJson {
                    counter: w.counter,
                    why: w
                        .unmet()
                        .filter(|g| g.kind == GateKind::Counting)
                        .map(|g| g.text.clone())
                        .collect(),
                })
                .collect(),
            derived: sim
                .derived(thread, 0)
                .into_iter()
                .map(DerivedJson::from)
                .collect(),
        }
    }
}

/// A SPARC mode by name, or an Itanium PSR.cpl with PSR.up and PSR.pp.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ModeJson {
    Sparc(&'static str),
    Itanium { cpl: u8, psr: PsrJson },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PsrJson {
    pub up: bool,
    pub pp: bool,
}

/// The core's thread state: who is in the foreground, urgencies, stream positions, switch
/// counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThreadSwitchingJson {
    pub foreground: u32,
    pub switching: bool,
    pub urgency: Vec<u8>,
    pub position: Vec<u64>,
    pub switches: u64,
    pub switch_reasons: NamedMap<u64>,
}

impl From<ThreadsView> for ThreadSwitchingJson {
    fn from(v: ThreadsView) -> ThreadSwitchingJson {
        ThreadSwitchingJson {
            foreground: v.foreground,
            switching: v.switching,
            urgency: v.urgency,
            position: v.position,
            switches: v.total,
            switch_reasons: NamedMap(v.by_reason.into_iter().map(|(r, n)| (r.name(), n)).collect()),
        }
    }
}

/// One PCL call of a scenario: its status (PCL_SUCCESS or the error's) and, for read and
/// stop, the values.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PclJson {
    pub call: &'static str,
    pub thread: u32,
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<PclValueJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub step: usize,
}

/// A PCL event's value: a count, or a rate (null where it is undefined).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PclValueJson {
    pub event: &'static str,
    pub value: PclNumber,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum PclNumber {
    Count(i64),
    Rate(Option<f64>),
}

/// A log entry as JSON: the cycle, the kind, the thread if the entry has one, and the kind's
/// own fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogJson {
    pub cycle: u64,
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<u32>,
    #[serde(flatten)]
    pub detail: LogDetail,
}

/// The fields of each log kind (docs/scenarios.md "Output" lists them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum LogDetail {
    Overflow {
        counter: String,
        control: String,
    },
    Trap {
        name: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        counter: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        tpc: Option<String>,
        #[serde(skip_serializing_if = "is_false")]
        ntc: bool,
        #[serde(skip_serializing_if = "is_false")]
        repeat: bool,
        note: String,
    },
    TrapLost {
        name: &'static str,
        counter: String,
        reason: String,
    },
    Hypercall {
        #[serde(rename = "fn")]
        func: &'static str,
        fn_number: String,
        args: Vec<String>,
        status: &'static str,
        status_code: u64,
        #[serde(skip_serializing_if = "Option::is_none")]
        value: Option<String>,
    },
    Note {
        text: String,
    },
    Interrupt {
        name: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        counter: Option<String>,
        note: String,
    },
    Freeze {
        note: String,
    },
    ThreadSwitch {
        from: u32,
        to: u32,
        reason: &'static str,
        urgency_from: u8,
        urgency_to: u8,
    },
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl LogJson {
    /// The name an `expect` step's `name` matches: a trap's or an interrupt's name, a
    /// hypercall's status, a thread switch's reason (as [`LogKind::label`] gives it).
    pub fn name(&self) -> Option<&str> {
        match &self.detail {
            LogDetail::Trap { name, .. }
            | LogDetail::TrapLost { name, .. }
            | LogDetail::Interrupt { name, .. } => Some(name),
            LogDetail::Hypercall { status, .. } => Some(status),
            LogDetail::ThreadSwitch { reason, .. } => Some(reason),
            _ => None,
        }
    }
}

impl From<&LogEntry> for LogJson {
    fn from(e: &LogEntry) -> LogJson {
        let detail = match &e.kind {
            LogKind::Overflow { counter, control } => LogDetail::Overflow {
                counter: counter.clone(),
                control: control.clone(),
            },
            LogKind::Trap {
                name,
                counter,
                tpc,
                ntc,
                repeat,
                note,
            } => LogDetail::Trap {
                name,
                counter: counter.clone(),
                tpc: tpc.map(|pc| hex(pc, 64)),
                ntc: *ntc,
                repeat: *repeat,
                note: note.clone(),
            },
            LogKind::TrapLost {
                name,
                counter,
                reason,
            } => LogDetail::TrapLost {
                name,
                counter: counter.clone(),
                reason: reason.clone(),
            },
            LogKind::Hypercall {
                func,
                name,
                args,
                status,
                value,
            } => LogDetail::Hypercall {
                func: name,
                fn_number: hex(*func, 12),
                args: args.iter().map(|a| hex(*a, 64)).collect(),
                status: status.name(),
                status_code: status.code(),
                value: value.map(|v| hex(v, 64)),
            },
            LogKind::Note { text } => LogDetail::Note { text: text.clone() },
            LogKind::Interrupt { name, counter, note } => LogDetail::Interrupt {
                name,
                counter: counter.clone(),
                note: note.clone(),
            },
            LogKind::Freeze { note } => LogDetail::Freeze { note: note.clone() },
            LogKind::ThreadSwitch {
                from,
                to,
                reason,
                urgency_from,
                urgency_to,
            } => LogDetail::ThreadSwitch {
                from: *from,
                to: *to,
                reason,
                urgency_from: *urgency_from,
                urgency_to: *urgency_to,
            },
        };
        LogJson {
            cycle: e.cycle,
            kind: e.kind.name(),
            thread: e.thread,
            detail,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hypervisor::HvStatus;

    /// One entry of every log kind: each kind is in [`LOG_KINDS`] (which `expect` steps
    /// accept), and its JSON has the keys docs/scenarios.md lists, in order.
    #[test]
    fn every_log_kind_is_listed_and_keeps_its_keys() {
        let kinds = [
            (
                LogKind::Overflow {
                    counter: "PIC0".into(),
                    control: "PCR0".into(),
                },
                vec!["cycle", "kind", "thread", "counter", "control"],
            ),
            (
                LogKind::Trap {
                    name: "precise_performance_event",
                    counter: Some("PIC0".into()),
                    tpc: Some(0x40),
                    ntc: true,
                    repeat: false,
                    note: String::new(),
                },
                vec!["cycle", "kind", "thread", "name", "counter", "tpc", "ntc", "note"],
            ),
            (
                LogKind::TrapLost {
                    name: "precise_performance_event",
                    counter: "PIC1".into(),
                    reason: "hyperprivileged".into(),
                },
                vec!["cycle", "kind", "thread", "name", "counter", "reason"],
            ),
            (
                LogKind::Hypercall {
                    func: 0x122,
                    name: "KT_GET_PERFREG",
                    args: vec![0],
                    status: HvStatus::Eok,
                    value: Some(5),
                },
                vec![
                    "cycle",
                    "kind",
                    "thread",
                    "fn",
                    "fn_number",
                    "args",
                    "status",
                    "status_code",
                    "value",
                ],
            ),
            (
                LogKind::Note {
                    text: "a note".into(),
                },
                vec!["cycle", "kind", "thread", "text"],
            ),
            (
                LogKind::Interrupt {
                    name: "performance_monitor_interrupt",
                    counter: None,
                    note: String::new(),
                },
                vec!["cycle", "kind", "thread", "name", "note"],
            ),
            (
                LogKind::Freeze {
                    note: "PMC0.fr".into(),
                },
                vec!["cycle", "kind", "thread", "note"],
            ),
            (
                LogKind::ThreadSwitch {
                    from: 0,
                    to: 1,
                    reason: "l3_miss",
                    urgency_from: 4,
                    urgency_to: 5,
                },
                vec![
                    "cycle",
                    "kind",
                    "thread",
                    "from",
                    "to",
                    "reason",
                    "urgency_from",
                    "urgency_to",
                ],
            ),
        ];
        assert_eq!(kinds.len(), LOG_KINDS.len());
        for (kind, keys) in kinds {
            assert!(LOG_KINDS.contains(&kind.name()), "{}", kind.name());
            let entry = LogEntry {
                cycle: 7,
                thread: Some(0),
                kind,
            };
            let json = serde_json::to_value(LogJson::from(&entry)).unwrap_or_default();
            let got: Vec<&str> = json
                .as_object()
                .map(|o| o.keys().map(String::as_str).collect())
                .unwrap_or_default();
            assert_eq!(got, keys, "{json}");
        }
    }
}
