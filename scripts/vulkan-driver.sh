#!/usr/bin/env bash
# Installs Mesa's software Vulkan driver (lavapipe) and the Vulkan loader with apt-get if either is
# missing, and prints the path of lavapipe's ICD manifest. The Vulkan tests run on it: a CPU
# driver, so they need no GPU and give the same answers everywhere.
# Usage: eval "$(scripts/vulkan-driver.sh --env)"  # exports VK_DRIVER_FILES and VK_ICD_FILENAMES
set -euo pipefail
icd_dir=/usr/share/vulkan/icd.d
arch=$(uname -m)
icd() {
  # The manifest is named after the architecture (lvp_icd.x86_64.json); take any if that fails.
  local f
  for f in "$icd_dir/lvp_icd.$arch.json" "$icd_dir"/lvp_icd.*.json; do
    if [ -f "$f" ]; then
      echo "$f"
      return
    fi
  done
}
# grep reads all of ldconfig's output (not -q): with pipefail, an early exit would fail ldconfig
# with SIGPIPE, and the pipeline with it.
loader() { ldconfig -p | grep 'libvulkan\.so\.1 ' >/dev/null; }
if [ -z "$(icd)" ] || ! loader; then
  sudo=
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "vulkan-driver.sh: not root and no sudo: install mesa-vulkan-drivers libvulkan1" >&2; exit 1; }
    sudo=sudo
  fi
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  trap 'rm -f "$log"' EXIT
  # apt-get and dpkg talk even with -qq: keep their output, and show it only when they fail.
  quietly() { "$@" >"$log" 2>&1 </dev/null || { cat "$log" >&2; echo "vulkan-driver.sh: failed: $*" >&2; exit 1; }; }
  # A fresh machine may have no package lists yet: update only when the packages are unknown.
  if ! apt-cache show mesa-vulkan-drivers libvulkan1 >/dev/null 2>&1; then
    quietly $sudo apt-get update -qq
  fi
  quietly $sudo apt-get install -y -qq --no-install-recommends mesa-vulkan-drivers libvulkan1
fi
f=$(icd)
if [ -z "$f" ] || ! loader; then
  echo "vulkan-driver.sh: lavapipe or the Vulkan loader could not be installed" >&2
  exit 1
fi
if [ "${1:-}" = "--env" ]; then
  # Only lavapipe: a GPU driver on the machine would otherwise be enumerated too, and a broken one
  # can make instance creation fail. VK_DRIVER_FILES is the loader's current name (1.3.207 on),
  # VK_ICD_FILENAMES the older one.
  echo "export VK_DRIVER_FILES='$f'"
  echo "export VK_ICD_FILENAMES='$f'"
else
  echo "$f"
fi
