//! The lesson the session works on (docs/lessons.md): its text (citations for readers), the
//! goal checklist that the model checks after every action, hints revealed one at a time, the
//! reference solution (shown, and played from the start as recorded actions), and "done" when
//! every goal is met. The page's Learn panel and the `<pmu-explorer lesson="ID">` widget both
//! show it; progress (goals met, done, hints revealed) is kept in localStorage after each check.

use pmu_model::cite::for_readers;
use pmu_model::lesson::{Lesson, Progress};
use yew::prelude::*;

use crate::browser::persist;
use crate::page::context::use_session;
use crate::session::UiAction;

#[derive(Properties, PartialEq)]
pub struct LessonViewProps {
    /// The widget's form: the lesson's text folded away.
    #[prop_or_default]
    pub compact: bool,
}

/// The session's lesson: text, goals, hints, solution, done. Nothing without a lesson.
#[component]
pub fn LessonView(props: &LessonViewProps) -> Html {
    let session = use_session();
    let book = use_state(persist::progress);
    let solution = use_state(|| false);
    let checked = session.as_ref().and_then(|s| s.lesson_check());
    // Keep the progress whenever the goals met change. The book is read again first: the app
    // and the widgets of a page share it.
    let key = checked.as_ref().and_then(|(l, p)| {
        p.as_ref().ok().map(|p| {
            (
                l.id.to_string(),
                p.goals.iter().map(|g| g.met).collect::<Vec<_>>(),
            )
        })
    });
    {
        let book = book.clone();
        use_effect_with(key, move |key| {
            if let Some((id, met)) = key {
                let mut fresh = persist::progress();
                if fresh.record(id, met) {
                    persist::save_progress(&fresh);
                }
                if fresh != *book {
                    book.set(fresh);
                }
            }
        });
    }
    let (Some(session), Some((lesson, progress))) = (session, checked) else {
        return html! {};
    };
    let id = lesson.id.as_str();
    let hints_shown = book.get(id).hints.min(lesson.hints.len());
    let on_hint = {
        let book = book.clone();
        Callback::from(move |_: MouseEvent| {
            let mut fresh = persist::progress();
            fresh.reveal(id, hints_shown + 1);
            persist::save_progress(&fresh);
            book.set(fresh);
        })
    };
    let on_solution = {
        let solution = solution.clone();
        Callback::from(move |_: MouseEvent| solution.set(!*solution))
    };
    let restart = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::Running(false));
            s.dispatch(UiAction::StartLesson(id));
        })
    };
    let play = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::Running(false));
            s.dispatch(UiAction::StartLesson(id));
            s.dispatch(UiAction::Steps(lesson.solution.clone()));
        })
    };
    let text = html! { <div class="lesson-text">{ for paragraphs(&lesson.text) }</div> };
    html! {
        <div class={classes!("lesson", props.compact.then_some("compact"))} data-testid="lesson">
            <h3 class="lesson-title">{ lesson.title.clone() }</h3>
            // The goals first, so that they stay in sight while the learner works.
            { goals(lesson, &progress) }
            if progress.as_ref().is_ok_and(Progress::done) {
                <p class="lesson-done" role="status" data-testid="lesson-done">
                    <span aria-hidden="true">{ "\u{2713} " }</span>{ "Lesson done: every goal is met." }
                </p>
            }
            if props.compact {
                <details class="lesson-what"><summary>{ "What to do, and why" }</summary>{ text }</details>
            } else {
                { text }
            }
            if hints_shown > 0 {
                <ol class="lesson-hints" aria-label="Hints">
                    { for lesson.hints[..hints_shown].iter().enumerate().map(|(n, h)| html! {
                        <li data-testid={format!("lesson-hint-{n}")}>{ for_readers(h).into_owned() }</li>
                    }) }
                </ol>
            }
            <div class="controls lesson-controls">
                if hints_shown < lesson.hints.len() {
                    <button type="button" data-testid="lesson-hint" onclick={on_hint}>
                        { format!("Hint {} of {}", hints_shown + 1, lesson.hints.len()) }
                    </button>
                }
                <button type="button" data-testid="lesson-solution" aria-expanded={(*solution).to_string()}
                        onclick={on_solution}>{ if *solution { "Hide the solution" } else { "Show the solution" } }</button>
                <button type="button" data-testid="lesson-restart" onclick={restart}
                        title="Back to the lesson's starting session">{ "Restart" }</button>
            </div>
            if *solution {
                <div class="lesson-solution" data-testid="lesson-solution-steps">
                    <p class="muted">{ "The reference solution: these steps, after the lesson's start (as a scenario's steps, docs/scenarios.md)." }</p>
                    <ol>
                        { for crate::session::lesson::steps_text(lesson, &lesson.solution).into_iter().map(|t| html! { <li><code>{ t }</code></li> }) }
                    </ol>
                    <button type="button" class="primary" data-testid="lesson-play" onclick={play}>
                        { "Play it from the start" }
                    </button>
                </div>
            }
        </div>
    }
}

/// The goal checklist: each goal a read-only checkbox that the model ticks, with why it is
/// not met yet.
fn goals(lesson: &Lesson, progress: &Result<Progress, String>) -> Html {
    let statuses = progress.as_ref().ok().map(|p| &p.goals);
    html! {
        <>
            if let Err(e) = progress {
                <p class="note" role="status">{ e.clone() }</p>
            }
            <ul class="lesson-goals" aria-label="Goals">
                { for lesson.goals.iter().enumerate().map(|(n, g)| {
                    let status = statuses.and_then(|s| s.get(n));
                    let met = status.is_some_and(|s| s.met);
                    html! {
                        <li class={classes!("lesson-goal", met.then_some("met"))}>
                            <span role="checkbox" aria-checked={met.to_string()} aria-readonly="true"
                                  data-testid={format!("lesson-goal-{n}")}>
                                <span class="tick" aria-hidden="true">{ if met { "\u{2713}" } else { "\u{25cb}" } }</span>
                                { for_readers(&g.text).into_owned() }
                            </span>
                            if let Some(why) = status.and_then(|s| s.why.clone()) {
                                <span class="lesson-why">{ for_readers(&why).into_owned() }</span>
                            }
                        </li>
                    }
                }) }
            </ul>
        </>
    }
}

/// The lesson's text for readers, a paragraph per blank-line-separated part.
fn paragraphs(text: &str) -> impl Iterator<Item = Html> + '_ {
    text.split("\n\n")
        .map(|p| html! { <p>{ for_readers(p.trim()).into_owned() }</p> })
}
