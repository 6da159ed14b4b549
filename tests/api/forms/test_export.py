"""CSV export of submissions: UTF-8 with a BOM for Excel, formula cells neutralised."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

from api.database import session_scope
from api.forms.export import neutralised
from api.forms.models import FormSubmission

EXPORT = "/api/owner/v1/projects/{project}/form-submissions/export"


def _add(engine, project_id: int, form_key: str, values: dict, day: str) -> None:
    with session_scope(engine) as session:
        session.add(
            FormSubmission(
                project_id=project_id,
                form_key=form_key,
                url="https://demo.site.local/contact",
                values=[
                    {"identifier": key, "label": key.title(), "type": "text", "value": value}
                    for key, value in values.items()
                ],
                created_at=datetime.fromisoformat(day).replace(tzinfo=UTC),
            )
        )


def _table(answer) -> list[list[str]]:
    text = answer.content.decode("utf-8")
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text[1:]), delimiter=";"))


def test_the_csv_has_a_bom_a_column_per_field_and_accents_intact(
    client, sites, engine, owner_headers
):
    _add(engine, sites.demo, "contact", {"naam": "Zoë", "bericht": "Twee\nregels"}, "2026-11-01")
    _add(engine, sites.demo, "contact", {"naam": "Bram", "plaats": "Één"}, "2026-11-02")
    _add(engine, sites.second, "contact", {"naam": "Van een ander"}, "2026-11-02")
    answer = client.get(EXPORT.format(project=sites.demo), headers=owner_headers)
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "text/csv; charset=utf-8"
    assert "attachment" in answer.headers["content-disposition"]
    header, *rows = _table(answer)
    assert header == ["id", "formulier", "tijdstip", "pagina", "Naam", "Plaats", "Bericht"]
    assert [row[4:] for row in rows] == [["Bram", "Één", ""], ["Zoë", "", "Twee\nregels"]]
    assert rows[0][2] == "2026-11-02T00:00:00+00:00"


def test_formula_cells_are_neutralised(client, sites, engine, owner_headers):
    values = {
        "a": '=HYPERLINK("https://evil.example","klik")',
        "b": "+31 6 12345678",
        "c": "-2+3",
        "d": "@SUM(A1)",
        "e": "\t=1+1",
        "f": "gewoon = tekst",
    }
    _add(engine, sites.demo, "contact", values, "2026-11-01")
    _header, row = _table(client.get(EXPORT.format(project=sites.demo), headers=owner_headers))
    assert row[4:] == [
        '\'=HYPERLINK("https://evil.example","klik")',
        "'+31 6 12345678",
        "'-2+3",
        "'@SUM(A1)",
        "'\t=1+1",
        "gewoon = tekst",
    ]


def test_the_export_takes_the_list_filters(client, sites, engine, owner_headers):
    _add(engine, sites.demo, "contact", {"naam": "Anna"}, "2026-11-01")
    _add(engine, sites.demo, "offerte", {"naam": "Bram"}, "2026-11-02")
    url = EXPORT.format(project=sites.demo)
    _header, *rows = _table(client.get(url, params={"form": "offerte"}, headers=owner_headers))
    assert [row[4] for row in rows] == ["Bram"]
    _header, *rows = _table(client.get(url, params={"to": "2026-11-01"}, headers=owner_headers))
    assert [row[4] for row in rows] == ["Anna"]
    assert client.get(url, params={"from": "gisteren"}, headers=owner_headers).status_code == 422


def test_neutralised_leaves_plain_text_alone():
    assert neutralised("Anna") == "Anna"
    assert neutralised(["a.pdf", "b.pdf"]) == "a.pdf, b.pdf"
    assert neutralised("=1") == "'=1"
    assert neutralised(12) == "12"
