"""The public origin of written links and the site paths answered to browsers."""

import pytest

from api.origins import base_origin, site_path


@pytest.mark.parametrize(
    ("value", "origin"),
    [
        ("", ""),
        ("https://Winkel.Example/", "https://winkel.example"),
        ("https://winkel.example:443", "https://winkel.example"),
        ("http://localhost:3000", "http://localhost:3000"),
    ],
)
def test_a_configured_base_url_is_an_origin(value, origin):
    assert base_origin(value) == origin


@pytest.mark.parametrize(
    "value",
    [
        "winkel.example",
        "ftp://winkel.example",
        "https://winkel.example/winkel",
        "https://winkel.example/?a=1",
        "https://user@winkel.example",
        "https://localhost:1@evil.example",
        "https://winkel.example:abc",
    ],
)
def test_anything_more_or_less_is_refused(value):
    with pytest.raises(ValueError):
        base_origin(value)


def test_a_malformed_public_base_url_stops_the_start(make_client):
    with pytest.raises(ValueError):
        make_client(public_base_url="https://localhost:1@evil.example")


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("http://localhost:1@evil.example/bestelling?order=a", "/bestelling?order=a"),
        ("/bestelling", "/bestelling"),
        ("https://a.nl//evil.example", "/"),
        ("https://a.nl/\\evil.example", "/"),
        ("javascript:alert(1)", "/"),
        ("", "/"),
    ],
)
def test_site_path_keeps_only_a_path_of_the_same_site(url, path):
    assert site_path(url) == path
