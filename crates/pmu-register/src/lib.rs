//! The register explorer as a module of its own: `mountRegister(element, options)` renders a
//! register widget (the value, the bit grid and a control per field, as the lab's widget shows
//! them) whose writes go through the model's `software_write`, with no simulator behind it. A
//! page loads this module first, so that its register widgets are usable before the lab
//! (pmu-ui: the simulators, time travel, lessons, PCL, the tool bridges) has arrived; the loader
//! (web/pmu-explorer.js) then hands each widget to the lab, which replays the writes recorded
//! here ([`RegisterHandle::writes`]) on its simulator.
//!
//! Architecture Invariant (one register view): the widget draws pmu-ui's `RegisterView`, so
//! that it looks the same in both modules and the page does not move when the lab takes over.
//!
//! Built with the feature `app`, the module is also the app's first one (`mountAppEditor`): it
//! makes the app's static first screen editable, and runs its Steps on the default machine's
//! simulator ([`EarlySim`]) before the lab has arrived. That simulator is the first machine's
//! engine alone, so a documentation page's register module (without the feature) stays small.

use std::cell::RefCell;
use std::rc::Rc;

use pmu_model::decode::{software_write, MachineContext};
use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::register::Register;
use pmu_model::sim::engines::FIRST;
use pmu_model::sim::workload::named;
use pmu_model::sim::{Action, SimError, Simulator, WriteValue};
use pmu_ui::session::{self, format::group, outcome_notes};
use pmu_ui::RegisterView;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Whether this build is the app's first module (the feature `app`). A documentation page's
/// register module reads it as `false`, so that the simulator's code is left out of it.
const APP: bool = cfg!(feature = "app");

#[derive(Properties, Clone)]
struct Props {
    machine: &'static Machine,
    register: &'static Register,
    value: u64,
    readonly: bool,
    theme: Option<&'static str>,
    /// The app's early editor (the full register view, as the app's editor draws it) rather than
    /// a documentation page's widget (the compact view in the widget's frame).
    in_app: bool,
    /// Every raw value the user asked to write, in order: what the lab replays.
    writes: Rc<RefCell<Vec<u64>>>,
    /// The app's first screen's simulator, which takes the writes and runs the Steps, and how
    /// many Steps it has run (a new number draws the register again).
    sim: Option<Rc<RefCell<EarlySim>>>,
    steps: u32,
}

impl PartialEq for Props {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.machine, other.machine)
            && std::ptr::eq(self.register, other.register)
            && self.value == other.value
            && self.readonly == other.readonly
            && self.theme == other.theme
            && self.in_app == other.in_app
            && Rc::ptr_eq(&self.writes, &other.writes)
            && self.steps == other.steps
            && match (&self.sim, &other.sim) {
                (Some(a), Some(b)) => Rc::ptr_eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            }
    }
}

/// What the widget holds: the register's value and why the last write did not take as written
/// (said until the next Step, as the app says it).
#[derive(Clone, PartialEq)]
struct Held {
    value: u64,
    notes: Vec<String>,
    steps: u32,
}

/// The simulator of the session the app starts with (`Session::default_session`: the first
/// machine, its default contexts, the default seed and workload, then its first actions), built
/// on the first machine's engine alone. The app's first screen writes and steps it before the
/// lab has arrived; the lab then replays the same writes and Steps (`Session::default_then`)
/// and ends where it ended.
struct EarlySim {
    sim: Simulator,
}

impl EarlySim {
    #[cfg_attr(not(any(feature = "app", test)), allow(dead_code))]
    fn new() -> Result<EarlySim, SimError> {
        let machine = FIRST.machine;
        let workload = named(session::DEFAULT_WORKLOAD)?;
        let mut sim = Simulator::on(&FIRST, session::DEFAULT_SEED, machine.contexts.default, workload)?;
        for action in session::first_actions(machine) {
            sim.apply(action)?;
        }
        Ok(EarlySim { sim })
    }

