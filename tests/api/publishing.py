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
