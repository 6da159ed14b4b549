#
# Varnish in front of the SSR server: caches rendered pages per host + URL, honours the
# origin's Cache-Control, and lets the API purge pages by surrogate key (vmod xkey).
#
# This file is valid VCL as it stands (backend 127.0.0.1:3000, the `make run` SSR).
# Lines marked `# render: NAME` are rewritten by render-vcl.sh from the environment
# variable NAME, so one file serves local runs, the tests and docker compose.
# See docs/caching.md for the whole cache design.
#
# Hits are the hot path: a hit for a page without a query string runs no regex and
# rewrites nothing but the Host's case and the few response headers below. Work that
# only the origin needs (X-Forwarded-Host, dropping X-Powered-By) happens on fetches.
#
vcl 4.1;

import directors;
import std;
import str;
import xkey;

# The SSR server's own health answer (ssr/server/health.js): it asks neither the API
# nor the renderer. A sick backend gets no fetches; visitors get the stale copies kept
# for stale-if-error instead (vcl_hit), and a miss is answered 503 at once. Deployments
# probe its readiness, /_ssr/ready, which turns 503 as soon as an SSR process is told to
# stop, so Varnish moves its fetches to the other SSRs first (docs/deploy.md).
probe ssr_health {
    .url = "/_ssr/health";              # render: VARNISH_PROBE_URL
    .interval = 2s;                     # render: VARNISH_PROBE_INTERVAL
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    # Healthy from the start: a restart of Varnish does not wait for two probes.
    .initial = 2;
}

backend ssr {
    .host = "127.0.0.1";                # render: VARNISH_BACKEND_HOST
    .port = "3000";                     # render: VARNISH_BACKEND_PORT
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;          # render: VARNISH_FIRST_BYTE_TIMEOUT
    .between_bytes_timeout = 10s;
    .probe = ssr_health;
}
# render: VARNISH_BACKENDS (the second and further SSR servers: copies of `ssr` above)

# Fetches go round the healthy SSR servers in turn (one unless VARNISH_BACKENDS names more).
sub vcl_init {
    new origin = directors.round_robin();
    origin.add_backend(ssr);
    # render: VARNISH_DIRECTOR (the further SSR servers of VARNISH_BACKENDS)
}

# Who may send PURGE. The API purges after every write, so its address belongs here.
acl purgers {
    "127.0.0.1";
    "::1";
    # render: VARNISH_PURGERS
}

