#!/usr/bin/env bash
# What the model alone weighs in the browser (docs/bundle.md): builds tools/model-size (pmu-model
# behind one wasm-bindgen export per face the app uses, no UI) the way Trunk builds the app
# (opt-level z, LTO, wasm-bindgen, then wasm-opt with index.html's parameters), and prints its
# code, data and JS glue, raw and gzip-compressed (level 9), beside the app's bundle in dist/ if
# it has been built. A measurement, reported and never asserted; about 2 minutes.
#
# Usage: scripts/model-size.sh [DIST]   (DIST defaults to dist)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
dist="${1:-dist}"

out="target/model-size"
export CARGO_TARGET_DIR="$PWD/target/model-size/cargo"
mkdir -p "$out"
cargo build --quiet --release --target wasm32-unknown-unknown --manifest-path tools/model-size/Cargo.toml
wasm-bindgen --target web --out-dir "$out" \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/pmu_model_size.wasm"
# The parameters of the app's build (index.html, data-wasm-opt="z" and data-wasm-opt-params).
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --converge --low-memory-unused \
  --strip-debug "$out/pmu_model_size_bg.wasm" -o "$out/model.wasm"

# Code (section 10) and data (section 11) of a wasm file, raw and gzip -9, as "code RAW GZ" and
# "data RAW GZ" lines.
sections() {
  node -e '
    const fs = require("fs"), zlib = require("zlib");
    const b = fs.readFileSync(process.argv[1]);
    const leb = (i) => { let r = 0, s = 0, x; do { x = b[i++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80); return [r, i]; };
    let i = 8;
    while (i < b.length) {
      const id = b[i++]; let size; [size, i] = leb(i);
      const name = { 10: "code", 11: "data" }[id];
      if (name) console.log(name, size, zlib.gzipSync(b.subarray(i, i + size), { level: 9 }).length);
      i += size;
    }' "$1"
}
gz() { gzip -9 -c "$1" | wc -c; }

row() { printf '%-34s %10s %10s\n' "$@"; }
echo "pmu-model alone, no UI (tools/model-size):"
row part raw gzip
while read -r name raw gzipped; do row "  $name" "$raw" "$gzipped"; done < <(sections "$out/model.wasm")
row "  whole wasm" "$(wc -c <"$out/model.wasm")" "$(gz "$out/model.wasm")"
row "  JS glue" "$(wc -c <"$out/pmu_model_size.js")" "$(gz "$out/pmu_model_size.js")"

app_wasm="$(find "$dist" -maxdepth 1 -name '*_bg.wasm' 2>/dev/null | head -1)"
if [[ -n "$app_wasm" ]]; then
  echo "the app and widget bundle ($app_wasm):"
  row part raw gzip
  while read -r name raw gzipped; do row "  $name" "$raw" "$gzipped"; done < <(sections "$app_wasm")
  row "  whole wasm" "$(wc -c <"$app_wasm")" "$(gz "$app_wasm")"
else
  echo "(no $dist/*_bg.wasm: build the app with trunk build --release to compare)"
fi
