#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium's headless shell
# for the browser tests and the full Chromium for the few that need it (tests/support/browser.ts),
# with a Devanagari face of the system's as every phone and laptop has (the Hindi pages' own
# face may arrive after their first paint), Java for the Nu HTML Checker (vnu.jar), and a
# PostgreSQL server for the test of several instances on one database and for the API suite's
# second run (scripts/with-postgres.sh).
set -euo pipefail

packages=()
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || packages+=(chromium-headless-shell)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
fc-list 2>/dev/null | grep -qi dejavu || packages+=(fonts-dejavu-core)
fc-list :lang=hi 2>/dev/null | grep -q . || packages+=(fonts-lohit-deva)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || packages+=(postgresql)
[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: ${packages[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
echo "Installing ${packages[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Slim images drop the manual folders, and Java's set-up fails without this one.
mkdir -p /usr/share/man/man1
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
