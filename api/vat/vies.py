"""One question to the EU's VIES REST service, read the way the service really answers.

VIES reports trouble in three ways: an HTTP error status, an `errorWrappers` list
(`{"actionSucceed": false, "errorWrappers": [{"error": "MS_UNAVAILABLE"}]}`), or an
HTTP 200 whose `userError` is not VALID/INVALID (`{"valid": false, "userError":
"MS_UNAVAILABLE"}`). Only a clear VALID/INVALID counts as an answer: a member state
that is down must never make a number invalid.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

import httpx

logger = logging.getLogger("api.vat")

# Codes after which VIES asks to come back in a moment: one retry.
THROTTLE_CODES = frozenset(
    {
        "MS_MAX_CONCURRENT_REQ",
        "MS_MAX_CONCURRENT_REQ_TIME",
        "GLOBAL_MAX_CONCURRENT_REQ",
        "GLOBAL_MAX_CONCURRENT_REQ_TIME",
    }
)
THROTTLE_STATUSES = frozenset({429, 503})
# The number itself is refused (VIES's own format check disagrees with ours).
INVALID_CODES = frozenset({"INVALID", "INVALID_INPUT"})
# The shop's own VAT number (the requester) is refused: ask again without it.
REQUESTER_CODES = frozenset({"INVALID_REQUESTER_INFO"})
RETRY_DELAY_SECONDS = 0.25
# VIES writes this where a member state does not disclose a trader's name.
UNDISCLOSED = "---"


@dataclass(frozen=True)
class ViesAnswer:
    status: str  # "valid" | "invalid" | "unavailable"
    request_date: str | None = None
    identifier: str | None = None
    name: str | None = None


UNAVAILABLE = ViesAnswer("unavailable")
# Outcomes that are no answer yet.
_THROTTLED = "throttled"
_REQUESTER_REFUSED = "requester"


def ask_vies(
    base_url: str,
    country_code: str,
    vat_number: str,
    requester: tuple[str, str] | None,
    timeout: float,
) -> ViesAnswer:
    """POSTs `{base_url}/check-vat-number`; at most two requests (throttle or requester retry)."""
    payload = {
        "countryCode": country_code,
        "vatNumber": vat_number,
        "requesterMemberStateCode": requester[0] if requester else "",
        "requesterNumber": requester[1] if requester else "",
    }
    url = f"{base_url.rstrip('/')}/check-vat-number"
    with httpx.Client(timeout=timeout) as client:
        for attempt in (1, 2):
            outcome = _exchange(client, url, payload)
            if isinstance(outcome, ViesAnswer):
                return outcome
            if attempt == 2:
                break
            if outcome == _REQUESTER_REFUSED:
                logger.warning("VIES refused the shop's VAT number as requester; asking without")
                payload["requesterMemberStateCode"] = payload["requesterNumber"] = ""
            else:
                time.sleep(RETRY_DELAY_SECONDS)
    logger.warning("VIES stayed busy for %s%s", country_code, vat_number)
    return UNAVAILABLE


def _exchange(client: httpx.Client, url: str, payload: dict) -> ViesAnswer | str:
    try:
        response = client.post(url, json=payload, headers={"accept": "application/json"})
    except httpx.HTTPError as error:
        logger.warning("VIES not reachable: %r", error)
        return UNAVAILABLE
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict):
        outcome = _read(body)
        if outcome is not None:
            return outcome
    if response.status_code in THROTTLE_STATUSES:
        return _THROTTLED
    logger.warning("VIES answered %s without a verdict", response.status_code)
    return UNAVAILABLE


def _read(body: dict) -> ViesAnswer | str | None:
    wrappers = body.get("errorWrappers")
    codes = [
        str(wrapper["error"])
        for wrapper in wrappers or ()
        if isinstance(wrapper, dict) and wrapper.get("error")
    ]
    user_error = body.get("userError")
    if user_error and user_error != "VALID":
        codes.append(str(user_error))
    for code in codes:
        if code in THROTTLE_CODES:
            return _THROTTLED
        if code in REQUESTER_CODES:
            return _REQUESTER_REFUSED
        if code in INVALID_CODES:
            return _answer("invalid", body)
    if codes:
        # MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, IP_BLOCKED, ...
        logger.warning("VIES unavailable: %s", ", ".join(codes))
        return UNAVAILABLE
    valid = body.get("valid", body.get("isValid"))
    if isinstance(valid, bool):
        return _answer("valid" if valid else "invalid", body)
    return None


def _answer(status: str, body: dict) -> ViesAnswer:
    name = body.get("name")
    return ViesAnswer(
        status=status,
        request_date=_text(body.get("requestDate")),
        identifier=_text(body.get("requestIdentifier")),
        name=_text(name) if name != UNDISCLOSED else None,
    )


def _text(value: object) -> str | None:
    return str(value) if value not in (None, "") else None
