#!/bin/sh
# Container entry for the varnish service of infra/docker-compose.yml: renders the VCL
# from the environment (see render-vcl.sh) and runs varnishd in the foreground.
#
#   VARNISH_SIZE         cache memory (default 256M)
#   VARNISH_LISTEN       listen address (default :80)
#   VARNISH_VCL_OUT      where the rendered VCL goes (default /tmp/site.vcl)
#   VARNISH_NAME         varnishd's working directory, -n (default: varnishd's own)
#   EXPORTER_PORT        when set, also runs exporter.mjs (Prometheus metrics from
#                        varnishstat) on EXPORTER_HOST:EXPORTER_PORT in this container:
#                        varnishstat must see varnishd's shared memory and process
#
# Extra arguments go to varnishd (e.g. -p thread_pool_max=2000).
set -eu

here="$(dirname "$0")"
vcl="${VARNISH_VCL_OUT:-/tmp/site.vcl}"

sh "$here/render-vcl.sh" "$here/default.vcl" > "$vcl"

# Runtime parameters tuned for hits on a small machine (varnishd.params, explained in
# docs/caching.md); -p options given to this script come later and win.
# shellcheck disable=SC2046 # one "-p name=value" pair per line, no spaces in them
set -- $(sed -e 's/#.*//' "$here/varnishd.params" | awk 'NF { print "-p", $1 }') "$@"

if [ -n "${VARNISH_NAME:-}" ]; then
    set -- -n "$VARNISH_NAME" "$@"
fi

if [ -n "${EXPORTER_PORT:-}" ]; then
    # Answers `up 0` until varnishd is there; Prometheus's up{job="varnish"} tells if it dies.
    node "$here/exporter.mjs" &
fi

exec varnishd \
    -F \
    -f "$vcl" \
    -a "http=${VARNISH_LISTEN:-:80},HTTP" \
    -s "malloc,${VARNISH_SIZE:-256M}" \
    "$@"
