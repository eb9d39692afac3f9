//! The embeddable widget: `mount(element, options)` renders a compact live view of one register
//! (optionally with counters and step controls, the thread timeline, the event picker, or lanes
//! of programmings side by side) into an element of a documentation page. Each widget has its
//! own session; several on one page are independent. Its options are read from JavaScript here
//! and validated by [`crate::js::widget_options`]: a bad one renders an inline error in that
//! widget alone.

use pmu_model::machine::Machine;
use pmu_model::register::Scope;
use pmu_model::scenario::{Scenario, Step};
use pmu_model::sim::workload::builtin;
use pmu_model::sim::{Action, WriteValue};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::js::values::value_of;
use crate::js::widget_options::{parse_options, OptionText, Options, RawOptions, View};
use crate::page::context::SessionCtx;
use crate::page::views::{counter_table, RegisterView};
use crate::session::format::group;
use crate::session::{Session, Source, UiAction};

/// Read and validate the options object given to `mount` (see [`parse_options`]).
pub fn read_options(options: JsValue) -> Result<Options, Vec<String>> {
    // NaN and the infinities have no JSON form, so serde reads them as null, which would be no
    // option at all: they are found on the JavaScript value and are mistakes, as an object is.
    let not_finite = |k: &str| {
        js_sys::Reflect::get(&options, &JsValue::from_str(k))
            .ok()
            .and_then(|v| v.as_f64())
            .is_some_and(|f| !f.is_finite())
    };
    let o = value_of(options.clone()).map_err(|e| vec![format!("options: {e}")])?;
    parse_options(RawOptions::read(|k| {
        if not_finite(k) {
            Some(OptionText::NotText)
        } else {
            OptionText::get(&o, k)
        }
    }))
}

#[derive(Properties, PartialEq)]
pub struct WidgetProps {
    pub options: Result<Options, Vec<String>>,
}

/// A widget: its own session, or the errors that stopped it.
#[component]
pub fn Widget(props: &WidgetProps) -> Html {
    match &props.options {
        Err(errors) => html! {
            <div class="pmu-widget pmu-widget-error" role="alert" data-testid="widget-error">
                <strong>{ "pmu-explorer: " }</strong>
                // Errors quote the bad input, which may be a megabyte long: clipped.
                { for errors.iter().map(|e| html! { <div>{ crate::session::format::clip(e).into_owned() }</div> }) }
            </div>
        },
        Ok(o) => html! { <LiveWidget options={o.clone()} /> },
    }
}

#[derive(Properties, PartialEq)]
struct LiveProps {
    options: Options,
}

/// The session a widget starts with, and its start before the setup (what "Discard" on a paused
/// setup goes back to).
fn base(o: &Options) -> Option<Scenario> {
    match o.lesson.and_then(|id| crate::session::lesson::find(id).ok()) {
        Some(l) => Some(l.start.clone()),
        None => builtin("default").map(|w| Scenario::new(o.machine.id, o.seed, o.threads, w)),
    }
}

/// The widget's session: its machine (or lesson start) and then its setup, replayed under the
/// work budget like a link (ARCHITECTURE.md, Architecture Invariant (no link of death)); the
/// setup is where the widget starts (stepping back never undoes the page's example).
fn initial(o: &Options) -> Session {
    let Some(start) = base(o) else {
        return Session::default_session();
    };
    let mut scenario = start.clone();
    scenario.steps.extend(o.setup.iter().cloned().map(Step::Act));
    if let (Some(r), Some(v)) = (o.register, o.value) {
        scenario.steps.push(Step::Act(Action::Write {
            thread: o.thread,
            unit: 0,
            reg: r.to_string(),
            value: WriteValue::Raw(v),
        }));
    }
    let mut s = Session::restore(scenario, None, Source::Setup).unwrap_or_else(|e| {
        let mut s =
            Session::restore(start, None, Source::Setup).unwrap_or_else(|_| Session::default_session());
        s.screen.error = Some(format!("setup: {e}"));
        s
    });
    let lesson = o.lesson.and_then(|id| crate::session::lesson::find(id).ok());
    s.screen.lesson = lesson.map(|l| l.id.as_str());
    s.screen.thread = if lesson.is_some() { 0 } else { o.thread };
    s.screen.current = o
        .register
        .or_else(|| lesson.and_then(crate::session::lesson::focus_register))
        .or(s.screen.current);
    s
}

