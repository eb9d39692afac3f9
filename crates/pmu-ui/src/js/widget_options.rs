//! The widget's options (`<pmu-explorer>` attributes, or the object given to `mount`), read and
//! validated without the browser. [`OPTIONS`] is the one list of them: their names, what each
//! takes and what it does. The reader here takes its options from it; `web/pmu-explorer.js`
//! observes the same attributes and `web/pmu-explorer.d.ts` declares the same `WidgetOptions`,
//! which this module's tests check against the table. A bad option is an error that names it,
//! shown in that widget alone; no option is ever inserted as HTML (Yew writes text nodes).

use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::scenario::setup::parse_setup;
use pmu_model::sim::{Action, Until};
use pmu_model::{machine, MACHINES};
use serde_json::Value;

use crate::session::compare::Compare;
use crate::session::default_machine;
use crate::session::lesson::find;

/// What an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Text: a name, a setup.
    Text,
    /// A 64-bit number: a number, a BigInt or a string ("0x8018").
    U64,
    /// A strand or thread number: a number or a string.
    Index,
    /// A flag: a boolean, or a string ("true", "false"; an attribute present without a value).
    Flag,
    /// One of these values.
    OneOf(&'static [&'static str]),
}

/// One widget option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: Kind,
    /// What it does, as the TypeScript declarations say it.
    pub doc: &'static str,
}

/// What the `view` option takes.
const VIEWS: &[&str] = &["register", "counters", "timeline", "events", "compare"];

/// What the `theme` option takes.
const THEMES: &[&str] = &["light", "dark", "auto"];

/// Every widget option, in the order `web/pmu-explorer.js` observes them.
pub const OPTIONS: [OptionSpec; 11] = [
    OptionSpec {
        name: "machine",
        kind: Kind::Text,
        doc: "A machine id, as `pmu machines` lists them; the first machine if left out.",
    },
    OptionSpec {
        name: "register",
        kind: Kind::Text,
        doc: "The register shown; the machine's first (or the lesson's register) if left out.",
    },
    OptionSpec {
        name: "value",
        kind: Kind::U64,
        doc: "A value written to the register (as software writes it) before the widget is shown.",
    },
    OptionSpec {
        name: "thread",
        kind: Kind::Index,
        doc: "The strand or thread shown, from 0.",
    },
    OptionSpec {
        name: "view",
        kind: Kind::OneOf(VIEWS),
        doc: "What the widget shows: the register (the default), the register with the counters, \
              the thread timeline (machines that switch threads), the event catalogue, or lanes \
              side by side (with `compare`).",
    },
    OptionSpec {
        name: "readonly",
        kind: Kind::Flag,
        doc: "The register is shown, not edited.",
    },
    OptionSpec {
        name: "theme",
        kind: Kind::OneOf(THEMES),
        doc: "Light or dark; `auto` (the default) follows the page's preference.",
    },
    OptionSpec {
        name: "seed",
        kind: Kind::U64,
        doc: "The workload's random seed (1 if left out).",
    },
    OptionSpec {
        name: "setup",
        kind: Kind::Text,
        doc: "`;`-separated `REG=VALUE` writes, `REG.field=VALUE` field writes, and `mode=...`, \
              `psr.cpl=N`, `psr.up=0|1`, `psr.pp=0|1`.",
    },
    OptionSpec {
        name: "compare",
        kind: Kind::Text,
        doc: "Lanes side by side (the compare view): setups separated by `|`, each lane the same \
              machine, workload and seed with its own programming, stepping together; such as \
              \"PCR0.sl=26; PCR0.ut=1 | PCR0.sl=26; PCR0.st=1\".",
    },
    OptionSpec {
        name: "lesson",
        kind: Kind::Text,
        doc: "A lesson's id: the widget opens on its machine and start and shows its goals.",
    },
];

/// The options' names, taken from [`OPTIONS`] when the crate is compiled: what the reader looks
/// for at run time (the docs are for the declarations and stay out of the wasm).
const NAMES: [&str; OPTIONS.len()] = {
    let mut names = [""; OPTIONS.len()];
    let mut i = 0;
    while i < OPTIONS.len() {
        names[i] = OPTIONS[i].name;
        i += 1;
    }
    names
};

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
    /// The Montecito thread timeline with step buttons, opened at the first switch
    /// (`view="timeline"`).
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
    /// The view a `view` option names (one of [`VIEWS`]; empty is the register).
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

