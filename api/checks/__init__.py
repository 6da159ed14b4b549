"""The publish check: what the server can see wrong in the drafts (docs/page-editor.md, "Publish check")."""
