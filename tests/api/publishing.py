"""Publishing owner drafts from tests (docs/publishing.md)."""

from __future__ import annotations

OWNER = "/api/owner/v1/projects"


def publish(client, project_id: int, headers: dict, *items: tuple[str, object]) -> dict:
    """Publishes the drafts of `items` ((kind, id) pairs; none: every draft) as one
    release; answers the release."""
    body = {"items": [{"kind": kind, "id": id_} for kind, id_ in items]} if items else {}
    response = client.post(f"{OWNER}/{project_id}/publish", json=body, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()["release"]


def publish_in(session, project_id: int, *items: tuple[str, object]) -> None:
    """Publishes drafts within a unit of work (fixtures that write through services);
    a document without changes is left as it is."""
    from api.drafts import has_unpublished_changes
    from api.releases.kinds import KINDS
    from api.releases.service import publish as publish_release

    pending = [
        {"kind": kind, "id": str(id_)}
        for kind, id_ in items
        if has_unpublished_changes(KINDS[kind].find(session, project_id, str(id_)))
    ]
    if pending:
        publish_release(session, project_id, pending)
