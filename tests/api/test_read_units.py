"""Read-only units of work (api/database.ReadUnit): the page bundle read through one
plain connection gives what an ORM session gives, writes nothing, and a database lost
under it still answers 503."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy import exc

from api.counts.models import SharedWindow
from api.database import read_scope, session_scope
from api.pages.models import Page
from api.shop.models import ShopCategory, ShopProduct
from api.sites import bundle

BUNDLE = "/api/services/websites/v1/page-bundle"


def _paths(engine, project_id: int) -> list[str]:
    """Every page, product and category path of the project, and one that is nothing."""
    with engine.connect() as connection:
        paths = []
        for table in (Page.__table__, ShopProduct.__table__, ShopCategory.__table__):
            statement = sa.select(table.c.path).where(table.c.project_id == project_id)
            paths += [row.path for row in connection.execute(statement)]
    return sorted(set(paths)) + ["/bestaat-niet"]


def test_every_bundle_reads_alike_in_a_read_unit_and_a_session(engine, sites):
    paths = _paths(engine, sites.demo)
    assert len(paths) > 20
    for path in paths:
        with session_scope(engine) as session:
            expected = bundle.find_bundle(session, sites.demo, path, "https")
        with read_scope(engine) as reader:
            found = bundle.find_bundle(reader, sites.demo, path, "https")
        if expected is None:
            assert found is None, path
            continue
        assert (found.body, found.etag, found.status_code) == (
            expected.body,
            expected.etag,
            expected.status_code,
        ), path
    with session_scope(engine) as session:
        expected = bundle.not_found_bundle(session, sites.demo, "https")
    with read_scope(engine) as reader:
        assert bundle.not_found_bundle(reader, sites.demo, "https").body == expected.body


def test_a_read_unit_keeps_nothing_it_wrote(engine):
    window = SharedWindow.__table__
    row = {"client": "leesproef", "window_start": 0.0, "hits": 1, "expires_at": 1.0}
    with read_scope(engine) as reader:
        reader.execute(window.insert(), row)
        assert reader.execute(sa.select(window.c.hits)).scalar_one() == 1
    with engine.connect() as connection:
        assert connection.execute(sa.select(sa.func.count()).select_from(window)).scalar() == 0


def test_a_database_lost_under_a_cold_bundle_answers_503(make_client, sites, engine, monkeypatch):
    client = make_client()
    assert client.get(BUNDLE, params={"path": "/"}).status_code == 200  # the host is known
    client.app.state.context.bundles.clear()

    def lost(*args, **kwargs):
        raise exc.OperationalError("SELECT 1", {}, Exception("connection refused"))

    monkeypatch.setattr(engine, "connect", lost)
    response = client.get(BUNDLE, params={"path": "/over-ons"})
    assert response.status_code == 503
    assert response.headers["retry-after"].isdigit()
