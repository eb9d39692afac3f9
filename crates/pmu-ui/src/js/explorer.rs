//! The headless JavaScript API: `new Explorer(machine, seed)` drives the same model as the app,
//! without any UI. 64-bit values cross the boundary as BigInt or hex strings (ARCHITECTURE.md,
//! Architecture Invariant (JavaScript at the edge)); every bad argument is a JavaScript
//! exception whose message names it, never a wasm panic; a failed call leaves the state as it
//! was.
//!
//! Every call that acts on the machine (write, read, setMode, run, runUntil, hypercall) is one
//! step of the explorer's history: `back()`, `forward()` and `goto(index)` move through it,
//! `history()` describes it, and a call after going back cuts the steps after the position.

use pmu_model::number::hex;
use pmu_model::scenario::{LogJson, Output, Scenario, Step};
use pmu_model::sim::{Action, Outcome, Simulator, Until, WriteValue};
use wasm_bindgen::prelude::*;

use crate::js::values::{
    from_js, to_js, BenchResult, HistoryJson, HypercallResult, ModeArg, RunResult, StepJson, WhyResult,
    WriteArg, WriteResult, U64,
};
use crate::session::time_travel::TimeTravel;

fn thread_arg(thread: Option<u32>) -> u32 {
    thread.unwrap_or(0)
}

/// A simulated machine for scripts and tests, with its history.
#[wasm_bindgen]
pub struct Explorer {
    time_travel: TimeTravel,
}

#[wasm_bindgen]
impl Explorer {
    /// `new Explorer("sparc-t4", 1)`; optional third argument: the number of strands or threads.
    #[wasm_bindgen(constructor)]
    pub fn new(machine: &str, seed: JsValue, threads: Option<u32>) -> Result<Explorer, JsError> {
        crate::browser::panic::install();
        let seed = from_js::<Option<U64>>(seed, "seed")?.map_or(1, |s| s.0);
        // Without a count, the machine's default (an unknown machine is named by the model's error).
        let default_threads = pmu_model::machine(machine).map_or(1, |m| m.contexts.default);
        let sim = Simulator::new(machine, seed, threads.unwrap_or(default_threads))
            .map_err(|e| JsError::new(&e.to_string()))?;
        let start = Scenario::new(machine, seed, sim.threads, sim.workload.clone());
        Ok(Explorer {
            time_travel: TimeTravel::new(sim, start),
        })
    }

    fn sim(&self) -> &Simulator {
        self.time_travel.current()
    }

    /// One call, one step of the history.
    fn apply(&mut self, action: Action) -> Result<Outcome, JsError> {
        self.time_travel
            .push(vec![action])
            .map_err(|e| JsError::new(&e.to_string()))?
            .pop()
            .ok_or_else(|| JsError::new("the model returned no outcome"))
    }

    /// Write a register: `write("PIC0", 0xfffffff0n)`, `write("PCR0", "0x8018")` or
    /// `write("PCR0", {sl: 26, ut: 1})`. Returns `{value, notes}` (value as a hex string), or
    /// `{trapped}` when the hardware refused the access (see `log()`).
    pub fn write(&mut self, reg: &str, value: JsValue, thread: Option<u32>) -> Result<JsValue, JsError> {
        let value = match from_js::<WriteArg>(value, &format!("value for {reg}"))? {
            WriteArg::Raw(v) => WriteValue::Raw(v),
            WriteArg::Fields(fields) => WriteValue::Fields(fields),
        };
        let outcome = self.apply(Action::Write {
            thread: thread_arg(thread),
            unit: 0,
            reg: reg.to_string(),
            value,
        })?;
        Ok(match outcome {
            Outcome::Written { value, notes } => to_js(&WriteResult::Written {
                value: hex(value, 64),
                notes: notes
                    .into_iter()
                    .map(|n| crate::session::format::readable(&n.message))
                    .collect(),
            }),
            Outcome::Trapped { name } => to_js(&WriteResult::Trapped {
                trapped: name.to_string(),
            }),
            _ => JsValue::NULL,
        })
    }

