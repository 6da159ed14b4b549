"""`python -m api.backup create DIR` and `python -m api.backup restore DIR [--force]`,
with the settings of the environment (DATABASE_URL, FILES_*, MEDIA_ROOT, S3_*)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from api.settings import Settings

from .manifest import BackupRefused
from .service import create, restore


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m api.backup")
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("create", help="back up the database and the stored files")
    make.add_argument("directory", type=Path)
    back = commands.add_parser("restore", help="restore a backup over the current data")
    back.add_argument("directory", type=Path)
    back.add_argument(
        "--force", action="store_true", help="restore over a database migrated further"
    )
    arguments = parser.parse_args(argv)
    settings = Settings.from_env()
    try:
        if arguments.command == "create":
            manifest = create(settings, arguments.directory)
            print(
                f"Backup in {arguments.directory}: {manifest.database_kind} database at "
                f"{manifest.revision}, {len(manifest.files)} files."
            )
        else:
            manifest = restore(settings, arguments.directory, force=arguments.force)
            print(
                f"Restored {arguments.directory} (made {manifest.created_at}): "
                f"{len(manifest.files)} files."
            )
    except BackupRefused as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
