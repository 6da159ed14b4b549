"""Password hashing with salted scrypt, used for owner accounts and page passwords.

Stored form: `scrypt$<n>$<r>$<p>$<salt b64>$<hash b64>`, so parameters can be raised
later without invalidating existing hashes.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets

N, R, P = 2**14, 8, 1
KEY_LENGTH = 32
PREFIX = "scrypt"
HASH_PATTERN = re.compile(
    r"^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]{8,64})\$([A-Za-z0-9+/=]{16,128})$"
)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _derive(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(
        password.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=KEY_LENGTH, maxmem=2**26
    )


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    digest = _derive(password, salt, N, R, P)
    return f"{PREFIX}${N}${R}${P}${_b64(salt)}${_b64(digest)}"


def is_password_hash(value: str) -> bool:
    match = HASH_PATTERN.match(value)
    if not match:
        return False
    n = int(match.group(1))
    # n must be a power of two above 1, and small enough to verify within maxmem.
    return 1 < n <= 2**17 and n & (n - 1) == 0


def verify_password(password: str, stored: str | None) -> bool:
    if not stored or not is_password_hash(stored):
        return False
    _prefix, n, r, p, salt, digest = stored.split("$")
    try:
        expected = base64.b64decode(digest)
        actual = _derive(password, base64.b64decode(salt), int(n), int(r), int(p))
    except ValueError:
        return False
    return hmac.compare_digest(expected, actual)