    /// Read a register as software would: a BigInt, or `null` if the read trapped.
    pub fn read(&mut self, reg: &str, thread: Option<u32>) -> Result<JsValue, JsError> {
        Ok(self
            .read_value(reg, thread)?
            .map_or(JsValue::NULL, |v| js_sys::BigInt::from(v).into()))
    }

    /// Read a register as a hex string (or `null` if the read trapped).
    #[wasm_bindgen(js_name = readHex)]
    pub fn read_hex(&mut self, reg: &str, thread: Option<u32>) -> Result<Option<String>, JsError> {
        Ok(self.read_value(reg, thread)?.map(|v| hex(v, 64)))
    }

    /// Set the privilege state: "user", "privileged", "hyperprivileged" (SPARC) or
    /// `{cpl: 3, up: 1, pp: 0}` (Montecito; `psr: {up, pp}` also accepted).
    #[wasm_bindgen(js_name = setMode)]
    pub fn set_mode(&mut self, mode: JsValue, thread: Option<u32>) -> Result<(), JsError> {
        let ModeArg(spec) = from_js(mode, "mode")?;
        self.apply(Action::SetMode {
            thread: thread.or(Some(0)).filter(|_| self.sim().threads > 1),
            mode: spec,
        })?;
        Ok(())
    }

    /// Run cycles (a number, BigInt or string); returns `{cycles, stopped}`.
    pub fn run(&mut self, cycles: JsValue) -> Result<JsValue, JsError> {
        let U64(cycles) = from_js(cycles, "cycles")?;
        let outcome = self.apply(Action::Run { cycles })?;
        Ok(ran(&outcome))
    }

    /// Run until "overflow", "trap" or "thread_switch" (at most `max_cycles`, default 2^48).
    #[wasm_bindgen(js_name = runUntil)]
    pub fn run_until(&mut self, condition: &str, max_cycles: JsValue) -> Result<JsValue, JsError> {
        let until = match condition {
            "overflow" => Until::Overflow,
            "trap" => Until::Trap,
            "thread_switch" => Until::ThreadSwitch,
            other => {
                return Err(JsError::new(&format!(
                    "condition: \"{other}\" is not overflow, trap or thread_switch"
                )))
            }
        };
        let max_cycles = from_js::<Option<U64>>(max_cycles, "max_cycles")?.map_or(1 << 48, |m| m.0);
        let outcome = self.apply(Action::RunUntil { until, max_cycles })?;
        Ok(ran(&outcome))
    }

    /// A sun4v hypercall (sparc-kt): `hypercall("KT_SET_PERFREG", [0, "0x800c"])`; returns
    /// `{status, code, value}`.
    pub fn hypercall(
        &mut self,
        func: &str,
        args: js_sys::Array,
        thread: Option<u32>,
    ) -> Result<JsValue, JsError> {
        use pmu_model::machines::sparc_kt::perfreg::{KT_GET_PERFREG, KT_SET_PERFREG};
        let f = match func {
            "KT_GET_PERFREG" => KT_GET_PERFREG,
            "KT_SET_PERFREG" => KT_SET_PERFREG,
            other => from_js::<U64>(JsValue::from_str(other), "function")?.0,
        };
        let args = args
            .iter()
            .enumerate()
            .map(|(i, a)| from_js::<U64>(a, &format!("args[{i}]")).map(|a| a.0))
            .collect::<Result<Vec<_>, _>>()?;
        match self.apply(Action::Hypercall {
            thread: thread_arg(thread),
            func: f,
            args,
        })? {
            Outcome::Hypercall { status, value } => Ok(to_js(&HypercallResult {
                status: status.name(),
                code: status.code(),
                value: value.map(|v| hex(v, 64)),
            })),
            _ => Ok(JsValue::NULL),
        }
    }

