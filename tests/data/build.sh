#!/usr/bin/env bash
# Regenerates the .spv files of this folder from their sources with the pinned reference tools
# (glslang 13.1.1, SPIRV-Tools 2025.5). The .spv files are committed, so tests need no tools.
set -euo pipefail
cd "$(dirname "$0")"
eval "$(../../scripts/reference-tools.sh --env)"
bin=$SPIRV_TOOLS_BIN
"$bin/glslangValidator" -V --target-env vulkan1.1 compute.comp -o compute.comp.spv >/dev/null || { "$bin/glslangValidator" -V --target-env vulkan1.1 compute.comp -o compute.comp.spv; exit 1; }
"$bin/glslangValidator" -V --target-env vulkan1.3 -gV compute.comp -o compute.debug.comp.spv >/dev/null || { "$bin/glslangValidator" -V --target-env vulkan1.3 -gV compute.comp -o compute.debug.comp.spv; exit 1; }
"$bin/glslangValidator" -V textured.frag -o textured.frag.spv >/dev/null || { "$bin/glslangValidator" -V textured.frag -o textured.frag.spv; exit 1; }
"$bin/glslangValidator" -V -g transform.vert -o transform.vert.spv >/dev/null || { "$bin/glslangValidator" -V -g transform.vert -o transform.vert.spv; exit 1; }
"$bin/spirv-as" --target-env spv1.5 special.spvasm -o special.spv
"$bin/spirv-as" unknown.spvasm -o unknown.spv
for f in compute.comp.spv compute.debug.comp.spv textured.frag.spv transform.vert.spv; do
  "$bin/spirv-val" --target-env vulkan1.3 "$f"
done
