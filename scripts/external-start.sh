#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml): moves the app's start script out of index.html into a file
# of the bundle, so that the app runs under a Content-Security-Policy without inline scripts
# (script-src 'self' 'wasm-unsafe-eval'; README, "Content-Security-Policy"). Trunk 0.21 always
# writes the code that imports the wasm-bindgen glue and instantiates the wasm as an inline
# <script type="module">, and has no option to write it to a file
# (https://github.com/trunk-rs/trunk/issues/288 asks for one).
# The file gets a content-hashed name, start-<hash>.js, like the files it loads, and the tag that
# loads it carries its integrity hash as Trunk's own tags do. Fails unless exactly one inline
# module script imports the glue and the rewritten index.html loads the file instead. (Under
# `trunk serve` Trunk adds its own inline auto-reload script, which this leaves alone: the policy
# is for the release build.)
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
html="$dir/index.html"
[[ -f "$html" ]] || { echo "external-start: no $html" >&2; exit 1; }

# The inline module scripts (no src) that import the glue: their count, then the one's body.
inline='<script type="module">((?:(?!</script>).)*?import init[^;]*?pmu-ui(?:-[0-9a-f]+)?\.js(?:(?!</script>).)*?)</script>'
count="$(perl -0777 -ne "my \$n = () = m{$inline}sg; print \$n" "$html")"
if [[ "$count" -ne 1 ]]; then
  echo "external-start: expected one inline <script type=\"module\"> importing pmu-ui*.js in $html, found $count" >&2
  exit 1
fi
body="$(perl -0777 -ne "print \$1 if m{$inline}s" "$html")"

# Content-hashed like Trunk's files (16 hex digits), so that a cached copy never pairs with a new build.
hash="$(printf '%s\n' "$body" | sha256sum | cut -c1-16)"
name="start-$hash.js"
printf '%s\n' "$body" >"$dir/$name"
sri="sha384-$(openssl dgst -sha384 -binary "$dir/$name" | openssl base64 -A)"
tag="<script type=\"module\" src=\"./$name\" integrity=\"$sri\"></script>"
TAG="$tag" perl -0777 -i -pe "s{$inline}{\$ENV{TAG}}s" "$html"

left="$(perl -0777 -ne "my \$n = () = m{$inline}sg; print \$n" "$html")"
if [[ "$left" -ne 0 ]] || ! grep -qF "$tag" "$html"; then
  echo "external-start: $html still starts the app inline, or does not load $name" >&2
  exit 1
fi
echo "external-start: index.html loads its start script from $name"
