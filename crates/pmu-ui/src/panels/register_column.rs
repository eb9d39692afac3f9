//! The register column: the strand or thread and unit on screen, the register list grouped as
//! the manual groups it, and the chosen register's bit grid.

use pmu_model::register::{Register, Scope};
use yew::prelude::*;

use super::select_value;
use crate::context::{use_session, write_raw, SessionCtx};
use crate::state::UiAction;
use crate::views::RegisterView;

/// The register column: thread and unit choice, the register list grouped as the manual groups
/// them, and the chosen register's bit grid.
#[component]
pub fn RegisterColumn() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let threads = session.threads();
    let mut groups: Vec<&str> = Vec::new();
    for r in machine.registers {
        if !groups.contains(&r.group) {
            groups.push(r.group);
        }
    }
    let current = session.current.and_then(|n| machine.register(n));
    let on_thread = {
        let s = session.clone();
        Callback::from(move |e: Event| {
            if let Ok(t) = select_value(&e).parse() {
                s.dispatch(UiAction::Thread(t));
            }
        })
    };
    let units = current.map_or(1, |r| match r.scope {
        Scope::Mcu { count, .. } | Scope::Node { count } => count,
        _ => 1,
    });
    let on_unit = {
        let s = session.clone();
        Callback::from(move |e: Event| {
            if let Ok(u) = select_value(&e).parse() {
                s.dispatch(UiAction::Unit(u));
            }
        })
    };
    let view = current.map(|reg| {
        let value = session.peek(reg.name).unwrap_or(0);
        let s = session.clone();
        let on_write = Callback::from(move |v: u64| write_raw(&s, reg.name, v));
        let changed = session.changes.changed_bits(reg.name);
        html! {
            <RegisterView key={reg.name} machine={machine} register={reg} value={value}
                          on_write={on_write} notes={session.notes.clone()}
                          why={session.why_for_register(reg.name)} focus={session.focus}
                          changed={changed} />
        }
    });
    html! {
        <section class="column registers-column" aria-label="Registers">
            <div class="column-head">
                <h2>{ "Registers" }</h2>
                <label>{ format!("{} ", machine.contexts.name) }
                    <select data-testid="thread-select" aria-label={format!("{} on screen", machine.contexts.name)} onchange={on_thread}>
                        { for (0..threads).map(|t| html! {
                            <option value={t.to_string()} selected={t == session.thread}>{ t }</option>
                        }) }
                    </select>
                </label>
                if units > 1 {
                    <label>{ if matches!(current.map(|r| r.scope), Some(Scope::Node { .. })) { "node " } else { "MCU " } }
                        <select data-testid="unit-select" aria-label="Unit" onchange={on_unit}>
                            { for (0..u32::from(units)).map(|u| html! {
                                <option value={u.to_string()} selected={u == session.unit}>{ u }</option>
                            }) }
                        </select>
                    </label>
                }
            </div>
            <nav class="register-list" aria-label={format!("{} registers", machine.name)}>
                { for groups.iter().map(|g| html! {
                    <div class="register-group">
                        <h3>{ *g }</h3>
                        <ul>
                            { for machine.registers.iter().filter(|r| r.group == *g).map(|r| register_item(&session, r)) }
                        </ul>
                    </div>
                }) }
            </nav>
            { for view }
        </section>
    }
}

fn register_item(session: &SessionCtx, r: &'static Register) -> Html {
    let name = r.name;
    let is_current = session.current == Some(name);
    let changed = session.changes.changed_bits(name) != 0;
    let s = session.clone();
    let onclick = Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Show(name)));
    html! {
        <li>
            <button type="button" class={classes!("reg-item", changed.then_some("changed"))} data-testid={format!("reg-item-{name}")}
                    aria-current={is_current.then_some("true")} {onclick}
                    title={if changed { format!("{} (changed in the last step)", r.location) } else { r.location.to_string() }}>
                { name }
            </button>
        </li>
    }
}
