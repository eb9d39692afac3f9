#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml). Trunk starts a stage's hooks all at once, and these steps
# depend on each other, so this one hook runs them in order: the register explorer's module
# (build-register.sh), the loader's file names (stamp-loader.sh, which names that module's
# files), the app's page started through the loader instead of Trunk's inline script
# (external-start.sh), the service
# worker's release and files (stamp-offline.sh), and last the .gz and .br copies of what the
# others wrote (precompress.sh).
set -euo pipefail
here="$(dirname "$0")"
bash "$here/build-register.sh"
bash "$here/stamp-loader.sh"
bash "$here/external-start.sh"
bash "$here/stamp-offline.sh"
bash "$here/precompress.sh"