sub vcl_recv {
    # The site's SSR servers, unless an include ahead of this (pools.vcl, docs/operations.md
    # "Scale on paper") already chose a pool: the hint is still the first backend then.
    if (req.backend_hint == ssr) {
        set req.backend_hint = origin.backend();
    }
    if (req.method == "PURGE") {
        call site_purge;
    }
    # Stale-if-error (vcl_hit, vcl_synth): our own restart markers, never a client's.
    if (req.restarts == 0) {
        unset req.http.X-Site-Grace-Limit;
        unset req.http.X-Site-Stale-If-Error;
    } elsif (req.http.X-Site-Stale-If-Error) {
        # req.grace survives a restart: lift the limit the first restart set.
        unset req.http.X-Site-Grace-Limit;
        set req.grace = 3650d;
    } elsif (req.http.X-Site-Grace-Limit) {
        set req.grace = std.duration(req.http.X-Site-Grace-Limit, 0s);
    }

    # Metrics are for the scraper on the internal network, never for the public site
    # (docs/operations.md, docs/operations-ssr.md: the SSR's live on a port of their
    # own): /metrics (and /api/metrics) in any spelling is not found.
    if (std.tolower(req.url) ~ "^/+(api/+)?metrics(/|\?|$)") {
        return (synth(404, "Not Found"));
    }

    # Host names are case-insensitive; one spelling keeps one cache object per page.
    # (X-Forwarded-Host is set from this Host on the way to the origin: vcl_backend_fetch.)
    if (req.http.Host) {
        set req.http.Host = std.tolower(req.http.Host);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API (proxied by the SSR server) answers per visitor: carts, forms, passwords.
    # A plain prefix test first, so pages never reach the regex.
    if (str.startswith(req.url, "/api") && req.url ~ "^/api(/|\?|$)") {
        return (pass);
    }
    # The owner dashboard (ssr/pages/wm/, docs/dashboard.md) is the owner's own screen,
    # answered private: straight through, never stored, never queued behind a fetch.
    if (str.startswith(req.url, "/wm") && req.url ~ "^/wm(/|\?|$)") {
        return (pass);
    }
    if (str.contains(req.url, "?")) {
        # The page a form posted without JavaScript goes back to names its outcome
        # (`formulier`): the visitor's own page (the SSR server answers it private), so
        # straight through with the parameter, never stored (docs/forms.md).
        if (req.url ~ "[?&]formulier=") {
            return (pass);
        }
        # A preview link (`voorbeeld`) renders the owner's drafts (docs/publishing.md):
        # straight through with its token, never stored, never served from the cache.
        if (req.url ~ "[?&]voorbeeld=") {
            return (pass);
        }
        call site_query;
        # A page called with the API override is rendered for that visitor only (the
        # SSR server answers it private): straight through, no hit-for-miss per value.
        if (req.url ~ "[?&]wm_api_url=") {
            return (pass);
        }
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Unlike the built-in VCL, a Cookie does not bypass the cache: pages are rendered
    # per host + path, and a page that does depend on the visitor must say so with
    # Cache-Control: private (see vcl_backend_response).
    return (hash);
}

# Only the query parameters a page reads stay in the URL: the search page's `query` and
# `filters` and the API override `wm_api_url`. Everything else (the order page's `order`
# too: the page is the same for every order and reads it in the browser; keeping it would
# store one object per order and put the buyer's secret in the cache's logs) and
# utm_*, gclid, fbclid, cache busters would make one cache object and one full render
# per value of a page that is the same for all of them, so it is dropped from the cache
# key and from the request the SSR server gets. Add a name here when a page starts
# reading a new parameter (docs/caching.md, "Query parameters").
sub site_query {
    # Called only for URLs with a "?". "&name=value&..." so every parameter, the first
    # one too, starts with "&"; a "?" inside a value is left alone.
    set req.http.X-Site-Query = "&" + regsub(req.url, "^[^?]*\?", "");
    set req.http.X-Site-Query = regsuball(req.http.X-Site-Query,
        "&(?!(?:query|filters|wm_api_url)(?:=|&|$))[^&]*", "");
    if (req.http.X-Site-Query == "") {
        set req.url = regsub(req.url, "\?.*$", "");
    } else {
        set req.url = std.querysort(
            regsub(req.url, "\?.*$", "") + "?" + regsub(req.http.X-Site-Query, "^&", ""));
    }
    unset req.http.X-Site-Query;
}

sub site_purge {
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    # Keys are separated by spaces (xkey's own syntax); commas are accepted too.
    if (req.http.xkey-purge) {
        set req.http.X-Purged = xkey.purge(regsuball(req.http.xkey-purge, "[,\s]+", " "));
    } elsif (req.http.xkey-softpurge) {
        # Soft purge: objects expire but stay available for grace (served stale while
        # one request refetches). Cheaper on the origin, one request later to be fresh.
        set req.http.X-Purged = xkey.softpurge(
            regsuball(req.http.xkey-softpurge, "[,\s]+", " "));
    } else {
        return (synth(400, "Missing xkey-purge header"));
    }
    return (synth(200, "Purged"));
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.Host) {
        hash_data(req.http.Host);
    } else {
        hash_data(server.ip);
    }
    # Set by a TLS terminator in front of us; pages may print absolute URLs with it.
    if (req.http.X-Forwarded-Proto) {
        hash_data(req.http.X-Forwarded-Proto);
    }
    # Varnish has already reduced Accept-Encoding to "gzip" or nothing. Clients without
    # gzip get their own object, fetched uncompressed once and then served as a hit,
    # instead of the gzip object gunzipped on every hit (docs/caching.md, "Hits").
    # The gzip object keeps the hash it always had.
    # X-Site-Identity tells vcl_backend_fetch which object it fetches; a client's own
    # copy of that header must not turn a gzip fetch into an uncompressed one.
    if (!req.http.Accept-Encoding) {
        hash_data("identity");
        set req.http.X-Site-Identity = "1";
    } else {
        unset req.http.X-Site-Identity;
    }
    return (lookup);
}

sub vcl_backend_fetch {
    # The SSR server picks the project from X-Forwarded-Host when present: make it the
    # Host we hashed on, so no request can store one site's page under another's name.
    if (bereq.http.Host) {
        set bereq.http.X-Forwarded-Host = bereq.http.Host;
    } else {
        unset bereq.http.X-Forwarded-Host;
    }
    # The identity object (vcl_hash): ask the origin for the page uncompressed
    # (Varnish itself asks for gzip on every cacheable fetch).
    if (bereq.http.X-Site-Identity) {
        unset bereq.http.X-Site-Identity;
        unset bereq.http.Accept-Encoding;
    }
}

sub vcl_backend_response {
    # Server internals are for us, not for visitors: dropped once here, not per hit.
    unset beresp.http.X-Powered-By;
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.status >= 500) {
        # A failing origin must not replace the stale copy visitors get during grace,
        # nor the one kept for stale-if-error (vcl_hit), which vcl_synth then serves...
        if (bereq.is_bgfetch || bereq.http.X-Site-Grace-Limit) {
            return (abandon);
        }
        # ...nor be remembered as hit-for-miss: the next request simply tries again.
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.ttl <= 0s
        || beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Vary == "*") {
        # Hit-for-miss: remember for a while that this URL is not shareable, so
        # requests go straight to the origin instead of queueing behind each other.
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # beresp.ttl already follows s-maxage (then max-age); stale-while-revalidate
    # becomes the grace period during which a stale copy is served while refetching.
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control,
                "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1s"),
            0s);
    } else {
        set beresp.grace = 10s;         # render: VARNISH_DEFAULT_GRACE
    }
    # stale-if-error: how long after expiry a stale copy may stand in for a failing or
    # sick origin. The object is kept in grace that long; vcl_hit holds a healthy
    # origin to the stale-while-revalidate part (X-Site-Grace), vcl_synth falls back
    # to the stale copy when the refetch fails.
    set beresp.http.X-Site-Grace = "" + beresp.grace + "s";
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
        set beresp.http.X-Site-Stale-If-Error = regsub(beresp.http.Cache-Control,
            "(?i)^.*stale-if-error=([0-9]+).*$", "\1s");
        if (std.duration(beresp.http.X-Site-Stale-If-Error, 0s) > beresp.grace) {
            set beresp.grace = std.duration(beresp.http.X-Site-Stale-If-Error, 0s);
        }
        unset beresp.http.X-Site-Stale-If-Error;
    }
    # The identity object of an origin that compresses anyway: gunzip it once, here.
    if (!bereq.http.Accept-Encoding && beresp.http.Content-Encoding == "gzip") {
        set beresp.do_gunzip = true;
    }
    # The xkey header stays on the stored object: vmod xkey indexes it from there.
    return (deliver);
}