/// A widget option as text: attributes are strings; `mount` options may be strings, numbers,
/// booleans or BigInts. Anything else is kept as a mistake for the option's error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionText {
    Text(String),
    NotText,
}

impl OptionText {
    /// The option `key` of an options object (`None` if it is missing, `undefined` or `null`).
    pub fn get(options: &Value, key: &str) -> Option<OptionText> {
        Some(match options.get(key)? {
            Value::Null => return None,
            Value::String(s) => OptionText::Text(s.clone()),
            Value::Bool(b) => OptionText::Text(b.to_string()),
            Value::Number(n) => OptionText::Text(n.to_string()),
            Value::Array(_) | Value::Object(_) => OptionText::NotText,
        })
    }
}

/// The options as they come from JavaScript, before they are validated: each option of
/// [`OPTIONS`] that was given. Other keys are ignored.
#[derive(Debug, Default)]
pub struct RawOptions {
    given: Vec<(&'static str, OptionText)>,
}

impl RawOptions {
    /// Each option of [`OPTIONS`] as `get` finds it (`None`: not given).
    pub fn read(mut get: impl FnMut(&'static str) -> Option<OptionText>) -> RawOptions {
        let mut given = Vec::new();
        for name in NAMES {
            if let Some(v) = get(name) {
                given.push((name, v));
            }
        }
        RawOptions { given }
    }
}

/// "a, b or c".
fn or_list(values: &[&str]) -> String {
    match values {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Validate options; every problem is named with the option it concerns.
pub fn parse_options(raw: RawOptions) -> Result<Options, Vec<String>> {
    let mut errors = Vec::new();
    // Each option as text, in the table's order; one that is not text is an error.
    let mut texts: Vec<(&str, String)> = Vec::new();
    for (name, v) in raw.given {
        match v {
            OptionText::Text(t) => texts.push((name, t)),
            OptionText::NotText => {
                errors.push(format!("{name}: expected a string, a finite number or a boolean"))
            }
        }
    }
    let text = |name: &str| texts.iter().find(|(n, _)| *n == name).map(|(_, t)| t.clone());
    // A lesson brings its machine and session; a machine given too must be the lesson's.
    let lesson = match text("lesson") {
        None => None,
        Some(id) => Some(find(&id).map_err(|e| vec![format!("lesson: {e}")])?),
    };
    let m = match (lesson, text("machine")) {
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
    let register = match text("register") {
        None => None,
        Some(r) => match m.register(&r) {
            Some(reg) => Some(reg.name),
            None => {
                errors.push(format!("register: {} has no register \"{r}\"", m.id));
                None
            }
        },
    };
    let value = match text("value") {
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
    let thread = match text("thread") {
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
    let compare_text = text("compare");
    let view = match text("view") {
        None if lesson.is_some() => View::Lesson,
        None if compare_text.is_some() => View::Compare,
        None => View::Register,
        Some(v) => View::parse(&v).unwrap_or_else(|| {
            errors.push(format!("view: \"{v}\" is not one of {}", VIEWS.join(", ")));
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
    let readonly = match text("readonly").as_deref() {
        None | Some("false") => false,
        Some("" | "true" | "readonly") => true,
        Some(other) => {
            errors.push(format!("readonly: \"{other}\" is not true or false"));
            false
        }
    };
    let theme = match text("theme").as_deref() {
        None | Some("" | "auto") => None,
        Some(t) => match THEMES.iter().find(|k| **k == t && **k != "auto") {
            Some(k) => Some(*k),
            None => {
                errors.push(format!("theme: \"{t}\" is not {}", or_list(THEMES)));
                None
            }
        },
    };
    let seed = match text("seed") {
        None => 1,
        Some(s) => parse_u64(&s).unwrap_or_else(|e| {
            errors.push(format!("seed: {e}"));
            1
        }),
    };
    let setup = match text("setup") {
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
        (View::Compare, n) if n > Compare::MAX_LANES => errors.push(format!(
            "compare: {n} lanes; at most {}",
            Compare::MAX_LANES
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

#[cfg(test)]
mod tests {
    use super::*;

    fn web(file: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../web")
            .join(file);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The text between `start` and the first `end` after it.
    fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
        let from = text.find(start).unwrap_or_else(|| panic!("{start:?} not found")) + start.len();
        let to = text[from..]
            .find(end)
            .unwrap_or_else(|| panic!("{end:?} not found"))
            + from;
        &text[from..to]
    }

    /// Words separated by single spaces.
    fn words(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// The TypeScript type of an option's kind.
    fn ts_type(kind: Kind) -> String {
        match kind {
            Kind::Text => "string".into(),
            Kind::U64 => "U64".into(),
            Kind::Index => "number | string".into(),
            Kind::Flag => "boolean | string".into(),
            Kind::OneOf(values) => values
                .iter()
                .map(|v| format!("'{v}'"))
                .collect::<Vec<_>>()
                .join(" | "),
        }
    }

    /// The loader observes exactly the table's options as attributes, in its order, and titles
    /// its placeholders only for views the table has.
    #[test]
    fn the_loader_observes_the_tables_attributes() {
        let js = web("pmu-explorer.js");
        let list = between(&js, "const ATTRIBUTES = [", "];");
        let attributes: Vec<&str> = list.split(',').map(|a| a.trim().trim_matches('\'')).collect();
        let names: Vec<&str> = OPTIONS.iter().map(|o| o.name).collect();
        assert_eq!(attributes, names, "web/pmu-explorer.js ATTRIBUTES");
        let titles = between(&js, "const VIEW_TITLES = {", "};");
        for entry in titles.split(',') {
            let view = entry.split(':').next().unwrap_or_default().trim();
            assert!(
                VIEWS.contains(&view),
                "VIEW_TITLES names a view the table lacks: {view}"
            );
        }
    }

    /// The declarations' `WidgetOptions` has one member per option of the table, in its order,
    /// each optional, typed by its kind and documented with its doc.
    #[test]
    fn the_declarations_declare_the_tables_options() {
        let dts = web("pmu-explorer.d.ts");
        let body = between(&dts, "export interface WidgetOptions {", "\n}");
        let mut declared = Vec::new();
        let mut doc = String::new();
        let mut in_doc = false;
        for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
            if line.starts_with("/**") {
                in_doc = true;
                doc.clear();
            }
            if in_doc {
                let text = line
                    .trim_start_matches("/**")
                    .trim_end_matches("*/")
                    .trim_start_matches('*');
                doc.push(' ');
                doc.push_str(text);
                in_doc = !line.ends_with("*/");
                continue;
            }
            let (name, ty) = line
                .split_once("?: ")
                .unwrap_or_else(|| panic!("not an optional member: {line}"));
            declared.push((
                name.to_string(),
                ty.trim_end_matches(';').to_string(),
                words(&doc),
            ));
            doc.clear();
        }
        let want: Vec<(String, String, String)> = OPTIONS
            .iter()
            .map(|o| (o.name.to_string(), ts_type(o.kind), words(o.doc)))
            .collect();
        assert_eq!(declared, want, "web/pmu-explorer.d.ts WidgetOptions");
    }

    /// Every value the table lets `view` and `theme` take is read, and nothing else.
    #[test]
    fn the_tables_values_are_the_values_read() {
        for v in VIEWS {
            assert!(View::parse(v).is_some(), "view {v}");
        }
        assert_eq!(View::parse("lesson"), None, "a lesson's view comes from `lesson`");
        let read = |name: &'static str, value: &str| {
            parse_options(RawOptions::read(|n| {
                (n == name).then(|| OptionText::Text(value.to_string()))
            }))
        };
        for t in THEMES {
            assert!(read("theme", t).is_ok(), "theme {t}");
        }
        let e = read("theme", "sepia").expect_err("not a theme");
        assert_eq!(e, ["theme: \"sepia\" is not light, dark or auto"]);
        let e = read("view", "table").expect_err("not a view");
        assert_eq!(
            e,
            ["view: \"table\" is not one of register, counters, timeline, events, compare"]
        );
    }
}
