#!/usr/bin/env bash
# Part of Trunk's post-build hook (scripts/post-build.sh), after the steps that name files: writes
# into the bundle's service worker (sw.js) its release's version (a hash of its files) and the
# files it keeps (every page, script, stylesheet and wasm of the bundle), and, in a release
# build, lets offline.js register it. Fails unless both files are rewritten.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
sw="$dir/sw.js"
offline="$dir/offline.js"
[[ -f "$sw" && -f "$offline" ]] || { echo "stamp-offline: no sw.js or offline.js in $dir" >&2; exit 1; }

mapfile -t files < <(cd "$dir" && find . -maxdepth 1 -type f \( -name '*.html' -o -name '*.js' -o -name '*.wasm' -o -name '*.css' \) \
  ! -name sw.js -printf '%f\n' | sort)
version="$(cd "$dir" && cat "${files[@]}" | sha256sum | cut -c1-16)"
list="$(printf "'%s', " "${files[@]}")"
sed -i -e "s|^const VERSION = .*\$|const VERSION = '$version';|" -e "s|^const FILES = .*\$|const FILES = [${list%, }];|" "$sw"
grep -qx "const VERSION = '$version';" "$sw" && grep -q "^const FILES = \['" "$sw" || {
  echo "stamp-offline: $sw was not rewritten" >&2
  exit 1
}
if [[ "${TRUNK_PROFILE:-debug}" == release ]]; then
  sed -i "s|^const release = false;\$|const release = true;|" "$offline"
  grep -qx "const release = true;" "$offline" || { echo "stamp-offline: $offline was not rewritten" >&2; exit 1; }
fi
echo "stamp-offline: sw.js keeps ${#files[@]} files of release $version"
