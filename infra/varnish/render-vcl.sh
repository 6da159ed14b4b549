#!/bin/sh
# Writes default.vcl to stdout with the `# render: NAME` lines filled in from the
# environment. Unset variables keep the value written in the VCL.
#
#   VARNISH_BACKEND_HOST        SSR host (default 127.0.0.1)
#   VARNISH_BACKEND_PORT        SSR port (default 3000)
#   VARNISH_BACKENDS            several SSR servers, comma-separated host:port; each
#                               gets a backend of its own (the one above, with its
#                               host and port) in the round-robin director; when set,
#                               VARNISH_BACKEND_HOST/PORT are not used
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

# Several SSR servers: the backend block once per VARNISH_BACKENDS entry...
backends_count == "" {
    backends_count = split(ENVIRON["VARNISH_BACKENDS"], backends, /[ ,]+/)
    kept = 0
    for (i = 1; i <= backends_count; i++) {
        if (backends[i] == "") continue
        if (backends[i] !~ /^[A-Za-z0-9._-]+:[0-9]+$/) fail("VARNISH_BACKENDS: not host:port: " backends[i])
        kept++
        listed[kept] = backends[i]
    }
    backends_count = kept
}
# ...and each of them in the director.
/# render: VARNISH_BACKENDS/ {
    if (backends_count == 0) { sub(/ *# render: VARNISH_BACKENDS/, ""); print; next }
    indent = $0
    sub(/[^ ].*/, "", indent)
    for (i = 1; i <= backends_count; i++) print indent "site_servers.add_backend(ssr_" i ");"
    next
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

match($0, /# render: [A-Z_]+/) {
    name = substr($0, RSTART + 10, RLENGTH - 10)
    value = ENVIRON[name]
    if (value != "") {
        if (value !~ /^[A-Za-z0-9._:-]+$/) fail(name " has an unsafe value: " value)
        if ($0 ~ /= "[^"]*";/) sub(/= "[^"]*";/, "= \"" value "\";")
        else sub(/= [^;]*;/, "= " value ";")
    }
}

backends_count > 0 && /^backend ssr \{/ { in_backend = 1; block = "" }
in_backend {
    block = block $0 "\n"
    if ($0 ~ /^\}/) {
        in_backend = 0
        for (i = 1; i <= backends_count; i++) {
            split(listed[i], parts, ":")
            copy = block
            sub(/^backend ssr \{/, "backend ssr_" i " {", copy)
            sub(/\.host = "[^"]*";/, ".host = \"" parts[1] "\";", copy)
            sub(/\.port = "[^"]*";/, ".port = \"" parts[2] "\";", copy)
            gsub(/ *# render: VARNISH_BACKEND_(HOST|PORT)/, "", copy)
            if (i > 1) printf "\n"
            printf "%s", copy
        }
    }
    next
}
{ print }

END { if (failed) exit 1 }
' "$template"
