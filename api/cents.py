"""The column type of money in cents, shared by every model that stores an amount."""

from sqlalchemy import BigInteger, Integer

# bigint on PostgreSQL: an int4 ended at 21,474,836.47 euros (migration 0008). SQLite's
# INTEGER holds 64 bits whatever it is declared as, so its tables stay as they are.
CENTS = BigInteger().with_variant(Integer(), "sqlite")
