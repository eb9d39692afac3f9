//! The session in the URL (a permalink) and in localStorage. Both hold the session as scenario
//! JSON (seed + actions; compressed in the URL, [`crate::session::link`]), so that restoring
//! replays it exactly (under the work budget, [`crate::session::time_travel::Restore`]: a paused
//! restore is saved nowhere until the user accepts it), and the position in its history when it
//! is not the end (`at`, a count of the scenario's steps: a link without it opens at its end);
//! the URL also says which register and thread are on screen. Whatever is read back is
//! untrusted input: it is parsed by the model's scenario parser, and a failure is reported,
//! never a panic.
//!
//! A session that works on a lesson says so in both (`#lesson=ID&s=...`; the lesson's id next
//! to the saved session), and the lessons' progress is kept next to the saved session too.

// localStorage through web-sys, not gloo-storage: gloo's `get`/`set` write every value as JSON
// (a string gains quotes), which is not the format of the saved session and theme that browsers
// hold, and its `raw()` is this same `web_sys::Storage`.

use pmu_model::scenario::Scenario;

use crate::session::link;
use crate::session::{Session, Source};

/// The saved session. The loader reads whether there is one (web/pmu-explorer.js, SESSION_KEY):
/// a visitor without one gets the early editor on the app's first screen.
const KEY: &str = "pmu-explorer-session";
/// The saved session's position (absent: the end).
const AT_KEY: &str = "pmu-explorer-session-at";
const THEME_KEY: &str = "pmu-explorer-theme";
const LESSON_KEY: &str = "pmu-explorer-lesson";
const PROGRESS_KEY: &str = "pmu-explorer-lessons";
const INTRO_KEY: &str = "pmu-explorer-intro";
/// What the app's first screen did before the lab arrived, kept by the page's loader until a
/// session that replays it is saved (web/pmu-explorer.js, EARLY_KEY).
const EARLY_KEY: &str = "pmu-explorer-early";

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

fn storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// The fragment that encodes a session, in the link format of [`crate::session::link`]:
/// `#v=2&s=<compressed scenario>&at=3&reg=PCR0&thread=1`, with `lesson=ID` when it works on a
/// lesson.
pub fn fragment(session: &Session) -> String {
    let (scenario, at) = session.scenario();
    link::write(&link::Parts {
        scenario: Some(scenario),
        at,
        lesson: session.screen.lesson.map(str::to_string),
        reg: session.screen.current.map(str::to_string),
        thread: session.screen.thread,
        unit: session.screen.unit,
        speed: (session.screen.speed != crate::session::DEFAULT_SPEED).then_some(session.screen.speed),
    })
}

/// The page's address with the session's fragment. While a link's replay is paused, the
/// address is the link being replayed (the page does not rewrite it until the user accepts).
pub fn permalink(session: &Session) -> String {
    let href = window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    if session.model.paused.is_some() {
        return href;
    }
    let base = href.split('#').next().unwrap_or_default().to_string();
    format!("{base}{}", fragment(session))
}

/// Parse a fragment (without or with its leading `#`) into a session, of any link format the
/// page has written ([`crate::session::link`]). `#lesson=ID` alone opens the lesson at its start; with
/// `s=...`, the session is restored (under the work budget: it may be paused) and works on
/// it.
pub fn parse_fragment(fragment: &str) -> Result<Session, String> {
    let p = link::read(fragment)?;
    let lesson = match &p.lesson {
        Some(id) => Some(crate::session::lesson::find(id).map_err(|e| format!("lesson: {e}"))?),
        None => None,
    };
    let speed = match p.speed {
        None => crate::session::DEFAULT_SPEED,
        Some(v) if crate::session::SPEEDS.contains(&v) => v,
        Some(v) => return Err(format!("speed: '{v}' is not one of the speeds offered")),
    };
    let mut session = match (p.scenario, lesson) {
        (Some(scenario), _) => Session::restore(scenario, p.at, Source::Link)?,
        (None, Some(l)) => Session::start_lesson(&l.id)?,
        (None, None) => return Err("no session (s=...) in the link".into()),
    };
    session.screen.lesson = lesson.map(|l| l.id.as_str());
    let machine = session.machine();
    if let Some(r) = p.reg {
        let found = machine
            .register(&r)
            .ok_or_else(|| format!("reg: {} has no register '{r}'", machine.id))?;
        session.screen.current = Some(found.name);
    }
    if p.thread >= session.threads() {
        return Err(format!("thread: {} does not exist", p.thread));
    }
    session.screen.thread = p.thread;
    session.screen.unit = p.unit;
    session.screen.speed = speed;
    Ok(session)
}

