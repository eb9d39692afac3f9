//! The log in a panel of its own: what the hardware did (overflows, traps, interrupts, freezes,
//! hypercalls, thread switches, notes), oldest first so that a trap reads after the overflow
//! that caused it, filtered by kind, each entry linking to the register and bit it concerns.
//! The list keeps to its newest entry while the user has not scrolled up.

use pmu_model::machine::Machine;
use pmu_model::sim::{LogEntry, LogKind};
use yew::prelude::*;

use super::select::select_value;
use crate::page::context::use_session;
use crate::page::views::log_text;
use crate::session::format::{count, group};
use crate::session::UiAction;

/// How many entries the panel shows (the newest of the kind chosen).
const SHOWN: usize = 300;

/// The kinds the filter offers: the log's `kind` name and how the filter says it.
const KINDS: [(&str, &str); 8] = [
    ("overflow", "overflows"),
    ("trap", "traps"),
    ("trap_lost", "lost traps"),
    ("interrupt", "interrupts"),
    ("freeze", "freezes"),
    ("hypercall", "hypercalls"),
    ("thread_switch", "thread switches"),
    ("note", "notes"),
];

/// The register fields an entry concerns, as "REG" or "REG.field": the counter and the bit
/// that recorded or caused it.
pub fn targets(machine: &Machine, entry: &LogEntry) -> Vec<String> {
    let counter = |name: &str| -> Vec<String> {
        match machine.counter(name) {
            Some(c) => vec![
                c.count.reg.to_string(),
                format!("{}.{}", c.overflow.reg, c.overflow.field),
            ],
            None => machine
                .register(name)
                .map(|r| vec![r.name.to_string()])
                .unwrap_or_default(),
        }
    };
    match &entry.kind {
        LogKind::Overflow { counter: c, control } => {
            let mut t = counter(c);
            let bit = if control.contains('.') {
                control.clone()
            } else {
                format!("{control}.ov")
            };
            if !t.contains(&bit) {
                t.push(bit);
            }
            t
        }
        LogKind::Trap { counter: Some(c), .. } | LogKind::Interrupt { counter: Some(c), .. } => counter(c),
        LogKind::TrapLost { counter: c, .. } => counter(c),
        LogKind::Freeze { .. } => machine
            .features
            .freeze
            .map(|f| vec![format!("{}.{}", f.reg, f.field)])
            .unwrap_or_default(),
        _ => Vec::new(),
    }
    .into_iter()
    .filter(|t| {
        machine
            .register(t.split('.').next().unwrap_or_default())
            .is_some()
    })
    .collect()
}

