#!/usr/bin/env bash
# Installs the Debian packages the browser tests need, only when they are missing:
# Chromium (Playwright drives /usr/bin/chromium) and Noto CJK fonts (Korean text in screenshots).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "setup: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
