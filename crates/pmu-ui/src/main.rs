//! The app's entry point, built by Trunk from index.html.

fn main() {
    pmu_ui::start_app();
}
