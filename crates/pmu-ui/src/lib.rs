//! pmu-ui: the browser app (placeholder).
