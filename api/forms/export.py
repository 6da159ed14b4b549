"""Submissions as CSV for a spreadsheet: UTF-8 with a byte order mark (without it Excel
reads UTF-8 as Windows-1252 and garbles every accent), `;` between cells (what Excel
expects in Dutch settings), one column per field identifier.

A cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, or a
tab or carriage return that hides such a start) gets a leading `'`, so a visitor's
value `=HYPERLINK(...)` is shown as the text it is, never run (CSV injection).
"""

from __future__ import annotations

import csv
import io

from api.forms.models import FormSubmission
from api.timestamps import in_utc

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
FIXED_COLUMNS = ["id", "formulier", "tijdstip", "pagina"]


def neutralised(value: object) -> str:
    text = ", ".join(value) if isinstance(value, list) else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def submissions_csv(rows: list[FormSubmission]) -> str:
    identifiers: dict[str, str] = {}
    for row in rows:
        for entry in row.values:
            identifiers.setdefault(entry["identifier"], entry["label"] or entry["identifier"])
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerow([neutralised(name) for name in [*FIXED_COLUMNS, *identifiers.values()]])
    for row in rows:
        values = {entry["identifier"]: entry["value"] for entry in row.values}
        cells = [
            row.id,
            row.form_key,
            in_utc(row.created_at).isoformat(),
            row.url,
            *(values.get(identifier, "") for identifier in identifiers),
        ]
        writer.writerow([neutralised(cell) for cell in cells])
    return BOM + out.getvalue()
