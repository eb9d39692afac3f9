#!/usr/bin/env bash
# The whole test suite, as CI runs it (installing what it needs first):
# format, clippy (native and wasm32), the lint of fuzz/ and tools/model-size, native tests, the model's
# no-browser-crates check, wasm-bindgen tests in headless Chromium, the release build, the
# end-to-end browser test, the TypeScript declarations against the bundle, and the bundle sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
source scripts/env.sh

step() { printf '\n==> %s\n' "$*"; }

# Every test runner's output is also kept here, for the summary line at the end.
results="$(mktemp)"
trap 'rm -f "$results"' EXIT

step "format"
cargo fmt --all --check

step "clippy (native, every crate)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "clippy (wasm32: model, UI and the register module, with the app's first module's feature)"
cargo clippy --target wasm32-unknown-unknown -p pmu-model -p pmu-ui -p pmu-register --features pmu-register/app \
  --all-targets --locked -- -D warnings

step "fuzz targets (format and clippy; scripts/fuzz.sh runs them)"
cargo fmt --manifest-path fuzz/Cargo.toml --check
# Not --locked: fuzz/Cargo.lock follows the model's dependencies as they change.
cargo clippy --manifest-path fuzz/Cargo.toml --all-targets -- -D warnings

step "the model-size probe (format and clippy; scripts/model-size.sh builds it)"
cargo fmt --manifest-path tools/model-size/Cargo.toml --check
# Not --locked, like fuzz/: its Cargo.lock follows the model's dependencies as they change.
cargo clippy --manifest-path tools/model-size/Cargo.toml --target-dir target/model-size/cargo \
  --target wasm32-unknown-unknown -- -D warnings

step "pmu-model has no browser crate among its normal dependencies"
forbidden='^(wasm-bindgen|web-sys|js-sys|yew|serde-wasm-bindgen|gloo[a-z-]*) '
deps="$(cargo tree -p pmu-model -e normal --target all --prefix none --locked | sort -u)"
if grep -E "$forbidden" <<<"$deps"; then
  echo "pmu-model depends on a browser crate (see above): Architecture Invariant (browser-free model)" >&2
  exit 1
fi
echo "ok: $(wc -l <<<"$deps") crates, none of them a browser crate"

step "native tests"
# The property tests (proptest: the scenario and tool round trips, time travel) draw their cases
# from a fixed seed here, so that a run of this script is the same run every time; a plain
# `cargo test` draws new ones each time, and a case it finds belongs in a test of its own
# (as tests/interop.rs keeps pfmon's BE_L1D_FPU_BUBBLE pair).
PROPTEST_RNG_SEED=20261124 cargo test --workspace --locked 2>&1 | tee -a "$results"

step "wasm tests in headless Chromium"
cargo test --target wasm32-unknown-unknown -p pmu-model -p pmu-ui --locked 2>&1 | tee -a "$results"

step "release build (trunk)"
rm -rf dist
trunk build --release

step "end-to-end test in headless Chromium"
node web/tests/e2e.mjs dist target/screenshots 2>&1 | tee -a "$results"

step "TypeScript declarations against the built bundle"
node web/tests/types.mjs dist 2>&1 | tee -a "$results"

step "bundle sizes"
scripts/sizes.sh --check dist

# One line for the whole run: native and wasm tests plus the end-to-end tests.
passed=$(grep -oE '[0-9]+ passed' "$results" | awk '{ s += $1 } END { print s + 0 }')
failed=$(grep -oE '[0-9]+ failed' "$results" | awk '{ s += $1 } END { print s + 0 }')
printf '\nsummary: %s passed, %s failed\n' "$passed" "$failed"
