from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from api.vat import EU_COUNTRIES, VatCheck, check_vat_number, split_number
from tests.api.live_server import closed_port
from tests.fakes.vies import FakeVies

NUMBER = "NL123456782B01"  # correct check digits
SHOP = "NL000099998B57"


def check(vies: FakeVies, number: str, country: str = "NL", **options) -> VatCheck:
    return check_vat_number(number, country=country, base_url=vies.url, **options)


def test_a_valid_number_carries_the_vies_evidence(vies: FakeVies) -> None:
    vies.valid(
        NUMBER,
        name="Bakkerij De Taart B.V.",
        identifier="WAPIAAAAZ0001",
        request_date="2026-11-24T10:00:00.000Z",
    )
    result = check(vies, "nl 1234.56.782 b01", requester=SHOP)
    assert result == VatCheck(
        status="valid",
        country="NL",
        number=NUMBER,
        request_date="2026-11-24T10:00:00.000Z",
        identifier="WAPIAAAAZ0001",
        name="Bakkerij De Taart B.V.",
    )
    assert vies.calls == [
        {
            "countryCode": "NL",
            "vatNumber": "123456782B01",
            "requesterMemberStateCode": "NL",
            "requesterNumber": "000099998B57",
        }
    ]


def test_a_number_without_prefix_belongs_to_the_invoice_country(vies: FakeVies) -> None:
    vies.valid("BE0403170701")
    result = check(vies, "0403.170.701", country="BE")
    assert (result.status, result.country, result.number) == ("valid", "BE", "BE0403170701")
    assert result.request_date  # VIES's own date when no date was configured


def test_a_number_of_another_member_state_is_invalid_for_the_invoice_country(
    vies: FakeVies,
) -> None:
    vies.valid("DE136695976")
    vies.valid("BE0403170701")
    for typed, country in (("DE 136 695 976", "NL"), ("BE0403170701", "NL"), ("NL123", "BE")):
        result = check(vies, typed, country=country)
        assert result.status == "invalid"
    assert (result.country, result.number) == ("NL", "NL123")
    assert vies.calls == []
    assert check(vies, "DE 136 695 976", country="de").status == "valid"


def test_greece_is_el_for_vies_and_gr_as_country(vies: FakeVies) -> None:
    vies.valid("EL094259216")
    for typed in ("094259216", "GR094259216", "EL 094259216", "gr 094259216"):
        result = check(vies, typed, country="GR")
        assert (result.status, result.country, result.number) == ("valid", "GR", "EL094259216")
    assert vies.calls[0]["countryCode"] == "EL"
    assert check(vies, "EL094259216", country="NL").status == "invalid"


@pytest.mark.parametrize(
    ("typed", "country"),
    [("NL123456789B01", "NL"), ("12345", "BE"), ("", "NL"), ("123456782B01", "CH"), ("DE", "NL")],
)
def test_a_malformed_number_is_invalid_at_once_without_asking_vies(
    vies: FakeVies, typed: str, country: str
) -> None:
    vies.valid(NUMBER)
    assert check(vies, typed, country=country).status == "invalid"
    assert vies.calls == []


def test_a_number_vies_does_not_know_is_invalid(vies: FakeVies) -> None:
    vies.invalid(NUMBER)
    result = check(vies, NUMBER)
    assert (result.status, result.name) == ("invalid", None)
    assert len(vies.calls) == 1


def test_a_member_state_that_is_down_makes_the_check_unavailable_not_invalid(
    vies: FakeVies,
) -> None:
    vies.unavailable(NUMBER, "MS_UNAVAILABLE")  # HTTP 200 with userError, as VIES answers
    assert check(vies, NUMBER).status == "unavailable"
    # Never remembered: the next check asks again.
    assert check(vies, NUMBER).status == "unavailable"
    assert len(vies.calls) == 2


@pytest.mark.parametrize("code", ["TIMEOUT", "SERVICE_UNAVAILABLE", "MS_UNAVAILABLE"])
def test_service_errors_as_error_wrappers_are_unavailable(vies: FakeVies, code: str) -> None:
    vies.unavailable(NUMBER, code, http_status=500, style="error_wrappers")
    assert check(vies, NUMBER).status == "unavailable"
    assert len(vies.calls) == 1


@pytest.mark.parametrize(
    ("code", "http_status"),
    [
        ("MS_MAX_CONCURRENT_REQ", 200),
        ("GLOBAL_MAX_CONCURRENT_REQ", 200),
        ("GLOBAL_MAX_CONCURRENT_REQ", 500),
        ("", 429),
        ("", 503),
    ],
)
def test_a_throttled_check_is_retried_once(vies: FakeVies, code: str, http_status: int) -> None:
    vies.throttle_once(NUMBER, code, http_status=http_status)
    assert check(vies, NUMBER).status == "valid"
    assert len(vies.calls_for(NUMBER)) == 2


def test_throttled_twice_is_unavailable(vies: FakeVies) -> None:
    vies.throttle_once(NUMBER, "MS_MAX_CONCURRENT_REQ", times=2)
    assert check(vies, NUMBER).status == "unavailable"
    assert len(vies.calls) == 2


def test_no_answer_within_the_timeout_is_unavailable(vies: FakeVies) -> None:
    vies.slow(NUMBER)
    assert check(vies, NUMBER, timeout=0.3).status == "unavailable"
    assert len(vies.calls) == 1


def test_an_unreachable_service_is_unavailable() -> None:
    with closed_port() as port:
        base_url = f"http://127.0.0.1:{port}"
        assert check_vat_number(NUMBER, country="NL", base_url=base_url).status == "unavailable"


def test_verdicts_are_remembered_briefly(vies: FakeVies) -> None:
    vies.valid(NUMBER)
    vies.invalid("BE0403170701")
    for _ in range(3):
        assert check(vies, "NL123456782B01").status == "valid"
        assert check(vies, "BE 0403 170 701", country="BE").status == "invalid"
    assert len(vies.calls) == 2


def test_a_refused_requester_number_does_not_block_the_check(vies: FakeVies) -> None:
    vies.valid(NUMBER)
    vies.refused_requesters.add(SHOP)
    result = check(vies, NUMBER, requester=SHOP)
    assert result.status == "valid"
    assert [call["requesterNumber"] for call in vies.calls] == ["000099998B57", ""]


def test_a_malformed_requester_number_is_left_out(vies: FakeVies) -> None:
    vies.valid(NUMBER)
    check(vies, NUMBER, requester="NL-nonsense")
    assert vies.calls[0]["requesterNumber"] == ""


def test_split_number() -> None:
    assert split_number(" nl.8047-90/830 b01 ", "BE") == ("NL", "804790830B01")
    assert split_number("094259216", "GR") == ("EL", "094259216")


def test_the_27_member_states_have_dutch_names() -> None:
    assert len(EU_COUNTRIES) == 27
    assert EU_COUNTRIES["NL"] == "Nederland"
    assert EU_COUNTRIES["BE"] == "België"
    assert EU_COUNTRIES["GR"] == "Griekenland"
    assert "GB" not in EU_COUNTRIES


def test_parallel_checks_of_one_number_ask_vies_once(vies: FakeVies) -> None:
    vies.hold(NUMBER)
    with ThreadPoolExecutor(max_workers=10) as pool:
        results = [pool.submit(check, vies, NUMBER) for _ in range(10)]
        vies.wait_for_calls(1)
        vies.release()
        statuses = [result.result().status for result in results]
    assert statuses == ["valid"] * 10
    assert len(vies.calls) == 1
