//! The application shell: header, machine choice, the register list of the chosen machine and
//! the view of the register chosen in it.
//!
//! The register values live here for now, one per register name, and a write goes through
//! [`apply_write`]. That function is the seam where the simulator's `apply(Action)` will take
//! over; the register view only reports the raw value the user asked for.

use std::collections::HashMap;
use std::rc::Rc;

use pmu_model::decode::{software_write, NoContext};
use pmu_model::{Machine, Register, MACHINES};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::register_view::RegisterView;

/// Apply a software write of `new` to a register holding `old`, the way the hardware would.
/// Returns the value the register now holds and, one sentence each, why any written bit did
/// not take ("ov can be cleared by software but never set; it stayed 0").
pub fn apply_write(reg: &'static Register, old: u64, new: u64) -> (u64, Vec<String>) {
    let outcome = software_write(reg, old, new, &NoContext);
    let notes = outcome.notes.into_iter().map(|d| d.message).collect();
    (outcome.value, notes)
}

/// What the page holds: the machine, what each of its registers holds, the register on
/// screen and the notes of the last write to it.
#[derive(Clone, PartialEq)]
struct AppState {
    machine: &'static Machine,
    values: HashMap<&'static str, u64>,
    current: Option<&'static str>,
    notes: Vec<String>,
}

impl AppState {
    /// Every register of `machine` at its reset value, the first one on screen.
    fn reset(machine: &'static Machine) -> Self {
        AppState {
            machine,
            values: machine
                .registers
                .iter()
                .map(|r| (r.name, r.reset_value()))
                .collect(),
            current: machine.registers.first().map(|r| r.name),
            notes: Vec::new(),
        }
    }

    fn value(&self, reg: &'static Register) -> u64 {
        self.values
            .get(reg.name)
            .copied()
            .unwrap_or_else(|| reg.reset_value())
    }
}

/// What the user can do to the page's state.
enum AppAction {
    /// Switch machines. Register names repeat across machines (PCR0 on T4, PCR on KT), so
    /// the new machine starts from its own reset values.
    Machine(&'static Machine),
    /// Put a register on screen.
    Show(&'static str),
    /// A software write of a raw value to a register.
    Write { reg: &'static Register, value: u64 },
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<Self> {
        match action {
            AppAction::Machine(m) => Rc::new(AppState::reset(m)),
            AppAction::Show(name) => {
                let mut next = (*self).clone();
                next.current = Some(name);
                next.notes.clear();
                Rc::new(next)
            }
            AppAction::Write { reg, value } => {
                let mut next = (*self).clone();
                let (stored, notes) = apply_write(reg, self.value(reg), value);
                next.values.insert(reg.name, stored);
                next.notes = notes;
                Rc::new(next)
            }
        }
    }
}

/// The whole page.
#[component]
pub fn App() -> Html {
    let state = use_reducer(|| AppState::reset(MACHINES[0]));
    let machine = state.machine;

    let on_machine = {
        let state = state.dispatcher();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(m) = pmu_model::machine(&select.value()) {
                state.dispatch(AppAction::Machine(m));
            }
        })
    };
    let on_choose = {
        let state = state.dispatcher();
        Callback::from(move |name: &'static str| state.dispatch(AppAction::Show(name)))
    };
    let view = state.current.and_then(|name| machine.register(name)).map(|reg| {
        let on_write = {
            let state = state.dispatcher();
            Callback::from(move |value: u64| state.dispatch(AppAction::Write { reg, value }))
        };
        html! {
            <RegisterView key={reg.name} machine={machine} register={reg} value={state.value(reg)}
                          on_write={on_write} notes={state.notes.clone()} />
        }
    });

    html! {
        <div class="app" data-testid="app">
            <header class="app-header">
                <h1>{ "pmu-explorer" }</h1>
                <label class="machine-choice">
                    { "Machine " }
                    <select data-testid="machine-select" aria-label="Machine" onchange={on_machine}>
                        { for MACHINES.iter().map(|m| html! {
                            <option value={m.id} selected={m.id == machine.id}>{ m.name }</option>
                        }) }
                    </select>
                </label>
            </header>
            <main class="layout">
                <MachineSummary machine={machine} current={state.current} on_choose={on_choose} />
                <div class="register-pane">
                    { for view }
                </div>
            </main>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct MachineSummaryProps {
    pub machine: &'static Machine,
    /// The register on screen.
    #[prop_or_default]
    pub current: Option<&'static str>,
    /// Receives the name of the register the user chose.
    pub on_choose: Callback<&'static str>,
}

/// The machine's description and its registers, grouped as the manual groups them.
#[component]
pub fn MachineSummary(props: &MachineSummaryProps) -> Html {
    let m = props.machine;
    let mut groups: Vec<&str> = Vec::new();
    for r in m.registers {
        if !groups.contains(&r.group) {
            groups.push(r.group);
        }
    }
    html! {
        <nav class="machine" aria-label={format!("{} registers", m.name)}>
            <p class="machine-description">{ m.description }</p>
            <p class="source">{ "Source: " }{ m.source }</p>
            if m.registers.is_empty() {
                <p class="muted">{ "No register tables for this machine yet." }</p>
            }
            { for groups.iter().map(|g| html! {
                <div class="register-group">
                    <h2>{ *g }</h2>
                    <ul>
                        { for m.registers.iter().filter(|r| r.group == *g).map(|r| {
                            let name = r.name;
                            let is_current = props.current == Some(name);
                            let onclick = {
                                let on_choose = props.on_choose.clone();
                                Callback::from(move |_: MouseEvent| on_choose.emit(name))
                            };
                            html! {
                                <li>
                                    <button type="button" class="reg-item"
                                            data-testid={format!("reg-item-{name}")}
                                            aria-current={is_current.then_some("true")}
                                            title={r.location} {onclick}>
                                        <span class="reg-name">{ name }</span>
                                    </button>
                                </li>
                            }
                        }) }
                    </ul>
                </div>
            }) }
        </nav>
    }
}
