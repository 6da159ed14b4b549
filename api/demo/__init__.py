"""The demo sites: two site documents and the demo accounts, loaded into an empty database.

`demo.json` is the bakery: its pages (home, over ons, contact), its webshop (the
`shop` object: categories under /winkel and products with their options) and, for the
site owner, a catalogue page per section group and one of every block type, including
developer-only content (embed and custom code). The catalogue pages have a menu of
their own and are `noindex`. Loading the demo is an operator import, so it imports
with the developer's rights. Its images are
drawn by `scripts/demo_media/` (a development tool, outside the API package) and
served by the SSR server from `ssr/public/media/demo/`; given media folders, loading
runs them through the media pipeline, so pages get their responsive variants
(docs/media.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import Engine

from api.accounts.models import Role
from api.accounts.service import grant, save_account
from api.database import session_scope
from api.media.service import IngestReport, MediaFolders, ingest_local
from api.projects.service import count_projects
from api.sites.transfer import import_site

DOCUMENTS = Path(__file__).resolve().parent / "documents"
# (document file, host it is imported on)
SITES = (("demo.json", "demo.site.local"), ("second.json", "tweede.localhost"))
DEMO_PASSWORD = "demo-wachtwoord"
ACCOUNTS = (
    ("eigenaar@demo.site.local", "Demo eigenaar", Role.OWNER),
    ("ontwikkelaar@demo.site.local", "Demo ontwikkelaar", Role.DEVELOPER),
)
# The password of the demo's protected page `/besloten`.
PAGE_PASSWORD = "demo-geheim"


@dataclass(frozen=True)
class DemoResult:
    loaded: bool
    hosts: tuple[str, ...]
    accounts: tuple[str, ...]
    media: IngestReport | None = None


def read_document(name: str) -> dict:
    return json.loads((DOCUMENTS / name).read_text(encoding="utf-8"))


def load_demo(engine: Engine, media: MediaFolders | None = None) -> DemoResult:
    """Imports the demo sites and accounts, but only into a database without projects;
    with `media`, the images they refer to go through the media pipeline."""
    with session_scope(engine) as session:
        if count_projects(session):
            return DemoResult(loaded=False, hosts=(), accounts=())
        documents = [(read_document(name), host) for name, host in SITES]
        project_ids = [
            import_site(session, document, host, replace=False, developer=True).project_id
            for document, host in documents
        ]
        report = None
        if media is not None:
            report = ingest_local(session, media, [document for document, _host in documents])
        for email, name, role in ACCOUNTS:
            account, _created = save_account(session, email, DEMO_PASSWORD, name)
            grant(session, account.id, project_ids[0], role)
    return DemoResult(
        loaded=True,
        hosts=tuple(host for _name, host in SITES),
        accounts=tuple(email for email, _name, _role in ACCOUNTS),
        media=report,
    )
