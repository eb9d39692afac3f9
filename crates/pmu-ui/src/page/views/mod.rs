//! The views: self-contained parts that read the session from context (or, for the register
//! view, take what they show as props) and draw what the model says. The page's columns place
//! them; the widget shows some of them alone.

mod charts;
mod choices;
mod compare_view;
mod counter_table;
mod derived_view;
mod event_catalogue;
mod hypervisor_console;
mod interop_panel;
mod keyed_select;
mod lesson_view;
mod log_line;
mod notice;
mod on_screen;
mod pcl_panel;
mod pcl_region;
mod pieces;
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
pub use derived_view::derived_view;
pub use event_catalogue::EventCatalogue;
pub use hypervisor_console::HypervisorConsole;
pub use interop_panel::InteropPanel;
pub use keyed_select::use_keyed_select;
pub use lesson_view::{LessonView, LessonViewProps};
pub use log_line::log_text;
pub use notice::Notice;
pub use on_screen::OnScreen;
pub use pcl_panel::PclPanel;
pub use register_view::{painter, Painter, RegisterView, RegisterViewProps};
pub use restore_banner::{RestoreBanner, RestoreBannerProps};
pub use thread_timeline::ThreadTimeline;
pub use time_travel::{ChangesView, HistoryBar, SHORTCUTS};
pub use trace_view::TraceView;
pub use why_note::WhyNote;