/// The session in the page's URL, if it has one.
pub fn from_url() -> Option<Result<Session, String>> {
    let hash = window()?.location().hash().ok()?;
    if hash.len() <= 1 {
        return None;
    }
    Some(parse_fragment(&hash))
}

/// The saved scenario and its position, if any.
pub fn saved_scenario() -> Option<Result<(Scenario, Option<usize>), String>> {
    let store = storage()?;
    let text = store.get_item(KEY).ok()??;
    let at = store.get_item(AT_KEY).ok().flatten().and_then(|a| a.parse().ok());
    Some(Scenario::parse(&text).map(|s| (s, at)).map_err(|e| e.to_string()))
}

pub fn has_saved() -> bool {
    storage().and_then(|s| s.get_item(KEY).ok().flatten()).is_some()
}

/// The saved session, if any, with the lesson it works on.
pub fn from_storage() -> Option<Result<Session, String>> {
    let lesson = storage()
        .and_then(|s| s.get_item(LESSON_KEY).ok().flatten())
        .and_then(|id| crate::session::lesson::find(&id).ok())
        .map(|l| l.id.as_str());
    Some(
        saved_scenario()?
            .and_then(|(s, at)| Session::restore(s, at, Source::Saved))
            .map(|mut s| {
                s.screen.lesson = lesson;
                s
            }),
    )
}

/// The lessons' progress kept in localStorage (an empty book if none, or if it cannot be read).
pub fn progress() -> crate::session::book::Book {
    storage()
        .and_then(|s| s.get_item(PROGRESS_KEY).ok().flatten())
        .map(|t| crate::session::book::Book::parse(&t))
        .unwrap_or_default()
}

/// Keep the lessons' progress. Not after a panic, like the session.
pub fn save_progress(book: &crate::session::book::Book) {
    if crate::browser::panic::happened() {
        return;
    }
    if let Some(s) = storage() {
        let _ = s.set_item(PROGRESS_KEY, &book.to_text());
    }
}

/// Save the session in localStorage and put it in the URL: a new browser history entry when
/// `push` (the session replaced another, so that Back goes to that one), else in place of the
/// current entry. Not after a panic: the session saved before it is the one a reload restores.
pub fn save(session: &Session, push: bool) {
    if crate::browser::panic::happened() {
        return;
    }
    if let Some(s) = storage() {
        let (scenario, at) = session.scenario();
        let saved = s.set_item(
            KEY,
            &serde_json::to_string(&scenario.to_json()).unwrap_or_default(),
        );
        // The session saved holds what the first screen did (or the user went on from it).
        if saved.is_ok() {
            let _ = s.remove_item(EARLY_KEY);
        }
        let _ = match at {
            Some(at) => s.set_item(AT_KEY, &at.to_string()),
            None => s.remove_item(AT_KEY),
        };
        let _ = match session.screen.lesson {
            Some(id) => s.set_item(LESSON_KEY, id),
            None => s.remove_item(LESSON_KEY),
        };
    }
    if let Some(w) = window() {
        if let Ok(history) = w.history() {
            let url = fragment(session);
            let _ = if push {
                history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
            } else {
                history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
            };
        }
    }
}

/// Set (or, with `None`, clear) the theme override on the document element.
pub fn set_theme(theme: Option<&str>) {
    let Some(doc) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    match theme {
        Some(t) => {
            let _ = doc.set_attribute("data-theme", t);
        }
        None => {
            let _ = doc.remove_attribute("data-theme");
        }
    }
    if let Some(s) = storage() {
        let _ = match theme {
            Some(t) => s.set_item(THEME_KEY, t),
            None => s.remove_item(THEME_KEY),
        };
    }
}

/// The saved theme override ("light" or "dark"), applied to the document.
pub fn saved_theme() -> Option<&'static str> {
    let t = storage()?.get_item(THEME_KEY).ok()??;
    let theme = match t.as_str() {
        "light" => "light",
        "dark" => "dark",
        _ => return None,
    };
    set_theme(Some(theme));
    Some(theme)
}

