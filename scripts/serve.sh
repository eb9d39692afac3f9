#!/usr/bin/env bash
# Builds the app and serves it on http://127.0.0.1:8080 (installing what it needs first).
# Usage: scripts/serve.sh [--release]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --no-browser
source scripts/env.sh
echo "pmu-explorer: serving on http://127.0.0.1:8080/ (Ctrl-C stops)"
exec trunk serve "$@"
