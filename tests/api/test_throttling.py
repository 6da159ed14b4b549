"""AttemptThrottle and LoginThrottle: a key is blocked after `limit` attempts in the window,
also when the attempts arrive in parallel."""

import threading
from concurrent.futures import ThreadPoolExecutor

import httpx

from api.app import create_app
from api.throttling import AttemptThrottle, LoginThrottle, wait_message
from tests.api.live_server import live_server

UNLOCK = "/api/services/websites/v1/secured/page-designer/get"
LOGIN = "/api/owner/v1/login"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_blocks_after_the_limit_and_frees_when_the_window_passes():
    clock = Clock()
    throttle = AttemptThrottle(limit=3, window=600, clock=clock)
    for _ in range(2):
        throttle.fail("ip")
        clock.now += 10
    assert throttle.retry_after("ip") == 0
    throttle.fail("ip")
    # The oldest of the three failures was 20 s ago: it leaves the window in 580 s.
    assert throttle.retry_after("ip") == 580
    assert throttle.retry_after("other-ip") == 0
    clock.now += 580
    assert throttle.retry_after("ip") == 0


def test_clear_forgets_failures():
    throttle = AttemptThrottle(limit=1, window=60, clock=Clock())
    throttle.fail("ip")
    assert throttle.retry_after("ip") > 0
    throttle.clear("ip")
    assert throttle.retry_after("ip") == 0


def test_wait_message_rounds_up_to_minutes():
    assert wait_message(899) == "Te veel pogingen. Probeer het over 15 minuten opnieuw."
    assert wait_message(5) == "Te veel pogingen. Probeer het over 1 minuut opnieuw."


def test_reserve_counts_the_attempt_in_the_same_step_as_the_check():
    throttle = AttemptThrottle(limit=2, window=60, clock=Clock())
    assert throttle.reserve("ip") == 0
    assert throttle.reserve("ip") == 0
    assert throttle.reserve("ip") == 60
    throttle.release("ip")
    assert throttle.reserve("ip") == 0


def test_login_throttle_limits_the_address_over_all_accounts_and_each_account():
    throttle = LoginThrottle(per_address=3, per_account=2, window=60)
    assert throttle.reserve("203.0.113.1", "a@example.nl") == 0
    assert throttle.reserve("203.0.113.1", "a@example.nl") == 0
    # The account is blocked from every address, and the refusal costs the address nothing.
    assert throttle.reserve("198.51.100.9", "a@example.nl") > 0
    assert throttle.reserve("203.0.113.1", "b@example.nl") == 0
    # Three guesses from one address, whatever the accounts: the fourth account is refused.
    assert throttle.reserve("203.0.113.1", "c@example.nl") > 0
    assert throttle.reserve("198.51.100.9", "c@example.nl") == 0


def test_a_successful_login_does_not_reset_the_address():
    throttle = LoginThrottle(per_address=2, per_account=2, window=60)
    assert throttle.reserve("203.0.113.1", "eigen@example.nl") == 0
    throttle.succeeded("203.0.113.1", "eigen@example.nl")
    assert throttle.reserve("203.0.113.1", "ander@example.nl") == 0
    assert throttle.reserve("203.0.113.1", "eigen@example.nl") == 0
    throttle.succeeded("203.0.113.1", "eigen@example.nl")
    assert throttle.reserve("203.0.113.1", "derde@example.nl") == 0
    assert throttle.reserve("203.0.113.1", "vierde@example.nl") > 0


def _parallel(count: int, send) -> list[int]:
    """Sends `count` requests at once (each thread waits at a barrier) and returns the
    statuses."""
    barrier = threading.Barrier(count)

    def one(index: int) -> int:
        barrier.wait()
        return send(index).status_code

    with ThreadPoolExecutor(max_workers=count) as pool:
        return list(pool.map(one, range(count)))


def test_parallel_page_password_guesses_are_limited(make_settings, engine, sites):
    app = create_app(make_settings(password_attempts=5), engine=engine)
    body = {"website_id": sites.demo, "page_id": "/besloten", "password": "fout"}
    with live_server(app) as url, httpx.Client(base_url=url, timeout=60) as http:
        statuses = _parallel(50, lambda _i: http.post(UNLOCK, json=body))
    # Five guesses are tried (422 wrong password), every other one is refused unchecked.
    assert statuses.count(422) == 5
    assert statuses.count(429) == 45


def test_parallel_login_guesses_are_limited(make_settings, engine, sites):
    app = create_app(make_settings(password_attempts=5), engine=engine)
    body = {"email": "eigenaar@demo.site.local", "password": "fout"}
    with live_server(app) as url, httpx.Client(base_url=url, timeout=60) as http:
        statuses = _parallel(50, lambda _i: http.post(LOGIN, json=body))
    assert statuses.count(401) == 5
    assert statuses.count(429) == 45


def test_one_address_cannot_try_many_accounts(make_client, sites):
    client = make_client(password_attempts=5, login_address_attempts=10)
    statuses = [
        client.post(LOGIN, json={"email": f"gok{n}@demo.site.local", "password": "x"}).status_code
        for n in range(40)
    ]
    assert statuses[:10] == [401] * 10
    assert set(statuses[10:]) == {429}
    # The accounts themselves are not locked for somebody at another address.
    other = client.post(
        LOGIN,
        json={"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"},
        headers={"x-forwarded-for": "198.51.100.2"},
    )
    assert other.status_code == 200


def test_one_account_is_limited_across_addresses(make_client, sites):
    client = make_client(password_attempts=3)
    body = {"email": "eigenaar@demo.site.local", "password": "fout"}
    statuses = [
        client.post(LOGIN, json=body, headers={"x-forwarded-for": f"203.0.113.{n}"}).status_code
        for n in range(1, 6)
    ]
    assert statuses == [401, 401, 401, 429, 429]
