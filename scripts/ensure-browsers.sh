#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (the screen comparison its Chromium),
# Firefox ESR and WebKitGTK (its WebDriver server, which starts its MiniBrowser, under the
# virtual X display of xvfb); install whichever is absent.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
HEADLESS_CHROMIUM=${HEADLESS_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
FIREFOX=${FIREFOX_PATH:-/usr/bin/firefox-esr}
WEBKIT_DRIVER=${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}
XVFB=${XVFB_PATH:-/usr/bin/Xvfb}
# The brands' screen comparison draws its pictures in Liberation Sans, so they match on any machine.
LIBERATION_SANS=/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf
MISSING=()
[ -x "$CHROMIUM" ] || MISSING+=(chromium)
[ -x "$HEADLESS_CHROMIUM" ] || MISSING+=(chromium-headless-shell)
[ -x "$FIREFOX" ] || MISSING+=(firefox-esr)
[ -x "$WEBKIT_DRIVER" ] || MISSING+=(webkit2gtk-driver)
[ -x "$XVFB" ] || MISSING+=(xvfb)
[ -f "$LIBERATION_SANS" ] || MISSING+=(fonts-liberation)
if [ ${#MISSING[@]} -eq 0 ]; then exit 0; fi
echo "Not installed: ${MISSING[*]}; installing Debian's packages..."
# Chromium and its headless shell run most browser tests: without it the run fails. The other engines have a phase of
# their own, which on a developer's machine skips an engine it cannot start and says so; on CI
# (CI set) every engine must run.
cannot() {
  echo "Cannot install ${MISSING[*]}: $1" >&2
  if [ -n "${CI:-}" ] || [[ " ${MISSING[*]} " == *" chromium"* ]]; then exit 1; fi
  echo "Going on: the other engines' phase skips what is missing, and says so." >&2
  exit 0
}
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    cannot "not root and no sudo. Install with 'apt-get install ${MISSING[*]}', or set CHROMIUM_PATH / HEADLESS_CHROMIUM_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH / XVFB_PATH."
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  cannot "apt-get is not available. Install them and set CHROMIUM_PATH / HEADLESS_CHROMIUM_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH / XVFB_PATH to their binaries."
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || cannot "apt-get update failed."
$SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null || cannot "apt-get install failed."
[ -x "$CHROMIUM" ] || { echo "chromium was installed but $CHROMIUM is missing." >&2; exit 1; }
[ -x "$HEADLESS_CHROMIUM" ] || { echo "chromium-headless-shell was installed but $HEADLESS_CHROMIUM is missing." >&2; exit 1; }
[ -x "$FIREFOX" ] || { echo "firefox-esr was installed but $FIREFOX is missing." >&2; exit 1; }
[ -x "$WEBKIT_DRIVER" ] || { echo "webkit2gtk-driver was installed but $WEBKIT_DRIVER is missing." >&2; exit 1; }
[ -x "$XVFB" ] || { echo "xvfb was installed but $XVFB is missing." >&2; exit 1; }
[ -f "$LIBERATION_SANS" ] || { echo "fonts-liberation was installed but $LIBERATION_SANS is missing." >&2; exit 1; }
echo "Installed: $("$CHROMIUM" --version 2>/dev/null | tail -n 1); $("$FIREFOX" --version 2>/dev/null); $(dpkg-query -W -f '${Package} ${Version}' webkit2gtk-driver 2>/dev/null || echo WebKitWebDriver); Xvfb"
