#!/usr/bin/env bash
# Prints the size of each wasm and JS file of a built bundle, raw and gzip-compressed (level 9).
# Usage: scripts/sizes.sh [--check] [DIR]   (DIR defaults to dist)
# With --check (scripts/test.sh passes it) it fails when the wasm plus JS, gzip-compressed,
# exceed LIMIT_GZIP, so that the bundle cannot grow unnoticed. The limit is set just over
# what the bundle measures; lower it when a cut makes the bundle smaller. Where the bytes are:
# docs/bundle.md.
set -euo pipefail
LIMIT_GZIP=858000
check=false
if [[ "${1:-}" == --check ]]; then check=true; shift; fi
dir="${1:-dist}"
printf '%-44s %10s %10s\n' file raw gzip
total_raw=0; total_gz=0
while IFS= read -r f; do
  raw=$(wc -c <"$f"); gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%-44s %10d %10d\n' "${f#"$dir"/}" "$raw" "$gz"
done < <(find "$dir" -type f \( -name '*.wasm' -o -name '*.js' \) | sort)
printf '%-44s %10d %10d\n' total "$total_raw" "$total_gz"
if [[ "$total_raw" -eq 0 ]]; then
  echo "sizes: no wasm or JS file in $dir (build it first: trunk build --release)" >&2
  exit 1
fi
if $check; then
  if [[ "$total_gz" -gt "$LIMIT_GZIP" ]]; then
    echo "sizes: the wasm plus JS are $total_gz bytes gzip, over the limit of $LIMIT_GZIP (scripts/sizes.sh)" >&2
    exit 1
  fi
  echo "sizes: $total_gz bytes gzip, within the limit of $LIMIT_GZIP"
fi
