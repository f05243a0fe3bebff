#!/usr/bin/env bash
# Make sure Debian's Chromium is installed at /usr/bin/chromium (Playwright uses it through
# `executablePath`; `playwright install` cannot download browsers here).
# Idempotent: does nothing but print the version when Chromium is already there.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ ! -x "$CHROMIUM" ]]; then
  echo "ensure-chromium: $CHROMIUM not found, installing Debian package 'chromium'" >&2
  SUDO=""
  if [[ "$(id -u)" != "0" ]]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "ensure-chromium: ERROR: not root and no sudo; install 'chromium' with apt-get yourself" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends chromium
fi

if [[ ! -x "$CHROMIUM" ]]; then
  echo "ensure-chromium: ERROR: $CHROMIUM still missing after apt-get install chromium" >&2
  exit 1
fi

"$CHROMIUM" --version
