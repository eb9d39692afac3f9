//! The register navigator: the strand or thread (and unit) on screen, a search by register
//! name, and the registers in the groups the manual gives them, each group collapsible. The
//! arrow keys move through the list (and open the register they reach), Home and End go to
//! its ends; only the register on screen is in the Tab order, so that the editor is one Tab
//! away. A machine with many registers (Montecito's 90) opens the first groups only.

use pmu_model::machine::Machine;
use pmu_model::register::{Register, Scope};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::select::select_value;
use crate::page::context::use_session;
use crate::session::UiAction;

/// Groups are open at first while they hold at most this many registers in all.
const OPEN_AT_FIRST: usize = 40;

/// The machine's register groups in table order, each with its registers.
pub fn groups(machine: &Machine) -> Vec<(&'static str, Vec<&'static Register>)> {
    let mut out: Vec<(&'static str, Vec<&'static Register>)> = Vec::new();
    for r in machine.registers {
        match out.iter_mut().find(|(g, _)| *g == r.group) {
            Some((_, regs)) => regs.push(r),
            None => out.push((r.group, vec![r])),
        }
    }
    out
}

/// The groups open at first: from the top while the open ones hold at most
/// [`OPEN_AT_FIRST`] registers (at least one group), and the group of the register on screen.
pub fn open_at_first(machine: &Machine, current: Option<&str>) -> Vec<&'static str> {
    let mut open = Vec::new();
    let mut count = 0;
    for (g, regs) in groups(machine) {
        if !open.is_empty() && count + regs.len() > OPEN_AT_FIRST {
            continue;
        }
        count += regs.len();
        open.push(g);
    }
    if let Some(r) = current.and_then(|c| machine.register(c)) {
        if !open.contains(&r.group) {
            open.push(r.group);
        }
    }
    open
}

/// A register's description up to its first full stop: what its name (PCR, PIC, PMC, PSR)
/// stands for, on hover.
fn first_sentence(text: &str) -> String {
    let first = text.split(". ").next().unwrap_or(text);
    pmu_model::cite::for_readers(first)
        .trim_end_matches('.')
        .to_string()
}

/// Whether a register matches what was typed in the search (its name contains it, ignoring
/// case and spaces).
pub fn matches(reg: &Register, query: &str) -> bool {
    let q: String = query
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    q.is_empty() || reg.name.to_ascii_lowercase().contains(&q)
}

