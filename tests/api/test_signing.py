"""api/signing.py: signatures over facts, and keys made once and kept in the database
(the preview key per purpose, the files domain's in its own table)."""

from __future__ import annotations

from api.database import session_scope
from api.files.models import FILE_SIGNING_KEY_ID, FileSigningKey
from api.signing import SigningKey, is_valid, key_for, signature, stored_secret


def test_a_signature_covers_every_fact():
    made = signature(b"geheim", "put", 12, "a/b.jpg")
    assert is_valid(b"geheim", made, "put", 12, "a/b.jpg")
    assert not is_valid(b"geheim", made, "put", 13, "a/b.jpg")
    assert not is_valid(b"ander", made, "put", 12, "a/b.jpg")
    assert not is_valid(b"geheim", made + "x", "put", 12, "a/b.jpg")
    assert "=" not in made


def test_keys_are_made_once_and_read_by_all(engine):
    with session_scope(engine) as session:
        preview = key_for(session, "preview")
        files = stored_secret(session, FileSigningKey, id=FILE_SIGNING_KEY_ID)
    with session_scope(engine) as session:
        assert key_for(session, "preview") == preview
        assert key_for(session, "ander") != preview
        assert stored_secret(session, FileSigningKey, id=FILE_SIGNING_KEY_ID) == files
        assert stored_secret(session, SigningKey, name="preview") == preview
        assert key_for(session, "preview", configured="ingesteld") == b"ingesteld"
    assert files != preview
    assert len(preview) >= 60
