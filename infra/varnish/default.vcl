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

import std;
import str;
import xkey;

backend ssr {
    .host = "127.0.0.1";                # render: VARNISH_BACKEND_HOST
    .port = "3000";                     # render: VARNISH_BACKEND_PORT
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;          # render: VARNISH_FIRST_BYTE_TIMEOUT
    .between_bytes_timeout = 10s;
}

# Who may send PURGE. The API purges after every write, so its address belongs here.
acl purgers {
    "127.0.0.1";
    "::1";
    # render: VARNISH_PURGERS
}

sub vcl_recv {
    if (req.method == "PURGE") {
        call site_purge;
    }

    # Metrics are for the scraper on the internal network, never for the public site
    # (docs/operations.md): /metrics (and /api/metrics) in any spelling is not found.
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
        # A failing origin must not replace the stale copy visitors get during grace...
        if (bereq.is_bgfetch) {
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
    # The identity object of an origin that compresses anyway: gunzip it once, here.
    if (!bereq.http.Accept-Encoding && beresp.http.Content-Encoding == "gzip") {
        set beresp.do_gunzip = true;
    }
    # The xkey header stays on the stored object: vmod xkey indexes it from there.
    return (deliver);
}

sub vcl_backend_error {
    # Origin unreachable while refreshing in the background: keep serving the stale copy.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Surrogate keys and server internals are for us, not for visitors. (xkey has to
    # stay on the stored object, so it goes here; X-Powered-By went at fetch time.)
    unset resp.http.xkey;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
}

sub vcl_synth {
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