    /// A software write of `value` to `register` of the first strand: the register's new value
    /// and what the editor says of it.
    fn write(&mut self, register: &'static Register, value: u64) -> Result<Held, SimError> {
        let outcome = self.sim.apply(Action::Write {
            thread: 0,
            unit: 0,
            reg: register.name.to_string(),
            value: WriteValue::Raw(value),
        })?;
        Ok(Held {
            value: self.value(register),
            notes: outcome_notes(&outcome),
            steps: 0,
        })
    }

    /// Run `cycles` cycles, as the app's Step does.
    fn step(&mut self, cycles: u64) -> Result<(), SimError> {
        self.sim.apply(Action::Run { cycles }).map(drop)
    }

    /// The register's value on the first strand (its reset value if the engine has none).
    fn value(&self, register: &'static Register) -> u64 {
        self.sim
            .peek(0, 0, register.name)
            .unwrap_or_else(|| register.reset_value())
    }

    fn simulator(&self) -> &Simulator {
        &self.sim
    }
}

/// A software write of `new` over `old`, as the register's access kinds take it; the other
/// registers are unknown here (the lab knows them, and replays the write with them).
fn write(machine: &'static Machine, register: &'static Register, old: u64, new: u64) -> Held {
    let ctx = MachineContext {
        machine,
        values: |_: &str| None,
    };
    let out = software_write(register, old, new, &ctx);
    Held {
        value: out.value,
        notes: out.notes.into_iter().map(|d| d.message).collect(),
        steps: 0,
    }
}

#[component]
fn RegisterWidget(props: &Props) -> Html {
    let (machine, register) = (props.machine, props.register);
    let held = use_state(|| Held {
        value: props.value,
        notes: Vec::new(),
        steps: 0,
    });
    let on_write = {
        let (held, writes, sim, steps) = (held.clone(), props.writes.clone(), props.sim.clone(), props.steps);
        Callback::from(move |new: u64| match sim.as_ref().filter(|_| APP) {
            Some(sim) => match sim.borrow_mut().write(register, new) {
                Ok(written) => {
                    writes.borrow_mut().push(new);
                    held.set(Held { steps, ..written });
                }
                // Not replayed, as nothing changed: the lab would refuse it as well.
                Err(e) => held.set(Held {
                    notes: vec![e.to_string()],
                    steps,
                    ..(*held).clone()
                }),
            },
            None => {
                writes.borrow_mut().push(new);
                held.set(write(machine, register, held.value, new));
            }
        })
    };
    if props.in_app {
        let value = match props.sim.as_ref().filter(|_| APP) {
            Some(sim) => sim.borrow().value(register),
            None => held.value,
        };
        // A Step clears what the editor said of the last write, as the app's does.
        let notes = if held.steps == props.steps {
            held.notes.clone()
        } else {
            Vec::new()
        };
        return html! {
            <RegisterView key={register.name} machine={machine} register={register} value={value}
                readonly={props.readonly} on_write={on_write} notes={notes} />
        };
    }
    html! {
        <div class="pmu-widget" data-theme={props.theme} data-testid="widget" data-module="register">
            <RegisterView machine={machine} register={register} value={held.value} readonly={props.readonly}
                on_write={on_write} notes={held.notes.clone()} compact=true />
        </div>
    }
}

/// What `mountRegister` returns: the widget's writes so far, and a way to remove it.
#[wasm_bindgen]
pub struct RegisterHandle {
    app: Option<yew::AppHandle<RegisterWidget>>,
    register: &'static str,
    element: web_sys::Element,
    writes: Rc<RefCell<Vec<u64>>>,
    /// The app's first screen's props (its simulator among them): what a Step draws again.
    app_props: Option<Props>,
}

#[wasm_bindgen]
impl RegisterHandle {
    /// The register's name.
    #[wasm_bindgen(getter)]
    pub fn register(&self) -> String {
        self.register.to_string()
    }

    /// The raw values the user wrote, in order, as hex strings (`0x8038`).
    pub fn writes(&self) -> Vec<String> {
        self.writes.borrow().iter().map(|v| format!("{v:#x}")).collect()
    }

