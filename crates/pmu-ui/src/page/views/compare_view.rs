//! The compare view: lanes that start from the session's state (the same machine, workload
//! and seed), each with its own setup, stepping together; the counts of every lane, each
//! lane's difference from the first, and a chart of one counter in every lane. The lanes are
//! [`crate::session::compare::Compare`]; this view holds them and draws them.
//!
//! ```text
//! lane A [PCR0.sl=26; PCR0.ut=1        ]
//! lane B [PCR0.sl=26; PCR0.st=1        ]      [+1k] [+1M] [+100M]
//! counter |     A |     B | B - A
//! PIC0    | 812.. | 188.. | -624..
//! ```

use std::rc::Rc;

use pmu_model::sim::Simulator;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::compare::Compare;
use crate::session::format::{count, group, short};
use crate::session::plot;

const COLOURS: [&str; 4] = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"];
const W: f64 = 320.0;
const H: f64 = 120.0;

/// A count of up to 128 bits with thousands separators.
fn group_wide(v: u128) -> String {
    match u64::try_from(v) {
        Ok(v) => group(v),
        Err(_) => v.to_string(),
    }
}

/// A difference with its sign: "+1,200", "\u{2212}300", "0".
fn signed(d: i128) -> String {
    match d {
        0 => "0".to_string(),
        d if d > 0 => format!("+{}", group_wide(d.unsigned_abs())),
        d => format!("\u{2212}{}", group_wide(d.unsigned_abs())),
    }
}

fn letter(i: usize) -> char {
    char::from(b'A' + (i as u8 % 26))
}

/// What the user does to the lanes.
enum LaneAction {
    /// Start over from a state (the session's, now), with these setups.
    Start {
        sim: Box<Simulator>,
        from: String,
        setups: Vec<String>,
        thread: u32,
        unit: u32,
    },
    Run(u64),
    Setup(usize, String),
    Add,
    Remove(usize),
}

struct Lanes {
    compare: Compare,
    start: Rc<Simulator>,
    /// Where the lanes started: "step 4, cycle 20".
    from: String,
    thread: u32,
    unit: u32,
}

impl Lanes {
    fn setups(&self) -> Vec<String> {
        self.compare.lanes.iter().map(|l| l.setup.clone()).collect()
    }

    /// The lanes again from the start with new setups (they have not run the same cycles
    /// with the new programming, so all start over).
    fn restart(&self, setups: Vec<String>) -> Lanes {
        Lanes {
            compare: Compare::new(&self.start, &setups, self.thread, self.unit),
            start: self.start.clone(),
            from: self.from.clone(),
            thread: self.thread,
            unit: self.unit,
        }
    }
}

impl Reducible for Lanes {
    type Action = LaneAction;

    fn reduce(self: Rc<Self>, action: LaneAction) -> Rc<Self> {
        Rc::new(match action {
            LaneAction::Start {
                sim,
                from,
                setups,
                thread,
                unit,
            } => Lanes {
                compare: Compare::new(&sim, &setups, thread, unit),
                start: Rc::new(*sim),
                from,
                thread,
                unit,
            },
            LaneAction::Run(cycles) => {
                let mut compare = self.compare.clone();
                compare.run(cycles);
                Lanes {
                    compare,
                    start: self.start.clone(),
                    from: self.from.clone(),
                    thread: self.thread,
                    unit: self.unit,
                }
            }
            LaneAction::Setup(i, text) => {
                let mut setups = self.setups();
                if let Some(s) = setups.get_mut(i) {
                    *s = text;
                }
                self.restart(setups)
            }
            LaneAction::Add => {
                let mut setups = self.setups();
                if setups.len() < Compare::MAX_LANES {
                    setups.push(setups.last().cloned().unwrap_or_default());
                }
                self.restart(setups)
            }
            LaneAction::Remove(i) => {
                let mut setups = self.setups();
                if setups.len() > 1 && i < setups.len() {
                    setups.remove(i);
                }
                self.restart(setups)
            }
        })
    }
}

fn start_from(session: &SessionCtx, setups: Vec<String>) -> LaneAction {
    LaneAction::Start {
        sim: Box::new(session.with(Simulator::clone_without_log)),
        from: format!(
            "step {} of the session, cycle {}",
            session.position(),
            group(session.cycle())
        ),
        setups,
        thread: session.screen.thread,
        unit: session.screen.unit,
    }
}