/// The navigator.
#[component]
pub fn RegisterNav() -> Html {
    // What was typed in the search, for the machine it was typed on.
    let typed = use_state(|| (None::<&'static str>, String::new()));
    // The open groups, for the machine they were chosen on.
    let open = use_state(|| None::<(&'static str, Vec<&'static str>)>);
    let list = use_node_ref();
    let session = use_session();
    // One callback for every register's button, made once, so that a register whose marks did
    // not change is not drawn again.
    let on_show = {
        let dispatcher = session.as_ref().map(|s| s.dispatcher());
        use_callback((), move |name: &'static str, ()| {
            if let Some(d) = &dispatcher {
                d.dispatch(UiAction::Show(name));
            }
        })
    };
    let Some(session) = session else {
        return html! {};
    };
    let machine = session.machine();
    let query: String = match &*typed {
        (Some(id), q) if *id == machine.id => q.clone(),
        _ => String::new(),
    };
    let threads = session.threads();
    let current = session.screen.current.and_then(|n| machine.register(n));
    let open_now: Vec<&'static str> = match &*open {
        Some((id, groups)) if *id == machine.id => groups.clone(),
        _ => open_at_first(machine, session.screen.current),
    };
    let toggle = |g: &'static str| {
        let open = open.clone();
        let now = open_now.clone();
        let id = machine.id;
        Callback::from(move |_: MouseEvent| {
            let mut now = now.clone();
            match now.iter().position(|x| *x == g) {
                Some(i) => {
                    now.remove(i);
                }
                None => now.push(g),
            }
            open.set(Some((id, now)));
        })
    };
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
    let found: Vec<&'static Register> = machine
        .registers
        .iter()
        .filter(|r| !query.is_empty() && matches(r, &query))
        .collect();
    let on_query = {
        let typed = typed.clone();
        let id = machine.id;
        Callback::from(move |e: InputEvent| {
            typed.set((Some(id), e.target_unchecked_into::<HtmlInputElement>().value()))
        })
    };
    let on_search_key = {
        let s = session.clone();
        let typed = typed.clone();
        let first = found.first().map(|r| r.name);
        let list = list.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Enter" => {
                // The register found opens, the search is cleared (it would otherwise keep the
                // list filtered), and the keys go on to edit its value.
                if let Some(name) = first {
                    s.dispatch(UiAction::Show(name));
                    typed.set((None, String::new()));
                    crate::page::keys::focus_first_soon(crate::page::keys::EDITOR_VALUE);
                }
            }
            "Escape" => typed.set((None, String::new())),
            "ArrowDown" => {
                e.prevent_default();
                move_focus(&list, Move::First);
            }
            _ => {}
        })
    };
    let on_list_key = {
        let list = list.clone();
        Callback::from(move |e: KeyboardEvent| {
            let m = match e.key().as_str() {
                "ArrowDown" | "ArrowRight" => Move::By(1),
                "ArrowUp" | "ArrowLeft" => Move::By(-1),
                "Home" => Move::First,
                "End" => Move::Last,
                _ => return,
            };
            e.prevent_default();
            move_focus(&list, m);
        })
    };
    let searching = !query.is_empty();
    let all_groups = groups(machine);
    // The register on screen is the list's one Tab stop; if its group is closed, the first
    // group's toggle is.
    let current_shown =
        current.is_some_and(|c| searching && found.contains(&c) || !searching && open_now.contains(&c.group));
    let item = |r: &'static Register| {
        // Registers the last step changed are marked (time travel's "what changed").
        html! {
            <RegItem key={r.name} reg={r} current={current.is_some_and(|c| c.name == r.name)}
                     changed={session.changes().changed_bits(r.name) != 0} on_show={on_show.clone()} />
        }
    };
    html! {
        <nav class="reg-nav" aria-label={format!("{} registers", machine.name)} data-testid="reg-nav">
            <div class="nav-context">
                <label>{ format!("{} ", machine.contexts.name) }
                    <select data-testid="thread-select" onchange={on_thread}>
                        { for (0..threads).map(|t| html! {
                            <option value={t.to_string()} selected={t == session.screen.thread}>{ t }</option>
                        }) }
                    </select>
                </label>
                if units > 1 {
                    <label>{ if matches!(current.map(|r| r.scope), Some(Scope::Node { .. })) { "node " } else { "MCU " } }
                        <select data-testid="unit-select" onchange={on_unit}>
                            { for (0..u32::from(units)).map(|u| html! {
                                <option value={u.to_string()} selected={u == session.screen.unit}>{ u }</option>
                            }) }
                        </select>
                    </label>
                }
            </div>
            <input type="search" class="reg-search" data-testid="reg-search" aria-label="Find a register by name"
                   placeholder="Find a register  ( / )" value={query.clone()} oninput={on_query} onkeydown={on_search_key}
                   spellcheck="false" autocomplete="off" />
            <div class="nav-groups" ref={list} onkeydown={on_list_key}>
                if searching {
                    if found.is_empty() {
                        <p class="muted">{ format!("No register of {} is named like \"{query}\".", machine.name) }</p>
                    } else {
                        <ul class="nav-items" aria-label="Registers found">{ for found.iter().map(|r| item(r)) }</ul>
                    }
                } else {
                    { for all_groups.iter().enumerate().map(|(i, (g, regs))| {
                        let is_open = open_now.contains(g);
                        let first_stop = !current_shown && i == 0;
                        html! {
                            <div class="nav-group" key={*g}>
                                <button type="button" class="nav-toggle" data-testid={format!("reg-group-{i}")}
                                        aria-expanded={is_open.to_string()} tabindex={if first_stop { "0" } else { "-1" }}
                                        onclick={toggle(g)}>
                                    <span class="caret" aria-hidden="true">{ if is_open { "\u{25be}" } else { "\u{25b8}" } }</span>
                                    { *g }
                                    <span class="nav-count" aria-hidden="true">{ regs.len() }</span>
                                </button>
                                if is_open {
                                    <ul class="nav-items">{ for regs.iter().map(|r| item(r)) }</ul>
                                }
                            </div>
                        }
                    }) }
                }
            </div>
        </nav>
    }
}

