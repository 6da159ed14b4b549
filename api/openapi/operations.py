"""What each route says about itself beyond its path and method.

Keyed by method and path (as Starlette formats it, without convertors). The 404
registration path is configurable, so its entry uses `NOT_FOUND_REGISTRATION`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

NOT_FOUND_REGISTRATION = "{not_found_path}"
OWNER = "/api/owner/v1/projects/{project_id}"
# `?state=published` of an owner GET of a document (docs/publishing.md).
STATE = (("state", False),)


@dataclass(frozen=True)
class Operation:
    summary: str
    tag: str
    body: str | None = None
    query: tuple[tuple[str, bool], ...] = ()
    owner: bool = False
    # Answers carry an ETag and take If-None-Match: 304 (no body) when it matches.
    conditional: bool = False
    # Status codes this operation answers besides the error statuses every route has.
    answers: dict[int, str] = field(default_factory=lambda: {200: "OK"})
    # Component schema of the 200 answer, when described.
    answer: str | None = None
    # Content type of the answers besides errors (sitemap.xml and robots.txt are no JSON).
    media_type: str = "application/json"
    # Content type of the request body (a form posted without JavaScript is no JSON).
    body_media_type: str = "application/json"


VISITOR, OWNER_TAG, SYSTEM = "visitor", "owner", "system"
WEBSHOP = "/api/services/webshop/v1"
FILES = "/api/services/websites/v1/files"
CART_ANSWERS = {
    200: "The cart",
    400: "Refused input, errors by field",
    404: "Unknown cart or website",
}

DOCUMENTS = {
    "/pages/{page_id}": "page",
    "/menus/{menu_id}": "menu",
    "/forms/{form_id}": "form",
    "/templates/{template_id}": "template",
    "/settings": "project's site-wide settings",
}


def _revision_operations() -> dict[tuple[str, str], Operation]:
    """Each document's revisions, diff, restore and discard (docs/publishing.md)."""
    operations = {}
    for path, name in DOCUMENTS.items():
        base = OWNER + path
        operations |= {
            ("GET", base + "/revisions"): Operation(
                f"The revisions of a {name}", OWNER_TAG, owner=True
            ),
            ("GET", base + "/revisions/{revision}"): Operation(
                f"One revision of a {name}, with its content", OWNER_TAG, owner=True
            ),
            ("GET", base + "/revisions/{revision}/diff"): Operation(
                f"What changed between a revision of a {name} and another state",
                OWNER_TAG,
                query=(("against", False),),
                owner=True,
            ),
            ("POST", base + "/revisions/{revision}/restore"): Operation(
                f"Copy a revision into the {name}'s draft", OWNER_TAG, owner=True
            ),
            ("POST", base + "/discard"): Operation(
                f"Drop the {name}'s draft",
                OWNER_TAG,
                owner=True,
                answers={200: "The live state", 204: "Never published: removed"},
            ),
        }
    return operations


