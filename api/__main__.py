"""Command line: `python -m api <command>` (migrate, serve, import-site, export-site,
load-demo, create-account)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import orjson
from sqlalchemy.exc import OperationalError

from api.accounts.models import Role
from api.accounts.service import grant, save_account
from api.cache import Change, Purger
from api.database import create_database_engine, session_scope
from api.errors import ApiError
from api.migrations import upgrade
from api.projects.schemas import normalise_host
from api.projects.service import find_project_by_domain
from api.settings import Settings
from api.sites.transfer import export_site, import_site


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m api", description="Site builder API")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply the database migrations")
    serve = commands.add_parser("serve", help="run the API with uvicorn")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    importer = commands.add_parser("import-site", help="import a site document")
    importer.add_argument("file", type=Path)
    importer.add_argument("--host", required=True, help="live domain of the project")
    importer.add_argument("--replace", action="store_true", help="replace an existing site")
    exporter = commands.add_parser("export-site", help="export a site document")
    exporter.add_argument("--host", required=True)
    exporter.add_argument("--output", type=Path, help="file to write (default: stdout)")
    commands.add_parser("load-demo", help="migrate and load the demo sites into an empty database")
    account = commands.add_parser("create-account", help="create an owner account")
    account.add_argument("--email", required=True)
    account.add_argument("--password", required=True)
    account.add_argument("--host", required=True, help="live domain of the project")
    account.add_argument("--role", choices=[role.value for role in Role], default="owner")
    return parser


def _print_errors(error: ApiError) -> None:
    for field, messages in error.errors.items():
        for message in messages:
            print(f"{field}: {message}", file=sys.stderr)


def _import(settings: Settings, engine, args) -> int:
    try:
        data = orjson.loads(args.file.read_bytes())
    except (OSError, orjson.JSONDecodeError) as error:
        print(f"Kan {args.file} niet lezen als JSON: {error}", file=sys.stderr)
        return 1
    with session_scope(engine) as session:
        result = import_site(session, data, args.host, replace=args.replace)
    Purger(settings.purge_urls).purge_blocking(Change.project(result.project_id).purge_keys)
    action = "aangemaakt" if result.created else "vervangen"
    print(
        f"Site {normalise_host(args.host)} {action} (project {result.project_id}): "
        f"{result.pages} pagina's, {result.menus} menu's, {result.forms} formulieren, "
        f"{result.templates} templates."
    )
    return 0


def _export(engine, args) -> int:
    with session_scope(engine) as session:
        project = find_project_by_domain(session, normalise_host(args.host))
        if project is None:
            raise ApiError(404, {"host": [f"Er is geen project op {args.host}."]})
        document = export_site(session, project.id)
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def _create_account(engine, args) -> int:
    with session_scope(engine) as session:
        project = find_project_by_domain(session, normalise_host(args.host))
        if project is None:
            raise ApiError(404, {"host": [f"Er is geen project op {args.host}."]})
        account, created = save_account(session, args.email, args.password)
        grant(session, account.id, project.id, Role(args.role))
    state = "aangemaakt" if created else "bijgewerkt"
    print(f"Account {account.email} {state}: {args.role} van {project.domain_live}.")
    return 0


def _load_demo(engine) -> int:
    from api.demo import ACCOUNTS, DEMO_PASSWORD, PAGE_PASSWORD, load_demo

    result = load_demo(engine)
    if not result.loaded:
        print("De database bevat al projecten; de demo is niet opnieuw geladen.")
        return 0
    print("Demo geladen: " + ", ".join(result.hosts) + " (localhost toont de demo).")
    for email, _name, role in ACCOUNTS:
        print(f"  {role.value}: {email} / {DEMO_PASSWORD}")
    print(f"  wachtwoord van /besloten: {PAGE_PASSWORD}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    settings = Settings.from_env()
    if args.command == "serve":
        import uvicorn

        from api.app import create_app

        # Forwarded headers are judged by api/tenancy.py (FORWARDED_ALLOW_IPS), not by uvicorn.
        uvicorn.run(create_app(settings), host=args.host, port=args.port, proxy_headers=False)
        return 0
    engine = create_database_engine(settings.database_url)
    try:
        # Every data command works on a database at the latest migration, so a first
        # `import-site` on a new database needs no separate `migrate` (it is idempotent).
        upgrade(engine)
        if args.command == "migrate":
            print("Database bijgewerkt naar de laatste migratie.")
            return 0
        if args.command == "import-site":
            return _import(settings, engine, args)
        if args.command == "export-site":
            return _export(engine, args)
        if args.command == "create-account":
            return _create_account(engine, args)
        return _load_demo(engine)
    except ApiError as error:
        _print_errors(error)
        return 1
    except OperationalError as error:
        print(f"De database is niet bereikbaar: {error.orig}", file=sys.stderr)
        return 1
    finally:
        engine.dispose()


if __name__ == "__main__":
    sys.exit(main())
