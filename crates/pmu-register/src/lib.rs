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

use std::cell::RefCell;
use std::rc::Rc;

use pmu_model::decode::{software_write, MachineContext};
use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::register::Register;
use pmu_ui::RegisterView;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[derive(Properties)]
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
    }
}

/// What the widget holds: the register's value and why the last write did not take as written.
#[derive(Clone, PartialEq)]
struct Held {
    value: u64,
    notes: Vec<String>,
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
    }
}

#[component]
fn RegisterWidget(props: &Props) -> Html {
    let (machine, register) = (props.machine, props.register);
    let held = use_state(|| Held {
        value: props.value,
        notes: Vec::new(),
    });
    let on_write = {
        let (held, writes) = (held.clone(), props.writes.clone());
        Callback::from(move |new: u64| {
            writes.borrow_mut().push(new);
            held.set(write(machine, register, held.value, new));
        })
    };
    if props.in_app {
        return html! {
            <RegisterView key={register.name} machine={machine} register={register} value={held.value}
                readonly={props.readonly} on_write={on_write} notes={held.notes.clone()} />
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
        },
    )
    .render();
    Ok(RegisterHandle {
        app: Some(app),
        register: r.name,
        element,
        writes,
    })
}

/// Make the app's static first screen (index.html's `.app-shell`) editable before the lab has
/// arrived: the register a new session opens on (the default machine's first), at its reset
/// value, drawn into `slot` as the app's editor draws it. The page offers it only to a visitor
/// with no link and no saved session (web/pmu-explorer.js, `startApp`), whose app then opens on
/// exactly that register; the lab takes the writes over ([`RegisterHandle::writes`],
/// `startApp`). The copy's introduction leaves first if the user hid it, as the app would not
/// show it.
#[wasm_bindgen(js_name = mountAppEditor)]
pub fn mount_app_editor(slot: web_sys::Element) -> Result<RegisterHandle, JsError> {
    pmu_ui::browser::panic::install();
    let machine = pmu_ui::session::default_machine();
    let register = pmu_ui::session::first_register(machine)
        .ok_or_else(|| JsError::new("the default machine has no register"))?;
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
    let app = yew::Renderer::<RegisterWidget>::with_root_and_props(
        slot.clone(),
        Props {
            machine,
            register,
            value: register.reset_value(),
            readonly: false,
            theme: None,
            in_app: true,
            writes: writes.clone(),
        },
    )
    .render();
    Ok(RegisterHandle {
        app: Some(app),
        register: register.name,
        element: slot,
        writes,
    })
}
