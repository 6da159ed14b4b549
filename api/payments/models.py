"""The built-in test provider's own payments: a payment service inside the product,
so a purchase can be completed offline (docs/payments.md)."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Field, SQLModel

from api.cents import CENTS
from api.timestamps import TIMESTAMP, utcnow


class TestPayment(SQLModel, table=True):
    __tablename__ = "payment_test_transaction"
    __test__ = False  # not a pytest class

    # 'tst_' + random.
    id: str = Field(primary_key=True, max_length=40)
    amount_cents: int = Field(sa_type=CENTS)
    description: str = Field(default="", max_length=300)
    method: str = Field(default="", max_length=40)
    # open, paid, expired, failed, canceled.
    status: str = Field(default="open", max_length=20)
    redirect_url: str = Field(default="", max_length=2000)
    webhook_url: str = Field(default="", max_length=2000)
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
