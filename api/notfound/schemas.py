"""The 404 registration payload: which project missed which URL."""

from __future__ import annotations

from urllib.parse import urlsplit

from api.validation import Errors, read_id, read_text


def path_of(url: str) -> str:
    """The path of an absolute URL or of a path with query; no trailing slash."""
    if "://" in url:
        path = urlsplit(url).path
    else:
        path = url.split("?", 1)[0].split("#", 1)[0]
    path = "/" + path.strip().lstrip("/")
    return path.rstrip("/") or "/"


def read_registration(data: dict) -> tuple[Errors, dict]:
    errors = Errors()
    website_id = read_id(errors, data, "website_id")
    project_id = read_id(errors, data, "project_id")
    url = read_text(errors, data, "url", "", max_length=2000, required=True)
    path = path_of(url) if url else ""
    if len(path) > 1000:
        errors.add("url", "Mag maximaal 1000 tekens lang zijn.")
    return errors, {"website_id": website_id, "project_id": project_id, "path": path}
