#!/bin/sh
# Writes default.vcl to stdout with the `# render: NAME` lines filled in from the
# environment. Unset variables keep the value written in the VCL.
#
#   VARNISH_BACKEND_HOST        SSR host (default 127.0.0.1)
#   VARNISH_BACKEND_PORT        SSR port (default 3000)
#   VARNISH_BACKENDS            several SSR servers instead, space- or comma-separated
#                               host:port pairs (ssr-1:3000,ssr-2:3000): fetches go round
#                               the healthy ones (directors.round_robin); wins over the two above
#   VARNISH_PROBE_URL           the SSR path the health probe asks (default /_ssr/health;
#                               deployments use the readiness answer /_ssr/ready)
#   VARNISH_FIRST_BYTE_TIMEOUT  how long to wait for a render (default 30s)
#   VARNISH_DEFAULT_GRACE       grace when the origin sends no stale-while-revalidate (10s)
#   VARNISH_PROBE_INTERVAL      how often the SSR health answer is probed (default 2s)
#   VARNISH_PURGERS             extra addresses allowed to PURGE, besides localhost:
#                               space- or comma-separated IPs or CIDRs (10.0.0.0/8)
#
# Usage: render-vcl.sh [TEMPLATE] > site.vcl
set -eu

template="${1:-$(dirname "$0")/default.vcl}"

exec awk '
function fail(message) {
    print "render-vcl: " message > "/dev/stderr"
    failed = 1
    exit 1
}

# A `# render: NAME` line with its value put in (value "" keeps the written one).
function filled(line, value) {
    if (value == "") return line
    if (value !~ /^[A-Za-z0-9._:\/-]+$/) fail("unsafe value: " value)
    if (line ~ /= "[^"]*";/) sub(/= "[^"]*";/, "= \"" value "\";", line)
    else sub(/= [^;]*;/, "= " value ";", line)
    return line
}

BEGIN {
    backends = 0
    count = split(ENVIRON["VARNISH_BACKENDS"], entries, /[ ,]+/)
    for (i = 1; i <= count; i++) {
        if (entries[i] == "") continue
        if (entries[i] !~ /^[A-Za-z0-9._-]+:[0-9]+$/) fail("VARNISH_BACKENDS: not a host:port pair: " entries[i])
        backends++
        colon = index(entries[i], ":")
        hosts[backends] = substr(entries[i], 1, colon - 1)
        ports[backends] = substr(entries[i], colon + 1)
    }
}

/# render: VARNISH_PURGERS/ {
    indent = $0
    sub(/#.*/, "", indent)
    count = split(ENVIRON["VARNISH_PURGERS"], entries, /[ ,]+/)
    for (i = 1; i <= count; i++) {
        entry = entries[i]
        if (entry == "") continue
        if (entry !~ /^[0-9A-Fa-f:.]+(\/[0-9]+)?$/) fail("not an IP or CIDR: " entry)
        slash = index(entry, "/")
        if (slash) print indent "\"" substr(entry, 1, slash - 1) "\"" substr(entry, slash) ";"
        else print indent "\"" entry "\";"
    }
    next
}

# The `ssr` backend block, kept to be written once per SSR server of VARNISH_BACKENDS.
/^backend ssr \{/ { in_backend = 1; lines = 0 }
in_backend {
    block[++lines] = $0
    if ($0 ~ /^\}/) {
        in_backend = 0
        copies = backends > 0 ? backends : 1
        for (b = 1; b <= copies; b++) {
            if (b > 1) print ""
            for (l = 1; l <= lines; l++) {
                line = block[l]
                if (b > 1) sub(/^backend ssr \{/, "backend ssr_" b " {", line)
                if (line ~ /# render: VARNISH_BACKEND_HOST/) line = filled(line, backends ? hosts[b] : ENVIRON["VARNISH_BACKEND_HOST"])
                else if (line ~ /# render: VARNISH_BACKEND_PORT/) line = filled(line, backends ? ports[b] : ENVIRON["VARNISH_BACKEND_PORT"])
                else if (match(line, /# render: [A-Z_]+/)) line = filled(line, ENVIRON[substr(line, RSTART + 10, RLENGTH - 10)])
                print line
            }
        }
    }
    next
}

/# render: VARNISH_BACKENDS/ { next }

/# render: VARNISH_DIRECTOR/ {
    indent = $0
    sub(/#.*/, "", indent)
    for (b = 2; b <= backends; b++) print indent "origin.add_backend(ssr_" b ");"
    next
}

match($0, /# render: [A-Z_]+/) {
    $0 = filled($0, ENVIRON[substr($0, RSTART + 10, RLENGTH - 10)])
}

{ print }

END { if (failed) exit 1 }
' "$template"
