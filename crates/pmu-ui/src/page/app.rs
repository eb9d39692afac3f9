//! The application: a workbench over one [`Session`]. Under the header, the simulation bar stays
//! in view; below it the Learn panel when a lesson is open, the register navigator, the editor,
//! and a side column with the counters, the log and the views (on wide screens the views have a
//! column of their own). On a laptop or desktop screen the page is exactly the window's height and each part scrolls on its own,
//! so that nothing a pointer does (hovering a field changes the details pane) can change the
//! page's height or move what is under the pointer; on a phone the parts stack and the
//! simulation bar sticks to the top. Also the live-run loop, the keyboard shortcuts, and the
//! session's persistence in the URL and localStorage.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::browser::persist;
use crate::page::context::SessionCtx;
use crate::page::panels::{
    Header, LearnPanel, LogPanel, RegisterColumn, RegisterNav, Shortcuts, SimBar, SimColumn, ViewsColumn,
};
use crate::page::views::{ChangesView, Notice, OnScreen, RestoreBanner};
use crate::session::{Session, Source, UiAction};

/// Read the session to start from: after the static first screen was used, the default session
/// with the steps taken there and its field in focus (the page offered that only with no link
/// and no saved session); else the URL's, else the saved one, else the default, each replayed
/// under the work budget (it may open paused: [`crate::page::views::RestoreBanner`]). A
/// malformed URL, or one of a link format this version cannot open, is reported and the
/// default is used; the saved session is not touched.
fn initial_session(early_steps: &str, early_field: Option<&str>) -> Session {
    if !early_steps.is_empty() || early_field.is_some() {
        let steps = if early_steps.is_empty() { "[]" } else { early_steps };
        let s = match Session::default_then(steps) {
            Ok(s) => s,
            Err(e) => {
                // Nothing is saved over it until the user acts: the page's loader keeps the
                // early steps until a session is saved (web/pmu-explorer.js, EARLY_KEY).
                let mut s = Session::default_session();
                s.model.keep_saved = true;
                s.screen.error = Some(format!(
                    "What was done before the simulator arrived could not be replayed ({e}); \
                     showing the default machine. It stays kept in this browser until you change \
                     something here."
                ));
                return s;
            }
        };
        let mut s = std::rc::Rc::new(s);
        if let (Some(field), Some(reg)) = (early_field, s.screen.current) {
            s = s.reduce(UiAction::ShowField(format!("{reg}.{field}")));
        }
        return std::rc::Rc::unwrap_or_clone(s);
    }
    match persist::from_url() {
        Some(Ok(s)) => return s,
        Some(Err(e)) => {
            let mut s = Session::default_session();
            s.model.keep_saved = true;
            s.screen.error = Some(format!(
                "The link's session could not be restored ({e}); showing the default machine. \
                 Your saved session is kept: use \"Restore saved\" to reopen it."
            ));
            return s;
        }
        None => {}
    }
    persist::from_storage()
        .and_then(Result::ok)
        .unwrap_or_else(Session::default_session)
}

/// What "Discard" on a paused replay goes back to: for a link, the saved session (itself
/// replayed under the budget), else the default session.
fn discarded(source: Source) -> Session {
    if source == Source::Link {
        if let Some(Ok(s)) = persist::from_storage() {
            return s;
        }
    }
    Session::default_session()
}

/// What the page starts the app with.
#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// What was done on the static first screen before the lab arrived ([`crate::start_app`]):
    /// a JSON array of scenario steps, or empty.
    #[prop_or_default]
    pub early_steps: String,
    /// The field whose control had the keyboard focus in the early editor: the app's editor
    /// selects it and gives its control the focus.
    #[prop_or_default]
    pub early_field: Option<String>,
}

