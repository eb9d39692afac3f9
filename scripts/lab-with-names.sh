#!/usr/bin/env bash
# Writes a copy of a release bundle whose lab (pmu-ui) keeps its wasm function names, for the
# profiles of web/tests/frame-profile.mjs: the release's `wasm-opt -Oz` drops the name section,
# so a profile of the release names the lab's functions only `wasm-function[N]`. The copy's lab
# is the same cargo output, bound by wasm-bindgen and optimised by wasm-opt with index.html's
# parameters, once (no --converge) and with `-g`, which keeps the names; its file names are the
# release's, so the loader and the service worker find it.
# Usage: scripts/lab-with-names.sh DIST OUT   (DIST: a `trunk build --release` of this tree,
# its cargo output still in target/; OUT: the folder to write, replaced)
# target/ must hold DIST's build: build DIST from this tree just before. The script fails if the
# glue that wasm-bindgen writes differs from DIST's (then the loader could not start the copy's
# lab), but it cannot tell apart two builds whose glue is the same.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
dist="${1:?usage: scripts/lab-with-names.sh DIST OUT}"
out="${2:?usage: scripts/lab-with-names.sh DIST OUT}"
built="target/wasm32-unknown-unknown/wasm-lab/pmu_ui.wasm"
[[ -f "$built" ]] || { echo "lab-with-names: no $built (run trunk build --release first)" >&2; exit 1; }
glue="$(cd "$dist" && ls | grep -E '^pmu-ui-[0-9a-f]+\.js$')"
[[ "$(wc -l <<<"$glue")" -eq 1 && -n "$glue" ]] || { echo "lab-with-names: expected one pmu-ui-<hash>.js in $dist" >&2; exit 1; }
name="${glue%.js}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
wasm-bindgen --target web --no-typescript --out-dir "$tmp" --out-name pmu-ui "$built"
if ! diff -q <(sed "s/$name/pmu-ui/g" "$dist/$glue") "$tmp/pmu-ui.js" >/dev/null; then
  echo "lab-with-names: the glue of $built differs from $dist's, so it is another build: build $dist from this tree again" >&2
  exit 1
fi
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --low-memory-unused -g \
  "$tmp/pmu-ui_bg.wasm" -o "$tmp/named.wasm"
rm -rf "$out"
cp -r "$dist" "$out"
cp "$tmp/named.wasm" "$out/${name}_bg.wasm"
# The precompressed copies are the release's: a server that prefers them would send those.
rm -f "$out/${name}_bg.wasm".{gz,br}
echo "lab-with-names: $out/${name}_bg.wasm keeps its function names"