    /// Import a real tool's event specification (a perf event list, a cpustat/cputrack `-c`
    /// specification, a pfmon event list, `REG=VALUE` pairs) and apply its register writes to
    /// `thread` (default 0), raising the privilege each write needs. `format` ("perf", "cpc",
    /// "pfmon", "registers") is read from the text's shape when left out. Returns
    /// `{machine, format, writes: [{reg, value, thread}], notes}`; a bad text is an exception
    /// that names the bad part, with nothing applied.
    #[wasm_bindgen(js_name = import)]
    pub fn import_text(
        &mut self,
        text: &str,
        format: Option<String>,
        thread: Option<u32>,
    ) -> Result<JsValue, JsError> {
        let format = format_arg(format.as_deref())?;
        let thread = self.context(thread)?;
        let import = pmu_model::interop::import(self.sim().machine, text, format)
            .map_err(|e| JsError::new(&format!("text: {e}")))?;
        let actions: Vec<Action> = crate::session::interop::apply_actions(self.sim(), thread, &import)
            .into_iter()
            .collect();
        // One call, one step of the history: all the writes, or none if the model refuses one.
        self.time_travel
            .push(actions)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(to_js(&import))
    }

    /// The command lines of the real tools that program what `thread`'s registers (default 0)
    /// hold: `{machine, exports: [{format, tool, spec, command, reason, differences}]}`, one
    /// per tool of the machine (or only `format`, which may also be "registers").
    pub fn export(&self, format: Option<String>, thread: Option<u32>) -> Result<JsValue, JsError> {
        let only: Vec<_> = format_arg(format.as_deref())?.into_iter().collect();
        let thread = self.context(thread)?;
        let values = crate::session::interop::current_values(self.sim(), thread);
        Ok(to_js(&pmu_model::interop::export(
            self.sim().machine,
            &values,
            &only,
        )))
    }

    /// The whole state as a plain object (the scenario result shape of docs/scenarios.md).
    pub fn state(&self) -> JsValue {
        to_js(&Output::of(self.sim()))
    }

