"""Who else has a document open in the page editor, and which section they edit
(docs/page-editor.md, "Presence")."""
