#!/usr/bin/env bash
# Prints the size of each wasm and JS file of a built bundle, raw and gzip-compressed (level 9),
# and of each module: the register explorer (pmu-register: what a page with register widgets
# loads first), the app's first module (pmu-app: the register explorer with the default
# machine's simulator, what the app's page loads first), the lab (pmu-ui: the app, and every
# other widget) and the JavaScript around them (the loader, which also starts the app, the docs
# page's script).
# Usage: scripts/sizes.sh [--check] [DIR]   (DIR defaults to dist)
# With --check (scripts/test.sh passes it) it fails when a module, gzip-compressed, exceeds its
# limit, so that no module grows unnoticed. Each limit is set just over what its module measures;
# lower it when a cut makes the module smaller. The register module's limit also keeps docs.html's
# first register widget within 300 KB of gzip with the page, its stylesheets and the loader.
# Where the bytes are: docs/bundle.md.
set -euo pipefail
declare -A LIMIT_GZIP=([register]=254500 [app]=296000 [lab]=946000 [scripts]=12000)
check=false
if [[ "${1:-}" == --check ]]; then check=true; shift; fi
dir="${1:-dist}"

module_of() {
  case "$1" in
    pmu-register*) echo register ;;
    pmu-app*) echo app ;;
    pmu-ui*) echo lab ;;
    *) echo scripts ;;
  esac
}

printf '%-48s %-9s %10s %10s\n' file module raw gzip
declare -A raw_of=() gz_of=()
total_raw=0; total_gz=0
while IFS= read -r f; do
  raw=$(wc -c <"$f"); gz=$(gzip -9 -c "$f" | wc -c)
  name="${f#"$dir"/}"; m="$(module_of "$name")"
  raw_of[$m]=$(( ${raw_of[$m]:-0} + raw )); gz_of[$m]=$(( ${gz_of[$m]:-0} + gz ))
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%-48s %-9s %10d %10d\n' "$name" "$m" "$raw" "$gz"
done < <(find "$dir" -maxdepth 1 -type f \( -name '*.wasm' -o -name '*.js' \) | sort)
if [[ "$total_raw" -eq 0 ]]; then
  echo "sizes: no wasm or JS file in $dir (build it first: trunk build --release)" >&2
  exit 1
fi
for m in register app lab scripts; do
  printf '%-48s %-9s %10d %10d\n' "module: $m" "" "${raw_of[$m]:-0}" "${gz_of[$m]:-0}"
done
printf '%-48s %-9s %10d %10d\n' total "" "$total_raw" "$total_gz"
if $check; then
  over=0
  for m in register app lab scripts; do
    if [[ "${gz_of[$m]:-0}" -gt "${LIMIT_GZIP[$m]}" ]]; then
      echo "sizes: the $m module is ${gz_of[$m]} bytes gzip, over its limit of ${LIMIT_GZIP[$m]} (scripts/sizes.sh)" >&2
      over=1
    else
      echo "sizes: the $m module is ${gz_of[$m]:-0} bytes gzip, within its limit of ${LIMIT_GZIP[$m]}"
    fi
  done
  for m in register app; do
    if [[ "${gz_of[$m]:-0}" -eq 0 ]]; then
      echo "sizes: no $m module (pmu-$m-*.wasm) in $dir" >&2
      over=1
    fi
  done
  exit "$over"
fi
