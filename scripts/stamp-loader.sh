#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), after build-register.sh: writes the names this build gave
# the lab's wasm and its JS glue, the stylesheet, the register module's two files and the app's
# first module's (content-hashed: pmu-ui-<hash>.js, pmu-register-<hash>.js, pmu-app-<hash>.js),
# and the lab's wasm size in bytes
# (the end of its progress bar), into the bundle's copy of the embedding loader, pmu-explorer.js,
# whose own name stays stable for the pages that embed it. Fails unless each file is found
# exactly once and the loader's `files` line is rewritten.
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
register_js="$(one 'pmu-register(-[0-9a-f]+)?\.js')"
register_wasm="$(one 'pmu-register(-[0-9a-f]+)?_bg\.wasm')"
app_js="$(one 'pmu-app(-[0-9a-f]+)?\.js')"
app_wasm="$(one 'pmu-app(-[0-9a-f]+)?_bg\.wasm')"
lab_bytes="$(wc -c <"$dir/$wasm")"
line="export const files = { js: '$js', wasm: '$wasm', css: '$css', registerJs: '$register_js', registerWasm: '$register_wasm', appJs: '$app_js', appWasm: '$app_wasm', labBytes: $lab_bytes };"

grep -q '^export const files = ' "$loader" || {
  echo "stamp-loader: $loader has no 'export const files = ' line" >&2
  exit 1
}
sed -i "s|^export const files = .*\$|$line|" "$loader"
grep -qxF "$line" "$loader"

# docs.html starts the register module's download (and the widgets' stylesheet's) as it is
# parsed, before the loader has run (one round trip sooner on a phone's network): the loader's
# fetch, import and stylesheet then take the preloaded responses, so each file is still
# downloaded once.
docs="$dir/docs.html"
loader_tag='<script type="module" src="pmu-explorer.js"></script>'
grep -qF "$loader_tag" "$docs" || {
  echo "stamp-loader: $docs does not load pmu-explorer.js as expected" >&2
  exit 1
}
preload="<link rel=\"modulepreload\" href=\"$register_js\" /><link rel=\"preload\" href=\"$register_wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin /><link rel=\"preload\" href=\"$css\" as=\"style\" />"
PRELOAD="$preload" TAG="$loader_tag" perl -0777 -i -pe 's{\Q$ENV{TAG}\E}{$ENV{PRELOAD}\n  $ENV{TAG}}' "$docs"
grep -qF "$preload" "$docs"
echo "stamp-loader: pmu-explorer.js loads $js, $wasm, $css, $register_js, $register_wasm, $app_js and $app_wasm"
