"""Argon2id hashes for accounts and page passwords; only the product's own parameters."""

import base64
import hashlib

from api.auth.passwords import hash_password, is_password_hash, needs_rehash, verify_password


def _scrypt(password: str, n: int, r: int, p: int) -> str:
    salt = b"0123456789abcdef"
    digest = hashlib.scrypt(password.encode(), salt=salt, n=n, r=r, p=p, dklen=32, maxmem=2**27)
    encoded = [base64.b64encode(part).decode() for part in (salt, digest)]
    return f"scrypt${n}${r}${p}${encoded[0]}${encoded[1]}"


def test_hashes_are_salted_argon2id_and_verify():
    first, second = hash_password("geheim"), hash_password("geheim")
    assert first != second
    assert first.startswith("$argon2id$") and is_password_hash(first)
    assert verify_password("geheim", first) and verify_password("geheim", second)
    assert not verify_password("Geheim", first)
    assert not needs_rehash(first)


def test_legacy_scrypt_hashes_verify_and_ask_for_a_rehash():
    legacy = _scrypt("geheim", 2**14, 8, 1)
    assert is_password_hash(legacy)
    assert verify_password("geheim", legacy) and not verify_password("fout", legacy)
    assert needs_rehash(legacy)


def test_only_the_products_own_parameters_are_accepted():
    # An imported hash decides the cost of every unlock attempt: other costs are refused.
    for costly in (_scrypt("geheim", 2**15, 8, 1), _scrypt("geheim", 2**14, 8, 2)):
        assert not is_password_hash(costly)
        assert not verify_password("geheim", costly)
    current = hash_password("geheim")
    heavier = current.replace("t=", "t=9", 1)
    assert not is_password_hash(heavier) and not verify_password("geheim", heavier)
    bigger = current.replace("$m=", "$m=9", 1)
    assert not is_password_hash(bigger)


def test_an_earlier_argon2id_cost_still_verifies_and_asks_for_a_rehash():
    from argon2 import PasswordHasher

    earlier = PasswordHasher(time_cost=3, memory_cost=12288, parallelism=1).hash("geheim")
    assert verify_password("geheim", earlier) and not verify_password("fout", earlier)
    assert needs_rehash(earlier)
    # Stored, yes; imported, no.
    assert not is_password_hash(earlier)


def test_malformed_hashes_never_verify():
    for stored in (None, "", "geheim", "scrypt$3$8$1$AAAAAAAAAAAA$" + "A" * 44, "md5$abc"):
        assert not verify_password("geheim", stored)
    assert not is_password_hash("scrypt$1024$8$1$kort$kort")
    assert not is_password_hash(["$argon2id$"])
