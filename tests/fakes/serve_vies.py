"""The VIES stand-in as a process of its own, for the browser tests' stacks:

    uv run python -m tests.fakes.serve_vies --valid BE0403170701 --unavailable BE0417497106

prints its URL on the first line of stdout and answers until stdin closes (or it is
stopped). Numbers not named are answered as unknown to VIES (invalid).
"""

from __future__ import annotations

import argparse
import sys

from tests.fakes.vies import FakeVies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--valid", action="append", default=[])
    parser.add_argument("--unavailable", action="append", default=[])
    args = parser.parse_args()
    with FakeVies() as vies:
        for number in args.valid:
            vies.valid(number, name="Testbedrijf B.V.")
        for number in args.unavailable:
            vies.unavailable(number)
        print(vies.url, flush=True)
        sys.stdin.read()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
