"""AttemptThrottle: a key is blocked after `limit` failures inside the window."""

from api.throttling import AttemptThrottle, wait_message


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