    /// Why a counter counts or not: `why("PMD4")` gives `{counter, programmed, counting, gates}`,
    /// each gate `{kind, met, fields, text, source}` in the manual's words. Per-unit counters
    /// are read in unit 0.
    pub fn why(&self, counter: &str, thread: Option<u32>) -> Result<JsValue, JsError> {
        let thread = self.context(thread)?;
        let why = self.sim().why(thread, 0, counter).ok_or_else(|| {
            JsError::new(&format!(
                "counter: {} has no counter \"{counter}\" ({})",
                self.sim().machine.id,
                self.sim()
                    .machine
                    .counters
                    .iter()
                    .map(|c| c.id)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        Ok(to_js(&WhyResult::from(&why)))
    }

    /// The log as an array of plain objects.
    pub fn log(&self) -> JsValue {
        let log: Vec<LogJson> = self.sim().log.iter().map(LogJson::from).collect();
        to_js(&log)
    }

    /// The current cycle as a BigInt.
    #[wasm_bindgen(getter)]
    pub fn cycle(&self) -> js_sys::BigInt {
        js_sys::BigInt::from(self.sim().cycle)
    }

    /// One step back in the history; false at the start.
    pub fn back(&mut self) -> bool {
        let p = self.time_travel.position();
        p > 0 && self.time_travel.goto(p - 1)
    }

    /// One step forward; false at the end.
    pub fn forward(&mut self) -> bool {
        let p = self.time_travel.position();
        p < self.time_travel.len() && self.time_travel.goto(p + 1)
    }

    /// Go to the state after `index` steps (0: the start; `history().length`: the end). The
    /// state is the one replaying the first `index` calls from scratch gives, bit for bit.
    pub fn goto(&mut self, index: JsValue) -> Result<(), JsError> {
        let U64(i) = from_js(index, "index")?;
        let len = self.time_travel.len();
        match usize::try_from(i) {
            Ok(i) if i <= len && self.time_travel.goto(i) => Ok(()),
            _ => Err(JsError::new(&format!(
                "index: {i} is not a step of this history (0 to {len})"
            ))),
        }
    }

    /// The history: `{position, length, steps: [{index, kind, label, actions, fromCycle,
    /// toCycle, events: {overflows, traps, switches}}]}`; each step's `actions` are scenario
    /// steps (docs/scenarios.md).
    pub fn history(&self) -> JsValue {
        to_js(&history_json(&self.time_travel))
    }
}

/// The history as `history()` returns it.
pub fn history_json(t: &TimeTravel) -> HistoryJson {
    let steps = t.history().steps();
    // Every action in the scenario file's own shape (one definition of it), written once and
    // dealt out to the steps.
    let mut all = t.start().clone();
    let before = all.steps.len();
    all.steps.extend(
        steps
            .iter()
            .flat_map(|s| s.actions.iter().cloned().map(Step::Act)),
    );
    let mut written = all.to_file().steps.unwrap_or_default().into_iter().skip(before);
    let steps = steps
        .iter()
        .zip(t.marks())
        .enumerate()
        .map(|(i, (step, mark))| StepJson {
            index: i + 1,
            kind: mark.kind.name(),
            label: mark.label.clone(),
            actions: written.by_ref().take(step.actions.len()).collect(),
            from_cycle: step.from_cycle,
            to_cycle: step.to_cycle,
            events: mark.events.into(),
        })
        .collect();
    HistoryJson {
        position: t.position(),
        length: t.len(),
        steps,
    }
}

/// A format argument: `None` (read from the text), or one of the model's format ids.
fn format_arg(format: Option<&str>) -> Result<Option<pmu_model::interop::Format>, JsError> {
    use pmu_model::interop::Format;
    match format {
        None => Ok(None),
        Some(f) => Format::parse(f).map(Some).ok_or_else(|| {
            let ids: Vec<&str> = Format::ALL.iter().map(|f| f.id()).collect();
            JsError::new(&format!("format: \"{f}\" is not one of {}", ids.join(", ")))
        }),
    }
}

impl Explorer {
    /// One read as software makes it, one step of the history: the value, or `None` if the
    /// read trapped.
    fn read_value(&mut self, reg: &str, thread: Option<u32>) -> Result<Option<u64>, JsError> {
        let outcome = self.apply(Action::Read {
            thread: thread_arg(thread),
            unit: 0,
            reg: reg.to_string(),
        })?;
        Ok(match outcome {
            Outcome::Read { value } => value,
            _ => None,
        })
    }

    /// A strand or thread argument (0 if left out) that the simulator has; the error names it
    /// and says how many there are.
    fn context(&self, thread: Option<u32>) -> Result<u32, JsError> {
        let thread = thread_arg(thread);
        let sim = self.sim();
        if thread < sim.threads {
            return Ok(thread);
        }
        Err(JsError::new(&format!(
            "thread: {thread} is not one of the {} {}s of {}",
            sim.threads, sim.machine.contexts.name, sim.machine.id
        )))
    }

    /// An explorer on a history made elsewhere (a lesson's start).
    pub(crate) fn from_time_travel(time_travel: TimeTravel) -> Explorer {
        Explorer { time_travel }
    }

    /// The simulator at the history's position.
    pub(crate) fn current(&self) -> &Simulator {
        self.time_travel.current()
    }
}

fn ran(outcome: &Outcome) -> JsValue {
    match outcome {
        Outcome::Ran { cycles, stopped } => to_js(&RunResult {
            cycles: *cycles,
            stopped: stopped.name(),
        }),
        _ => JsValue::NULL,
    }
}

/// The standard benchmarks in this wasm build, with the browser's clock: the same cases as
/// `pmu bench`, so that native and wasm throughput can be compared.
#[wasm_bindgen]
pub fn bench() -> Result<JsValue, JsError> {
    crate::browser::panic::install();
    let perf = web_sys::window().and_then(|w| w.performance());
    let now = move || perf.as_ref().map_or(0.0, |p| p.now() / 1000.0);
    let mut results = pmu_model::bench::standard(&now).map_err(|e| JsError::new(&e.to_string()))?;
    results.push(crate::session::bench_step_back(&now, 10_000).map_err(|e| JsError::new(&e))?);
    let results: Vec<BenchResult> = results
        .iter()
        .map(|r| BenchResult {
            name: r.name,
            cycles: r.cycles,
            actions: r.actions,
            seconds: r.seconds,
            cycles_per_second: r.cycles_per_second(),
            ms_per_action: r.seconds * 1000.0 / r.actions.max(1) as f64,
            vs_t4: r.ratio_to_reference(&results),
        })
        .collect();
    Ok(to_js(&results))
}
