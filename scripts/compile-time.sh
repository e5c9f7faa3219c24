#!/usr/bin/env bash
# Compile cost of spirv-core (all 16 grammar expansions) next to rspirv 0.13, built the same way
# in a scratch crate, interleaved so that both see the same machine load.
#
# Usage: scripts/compile-time.sh [runs] [--release] [--prebuilt]
#   default     clean build from an empty target directory, dependencies included;
#   --prebuilt  the ecosystem crates (proc-macro2, quote, syn, serde, serde_derive, serde_json,
#               thiserror and their dependencies) are already built, as they are in the
#               dependency graph of any real user: spirv-core is built once, then its own crates
#               and the dependencies no other ecosystem crate brings (bitflags, strsim,
#               serde_path_to_error) are removed, and only their rebuild is timed. rspirv is
#               still timed from clean.
# Both are built without incremental compilation, as a dependency from crates.io is.
# Prints one line per run and, per run, which crates the timed spirv-core build compiled.
set -euo pipefail
runs=1
profile=
prebuilt=
for arg in "$@"; do
  case $arg in
    --release) profile=--release ;;
    --prebuilt) prebuilt=1 ;;
    *) runs=$arg ;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
target=$(mktemp -d)
trap 'rm -rf "$scratch" "$target"' EXIT
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
export CARGO_INCREMENTAL=0
ours=(-p spirv-core -p spirv-macros -p spirv-codegen -p spirv-runtime -p bitflags -p strsim -p serde_path_to_error)
# Seconds taken by `cargo build` in $1 with the remaining arguments; the crates it compiled go to
# $target/compiled.
time_build() {
  local dir=$1; shift
  local start end
  start=$(date +%s.%N)
  (cd "$dir" && CARGO_TARGET_DIR="$target" cargo build $profile "$@" 2>"$target/log" >/dev/null)
  end=$(date +%s.%N)
  grep -o 'Compiling [^ ]*' "$target/log" | cut -d' ' -f2 | tr '\n' ' ' > "$target/compiled"
  echo "$end - $start" | bc
}
mode=${profile:---debug}
echo "run  spirv-core  rspirv-0.13   (seconds, ${prebuilt:+ecosystem prebuilt, }${mode#--} build, $(nproc) cores)"
for i in $(seq 1 "$runs"); do
  find "$target" -mindepth 1 -delete
  if [ -n "$prebuilt" ]; then
    (cd "$root" && CARGO_TARGET_DIR="$target" cargo build -q $profile -p spirv-core \
      && CARGO_TARGET_DIR="$target" cargo clean -q $profile "${ours[@]}")
  fi
  a=$(time_build "$root" -p spirv-core)
  compiled=$(cat "$target/compiled")
  find "$target" -mindepth 1 -delete
  b=$(time_build "$scratch")
  printf '%3d  %10.2f  %11.2f   timed spirv-core build compiled: %s\n' "$i" "$a" "$b" "$compiled"
done
