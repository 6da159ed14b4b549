"""Drawing the demo bakery's media (run `uv run python -m scripts.demo_media`).

A development tool, not part of the running API: its output in
`ssr/public/media/demo/` is committed and served by the SSR server.
"""
