"""The outcomes of forms posted without JavaScript (api/forms/outcomes.py): tokens,
lifetime, project scope and clean-up."""

from __future__ import annotations

from datetime import timedelta

from sqlmodel import select

from api.database import session_scope
from api.forms import outcomes
from api.forms.models import FormOutcome
from api.timestamps import utcnow

SENT = outcomes.Outcome("contact", outcomes.SENT, message="Dank je!")


def test_only_the_tokens_digest_is_stored(engine, sites):
    with session_scope(engine) as session:
        token = outcomes.save_outcome(session, sites.demo, SENT)
    with session_scope(engine) as session:
        [row] = session.exec(select(FormOutcome)).all()
        assert token not in row.token_hash
        assert outcomes.read_outcome(session, sites.demo, token).message == "Dank je!"
        assert outcomes.read_outcome(session, sites.second, token) is None
        assert outcomes.read_outcome(session, sites.demo, token + "x") is None


def test_an_outcome_lives_fifteen_minutes_and_is_cleaned_up_after(engine, sites):
    start = utcnow()
    with session_scope(engine) as session:
        token = outcomes.save_outcome(session, sites.demo, SENT, now=start)
        fresh = outcomes.save_outcome(session, sites.demo, SENT, now=start + timedelta(minutes=10))
    later = start + outcomes.LIFETIME - timedelta(seconds=1)
    with session_scope(engine) as session:
        assert outcomes.read_outcome(session, sites.demo, token, now=later) is not None
        assert (
            outcomes.read_outcome(session, sites.demo, token, now=start + outcomes.LIFETIME) is None
        )
        outcomes.forget_expired(session, now=start + outcomes.LIFETIME)
    with session_scope(engine) as session:
        assert len(session.exec(select(FormOutcome)).all()) == 1
        assert outcomes.read_outcome(session, sites.demo, fresh, now=start + outcomes.LIFETIME)


def test_a_post_cleans_up_expired_outcomes(visitor, contact, engine, sites):
    earlier = utcnow() - outcomes.LIFETIME - timedelta(minutes=1)
    with session_scope(engine) as session:
        outcomes.save_outcome(session, sites.demo, SENT, now=earlier)
    data = {"form_id": "contact", "url": "/", "naam": "Anna"}
    visitor.post("/api/services/websites/v1/forms/post", data=data, follow_redirects=False)
    with session_scope(engine) as session:
        assert [row.message for row in session.exec(select(FormOutcome)).all()] == ["Dank je!"]
        assert len(session.exec(select(FormOutcome)).all()) == 1
