"""The one host parser: names, addresses and numeric ports only."""

import pytest

from api.hosts import MALFORMED_HOST, MALFORMED_PORT, Host, HostError, normalise_host, parse_host


@pytest.mark.parametrize(
    ("value", "host"),
    [
        ("localhost", Host("localhost")),
        ("LocalHost:3000", Host("localhost", 3000)),
        ("winkel.example.", Host("winkel.example")),
        ("winkel.example.:8443", Host("winkel.example", 8443)),
        ("127.0.0.1:8000", Host("127.0.0.1", 8000)),
        ("[::1]", Host("[::1]")),
        ("[0:0::1]:8000", Host("[::1]", 8000)),
        ("xn--bcher-kva.example:65535", Host("xn--bcher-kva.example", 65535)),
    ],
)
def test_well_formed_hosts(value, host):
    assert parse_host(value) == host


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("localhost:1@evil.example", MALFORMED_PORT),
        ("localhost:abc", MALFORMED_PORT),
        ("localhost:", MALFORMED_PORT),
        ("localhost:0", MALFORMED_PORT),
        ("localhost:65536", MALFORMED_PORT),
        ("localhost:+80", MALFORMED_PORT),
        ("localhost: 80", MALFORMED_PORT),
        ("localhost:٣٠٠٠", MALFORMED_HOST),  # Arabic-Indic digits
        ("localhost:80:81", MALFORMED_PORT),
        ("user@localhost", MALFORMED_HOST),
        ("user:pass@localhost", MALFORMED_PORT),
        ("localhost/pad", MALFORMED_HOST),
        ("localhost\n", MALFORMED_HOST),
        (" localhost", MALFORMED_HOST),
        ("", MALFORMED_HOST),
        ("-start.example", MALFORMED_HOST),
        ("a..b", MALFORMED_HOST),
        ("bücher.example", MALFORMED_HOST),
        ("[::1", MALFORMED_HOST),
        ("[evil.example]", MALFORMED_HOST),
        ("[::1]x", MALFORMED_HOST),
        ("::1", MALFORMED_HOST),
        ("a" * 64 + ".example", MALFORMED_HOST),
    ],
)
def test_anything_else_is_refused_with_a_dutch_message(value, message):
    with pytest.raises(HostError) as refused:
        parse_host(value)
    assert refused.value.message == message


def test_netloc_leaves_out_the_schemes_default_port():
    assert Host("winkel.example", 443).netloc("https") == "winkel.example"
    assert Host("winkel.example", 443).netloc("http") == "winkel.example:443"
    assert Host("[::1]", 8000).netloc("http") == "[::1]:8000"


def test_normalise_host_gives_nothing_for_a_malformed_host():
    # Site imports and the command line check the result: '' is never a valid domain.
    assert normalise_host(" Winkel.Example.:8080 ") == "winkel.example"
    assert normalise_host("localhost:1@evil.example") == ""