    /// Run `cycles` cycles on the app's first screen's simulator and draw the register again;
    /// returns the simulation bar's text for the new cycle (`cycle 1,000`). Throws on a widget
    /// that has no simulator (a documentation page's) and on a Step the simulator refuses.
    pub fn step(&mut self, cycles: f64) -> Result<String, JsError> {
        // Only the app's first screen has a simulator; `APP` also leaves the rest out of the
        // register module's build.
        let sim = self
            .app_props
            .as_ref()
            .and_then(|p| p.sim.clone())
            .filter(|_| APP);
        let (Some(sim), Some(app), Some(props)) = (sim, self.app.as_mut(), self.app_props.as_mut()) else {
            return Err(JsError::new("this register widget has no simulator"));
        };
        if !((1.0..=9_007_199_254_740_991.0).contains(&cycles) && cycles.fract() == 0.0) {
            return Err(JsError::new("cycles: a whole number of at least 1"));
        }
        sim.borrow_mut()
            .step(cycles as u64)
            .map_err(|e| JsError::new(&e.to_string()))?;
        props.steps += 1;
        app.update(props.clone());
        let cycle = sim.borrow().simulator().cycle;
        Ok(format!("cycle {}", group(cycle)))
    }

    /// Remove the widget from its element.
    pub fn unmount(&mut self) {
        if let Some(app) = self.app.take() {
            app.destroy();
            pmu_ui::browser::panic::remove_widget(&self.element);
        }
    }
}

/// Mount a register widget into `element`: `machine` (the first machine if empty), `register`,
/// `value` (a number as the widget's `value` option takes it; the register's reset value if
/// empty), `readonly`, `theme` (light, dark, auto or empty). Throws on anything it does not
/// know, so that the loader gives the widget to the lab, which explains the mistake.
#[wasm_bindgen(js_name = mountRegister)]
pub fn mount_register(
    element: web_sys::Element,
    machine: &str,
    register: &str,
    value: &str,
    readonly: bool,
    theme: &str,
) -> Result<RegisterHandle, JsError> {
    // The lab's panic hook: a bug here marks this module's widgets as it marks the lab's.
    pmu_ui::browser::panic::install();
    let m = if machine.is_empty() {
        pmu_ui::session::default_machine()
    } else {
        pmu_model::machine(machine).ok_or_else(|| JsError::new("unknown machine"))?
    };
    let r = m
        .register(register)
        .ok_or_else(|| JsError::new("unknown register"))?;
    let reset = r.reset_value();
    let value = if value.is_empty() {
        reset
    } else {
        let v = parse_u64(value).map_err(|e| JsError::new(&e.to_string()))?;
        if v & !r.width_mask() != 0 {
            return Err(JsError::new("value wider than the register"));
        }
        write(m, r, reset, v).value
    };
    let theme = match theme {
        "" => None,
        "light" => Some("light"),
        "dark" => Some("dark"),
        "auto" => Some("auto"),
        _ => return Err(JsError::new("unknown theme")),
    };
    let writes = Rc::new(RefCell::new(Vec::new()));
    pmu_ui::browser::panic::add_widget(&element);
    let app = yew::Renderer::<RegisterWidget>::with_root_and_props(
        element.clone(),
        Props {
            machine: m,
            register: r,
            value,
            readonly,
            theme,
            in_app: false,
            writes: writes.clone(),
            sim: None,
            steps: 0,
        },
    )
    .render();
    Ok(RegisterHandle {
        app: Some(app),
        register: r.name,
        element,
        writes,
        app_props: None,
    })
}

