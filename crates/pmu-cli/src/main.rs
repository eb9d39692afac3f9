//! The `pmu` command line (placeholder until the CLI lands in this commit series).
fn main() {}
