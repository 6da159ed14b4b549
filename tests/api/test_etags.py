"""Strong ETags and the If-None-Match comparison of RFC 9110."""

import pytest

from api.etags import none_match, strong_etag


def test_a_strong_etag_is_a_quoted_hash_of_exactly_the_bytes():
    tag = strong_etag(b'{"a":1}')
    assert tag.startswith('"') and tag.endswith('"') and not tag.startswith("W/")
    assert tag == strong_etag(b'{"a":1}')
    assert tag != strong_etag(b'{"a":2}')


@pytest.mark.parametrize(
    "header",
    ['"abc"', 'W/"abc"', '"x", "abc"', '"x",W/"abc" , "y"', "*", " * ", '"a,b", "abc"'],
)
def test_matching_if_none_match_headers(header):
    assert none_match(header, '"abc"')


@pytest.mark.parametrize(
    "header", [None, "", '"abcd"', '"ab"', "abc", 'W/"x", "y"', '"*"', '"a,"abc""']
)
def test_headers_that_do_not_match(header):
    assert not none_match(header, '"abc"')


def test_long_headers_and_repeated_ones_get_the_same_verdict():
    long_list = ", ".join(f'"tag-{number}"' for number in range(100))
    assert len(long_list) > 512
    assert not none_match(long_list, '"abc"')
    assert none_match(long_list + ', "abc"', '"abc"')
    for _ in range(2):  # the second verdict is the remembered one
        assert none_match('"x", "abc"', '"abc"') and not none_match('"x", "abc"', '"x2"')
