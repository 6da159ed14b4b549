"""Backups of a whole installation (docs/backup.md): the database, taken consistently
while the application writes (SQLite's online backup API, `pg_dump` for PostgreSQL),
and every stored file (the local file and media roots, or the S3 bucket), described by
a manifest with sizes and SHA-256 sums that a restore checks before it writes anything.
"""
