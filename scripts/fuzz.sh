#!/usr/bin/env bash
# Coverage-guided fuzzing of every place user text enters the model (docs/fuzzing.md).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Installs cargo-fuzz if it is missing, builds the targets of fuzz/ (optimised, with debug
# assertions and overflow checks), runs each target (all of `cargo fuzz list` by default) for
# SECONDS (default 180), merges what it found, minimised, into fuzz/corpus/TARGET (committed),
# and prints executions and crashes per target. A crash leaves its input in
# fuzz/artifacts/TARGET/ and makes the script exit 1; turn it into a regression test in
# crates/pmu-model/tests/fuzz_regressions.rs.
#
# Works on the stable toolchain: with FUZZ_SANITIZER=none (the default) cargo-fuzz needs no
# unstable flag. The model forbids unsafe code, so AddressSanitizer finds nothing that the
# overflow checks and panics do not; FUZZ_SANITIZER=address still works, on a nightly
# toolchain or on stable with RUSTC_BOOTSTRAP=1 (set here), where the toolchain ships the
# sanitizer runtime.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

seconds="${1:-180}"
shift || true
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: scripts/fuzz.sh [SECONDS] [TARGET...]" >&2; exit 2; }
sanitizer="${FUZZ_SANITIZER:-none}"
cargo_fuzz_version="0.13.2"
triple="$(rustc -vV | sed -n 's/^host: //p')"

missing() {
  printf 'fuzz.sh: %s\n' "$@" >&2
  exit 2
}

if ! cargo fuzz --version 2>/dev/null | grep -q "$cargo_fuzz_version"; then
  echo "==> installing cargo-fuzz $cargo_fuzz_version (about 2 minutes)"
  cargo install cargo-fuzz --version "$cargo_fuzz_version" --locked ||
    missing "could not install cargo-fuzz $cargo_fuzz_version from crates.io." \
      "It needs the crates registry and a working 'cargo install'."
fi
command -v c++ >/dev/null ||
  missing "libfuzzer-sys compiles libFuzzer (C++) and needs a C++ compiler: apt-get install -y g++"
if [[ "$sanitizer" != none ]]; then
  rustc --version | grep -q nightly || export RUSTC_BOOTSTRAP=1
  ls "$(rustc --print sysroot)"/lib/rustlib/"$triple"/lib/*rt."$sanitizer".a >/dev/null 2>&1 ||
    missing "the toolchain has no $sanitizer runtime; run with FUZZ_SANITIZER=none"
fi

cd fuzz
# The simulator target is built without compare tracing (in its own target dir): its inputs
# pick registers and fields by index, so traced compares guide little there, and they halve
# its speed (building simulators compares a lot).
lean=(sim)
echo "==> building the fuzz targets (sanitizer: $sanitizer)"
cargo fuzz build -s "$sanitizer" --target "$triple"
for t in "${lean[@]}"; do
  cargo fuzz build -s "$sanitizer" --target "$triple" --no-trace-compares --target-dir target/lean "$t"
done
binary() {
  if [[ " ${lean[*]} " == *" $1 "* ]]; then
    echo "target/lean/$triple/release/$1"
  else
    echo "target/$triple/release/$1"
  fi
}

if (($# > 0)); then
  targets=("$@")
else
  mapfile -t targets < <(cargo fuzz list)
fi

# Inputs that start each target off, read but never written: hand-written seeds, and for the
# scenario readers the project's scenarios.
seeds() {
  [[ -d "seeds/$1" ]] && echo "seeds/$1"
  case "$1" in scenario | session) echo "../scenarios" ;; esac
}

# libFuzzer's options per target: the simulator's inputs are structured (bytes become
# actions), and 512 bytes make the 24 actions it takes; text inputs stay within 4 KiB, which
# keeps the committed corpus small (the project's scenarios are under 2.5 KiB).
options() {
  case "$1" in sim) echo "-max_len=512" ;; *) echo "-max_len=4096" ;; esac
}

# The session target reads what the scenario target reads (scenario JSON): they share one
# corpus, which the scenario target minimises and the session target adds to.
corpus_of() {
  case "$1" in session) echo "corpus/scenario" ;; *) echo "corpus/$1" ;; esac
}

summary=()
crashed=0
for t in "${targets[@]}"; do
  bin="$(binary "$t")"
  [[ -x "$bin" ]] || missing "no fuzz target '$t' (cargo fuzz list: $(cargo fuzz list | tr '\n' ' '))"
  echo "==> $t: fuzzing for $seconds s"
  corpus="$(corpus_of "$t")"
  mkdir -p "$corpus" "artifacts/$t"
  rm -rf "work/$t" && mkdir -p "work/$t"
  log="work/$t.log"
  before=$(find "artifacts/$t" -type f | wc -l)
  mapfile -t extra < <(seeds "$t")
  status=0
  # -timeout: an input that takes 30 s is a hang worth reporting (the page would freeze).
  "$bin" "work/$t" "$corpus" "${extra[@]}" $(options "$t") -max_total_time="$seconds" -timeout=30 \
    -rss_limit_mb=4096 -artifact_prefix="artifacts/$t/" -print_final_stats=1 >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  crashes=$(($(find "artifacts/$t" -type f | wc -l) - before))
  if ((status != 0)); then
    crashed=1
    ((crashes > 0)) || crashes=1
    grep -E "panicked|ERROR|SUMMARY|Test unit written" "$log" | head -8 >&2 || true
  fi
  # Keep the corpus minimised: the smallest inputs that cover what the old corpus and this
  # run's finds cover (a shared corpus only gains what this target found new).
  if [[ "$corpus" == "corpus/$t" ]]; then
    rm -rf "work/$t.min" && mkdir -p "work/$t.min"
    "$bin" -merge=1 $(options "$t") "work/$t.min" "$corpus" "work/$t" >"work/$t.merge.log" 2>&1 ||
      missing "merging the corpus of $t failed (fuzz/work/$t.merge.log)"
    rm -rf "$corpus" && mv "work/$t.min" "$corpus"
  else
    "$bin" -merge=1 $(options "$t") "$corpus" "work/$t" >"work/$t.merge.log" 2>&1 ||
      missing "merging the corpus of $t failed (fuzz/work/$t.merge.log)"
  fi
  files=$(find "$corpus" -type f | wc -l)
  size=$(($(du -sb "$corpus" | cut -f1) / 1024))
  summary+=("$(printf '%-10s %12s executions %4s crashes   corpus %4s files %5s KiB' \
    "$t" "${execs:-?}" "$crashes" "$files" "$size")$([[ "$corpus" == "corpus/$t" ]] || echo " (${corpus#corpus/}'s)")")
done

echo
echo "==> fuzzing summary ($seconds s per target)"
printf '%s\n' "${summary[@]}"
if ((crashed)); then
  echo "crashes: inputs in fuzz/artifacts/; reproduce with fuzz/target/$triple/release/TARGET FILE" >&2
  echo "(fuzz/target/lean/$triple/release/ for ${lean[*]})" >&2
  exit 1
fi
