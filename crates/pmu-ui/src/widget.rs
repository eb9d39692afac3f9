//! The embeddable widget: `mount(element, options)` renders a compact live view of one register
//! (optionally with counters and step controls, a thread time_travel, the event picker, or lanes of
//! programmings side by side) into an element of a documentation page. Each widget has its own session; several on one page are
//! independent. Options are validated here: a bad one renders an inline error in that widget
//! alone, and no option is ever inserted as HTML (Yew writes text nodes).

use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::register::Scope;
use pmu_model::scenario::setup::parse_setup;
use pmu_model::scenario::{Scenario, Step};
use pmu_model::sim::workload::builtin;
use pmu_model::sim::{Action, Until, WriteValue};
use pmu_model::{machine, MACHINES};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::js::values::{value_of, OptionText};
use crate::page::context::SessionCtx;
use crate::page::views::{counter_table, RegisterView};
use crate::session::format::group;
use crate::session::{default_machine, Session, Source, UiAction};

/// The most cycles the thread timeline runs at mount to reach the workload's first switch
/// (the default workload's first comes within a few hundred cycles; `Action::RunUntil` also
/// bounds the events a run processes).
pub const FIRST_SWITCH_CYCLES: u64 = 1_000_000;

/// How far past that switch the thread timeline opens: the 15-cycle switch and the other thread
/// running are drawn.
pub const AFTER_FIRST_SWITCH: u64 = 100;

/// What a widget shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The register alone.
    Register,
    /// The register, the counters, step buttons and the last log lines.
    Counters,
    /// The Montecito thread timeline with step buttons, opened at the first switch.
    ThreadTimeline,
    /// The event catalogue with descriptions and citations.
    Events,
    /// A lesson (the `lesson` option): the register it is about, its goals, step controls.
    Lesson,
    /// Lanes of one workload with different programmings, stepping together (the `compare`
    /// option).
    Compare,
}

impl View {
    fn parse(s: &str) -> Option<View> {
        match s.trim() {
            "" | "register" => Some(View::Register),
            "counters" => Some(View::Counters),
            "timeline" => Some(View::ThreadTimeline),
            "events" => Some(View::Events),
            "compare" => Some(View::Compare),
            _ => None,
        }
    }
}

/// Validated widget options.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub machine: &'static Machine,
    pub register: Option<&'static str>,
    pub value: Option<u64>,
    pub thread: u32,
    pub threads: u32,
    pub seed: u64,
    pub view: View,
    pub readonly: bool,
    pub theme: Option<&'static str>,
    /// Actions applied before the widget is shown (the `setup` option).
    pub setup: Vec<Action>,
    /// The lesson the widget embeds (the `lesson` option): its machine and starting session.
    pub lesson: Option<&'static str>,
    /// The compare view's lanes, each a setup (the `compare` option: setups separated by `|`).
    pub compare: Vec<String>,
}

/// The options as they come from JavaScript: `<pmu-explorer>` attributes (strings) or the
/// object given to `mount` (strings, numbers, booleans or BigInts). Other keys are ignored.
#[derive(Debug, Default)]
pub struct RawOptions {
    machine: Option<OptionText>,
    register: Option<OptionText>,
    value: Option<OptionText>,
    thread: Option<OptionText>,
    view: Option<OptionText>,
    readonly: Option<OptionText>,
    theme: Option<OptionText>,
    seed: Option<OptionText>,
    setup: Option<OptionText>,
    lesson: Option<OptionText>,
    compare: Option<OptionText>,
}

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
    let get = |k: &str| {
        if not_finite(k) {
            Some(OptionText::NotText)
        } else {
            OptionText::get(&o, k)
        }
    };
    parse_options(RawOptions {
        machine: get("machine"),
        register: get("register"),
        value: get("value"),
        thread: get("thread"),
        view: get("view"),
        readonly: get("readonly"),
        theme: get("theme"),
        seed: get("seed"),
        setup: get("setup"),
        lesson: get("lesson"),
        compare: get("compare"),
    })
}