/// Whether the user hid the first screen's introduction.
pub fn intro_hidden() -> bool {
    storage()
        .and_then(|s| s.get_item(INTRO_KEY).ok().flatten())
        .is_some_and(|v| v == "hidden")
}

/// Remember that the introduction is hidden (or, with `false`, forget it).
pub fn set_intro_hidden(hidden: bool) {
    if let Some(s) = storage() {
        let _ = if hidden {
            s.set_item(INTRO_KEY, "hidden")
        } else {
            s.remove_item(INTRO_KEY)
        };
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use pmu_model::sim::{Action, WriteValue};

    use super::*;
    use crate::session::UiAction;

    /// A session with a position, a register, a thread and a speed on screen.
    fn session() -> Session {
        let write = |thread, reg: &str, v| {
            UiAction::Model(Action::Write {
                thread,
                unit: 0,
                reg: reg.into(),
                value: WriteValue::Raw(v),
            })
        };
        let s = Rc::new(Session::new("sparc-t4", 3, 2, "default").expect("t4"))
            .reduce(write(0, "PCR0", 0xd01c))
            .reduce(write(1, "PIC1", 0xffff_fff0))
            .reduce(UiAction::Model(Action::Run { cycles: 500 }))
            .reduce(UiAction::Model(Action::Run { cycles: 500 }))
            .reduce(UiAction::Back)
            .reduce(UiAction::Thread(1))
            .reduce(UiAction::Show("PIC1"))
            .reduce(UiAction::Speed(100));
        (*s).clone()
    }

    fn same(a: &Session, b: &Session) {
        assert_eq!(a.scenario(), b.scenario());
        assert_eq!((a.position(), a.steps()), (b.position(), b.steps()));
        assert_eq!(
            (a.screen.thread, a.screen.current, a.screen.speed),
            (b.screen.thread, b.screen.current, b.screen.speed)
        );
        for t in 0..a.threads() {
            assert_eq!(a.with(|s| s.registers(t)), b.with(|s| s.registers(t)));
        }
        assert_eq!(a.cycle(), b.cycle());
    }

    /// A link of format 1 (no version; the scenario JSON URI-encoded) opens as the same
    /// session.
    #[test]
    fn a_format_1_link_opens_as_the_same_session() {
        let s = session();
        let (scenario, at) = s.scenario();
        let json = serde_json::to_string(&scenario.to_json()).expect("json");
        let mut old = format!("#s={}", link::encode_component(&json));
        if let Some(at) = at {
            old.push_str(&format!("&at={at}"));
        }
        old.push_str("&reg=PIC1&thread=1&speed=100");
        let back = parse_fragment(&old).expect("opens");
        same(&back, &s);
        assert!(back.model.paused.is_none());
    }

    /// The fragment the page writes is format 2 and opens as the same session.
    #[test]
    fn a_format_2_link_round_trips() {
        let s = session();
        let f = fragment(&s);
        assert!(f.starts_with("#v=2&s="), "{f}");
        same(&parse_fragment(&f).expect("opens"), &s);
        let e = parse_fragment(&f.replace("v=2", "v=7")).expect_err("unknown version");
        assert!(e.contains("cannot open"), "{e}");
    }

    /// The link of death opens paused after one budget, and continuing it a few times goes
    /// further each time; a scenario restored as the saved session pauses the same way.
    #[test]
    fn the_link_of_death_opens_paused() {
        let scenario = crate::session::time_travel::tests::link(64, 2000, 1_000_000_000_000_000, false);
        let f = link::write(&link::Parts {
            scenario: Some(scenario),
            ..link::Parts::default()
        });
        let s = parse_fragment(&f).expect("opens");
        let p = s.model.paused.clone().expect("paused");
        assert_eq!((p.step, p.steps, p.source), (129, 2129, Source::Link));
        assert_eq!(p.asks.cycles, 2_000_000_000_000_000_000);
        let s = Rc::new(s).reduce(UiAction::ContinueRestore);
        let q = s.model.paused.clone().expect("still paused");
        assert!(q.cycle > p.cycle);
        assert_eq!(s.cycle(), q.cycle);
        // Acting on it accepts it: nothing is paused, the session is what was shown.
        let s = s.reduce(UiAction::Model(Action::Run { cycles: 1 }));
        assert!(s.model.paused.is_none());
        assert_eq!(s.cycle(), q.cycle + 1);
    }
}