/// Make the app's static first screen (index.html's `.app-shell`) editable before the lab has
/// arrived: the register a new session opens on (the default machine's first), drawn into
/// `slot` as the app's editor draws it, on the default session's simulator ([`EarlySim`]), whose
/// Steps the handle runs ([`RegisterHandle::step`]). The page offers it only to a visitor with
/// no link and no saved session (web/pmu-explorer.js, `startApp`), whose app then opens on
/// exactly that register; the lab takes the writes and Steps over ([`RegisterHandle::writes`],
/// `startApp`). The copy's introduction leaves first if the user hid it, as the app would not
/// show it.
#[cfg(feature = "app")]
#[wasm_bindgen(js_name = mountAppEditor)]
pub fn mount_app_editor(slot: web_sys::Element) -> Result<RegisterHandle, JsError> {
    pmu_ui::browser::panic::install();
    let machine = session::default_machine();
    let register = session::first_register(machine)
        .ok_or_else(|| JsError::new("the default machine has no register"))?;
    let sim = EarlySim::new().map_err(|e| JsError::new(&e.to_string()))?;
    if !std::ptr::eq(sim.simulator().machine, machine) {
        return Err(JsError::new(
            "the first engine does not model the default machine",
        ));
    }
    if pmu_ui::browser::persist::intro_hidden() {
        if let Some(intro) = slot
            .parent_element()
            .and_then(|p| p.query_selector(".intro").ok().flatten())
        {
            intro.remove();
        }
    }
    let writes = Rc::new(RefCell::new(Vec::new()));
    pmu_ui::browser::panic::add_widget(&slot);
    let props = Props {
        machine,
        register,
        value: register.reset_value(),
        readonly: false,
        theme: None,
        in_app: true,
        writes: writes.clone(),
        sim: Some(Rc::new(RefCell::new(sim))),
        steps: 0,
    };
    let app = yew::Renderer::<RegisterWidget>::with_root_and_props(slot.clone(), props.clone()).render();
    Ok(RegisterHandle {
        app: Some(app),
        register: register.name,
        element: slot,
        writes,
        app_props: Some(props),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pmu_ui::session::Session;

    /// The app's first screen writes and steps its own simulator before the lab has arrived;
    /// the lab replays the same writes and Steps on the default session (`startApp`,
    /// `Session::default_then`) and must end where the first screen ended: every register of
    /// every strand, the cycle and the log. The writes are the introduction's walk-through (a
    /// counter that wraps, with a trap on overflow), a write of every bit, which the register
    /// takes only in part, and the Steps the simulation bar offers.
    #[test]
    fn the_first_screen_ends_where_the_lab_replays_it() {
        let machine = session::default_machine();
        let first = session::first_register(machine).expect("the default machine has registers");
        let pic = machine.registers.iter().find(|r| r.name == "PIC0").expect("PIC0");
        let mut early = EarlySim::new().expect("the default session's simulator builds");
        assert!(std::ptr::eq(early.simulator().machine, machine));
        let mut steps = Vec::new();
        let write = |early: &mut EarlySim, steps: &mut Vec<String>, reg: &'static Register, v: u64| {
            early.write(reg, v).expect("writes");
            steps.push(format!(
                r#"{{"write":{{"reg":"{}","value":"{v:#x}"}}}}"#,
                reg.name
            ));
        };
        let run = |early: &mut EarlySim, steps: &mut Vec<String>, cycles: u64| {
            early.step(cycles).expect("steps");
            steps.push(format!(r#"{{"run":{{"cycles":{cycles}}}}}"#));
        };
        run(&mut early, &mut steps, 10);
        write(&mut early, &mut steps, first, first.width_mask());
        let mut walk = 0;
        for (field, v) in [("sl", 0x1a), ("ut", 1), ("toe", 1)] {
            walk = pmu_model::decode::set_field(first, walk, field, v).expect("the walk-through's fields");
        }
        write(&mut early, &mut steps, first, walk);
        write(&mut early, &mut steps, pic, 0xffff_fff0);
        for cycles in session::STEPS {
            run(&mut early, &mut steps, cycles);
        }
        let lab = Session::default_then(&format!("[{}]", steps.join(","))).expect("the lab replays");
        let here = early.simulator();
        lab.with(|sim| {
            assert_eq!(sim.cycle, here.cycle);
            assert_eq!(sim.log, here.log);
            for t in 0..sim.threads {
                assert_eq!(sim.registers(t), here.registers(t), "strand {t}");
                assert_eq!(sim.mode(t), here.mode(t), "strand {t}");
            }
        });
        assert!(here.cycle > 1_000_000);
        assert!(
            !here.log.is_empty(),
            "the walk-through's counter wrapped and trapped"
        );
    }
}
