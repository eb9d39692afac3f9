//! The page's header: machine, strands or threads, workload and seed (each starts a new
//! session); the permalink and the scenario download; the theme switch.

use pmu_model::sim::workload::BUILTINS;
use pmu_model::{Machine, MACHINES};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::browser::persist;
use crate::page::context::SessionCtx;
use crate::page::views::use_keyed_select;
use crate::session::{Mark, UiAction};
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    pub on_theme: Callback<()>,
    pub theme: Option<&'static str>,
    /// Show or hide the Learn panel; whether it is shown.
    pub on_learn: Callback<()>,
    pub learning: bool,
}

/// Machine, threads, seed and workload; the permalink; the theme switch.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    let session = use_context::<SessionCtx>();
    let selects = (use_node_ref(), use_node_ref(), use_node_ref());
    // Each choice starts a new session: chosen with the keys, it does so once, on Enter or on
    // leaving the list, not once per arrow key.
    let keyed = (use_keyed_select(), use_keyed_select(), use_keyed_select());
    // The session the permalink and the scenario file were last made from, and them.
    let shared = use_mut_ref(|| None::<(Mark, String, String)>);
    let Some(session) = session else {
        return html! {};
    };
    let machine = session.machine();
    let threads = session.threads();
    let (start_seed, start_workload) =
        session.with_time_travel(|t| (t.start().seed, t.start().workload.name.clone()));
    let workload = session.with(|sim| sim.workload.name.clone());
    // Once the user has chosen in a <select>, its options' `selected` no longer decide what it
    // shows; a session from elsewhere (Undo, browser Back) sets each choice from the session.
    {
        let (m, t, w) = selects.clone();
        let want = [machine.id.to_string(), threads.to_string(), workload.clone()];
        use_effect(move || {
            for (r, v) in [m, t, w].iter().zip(want) {
                if let Some(select) = r.cast::<HtmlSelectElement>() {
                    if select.value() != v {
                        select.set_value(&v);
                    }
                }
            }
        });
    }

    let restart = {
        let session = session.clone();
        move |machine: Option<&'static Machine>,
              threads: Option<u32>,
              seed: Option<u64>,
              workload: Option<String>| {
            // Everything is read before the dispatch: nothing of the session is borrowed while
            // the reducer runs. A new machine starts with its default number of contexts; the
            // count is never above what the machine has (`Machine::contexts`).
            let m = machine.unwrap_or_else(|| session.machine());
            let threads = match (threads, machine) {
                (Some(n), _) => n,
                (None, Some(m)) => m.contexts.default,
                (None, None) => session.threads(),
            };
            let action = UiAction::NewSession {
                machine: m.id.to_string(),
                seed: seed.unwrap_or(start_seed),
                threads: threads.clamp(1, m.contexts.max),
                workload: workload.unwrap_or_else(|| start_workload.clone()),
            };
            session.dispatch(action);
        }
    };
    let on_machine = {
        let restart = restart.clone();
        let session = session.clone();
        keyed
            .0
            .handlers(Callback::from(move |v: String| match pmu_model::machine(&v) {
                Some(m) => restart(Some(m), None, None, None),
                None => session.dispatch(UiAction::Error(format!("machine: no machine \"{v}\""))),
            }))
    };
    let on_threads = {
        let restart = restart.clone();
        keyed.1.handlers(Callback::from(move |v: String| {
            restart(None, v.parse().ok(), None, None);
        }))
    };
    let on_seed = {
        let restart = restart.clone();
        let session = session.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            match pmu_model::number::parse_u64(&input.value()) {
                Ok(seed) => restart(None, None, Some(seed), None),
                Err(err) => session.dispatch(UiAction::Error(format!("seed: {err}"))),
            }
        })
    };
    let on_workload = {
        let restart = restart.clone();
        keyed.2.handlers(Callback::from(move |v: String| {
            restart(None, None, None, Some(v));
        }))
    };
    let thread_choices = machine.contexts.offered;
    // The link and the scenario file encode the whole session: a live run's frames do not
    // encode them again, so that during a run they are the session's as the run began (as
    // the address bar is: crate::page::app saves when nothing runs), and catch up when it
    // pauses or anything else happens.
    let (permalink, download) = {
        let mut kept = shared.borrow_mut();
        match &*kept {
            Some((at, link, file)) if session.only_ran_since(at) => (link.clone(), file.clone()),
            _ => {
                let link = persist::permalink(&session);
                let file = format!(
                    "data:application/json;charset=utf-8,{}",
                    String::from(js_sys::encode_uri_component(
                        &serde_json::to_string_pretty(&session.scenario_here().to_json()).unwrap_or_default()
                    ))
                );
                *kept = Some((session.mark(), link.clone(), file.clone()));
                (link, file)
            }
        }
    };
    // A link longer than chat tools and some browsers pass safely is said to be so, and the
    // scenario file offered instead (crate::session::link::MAX_LINK).
    let too_long = (permalink.len() > crate::session::link::MAX_LINK).then(|| {
        format!(
            "This link is {} KB, too long to share safely (over {} KB): share the downloaded scenario instead",
            permalink.len().div_ceil(1024),
            crate::session::link::MAX_LINK / 1024
        )
    });
    let theme_label = match props.theme {
        None => "Theme: the system's (click for dark)",
        Some("dark") => "Theme: dark (click for light)",
        _ => "Theme: light (click for the system's)",
    };
    let on_theme = props.on_theme.reform(|_: MouseEvent| ());
    let on_learn = props.on_learn.reform(|_: MouseEvent| ());
    html! {
        <header class="app-header">
            <h1>{ "pmu-explorer" }</h1>
            <label title="The processor whose performance-monitoring unit you program: its registers and events come from its manual">{ "Machine " }
                <select ref={selects.0.clone()} data-testid="machine-select" aria-label="Machine" onchange={on_machine.onchange} onkeydown={on_machine.onkeydown} onmousedown={on_machine.onmousedown} onblur={on_machine.onblur}>
                    { for MACHINES.iter().map(|m| html! {
                        <option value={m.id} selected={m.id == machine.id}>{ m.name }</option>
                    }) }
                </select>
            </label>
            <label title={format!("How many hardware {}s the simulation runs, each with its own performance registers and its own copy of the workload", machine.contexts.name)}>{ format!("{}s ", capitalise(machine.contexts.name)) }
                <select ref={selects.1.clone()} data-testid="threads-select" aria-label={format!("Number of {}s", machine.contexts.name)} onchange={on_threads.onchange} onkeydown={on_threads.onkeydown} onmousedown={on_threads.onmousedown} onblur={on_threads.onblur}>
                    { for thread_choices.iter().map(|n| html! {
                        <option value={n.to_string()} selected={*n == threads}>{ n }</option>
                    }) }
                    // A restored session may have a count the list does not offer.
                    if !thread_choices.contains(&threads) {
                        <option value={threads.to_string()} selected=true>{ threads }</option>
                    }
                </select>
            </label>
            <label title="The simulated program whose events the counters count: a built-in mix of instructions, memory references and branches (each one's character is in the docs)">{ "Workload " }
                <select ref={selects.2.clone()} data-testid="workload-select" aria-label="Workload" onchange={on_workload.onchange} onkeydown={on_workload.onkeydown} onmousedown={on_workload.onmousedown} onblur={on_workload.onblur}>
                    { for BUILTINS.iter().map(|w| html! {
                        <option value={*w} selected={*w == workload}>{ *w }</option>
                    }) }
                    if !BUILTINS.contains(&workload.as_str()) {
                        <option value={workload.clone()} selected=true>{ workload.clone() }</option>
                    }
                </select>
            </label>
            <label title="The workload's random seed: the same seed and the same actions give the same run, bit for bit">{ "Seed " }
                <input data-testid="seed" class="seed" aria-label="Workload seed" value={start_seed.to_string()} onchange={on_seed} />
            </label>
            <span class="spacer" />
            <button type="button" data-testid="learn" aria-pressed={props.learning.to_string()} onclick={on_learn}
                    title="Lessons: the manuals' programming notes as exercises the model checks">{ "Learn" }</button>
            <a data-testid="permalink" href={permalink.clone()} title="A link that reproduces this session exactly">{ "Permalink" }</a>
            <CopyButton text={permalink.clone()} />
            if let Some(note) = &too_long {
                <span class="permalink-long" role="note" data-testid="permalink-too-long" title={note.clone()}>
                    { format!("Link too long to share ({} KB)", permalink.len().div_ceil(1024)) }
                </span>
            }
            <a href={download} download="pmu-session.json" data-testid="download"
               title={too_long.clone().unwrap_or_else(|| "This session as a scenario file for `pmu run`".to_string())}>{ "Download" }</a>
            <a href="docs.html" title="The three PMUs explained, with live widgets">{ "Docs" }</a>
            <button type="button" class="theme" data-testid="theme" onclick={on_theme} aria-label={theme_label} title={theme_label}>{ "\u{25d0}" }</button>
        </header>
    }
}

