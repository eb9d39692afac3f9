//! The application shell: header, machine choice, and the register list of the chosen machine.

use pmu_model::{Machine, MACHINES};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The whole page.
#[component]
pub fn App() -> Html {
    let machine = use_state(|| MACHINES[0]);
    let on_machine = {
        let machine = machine.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(m) = pmu_model::machine(&select.value()) {
                machine.set(m);
            }
        })
    };
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
            <main>
                <MachineSummary machine={*machine} />
            </main>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct MachineSummaryProps {
    pub machine: &'static Machine,
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
        <section class="machine" aria-label={m.name}>
            <p class="machine-description">{ m.description }</p>
            <p class="source">{ "Source: " }{ m.source }</p>
            { for groups.iter().map(|g| html! {
                <div class="register-group">
                    <h2>{ *g }</h2>
                    <ul>
                        { for m.registers.iter().filter(|r| r.group == *g).map(|r| html! {
                            <li data-testid={format!("reg-{}", r.name)}>
                                <span class="reg-name">{ r.name }</span>
                                <span class="reg-location">{ r.location }</span>
                            </li>
                        }) }
                    </ul>
                </div>
            }) }
        </section>
    }
}