/// The whole page.
#[component]
pub fn App(props: &AppProps) -> Html {
    let session = {
        let (steps, field) = (props.early_steps.clone(), props.early_field.clone());
        use_reducer(move || initial_session(&steps, field.as_deref()))
    };
    let theme = use_state(persist::saved_theme);
    // The Learn panel: open from the start when the session works on a lesson.
    let learning = use_state(|| session.screen.lesson.is_some());
    // A lesson opened from elsewhere (the introduction, a link) opens the Learn panel too.
    {
        let learning = learning.clone();
        use_effect_with(session.screen.lesson, move |lesson| {
            if lesson.is_some() {
                learning.set(true);
            }
        });
    }
    let help = use_state(|| false);
    let on_help = {
        let help = help.clone();
        Callback::from(move |open: bool| help.set(open))
    };

    // Live run: one model step per animation frame (Architecture Invariant (one frame)), and
    // none while the last one's render has not run its effects. Yew 0.23 yields to the browser
    // once it has rendered for 16 ms, before it runs the effects, which come last in its queue;
    // a frame's step arriving meanwhile is rendered first, so on a page whose frames render for
    // longer than that the effects never ran: among them this one, and Pause showed "Run" while
    // the loop went on stepping. App's effects run after every render of it and after its
    // children's, so a frame whose render has not reached them steps nothing.
    let rendered = use_mut_ref(|| true);
    {
        let rendered = rendered.clone();
        use_effect(move || *rendered.borrow_mut() = true);
    }
    {
        let dispatcher = session.dispatcher();
        use_effect_with(session.screen.running, move |running| {
            let stop = running.then(|| {
                crate::browser::frame::every_frame(move || {
                    if std::mem::replace(&mut *rendered.borrow_mut(), false) {
                        dispatcher.dispatch(UiAction::Tick);
                    }
                })
            });
            move || drop(stop)
        });
    }
    // Browser Back and Forward: the entry's session replaces this one (no new entry).
    {
        let dispatcher = session.dispatcher();
        use_effect_with((), move |()| {
            let listener = web_sys::window().map(|w| {
                let f = Closure::<dyn Fn()>::new(move || match persist::from_url() {
                    Some(Ok(s)) => dispatcher.dispatch(UiAction::FromHistory(Box::new(s))),
                    Some(Err(e)) => dispatcher.dispatch(UiAction::Error(format!(
                        "This history entry's session could not be restored ({e})"
                    ))),
                    None => {}
                });
                let _ = w.add_event_listener_with_callback("popstate", f.as_ref().unchecked_ref());
                (w, f)
            });
            move || {
                if let Some((w, f)) = listener {
                    let _ = w.remove_event_listener_with_callback("popstate", f.as_ref().unchecked_ref());
                }
            }
        });
    }
    // Persist the session whenever the model changed and nothing is running; a new session
    // (a new generation) gets a browser history entry of its own.
    let saved_generation = use_mut_ref(|| session.screen.generation);
    {
        let s = session.clone();
        use_effect_with(
            (
                session.screen.generation,
                session.model.version,
                session.screen.running,
                session.screen.thread,
                session.screen.current,
                session.screen.lesson,
                session.model.paused.is_some(),
            ),
            move |_| {
                // After a malformed link, the saved session stays as it was until the user acts;
                // while a replay is paused, until the user accepts it.
                if !s.screen.running
                    && s.model.paused.is_none()
                    && (!s.model.keep_saved || s.model.version > 0)
                {
                    let push = *saved_generation.borrow() != s.screen.generation;
                    *saved_generation.borrow_mut() = s.screen.generation;
                    persist::save(&s, push);
                }
            },
        );
    }

    let on_theme = {
        let theme = theme.clone();
        Callback::from(move |_| {
            let next = match *theme {
                None => Some("dark"),
                Some("dark") => Some("light"),
                _ => None,
            };
            persist::set_theme(next);
            theme.set(next);
        })
    };

    html! {
        <ContextProvider<SessionCtx> context={session.clone()}>
            <div class="app" data-testid="app">
                <Header on_theme={on_theme} theme={*theme} on_learn={{
                    let learning = learning.clone();
                    Callback::from(move |()| learning.set(!*learning))
                }} learning={*learning} />
                if let Some(e) = &session.screen.error {
                    <div class="error-banner" role="alert" data-testid="error">
                        // Errors quote the bad input (a link, a pasted value): clipped.
                        <span>{ crate::session::format::clip(e).into_owned() }</span>
                        <button type="button" onclick={{
                            let d = session.dispatcher();
                            Callback::from(move |_| d.dispatch(UiAction::DismissError))
                        }}>{ "Dismiss" }</button>
                        if persist::has_saved() {
                            <button type="button" onclick={{
                                let d = session.dispatcher();
                                Callback::from(move |_| {
                                    if let Some(Ok((s, at))) = persist::saved_scenario() {
                                        d.dispatch(UiAction::Restore(Box::new(s), at));
                                    }
                                })
                            }}>{ "Restore saved" }</button>
                        }
                    </div>
                }
                <RestoreBanner on_discard={{
                    let d = session.dispatcher();
                    let source = session.model.paused.as_ref().map(|p| p.source);
                    Callback::from(move |()| {
                        if let Some(source) = source {
                            d.dispatch(UiAction::DiscardRestore(Box::new(discarded(source))));
                        }
                    })
                }} />
                <SimBar on_help={on_help.reform(|_| true)} />
                <main class={classes!("workbench", learning.then_some("learning"))}>
                    if *learning {
                        <LearnPanel on_close={{
                            let learning = learning.clone();
                            Callback::from(move |()| learning.set(false))
                        }} />
                    }
                    <RegisterNav />
                    <RegisterColumn />
                    <div class="side">
                        // Each panel a live run does not draw while it is off screen, as
                        // the views are (`OnScreen`): on a laptop "what changed" is below the
                        // window, and on a phone all three are, under the editor. The browser
                        // still lays them out, so that the views below them do not move when
                        // the app takes the place of the page's first screen.
                        <div class="side-sim">
                            <OnScreen skip_layout={false}><SimColumn /></OnScreen>
                            <OnScreen skip_layout={false}><LogPanel /></OnScreen>
                            <OnScreen skip_layout={false}><ChangesView /></OnScreen>
                        </div>
                        <ViewsColumn />
                    </div>
                </main>
                <Notice />
                <Shortcuts open={*help} on_toggle={on_help} on_show_intro={{
                    let d = session.dispatcher();
                    Callback::from(move |()| {
                        persist::set_intro_hidden(false);
                        d.dispatch(UiAction::ShowIntro);
                    })
                }} />
            </div>
        </ContextProvider<SessionCtx>>
    }
}
