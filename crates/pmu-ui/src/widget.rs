//! The embeddable widget: `mount(element, options)` renders a compact live view of one register
//! (optionally with counters and step controls, a thread timeline, the event picker, or lanes of
//! programmings side by side) into an element of a documentation page. Each widget has its own session; several on one page are
//! independent. Options are validated here: a bad one renders an inline error in that widget
//! alone, and no option is ever inserted as HTML (Yew writes text nodes).

use std::rc::Rc;

use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::register::Scope;
use pmu_model::scenario::setup::parse_setup;
use pmu_model::sim::{Action, WriteValue};
use pmu_model::{machine, MACHINES};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::context::SessionCtx;
use crate::format::group;
use crate::js_values::{value_of, OptionText};
use crate::state::{default_machine, Session, UiAction};
use crate::views::{counter_table, RegisterView};

/// What a widget shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The register alone.
    Register,
    /// The register, the counters, step buttons and the last log lines.
    Counters,
    /// The Montecito thread timeline with step buttons.
    Timeline,
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
            "timeline" => Some(View::Timeline),
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
    let o = value_of(options).map_err(|e| vec![format!("options: {e}")])?;
    let get = |k: &str| OptionText::get(&o, k);
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
            errors.push(format!("{k}: expected a string, a number or a boolean"));
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
        Some(id) => Some(crate::lesson::find(&id).map_err(|e| vec![format!("lesson: {e}")])?),
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
                "view: \"{v}\" is not one of register, counters, timeline, events, compare"
            ));
            View::Register
        }),
    };
    if view == View::Timeline && !m.features.thread_switching {
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
        (View::Compare, n) if n > crate::compare::Compare::MAX_LANES => errors.push(format!(
            "compare: {n} lanes; at most {}",
            crate::compare::Compare::MAX_LANES
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
    let threads = if view == View::Timeline || thread > 0 {
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
                { for errors.iter().map(|e| html! { <div>{ e.clone() }</div> }) }
            </div>
        },
        Ok(o) => html! { <LiveWidget options={o.clone()} /> },
    }
}

#[derive(Properties, PartialEq)]
struct LiveProps {
    options: Options,
}

fn initial(o: &Options) -> Session {
    let lesson = o
        .lesson
        .and_then(|id| crate::state::Session::start_lesson(id).ok());
    let lesson_thread = lesson.as_ref().map(|s| s.thread);
    let mut s = lesson.unwrap_or_else(|| {
        Session::new(o.machine.id, o.seed, o.threads, "default")
            .unwrap_or_else(|_| Session::default_session())
    });
    s.thread = lesson_thread.unwrap_or(o.thread);
    s.current = o.register.or(s.current);
    let mut actions = o.setup.clone();
    if let (Some(r), Some(v)) = (o.register, o.value) {
        actions.push(Action::Write {
            thread: o.thread,
            unit: 0,
            reg: r.to_string(),
            value: WriteValue::Raw(v),
        });
    }
    let mut s = Rc::new(s);
    for a in actions {
        s = s.reduce(UiAction::Model(a));
        if s.error.is_some() {
            break;
        }
    }
    let mut s = Rc::try_unwrap(s).unwrap_or_else(|rc| (*rc).clone());
    s.notes.clear();
    // The setup is where the widget starts: stepping back never undoes the page's example.
    s.start_here();
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
    let reg = session.current.and_then(|r| machine.register(r));
    let register = reg.map(|reg| {
        let value = session.peek(reg.name).unwrap_or(0);
        let s = session.clone();
        let on_write = Callback::from(move |v: u64| crate::context::write_raw(&s, reg.name, v));
        html! { <RegisterView machine={machine} register={reg} value={value} readonly={o.readonly}
        on_write={on_write} notes={session.notes.clone()} /> }
    });
    html! {
        <ContextProvider<SessionCtx> context={session.clone()}>
            <div class="pmu-widget" data-theme={o.theme} data-testid="widget">
                if let Some(e) = &session.error {
                    <div class="pmu-widget-error" role="alert">{ e.clone() }</div>
                }
                { match o.view {
                    View::Register => html! { { for register } },
                    View::Counters => html! { <>{ for register }<WidgetCounters /></> },
                    View::Timeline => html! { <><WidgetSteps /><crate::views::ThreadView /></> },
                    View::Events => html! { <crate::views::EventCatalogue /> },
                    View::Lesson => html! { <><crate::views::LessonView compact=true /><WidgetSteps />{ for register }</> },
                    View::Compare => html! { <crate::views::CompareView lanes={o.compare.clone()} /> },
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
            <button type="button" data-testid="step-back" onclick={go(UiAction::Back)} disabled={session.position == 0}
                    aria-label="One step back" title="One step back">{ "\u{25c0}" }</button>
            <span class="cycle" data-testid="cycle">{ format!("cycle {}", group(cycle)) }</span>
            <button type="button" data-testid="step-forward" onclick={go(UiAction::Forward)}
                    disabled={session.position >= session.steps}
                    aria-label="One step forward" title="One step forward">{ "\u{25b6}" }</button>
            // The app's step sizes, written as the app writes them.
            <span class="label" aria-hidden="true">{ "Step" }</span>
            { for crate::state::STEPS.iter().map(|n| html! {
                <button type="button" data-testid={format!("step-{n}")} onclick={step(*n)}
                        title={format!("Step {} cycles", group(*n))}>
                    <span class="visually-hidden">{ "Step " }</span>{ crate::format::short(*n) }
                </button>
            }) }
        </div>
    }
}

/// The counters of a widget's machine, with step buttons and the last log lines.
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
    let log = session.log_tail(6);
    html! {
        <div class="panel">
            <WidgetSteps />
            { counter_table(&rows, true, &session.not_counting(), &[]) }
            <ol class="log" data-testid="log" reversed=true>
                { for log.iter().rev().map(|e| html! { <li class="log-entry">{ e.to_string() }</li> }) }
            </ol>
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
            crate::panic::remove_widget(&self.element);
        }
    }
}

/// Mount a widget into `element` with `options` (`machine`, `register`, `value`, `thread`,
/// `view`, `readonly`, `theme`, `seed`). Bad options render an inline error in the widget; the
/// only failure that throws is a missing element.
#[wasm_bindgen]
pub fn mount(element: web_sys::Element, options: JsValue) -> WidgetHandle {
    crate::panic::install();
    let options = if options.is_object() {
        read_options(options)
    } else if options.is_undefined() || options.is_null() {
        parse_options(RawOptions::default())
    } else {
        Err(vec![
            "options: expected an object such as {machine: \"sparc-t4\", register: \"PCR0\"}".into(),
        ])
    };
    crate::panic::add_widget(&element);
    let app = yew::Renderer::<Widget>::with_root_and_props(element.clone(), WidgetProps { options }).render();
    WidgetHandle {
        app: Some(app),
        element,
    }
}
