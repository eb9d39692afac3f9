#!/usr/bin/env bash
# Installs what building and testing pmu-explorer needs, skipping whatever is already there:
# the wasm32 target, wasm-bindgen-cli at exactly the locked wasm-bindgen version, trunk 0.21.14,
# wasm-opt (binaryen 132 from npm), playwright-core and typescript (project-local, in web/node_modules),
# and Chromium + chromedriver from apt. Idempotent: a second run takes seconds.
#
# Usage: scripts/bootstrap.sh [--no-browser]   (--no-browser: skip Chromium, for serve)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

want_browser=1
[ "${1:-}" = "--no-browser" ] && want_browser=0

say() { printf '[bootstrap] %s\n' "$*"; }
export PATH="$HOME/.cargo/bin:$PATH"

# Rust components and the wasm target.
installed_targets="$(rustup target list --installed)"
if ! grep -qx wasm32-unknown-unknown <<<"$installed_targets"; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for comp in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$comp"; then
    say "adding rustup component $comp"
    rustup component add "$comp"
  fi
done

# wasm-bindgen-cli must equal the wasm-bindgen crate version in Cargo.lock.
wb_version="$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)"
if [ -z "$wb_version" ]; then
  echo "bootstrap: could not read the wasm-bindgen version from Cargo.lock" >&2
  exit 1
fi
have_wb="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_wb" != "$wb_version" ]; then
  say "installing wasm-bindgen-cli $wb_version (about 3 minutes; found '${have_wb:-none}')"
  # Not --locked: a version locked in its own lock file is missing from the registry.
  cargo install wasm-bindgen-cli --version "$wb_version" --force
fi

# trunk 0.21.14 (0.22 needs a newer rustc); --locked, or it fails to compile.
have_trunk="$(trunk --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_trunk" != "0.21.14" ]; then
  say "installing trunk 0.21.14 (about 7 minutes; found '${have_trunk:-none}')"
  cargo install trunk --version 0.21.14 --locked --force
fi

# wasm-opt, playwright-core, axe-core and TypeScript, project-local (web/node_modules is
# git-ignored); installed again whenever web/package-lock.json changes (a copy of the lock file
# that was installed is kept beside them).
if ! cmp -s web/package-lock.json web/node_modules/.installed-lock.json; then
  say "installing binaryen, playwright-core, axe-core and typescript into web/node_modules"
  (cd web && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.installed-lock.json)
fi

# Chromium and chromedriver for the wasm tests and the end-to-end test.
if [ "$want_browser" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  say "installing chromium and chromium-driver from apt"
  sudo_cmd=""
  [ "$(id -u)" != 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver >/dev/null
fi
say "ready"
