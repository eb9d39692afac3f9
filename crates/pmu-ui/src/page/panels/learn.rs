//! The Learn panel beside the columns: the lessons with their progress, and the lesson the
//! session works on ([`LessonView`]). Choosing a lesson opens the app on its machine and
//! starting session; the columns then work as always, and the goals follow every action.

use pmu_model::lesson::lessons;
use yew::prelude::*;

use crate::browser::persist;
use crate::page::context::use_session;
use crate::page::views::LessonView;
use crate::session::UiAction;

#[derive(Properties, PartialEq)]
pub struct LearnPanelProps {
    /// Hide the panel (the lesson, if any, goes on).
    pub on_close: Callback<()>,
}

/// The lessons, or the lesson the session works on.
#[component]
pub fn LearnPanel(props: &LearnPanelProps) -> Html {
    let listing = use_state(|| false);
    let Some(session) = use_session() else {
        return html! {};
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let head = |title: &str, extra: Html| {
        html! {
            <div class="learn-head">
                <h2>{ title.to_string() }</h2>
                { extra }
                <button type="button" class="learn-close" data-testid="learn-close" onclick={close.clone()}
                        aria-label="Hide the Learn panel">{ "Hide" }</button>
            </div>
        }
    };
    let Some(current) = session.screen.lesson.filter(|_| !*listing) else {
        let book = persist::progress();
        let list = match lessons() {
            Ok(all) => html! {
                <ul class="lesson-list">
                    { for all.iter().map(|l| {
                        let id = l.id.as_str();
                        let kept = book.get(id);
                        let state = if kept.done {
                            "done".to_string()
                        } else if kept.goals > 0 {
                            format!("{} of {} goals", kept.met, kept.goals)
                        } else {
                            format!("{} goals", l.goals.len())
                        };
                        let open = {
                            let (s, listing) = (session.clone(), listing.clone());
                            Callback::from(move |_: MouseEvent| {
                                s.dispatch(UiAction::Running(false));
                                s.dispatch(UiAction::StartLesson(id));
                                listing.set(false);
                            })
                        };
                        html! {
                            <li>
                                <button type="button" data-testid={format!("lesson-{id}")} onclick={open}
                                        class={classes!("lesson-item", kept.done.then_some("done"))}
                                        aria-current={(session.screen.lesson == Some(id)).then_some("true")}>
                                    <span class="lesson-item-title">{ l.title.clone() }</span>
                                    <span class="lesson-item-meta">
                                        { l.machine.name }{ " \u{b7} " }
                                        <span class="lesson-state">{ if kept.done { "\u{2713} " } else { "" } }{ state }</span>
                                    </span>
                                </button>
                            </li>
                        }
                    }) }
                </ul>
            },
            Err(e) => html! { <p class="status" role="alert">{ e.to_string() }</p> },
        };
        let back = session.screen.lesson.map(|_| {
            let listing = listing.clone();
            html! { <button type="button" onclick={Callback::from(move |_: MouseEvent| listing.set(false))}>{ "Back to the lesson" }</button> }
        });
        return html! {
            <aside class="learn-panel" aria-label="Learn" data-testid="learn-panel">
                { head("Lessons", html! { <>{ for back }</> }) }
                <p class="muted">{ "The manuals' programming notes as exercises. A lesson opens on its machine and session; work the registers as usual, and the model checks the goals after every action." }</p>
                { list }
            </aside>
        };
    };
    let all_lessons = {
        let listing = listing.clone();
        Callback::from(move |_: MouseEvent| listing.set(true))
    };
    let leave = {
        let (s, close) = (session.clone(), props.on_close.clone());
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::LeaveLesson);
            close.emit(());
        })
    };
    let position = lessons().ok().and_then(|all| {
        all.iter()
            .position(|l| l.id == current)
            .map(|n| (n + 1, all.len()))
    });
    html! {
        <aside class="learn-panel" aria-label="Lesson" data-testid="learn-panel">
            { head(
                &position.map_or("Lesson".to_string(), |(n, of)| format!("Lesson {n} of {of}")),
                html! { <button type="button" data-testid="lesson-list" onclick={all_lessons}>{ "All lessons" }</button> },
            ) }
            <LessonView />
            <p class="learn-foot">
                <button type="button" data-testid="lesson-leave" onclick={leave}>{ "Leave the lesson" }</button>
            </p>
        </aside>
    }
}
