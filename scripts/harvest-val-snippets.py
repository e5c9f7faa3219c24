#!/usr/bin/env python3
"""Harvests the assembly modules of SPIRV-Tools' validator tests (test/val/*_test.cpp at a tag)
as inputs for measuring spirv-validate against spirv-val.

Each C++ raw string (R"(...)") that is a whole module (it declares a capability and a memory
model) becomes a case; the target environment and validator options are read from the test
that holds it: the first SPV_ENV_* named after the string in its test (the fixtures' default,
SPV_ENV_UNIVERSAL_1_0, when none is), and the spvValidatorOptionsSet* calls of the test. The
C++ assertions are not used: the case is assembled with spirv-as and spirv-val itself gives the
verdict, under that environment and those options.

The sources are not ours to ship, so the cases are written under the output folder (by default
target/val-snippets, which git ignores): NNNNN.spv and manifest.jsonl, one JSON object per case:
{id, file, line, env, flags, assembled, verdict} (verdict: "valid", or spirv-val's stderr).
examples/val_snippets.rs compares spirv-validate with these verdicts.

Usage: scripts/harvest-val-snippets.py SPIRV_TOOLS_GIT_DIR [TAG] [OUT]
(SPIRV_TOOLS_BIN must point at spirv-as and spirv-val: `eval "$(scripts/reference-tools.sh --env)"`.)
"""

import json
import os
import re
import subprocess
import sys

OPTION_FLAGS = {
    "RelaxBlockLayout": "--relax-block-layout",
    "UniformBufferStandardLayout": "--uniform-buffer-standard-layout",
    "ScalarBlockLayout": "--scalar-block-layout",
    "WorkgroupScalarBlockLayout": "--workgroup-scalar-block-layout",
    "SkipBlockLayout": "--skip-block-layout",
    "RelaxStoreStruct": "--relax-struct-store",
    "RelaxLogicalPointer": "--relax-logical-pointer",
    "BeforeHlslLegalization": "--before-hlsl-legalization",
    "AllowLocalSizeId": "--allow-localsizeid",
    "AllowOffsetTextureOperand": "--allow-offset-texture-operand",
    "AllowVulkan32BitBitwise": "--allow-vulkan-32-bit-bitwise",
}

RAW = re.compile(r'R"\((.*?)\)"', re.S)
TEST = re.compile(r"^(TEST|TEST_F|TEST_P)\(", re.M)
ENV = re.compile(r"SPV_ENV_([A-Z0-9_]+)")
OPTION = re.compile(r"spvValidatorOptionsSet(\w+)\(\s*getValidatorOptions\(\)\s*,\s*true\s*\)")


def env_name(token):
    """SPV_ENV_VULKAN_1_1_SPIRV_1_4 -> vulkan1.1spv1.4, SPV_ENV_UNIVERSAL_1_3 -> spv1.3."""
    m = re.fullmatch(r"(UNIVERSAL|VULKAN|OPENCL|OPENCL_EMBEDDED|OPENGL)_(\d)_(\d)(?:_SPIRV_(\d)_(\d))?", token)
    if not m:
        return None
    family, major, minor, smajor, sminor = m.groups()
    base = {
        "UNIVERSAL": "spv",
        "VULKAN": "vulkan",
        "OPENCL": "opencl",
        "OPENCL_EMBEDDED": "opencl",
        "OPENGL": "opengl",
    }[family] + f"{major}.{minor}"
    if family == "OPENCL_EMBEDDED":
        base += "embedded"
    if smajor:
        base += f"spv{smajor}.{sminor}"
    return base


def main():
    git_dir = sys.argv[1]
    tag = sys.argv[2] if len(sys.argv) > 2 else "v2025.5"
    out = sys.argv[3] if len(sys.argv) > 3 else "target/val-snippets"
    tools = os.environ["SPIRV_TOOLS_BIN"]
    os.makedirs(out, exist_ok=True)
    names = subprocess.run(
        ["git", "--git-dir", git_dir, "ls-tree", "--name-only", tag, "test/val/"],
        check=True, capture_output=True, text=True,
    ).stdout.split()
    manifest = []
    for name in sorted(n for n in names if n.endswith("_test.cpp")):
        source = subprocess.run(
            ["git", "--git-dir", git_dir, "show", f"{tag}:{name}"], check=True, capture_output=True, text=True
        ).stdout
        starts = [m.start() for m in TEST.finditer(source)] + [len(source)]
        for m in RAW.finditer(source):
            text = m.group(1)
            if "OpCapability" not in text or "OpMemoryModel" not in text:
                continue
            # The test holding the string: from the TEST before it to the next.
            begin = max([s for s in starts if s <= m.start()], default=0)
            end = min(s for s in starts if s > m.start())
            after = source[m.end():end]
            env_match = ENV.search(after)
            env = env_name(env_match.group(1)) if env_match else "spv1.0"
            if env is None:
                continue
            flags = sorted({OPTION_FLAGS[o] for o in OPTION.findall(source[begin:end]) if o in OPTION_FLAGS})
            case = {
                "id": len(manifest),
                "file": os.path.basename(name),
                "line": source.count("\n", 0, m.start()) + 1,
                "env": env,
                "flags": flags,
            }
            spv = os.path.join(out, f"{case['id']:05}.spv")
            assembled = subprocess.run(
                [os.path.join(tools, "spirv-as"), "--target-env", env, "-o", spv, "-"],
                input=text.encode(), capture_output=True,
            )
            case["assembled"] = assembled.returncode == 0
            if case["assembled"]:
                val = subprocess.run(
                    [os.path.join(tools, "spirv-val"), "--target-env", env, *flags, spv], capture_output=True
                )
                case["verdict"] = "valid" if val.returncode == 0 else val.stderr.decode("utf-8", "replace")
            manifest.append(case)
    with open(os.path.join(out, "manifest.jsonl"), "w") as f:
        for case in manifest:
            f.write(json.dumps(case) + "\n")
    assembled = sum(c["assembled"] for c in manifest)
    valid = sum(c.get("verdict") == "valid" for c in manifest)
    print(f"{len(manifest)} whole modules, {assembled} assembled, {valid} valid, {assembled - valid} invalid -> {out}")


if __name__ == "__main__":
    main()
