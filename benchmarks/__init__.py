"""Scripts that measure speed and print figures; run them with `uv run python -m benchmarks.NAME`."""
