#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml): writes the names this build gave the wasm, its JS glue and
# the stylesheet (content-hashed: pmu-ui-<hash>.js) into the bundle's copy of the embedding
# loader, pmu-explorer.js, whose own name stays stable for the pages that embed it. Fails unless
# each file is found exactly once and the loader's `files` line is rewritten.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
loader="$dir/pmu-explorer.js"

# The one file of the bundle whose name matches the extended regular expression $1.
one() {
  local found
  found="$(find "$dir" -maxdepth 1 -type f -printf '%f\n' | grep -E "^$1\$" || true)"
  if [[ -z "$found" || "$(wc -l <<<"$found")" -ne 1 ]]; then
    echo "stamp-loader: expected one file matching $1 in $dir, found: ${found:-none}" >&2
    exit 1
  fi
  printf '%s' "$found"
}

js="$(one 'pmu-ui(-[0-9a-f]+)?\.js')"
wasm="$(one 'pmu-ui(-[0-9a-f]+)?_bg\.wasm')"
css="$(one 'style(-[0-9a-f]+)?\.css')"
line="export const files = { js: '$js', wasm: '$wasm', css: '$css' };"

grep -q '^export const files = ' "$loader" || {
  echo "stamp-loader: $loader has no 'export const files = ' line" >&2
  exit 1
}
sed -i "s|^export const files = .*\$|$line|" "$loader"
grep -qxF "$line" "$loader"
echo "stamp-loader: pmu-explorer.js loads $js, $wasm and $css"
