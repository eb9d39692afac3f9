//! The scenario file (docs/scenarios.md) as serde types: [`ScenarioFile`] and [`StepFile`] read
//! and write it, so the reader and the writer cannot disagree. Unknown fields are errors
//! (`deny_unknown_fields`), and every error names the step and the field path
//! ([`path`]). What the types cannot say (a step has exactly one kind, a thread
//! exists, `value` or `fields`) is checked when the file becomes a [`Scenario`], with the same
//! step and field names.

pub mod path;
mod read;
pub mod values;
mod write;

pub(crate) use read::{located, path_text, read_expect, read_steps};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::steps::{Scenario, ScenarioError};
use crate::sim::switching;
use values::{
    Bit, Cpl, Fields, HypercallFn, LogKindName, Mhz, NameOr, Nodes, Num, PclModeName, PclWord, SparcModeName,
    UntilName,
};

/// A scenario file.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a scenario: an object with \"machine\" and \"steps\""
)]
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
    /// The thread-switch settings of a machine that switches threads. The file names them
    /// after the one machine that has them (`"montecito"`): recorded sessions and permalinks
    /// are read and written back byte for byte, so the key stays as they write it.
    #[serde(rename = "montecito", skip_serializing_if = "Option::is_none")]
    pub thread_switching: Option<switching::Config>,
    /// Free text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// One step: exactly one of the kinds, plus the thread it acts on and a comment. The kinds are
/// fields rather than an enum so that `thread` and `comment` can sit beside them.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a step: an object such as {\"run\": {\"cycles\": 100}}"
)]
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
#[serde(
    deny_unknown_fields,
    expecting = "{\"cpl\": N, \"psr\": {\"up\": 1, \"pp\": 0}}"
)]
pub struct ItaniumMode {
    pub cpl: Cpl,
    #[serde(default)]
    pub psr: Psr,
}

/// PSR.up and PSR.pp (seed 003).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "{\"up\": 0 or 1, \"pp\": 0 or 1}")]
pub struct Psr {
    #[serde(default)]
    pub up: Bit,
    #[serde(default)]
    pub pp: Bit,
}

/// A register access: the register, and the thread and unit (MCU or node) it names. `thread`
/// here overrides the step's; `mcu` and `node` are other names for `unit`.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "{\"reg\": R} with \"thread\", \"unit\", \"mcu\" or \"node\""
)]
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
#[serde(
    deny_unknown_fields,
    expecting = "{\"reg\": R, \"value\": V} or {\"reg\": R, \"fields\": {..}}"
)]
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
#[serde(
    deny_unknown_fields,
    expecting = "{\"cycles\": N} or {\"until\": U, \"max_cycles\": N}"
)]
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
#[serde(deny_unknown_fields, expecting = "{\"fn\": F, \"args\": [..]}")]
pub struct HypercallBody {
    #[serde(rename = "fn")]
    pub func: HypercallFn,
    #[serde(default)]
    pub args: Vec<Num>,
}

/// The KT hypervisor's settings; a field not given takes its default.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "{\"nodes\": N, \"deny_ht\": bool, \"deny\": [PerfReg#..], \"l2_busy\": bool}"
)]
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
/// "max": B}` (with the place fields of [`Place`]), or `{"log": {..}}`, `{"cycle": {..}}` or
/// `{"pcl": {..}}` alone.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "{\"reg\": R, \"value\": V} or {\"log\": {\"kind\": K}}"
)]
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
    /// `{"cycle": {"min": A, "max": B}}` or `{"cycle": {"value": V}}`: the simulator's cycle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycle: Option<CycleCheck>,
    /// `{"pcl": {"event": E, "min": A}}`: the count the latest PCLread or PCLstop gave for E.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pcl: Option<PclCheck>,
}

/// `{"event": E, "value": V}` or `{"event": E, "min": A, "max": B}`.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "{\"event\": E, \"min\": A, \"max\": B} or {\"event\": E, \"value\": V}"
)]
pub struct PclCheck {
    pub event: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
}

/// `{"value": V}` or `{"min": A, "max": B}`.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "{\"min\": A, \"max\": B} or {\"value\": V}")]
pub struct CycleCheck {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<Num>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<Num>,
}

/// `{"kind": K, "name": N, "count": C}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "{\"kind\": K, \"name\": N, \"count\": C}")]
pub struct LogCheck {
    pub kind: LogKindName,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<Num>,
}

/// `{"start": [E, ..], "mode": M, "mhz": F}`: PCLstart.
#[derive(Debug, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "{\"start\": [events], \"mode\": M, \"mhz\": F}, \"read\" or \"stop\""
)]
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
        // The text becomes a `Value` first (syntax errors), then the typed file (errors with
        // their path).
        let value: Value = serde_json::from_str(source).map_err(|e| ScenarioError::Json(e.to_string()))?;
        let file: ScenarioFile = path::from_value(&value).map_err(read::located)?;
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
}
