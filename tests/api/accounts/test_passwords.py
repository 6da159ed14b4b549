"""Salted scrypt hashes for accounts and page passwords."""

from api.auth.passwords import hash_password, is_password_hash, verify_password


def test_hashes_are_salted_and_verify():
    first, second = hash_password("geheim"), hash_password("geheim")
    assert first != second
    assert first.startswith("scrypt$") and is_password_hash(first)
    assert verify_password("geheim", first) and verify_password("geheim", second)
    assert not verify_password("Geheim", first)


def test_malformed_hashes_never_verify():
    for stored in (None, "", "geheim", "scrypt$3$8$1$AAAAAAAAAAAA$" + "A" * 44, "md5$abc"):
        assert not verify_password("geheim", stored)
    assert not is_password_hash("scrypt$1024$8$1$kort$kort")
