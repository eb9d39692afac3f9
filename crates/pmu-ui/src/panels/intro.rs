//! The first screen's introduction: one line saying what this is, and "Try this", a three-step
//! walk through a SPARC T4 counter overflow (PCR0 counts user cycles, PIC0 is preset near
//! 2^32, two steps of 10 cycles wrap it). Each step has a button that does it, through the
//! same actions a user's clicks make; the user can do it by hand as well. It leads on to the
//! lessons (the first one continues this walk-through). Hidden once the user says so
//! (remembered in localStorage), and while a lesson is open (the Learn panel guides then).

use pmu_model::scenario::Scenario;
use pmu_model::sim::{Action, WriteValue};
use yew::prelude::*;

use crate::context::use_session;
use crate::persist;
use crate::state::UiAction;

/// Step 1 as a scenario: a new SPARC T4 session whose strand runs in user mode, with PCR0
/// counting user cycles (sl 26, ut = 1) and trapping on overflow (toe = 1), as seed 000
/// TABLE 10-1 and TABLE 10-2 define them.
const START: &str = r#"{"machine": "sparc-t4", "seed": 1, "threads": 1, "workload": "default",
  "steps": [{"mode": "user"}, {"write": {"reg": "PCR0", "fields": {"sl": 26, "ut": 1, "toe": 1}}}]}"#;

/// The lesson the introduction leads to: it continues the walk-through (the trap handler of
/// the overflow that step 3 shows).
const FIRST_LESSON: &str = "t4-disrupting-handler";

/// The introduction, unless the user hid it or a lesson is open.
#[component]
pub fn Intro() -> Html {
    let hidden = use_state(persist::intro_hidden);
    let Some(session) = use_session() else {
        return html! {};
    };
    if *hidden || session.lesson.is_some() {
        return html! {};
    }
    let on_hide = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| {
            persist::set_intro_hidden(true);
            hidden.set(true);
        })
    };
    let start = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| match Scenario::parse(START) {
            Ok(scenario) => {
                s.dispatch(UiAction::Restore(Box::new(scenario), None));
                s.dispatch(UiAction::Show("PCR0"));
            }
            Err(e) => s.dispatch(UiAction::Error(format!("Try this: {e}"))),
        })
    };
    let preset = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::Model(Action::Write {
                thread: 0,
                unit: 0,
                reg: "PIC0".into(),
                value: WriteValue::Raw(0xffff_fff0),
            }))
        })
    };
    // Steps 2 and 3 act on PIC0, which only the walk-through's machine has: on another they
    // wait for step 1, which opens that machine.
    let ready = session.machine().register("PIC0").is_some();
    let wait = (!ready).then_some("Set PCR0 first: it opens a SPARC T4 session");
    let step = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::Model(Action::Run { cycles: 10 })))
    };
    let learn = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::StartLesson(FIRST_LESSON)))
    };
    html! {
        <section class="intro" data-testid="intro" aria-label="What this is">
            <p class="intro-line">
                <strong>{ "Program the performance counters of the SPARC T4, SPARC KT and Itanium 2 Montecito" }</strong>
                { " as their manuals define them; a simulated workload counts, overflows and traps. " }
                <a href="docs.html">{ "Documentation" }</a>{ " · press ? for the keys" }
            </p>
            <details class="try" open=true>
                <summary>{ "Try this: a SPARC T4 counter overflows and traps" }</summary>
                <ol>
                    <li>{ "PCR0 counts user cycles: " }<code>{ "sl = 0x1a, ut = 1, toe = 1" }</code>{ " " }
                        <button type="button" data-testid="try-1" onclick={start}
                                title="Starts a new SPARC T4 session in user mode and writes PCR0">{ "Set PCR0" }</button></li>
                    <li>{ "PIC0 starts 16 events from wrapping: " }<code>{ "0xfffffff0" }</code>{ " " }
                        <button type="button" data-testid="try-2" onclick={preset} disabled={!ready} title={wait}>{ "Write PIC0" }</button></li>
                    <li>{ "Step 10 cycles twice (key 2): PIC0 wraps, " }<code>{ "PCR0.ov" }</code>{ " sets, the log shows the trap " }
                        <button type="button" data-testid="try-3" onclick={step} disabled={!ready} title={wait}>{ "Step 10" }</button>
                        <span class="muted">{ " Then try sl = 3, a precise event." }</span></li>
                </ol>
                <p class="intro-next">{ "Next, the manuals' rules as exercises the model checks: a trap handler that must clear " }
                    <code>{ "ov" }</code>{ ", and 14 more lessons on the three machines. " }
                    <button type="button" data-testid="try-learn" onclick={learn}
                            title="Opens the first lesson; Learn in the header lists them all">{ "Start the first lesson" }</button></p>
            </details>
            <button type="button" class="intro-hide" data-testid="intro-hide" onclick={on_hide}
                    title="Hide this introduction (it stays hidden)">{ "Hide" }</button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Session;
    use std::rc::Rc;
    use yew::Reducible;

    /// The walk-through does what it says: PCR0 = sl 26, ut, toe (0xd006); PIC0 preset; two
    /// steps of 10 cycles wrap PIC0 to 4 and set PCR0.ov, and the log has the overflow.
    #[test]
    fn the_walk_through_wraps_pic0() {
        let scenario = Scenario::parse(START).expect("the walk-through's start parses");
        let s = Rc::new(Session::from_scenario(scenario, None).expect("it runs"));
        assert_eq!(s.peek("PCR0"), Some(0xd006));
        let s = s.reduce(UiAction::Model(Action::Write {
            thread: 0,
            unit: 0,
            reg: "PIC0".into(),
            value: WriteValue::Raw(0xffff_fff0),
        }));
        let s = s.reduce(UiAction::Model(Action::Run { cycles: 10 }));
        assert_eq!(s.peek("PIC0"), Some(0xffff_fffa));
        let s = s.reduce(UiAction::Model(Action::Run { cycles: 10 }));
        assert_eq!(s.peek("PIC0"), Some(4));
        assert_eq!(s.peek("PCR0").map(|v| v & 1), Some(1), "PCR0.ov");
        let log: Vec<String> = s.log_tail(10).iter().map(|e| e.to_string()).collect();
        assert!(log.iter().any(|l| l.contains("overflow of PIC0")), "{log:?}");
        assert!(log.iter().any(|l| l.contains("trap")), "{log:?}");
    }
}
