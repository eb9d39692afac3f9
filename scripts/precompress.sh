#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), the last: writes a gzip (level 9) and a brotli (quality
# 11) copy beside each file of a release bundle that compresses (HTML, JS, wasm, CSS, the
# declarations), as `<file>.gz` and `<file>.br`, for static hosts that serve precompressed files
# (nginx's gzip_static and brotli_static, Caddy's precompressed, Netlify). Node's zlib makes
# both, so no other tool is needed. A debug build (trunk serve) skips it.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)}"
if [[ "${TRUNK_PROFILE:-debug}" != release ]]; then
  echo "precompress: a debug build; no .gz or .br copies"
  exit 0
fi
node - "$dir" <<'JS'
const fs = require('fs'), path = require('path'), zlib = require('zlib');
const dir = process.argv[2];
let n = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(html|js|wasm|css|ts)$/.test(name)) continue;
  const file = path.join(dir, name);
  const body = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      ...(name.endsWith('.wasm') ? {} : { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT }),
    },
  }));
  n += 1;
}
console.log(`precompress: .gz and .br beside ${n} files`);
JS
