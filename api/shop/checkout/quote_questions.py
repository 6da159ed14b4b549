"""The questions a quote request asks beyond who is asking: the fields of the forms
its products name (`form_id`), so the owner adds what a quote needs there (the date and
place of a wedding). Answers are kept in the cart's details under `quote_answers`
(`{"<form>.<identifier>": text}`), copied to the order as `[{label, value}]`
(docs/checkout.md, "Quote requests")."""

from __future__ import annotations

from datetime import date

from sqlmodel import Session

from api.shop.checkout.lines import PricedLine
from api.shop.checkout.sessions import BadRequest
from api.shop.checkout.users import REQUIRED
from api.shop.lookups import quote_forms
from api.validation import text_problem

ANSWERS = "quote_answers"
# The form field types a checkout can ask (no files, no passwords).
TYPES = ("text", "date", "time", "textarea", "select")
MAX_LENGTH = 2000
UNKNOWN_QUESTION = "Deze vraag hoort niet bij je aanvraag."
NOT_AN_OBJECT = "Geef de antwoorden als object."
CHOOSE = "Kies een van de mogelijkheden."
MONTHS = (
    "januari", "februari", "maart", "april", "mei", "juni",
    "juli", "augustus", "september", "oktober", "november", "december",
)  # fmt: skip


def _shown(question: dict, value: str) -> str:
    """An answer as the order shows it: a choice by its title, a date in Dutch."""
    titles = {option["value"]: option["title"] for option in question["options"]}
    if question["type"] == "date":
        try:
            day = date.fromisoformat(value)
        except ValueError:
            return value
        return f"{day.day} {MONTHS[day.month - 1]} {day.year}"
    return titles.get(value) or value


def _unique(values):
    return list(dict.fromkeys(values))


def _question(form_key: str, item: dict) -> dict | None:
    kind = item.get("type")
    identifier = str(item.get("identifier") or item.get("id") or "").strip()
    if kind not in TYPES or not identifier:
        return None
    options = item.get("options") if kind == "select" else None
    return {
        "key": f"{form_key}.{identifier}",
        "label": str(item.get("label") or identifier),
        "type": kind,
        "required": item.get("required") in ("1", 1, True),
        "options": [
            {"value": str(option.get("value", "")), "title": str(option.get("title", ""))}
            for option in options or []
            if isinstance(option, dict)
        ],
    }


def questions(session: Session, project_id: int, lines: list[PricedLine]) -> list[dict]:
    """The questions of the quote lines' forms, in line order, each once."""
    keys = _unique(
        line.product.form_id for line in lines if line.part == "quote" and line.product.form_id
    )
    if not keys:
        return []
    forms = {row.key: row for row in quote_forms(session, project_id, set(keys))}
    found: dict[str, dict] = {}
    for key in keys:
        for item in forms[key].items if key in forms else []:
            question = _question(key, item) if isinstance(item, dict) else None
            if question is not None:
                found.setdefault(question["key"], question)
    return list(found.values())


def read_answers(value: object, asked: list[dict]) -> dict[str, str]:
    """The answers a save sends: to questions of this cart only, texts of at most 2000
    characters (one line unless the question is a textarea); anything else is a 400."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise BadRequest({ANSWERS: [NOT_AN_OBJECT]})
    known = {question["key"]: question for question in asked}
    errors: dict[str, list[str]] = {}
    answers: dict[str, str] = {}
    for key, answer in value.items():
        where = f"{ANSWERS}.{str(key)[:100]}"
        if key not in known:
            errors[where] = [UNKNOWN_QUESTION]
            continue
        answer = "" if answer is None else answer
        if not isinstance(answer, str) or len(answer) > MAX_LENGTH:
            errors[where] = [f"Geef een tekst van hoogstens {MAX_LENGTH} tekens."]
            continue
        if problem := text_problem(answer, multiline=known[key]["type"] == "textarea"):
            errors[where] = [problem]
            continue
        answers[key] = answer.strip()
    if errors:
        raise BadRequest(errors)
    return answers


def stored_answers(details: dict, asked: list[dict]) -> dict[str, str]:
    """The kept answers to the questions this cart asks now."""
    stored = details.get(ANSWERS)
    stored = stored if isinstance(stored, dict) else {}
    return {q["key"]: str(stored.get(q["key"], "")) for q in asked}


def answer_errors(asked: list[dict], answers: dict[str, str]) -> dict[str, list[str]]:
    errors: dict[str, list[str]] = {}
    for question in asked:
        value = answers.get(question["key"], "").strip()
        where = f"{ANSWERS}.{question['key']}"
        choices = {option["value"] for option in question["options"]}
        if question["required"] and not value:
            errors[where] = [REQUIRED]
        elif value and choices and value not in choices:
            errors[where] = [CHOOSE]
    return errors


def answered(asked: list[dict], answers: dict[str, str]) -> list[dict]:
    """What the order keeps: each answered question's label and answer as shown."""
    kept = []
    for question in asked:
        value = answers.get(question["key"], "").strip()
        if value:
            kept.append({"label": question["label"], "value": _shown(question, value)})
    return kept


def with_answers(details: dict, asked: list[dict], answers: dict[str, str]) -> dict:
    """The details an order keeps: with `quote_answers` when any question was answered."""
    kept = answered(asked, answers)
    return {**details, ANSWERS: kept} if kept else dict(details)
