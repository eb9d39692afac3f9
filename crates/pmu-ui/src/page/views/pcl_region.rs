//! PCL regions in the PCL panel: PCLstart with the chosen events and mode, PCLread and PCLstop
//! (seed 002 L2155-L2190), made on the thread on screen and recorded as scenario steps, so
//! that the permalink replays them and a lesson's goals see the counts they report. While a
//! region is open, runs go through it: its 64-bit totals see every wrap of a narrower counter,
//! as PCL's interval timer does "to avoid overflow" (L2299-L2302). A run until a condition is
//! not sampled (the scenario executor runs it the same way), so run plain cycles across wraps.

use pmu_model::pcl::Mode;
use pmu_model::scenario::output::PclNumber;
use pmu_model::scenario::PclCall;
use yew::prelude::*;

use crate::page::context::use_session;
use crate::session::format::group;
use crate::session::UiAction;

#[derive(Properties, PartialEq)]
pub struct PclRegionProps {
    /// The events PCLstart asks for, and the count mode.
    pub events: Vec<&'static str>,
    pub mode: Mode,
}

/// PCLstart, PCLread, PCLstop and the latest call's status and counts.
#[component]
pub fn PclRegion(props: &PclRegionProps) -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let call = |c: PclCall| {
        let s = session.clone();
        Callback::from(move |_: MouseEvent| {
            s.dispatch(UiAction::Running(false));
            s.dispatch(UiAction::Pcl(c.clone()));
        })
    };
    let start = call(PclCall::Start {
        events: props.events.iter().map(|e| e.to_string()).collect(),
        mode: props.mode,
        mhz: None,
    });
    let open = session.pcl_open();
    let latest = session.pcl_calls().pop();
    html! {
        <div class="pcl-region" data-testid="pcl-region">
            <h4>{ "Regions: PCLstart, PCLread, PCLstop" }</h4>
            <div class="controls" role="group" aria-label="PCL region">
                <button type="button" data-testid="pcl-start" onclick={start} disabled={props.events.is_empty()}
                        title="Start counting the chosen events in a (nested) region">{ "PCLstart" }</button>
                <button type="button" data-testid="pcl-read" onclick={call(PclCall::Read)} disabled={!open}
                        title="The counts since the innermost region's start, without stopping">{ "PCLread" }</button>
                <button type="button" data-testid="pcl-stop" onclick={call(PclCall::Stop)} disabled={!open}
                        title="Close the innermost region and report its counts">{ "PCLstop" }</button>
            </div>
            if let Some(c) = latest {
                <p class="note" role="status" data-testid="pcl-call">
                    { format!("PCL{}: {}", c.call, c.status) }
                    { c.depth.map(|d| format!(" (regions open: {d})")).unwrap_or_default() }
                    { c.message.map(|m| format!(": {m}")).unwrap_or_default() }
                </p>
                if let Some(events) = c.events {
                    <table class="masks" data-testid="pcl-reading">
                        { for events.iter().map(|v| html! {
                            <tr><td>{ v.event }</td><td class="num">{ match v.value {
                                PclNumber::Count(n) => u64::try_from(n).map(group).unwrap_or_else(|_| n.to_string()),
                                PclNumber::Rate(Some(r)) => format!("{r:.4}"),
                                PclNumber::Rate(None) => "n/a".to_string(),
                            } }</td></tr>
                        }) }
                    </table>
                }
            }
        </div>
    }
}
