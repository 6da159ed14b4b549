"""The kinds of documents a release publishes, by name, from their domains."""

from __future__ import annotations

from api.drafts import DocumentKind
from api.forms.drafts import KIND as FORM
from api.menus.drafts import KIND as MENU
from api.pages.drafts import PAGE, TEMPLATE
from api.projects.drafts import KIND as SETTINGS

KINDS: dict[str, DocumentKind] = {
    kind.name: kind for kind in (PAGE, MENU, FORM, TEMPLATE, SETTINGS)
}
# The order in which a release of everything lists (and writes) its documents: the
# site-wide settings and the parts pages refer to before the pages.
ORDER = ("settings", "menu", "form", "template", "page")
