#!/usr/bin/env bash
# Trunk's pre-build hook (Trunk.toml): the stylesheet the pages download, which is
# static/style.css without its comments. The comments say why each rule is there, and they are a
# third of the file's gzip; the app's first paint waits for the stylesheet, which shares a slow
# line with the first module's download (docs/bundle.md). index.html links the copy.
# The copy is written only when it changes, so that `trunk serve` does not rebuild for it.
set -euo pipefail
cd "$(dirname "$0")/.."
src=static/style.css
out=target/web/style.css
# A comment's opening inside a string would be taken for a comment: the stylesheet has none,
# and this keeps it so.
if grep -nE "[\"'][^\"']*/\*" "$src" >&2; then
  echo "pre-build: $src has /* inside a string (the line above); the comments cannot be cut" >&2
  exit 1
fi
# A comment between two tokens with no space beside it would join them once cut: none does.
if perl -0777 -ne 'exit(m{\S/\*(?:(?!\*/).)*\*/\S}s ? 0 : 1)' "$src"; then
  echo "pre-build: $src has a comment between two tokens with no space beside it" >&2
  exit 1
fi
mkdir -p "$(dirname "$out")"
perl -0777 -pe 's{/\*.*?\*/}{}gs; s{[ \t]+$}{}mg; s{\n\s*\n+}{\n}g' "$src" > "$out.new"
if cmp -s "$out.new" "$out"; then rm "$out.new"; else mv "$out.new" "$out"; fi
