//! The views column: the charts, the machine's own views and consoles, the workload, the PCL
//! panel, the event catalogue and the modelling choices, each of which a live run does not draw
//! while it is off screen ([`OnScreen`]).

use yew::prelude::*;

use super::workload_editor::WorkloadEditor;
use crate::page::context::use_session;
use crate::page::views::{
    CompareView, CounterChart, EventCatalogue, HypervisorConsole, InteropPanel, ModellingChoices, OnScreen,
    PclPanel, ThreadTimeline, TraceView,
};

/// The views column: charts, the event catalogue, and the machine's own consoles.
#[component]
pub fn ViewsColumn() -> Html {
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    html! {
        <section class="views" aria-label="Views" data-testid="views">
            if machine.features.thread_switching {
                <OnScreen><ThreadTimeline /></OnScreen>
            }
            <OnScreen><CounterChart /></OnScreen>
            <OnScreen><CompareView /></OnScreen>
            if machine.features.trace_buffer {
                <OnScreen><TraceView /></OnScreen>
            }
            if machine.features.hypervisor {
                <OnScreen><HypervisorConsole /></OnScreen>
            }
            <OnScreen><div class="panel"><WorkloadEditor /></div></OnScreen>
            <OnScreen><PclPanel /></OnScreen>
            <OnScreen><InteropPanel /></OnScreen>
            <OnScreen><EventCatalogue /></OnScreen>
            <OnScreen><ModellingChoices /></OnScreen>
        </section>
    }
}
