//! The command line as a user sees it: every example in `docs/cli.md` and `docs/interop.md`
//! and every golden output in
//! `tests/cmd/` is run against the built `pmu` and compared with what is written there, with a
//! diff when they differ (trycmd). The docs therefore show real outputs and cannot drift.
//!
//! - `tests/cmd/*.trycmd` are transcripts: `$ pmu ...` lines, then the output (standard output
//!   and standard error together), and `? 2` for an exit status other than 0.
//! - `tests/cmd/NAME.toml` runs one command whose standard output is `NAME.stdout` (the large
//!   JSON and table outputs). `binary = true` compares them byte for byte; transcripts cannot,
//!   as trycmd reads a `\` in them as a Windows path separator, so an output with a backslash
//!   (an escaped quote in JSON) belongs in a `.toml` case.
//!
//! Commands run in the repository's root, so paths read as in the docs (`scenarios/...`). In
//! an expected output `...` on its own line stands for any lines and `[..]` for any text
//! within a line (used for `pmu bench`'s timings).
//!
//! After an intended change of output, rewrite the goldens (then read the diff before
//! committing it):
//!
//! ```sh
//! TRYCMD=overwrite cargo test -p pmu-cli --test examples
//! ```
//!
//! `docs/cli.md` is rewritten by the same command, but its elided lines (`...`) are kept only
//! on a best-effort basis: check its diff by hand.

use std::path::Path;

/// The repository's root, where the commands run.
fn root() -> &'static Path {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    crate_dir.parent().and_then(Path::parent).unwrap_or(crate_dir)
}

fn cases() -> trycmd::TestCases {
    // Both tests want the same working directory, so setting it from either is harmless.
    std::env::set_current_dir(root()).expect("cd to the repository root");
    let cases = trycmd::TestCases::new();
    cases.register_bin("pmu", Path::new(env!("CARGO_BIN_EXE_pmu")));
    cases
}

#[test]
fn docs_examples() {
    cases().case("docs/cli.md").case("docs/interop.md");
}

#[test]
fn golden_outputs() {
    cases()
        .case("crates/pmu-cli/tests/cmd/*.trycmd")
        .case("crates/pmu-cli/tests/cmd/*.toml");
}
