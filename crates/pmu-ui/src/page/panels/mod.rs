//! The page's parts: the header, the Learn panel and the three columns (registers: navigation and the bit grid;
//! simulation: mode, stepping, running, counters, log; views), with the controls they hold. Each
//! reads the session from context and turns clicks into [`UiAction`](crate::session::UiAction)s;
//! none computes what the model computes. The views they place are in [`crate::page::views`].

mod header;
mod intro;
mod learn;
mod log_panel;
mod mode_control;
mod register_column;
mod register_nav;
mod select;
mod shortcuts;
mod sim_bar;
mod sim_column;
mod views_column;
mod workload_editor;

pub use header::{Header, HeaderProps};
pub use intro::Intro;
pub use learn::{LearnPanel, LearnPanelProps};
pub use log_panel::LogPanel;
pub use mode_control::ModeControl;
pub use register_column::RegisterColumn;
pub use register_nav::RegisterNav;
pub use shortcuts::Shortcuts;
pub use sim_bar::SimBar;
pub use sim_column::SimColumn;
pub use views_column::ViewsColumn;
pub use workload_editor::WorkloadEditor;
