#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), after stamp-loader.sh: the app page (index.html) starts
# through the embedding loader (pmu-explorer.js, `startApp`), not through Trunk's start script.
# - Trunk 0.21 always writes the code that imports the wasm-bindgen glue and instantiates the wasm
#   as an inline <script type="module"> (https://github.com/trunk-rs/trunk/issues/288 asks for a
#   file). That breaks a Content-Security-Policy without inline scripts (script-src 'self'
#   'wasm-unsafe-eval'; README, "Content-Security-Policy"), and it starts the lab at once. It is
#   replaced by the loader's tag.
# - Trunk's preloads of the lab's glue and wasm are replaced by the app's first module's (the
#   register explorer with the default machine's simulator, build-register.sh): the loader brings
#   it first for a new visitor, so that the static first screen is editable and steps early, and
#   the lab after it, on a line it does not share.
# Fails unless exactly one inline module script imports the glue and the rewritten index.html
# loads the loader instead, with no preload of the lab left. (Under `trunk serve` Trunk adds its
# own inline auto-reload script, which this leaves alone: the policy is for the release build.)
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
html="$dir/index.html"
[[ -f "$html" ]] || { echo "external-start: no $html" >&2; exit 1; }

# The inline module scripts (no src) that import the glue.
inline='<script type="module">((?:(?!</script>).)*?import init[^;]*?pmu-ui(?:-[0-9a-f]+)?\.js(?:(?!</script>).)*?)</script>'
count="$(perl -0777 -ne "my \$n = () = m{$inline}sg; print \$n" "$html")"
if [[ "$count" -ne 1 ]]; then
  echo "external-start: expected one inline <script type=\"module\"> importing pmu-ui*.js in $html, found $count" >&2
  exit 1
fi
tag='<script type="module" src="./pmu-explorer.js"></script>'
TAG="$tag" perl -0777 -i -pe "s{$inline}{\$ENV{TAG}}s" "$html"

# Trunk's preloads of the lab (a <link> naming pmu-ui-<hash>.js or its _bg.wasm) give way to
# the app's first module's, as docs.html has the register module's (stamp-loader.sh): the
# loader, which a new visitor's first screen needs first, asks for the same files. (A returning visitor whose cache
# lacks them, after a new release, downloads them beside the lab.)
lab_links='<link rel="(?:modulepreload|preload)" href="\./pmu-ui(?:-[0-9a-f]+)?(?:_bg\.wasm|\.js)"[^>]*>\s*'
perl -0777 -i -pe "s{$lab_links}{}g" "$html"
app_js="$(cd "$dir" && ls | grep -E '^pmu-app(-[0-9a-f]+)?\.js$')"
app_wasm="$(cd "$dir" && ls | grep -E '^pmu-app(-[0-9a-f]+)?_bg\.wasm$')"
[[ "$(wc -l <<<"$app_js")" -eq 1 && "$(wc -l <<<"$app_wasm")" -eq 1 && -n "$app_js" ]] || {
  echo "external-start: expected one app's first module (pmu-app) in $dir" >&2
  exit 1
}
# At low priority, so that the stylesheet, which the first paint waits for, comes before them
# (measured in docs/bundle.md, "Loading on a phone's network": the first paint sooner, the editor
# as soon).
preload="<link rel=\"modulepreload\" href=\"./$app_js\" fetchpriority=\"low\" /><link rel=\"preload\" href=\"./$app_wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin fetchpriority=\"low\" />"
PRELOAD="$preload" TAG="$tag" perl -0777 -i -pe 's{\Q$ENV{TAG}\E}{$ENV{PRELOAD}\n    $ENV{TAG}}' "$html"
grep -qF "$preload" "$html" || { echo "external-start: $html does not preload the app's first module" >&2; exit 1; }

left="$(perl -0777 -ne "my \$n = () = m{$inline}sg; print \$n" "$html")"
if [[ "$left" -ne 0 ]] || ! grep -qF "$tag" "$html" || grep -qE 'href="\./pmu-ui' "$html"; then
  echo "external-start: $html still starts the app inline or preloads the lab, or does not load the loader" >&2
  exit 1
fi
echo "external-start: index.html starts the app through pmu-explorer.js"
