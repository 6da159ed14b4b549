"""The VIES gate: questions on threads of their own, bounded in total and per client;
over a limit the verdict is 'unavailable' at once, without asking VIES."""

from __future__ import annotations

import asyncio
import threading

from api.vat import VatCheck, ViesGate, check_vat_number
from tests.fakes.vies import FakeVies

NUMBER = "NL123456782B01"


def belgian_number(index: int) -> str:
    base = 4_031_707 + index
    return f"BE0{base}{97 - base % 97:02d}"


def asking(gate: ViesGate, vies: FakeVies, number: str, client: str = "203.0.113.9"):
    country = "NL" if number.startswith("NL") else "BE"
    return gate.check(
        check_vat_number, number, country=country, base_url=vies.url, requester="", client=client
    )


def ask(gate: ViesGate, vies: FakeVies, number: str, client: str = "203.0.113.9") -> VatCheck:
    return asyncio.run(asking(gate, vies, number, client))


def test_a_full_gate_answers_unavailable_at_once_without_asking(vies: FakeVies) -> None:
    gate = ViesGate(total=2, per_client=100)
    numbers = [belgian_number(index) for index in range(3)]
    for number in numbers:
        vies.hold(number)

    async def three_at_once() -> list[VatCheck]:
        held = [
            asyncio.ensure_future(asking(gate, vies, number, f"198.51.100.{index}"))
            for index, number in enumerate(numbers[:2])
        ]
        await asyncio.to_thread(vies.wait_for_calls, 2)
        # Both slots are taken by questions VIES holds: the third is not asked.
        third = await asking(gate, vies, numbers[2], "198.51.100.9")
        assert (third.status, third.number) == ("unavailable", numbers[2])
        assert not any(task.done() for task in held)
        vies.release()
        return [*await asyncio.gather(*held), third]

    results = asyncio.run(three_at_once())
    assert [result.status for result in results] == ["valid", "valid", "unavailable"]
    assert vies.calls_for(numbers[2]) == []
    # The slots are free again.
    vies.valid(numbers[2])
    assert ask(gate, vies, numbers[2]).status == "valid"


def test_a_client_asks_a_limited_number_of_new_questions(vies: FakeVies) -> None:
    gate = ViesGate(total=4, per_client=2)
    numbers = [belgian_number(index) for index in range(3)]
    for number in numbers:
        vies.valid(number)
    assert [ask(gate, vies, number).status for number in numbers] == [
        "valid", "valid", "unavailable"]  # fmt: skip
    assert vies.calls_for(numbers[2]) == []
    assert ask(gate, vies, numbers[2], client="198.51.100.7").status == "valid"


def test_known_verdicts_pass_without_a_slot_or_budget(vies: FakeVies) -> None:
    gate = ViesGate(total=1, per_client=1)
    vies.valid(NUMBER)
    assert ask(gate, vies, NUMBER).status == "valid"
    for _ in range(3):
        assert ask(gate, vies, NUMBER).status == "valid"  # remembered
        assert ask(gate, vies, "NL123").status == "invalid"  # offline
    assert len(vies.calls) == 1


def test_the_question_runs_on_a_thread_of_the_gate(vies: FakeVies) -> None:
    seen: list[str] = []

    def check(number, **options) -> VatCheck:
        seen.append(threading.current_thread().name)
        return check_vat_number(number, **options)

    vies.valid(NUMBER)
    gate = ViesGate(total=1, per_client=1)
    result = asyncio.run(
        gate.check(check, NUMBER, country="NL", base_url=vies.url, requester="", client="x")
    )
    assert result.status == "valid"
    assert seen and seen[0].startswith("vies")
