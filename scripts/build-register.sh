#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), before stamp-loader.sh: builds the register explorer's
# own modules (crates/pmu-register) the way Trunk builds the lab (pmu-ui): cargo for wasm32 (the
# wasm-release profile in a release build), wasm-bindgen --target web, then wasm-opt with
# index.html's parameters; and puts them in the bundle under content-hashed names, so that a
# cached copy never pairs with a new build. Two modules from the one crate:
# - pmu-register-<hash>.js and _bg.wasm: a register widget without the simulators, which a page
#   with register widgets (docs.html) loads first;
# - pmu-app-<hash>.js and _bg.wasm (the feature `app`): the same with the default machine's
#   simulator, which the app's page loads first, so that its first screen's Steps run before
#   the lab (pmu-ui) has arrived.
# Trunk builds one Rust crate per page, and the loader (web/pmu-explorer.js) loads these first.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
cd "$(dirname "$0")/.."

# build NAME [CARGO_ARGS...]: one module, as $dir/NAME-<hash>.js and NAME-<hash>_bg.wasm.
build() {
  local name="$1" out="target/register-module/$1" built
  shift
  rm -rf "$out" && mkdir -p "$out"
  if [[ "${TRUNK_PROFILE:-debug}" == release ]]; then
    cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown -p pmu-register "$@"
    built="target/wasm32-unknown-unknown/wasm-release/pmu_register.wasm"
  else
    cargo build --quiet --target wasm32-unknown-unknown -p pmu-register "$@"
    built="target/wasm32-unknown-unknown/debug/pmu_register.wasm"
  fi
  wasm-bindgen --target web --out-dir "$out" --out-name "$name" "$built"
  if [[ "${TRUNK_PROFILE:-debug}" == release ]]; then
    # index.html's data-wasm-opt="z" and data-wasm-opt-params, as Trunk runs them for the lab.
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --converge --low-memory-unused \
      --strip-debug "$out/${name}_bg.wasm" -o "$out/opt.wasm"
    mv "$out/opt.wasm" "$out/${name}_bg.wasm"
  fi
  local hash
  hash="$(cat "$out/$name.js" "$out/${name}_bg.wasm" | sha256sum | cut -c1-16)"
  rm -f "$dir/$name"-*.js "$dir/$name"-*_bg.wasm
  cp "$out/$name.js" "$dir/$name-$hash.js"
  cp "$out/${name}_bg.wasm" "$dir/$name-${hash}_bg.wasm"
  echo "build-register: $name-$hash.js and $name-${hash}_bg.wasm"
}

build pmu-register
build pmu-app --features app
