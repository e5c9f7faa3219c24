#!/usr/bin/env bash
# Clean-build wall time of spirv-core (all 16 grammar expansions, with its dependencies) next to
# rspirv 0.13 built the same way in a scratch crate, interleaved so that both see the same
# machine load. Usage: scripts/compile-time.sh [runs] [--release]
set -euo pipefail
runs=${1:-5}
profile=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<TOML
[package]
name = "rspirv-build-time"
version = "0.0.0"
edition = "2024"
publish = false
[dependencies]
rspirv = "=0.13.0"
[workspace]
TOML
: > "$scratch/src/lib.rs"
(cd "$scratch" && cargo fetch -q)
(cd "$root" && cargo fetch -q)
target=$(mktemp -d)
trap 'rm -rf "$scratch" "$target"' EXIT
time_build() { # dir, package args...
  local dir=$1; shift
  rm -rf "$target"/*
  local start end
  start=$(date +%s.%N)
  (cd "$dir" && CARGO_TARGET_DIR="$target" cargo build -q $profile "$@" >/dev/null)
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
echo "run  spirv-core  rspirv-0.13   (seconds, clean ${profile:-debug} build, $(nproc) cores)"
for i in $(seq 1 "$runs"); do
  a=$(time_build "$root" -p spirv-core)
  b=$(time_build "$scratch")
  printf '%3d  %10.2f  %11.2f\n' "$i" "$a" "$b"
done
