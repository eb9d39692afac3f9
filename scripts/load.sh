#!/usr/bin/env bash
# The load benchmark: the app and docs.html in headless Chromium throttled like Lighthouse's
# mobile profile (150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x), cold and warm cache, served
# with gzip as static hosts serve them (LOAD_ENCODING=br: the build's brotli copies). Prints the
# bytes transferred until the page is usable and in all, first contentful paint, time to usable,
# the first Step's time from its click and when its result showed, when the lab had arrived, and
# the layout shift (web/tests/load.mjs). Reported, never asserted; docs/bundle.md keeps the
# figures.
#
# Usage: scripts/load.sh [DIST] [RUNS]   (DIST defaults to dist, built first if missing; RUNS to 3)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
source scripts/env.sh
dist="${1:-dist}"
runs="${2:-3}"
if [[ ! -f "$dist/index.html" ]]; then
  echo "load: no $dist/index.html; building the release bundle first"
  trunk build --release --dist "$dist"
fi
node web/tests/load.mjs "$dist" "$runs"
