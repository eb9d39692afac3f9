#!/usr/bin/env bash
# Fails if the UI, the CLI or the JavaScript API asks which machine it holds: a comparison or a
# match against a machine id ("sparc-t4", "sparc-kt", "montecito", and any machine added later)
# or a test of an id's family (starts_with("sparc")). Those faces read the machine's
# description instead (`Machine::contexts`, `counters`, `features`, `privilege`, `clock_mhz`,
# and `Simulator::counters()`/`threads_view()`/`trace_view()`): ARCHITECTURE.md, "Machines
# describe themselves". Looking a machine up by id (`machine("montecito")`) or naming one in a
# message or a test is fine: it does not branch on which machine it is.
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(crates/pmu-ui/src crates/pmu-cli/src web/pmu-explorer.js)
[ -f web/pmu-explorer.d.ts ] && paths+=(web/pmu-explorer.d.ts)

# The ids, read from the machines' own descriptions: the `id` of each `Machine` literal.
mapfile -t ids < <(awk '/= Machine \{/ { want = 1 } want && /^[[:space:]]*id: "/ {
  sub(/^[^"]*"/, ""); sub(/".*/, ""); print; want = 0 }' crates/pmu-model/src/machines/*/mod.rs)
if [ "${#ids[@]}" -lt 3 ]; then
  echo "check-machine-ids: found only ${#ids[@]} machine ids (${ids[*]:-none}) in crates/pmu-model/src/machines" >&2
  exit 1
fi
# Each id and its family (the part before the first dash), as one alternation.
words="$(printf '%s\n' "${ids[@]}" "${ids[@]%%-*}" | sort -u | sed 's/[.]/\\./g' | paste -sd'|')"
q="[\"']"
patterns=(
  "(==|!=)=?[[:space:]]*${q}(${words})${q}"                # x == "montecito", x !== 'sparc-kt'
  "${q}(${words})${q}[[:space:]]*((==|!=)=?|=>|\\|)"        # "montecito" == x, "sparc-kt" => ..., "a" | "b"
  "case[[:space:]]+${q}(${words})${q}"                     # JS switch
  "(starts_with|ends_with|contains|strip_prefix|startsWith|endsWith|includes)\\([[:space:]]*&?${q}(${words})"
  "matches!\\([^)]*${q}(${words})${q}"
)
scan() { # files...: print offending lines, comments left out
  local p
  for p in "${patterns[@]}"; do
    grep -rnE --include='*.rs' --include='*.js' --include='*.ts' "$p" "$@" || true
  done | { grep -vE '^[^:]+:[0-9]+:[[:space:]]*(//|/?\*)' || true; } | sort -u
}

# The patterns must catch what they are for: a self-check on known comparisons.
sample="$(mktemp -d)"
trap 'rm -rf "$sample"' EXIT
cat >"$sample/bad.rs" <<'EOF'
let max = if m.id == "montecito" { 2 } else { 8 };
if machine.id != "sparc-kt" {}
match sim.machine.id { "sparc-t4" => 1, _ => 2 }
let sparc = id.starts_with("sparc");
let t4 = matches!(m.id, "sparc-t4" | "sparc-kt");
EOF
cat >"$sample/bad.js" <<'EOF'
if (options.machine === 'montecito') threads = 2;
switch (m) { case "sparc-kt": break; }
EOF
found="$(scan "$sample" | wc -l)"
if [ "$found" -ne 7 ]; then
  echo "check-machine-ids: the patterns caught $found of the 7 known comparisons:" >&2
  scan "$sample" >&2
  exit 1
fi

hits="$(scan "${paths[@]}")"
if [ -n "$hits" ]; then
  echo "$hits"
  echo "check-machine-ids: the lines above compare machine ids; read the machine's description instead (ARCHITECTURE.md)" >&2
  exit 1
fi
echo "ok: no comparison against a machine id (${ids[*]}) in ${paths[*]}"
