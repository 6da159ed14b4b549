"""Dutch messages for JSON Schema validation errors, keyed by JSON path."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from jsonschema import ValidationError
from jsonschema.exceptions import best_match

from api.validation import Errors, join

_TYPE_NAMES = {
    "string": "tekst",
    "integer": "een geheel getal",
    "number": "een getal",
    "boolean": "waar of onwaar",
    "array": "een lijst",
    "object": "een object",
    "null": "leeg",
}
_ENUM_SHOWN = 16


def _quoted(value: Any) -> str:
    return f"'{value}'" if isinstance(value, str) else str(value)


def _enum_message(values: list[Any]) -> str:
    shown = ", ".join(_quoted(v) for v in values[:_ENUM_SHOWN])
    if len(values) > _ENUM_SHOWN:
        shown += ", …"
    return f"Moet een van {shown} zijn."


def _closest(context: list[ValidationError]) -> ValidationError:
    """The error of the branch whose type fits the value: a per-breakpoint object with a
    bad breakpoint, or a string outside the options, is reported by the branch meant for
    it, not by the other branch's "must be a string"."""
    branches: dict[Any, list[ValidationError]] = {}
    for error in context:
        branch = error.relative_schema_path[0] if error.relative_schema_path else None
        branches.setdefault(branch, []).append(error)
    fitting = [
        errors
        for errors in branches.values()
        if not any(e.validator == "type" and not e.relative_path for e in errors)
    ]
    return best_match(fitting[0] if len(fitting) == 1 else context)


def message_for(error: ValidationError) -> str:
    schema = error.schema if isinstance(error.schema, dict) else {}
    if "x-message" in schema and error.validator != "required":
        return schema["x-message"]
    value = error.validator_value
    match error.validator:
        case "enum":
            return _enum_message(list(value))
        case "const":
            return f"Moet {_quoted(value)} zijn."
        case "type":
            kinds = value if isinstance(value, list) else [value]
            return "Moet " + " of ".join(_TYPE_NAMES.get(k, k) for k in kinds) + " zijn."
        case "pattern":
            return "Heeft niet de juiste vorm."
        case "required":
            return "Is verplicht."
        case "minimum":
            return f"Moet minimaal {value} zijn."
        case "maximum":
            return f"Mag maximaal {value} zijn."
        case "minLength":
            return f"Moet minstens {value} tekens bevatten."
        case "maxLength":
            return f"Mag maximaal {value} tekens bevatten."
        case "minItems":
            return f"Moet minstens {value} items bevatten."
        case "maxItems":
            return f"Mag maximaal {value} items bevatten."
        case "additionalProperties" if value is False:
            return "Onbekend veld; dit veld hoort hier niet."
        case "anyOf" | "oneOf" if error.context:
            return message_for(_closest(error.context))
        case _:
            return "Ongeldige waarde."


def error_path(base: str, error: ValidationError) -> str:
    if (
        error.validator in ("anyOf", "oneOf")
        and error.context
        and not error.schema.get("x-message")
    ):
        return error_path(base, _closest(error.context))
    parts = list(error.absolute_path)
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [k for k in error.validator_value if k not in error.instance]
        parts += missing[:1]
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
        parts += [key for key in error.instance if key not in known][:1]
    return join(base, *parts)


def collect(errors: Iterable[ValidationError], base: str, into: Errors) -> None:
    for error in errors:
        into.add(error_path(base, error), message_for(error))