/// What "Discard" on a widget's paused setup shows: the widget's machine without the setup.
fn without_setup(o: &Options) -> Session {
    let mut s = base(o)
        .and_then(|start| Session::restore(start, None, Source::Setup).ok())
        .unwrap_or_else(Session::default_session);
    s.screen.thread = if o.lesson.is_some() { 0 } else { o.thread };
    s.screen.current = o.register.or(s.screen.current);
    s
}

#[component]
fn LiveWidget(props: &LiveProps) -> Html {
    let o = props.options.clone();
    let session = use_reducer({
        let o = o.clone();
        move || initial(&o)
    });
    let machine = session.machine();
    let reg = session.screen.current.and_then(|r| machine.register(r));
    let register = reg.map(|reg| {
        let value = session.peek(reg.name).unwrap_or(0);
        let s = session.clone();
        let on_write = Callback::from(move |v: u64| crate::page::context::write_raw(&s, reg.name, v));
        html! { <RegisterView machine={machine} register={reg} value={value} readonly={o.readonly}
        on_write={on_write} notes={session.screen.notes.clone()} compact=true /> }
    });
    html! {
        <ContextProvider<SessionCtx> context={session.clone()}>
            <div class="pmu-widget" data-theme={o.theme} data-testid="widget">
                if let Some(e) = &session.screen.error {
                    <div class="pmu-widget-error" role="alert">{ crate::session::format::clip(e).into_owned() }</div>
                }
                <crate::page::views::RestoreBanner on_discard={{
                    let (d, o) = (session.dispatcher(), o.clone());
                    Callback::from(move |()| d.dispatch(UiAction::DiscardRestore(Box::new(without_setup(&o)))))
                }} />
                { match o.view {
                    View::Register => html! { { for register } },
                    View::Counters => html! { <>{ for register }<WidgetCounters /></> },
                    View::ThreadTimeline => html! { <><WidgetSteps /><crate::page::views::ThreadTimeline /></> },
                    View::Events => html! { <crate::page::views::EventCatalogue /> },
                    View::Lesson => html! { <><crate::page::views::LessonView compact=true /><WidgetSteps />{ for register }</> },
                    View::Compare => html! { <crate::page::views::CompareView lanes={o.compare.clone()} /> },
                } }
            </div>
        </ContextProvider<SessionCtx>>
    }
}

/// Step buttons for a widget.
#[component]
fn WidgetSteps() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    let step = |n: u64| {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Model(Action::Run { cycles: n })))
    };
    let cycle = session.cycle();
    let go = |action: UiAction| {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(action.clone()))
    };
    html! {
        <div class="controls">
            <button type="button" data-testid="step-back" onclick={go(UiAction::Back)} disabled={session.position() == 0}
                    aria-label="One step back" title="One step back">{ "\u{25c0}" }</button>
            <span class="cycle" data-testid="cycle">{ format!("cycle {}", group(cycle)) }</span>
            <button type="button" data-testid="step-forward" onclick={go(UiAction::Forward)}
                    disabled={session.position() >= session.steps()}
                    aria-label="One step forward" title="One step forward">{ "\u{25b6}" }</button>
            // The app's step sizes, written as the app writes them.
            <span class="label" aria-hidden="true">{ "Step" }</span>
            { for crate::session::STEPS.iter().map(|n| html! {
                <button type="button" data-testid={format!("step-{n}")} onclick={step(*n)}
                        title={format!("Step {} cycles", group(*n))}>
                    <span class="visually-hidden">{ "Step " }</span>{ crate::session::format::short(*n) }
                </button>
            }) }
        </div>
    }
}