#[derive(Properties, PartialEq)]
pub struct CompareViewProps {
    /// The lanes' setups to begin with (the widget's `compare` option); by default two lanes
    /// to fill in.
    #[prop_or_else(|| vec![String::new(), String::new()])]
    pub lanes: Vec<String>,
}

/// Side by side: lanes of one workload with different programmings.
#[component]
pub fn CompareView(props: &CompareViewProps) -> Html {
    let session = use_context::<SessionCtx>();
    let lanes = {
        let session = session.clone();
        let setups = props.lanes.clone();
        use_reducer(move || {
            let sim = session.as_ref().map_or_else(
                || crate::session::Session::default_session().with(Simulator::clone_without_log),
                |s| s.with(Simulator::clone_without_log),
            );
            let (thread, unit) = session
                .as_ref()
                .map_or((0, 0), |s| (s.screen.thread, s.screen.unit));
            Lanes {
                compare: Compare::new(&sim, &setups, thread, unit),
                start: Rc::new(sim),
                from: session.as_ref().map_or_else(String::new, |s| {
                    format!("step {} of the session, cycle {}", s.position(), group(s.cycle()))
                }),
                thread,
                unit,
            }
        })
    };
    let counter = use_state(|| 0usize);
    // Another machine (or strand count, or thread on screen): the lanes start over there.
    {
        let lanes = lanes.clone();
        let session = session.clone();
        let key = session
            .as_ref()
            .map(|s| (s.machine().id, s.threads(), s.screen.thread, s.screen.unit));
        use_effect_with(key, move |_| {
            if let Some(s) = &session {
                let same = lanes.start.machine.id == s.machine().id
                    && lanes.start.threads == s.threads()
                    && lanes.thread == s.screen.thread
                    && lanes.unit == s.screen.unit;
                if !same {
                    lanes.dispatch(start_from(s, lanes.setups()));
                }
            }
        });
    }
    let Some(session) = session else {
        return html! {};
    };
    let c = &lanes.compare;
    let rows = c.rows();
    let n = c.lanes.len();
    let run = |cycles: u64| {
        let l = lanes.clone();
        Callback::from(move |_: MouseEvent| l.dispatch(LaneAction::Run(cycles)))
    };
    let on_rebase = {
        let l = lanes.clone();
        let s = session.clone();
        Callback::from(move |_: MouseEvent| l.dispatch(start_from(&s, l.setups())))
    };
    let on_add = {
        let l = lanes.clone();
        Callback::from(move |_: MouseEvent| l.dispatch(LaneAction::Add))
    };
    let lane_rows = c.lanes.iter().enumerate().map(|(i, lane)| {
        let onchange = {
            let l = lanes.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlInputElement>().value();
                l.dispatch(LaneAction::Setup(i, v));
            })
        };
        let onremove = {
            let l = lanes.clone();
            Callback::from(move |_: MouseEvent| l.dispatch(LaneAction::Remove(i)))
        };
        html! {
            <div class="lane">
                <label>
                    { super::pieces::swatch(COLOURS[i % COLOURS.len()]) }
                    { format!("lane {} ", letter(i)) }
                    <input class="lane-setup" data-testid={format!("compare-lane-{i}")} value={lane.setup.clone()}
                           placeholder="as the session is; e.g. PCR0.ut=0; PCR0.st=1" {onchange}
                           aria-label={format!("Setup of lane {}", letter(i))}
                           aria-invalid={lane.error.is_some().then_some("true")} />
                </label>
                if n > 1 {
                    <button type="button" class="lane-remove" onclick={onremove}
                            aria-label={format!("Remove lane {}", letter(i))}>{ "\u{d7}" }</button>
                }
                if let Some(e) = &lane.error {
                    <div class="input-error" role="alert">{ e.clone() }</div>
                }
            </div>
        }
    });
    let moved: Vec<_> = rows.iter().filter(|r| r.counted.iter().any(|c| *c > 0)).collect();
    let k = (*counter).min(rows.len().saturating_sub(1));
    let on_counter = {
        let counter = counter.clone();
        Callback::from(move |e: Event| {
            if let Ok(i) = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value()
                .parse()
            {
                counter.set(i);
            }
        })
    };
    let chart = {
        let tracks: Vec<Vec<(u64, u128)>> = (0..n).map(|i| c.track(i, k)).collect();
        let hi = tracks
            .iter()
            .flat_map(|t| t.iter().map(|p| p.1))
            .max()
            .unwrap_or(0);
        let span = c.cycle().saturating_sub(c.start_cycle).max(1) as f64;
        let lines = tracks.iter().enumerate().map(|(i, t)| {
            let pts: Vec<String> = t
                .iter()
                .map(|(cy, v)| {
                    let x = (cy - c.start_cycle) as f64 / span * W;
                    let y = plot::y_of(*v as f64, hi as f64, H - 4.0) + 2.0;
                    format!("{x:.1},{y:.1}")
                })
                .collect();
            html! { <polyline points={pts.join(" ")} fill="none" stroke={COLOURS[i % COLOURS.len()]} stroke-width="1.5" /> }
        });
        html! {
            <svg viewBox={format!("0 0 {W} {H}")} class="chart-svg" role="img" data-testid="compare-chart"
                 aria-label={format!("{} counted in each lane, 0 to {}", rows.get(k).map_or("", |r| r.label), plot::short(hi as f64))}>
                <rect x="0" y="0" width={W.to_string()} height={H.to_string()} class="chart-bg" />
                { for lines }
                <text x="3" y="10" class="axis">{ plot::short(hi as f64) }</text>
            </svg>
        }
    };
    html! {
        <section class="panel compare" data-testid="compare" aria-label="Side by side">
            <h3>{ "Side by side" }</h3>
            <p class="muted">{ format!(
                "The lanes start from {}: the same machine, workload and seed, each with its own setup (REG=VALUE, REG.field=VALUE, mode=..., separated by ;). They step together.",
                lanes.from) }</p>
            { for lane_rows }
            <div class="controls">
                <button type="button" data-testid="compare-add" onclick={on_add} disabled={n >= Compare::MAX_LANES}>{ "Add lane" }</button>
                <button type="button" data-testid="compare-rebase" onclick={on_rebase}
                        title="Start the lanes again from the session's state now">{ "Start from here" }</button>
            </div>
            <div class="controls" role="group" aria-label="Step the lanes">
                <span class="cycle" data-testid="compare-cycle">{ format!("cycle {}", group(c.cycle())) }</span>
                // The app's step sizes, labelled as its simulation bar labels them.
                <span class="label" aria-hidden="true">{ "Step" }</span>
                { for crate::session::STEPS.iter().map(|s| html! {
                    <button type="button" data-testid={format!("compare-step-{s}")} onclick={run(*s)}
                            title={format!("Step every lane {}", count(*s, "cycle", "cycles"))}>
                        <span class="visually-hidden">{ "Step " }</span>{ short(*s) }</button>
                }) }
            </div>
            if moved.is_empty() {
                <p class="muted">{ "No counter has counted in any lane yet: program the lanes and step them." }</p>
            } else {
                <div class="table-scroll">
                <table class="counters compare-table" data-testid="compare-table">
                    <thead><tr>
                        <th>{ "counted" }</th>
                        { for (0..n).map(|i| html! { <th class="num">{ letter(i) }</th> }) }
                        { for (1..n).map(|i| html! { <th class="num">{ format!("{} \u{2212} A", letter(i)) }</th> }) }
                    </tr></thead>
                    <tbody>
                        { for moved.iter().map(|r| html! {
                            <tr>
                                <th scope="row">{ r.label }</th>
                                { for r.counted.iter().enumerate().map(|(i, v)| html! {
                                    <td class="num" data-testid={format!("compare-{}-{i}", r.id)}
                                        title={format!("{} holds {}", r.label, group(r.values[i]))}>{ group_wide(*v) }</td>
                                }) }
                                { for r.diffs.iter().enumerate().skip(1).map(|(i, d)| html! {
                                    <td class="num diff" data-testid={format!("compare-diff-{}-{i}", r.id)}>
                                        { signed(*d) }
                                    </td>
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
                </div>
                <label class="muted">{ "chart " }
                    <select data-testid="compare-counter" aria-label="Counter to chart" onchange={on_counter}>
                        { for rows.iter().enumerate().map(|(i, r)| html! {
                            <option value={i.to_string()} selected={i == k}>{ r.label }</option>
                        }) }
                    </select>
                </label>
                { chart }
            }
        </section>
    }
}
