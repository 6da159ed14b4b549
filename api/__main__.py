"""Command line: `python -m api <command>` (migrate, migrate-content, serve, import-site,
export-site, load-demo, create-account)."""

from __future__ import annotations

import argparse
import json
import logging
import os
import socket
import sys
import tempfile
from pathlib import Path

import orjson
from sqlalchemy.exc import OperationalError

from api.accounts.models import Role
from api.accounts.service import grant, save_account
from api.cache import Change, Purger
from api.cache.broadcast import broadcast_for
from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA
from api.database import DatabaseMissing, create_database_engine, session_scope
from api.domain_errors import DomainError
from api.draining import exit_quietly_after_drain
from api.errors import ApiError
from api.logs.setup import uvicorn_log_config
from api.media.service import IngestReport, MediaFolders, ingest_local
from api.metrics.exposition import MULTIPROCESS_DIR
from api.migrations import upgrade
from api.migrations.content import BATCH_SIZE, migrate_stored_content
from api.projects.schemas import normalise_host
from api.projects.service import find_project_by_domain
from api.releases.service import live_contents, record_import
from api.settings import Settings
from api.sites.transfer import DocumentLimits, export_site, import_site


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m api", description="Site builder API")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply the database migrations")
    content = commands.add_parser(
        "migrate-content",
        help="rewrite stored pages, templates and revisions to the current content schema",
    )
    content.add_argument(
        "--batch-size", type=int, default=BATCH_SIZE, help=f"rows per transaction ({BATCH_SIZE})"
    )
    serve = commands.add_parser("serve", help="run the API with uvicorn")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    serve.add_argument(
        "--fd",
        type=int,
        help="serve on this inherited, already bound TCP socket instead of --host/--port "
        "(socket activation; docs/deploy.md)",
    )
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
    for command in (serve, importer, account):
        command.add_argument(
            "--create-database",
            action="store_true",
            help="create and migrate an SQLite database file that does not exist yet",
        )
    return parser


# Commands that set a database up and so may create its SQLite file.
CREATING_COMMANDS = {"migrate", "load-demo"}


def _missing(error: DatabaseMissing) -> int:
    print(
        f"{error} Maak hem aan met `python -m api migrate` of `python -m api load-demo`, "
        "of geef --create-database mee.",
        file=sys.stderr,
    )
    return 1


def _serve(settings: Settings, args) -> int:
    import uvicorn

    engine = create_database_engine(settings.database_url, create=args.create_database)
    try:
        if args.create_database:
            upgrade(engine)
    finally:
        engine.dispose()
    # JSON log lines; the API writes its own access line (docs/operations.md, Logs).
    log_options = {
        "log_config": uvicorn_log_config(),
        "access_log": False,
        # Requests in flight get this long after SIGTERM (+ SHUTDOWN_DELAY, docs/deploy.md).
        "timeout_graceful_shutdown": settings.shutdown_timeout_seconds,
    }
    listener = None
    if args.fd is not None:
        try:
            listener = socket.socket(fileno=args.fd)
        except OSError as error:
            print(f"--fd {args.fd} is geen open socket: {error}", file=sys.stderr)
            return 1
        if listener.type != socket.SOCK_STREAM:
            listener.detach()  # the descriptor stays the caller's
            print(f"--fd {args.fd} is geen TCP-socket.", file=sys.stderr)
            return 1
    exit_quietly_after_drain()
    if args.workers > 1:
        # The workers' counters meet in one folder, read by whichever worker is scraped.
        if not os.environ.get(MULTIPROCESS_DIR):
            os.environ[MULTIPROCESS_DIR] = tempfile.mkdtemp(prefix="api-metrics-")
        # Each worker process builds its own app (and its own bundle cache).
        uvicorn.run(
            "api.app:create_app",
            factory=True,
            host=args.host,
            port=args.port,
            fd=args.fd,
            workers=args.workers,
            proxy_headers=False,
            **log_options,
        )
        return 0
    from api.app import create_app

    # Forwarded headers are judged by api/tenancy.py (FORWARDED_ALLOW_IPS), not by uvicorn.
    options = {"proxy_headers": False, **log_options}
    if listener is None:
        uvicorn.run(create_app(settings), host=args.host, port=args.port, **options)
        return 0
    # The inherited socket itself, not a duplicate (as uvicorn's own `fd` makes): the
    # port closes when the server does, while the process still drains (docs/deploy.md).
    config = uvicorn.Config(create_app(settings), **options)  # sets the JSON logging up
    logging.getLogger("uvicorn.error").info("Uvicorn running on %s", listener.getsockname())
    uvicorn.Server(config).run(sockets=[listener])
    return 0


