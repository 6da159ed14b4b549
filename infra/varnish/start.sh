#!/bin/sh
# Container entry for the varnish service of infra/docker-compose.yml: renders the VCL
# from the environment (see render-vcl.sh) and runs varnishd in the foreground.
#
#   VARNISH_SIZE         cache memory (default 256M)
#   VARNISH_LISTEN       listen address (default :80)
#   VARNISH_VCL_OUT      where the rendered VCL goes (default /tmp/site.vcl)
set -eu

here="$(dirname "$0")"
vcl="${VARNISH_VCL_OUT:-/tmp/site.vcl}"

sh "$here/render-vcl.sh" "$here/default.vcl" > "$vcl"

exec varnishd \
    -F \
    -f "$vcl" \
    -a "http=${VARNISH_LISTEN:-:80},HTTP" \
    -s "malloc,${VARNISH_SIZE:-256M}" \
    "$@"
