#!/usr/bin/env bash
# Browser tests drive Debian's Chromium and Firefox ESR; install whichever is absent.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
FIREFOX=${FIREFOX_PATH:-/usr/bin/firefox-esr}
MISSING=()
[ -x "$CHROMIUM" ] || MISSING+=(chromium)
[ -x "$FIREFOX" ] || MISSING+=(firefox-esr)
if [ ${#MISSING[@]} -eq 0 ]; then exit 0; fi
echo "Not installed: ${MISSING[*]}; installing Debian's packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install ${MISSING[*]}: not root and no sudo. Install with 'apt-get install ${MISSING[*]}', or set CHROMIUM_PATH / FIREFOX_PATH." >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install ${MISSING[*]}: apt-get is not available. Install them and set CHROMIUM_PATH / FIREFOX_PATH to their binaries." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
[ -x "$CHROMIUM" ] || { echo "chromium was installed but $CHROMIUM is missing." >&2; exit 1; }
[ -x "$FIREFOX" ] || { echo "firefox-esr was installed but $FIREFOX is missing." >&2; exit 1; }
echo "Installed: $("$CHROMIUM" --version 2>/dev/null | tail -n 1); $("$FIREFOX" --version 2>/dev/null)"
