#!/usr/bin/env bash
# Installs the system packages the tests drive when one is missing: Chromium (browser
# tests), Varnish with varnish-modules (the cache tests need vmods xkey and str), and
# nginx and wrk (make bench-varnish compares a Varnish hit with nginx; make bench-ssr
# loads the site server with wrk). Debian/Ubuntu.
set -euo pipefail

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v varnishd >/dev/null || missing+=(varnish)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v wrk >/dev/null || missing+=(wrk)
if ! compgen -G '/usr/lib/*/varnish/vmods/libvmod_xkey.so' >/dev/null \
    && ! compgen -G '/usr/lib/varnish/vmods/libvmod_xkey.so' >/dev/null; then
    missing+=(varnish-modules)
fi

if [ "${#missing[@]}" -eq 0 ]; then
    echo "system-deps: chromium, varnish, varnish-modules, nginx and wrk are installed"
    exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "system-deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    as_root=(sudo)
fi

echo "system-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