sub vcl_backend_error {
    # Origin unreachable while refreshing in the background, or refetching a copy kept
    # for stale-if-error: keep serving the stale copy (vcl_synth looks it up again).
    if (bereq.is_bgfetch || bereq.http.X-Site-Grace-Limit) {
        return (abandon);
    }
    # Otherwise the built-in vcl_backend_error answers 503 with Retry-After: 5, at once.
}

sub vcl_hit {
    # Fresh: the hot path, nothing else to decide.
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Stale beyond its stale-while-revalidate, kept only for stale-if-error: a healthy
    # origin renders it anew (lookup again, grace limited to X-Site-Grace: a miss); a
    # sick one gets no request and the visitor the stale copy.
    # (Objects stored before X-Site-Grace existed keep their whole grace.)
    if (req.restarts == 0
        && obj.http.X-Site-Grace
        && obj.ttl + std.duration(obj.http.X-Site-Grace, 0s) < 0s
        && std.healthy(req.backend_hint)) {
        set req.http.X-Site-Grace-Limit = obj.http.X-Site-Grace;
        return (restart);
    }
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
        # The SSR's request id names the render that filled the cache, not this request.
        unset resp.http.X-Request-Id;
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Surrogate keys and server internals are for us, not for visitors. (xkey has to
    # stay on the stored object, so it goes here; X-Powered-By went at fetch time.)
    unset resp.http.xkey;
    unset resp.http.X-Site-Grace;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
}

sub vcl_synth {
    # The refetch vcl_hit asked for failed (the origin, or the API behind it, is down;
    # vcl_backend_response and vcl_backend_error abandoned it): look up once more with
    # the whole grace, which finds the stale copy (stale-if-error).
    if (resp.status >= 500
        && req.http.X-Site-Grace-Limit
        && !req.http.X-Site-Stale-If-Error) {
        set req.http.X-Site-Stale-If-Error = "1";
        return (restart);
    }
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "application/json";
        if (resp.status == 200) {
            set resp.http.X-Purged = req.http.X-Purged;
            set resp.body = {"{"purged": "} + req.http.X-Purged + {"}"};
        } else {
            set resp.body = {"{"errors": {"general": [""} + resp.reason + {""]}}"};
        }
        return (deliver);
    }
}