def _print_errors(error: ApiError | DomainError) -> None:
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
        limits = DocumentLimits.from_settings(settings)
        existing = find_project_by_domain(session, normalise_host(args.host))
        before = live_contents(session, existing.id) if existing is not None else {}
        result = import_site(session, data, args.host, replace=args.replace, limits=limits)
        if result.created or args.replace:
            # One release named 'import', so the import can be reverted (docs/publishing.md).
            record_import(session, result.project_id, before, keep=settings.revisions_kept)
    with session_scope(engine) as session:
        # Local images the document refers to get their variants before caches let go.
        media = ingest_local(session, MediaFolders.from_settings(settings), [data])
    change = Change.project(result.project_id)
    # Running API processes drop their cached bundles of the project, then the HTTP caches.
    broadcast = broadcast_for(settings.redis_url, engine)
    broadcast.publish(change)
    broadcast.close()
    Purger(settings.purge_urls, settings.purge_mode).purge_blocking(change.purge_keys)
    action = "aangemaakt" if result.created else "vervangen"
    print(
        f"Site {normalise_host(args.host)} {action} (project {result.project_id}): "
        f"{result.pages} pagina's, {result.menus} menu's, {result.forms} formulieren, "
        f"{result.templates} templates."
    )
    _print_media(media)
    return 0


def _print_media(report: IngestReport) -> None:
    print(f"Afbeeldingen: {len(report.images)} met varianten in de mediamap.")
    for url, reason in report.refused.items():
        print(f"  overgeslagen: {url}: {reason}", file=sys.stderr)


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


# Table -> how the report names its rows.
_CONTENT_TABLES = {"page": "pagina's", "reusable_template": "templates", "revision": "revisies"}


def _migrate_content(engine, args) -> int:
    if args.batch_size < 1:
        print("--batch-size moet minstens 1 zijn.", file=sys.stderr)
        return 1
    reports = migrate_stored_content(engine, args.batch_size)
    print(f"Opgeslagen inhoud bijgewerkt naar inhoudsschema {CURRENT_CONTENT_SCHEMA}:")
    for table, report in reports.items():
        print(
            f"  {_CONTENT_TABLES[table]}: {report.rewritten} herschreven, "
            f"{report.skipped} overgeslagen (intussen al bijgewerkt), "
            f"{len(report.failed)} mislukt"
        )
        if report.failed:
            ids = ", ".join(str(row_id) for row_id in report.failed)
            print(
                f"  {_CONTENT_TABLES[table]} met een onbekende inhoudsschemaversie: id {ids}",
                file=sys.stderr,
            )
    return 1 if any(report.failed for report in reports.values()) else 0


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


def _load_demo(settings: Settings, engine) -> int:
    from api.demo import ACCOUNTS, DEMO_PASSWORD, PAGE_PASSWORD, load_demo

    result = load_demo(engine, MediaFolders.from_settings(settings))
    if not result.loaded:
        print("De database bevat al projecten; de demo is niet opnieuw geladen.")
        return 0
    print("Demo geladen: " + ", ".join(result.hosts) + " (localhost toont de demo).")
    for email, _name, role in ACCOUNTS:
        print(f"  {role.value}: {email} / {DEMO_PASSWORD}")
    print(f"  wachtwoord van /besloten: {PAGE_PASSWORD}")
    if result.media is not None:
        _print_media(result.media)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    settings = Settings.from_env()
    create = args.command in CREATING_COMMANDS or getattr(args, "create_database", False)
    try:
        if args.command == "serve":
            return _serve(settings, args)
        engine = create_database_engine(settings.database_url, create=create)
    except DatabaseMissing as error:
        return _missing(error)
    try:
        # Every data command works on a database at the latest migration, so a first
        # `import-site` on a new database needs no separate `migrate` (it is idempotent).
        upgrade(engine)
        if args.command == "migrate":
            print("Database bijgewerkt naar de laatste migratie.")
            return 0
        if args.command == "migrate-content":
            return _migrate_content(engine, args)
        if args.command == "import-site":
            return _import(settings, engine, args)
        if args.command == "export-site":
            return _export(engine, args)
        if args.command == "create-account":
            return _create_account(engine, args)
        return _load_demo(settings, engine)
    except (ApiError, DomainError) as error:
        _print_errors(error)
        return 1
    except OperationalError as error:
        print(f"De database is niet bereikbaar: {error.orig}", file=sys.stderr)
        return 1
    finally:
        engine.dispose()


if __name__ == "__main__":
    sys.exit(main())
