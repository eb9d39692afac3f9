//! The session in the URL (a permalink) and in localStorage. Both hold the session as scenario
//! JSON (seed + actions), so that restoring replays it exactly, and the position in its
//! history when it is not the end (`at`, a count of the scenario's steps: optional, so that
//! links made before time travel still open, at their end); the URL also says which register
//! and thread are on screen. Whatever is read back is untrusted input: it is parsed
//! by the model's scenario parser, and a failure is reported, never a panic.
//!
//! A session that works on a lesson says so in both (`#lesson=ID&s=...`; the lesson's id next
//! to the saved session), and the lessons' progress is kept next to the saved session too.

// localStorage through web-sys, not gloo-storage: gloo's `get`/`set` write every value as JSON
// (a string gains quotes), which would change the saved session's and the theme's format and
// lose what browsers saved before, and its `raw()` is this same `web_sys::Storage`.

use pmu_model::scenario::Scenario;

use crate::state::Session;

const KEY: &str = "pmu-explorer-session";
/// The saved session's position (absent: the end).
const AT_KEY: &str = "pmu-explorer-session-at";
const THEME_KEY: &str = "pmu-explorer-theme";
const LESSON_KEY: &str = "pmu-explorer-lesson";
const PROGRESS_KEY: &str = "pmu-explorer-lessons";
const INTRO_KEY: &str = "pmu-explorer-intro";

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

fn storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// The fragment that encodes a session: `#s=<scenario JSON>&at=3&reg=PCR0&thread=1`, after
/// `lesson=ID&` when it works on a lesson.
pub fn fragment(session: &Session) -> String {
    let (scenario, at) = session.scenario();
    let text = serde_json::to_string(&scenario.to_json()).unwrap_or_default();
    let mut f = String::from("#");
    if let Some(id) = session.lesson {
        f.push_str(&format!("lesson={id}&"));
    }
    f.push_str(&format!(
        "s={}",
        String::from(js_sys::encode_uri_component(&text))
    ));
    if let Some(at) = at {
        f.push_str(&format!("&at={at}"));
    }
    if let Some(r) = session.current {
        f.push_str(&format!("&reg={r}"));
    }
    if session.thread != 0 {
        f.push_str(&format!("&thread={}", session.thread));
    }
    if session.unit != 0 {
        f.push_str(&format!("&unit={}", session.unit));
    }
    if session.speed != crate::state::DEFAULT_SPEED {
        f.push_str(&format!("&speed={}", session.speed));
    }
    f
}

/// The page's address with the session's fragment.
pub fn permalink(session: &Session) -> String {
    let base = window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default();
    format!("{base}{}", fragment(session))
}

/// Parse a fragment (without or with its leading `#`) into a session. `#lesson=ID` alone
/// opens the lesson at its start; with `s=...`, the session is restored and works on it.
pub fn parse_fragment(fragment: &str) -> Result<Session, String> {
    let f = fragment.trim_start_matches('#');
    let mut scenario = None;
    let mut lesson = None;
    let (mut reg, mut thread, mut unit, mut at) = (None, 0u32, 0u32, None);
    let mut speed = crate::state::DEFAULT_SPEED;
    for part in f.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("'{part}' is not key=value"))?;
        let v = js_sys::decode_uri_component(v)
            .map(String::from)
            .map_err(|_| format!("{k}: not valid URI encoding"))?;
        match k {
            "s" => scenario = Some(Scenario::parse(&v).map_err(|e| format!("s: {e}"))?),
            "lesson" => lesson = Some(crate::lesson::find(&v).map_err(|e| format!("lesson: {e}"))?),
            "reg" => reg = Some(v),
            "thread" => thread = v.parse().map_err(|_| format!("thread: '{v}' is not a number"))?,
            "unit" => unit = v.parse().map_err(|_| format!("unit: '{v}' is not a number"))?,
            "speed" => {
                speed = v
                    .parse()
                    .ok()
                    .filter(|s| crate::state::SPEEDS.contains(s))
                    .ok_or_else(|| format!("speed: '{v}' is not one of the speeds offered"))?
            }
            "at" => at = Some(v.parse().map_err(|_| format!("at: '{v}' is not a number"))?),
            other => return Err(format!("unknown part '{other}'")),
        }
    }
    let mut session = match (scenario, lesson) {
        (Some(scenario), _) => Session::from_scenario(scenario, at)?,
        (None, Some(l)) => Session::start_lesson(&l.id)?,
        (None, None) => return Err("no session (s=...) in the link".into()),
    };
    session.lesson = lesson.map(|l| l.id.as_str());
    let machine = session.machine();
    if let Some(r) = reg {
        let found = machine
            .register(&r)
            .ok_or_else(|| format!("reg: {} has no register '{r}'", machine.id))?;
        session.current = Some(found.name);
    }
    if thread >= session.threads() {
        return Err(format!("thread: {thread} does not exist"));
    }
    session.thread = thread;
    session.unit = unit;
    session.speed = speed;
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
        .and_then(|id| crate::lesson::find(&id).ok())
        .map(|l| l.id.as_str());
    Some(
        saved_scenario()?
            .and_then(|(s, at)| Session::from_scenario(s, at))
            .map(|mut s| {
                s.lesson = lesson;
                s
            }),
    )
}

/// The lessons' progress kept in localStorage (an empty book if none, or if it cannot be read).
pub fn progress() -> crate::lesson::Book {
    storage()
        .and_then(|s| s.get_item(PROGRESS_KEY).ok().flatten())
        .map(|t| crate::lesson::Book::parse(&t))
        .unwrap_or_default()
}

/// Keep the lessons' progress. Not after a panic, like the session.
pub fn save_progress(book: &crate::lesson::Book) {
    if crate::panic::happened() {
        return;
    }
    if let Some(s) = storage() {
        let _ = s.set_item(PROGRESS_KEY, &book.to_text());
    }
}

/// Save the session in localStorage and put it in the URL (replacing, not adding, a history
/// entry). Not after a panic: the session saved before it is the one a reload restores.
pub fn save(session: &Session) {
    if crate::panic::happened() {
        return;
    }
    if let Some(s) = storage() {
        let (scenario, at) = session.scenario();
        let _ = s.set_item(
            KEY,
            &serde_json::to_string(&scenario.to_json()).unwrap_or_default(),
        );
        let _ = match at {
            Some(at) => s.set_item(AT_KEY, &at.to_string()),
            None => s.remove_item(AT_KEY),
        };
        let _ = match session.lesson {
            Some(id) => s.set_item(LESSON_KEY, id),
            None => s.remove_item(LESSON_KEY),
        };
    }
    if let Some(w) = window() {
        if let Ok(history) = w.history() {
            let _ =
                history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&fragment(session)));
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
