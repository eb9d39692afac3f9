//! The views: self-contained parts that read the session from context (or, for the register
//! view, take what they show as props) and draw what the model says. The page's columns place
//! them; the widget shows some of them alone.

mod charts;
mod choices;
mod compare_view;
mod counter_table;
mod event_catalogue;
mod hypervisor_console;
mod interop_panel;
mod lesson;
mod log_line;
mod pcl_panel;
mod pcl_region;
pub mod register_view;
mod restore_banner;
pub mod thread_timeline;
mod time_travel;
mod trace_view;
mod why_note;

pub use charts::CounterChart;
pub use choices::ModellingChoices;
pub use compare_view::{CompareView, CompareViewProps};
pub use counter_table::counter_table;
pub use event_catalogue::EventCatalogue;
pub use hypervisor_console::HypervisorConsole;
pub use interop_panel::InteropPanel;
pub use lesson::{LessonView, LessonViewProps};
pub use log_line::log_text;
pub use pcl_panel::PclPanel;
pub use register_view::{RegisterView, RegisterViewProps};
pub use restore_banner::{RestoreBanner, RestoreBannerProps};
pub use thread_timeline::ThreadTimeline;
pub use time_travel::{ChangesView, HistoryBar, SHORTCUTS};
pub use trace_view::TraceView;
pub use why_note::WhyNote;

use pmu_model::number::hex;
use yew::prelude::*;

/// A colour swatch beside a label (a chart's series, a thread, a lane): a square of `colour`
/// drawn as SVG, whose `fill` a strict Content-Security-Policy allows where a `style`
/// attribute would need `style-src-attr 'unsafe-inline'` (README, "Content-Security-Policy").
pub fn swatch(colour: &str) -> Html {
    html! {
        <svg class="swatch" viewBox="0 0 1 1" aria-hidden="true"><rect width="1" height="1" fill={colour.to_string()} /></svg>
    }
}

/// Register values with their fields decoded under each value (the EARs, a PCL programming, an
/// imported command line): the register, then its value over its fields, so that a side column
/// never scrolls sideways (`table.masks .decoded` in static/style.css).
pub fn register_values<'a>(
    testid: Option<&'static str>,
    rows: impl IntoIterator<Item = (&'a str, u64, String)>,
) -> Html {
    html! {
        <table class="masks" data-testid={testid}>
            { for rows.into_iter().map(|(reg, value, fields)| html! {
                <tr><td><code>{ reg }</code></td>
                    <td><code>{ hex(value, 64) }</code><div class="muted decoded">{ fields }</div></td></tr>
            }) }
        </table>
    }
}
