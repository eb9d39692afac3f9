//! The views column: the charts, the machine's own views and consoles, the workload, the PCL
//! panel, the event catalogue and the modelling choices.

use yew::prelude::*;

use super::workload_editor::WorkloadEditor;
use crate::page::context::use_session;
use crate::page::views::{
    CompareView, CounterChart, EventCatalogue, HypervisorConsole, InteropPanel, ModellingChoices, PclPanel,
    ThreadTimeline, TraceView,
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
                <ThreadTimeline />
            }
            <CounterChart />
            <CompareView />
            if machine.features.trace_buffer {
                <TraceView />
            }
            if machine.features.hypervisor {
                <HypervisorConsole />
            }
            <div class="panel"><WorkloadEditor /></div>
            <PclPanel />
            <InteropPanel />
            <EventCatalogue />
            <ModellingChoices />
        </section>
    }
}
