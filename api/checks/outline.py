"""The heading outline of a page: one H1, no skipped levels (WCAG 1.3.1, 2.4.6)."""

from __future__ import annotations

from api.checks.content import Heading
from api.checks.problems import (
    HEADING_OUTLINE,
    NO_H1,
    SEVERAL_H1,
    SKIPPED_LEVEL,
    WARNING,
    problem,
)


def outline_problems(headings: list[Heading], document: str) -> list[dict]:
    problems: list[dict] = []
    first_levels = [heading for heading in headings if heading.level == 1]
    if not first_levels:
        problems.append(problem(HEADING_OUTLINE, WARNING, NO_H1, document, None, {"level": 1}))
    for extra in first_levels[1:]:
        problems.append(
            problem(
                HEADING_OUTLINE,
                WARNING,
                SEVERAL_H1,
                document,
                extra.section,
                {"level": 1, "text": extra.text[:200]},
            )
        )
    previous = None
    for heading in headings:
        if previous is not None and heading.level > previous + 1:
            message = SKIPPED_LEVEL.format(level=heading.level, previous=previous)
            detail = {"level": heading.level, "previous": previous, "text": heading.text[:200]}
            problems.append(
                problem(HEADING_OUTLINE, WARNING, message, document, heading.section, detail)
            )
        previous = heading.level
    return problems
