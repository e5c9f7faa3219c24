#!/usr/bin/env python3
"""Harvests the modules SPIRV-Tools' validator tests of the second half's passes build with
generator functions and parameterised instantiations (which scripts/harvest-val-snippets.py,
taking only the raw strings that are whole modules, misses), with spirv-val's verdicts, into
tests/conformance/spirv-val-cases/ (one JSONL per test file).

The generators are not re-expressed by hand: each test file (test/val/val_<name>_test.cpp at
the tag) is compiled unchanged with g++, with SPIRV-Tools' own test/val/val_code_generator.cpp,
against a stand-in for googletest and for the validator's fixture (scripts/val-harness/:
every TEST_F, TEST_P and instantiation runs, its assertions are evaluated and ignored, and each module it asks the fixture to validate is
recorded with the assembling and validating environments of CompileSuccessfully and
ValidateInstructions and the validator options the test set). So every generator, body and
parameter combination is the test's own C++, run. Tests named DISABLED_ are not run (gtest does
not run them either), and a module whose binary a test patches after assembling
(OverwriteAssembledBinary) has no text: both are counted as not covered.

Each recorded module is assembled with spirv-as under its assembling environment and judged by
spirv-val under its validating environment and options: the verdict is "valid" or spirv-val's
whole stderr. Identical (text, environments, options) are kept once. One line per case:
{file, test, line, env, flags, text, verdict}, with as_env when the test assembles under
another environment than it validates under. memory_semantics' two TEST_Ps over Combine() of
every semantics bit give 13,224 near-identical modules: of them are kept the first of each
instantiation and verdict's first line, and every 20th.

Usage: scripts/harvest-val-generated.py SPIRV_TOOLS_GIT_DIR [TAG] [OUT]
(SPIRV_TOOLS_BIN must point at spirv-as and spirv-val: `eval "$(scripts/reference-tools.sh --env)"`;
g++ with C++17 is needed.) Prints, per test file, the tests and instantiation cases in the
source and how many gave a case, the cases kept, and on how many of the cases whose test
asserts a result (ASSERT_EQ(SPV_..., ValidateInstructions())) spirv-val's verdict is that
result, naming the others: a check that the stand-in runs the tests as gtest would.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

FILES = [
    "image",
    "ext_inst",
    "ext_inst_debug",
    "atomics",
    "barriers",
    "memory_semantics",
    "derivatives",
    "primitives",
    "builtins",
    "non_uniform",
    "ray_tracing",
    "ray_query",
    "ray_tracing_reorder",
    "mesh_shading",
    "tensor",
    "graph",
    "invalid_type",
    "small_type_uses",
    "decoration",
]
# The files whose cases are sampled (the first of each instantiation and verdict, and one in N).
SAMPLE = {"memory_semantics": 20}

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.join(HERE, "val-harness")


def git_show(git_dir, tag, path):
    return subprocess.run(
        ["git", "--git-dir", git_dir, "show", f"{tag}:{path}"], check=True, capture_output=True, text=True
    ).stdout


def run_tests(git_dir, tag, name, work):
    """Compiles the test file with the stand-in and runs it: its recorded cases and test runs."""
    source = os.path.join(work, f"val_{name}_test.cpp")
    with open(source, "w") as f:
        f.write(git_show(git_dir, tag, f"test/val/val_{name}_test.cpp"))
    binary = os.path.join(work, name)
    subprocess.run(
        ["nice", "g++", "-std=c++17", "-O0", "-w", "-I", HARNESS, "-I", work, "-I", os.path.join(work, "include"),
         "-o", binary, os.path.join(HARNESS, "harness.cpp"), os.path.join(work, "val_code_generator.cpp"), source],
        check=True,
    )
    out = subprocess.run([binary], check=True, capture_output=True, text=True).stdout
    rows = [json.loads(line) for line in out.splitlines()]
    text = open(source).read()
    return rows, text


def judge(tools, case):
    """spirv-as then spirv-val on a case: None when spirv-as refuses it, else the verdict."""
    with tempfile.NamedTemporaryFile(suffix=".spv") as spv:
        args = [os.path.join(tools, "spirv-as"), "--target-env", case["as_env"], "-o", spv.name, "-"]
        if case["preserve_ids"]:
            args.insert(1, "--preserve-numeric-ids")
        if subprocess.run(args, input=case["text"].encode(), capture_output=True).returncode != 0:
            return None
        val = subprocess.run(
            [os.path.join(tools, "spirv-val"), "--target-env", case["env"], *case["flags"], "-"],
            stdin=open(spv.name, "rb"), capture_output=True,
        )
    return "valid" if val.returncode == 0 else val.stderr.decode("utf-8", "replace")


def static_counts(text):
    """TEST/TEST_F/TEST_P and INSTANTIATE_TEST_SUITE_P in the source, DISABLED_ tests apart."""
    tests = re.findall(r"^\s*(TEST|TEST_F|TEST_P)\(\s*(\w+),\s*(\w+)\)", text, re.M)
    return {
        "TEST/TEST_F": sum(kind != "TEST_P" for kind, _, _ in tests),
        "TEST_P": sum(kind == "TEST_P" for kind, _, _ in tests),
        "disabled": sum(name.startswith("DISABLED_") for _, _, name in tests),
        "instantiations": len(re.findall(r"^\s*INSTANTIATE_TEST_SUITE_P\(", text, re.M)),
    }


def harvest(git_dir, tag, name, work, tools, out):
    """One test file: its cases written to OUT/val_<name>_test.jsonl, and its figures."""
    rows, source = run_tests(git_dir, tag, name, work)
    runs = [r for r in rows if r["kind"] == "test"]
    recorded = [r for r in rows if r["kind"] == "case"]
    seen, cases = set(), []
    for c in recorded:
        key = (c["text"], c["as_env"], c["env"], tuple(c["flags"]), c["preserve_ids"])
        if c["patched"] or key in seen:
            continue
        seen.add(key)
        cases.append(c)
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        verdicts = list(pool.map(lambda c: judge(tools, c), cases))
    judged = [(c, v) for c, v in zip(cases, verdicts) if v is not None]
    # The stand-in's fidelity: the result the test's own assertion expects, where it has one.
    expected = [(c, v) for c, v in judged if "expect" in c]
    differ = [c["test"] for c, v in expected if (v == "valid") != (c["expect"] == "success")]
    not_assembled = {c["test"] for c, v in zip(cases, verdicts) if v is None}
    if name in SAMPLE:
        every, firsts, kept = SAMPLE[name], set(), []
        for i, (c, v) in enumerate(judged):
            group = (c["test"].split("/")[0], v.splitlines()[0])
            if group not in firsts or i % every == 0:
                firsts.add(group)
                kept.append((c, v))
        judged = kept
    with open(os.path.join(out, f"val_{name}_test.jsonl"), "w") as f:
        for c, v in judged:
            line = {"file": f"val_{name}_test.cpp", "test": c["test"], "line": c["line"], "env": c["env"]}
            if c["as_env"] != c["env"]:
                line["as_env"] = c["as_env"]
            line["flags"] = c["flags"]
            if c["preserve_ids"]:
                line["preserve_ids"] = True
            line["text"] = c["text"]
            line["verdict"] = v
            f.write(json.dumps(line) + "\n")
    patched = {c["test"] for c in recorded if c["patched"]}
    covered = sum(r["cases"] > 0 and r["test"] not in patched and r["test"] not in not_assembled for r in runs)
    counts = static_counts(source)
    return (name, counts, len(runs), covered, len(recorded), len(judged),
            sum(v == "valid" for _, v in judged), len(expected), differ)


def main():
    git_dir = sys.argv[1]
    tag = sys.argv[2] if len(sys.argv) > 2 else "v2025.5"
    out = sys.argv[3] if len(sys.argv) > 3 else "tests/conformance/spirv-val-cases"
    tools = os.environ["SPIRV_TOOLS_BIN"]
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="val-generated-")
    os.makedirs(os.path.join(work, "include", "spirv-tools"))
    with open(os.path.join(work, "include", "spirv-tools", "libspirv.h"), "w") as f:
        f.write(git_show(git_dir, tag, "include/spirv-tools/libspirv.h"))
    # The shader generator some tests (built-ins, small-type uses) build their modules with: theirs.
    os.makedirs(os.path.join(work, "test", "val"))
    for path in ["test/val/val_code_generator.h", "test/val/val_code_generator.cpp"]:
        with open(os.path.join(work, path if path.endswith(".h") else os.path.basename(path)), "w") as f:
            f.write(git_show(git_dir, tag, path))
    summary = []
    try:
        for name in FILES:
            summary.append(harvest(git_dir, tag, name, work, tools, out))
    finally:
        shutil.rmtree(work)
    print("| test file | TEST/TEST_F | TEST_P | instantiations | disabled | tests run | covered | modules "
          "| cases kept (valid) | verdict as the test asserts |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, counts, runs, covered, recorded, kept, valid, expected, differ in summary:
        print(f"| val_{name}_test.cpp | {counts['TEST/TEST_F']} | {counts['TEST_P']} | {counts['instantiations']} "
              f"| {counts['disabled']} | {runs} | {covered} | {recorded} | {kept} ({valid}) "
              f"| {expected - len(differ)} of {expected} |")
    for name, *_, differ in summary:
        for test in differ:
            print(f"val_{name}_test.cpp: {test}: spirv-val's verdict is not the one the test asserts")


if __name__ == "__main__":
    main()
