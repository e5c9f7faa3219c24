#!/usr/bin/env bash
# Whole-process time of `spirv dis` / `spirv as` against SPIRV-Tools' `spirv-dis` / `spirv-as`
# on the largest corpus modules: the mean of N runs each (output to /dev/null), startup included.
#
# Usage: scripts/text-process-bench.sh [runs] [modules]   (defaults: 20 runs, 3 modules)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
count=${2:-3}
eval "$(scripts/reference-tools.sh --env)"
corpus="${SPIRV_CORPUS:-tests/corpus}"
cargo build --release -q -p spirv-cli
ours=target/release/spirv
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mean_ms() { # command...
  local start end
  start=$(date +%s%N)
  for _ in $(seq "$runs"); do "$@" > /dev/null; done
  end=$(date +%s%N)
  echo $(( (end - start) / runs / 1000000 ))
}
printf '%-72s %8s %10s %10s %10s %10s %10s %10s\n' module bytes spirv-dis "spirv dis" "dis --raw" "our --raw" spirv-as "spirv as"
for f in $(ls -S "$corpus"/spv*/*.spv | head -n "$count"); do
  "$SPIRV_TOOLS_BIN/spirv-dis" "$f" -o "$scratch/text.spvasm"
  printf '%-72s %8s %10s %10s %10s %10s %10s %10s\n' "$(basename "$f")" "$(stat -c %s "$f")" \
    "$(mean_ms "$SPIRV_TOOLS_BIN/spirv-dis" "$f" -o /dev/null)" \
    "$(mean_ms "$ours" dis "$f" -o /dev/null)" \
    "$(mean_ms "$SPIRV_TOOLS_BIN/spirv-dis" --raw-id "$f" -o /dev/null)" \
    "$(mean_ms "$ours" dis --raw-id "$f" -o /dev/null)" \
    "$(mean_ms "$SPIRV_TOOLS_BIN/spirv-as" "$scratch/text.spvasm" -o "$scratch/ref.spv")" \
    "$(mean_ms "$ours" as "$scratch/text.spvasm" -o "$scratch/ours.spv")"
done
echo "(milliseconds per run, mean of $runs runs)"
