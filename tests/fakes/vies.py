"""A local stand-in for the EU VIES REST API (`POST {url}/check-vat-number`).

    with FakeVies() as vies:
        vies.valid("NL123456782B01", name="Bakkerij BV")
        vies.unavailable("BE0403170701")            # HTTP 200 with userError MS_UNAVAILABLE
        vies.throttle_once("DE136695976")           # MS_MAX_CONCURRENT_REQ, then valid
        vies.slow("FR40303265045", seconds=30)      # answers after the client's timeout
        check_vat_number(..., base_url=vies.url)
        vies.calls_for("NL123456782B01")            # the JSON bodies it received

Numbers are written with their VIES prefix ('EL' for Greece). Unknown numbers are
answered as VIES answers a number it does not know: valid false.
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Self

from tests.fakes.http_server import Exchange, LocalHTTPServer

VIES_COUNTRIES = frozenset(
    [
        "AT",
        "BE",
        "BG",
        "CY",
        "CZ",
        "DE",
        "DK",
        "EE",
        "EL",
        "ES",
        "FI",
        "FR",
        "HR",
        "HU",
        "IE",
        "IT",
        "LT",
        "LU",
        "LV",
        "MT",
        "NL",
        "PL",
        "PT",
        "RO",
        "SE",
        "SI",
        "SK",
        "XI",
    ]
)
UNDISCLOSED = "---"


@dataclass
class Behaviour:
    kind: str  # valid | invalid | unavailable | throttle | slow | held
    name: str = UNDISCLOSED
    address: str = UNDISCLOSED
    identifier: str | None = None
    request_date: str | None = None
    code: str = ""
    http_status: int = 200
    style: str = "user_error"  # or "error_wrappers" (actionSucceed false)
    remaining: int = 0  # throttled answers still to give
    then: str = "valid"
    seconds: float = 0.0


class FakeVies:
    def __init__(self) -> None:
        self.behaviours: dict[str, Behaviour] = {}
        # Requester numbers VIES refuses (INVALID_REQUESTER_INFO), with their prefix.
        self.refused_requesters: set[str] = set()
        self.calls: list[dict] = []
        self.released = threading.Event()
        self._lock = threading.Lock()
        self._arrived = threading.Condition()
        self._server = LocalHTTPServer(self._respond)
        self.url = self._server.url

    def __enter__(self) -> Self:
        self._server.start()
        return self

    def __exit__(self, *_exc) -> None:
        self.released.set()  # slow answers stop waiting
        self._server.stop()

    # Configuration, per number with its prefix ("NL123456782B01").

    def valid(
        self,
        number: str,
        *,
        name: str = "Testbedrijf B.V.",
        address: str = "Straat 1\n1234 AB Plaats",
        identifier: str | None = None,
        request_date: str | None = None,
    ) -> None:
        self.behaviours[number] = Behaviour(
            "valid", name=name, address=address, identifier=identifier, request_date=request_date
        )

    def invalid(self, number: str) -> None:
        self.behaviours[number] = Behaviour("invalid")

    def unavailable(
        self,
        number: str,
        code: str = "MS_UNAVAILABLE",
        *,
        http_status: int = 200,
        style: str = "user_error",
    ) -> None:
        """The member state is down: by default HTTP 200 with `userError`, as VIES does."""
        self.behaviours[number] = Behaviour(
            "unavailable", code=code, http_status=http_status, style=style
        )

    def throttle_once(
        self,
        number: str,
        code: str = "MS_MAX_CONCURRENT_REQ",
        *,
        times: int = 1,
        http_status: int = 200,
        then: str = "valid",
    ) -> None:
        """`times` throttled answers (`code`, or a bare `http_status` 429/503), then `then`."""
        self.behaviours[number] = Behaviour(
            "throttle",
            code=code,
            http_status=http_status,
            remaining=times,
            then=then,
            name="Testbedrijf B.V.",
            address="Straat 1\n1234 AB Plaats",
        )

    def slow(self, number: str, seconds: float = 30.0) -> None:
        """Answers valid only after `seconds` (or when the fake stops), past any client timeout."""
        self.behaviours[number] = Behaviour("slow", seconds=seconds)

    def hold(self, number: str) -> None:
        """Answers valid only once `release()` is called (or the fake stops)."""
        self.behaviours[number] = Behaviour("held")

    def release(self) -> None:
        self.released.set()

    def wait_for_calls(self, count: int, timeout: float = 10.0) -> None:
        with self._arrived:
            if not self._arrived.wait_for(lambda: len(self.calls) >= count, timeout):
                raise AssertionError(f"{len(self.calls)} of {count} VIES calls arrived")

    def calls_for(self, number: str) -> list[dict]:
        with self._arrived:
            return [
                call
                for call in self.calls
                if f"{call.get('countryCode', '')}{call.get('vatNumber', '')}" == number
            ]

    # The service.

    def _respond(self, exchange: Exchange) -> None:
        if exchange.method != "POST" or not exchange.path.endswith("/check-vat-number"):
            exchange.answer(
                404, {"actionSucceed": False, "errorWrappers": [{"error": "NOT_FOUND"}]}
            )
            return
        body = exchange.json()
        if not isinstance(body, dict):
            exchange.answer(400, _errors("INVALID_INPUT"))
            return
        with self._arrived:
            self.calls.append(body)
            self._arrived.notify_all()
        country = str(body.get("countryCode") or "")
        number = str(body.get("vatNumber") or "")
        if country not in VIES_COUNTRIES or not number:
            exchange.answer(400, _errors("INVALID_INPUT"))
            return
        requester = (
            f"{body.get('requesterMemberStateCode') or ''}{body.get('requesterNumber') or ''}"
        )
        if requester in self.refused_requesters:
            exchange.answer(400, _errors("INVALID_REQUESTER_INFO"))
            return
        behaviour = self.behaviours.get(country + number, Behaviour("invalid"))
        kind = behaviour.kind
        if kind == "throttle":
            with self._lock:
                throttled = behaviour.remaining > 0
                behaviour.remaining -= 1
            if throttled:
                if behaviour.http_status != 200 and not behaviour.code:
                    exchange.answer(behaviour.http_status, "Too busy", "text/plain")
                elif behaviour.http_status != 200:
                    exchange.answer(behaviour.http_status, _errors(behaviour.code))
                else:
                    exchange.answer(200, _check(country, number, False, user_error=behaviour.code))
                return
            kind = behaviour.then
        if kind in ("slow", "held"):
            self.released.wait(behaviour.seconds if kind == "slow" else None)
            kind = "valid"
        if kind == "unavailable":
            if behaviour.style == "error_wrappers":
                exchange.answer(behaviour.http_status, _errors(behaviour.code))
            else:
                answer = _check(country, number, False, user_error=behaviour.code)
                exchange.answer(behaviour.http_status, answer)
            return
        valid = kind == "valid"
        identifier = behaviour.identifier
        if identifier is None and requester:
            identifier = "WAPI" + secrets.token_hex(6).upper()
        exchange.answer(
            200,
            _check(
                country,
                number,
                valid,
                name=behaviour.name if valid else UNDISCLOSED,
                address=behaviour.address if valid else UNDISCLOSED,
                identifier=identifier or "",
                request_date=behaviour.request_date,
                user_error="VALID" if valid else "INVALID",
            ),
        )


def _errors(code: str) -> dict:
    return {"actionSucceed": False, "errorWrappers": [{"error": code, "message": None}]}


def _check(
    country: str,
    number: str,
    valid: bool,
    *,
    name: str = UNDISCLOSED,
    address: str = UNDISCLOSED,
    identifier: str = "",
    request_date: str | None = None,
    user_error: str,
) -> dict:
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    return {
        "countryCode": country,
        "vatNumber": number,
        "requestDate": request_date or now,
        "valid": valid,
        "requestIdentifier": identifier,
        "name": name,
        "address": address,
        "traderName": "",
        "traderStreet": "",
        "traderPostalCode": "",
        "traderCity": "",
        "traderCompanyType": "",
        "traderNameMatch": "NOT_PROCESSED",
        "traderStreetMatch": "NOT_PROCESSED",
        "traderPostalCodeMatch": "NOT_PROCESSED",
        "traderCityMatch": "NOT_PROCESSED",
        "traderCompanyTypeMatch": "NOT_PROCESSED",
        "userError": user_error,
    }
