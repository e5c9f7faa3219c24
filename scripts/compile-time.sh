#!/usr/bin/env bash
# Compile cost of our crates, layer by layer, next to rspirv 0.13 and rspirv2 0.1.1, each built
# the same way in a scratch crate of its own, interleaved so that all see the same machine load.
#
# Usage: scripts/compile-time.sh [runs] [--release] [--prebuilt]      (runs: default 5)
#
# Items (each a scratch crate with an empty lib.rs; ours depend on the workspace's crates by
# path, so none of the workspace's dev-dependencies is built; every scratch crate gets a copy of
# the workspace's Cargo.lock, so all build the same versions):
#   core      spirv-core, default-features = false: the smallest set that decodes and encodes
#             (no_std + alloc, usable on std targets; no `text`, `std`, `builder`,
#             `requirements`, nor `ext-sets`: of the extended sets only GLSL.std.450 is typed)
#   core+text spirv-core with its default features (std: I/O conveniences; builder;
#             requirements; ext-sets; text: assembler and disassembler)
#   model     spirv-model, default features (std, serde)
#   validate  spirv-validate, default features (std)
#   rspirv    rspirv = "=0.13.0"
#   rspirv2   rspirv2 = "=0.1.1"
# Each layer's increment is the median over the runs of (its time - the time of what it builds
# on, in the same run): core+text over core (spirv-core's features: std, builder, requirements,
# ext-sets, text); model over core (spirv-model, and the ext-sets it turns on); validate over
# core+text (spirv-model and spirv-validate).
#
# Modes:
#   default     every build from an empty target directory, dependencies included;
#   --prebuilt  the ecosystem crates are already built, as they are in the dependency graph of
#               any real user (compiler, engine, tool): proc-macro2, quote, syn (any major),
#               unicode-ident, serde, serde_core, serde_derive, serde_json, memchr, itoa, zmij,
#               thiserror, thiserror-impl. The same list holds for every item: for rspirv2 that
#               prebuilds proc-macro2, quote, syn 2 and unicode-ident (under profiling's proc
#               macro); rspirv has none of them, so it is built as from empty. Everything else in
#               an item's graph is timed: our crates and the small crates nothing in the
#               ecosystem brings (ours: bitflags, foldhash, hashbrown, smallvec, strsim, serde_path_to_error; rspirv:
#               spirv, rustc-hash, bitflags; rspirv2: rspirv2-types, profiling(-procmacros),
#               smallvec, anstyle, rustc-hash, bitflags).
#               Mechanism: before the first run each item is built once and every package of its
#               graph not on the list is removed (`cargo clean -p`); that target directory is
#               kept, and each run times the build in a fresh copy of it at the same path (build
#               script outputs hold absolute paths).
# All builds are without incremental compilation, as a dependency from crates.io is built.
# Prints one line per run (seconds per item), the crates the timed builds compiled (first run)
# and the medians.
set -euo pipefail
runs=5
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
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export CARGO_INCREMENTAL=0

names=(core core+text model validate rspirv rspirv2)
deps=(
  "spirv-core = { path = \"$root/spirv-core\", default-features = false }"
  "spirv-core = { path = \"$root/spirv-core\" }"
  "spirv-model = { path = \"$root/spirv-model\" }"
  "spirv-validate = { path = \"$root/spirv-validate\" }"
  'rspirv = "=0.13.0"'
  'rspirv2 = "=0.1.1"'
)
ecosystem='^(proc-macro2|quote|syn|unicode-ident|serde|serde_core|serde_derive|serde_json|memchr|itoa|zmij|thiserror|thiserror-impl)$'
n=${#names[@]}
for k in $(seq 0 $((n - 1))); do
  dir=$work/crate$k
  mkdir -p "$dir/src"
  cat > "$dir/Cargo.toml" <<TOML
[package]
name = "build-time-$k"
version = "0.0.0"
edition = "2024"
publish = false
[dependencies]
${deps[$k]}
[workspace]
TOML
  : > "$dir/src/lib.rs"
  cp "$root/Cargo.lock" "$dir/"
  (cd "$dir" && cargo fetch -q)
done

# Seconds taken by `cargo build` of item $1 in target directory $2; the crates it compiled go to
# $work/compiled$1.
time_build() {
  local k=$1 target=$2 start end
  start=$(date +%s.%N)
  (cd "$work/crate$k" && CARGO_TARGET_DIR="$target" cargo build $profile 2>"$work/log" >/dev/null)
  end=$(date +%s.%N)
  grep -o 'Compiling [^ ]*' "$work/log" | cut -d' ' -f2 | tr '\n' ' ' > "$work/compiled$k"
  echo "$end - $start" | bc
}

if [ -n "$prebuilt" ]; then
  for k in $(seq 0 $((n - 1))); do
    prep=$work/target$k
    (cd "$work/crate$k" && CARGO_TARGET_DIR="$prep" cargo build -q $profile)
    # Every package of the graph that is not an ecosystem crate (`cargo clean -p` takes names:
    # it cleans all versions of one).
    mapfile -t ours < <(cd "$work/crate$k" \
      && cargo tree -e normal,build --prefix none -f '{p}' | cut -d' ' -f1 | sort -u \
      | grep -Ev "$ecosystem" | sed 's/^/-p\n/')
    (cd "$work/crate$k" && CARGO_TARGET_DIR="$prep" cargo clean -q $profile "${ours[@]}")
    mv "$prep" "$prep.prebuilt"
  done
fi

mode=${profile:---debug}
printf '%-9s' run
printf ' %10s' "${names[@]}"
echo "   (seconds, ${prebuilt:+ecosystem prebuilt, }${mode#--} build, $(nproc) cores, $(date -u +%F))"
declare -A t
for i in $(seq 1 "$runs"); do
  # Rotate the order from run to run, so that no item is always first or last.
  for j in $(seq 0 $((n - 1))); do
    k=$(((j + i - 1) % n))
    target=$work/target$k
    rm -rf "$target"
    if [ -n "$prebuilt" ]; then cp -a "$target.prebuilt" "$target"; else mkdir "$target"; fi
    t[$i,$k]=$(time_build "$k" "$target")
    rm -rf "$target"
  done
  printf '%-9s' "$i"
  for k in $(seq 0 $((n - 1))); do printf ' %10.2f' "${t[$i,$k]}"; done
  echo
  if [ "$i" = 1 ]; then
    for k in $(seq 0 $((n - 1))); do echo "     ${names[$k]} compiled: $(cat "$work/compiled$k")"; done
  fi
done

median() {
  sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) m = v[(NR + 1) / 2]; else m = (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f", m }'
}
printf '%-9s' median
for k in $(seq 0 $((n - 1))); do
  printf ' %10s' "$(for i in $(seq 1 "$runs"); do echo "${t[$i,$k]}"; done | median)"
done
echo
printf '%-9s %10s' increment -
# What each item builds on: core+text and model on core, validate on core+text.
below=(- 0 0 1)
for k in 1 2 3; do
  printf ' %+10.2f' "$(for i in $(seq 1 "$runs"); do echo "${t[$i,$k]} - ${t[$i,${below[$k]}]}" | bc; done | median)"
done
echo "   (median of the per-run differences to what each builds on: core, core, core+text)"
