#!/usr/bin/env bash
# Installs Debian's spirv-cross with apt-get if it is missing, and prints its path. The reflection
# tests compare with `spirv-cross --reflect`: Debian's package is the reference (bookworm ships
# 2021.01.15+1.3.239.0), so every machine reflects with the same version.
# Usage: eval "$(scripts/spirv-cross.sh --env)"  # exports SPIRV_CROSS
set -euo pipefail
# The package's own binary, not whatever `spirv-cross` comes first on PATH (a Vulkan SDK's would be
# another version, with other JSON).
tool() {
  if [ "$(dpkg-query -W -f='${Status}' spirv-cross 2>/dev/null)" = "install ok installed" ]; then
    dpkg-query -L spirv-cross | grep -x '.*/bin/spirv-cross' | head -n 1
  fi
}
if [ -z "$(tool)" ]; then
  sudo=
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "spirv-cross.sh: not root and no sudo: install spirv-cross" >&2; exit 1; }
    sudo=sudo
  fi
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  trap 'rm -f "$log"' EXIT
  # apt-get and dpkg talk even with -qq: keep their output, and show it only when they fail.
  quietly() { "$@" >"$log" 2>&1 </dev/null || { cat "$log" >&2; echo "spirv-cross.sh: failed: $*" >&2; exit 1; }; }
  # A fresh machine may have no package lists yet: update only when the package is unknown.
  if ! apt-cache show spirv-cross >/dev/null 2>&1; then
    quietly $sudo apt-get update -qq
  fi
  quietly $sudo apt-get install -y -qq --no-install-recommends spirv-cross
fi
f=$(tool)
if [ -z "$f" ]; then
  echo "spirv-cross.sh: spirv-cross could not be installed" >&2
  exit 1
fi
if [ "${1:-}" = "--env" ]; then
  echo "export SPIRV_CROSS='$f'"
else
  echo "$f"
fi