#[derive(Properties, PartialEq)]
struct CopyButtonProps {
    text: String,
}

/// Copies the permalink to the clipboard and says so (or says that it could not).
#[component]
fn CopyButton(props: &CopyButtonProps) -> Html {
    let said = use_state(|| None::<&'static str>);
    let onclick = {
        let said = said.clone();
        let text = props.text.clone();
        Callback::from(move |_: MouseEvent| {
            let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
            match clipboard {
                Some(c) => {
                    let promise = c.write_text(&text);
                    let said = said.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        let done = wasm_bindgen_futures::JsFuture::from(promise).await;
                        said.set(Some(if done.is_ok() {
                            "Copied"
                        } else {
                            "Could not copy: use the link's menu"
                        }));
                    });
                }
                None => said.set(Some("Could not copy: use the link's menu")),
            }
        })
    };
    html! {
        <>
            <button type="button" data-testid="permalink-copy" {onclick}
                    title="Copy the permalink to the clipboard">{ "Copy link" }</button>
            <span class="copy-status" role="status" data-testid="permalink-status">{ said.unwrap_or("") }</span>
        </>
    }
}

/// The context name with its first letter in capitals. The names are the tables' ASCII words
/// ("strand", "thread"): ASCII case mapping keeps core's Unicode case tables out of the bundle.
fn capitalise(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}
