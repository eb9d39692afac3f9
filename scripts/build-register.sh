#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), before stamp-loader.sh: builds the register explorer's
# own module (crates/pmu-register: a register widget without the simulators) the way Trunk builds
# the lab (pmu-ui): cargo for wasm32 (the wasm-release profile in a release build), wasm-bindgen
# --target web, then wasm-opt with index.html's parameters; and puts it in the bundle under
# content-hashed names, pmu-register-<hash>.js and pmu-register-<hash>_bg.wasm, so that a cached
# copy never pairs with a new build. Trunk builds one Rust crate per page, and the loader
# (web/pmu-explorer.js) loads this one first.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
cd "$(dirname "$0")/.."
out="target/register-module"
rm -rf "$out" && mkdir -p "$out"

if [[ "${TRUNK_PROFILE:-debug}" == release ]]; then
  cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown -p pmu-register
  built="target/wasm32-unknown-unknown/wasm-release/pmu_register.wasm"
else
  cargo build --quiet --target wasm32-unknown-unknown -p pmu-register
  built="target/wasm32-unknown-unknown/debug/pmu_register.wasm"
fi
wasm-bindgen --target web --out-dir "$out" --out-name pmu-register "$built"
if [[ "${TRUNK_PROFILE:-debug}" == release ]]; then
  # index.html's data-wasm-opt="z" and data-wasm-opt-params, as Trunk runs them for the lab.
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --converge --low-memory-unused \
    --strip-debug "$out/pmu-register_bg.wasm" -o "$out/opt.wasm"
  mv "$out/opt.wasm" "$out/pmu-register_bg.wasm"
fi

hash="$(cat "$out/pmu-register.js" "$out/pmu-register_bg.wasm" | sha256sum | cut -c1-16)"
rm -f "$dir"/pmu-register-*.js "$dir"/pmu-register-*_bg.wasm
cp "$out/pmu-register.js" "$dir/pmu-register-$hash.js"
cp "$out/pmu-register_bg.wasm" "$dir/pmu-register-${hash}_bg.wasm"
echo "build-register: pmu-register-$hash.js and pmu-register-${hash}_bg.wasm"
