#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright. Playwright cannot download its own browser here,
# so we use Debian's package; CHROME_PATH may point at another binary.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi

explain() {
  cat >&2 <<MSG
Aucun navigateur Chromium trouvé à $browser.
Installez-le puis relancez : sudo apt-get install -y chromium
(ou indiquez un autre binaire : CHROME_PATH=/chemin/vers/chromium npm test)
MSG
  exit 1
}

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium absent : installation du paquet Debian 'chromium'…"
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && [ -x "$browser" ]; then
    exit 0
  fi
  echo "L'installation automatique de Chromium a échoué." >&2
fi
explain
