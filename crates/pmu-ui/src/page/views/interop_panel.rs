//! The "Use on a real machine" panel: import a real tool's event specification (Linux perf,
//! Solaris cpustat/cputrack, pfmon, or register values) and see what it programs, then Apply
//! it as recorded actions; and export what the registers on screen hold as each tool's command
//! line, or why the tool cannot express it. The formats and their semantics are the model's
//! (`pmu_model::interop`, docs/interop.md); this view only shows them.
//!
//! Apply dispatches the writes as one batch, each in a mode that may make it (the PCL panel's
//! rule: `Simulator::write_mode`, through `crate::session::interop::apply_actions`), so the log, undo
//! and the permalink see them like any other write.

use pmu_model::decode::decode;
use pmu_model::interop::{export, formats, import, Format, Import};
use pmu_model::machine::Machine;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::pieces::register_values;
use crate::page::context::use_session;
use crate::session::format::count;
use crate::session::UiAction;

/// An example for each format, shown as the placeholder.
fn example(format: Format) -> &'static str {
    match format {
        Format::Perf => "perf stat -e r6800000:u",
        Format::Cpc => "cputrack -c pic0=Instr_ld,pic1=DC_miss_nospec",
        Format::Pfmon => "pfmon -e BUS_RD_INVAL_BST_HITM_ANY",
        Format::Registers => "REG=VALUE",
    }
}

