//! Scenarios (placeholder).
