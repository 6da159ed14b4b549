"""Password hashing for owner accounts and page passwords: salted argon2id.

New hashes use argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane), stored
in the standard form `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. Hashes made
before are salted scrypt (`scrypt$16384$8$1$<salt>$<hash>`): they still verify, and an
account's hash is replaced on its next successful login (`needs_rehash`).

Hashes also arrive from outside, in site documents (a page's `password_hash`). Their
parameters decide what one unlock attempt costs, so `is_password_hash` accepts only
the product's own parameter sets, exactly: any other cost is refused. Hashes already
stored under earlier argon2id parameters keep verifying within fixed bounds, so the
cost can be raised without locking anybody out.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError
from argon2.profiles import Parameters

# OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
ARGON2 = Parameters(
    type=Type.ID,
    version=19,
    salt_len=16,
    hash_len=32,
    time_cost=2,
    memory_cost=19456,
    parallelism=1,
)
# What earlier versions stored; verified (and accepted in imports) but never written.
LEGACY_SCRYPT = (2**14, 8, 1)
SCRYPT_KEY_LENGTH = 32

_SCRYPT_PATTERN = re.compile(
    r"^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{43}=)$"
)
_ARGON2_PATTERN = re.compile(
    r"^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$"
)


def _hasher() -> PasswordHasher:
    # Read at call time, so the parameters can be changed in one place (tests lower them).
    return PasswordHasher.from_parameters(ARGON2)


def hash_password(password: str) -> str:
    return _hasher().hash(password)


def _b64_length(size: int) -> int:
    """Length of unpadded base64 for `size` bytes, as argon2 writes it."""
    return (size * 4 + 2) // 3


def _is_current_argon2(value: str) -> bool:
    match = _ARGON2_PATTERN.match(value)
    if not match:
        return False
    version, memory, time_cost, lanes, salt, digest = match.groups()
    return (
        (int(version), int(memory), int(time_cost), int(lanes))
        == (ARGON2.version, ARGON2.memory_cost, ARGON2.time_cost, ARGON2.parallelism)
        and len(salt) == _b64_length(ARGON2.salt_len)
        and len(digest) == _b64_length(ARGON2.hash_len)
    )


def _is_legacy_scrypt(value: str) -> bool:
    match = _SCRYPT_PATTERN.match(value)
    return bool(match) and tuple(int(part) for part in match.groups()[:3]) == LEGACY_SCRYPT


def is_password_hash(value: object) -> bool:
    """Whether `value` is a hash this product made, with exactly its own parameters."""
    return isinstance(value, str) and (_is_current_argon2(value) or _is_legacy_scrypt(value))


# Stored argon2id hashes made under other (earlier) parameters still verify as long as
# their cost stays within these bounds; they are never accepted from an import.
MAX_STORED_MEMORY_KIB = 256 * 1024
MAX_STORED_TIME_COST = 10
MAX_STORED_LANES = 8


def _is_stored_argon2(value: str) -> bool:
    match = _ARGON2_PATTERN.match(value)
    if not match:
        return False
    memory, time_cost, lanes = (int(part) for part in match.groups()[1:4])
    return (
        memory <= MAX_STORED_MEMORY_KIB
        and time_cost <= MAX_STORED_TIME_COST
        and lanes <= MAX_STORED_LANES
    )


def needs_rehash(stored: str) -> bool:
    return not _is_current_argon2(stored)


def _verify_scrypt(password: str, stored: str) -> bool:
    _prefix, n, r, p, salt, digest = stored.split("$")
    actual = hashlib.scrypt(
        password.encode("utf-8"),
        salt=base64.b64decode(salt),
        n=int(n),
        r=int(r),
        p=int(p),
        dklen=SCRYPT_KEY_LENGTH,
        maxmem=2**26,
    )
    return hmac.compare_digest(base64.b64decode(digest), actual)


def verify_password(password: str, stored: str | None) -> bool:
    """Checks `password` against a stored hash: the current or an earlier argon2id cost
    (within bounds) or the legacy scrypt parameters."""
    if not stored:
        return False
    if _is_legacy_scrypt(stored):
        return _verify_scrypt(password, stored)
    if not _is_stored_argon2(stored):
        return False
    try:
        return _hasher().verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


_dummies: dict[str, str] = {}


def dummy_hash() -> str:
    """A hash of a random password: checked when an account is unknown, so both
    failures take the same time."""
    key = repr(ARGON2)
    if key not in _dummies:
        _dummies[key] = hash_password(secrets.token_hex(8))
    return _dummies[key]