/// The fields a write sets (not 0), with what their values mean.
fn fields_set(machine: &'static Machine, reg: &str, value: u64) -> String {
    let Some(r) = machine.register(reg) else {
        return String::new();
    };
    decode(machine, r, value)
        .fields
        .iter()
        .filter(|f| f.value != 0 && f.active != Some(false))
        .map(|f| {
            if f.meaning.is_empty() {
                format!("{}={:#x}", f.field.name, f.value)
            } else {
                format!("{}={:#x} ({})", f.field.name, f.value, f.meaning)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Put `text` on the clipboard; `done` hears whether the browser did (it may refuse: no
/// clipboard outside a secure context, or no permission).
fn copy(text: &str, done: Callback<bool>) {
    let get = |o: &JsValue, k: &str| {
        js_sys::Reflect::get(o, &JsValue::from_str(k))
            .ok()
            .filter(|v| !v.is_undefined())
    };
    let promise = web_sys::window()
        .and_then(|w| get(&w, "navigator"))
        .and_then(|n| get(&n, "clipboard"))
        .and_then(|c| {
            let write = get(&c, "writeText")?.dyn_into::<js_sys::Function>().ok()?;
            write.call1(&c, &JsValue::from_str(text)).ok()
        })
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        done.emit(false);
        return;
    };
    // One of the two closures runs and frees itself; the other stays, a few bytes a copy.
    let ok = {
        let done = done.clone();
        Closure::once_into_js(move |_: JsValue| done.emit(true))
    };
    let failed = Closure::once_into_js(move |_: JsValue| done.emit(false));
    if let Some(then) = get(&promise, "then").and_then(|t| t.dyn_into::<js_sys::Function>().ok()) {
        let _ = then.call2(&promise, &ok, &failed);
    }
}

#[component]
pub fn InteropPanel() -> Html {
    let text = use_state(String::new);
    let applied = use_state(|| None::<String>);
    let copied = use_state(|| None::<(Format, bool)>);
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let on_input = {
        let (text, applied, copied) = (text.clone(), applied.clone(), copied.clone());
        Callback::from(move |e: InputEvent| {
            text.set(e.target_unchecked_into::<HtmlTextAreaElement>().value());
            applied.set(None);
            copied.set(None);
        })
    };
    let known = formats(machine);
    let placeholder = known.iter().map(|f| example(*f)).collect::<Vec<_>>().join("\n");
    let result: Option<Result<Import, String>> =
        (!text.trim().is_empty()).then(|| import(machine, &text, None).map_err(|e| e.to_string()));
    let context = format!("{} {}", machine.contexts.name, session.screen.thread);
    let on_apply = match &result {
        Some(Ok(imp)) => {
            let (s, imp, applied, context) = (session.clone(), imp.clone(), applied.clone(), context.clone());
            let copied = copied.clone();
            Some(Callback::from(move |_: MouseEvent| {
                // The plan is read from the model first; the borrow ends before the dispatch.
                let actions =
                    s.with(|sim| crate::session::interop::apply_actions(sim, s.screen.thread, &imp));
                s.dispatch(UiAction::Batch(actions));
                copied.set(None);
                let rest = match imp.not_imported.len() {
                    0 => String::new(),
                    n => format!(
                        " Not imported: {} of the line, listed above.",
                        count(n as u64, "part", "parts")
                    ),
                };
                applied.set(Some(format!(
                    "Applied {} to {context} (see the log; undo takes them back).{rest}",
                    count(imp.writes.len() as u64, "write", "writes")
                )));
            }))
        }
        _ => None,
    };
    let values = session.with(|sim| crate::session::interop::current_values(sim, session.screen.thread));
    let exported = export(machine, &values, &[]);
    html! {
        <div class="panel interop" data-testid="interop-panel">
            <h3>{ "Use on a real machine" }</h3>
            <p class="muted">{ format!(
                "Paste an event specification from {} to see what it programs, or copy the command line that programs what the registers of {context} hold.",
                known.iter().map(|f| f.tool_name()).collect::<Vec<_>>().join(", ")
            ) }</p>
            <label class="block">{ "Import" }
                <textarea data-testid="import-text" aria-label="Event specification to import" rows="3"
                    placeholder={placeholder} value={(*text).clone()} oninput={on_input} />
            </label>
            { match &result {
                None => html! {},
                Some(Err(e)) => html! { <p class="status error" role="alert" data-testid="import-error">{ e.clone() }</p> },
                Some(Ok(imp)) => html! {
                    <div data-testid="import-result">
                        <p class={classes!("status", if imp.not_imported.is_empty() { "ok" } else { "partial" })}>{ import_summary(imp) }</p>
                        { register_values(None, imp.writes.iter().map(|w| (w.reg, w.value, fields_set(machine, w.reg, w.value)))) }
                        { for imp.notes.iter().map(|n| html! { <p class="note">{ n.clone() }</p> }) }
                        if !imp.not_imported.is_empty() {
                            <table class="masks not-imported" data-testid="import-not-imported">
                                <caption>{ "Not imported: the rest of the line, and what acts on it" }</caption>
                                <tbody>
                                { for imp.not_imported.iter().map(|n| html! {
                                    <tr><td><code>{ n.what.clone() }</code></td><td>{ n.why.clone() }<span class="muted">{ format!(" ({})", n.whose) }</span></td></tr>
                                }) }
                                </tbody>
                            </table>
                        }
                        if let Some(on_apply) = on_apply {
                            <button type="button" class="primary" data-testid="import-apply" onclick={on_apply}>{ format!("Apply to {context}") }</button>
                        }
                    </div>
                },
            } }
            if let Some(done) = &*applied {
                <p class="note" role="status" data-testid="import-status">{ done.clone() }</p>
            }
            <h4>{ "Export" }</h4>
            { for exported.exports.iter().map(|x| {
                let id = format!("export-{}", x.format.id());
                match (&x.command, &x.reason) {
                    (Some(cmd), _) => {
                        let onclick = {
                            let (cmd, copied, f) = (cmd.clone(), copied.clone(), x.format);
                            Callback::from(move |_: MouseEvent| {
                                let copied = copied.clone();
                                copy(&cmd, Callback::from(move |ok| copied.set(Some((f, ok)))));
                            })
                        };
                        html! {
                            <div class="export" data-testid={id.clone()}>
                                <div class="muted">{ x.tool }</div>
                                <code class="command">{ cmd.clone() }</code>
                                <button type="button" data-testid={format!("{id}-copy")} aria-label={format!("Copy the {} command line", x.tool)} {onclick}>
                                    { match *copied {
                                    Some((f, true)) if f == x.format => "Copied",
                                    Some((f, false)) if f == x.format => "Copy failed: select the line",
                                    _ => "Copy",
                                } }
                                </button>
                                { for x.differences.iter().map(|d| html! { <p class="note">{ d.clone() }</p> }) }
                            </div>
                        }
                    }
                    (None, reason) => html! {
                        <div class="export" data-testid={id}>
                            <div class="muted">{ x.tool }</div>
                            <p class="note">{ reason.clone().unwrap_or_default() }</p>
                        </div>
                    },
                }
            }) }
        </div>
    }
}

/// What an import programs, saying so when it understood only part of the line.
fn import_summary(imp: &Import) -> String {
    let writes = count(imp.writes.len() as u64, "register write", "register writes");
    match imp.not_imported.len() {
        0 => format!("{}: {writes}", imp.format.tool_name()),
        n => format!(
            "{}: {writes}; {} not imported (below)",
            imp.format.tool_name(),
            count(n as u64, "part", "parts")
        ),
    }
}
