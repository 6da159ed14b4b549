"""Page bundles are served as finished bytes with a strong ETag; If-None-Match gets 304."""

import orjson
import pytest

from api.sites import answers

BUNDLE = "/api/services/websites/v1/page-bundle"


def get(client, path, **headers):
    return client.get(BUNDLE, params={"path": path}, headers=headers)


@pytest.fixture
def renders(monkeypatch):
    """Every value `answers` renders to JSON, in order."""
    seen = []
    original = answers.render_json

    def spy(content):
        seen.append(content)
        return original(content)

    monkeypatch.setattr(answers, "render_json", spy)
    return seen


def test_bundles_carry_a_stable_strong_etag(make_client, sites):
    first = get(make_client(), "/over-ons")
    etag = first.headers["etag"]
    assert etag.startswith('"') and len(etag) > 10
    assert get(make_client(), "/over-ons").headers["etag"] == etag  # another process
    assert get(make_client(), "/contact").headers["etag"] != etag
    assert first.headers["content-type"] == "application/json"
    assert first.headers["content-length"] == str(len(first.content))


def test_the_bytes_are_exactly_orjsons_rendering_of_the_bundle(client, sites):
    for path in ("/", "/over-ons", "/bestaat-niet"):
        body = get(client, path).content
        assert orjson.dumps(orjson.loads(body)) == body


def test_a_matching_if_none_match_answers_304_without_a_body(client, sites):
    etag = get(client, "/over-ons").headers["etag"]
    for header in (etag, f"W/{etag}", f'"ander", {etag}', "*"):
        response = get(client, "/over-ons", **{"if-none-match": header})
        assert response.status_code == 304, header
        assert response.content == b""
        assert response.headers["etag"] == etag
        assert response.headers["cache-control"] == "no-store"


def test_a_different_etag_gets_the_full_bundle(client, sites):
    etag = get(client, "/over-ons").headers["etag"]
    response = get(client, "/contact", **{"if-none-match": etag})
    assert response.status_code == 200
    assert response.json()["page"]["path"] == "/contact"
    assert get(client, "/over-ons", **{"if-none-match": '"iets-anders"'}).status_code == 200


def test_404_bundles_have_no_etag_and_ignore_if_none_match(client, sites):
    # RFC 9110 13.2.1: preconditions do not apply to an answer other than 2xx.
    response = get(client, "/bestaat-niet", **{"if-none-match": "*"})
    assert response.status_code == 404
    assert "etag" not in response.headers
    assert response.json()["canonical_url"] == "https://demo.site.local/bestaat-niet"


def test_hits_do_not_render_json_again(client, sites, renders):
    body = get(client, "/over-ons").content
    assert renders, "a miss renders the bundle"
    renders.clear()
    assert get(client, "/over-ons").content == body
    assert get(client, "/over-ons/", **{"if-none-match": "*"}).status_code == 304
    assert renders == []


def test_a_404_hit_renders_only_the_requested_path(client, sites, renders):
    get(client, "/eerste-onbekende")
    renders.clear()
    response = get(client, '/nog-een/\u00e9"x')
    assert renders == ['/nog-een/\u00e9"x']
    assert response.json()["canonical_url"] == 'https://demo.site.local/nog-een/\u00e9"x'


def _without_request_id(response) -> list[tuple[str, str]]:
    return [(name, value) for name, value in response.headers.items() if name != "x-request-id"]


def test_a_hit_answers_what_the_miss_answered(client, sites):
    miss = get(client, "/over-ons")
    hit = get(client, "/over-ons")
    assert hit.status_code == miss.status_code == 200
    assert _without_request_id(hit) == _without_request_id(miss)
    assert hit.content == miss.content
    assert len(hit.headers["x-request-id"]) == 32
    assert hit.headers["x-request-id"] != miss.headers["x-request-id"]


def test_head_and_other_methods_of_a_cached_bundle(client, sites):
    body = get(client, "/over-ons").content
    head = client.head(BUNDLE, params={"path": "/over-ons"})
    assert head.status_code == 200
    assert head.content == b""
    assert head.headers["content-length"] == str(len(body))
    assert client.post(BUNDLE, params={"path": "/over-ons"}).status_code == 405


def test_a_preview_token_is_never_answered_from_the_cache(client, sites):
    assert get(client, "/").status_code == 200
    refused = get(client, "/", **{"x-preview-token": "niet-geldig"})
    assert refused.status_code == 403
    assert "errors" in refused.json()