#[derive(Properties)]
struct RegItemProps {
    reg: &'static Register,
    /// The register on screen: the list's Tab stop.
    current: bool,
    /// The last step changed it.
    changed: bool,
    on_show: Callback<&'static str>,
}

impl PartialEq for RegItemProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.reg, other.reg)
            && self.current == other.current
            && self.changed == other.changed
            && self.on_show == other.on_show
    }
}

/// A register of the list: a component of its own, so that a live run's frame draws only the
/// registers whose marks change.
#[component]
fn RegItem(props: &RegItemProps) -> Html {
    let RegItemProps {
        reg,
        current,
        changed,
        ..
    } = *props;
    let name = reg.name;
    let onclick = props.on_show.reform(move |_: MouseEvent| name);
    html! {
        <li>
            <button type="button" class={classes!("reg-item", changed.then_some("changed"))} data-testid={format!("reg-item-{name}")}
                    aria-current={current.then_some("true")} tabindex={if current { "0" } else { "-1" }}
                    title={format!("{}: {}{}", name, first_sentence(reg.description), if changed { " (changed in the last step)" } else { "" })} {onclick}>
                // A long name (DRAM_PERF_COUNT01_REG) may break after an underscore rather
                // than overflow the navigator.
                { for name.split_inclusive('_').map(|part| html! { <>{ part }<wbr /></> }) }
            </button>
        </li>
    }
}

enum Move {
    By(i32),
    First,
    Last,
}

/// Move the keyboard focus through the list's toggles and registers; reaching a register
/// opens it.
fn move_focus(list: &NodeRef, m: Move) {
    let Some(root) = list.cast::<web_sys::Element>() else {
        return;
    };
    let Ok(nodes) = root.query_selector_all(".nav-toggle, .reg-item") else {
        return;
    };
    let items: Vec<web_sys::HtmlElement> = (0..nodes.length())
        .filter_map(|i| nodes.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect();
    if items.is_empty() {
        return;
    }
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let at = active.and_then(|a| {
        items
            .iter()
            .position(|i| AsRef::<web_sys::Element>::as_ref(i) == &a)
    });
    let last = items.len() - 1;
    let next = match (m, at) {
        (Move::First, _) | (Move::By(_), None) => 0,
        (Move::Last, _) => last,
        (Move::By(d), Some(i)) => (i as i64 + i64::from(d)).clamp(0, last as i64) as usize,
    };
    let el = &items[next];
    let _ = el.focus();
    if el.class_name().split_whitespace().any(|c| c == "reg-item") {
        el.click();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_machine_with_many_registers_opens_its_first_groups() {
        let t4 = pmu_model::machine("sparc-t4").expect("t4");
        assert_eq!(
            open_at_first(t4, None).len(),
            groups(t4).len(),
            "the T4's few registers are all open"
        );
        let mt = pmu_model::machine("montecito").expect("montecito");
        let open = open_at_first(mt, None);
        let shown: usize = groups(mt)
            .iter()
            .filter(|(g, _)| open.contains(g))
            .map(|(_, r)| r.len())
            .sum();
        assert!(
            shown <= OPEN_AT_FIRST && open.len() < groups(mt).len(),
            "{open:?}"
        );
        // PMC4 and PMC5 are in the first open groups; PMC39's group opens when it is on screen.
        let pmc4 = mt.register("PMC4").expect("PMC4").group;
        assert!(open.contains(&pmc4));
        let pmc39 = mt.register("PMC39").expect("PMC39").group;
        assert!(!open.contains(&pmc39));
        assert!(open_at_first(mt, Some("PMC39")).contains(&pmc39));
    }

    #[test]
    fn the_search_matches_names() {
        let mt = pmu_model::machine("montecito").expect("montecito");
        let found: Vec<&str> = mt
            .registers
            .iter()
            .filter(|r| matches(r, "pmc 3"))
            .map(|r| r.name)
            .collect();
        assert!(
            found.contains(&"PMC39") && found.contains(&"PMC3") && !found.contains(&"PMD38"),
            "{found:?}"
        );
    }
}
