#!/usr/bin/env bash
# Prints the size of each wasm and JS file of a built bundle, raw and gzip-compressed.
set -euo pipefail
dir="${1:-dist}"
printf '%-44s %10s %10s\n' file raw gzip
total_raw=0; total_gz=0
while IFS= read -r f; do
  raw=$(wc -c <"$f"); gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%-44s %10d %10d\n' "${f#"$dir"/}" "$raw" "$gz"
done < <(find "$dir" -type f \( -name '*.wasm' -o -name '*.js' \) | sort)
printf '%-44s %10d %10d\n' total "$total_raw" "$total_gz"
