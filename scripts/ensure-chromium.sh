#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is absent.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is not installed at $CHROMIUM; installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install chromium: not root and no sudo. Install it with 'apt-get install chromium' or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install chromium: apt-get is not available. Install Chromium and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "chromium was installed but $CHROMIUM is missing." >&2; exit 1; }
echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null | tail -n 1)"