OPERATIONS: dict[tuple[str, str], Operation] = {
    ("GET", "/api/health"): Operation(
        "Whether the API and its database answer", SYSTEM, answers={200: "Healthy"}
    ),
    ("GET", "/api/health/ready"): Operation(
        "Whether this process takes new requests: as /api/health, but 503 once it is "
        "shutting down (docs/deploy.md)",
        SYSTEM,
        answers={200: "Ready", 503: "Shutting down, or the database does not answer"},
    ),
    ("GET", "/api/openapi.json"): Operation("This description", SYSTEM),
    ("GET", "/api/services/websites/v1/page-bundle"): Operation(
        "Everything needed to render one path of the requesting host's site",
        VISITOR,
        query=(("path", False),),
        answers={
            200: "The page bundle",
            304: "The bundle named by If-None-Match is still current",
            404: "The project's 404 page bundle",
        },
        conditional=True,
        answer="PageBundle",
    ),
    ("GET", "/api/services/websites/v1/sitemap.xml"): Operation(
        "The requesting host's sitemap: its index when `page` is absent and the site has "
        "more URLs than one file takes, else every public URL; `page` picks one file",
        VISITOR,
        query=(("page", False),),
        answers={200: "The sitemap or sitemap index"},
        media_type="application/xml",
    ),
    ("GET", "/api/services/websites/v1/robots.txt"): Operation(
        "The requesting host's robots.txt",
        VISITOR,
        answers={200: "robots.txt"},
        media_type="text/plain",
    ),
    ("POST", "/api/services/websites/v1/secured/page-designer/get"): Operation(
        "Unlock a password page: its secured components and what they refer to",
        VISITOR,
        body="Unlock",
        answers={200: "The secured components", 422: "Wrong password", 429: "Throttled"},
    ),
    ("POST", "/api/services/websites/v1/forms/submit"): Operation(
        "Send a visitor form: every item checked by its stored definition, all errors at once "
        "by identifier; stored and mailed to the owner",
        VISITOR,
        body="FormSubmit",
        answers={
            200: "The form's message and redirection_url ('0': stay on the page)",
            404: "Unknown form",
            413: "Body too large",
            422: "Errors by field identifier",
            429: "Too many submissions from this address",
        },
        answer="FormSubmitAnswer",
    ),
    ("POST", "/api/services/websites/v1/forms/post"): Operation(
        "Send a visitor form without JavaScript (the browser's own post): the same checks, "
        "storage and mail as forms/submit; answered with a redirect back to the page, whose "
        "`?formulier=` names the outcome, or to the form's redirection_url",
        VISITOR,
        body="FormPost",
        body_media_type="application/x-www-form-urlencoded",
        answers={
            303: "To the page with ?formulier={token}#formulier-{form_id}, or the form's redirect",
            404: "Unknown form",
            413: "Body too large",
            415: "Not a form post",
            429: "Too many submissions from this address (a post with files)",
        },
    ),
    ("GET", "/api/services/websites/v1/forms/outcome"): Operation(
        "The outcome of a form posted without JavaScript, for the page it went back to",
        VISITOR,
        query=(("token", True),),
        answers={200: "The outcome", 404: "Unknown or expired token"},
        answer="FormOutcome",
    ),
    (
        "POST",
        FILES + "/get/visitor-signed-url",
    ): Operation(
        "A signed URL to PUT one file to for a form's file item (local: this API; S3: a "
        "presigned URL); sets the upload session cookie `wm_uploads` when absent",
        VISITOR,
        body="VisitorUpload",
        answers={
            200: "The URL, the stored name and what the PUT must send",
            404: "Unknown form",
            422: "Errors by key",
            429: "Too many uploads from this session or address",
        },
        answer="UploadAnswer",
    ),
    ("PUT", FILES + "/upload/{upload_id}"): Operation(
        "The bytes of a signed local upload, with the signed Content-Type",
        VISITOR,
        query=(("expires", True), ("signature", True)),
        answers={
            200: "Stored: its path",
            403: "Bad or expired signature",
            410: "Used or deleted",
            413: "Over the maximum size",
            415: "Not the signed Content-Type",
            422: "Content not of its type, or an unreadable image",
        },
    ),
    ("POST", FILES + "/visitor-get"): Operation(
        "A URL to read one of the session's uploads (private: short-lived and signed)",
        VISITOR,
        body="FileRef",
        answers={200: "The URL", 404: "Not an upload of this session", 422: "Refused file"},
    ),
    ("POST", FILES + "/visitor-delete"): Operation(
        "Delete one of the session's uploads for a form",
        VISITOR,
        body="VisitorFileRef",
        answers={200: "Deleted", 404: "Not an upload of this session", 409: "Sent with a form"},
    ),
    ("GET", FILES + "/private/{upload_id}/{name}"): Operation(
        "A private file through its signed read URL",
        VISITOR,
        query=(("expires", True), ("signature", True)),
        answers={200: "The file", 403: "Bad or expired signature", 404: "No such file"},
        media_type="application/octet-stream",
    ),
    ("GET", FILES + "/public/{key}"): Operation(
        "A public file of the requesting host's project, at its stable URL",
        VISITOR,
        answers={200: "The file", 307: "On to the bucket (S3)", 404: "No such file"},
        media_type="application/octet-stream",
    ),
    ("POST", FILES + "/get/signed-url"): Operation(
        "A signed URL to PUT one of the project's own files to (owner)",
        OWNER_TAG,
        body="OwnerUpload",
        owner=True,
        answers={200: "The URL (also as data.url), the stored name"},
    ),
    ("POST", FILES + "/get"): Operation(
        "A URL to read an owner file or a file sent with a form submission (owner)",
        OWNER_TAG,
        body="FileRef",
        owner=True,
        answers={200: "The URL (also as data.url)", 404: "No such file"},
    ),
    ("POST", FILES + "/delete"): Operation(
        "Delete an owner file (owner)",
        OWNER_TAG,
        body="FileRef",
        owner=True,
        answers={200: "Deleted", 404: "No such file"},
    ),
    ("POST", NOT_FOUND_REGISTRATION): Operation(
        "Register a visitor's miss of a path (404)",
        VISITOR,
        body="NotFoundRegistration",
        answers={200: "Registered"},
    ),
    ("POST", "/api/owner/v1/login"): Operation(
        "Log in: a bearer token and a login cookie",
        OWNER_TAG,
        body="Login",
        answers={200: "Logged in", 401: "Wrong e-mail or password", 429: "Throttled"},
    ),
    ("POST", "/api/owner/v1/logout"): Operation("Log out", OWNER_TAG, owner=True),
    ("GET", "/api/owner/v1/me"): Operation(
        "The logged-in account and its projects", OWNER_TAG, owner=True
    ),
    ("GET", "/api/owner/v1/projects"): Operation(
        "The projects of the logged-in account", OWNER_TAG, owner=True
    ),
    ("GET", OWNER): Operation(
        "A project's settings, site-wide ones as drafted (state=published: as live)",
        OWNER_TAG,
        query=STATE,
        owner=True,
    ),
    ("PUT", OWNER): Operation(
        "Change a project's settings (site-wide ones into the draft)",
        OWNER_TAG,
        body="ProjectWrite",
        owner=True,
    ),
    ("GET", OWNER + "/pages"): Operation("A project's pages", OWNER_TAG, owner=True),
    ("POST", OWNER + "/pages"): Operation(
        "Create a page", OWNER_TAG, body="PageWrite", owner=True, answers={201: "Created"}
    ),
    ("GET", OWNER + "/pages/{page_id}"): Operation(
        "One page's draft (state=published: its live state)", OWNER_TAG, query=STATE, owner=True
    ),
    ("PUT", OWNER + "/pages/{page_id}"): Operation(
        "Change a page's draft", OWNER_TAG, body="PageWrite", owner=True
    ),
    ("DELETE", OWNER + "/pages/{page_id}"): Operation(
        "Delete a page, draft and live state (If-Match: only at that version)",
        OWNER_TAG,
        owner=True,
        answers={204: "Deleted", 409: "Changed since the version in If-Match"},
    ),
    ("GET", OWNER + "/menus"): Operation("A project's menus", OWNER_TAG, owner=True),
    ("GET", OWNER + "/menus/{menu_id}"): Operation(
        "One menu's draft (state=published: its live state)", OWNER_TAG, query=STATE, owner=True
    ),
    ("PUT", OWNER + "/menus/{menu_id}"): Operation(
        "Create or replace a menu",
        OWNER_TAG,
        body="MenuWrite",
        owner=True,
        answers={200: "Replaced", 201: "Created"},
    ),
    ("GET", OWNER + "/forms"): Operation("A project's forms", OWNER_TAG, owner=True),
    ("GET", OWNER + "/forms/{form_id}"): Operation(
        "One form's draft (state=published: its live state)", OWNER_TAG, query=STATE, owner=True
    ),
    ("PUT", OWNER + "/forms/{form_id}"): Operation(
        "Create or replace a form",
        OWNER_TAG,
        body="FormWrite",
        owner=True,
        answers={200: "Replaced", 201: "Created"},
    ),
    ("GET", OWNER + "/form-submissions"): Operation(
        "What visitors sent through the project's forms, newest first, filtered by form and "
        "day (UTC, inclusive), a page at a time",
        OWNER_TAG,
        query=(
            ("form", False),
            ("from", False),
            ("to", False),
            ("offset", False),
            ("limit", False),
        ),
        owner=True,
    ),
    ("GET", OWNER + "/files"): Operation(
        "The stored files of the project's owner space, newest first, found by a part of "
        "their name, a page at a time (docs/files.md)",
        OWNER_TAG,
        query=(("search", False), ("offset", False), ("limit", False)),
        owner=True,
    ),
    ("POST", OWNER + "/files/signed-url"): Operation(
        "A signed URL to PUT one of the project's own files to: files/get/signed-url for "
        "the project in the path",
        OWNER_TAG,
        body="OwnerUpload",
        owner=True,
        answers={200: "The URL (also as data.url), the stored name"},
    ),
    ("POST", OWNER + "/files/read"): Operation(
        "A URL to read an owner file or a file sent with a form submission: files/get for "
        "the project in the path",
        OWNER_TAG,
        body="FileRef",
        owner=True,
        answers={200: "The URL (also as data.url)", 404: "No such file"},
    ),
    ("POST", OWNER + "/files/delete"): Operation(
        "Delete an owner file: files/delete for the project in the path",
        OWNER_TAG,
        body="FileRef",
        owner=True,
        answers={200: "Deleted", 404: "No such file"},
    ),
    ("GET", OWNER + "/form-submissions/export"): Operation(
        "The matching submissions as CSV (UTF-8 with BOM, `;`, formula cells neutralised)",
        OWNER_TAG,
        query=(("form", False), ("from", False), ("to", False)),
        owner=True,
        answers={200: "The CSV file"},
        media_type="text/csv",
    ),
    ("GET", OWNER + "/form-submissions/{submission_id}"): Operation(
        "One form submission", OWNER_TAG, owner=True
    ),
    ("DELETE", OWNER + "/form-submissions/{submission_id}"): Operation(
        "Delete a form submission with its files", OWNER_TAG, owner=True, answers={204: "Deleted"}
    ),
    ("GET", OWNER + "/templates"): Operation(
        "A project's reusable templates", OWNER_TAG, owner=True
    ),
    ("GET", OWNER + "/templates/{template_id}"): Operation(
        "One reusable template's draft (state=published: its live state)",
        OWNER_TAG,
        query=STATE,
        owner=True,
    ),
    ("PUT", OWNER + "/templates/{template_id}"): Operation(
        "Create or replace a reusable template",
        OWNER_TAG,
        body="TemplateWrite",
        owner=True,
        answers={200: "Replaced", 201: "Created"},
    ),
    ("GET", OWNER + "/not-found"): Operation(
        "The paths visitors missed, most hit first",
        OWNER_TAG,
        query=(("page", False), ("limit", False)),
        owner=True,
    ),
    ("GET", OWNER + "/products"): Operation(
        "A project's products, searched (q) and sorted (sort), a page at a time",
        OWNER_TAG,
        query=(("offset", False), ("limit", False), ("q", False), ("sort", False)),
        owner=True,
    ),
    ("POST", OWNER + "/products"): Operation(
        "Create a product", OWNER_TAG, body="ProductWrite", owner=True, answers={201: "Created"}
    ),
    ("GET", OWNER + "/products/{key}"): Operation("One product", OWNER_TAG, owner=True),
    ("PUT", OWNER + "/products/{key}"): Operation(
        "Change a product", OWNER_TAG, body="ProductWrite", owner=True
    ),
    ("DELETE", OWNER + "/products/{key}"): Operation(
        "Delete a product", OWNER_TAG, owner=True, answers={204: "Deleted"}
    ),
    ("GET", OWNER + "/categories"): Operation(
        "A project's product categories, a page at a time",
        OWNER_TAG,
        query=(("offset", False), ("limit", False)),
        owner=True,
    ),
    ("POST", OWNER + "/categories"): Operation(
        "Create a product category",
        OWNER_TAG,
        body="CategoryWrite",
        owner=True,
        answers={201: "Created"},
    ),
    ("POST", OWNER + "/categories/arrange"): Operation(
        "Give several categories a new parent and position at once",
        OWNER_TAG,
        body="CategoryArrangement",
        owner=True,
    ),
    ("GET", OWNER + "/categories/{key}"): Operation("One product category", OWNER_TAG, owner=True),
    ("PUT", OWNER + "/categories/{key}"): Operation(
        "Change a product category", OWNER_TAG, body="CategoryWrite", owner=True
    ),
    ("DELETE", OWNER + "/categories/{key}"): Operation(
        "Delete a product category (without subcategories)",
        OWNER_TAG,
        owner=True,
        answers={204: "Deleted"},
    ),
    ("GET", OWNER + "/orders"): Operation(
        "A project's orders and quote requests, sorted (newest first), filtered, a page at a time",
        OWNER_TAG,
        query=(
            ("offset", False),
            ("limit", False),
            ("status", False),
            ("payment_status", False),
            ("quote_status", False),
            ("kind", False),
            ("q", False),
            ("from", False),
            ("to", False),
            ("sort", False),
        ),
        owner=True,
    ),
    ("GET", OWNER + "/orders/{number}"): Operation(
        "One order: lines of both parts, totals, buyer, delivery, payments, VIES evidence",
        OWNER_TAG,
        owner=True,
    ),
    ("PATCH", OWNER + "/orders/{number}"): Operation(
        "Change an order's handling status (cancelling an unpaid order releases its stock)",
        OWNER_TAG,
        body="OrderStatusWrite",
        owner=True,
    ),
    ("POST", OWNER + "/orders/{number}/hold"): Operation(
        "Keep an unpaid order's stock held until a number of days from now",
        OWNER_TAG,
        body="OrderHoldWrite",
        owner=True,
    ),
    ("GET", OWNER + "/quotes"): Operation(
        "A project's quote requests, newest first, filtered, a page at a time",
        OWNER_TAG,
        query=(
            ("offset", False),
            ("limit", False),
            ("status", False),
            ("payment_status", False),
            ("quote_status", False),
            ("q", False),
            ("from", False),
            ("to", False),
            ("sort", False),
        ),
        owner=True,
    ),
    ("GET", OWNER + "/quotes/{number}"): Operation("One quote request", OWNER_TAG, owner=True),
    ("PATCH", OWNER + "/quotes/{number}"): Operation(
        "Decline a quote request, or open it again",
        OWNER_TAG,
        body="QuoteStatusWrite",
        owner=True,
    ),
    ("POST", OWNER + "/quotes/{number}/order"): Operation(
        "Turn a quote request into an order with a payment link mailed to the buyer",
        OWNER_TAG,
        body="QuoteOrderWrite",
        owner=True,
        answers={201: "Created"},
    ),
    ("GET", OWNER + "/webshop-settings"): Operation(
        "The webshop's checkout settings (the Mollie key masked)", OWNER_TAG, owner=True
    ),
    ("PUT", OWNER + "/webshop-settings"): Operation(
        "Change the webshop's checkout settings",
        OWNER_TAG,
        body="WebshopSettingsWrite",
        owner=True,
    ),
    ("POST", "/api/services/webshop/v1/products/get-stock"): Operation(
        "Whether a product of the requesting host's shop is in stock",
        VISITOR,
        body="StockQuery",
        answers={200: "In stock or not", 404: "Unknown product or website"},
    ),
    **{
        ("POST", f"{WEBSHOP}/{call}"): Operation(summary, VISITOR, body=body, answers=answers)
        for call, summary, body, answers in (
            (
                "shoppingcart/create",
                "A new cart of the requesting host's shop",
                "CartQuery",
                {200: "The cart's session", 404: "Unknown website"},
            ),
            (
                "shoppingcart/get",
                "The cart: both parts priced, methods, details, VAT check",
                "CartQuery",
                CART_ANSWERS,
            ),
            (
                "shoppingcart/add",
                "Adds a product with option values to one part",
                "CartAdd",
                CART_ANSWERS,
            ),
            ("shoppingcart/update-quantity", "Sets a line's quantity", "CartQuery", CART_ANSWERS),
            ("shoppingcart/delete-product", "Removes a line", "CartQuery", CART_ANSWERS),
            (
                "shoppingcart/add/user-details",
                "Stores the buyer's details (VAT check)",
                "CartQuery",
                CART_ANSWERS,
            ),
            ("shoppingcart/add/shipping-method", "Chooses the delivery", "CartQuery", CART_ANSWERS),
            (
                "shoppingcart/add/payment-method",
                "Chooses the payment method",
                "CartQuery",
                CART_ANSWERS,
            ),
            (
                "shoppingcart/delivery-slots",
                "The first days with open time slots of the chosen delivery",
                "CartQuery",
                CART_ANSWERS,
            ),
            (
                "shoppingcart/add/delivery-slot",
                "Chooses a time slot (delivery_slot)",
                "CartQuery",
                {**CART_ANSWERS, 422: "Full, past its cut-off or no slots"},
            ),
            (
                "orders/create",
                "Turns the cart into an order (idempotent; books the time slot)",
                "CartQuery",
                {**CART_ANSWERS, 409: "Not enough stock", 422: "The time slot is full or closed"},
            ),
            (
                "orders/get",
                "The order overview, verified by the invoice e-mail",
                "OrderQuery",
                {200: "The order", 404: "No order with this e-mail", 429: "Too many lookups"},
            ),
            (
                "transactions/create",
                "A new payment for an unpaid order",
                "OrderQuery",
                {
                    200: "Where to pay",
                    400: "Nothing to pay",
                    404: "Unknown order",
                    409: "Already paid, payment running or stock gone",
                },
            ),
        )
    },
    ("GET", f"{WEBSHOP}/payments/{{token}}/start"): Operation(
        "Creates the provider payment once and redirects the buyer to it",
        VISITOR,
        answers={303: "To the provider's checkout", 404: "Unknown payment", 502: "Provider down"},
        media_type="text/html",
    ),
    ("POST", f"{WEBSHOP}/payments/webhook/{{provider}}"): Operation(
        "A provider reports a change (form `id`); the status is fetched from the provider",
        SYSTEM,
        answers={200: "Handled", 404: "Unknown payment", 503: "Provider not reachable"},
    ),
    ("GET", "/api/services/payments/v1/test/{payment_id}"): Operation(
        "The built-in test provider's checkout page",
        VISITOR,
        answers={200: "The page", 404: "Unknown test payment"},
        media_type="text/html",
    ),
    ("POST", "/api/services/payments/v1/test/{payment_id}"): Operation(
        "Chooses the test payment's outcome (form `status`), calls its webhook",
        VISITOR,
        answers={
            303: "Back to the shop",
            400: "Unknown outcome",
            404: "Unknown test payment",
            409: "Outcome already chosen",
        },
        media_type="text/html",
    ),
    ("POST", "/api/services/websites/v1/search"): Operation(
        "Products of the requesting host's shop matching a query and filters, with facet counts",
        VISITOR,
        body="SearchQuery",
        answers={200: "Results, hits and filters", 404: "Unknown website"},
    ),
    ("GET", OWNER + "/export"): Operation(
        "The whole site as one document: published, or with drafts=1 as drafted",
        OWNER_TAG,
        query=(("drafts", False),),
        owner=True,
    ),
    ("GET", OWNER + "/data-export"): Operation(
        "All of one project's data as a JSON download: the site document (drafts=1 as "
        "drafted), orders with lines and payments, customers, form submissions and files "
        "(docs/backup.md)",
        OWNER_TAG,
        query=(("drafts", False),),
        owner=True,
    ),
    ("POST", OWNER + "/import"): Operation(
        "Replace the whole site by a document", OWNER_TAG, body="SiteDocument", owner=True
    ),
    ("POST", OWNER + "/publish"): Operation(
        "Publish drafts as one release, or schedule it (docs/publishing.md)",
        OWNER_TAG,
        body="Publish",
        owner=True,
        answers={200: "The release", 409: "A document changed meanwhile"},
    ),
    ("GET", OWNER + "/releases"): Operation(
        "A project's releases, each with the publish check's problems it went out with",
        OWNER_TAG,
        owner=True,
    ),
    ("GET", OWNER + "/releases/{release_id}"): Operation(
        "One release with the publish check's problems it went out with",
        OWNER_TAG,
        owner=True,
        answers={200: "The release", 404: "Unknown release"},
    ),
    ("GET", OWNER + "/publish-check"): Operation(
        "What the server sees wrong in the drafts before publishing: images without alt "
        "text, broken internal links, sold-out or gone products, the heading outline "
        "(docs/page-editor.md)",
        OWNER_TAG,
        query=(("items", False),),
        owner=True,
        answers={200: "{problems: [{kind, severity, message, document, section, detail, source}]}"},
    ),
    ("PUT", OWNER + "/presence"): Operation(
        "The page editor's heartbeat on a document; answers the other owners on it in the "
        "last 30 seconds (docs/page-editor.md)",
        OWNER_TAG,
        body="PresenceBeat",
        owner=True,
        answers={200: "{present: [{user: {id, email, name}, section, seen_at}]}"},
    ),
    ("DELETE", OWNER + "/presence"): Operation(
        "Leave a document in the page editor",
        OWNER_TAG,
        query=(("document", True),),
        owner=True,
        answers={204: "Left"},
    ),
    ("DELETE", OWNER + "/releases/{release_id}"): Operation(
        "Delete a scheduled release",
        OWNER_TAG,
        owner=True,
        answers={204: "Deleted", 409: "Not scheduled"},
    ),
    ("POST", OWNER + "/releases/{release_id}/revert"): Operation(
        "Restore what was live before a release, as a new release",
        OWNER_TAG,
        owner=True,
        answers={200: "The new release", 409: "Not published"},
    ),
    ("POST", OWNER + "/preview-links"): Operation(
        "A site URL with a signed token that renders every draft",
        OWNER_TAG,
        body="PreviewLink",
        owner=True,
    ),
    ("GET", OWNER + "/redirects"): Operation(
        "A project's redirects, a page at a time, sorted and filtered",
        OWNER_TAG,
        query=(("page", False), ("limit", False), ("sort", False), ("q", False), ("status", False)),
        owner=True,
    ),
    ("POST", OWNER + "/redirects"): Operation(
        "Create a redirect from an old path (docs/redirects.md)",
        OWNER_TAG,
        body="RedirectWrite",
        owner=True,
        answers={201: "Created", 409: "The path has a redirect"},
    ),
    ("GET", OWNER + "/redirects/{redirect_id}"): Operation("One redirect", OWNER_TAG, owner=True),
    ("PUT", OWNER + "/redirects/{redirect_id}"): Operation(
        "Change a redirect (the fields sent)",
        OWNER_TAG,
        body="RedirectWrite",
        owner=True,
        answers={200: "Changed", 409: "The path has a redirect"},
    ),
    ("DELETE", OWNER + "/redirects/{redirect_id}"): Operation(
        "Delete a redirect", OWNER_TAG, owner=True, answers={204: "Deleted"}
    ),
    ("GET", OWNER + "/empty-searches"): Operation(
        "Visitor searches that found nothing, most searched first",
        OWNER_TAG,
        query=(("page", False), ("limit", False)),
        owner=True,
    ),
    ("GET", OWNER + "/overview"): Operation(
        "The owner's overview: orders and revenue per day, open quotes, orders to handle, "
        "new submissions, top 404 misses and empty searches",
        OWNER_TAG,
        owner=True,
    ),
    **_revision_operations(),
}
