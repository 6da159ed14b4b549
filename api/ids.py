"""The `{name:id}` path convertor: a database id, at most the largest 32-bit integer.

PostgreSQL's integer columns stop at 2,147,483,647; a longer or larger number in a
path matches no route and is answered 404, never handed to the database.
"""

from __future__ import annotations

from starlette.convertors import Convertor, register_url_convertor

MAX_ID = 2**31 - 1


def _at_most(limit: int) -> str:
    """A regex matching the decimal numbers 0..limit without leading zeros."""
    digits = str(limit)
    options = [f"[1-9][0-9]{{0,{len(digits) - 2}}}" if len(digits) > 1 else "", "0"]
    for index, digit in enumerate(digits):
        rest = len(digits) - index - 1
        low = "1" if index == 0 else "0"
        top = int(digit) - 1
        if top >= int(low):
            options.append(f"{digits[:index]}[{low}-{top}][0-9]{{{rest}}}")
    options.append(digits)
    return "|".join(option for option in options if option)


class IdConvertor(Convertor[int]):
    regex = f"(?:{_at_most(MAX_ID)})"

    def convert(self, value: str) -> int:
        return int(value)

    def to_string(self, value: int) -> str:
        value = int(value)
        if not 0 <= value <= MAX_ID:
            raise ValueError("Not a database id")
        return str(value)


register_url_convertor("id", IdConvertor())
