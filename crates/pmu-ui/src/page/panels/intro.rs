//! The first screen's introduction: one line saying what this is, and "Try this", the current
//! machine's three-step walk-through (`Machine::tour`: program a counter, preset it near its
//! wrap, run until it overflows and the machine traps or interrupts). Each step has a button
//! that does it, through the same actions a user's clicks make; the user can do it by hand as
//! well; each step is ticked once done, and step 1 puts the focus on the field it programs
//! (the event select). It leads on to the machine's lesson that continues the walk-through.
//! Hidden once the user says so (remembered in localStorage; the help's "Show the
//! walk-through" brings it back), and while a lesson is open (the Learn panel guides then).

use pmu_model::machine::TourStep;
use pmu_model::scenario::setup::parse_setup;
use pmu_model::sim::Action;
use yew::prelude::*;

use crate::browser::persist;
use crate::page::context::use_session;
use crate::session::lesson::tour_start;
use crate::session::UiAction;

/// What the field names in a step's code mean ("sl = 0x1a, ut = 1": sl and ut), each with
/// the first sentence of its description in the machine's tables, for a hover: a new user meets
/// these abbreviations here first.
fn explain(machine: &'static pmu_model::Machine, code: &str) -> String {
    let fields = machine
        .registers
        .iter()
        .filter(|r| r.name == machine.tour.show)
        .flat_map(|r| r.fields.iter());
    let mut out = Vec::new();
    for name in code.split([',', '=', ' ', '.']).filter(|w| !w.is_empty()) {
        if let Some(f) = fields.clone().find(|f| f.name == name) {
            let first = f.description.split(". ").next().unwrap_or(f.description);
            out.push(format!(
                "{}: {}",
                f.name,
                pmu_model::cite::for_readers(first).trim_end_matches('.')
            ));
        }
    }
    out.join("\n")
}