/// The counters of a widget's machine, with step buttons and the last log lines, oldest first
/// as in the app. The counters shown are those that concern the widget: the ones its register
/// drives or selects for, and any that is programmed, has counted or has overflowed; the
/// others (all at 0, not programmed) are one line that opens to list them.
#[component]
fn WidgetCounters() -> Html {
    let Some(session) = use_context::<SessionCtx>() else {
        return html! {};
    };
    // The counters of the strand or thread: per-unit counters (DRAM, MCU) need a unit choice
    // that a widget does not offer.
    let rows: Vec<_> = session
        .counters()
        .into_iter()
        .filter(|c| per_context(session.machine(), c.spec.count.reg))
        .collect();
    let why = session.not_counting();
    let current = session.screen.current;
    let concerns = |c: &pmu_model::sim::CounterRow| {
        c.value != 0
            || c.overflow
            || why.iter().any(|w| w.counter == c.spec.id)
            || session.why(c.spec.id).is_some_and(|w| w.programmed)
            || current.is_some_and(|r| c.spec.count.reg == r || c.spec.select.is_some_and(|s| s.reg == r))
    };
    let (shown, quiet): (Vec<_>, Vec<_>) = rows.into_iter().partition(|c| concerns(c));
    let log = session.log_tail(6);
    let window = session.with(|sim| sim.switch_config().map_or(0, |c| c.switch_cycles));
    html! {
        <div class="panel widget-counters">
            <WidgetSteps />
            { counter_table(&shown, true, &why, &[]) }
            if !quiet.is_empty() {
                <details class="quiet-counters">
                    <summary>{ format!("{} more at 0, not programmed: {}", quiet.len(),
                        quiet.iter().map(|c| c.spec.label).collect::<Vec<_>>().join(", ")) }</summary>
                    { counter_table(&quiet, true, &[], &[]) }
                </details>
            }
            // A box of a fixed height that shows its newest lines (CSS `column-reverse`), so
            // that the widget keeps its height as the log fills.
            <div class="widget-log" tabindex="0" role="region" aria-label="The last events, oldest first">
                <ol class="log" data-testid="log">
                    { for log.iter().map(|e| html! {
                        <li class={classes!("log-entry", e.kind.name())}>
                            <span class="log-cycle">{ group(e.cycle) }</span>{ " " }{ crate::page::views::log_text(e, window) }
                        </li>
                    }) }
                </ol>
            </div>
        </div>
    }
}

/// Whether a register is one per strand or thread (not per unit, node or chip).
fn per_context(m: &Machine, reg: &str) -> bool {
    m.register(reg)
        .is_some_and(|r| matches!(r.scope, Scope::Strand | Scope::Thread))
}

/// What `mount` returns: a handle that can unmount the widget.
#[wasm_bindgen]
pub struct WidgetHandle {
    app: Option<yew::AppHandle<Widget>>,
    element: web_sys::Element,
}

#[wasm_bindgen]
impl WidgetHandle {
    /// Remove the widget from its element.
    pub fn unmount(&mut self) {
        if let Some(app) = self.app.take() {
            app.destroy();
            crate::browser::panic::remove_widget(&self.element);
        }
    }
}

/// Mount a widget into `element` with `options` (`machine`, `register`, `value`, `thread`,
/// `view`, `readonly`, `theme`, `seed`). Bad options render an inline error in the widget; the
/// only failure that throws is a missing element.
#[wasm_bindgen]
pub fn mount(element: web_sys::Element, options: JsValue) -> WidgetHandle {
    crate::browser::panic::install();
    let options = if options.is_object() {
        read_options(options)
    } else if options.is_undefined() || options.is_null() {
        parse_options(RawOptions::default())
    } else {
        Err(vec![
            "options: expected an object such as {machine: \"sparc-t4\", register: \"PCR0\"}".into(),
        ])
    };
    crate::browser::panic::add_widget(&element);
    let app = yew::Renderer::<Widget>::with_root_and_props(element.clone(), WidgetProps { options }).render();
    WidgetHandle {
        app: Some(app),
        element,
    }
}