/// The log panel.
#[component]
pub fn LogPanel() -> Html {
    let kind = use_state(String::new);
    let list = use_node_ref();
    // Whether the list shows its newest entry (then it follows new ones).
    let at_end = use_mut_ref(|| true);
    let session = use_session();
    let (entries, total) = session.as_ref().map_or((Vec::new(), 0), |s| {
        s.with(|sim| {
            let matching: Vec<(usize, &LogEntry)> = sim
                .log
                .iter()
                .enumerate()
                .rev()
                .filter(|(_, e)| kind.is_empty() || e.kind.name() == kind.as_str())
                .take(SHOWN)
                .collect();
            (
                matching
                    .into_iter()
                    .rev()
                    .map(|(i, e)| (i, e.clone()))
                    .collect::<Vec<_>>(),
                sim.log.len(),
            )
        })
    });
    // One callback for every entry's links, the same at every render, so that an entry that
    // did not change is not drawn again.
    let on_show = {
        let dispatcher = session.as_ref().map(|s| s.dispatcher());
        use_callback((), move |target: String, ()| {
            if let Some(d) = &dispatcher {
                d.dispatch(UiAction::ShowField(target));
            }
        })
    };
    {
        let list = list.clone();
        let at_end = at_end.clone();
        let newest = entries.last().map(|(_, e)| e.cycle);
        use_effect_with((entries.len(), newest, (*kind).clone()), move |_| {
            if *at_end.borrow() {
                if let Some(el) = list.cast::<web_sys::Element>() {
                    el.set_scroll_top(el.scroll_height());
                }
            }
        });
    }
    let Some(session) = session else {
        return html! {};
    };
    let machine = session.machine();
    let window = session.with(|sim| sim.switch_config().map_or(0, |c| c.switch_cycles));
    let on_kind = {
        let kind = kind.clone();
        Callback::from(move |e: Event| kind.set(select_value(&e)))
    };
    let on_scroll = {
        let list = list.clone();
        let at_end = at_end.clone();
        Callback::from(move |_: Event| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                *at_end.borrow_mut() = el.scroll_top() + el.client_height() >= el.scroll_height() - 4;
            }
        })
    };
    let shown = if kind.is_empty() {
        count(total as u64, "entry", "entries")
    } else {
        format!("{} shown", entries.len())
    };
    html! {
        <section class="panel log-panel" aria-labelledby="log-title">
            <div class="panel-head">
                <h2 id="log-title" class="panel-title">{ "Log" }</h2>
                <label class="log-filter">{ "Show " }
                    <select data-testid="log-filter" onchange={on_kind}>
                        <option value="" selected={kind.is_empty()}>{ "everything" }</option>
                        { for KINDS.iter().map(|(k, words)| html! {
                            <option value={*k} selected={kind.as_str() == *k}>{ *words }</option>
                        }) }
                    </select>
                </label>
                <span class="muted">{ shown }</span>
            </div>
            <ol class="log" data-testid="log" aria-live="polite" ref={list} onscroll={on_scroll} tabindex="0"
                aria-label="Log, oldest first">
                { for entries.into_iter().map(|(i, entry)| html! {
                    <LogRow key={i} {entry} {machine} {window} on_show={on_show.clone()} />
                }) }
            </ol>
        </section>
    }
}

#[derive(Properties)]
struct LogRowProps {
    entry: LogEntry,
    machine: &'static Machine,
    /// The thread-switch window, which a switch's text names.
    window: u64,
    /// Open a register or field the entry links to.
    on_show: Callback<String>,
}

impl PartialEq for LogRowProps {
    fn eq(&self, other: &Self) -> bool {
        self.entry == other.entry
            && std::ptr::eq(self.machine, other.machine)
            && self.window == other.window
            && self.on_show == other.on_show
    }
}

/// One entry of the log: a component of its own, keyed by its place in the log, so that a live
/// run draws only the entries it adds.
#[component]
fn LogRow(props: &LogRowProps) -> Html {
    let e = &props.entry;
    let targets = targets(props.machine, e);
    // A switch says whose urgency was lower, not "urgencies 4 vs 5".
    let text = log_text(e, props.window);
    let link = |t: &String| {
        let (on_show, target) = (props.on_show.clone(), t.clone());
        let onclick = Callback::from(move |_: MouseEvent| on_show.emit(target.clone()));
        html! { <button type="button" class="link" title={format!("Open {t}")} {onclick}>{ t.clone() }</button> }
    };
    html! {
        <li class={classes!("log-entry", e.kind.name())}>
            <span class="log-cycle">{ group(e.cycle) }</span>{ " " }{ text }
            if !targets.is_empty() {
                <span class="log-links">{ for targets.iter().map(|t| html! { <>{ " " }{ link(t) }</> }) }</span>
            }
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An overflow links to its counter and the overflow bit; a freeze to the freeze bit.
    #[test]
    fn entries_link_to_their_registers() {
        let t4 = pmu_model::machine("sparc-t4").expect("t4");
        let overflow = LogEntry {
            cycle: 20,
            thread: None,
            kind: LogKind::Overflow {
                counter: "PIC0".into(),
                control: "PCR0.ov".into(),
            },
        };
        assert_eq!(targets(t4, &overflow), ["PIC0", "PCR0.ov"]);
        let mt = pmu_model::machine("montecito").expect("montecito");
        let freeze = LogEntry {
            cycle: 5,
            thread: Some(0),
            kind: LogKind::Freeze { note: String::new() },
        };
        assert_eq!(targets(mt, &freeze), ["PMC0.fr"]);
        let note = LogEntry {
            cycle: 5,
            thread: None,
            kind: LogKind::Note { text: "x".into() },
        };
        assert!(targets(t4, &note).is_empty());
    }
}