/// The introduction, unless the user hid it or a lesson is open.
#[component]
pub fn Intro() -> Html {
    let hidden = use_state(persist::intro_hidden);
    // The steps done, per machine (the ticks).
    let done = use_state(|| (String::new(), [false; 3]));
    let session = use_session();
    {
        // "Show the walk-through" in the help asks for it again.
        let hidden = hidden.clone();
        let asked = session.as_ref().map_or(0, |s| s.screen.intro_asked);
        use_effect_with(asked, move |asked| {
            if *asked > 0 {
                hidden.set(false);
            }
        });
    }
    let Some(session) = session else {
        return html! {};
    };
    if *hidden || session.screen.lesson.is_some() {
        return html! {};
    }
    let machine = session.machine();
    let tour = &machine.tour;
    let ticks = if done.0 == machine.id { done.1 } else { [false; 3] };
    let tick = {
        let done = done.clone();
        move |i: usize| {
            let mut t = ticks;
            t[i] = true;
            done.set((machine.id.to_string(), t));
        }
    };
    let on_hide = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| {
            persist::set_intro_hidden(true);
            hidden.set(true);
        })
    };
    let start = {
        let s = session.clone();
        let threads = session.threads();
        let tick = tick.clone();
        Callback::from(move |_: MouseEvent| match tour_start(machine, threads) {
            Ok(scenario) => {
                s.dispatch(UiAction::Restore(Box::new(scenario), None));
                // The focus goes to the field the step programs: the event select.
                let select = machine.register(machine.tour.show).and_then(|r| {
                    r.fields
                        .iter()
                        .find(|f| matches!(f.encodings, pmu_model::register::Encodings::EventSelect))
                });
                match select {
                    Some(f) => s.dispatch(UiAction::ShowField(format!("{}.{}", machine.tour.show, f.name))),
                    None => s.dispatch(UiAction::Show(machine.tour.show)),
                }
                tick(0);
            }
            Err(e) => s.dispatch(UiAction::Error(format!("Try this: {e}"))),
        })
    };
    let preset = {
        let s = session.clone();
        let thread = session.screen.thread;
        let tick = tick.clone();
        Callback::from(
            move |_: MouseEvent| match parse_setup(machine, machine.tour.preset.setup, thread) {
                Ok(actions) => {
                    actions.into_iter().for_each(|a| s.dispatch(UiAction::Model(a)));
                    tick(1);
                }
                Err(e) => s.dispatch(UiAction::Error(format!("Try this: {e}"))),
            },
        )
    };
    let step = {
        let s = session.clone();
        let cycles = tour.cycles;
        let tick = tick.clone();
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::Model(Action::Run { cycles }));
            tick(2);
        })
    };
    let learn = {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| s.dispatch(UiAction::StartLesson(machine.tour.lesson)))
    };
    let more = pmu_model::lesson::lessons().map_or(0, |l| l.len().saturating_sub(1));
    let item = |step: &TourStep, testid: &'static str, onclick: Callback<MouseEvent>, after: Html| {
        let n: usize = testid.trim_start_matches("try-").parse().unwrap_or(1);
        let is_done = ticks.get(n.wrapping_sub(1)).copied().unwrap_or(false);
        html! {
            <li class={classes!(is_done.then_some("done"))} data-testid={format!("{testid}-step")}
                aria-label={is_done.then(|| format!("Step {n}, done"))}>
                <span class="tick" aria-hidden="true">{ if is_done { "\u{2713} " } else { "" } }</span>
                { step.text }<code title={explain(machine, step.code)}>{ step.code }</code>{ step.tail }{ " " }
                <button type="button" data-testid={testid} {onclick} title={step.title}>{ step.button }</button>
                { after }</li>
        }
    };
    html! {
        <section class="intro" data-testid="intro" aria-label="What this is">
            <p class="intro-line">
                <strong>{ "Program the performance counters of the SPARC T4, SPARC KT and Itanium 2 Montecito" }</strong>
                { " as their manuals define them; a simulated workload counts, overflows and traps. " }
                <a href="docs.html">{ "Documentation" }</a>{ " · press ? for the keys" }
            </p>
            <details class="try" open=true>
                <summary>{ format!("Try this: {}", tour.title) }</summary>
                <ol>
                    { item(&tour.program, "try-1", start, html! {}) }
                    { item(&tour.preset, "try-2", preset, html! {}) }
                    { item(&tour.run, "try-3", step, html! { <span class="muted">{ " " }{ tour.then }</span> }) }
                </ol>
                <p class="intro-next">{ format!("Next, the manuals' rules as exercises the model checks: {}, and {more} more lessons on the three machines. ", tour.lesson_asks) }
                    <button type="button" data-testid="try-learn" onclick={learn}
                            title="Opens the lesson that goes on from here; Learn in the header lists them all">{ "Start the lesson" }</button></p>
            </details>
            <button type="button" class="intro-hide" data-testid="intro-hide" onclick={on_hide}
                    title="Hide this introduction (Help, ?, brings it back)">{ "Hide" }</button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;
    use std::rc::Rc;

    /// Each machine's walk-through does what it says through the page's reducer, as the
    /// buttons do it: step 1 opens a new session of the machine on the tour's register, step 2
    /// presets the counter, and step 3's clicks overflow it; the log has the overflow and the
    /// machine's reaction (a trap, an interrupt). The T4's: PCR0 = sl 26, ut, toe (0xd006),
    /// and two steps of 10 cycles wrap PIC0 to 4 with PCR0.ov set.
    #[test]
    fn each_walk_through_overflows_its_counter() {
        for m in pmu_model::MACHINES {
            let tour = &m.tour;
            let scenario = tour_start(m, 1).expect("step 1 parses");
            let mut s = Rc::new(Session::from_scenario(scenario, None).expect("it runs"));
            s = s.reduce(UiAction::Show(tour.show));
            assert_eq!(s.machine().id, m.id);
            for a in parse_setup(m, tour.preset.setup, s.screen.thread).expect("step 2 parses") {
                s = s.reduce(UiAction::Model(a));
            }
            for _ in 0..tour.clicks {
                s = s.reduce(UiAction::Model(Action::Run { cycles: tour.cycles }));
            }
            let log: Vec<String> = s.log_tail(10).iter().map(|e| e.to_string()).collect();
            assert!(log.iter().any(|l| l.contains("overflow")), "{}: {log:?}", m.id);
            assert!(
                log.iter().any(|l| l.contains("trap") || l.contains("interrupt")),
                "{}: {log:?}",
                m.id
            );
            if m.register("PIC0").is_some() {
                assert_eq!(s.peek("PCR0"), Some(0xd006 | 1), "PCR0 with ov set");
                assert_eq!(s.peek("PIC0"), Some(4));
            }
        }
    }
}