/// Validate options; every problem is named with the option it concerns.
pub fn parse_options(raw: RawOptions) -> Result<Options, Vec<String>> {
    let mut errors = Vec::new();
    let mut text = |k: &str, v: Option<OptionText>| match v? {
        OptionText::Text(t) => Some(t),
        OptionText::NotText => {
            errors.push(format!("{k}: expected a string, a finite number or a boolean"));
            None
        }
    };
    let machine_text = text("machine", raw.machine);
    let register_text = text("register", raw.register);
    let value_text = text("value", raw.value);
    let thread_text = text("thread", raw.thread);
    let view_text = text("view", raw.view);
    let readonly_text = text("readonly", raw.readonly);
    let theme_text = text("theme", raw.theme);
    let seed_text = text("seed", raw.seed);
    let setup_text = text("setup", raw.setup);
    let compare_text = text("compare", raw.compare);
    let lesson_text = text("lesson", raw.lesson);
    // A lesson brings its machine and session; a machine given too must be the lesson's.
    let lesson = match lesson_text {
        None => None,
        Some(id) => Some(crate::session::lesson::find(&id).map_err(|e| vec![format!("lesson: {e}")])?),
    };
    let m = match (lesson, machine_text) {
        (Some(l), Some(id)) if id.trim() != l.machine.id => {
            return Err(vec![format!(
                "machine: \"{id}\" is not the machine of lesson {}, {}",
                l.id, l.machine.id
            )])
        }
        (Some(l), _) => l.machine,
        (None, None) => default_machine(),
        (None, Some(id)) => machine(&id).ok_or_else(|| {
            vec![format!(
                "machine: unknown machine \"{id}\" ({})",
                MACHINES.map(|m| m.id).join(", ")
            )]
        })?,
    };
    let register = match register_text {
        None => None,
        Some(r) => match m.register(&r) {
            Some(reg) => Some(reg.name),
            None => {
                errors.push(format!("register: {} has no register \"{r}\"", m.id));
                None
            }
        },
    };
    let value = match value_text {
        None => None,
        Some(v) => match parse_u64(&v) {
            Ok(n) => match register.and_then(|r| m.register(r)) {
                Some(reg) if n & !reg.width_mask() != 0 => {
                    errors.push(format!(
                        "value: {v} does not fit the {}-bit register {}",
                        reg.width, reg.name
                    ));
                    None
                }
                _ => Some(n),
            },
            Err(e) => {
                errors.push(format!("value: {e}"));
                None
            }
        },
    };
    let max_threads = m.contexts.max;
    let thread = match thread_text {
        None => 0,
        Some(t) => match t.parse::<u32>() {
            Ok(n) if n < max_threads => n,
            _ => {
                errors.push(format!(
                    "thread: \"{t}\" is not a {} of {} (0-{})",
                    m.contexts.name,
                    m.id,
                    max_threads - 1
                ));
                0
            }
        },
    };
    let view = match view_text {
        None if lesson.is_some() => View::Lesson,
        None if compare_text.is_some() => View::Compare,
        None => View::Register,
        Some(v) => View::parse(&v).unwrap_or_else(|| {
            errors.push(format!(
                "view: \"{v}\" is not one of register, counters, time_travel, events, compare"
            ));
            View::Register
        }),
    };
    if view == View::ThreadTimeline && !m.features.thread_switching {
        let with: Vec<_> = MACHINES
            .iter()
            .filter(|m| m.features.thread_switching)
            .map(|m| m.id)
            .collect();
        errors.push(format!(
            "view: the thread timeline is for machines that switch threads ({})",
            with.join(", ")
        ));
    }
    let readonly = match readonly_text.as_deref() {
        None | Some("false") => false,
        Some("" | "true" | "readonly") => true,
        Some(other) => {
            errors.push(format!("readonly: \"{other}\" is not true or false"));
            false
        }
    };
    let theme = match theme_text.as_deref() {
        None | Some("" | "auto") => None,
        Some("light") => Some("light"),
        Some("dark") => Some("dark"),
        Some(other) => {
            errors.push(format!("theme: \"{other}\" is not light, dark or auto"));
            None
        }
    };
    let seed = match seed_text {
        None => 1,
        Some(s) => parse_u64(&s).unwrap_or_else(|e| {
            errors.push(format!("seed: {e}"));
            1
        }),
    };
    let setup = match setup_text {
        // The thread timeline opens just after the workload's first switch, so that it shows
        // one (who switched to whom, and why, and the other thread running) before anyone
        // steps; at most FIRST_SWITCH_CYCLES to find it.
        None if view == View::ThreadTimeline => vec![
            Action::RunUntil {
                until: Until::ThreadSwitch,
                max_cycles: FIRST_SWITCH_CYCLES,
            },
            Action::Run {
                cycles: AFTER_FIRST_SWITCH,
            },
        ],
        None => Vec::new(),
        Some(text) => parse_setup(m, &text, thread).unwrap_or_else(|e| {
            errors.push(e.to_string());
            Vec::new()
        }),
    };
    let compare: Vec<String> = compare_text
        .as_deref()
        .map(|t| t.split('|').map(|l| l.trim().to_string()).collect())
        .unwrap_or_default();
    match (view, compare.len()) {
        (View::Compare, 0) => errors.push(
            "view: compare needs the compare option (setups separated by |, such as \"PCR0.ut=1 | PCR0.st=1\")".into(),
        ),
        (View::Compare, n) if n > crate::session::compare::Compare::MAX_LANES => errors.push(format!(
            "compare: {n} lanes; at most {}",
            crate::session::compare::Compare::MAX_LANES
        )),
        (View::Compare, _) => {}
        (_, 0) => {}
        (_, _) => errors.push("compare: only with view=\"compare\" (or no view)".into()),
    }
    for (i, lane) in compare.iter().enumerate() {
        if let Err(e) = parse_setup(m, lane, thread) {
            errors.push(format!("compare: lane {}: {e}", char::from(b'A' + i as u8)));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let threads = if view == View::ThreadTimeline || thread > 0 {
        (thread + 1).max(2).min(max_threads)
    } else {
        1
    };
    Ok(Options {
        machine: m,
        register,
        value,
        thread,
        threads,
        seed,
        view,
        readonly,
        theme,
        setup,
        lesson: lesson.map(|l| l.id.as_str()),
        compare,
    })
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
