"""`python -m api.backup`: a backup of the demo's database and of stored files on both
file backends, restored over a wiped installation, gives back every row of every table
and every file byte for byte; a backup that does not match its manifest, or that would
take the database back below its migration, is refused before anything is written."""

from __future__ import annotations

import dataclasses
import json
import threading

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from api.backup import database as backup_database
from api.backup.__main__ import main
from api.backup.manifest import NAME, BackupRefused
from api.backup.service import create, restore
from api.database import session_scope
from api.forms.models import FormSubmission
from api.migrations import current_revision
from api.settings import Settings
from tests.api.backup.roundtrip import table_rows, tree, wipe
from tests.api.files.conftest import bucket_client

PHOTO = bytes(range(256)) * 40
PDF = b"%PDF-1.4\n" + b"x" * 3000


@pytest.fixture
def installation(engine: Engine, sites, tmp_path) -> Settings:
    """The demo plus a form submission, with files in the media and uploads roots."""
    with session_scope(engine) as session:
        session.add(
            FormSubmission(
                project_id=sites.demo,
                form_key="contact",
                form_title="Contact",
                url="/contact",
                values=[{"identifier": "naam", "label": "Naam", "type": "text", "value": "Één"}],
                files=["u/ab12/cv.pdf"],
            )
        )
    settings = dataclasses.replace(
        Settings(),
        database_url=engine.url.render_as_string(hide_password=False),
        media_root=tmp_path / "media",
        files_root=tmp_path / "files",
    )
    (settings.media_root / "ab" / "cd").mkdir(parents=True)
    (settings.media_root / "ab" / "cd" / "foto.webp").write_bytes(PHOTO)
    (settings.files_root / "u" / "ab12").mkdir(parents=True)
    (settings.files_root / "u" / "ab12" / "cv.pdf").write_bytes(PDF)
    return settings


def test_a_wiped_installation_is_restored_row_for_row_and_byte_for_byte(
    installation: Settings, engine: Engine, tmp_path
):
    rows, media, uploads = (
        table_rows(engine),
        tree(installation.media_root),
        tree(installation.files_root),
    )
    assert rows["project"] and rows["page"] and rows["form_submission"]
    manifest = create(installation, tmp_path / "backup")
    assert manifest.database_kind == engine.dialect.name
    assert manifest.revision == current_revision(engine)
    assert {entry.path for entry in manifest.files} == {
        "files/media/ab/cd/foto.webp",
        "files/files/u/ab12/cv.pdf",
    }

    wipe(engine)
    (installation.media_root / "ab" / "cd" / "foto.webp").unlink()
    (installation.files_root / "u" / "ab12" / "cv.pdf").write_bytes(b"changed")
    (installation.files_root / "stray.txt").write_text("not in the backup")

    restore(installation, tmp_path / "backup")
    assert table_rows(engine) == rows
    assert tree(installation.media_root) == media
    assert tree(installation.files_root) == uploads


def test_a_restore_over_changed_rows_gives_the_backed_up_rows(
    installation: Settings, engine: Engine, sites, tmp_path
):
    rows = table_rows(engine)
    create(installation, tmp_path / "backup")
    with session_scope(engine) as session:
        session.add(FormSubmission(project_id=sites.second, form_key="later", values=[], files=[]))
    assert table_rows(engine) != rows
    restore(installation, tmp_path / "backup")
    assert table_rows(engine) == rows


def test_the_bucket_is_backed_up_and_restored_object_for_object(
    installation: Settings, engine: Engine, s3_settings: dict, tmp_path
):
    settings = dataclasses.replace(installation, **s3_settings)
    bucket = bucket_client(s3_settings)
    name = s3_settings["s3_bucket"]
    bucket.put_object(Bucket=name, Key="u/ab12/cv.pdf", Body=PDF, ContentType="application/pdf")
    bucket.put_object(Bucket=name, Key="p/foto.webp", Body=PHOTO, ContentType="image/webp")
    manifest = create(settings, tmp_path / "backup")
    # The local uploads root is not the uploads' home with the S3 backend.
    assert {entry.path for entry in manifest.files} == {
        "files/media/ab/cd/foto.webp",
        "files/s3/u/ab12/cv.pdf",
        "files/s3/p/foto.webp",
    }

    bucket.delete_object(Bucket=name, Key="u/ab12/cv.pdf")
    bucket.put_object(Bucket=name, Key="p/foto.webp", Body=b"other")
    bucket.put_object(Bucket=name, Key="stray", Body=b"not in the backup")
    restore(settings, tmp_path / "backup")

    keys = [item["Key"] for item in bucket.list_objects_v2(Bucket=name)["Contents"]]
    assert sorted(keys) == ["p/foto.webp", "u/ab12/cv.pdf"]
    pdf = bucket.get_object(Bucket=name, Key="u/ab12/cv.pdf")
    assert pdf["Body"].read() == PDF and pdf["ContentType"] == "application/pdf"
    assert bucket.get_object(Bucket=name, Key="p/foto.webp")["Body"].read() == PHOTO

    # Its files cannot go where the local backend keeps uploads.
    with pytest.raises(BackupRefused, match="s3"):
        restore(installation, tmp_path / "backup")


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda backup: (backup / "files/media/ab/cd/foto.webp").write_bytes(b"x"), "checksum"),
        (lambda backup: (backup / "files/files/u/ab12/cv.pdf").unlink(), "Missing"),
        (lambda backup: (backup / "files/media/extra.txt").write_text("x"), "Not in the manifest"),
        (lambda backup: (backup / NAME).write_text("{}"), "not a manifest"),
    ],
)
def test_a_backup_that_does_not_match_its_manifest_is_refused_before_any_write(
    installation: Settings, engine: Engine, sites, tmp_path, damage, message
):
    backup = tmp_path / "backup"
    create(installation, backup)
    damage(backup)
    with session_scope(engine) as session:
        session.add(FormSubmission(project_id=sites.second, form_key="later", values=[], files=[]))
    rows, uploads = table_rows(engine), tree(installation.files_root)
    with pytest.raises(BackupRefused, match=message):
        restore(installation, backup)
    assert table_rows(engine) == rows and tree(installation.files_root) == uploads


def _backup_at(directory, revision: str) -> None:
    manifest = json.loads((directory / NAME).read_text())
    manifest["database"]["revision"] = revision
    (directory / NAME).write_text(json.dumps(manifest))


def test_a_database_migrated_beyond_the_backup_is_kept_unless_forced(
    installation: Settings, engine: Engine, tmp_path, monkeypatch, capsys
):
    backup = tmp_path / "backup"
    create(installation, backup)
    _backup_at(backup, "0001")
    monkeypatch.setenv("DATABASE_URL", installation.database_url)
    monkeypatch.setenv("MEDIA_ROOT", str(installation.media_root))
    monkeypatch.setenv("FILES_ROOT", str(installation.files_root))
    assert main(["restore", str(backup)]) == 1
    assert "newer than the backup's 0001" in capsys.readouterr().err
    assert main(["restore", "--force", str(backup)]) == 0

    _backup_at(backup, "9999_unknown")
    with pytest.raises(BackupRefused, match="does not know"):
        restore(installation, backup)


def test_the_revision_check_lets_an_equal_or_empty_database_through(engine: Engine):
    head = current_revision(engine)
    backup_database.check_revisions(engine, head, head, force=False)
    backup_database.check_revisions(engine, head, None, force=False)
    backup_database.check_revisions(engine, "0001", head, force=True)
    with pytest.raises(BackupRefused):
        backup_database.check_revisions(engine, "0001", head, force=False)


def test_a_backup_goes_into_a_new_directory(installation: Settings, tmp_path):
    (tmp_path / "backup").mkdir()
    (tmp_path / "backup" / "old").write_text("x")
    with pytest.raises(BackupRefused, match="not empty"):
        create(installation, tmp_path / "backup")


def test_a_failed_backup_leaves_no_directory_behind(installation: Settings, tmp_path):
    missing = dataclasses.replace(
        installation, database_url=f"sqlite:///{tmp_path / 'nowhere.sqlite3'}"
    )
    with pytest.raises(BackupRefused, match="does not exist"):
        create(missing, tmp_path / "new" / "backup")
    assert not (tmp_path / "new" / "backup").exists()
    (tmp_path / "empty").mkdir()
    with pytest.raises(BackupRefused, match="does not exist"):
        create(missing, tmp_path / "empty")
    assert list((tmp_path / "empty").iterdir()) == []


def test_a_backup_taken_while_the_site_writes_holds_whole_transactions(
    installation: Settings, engine: Engine, sites, tmp_path
):
    """Each write adds two submissions in one transaction: the backup, taken in the
    middle of a stream of them, holds an even number, all of which a restore gives."""
    started, done = threading.Event(), threading.Event()

    def write() -> None:
        while not done.is_set():
            with session_scope(engine) as session:
                for _pair in range(2):
                    session.add(
                        FormSubmission(
                            project_id=sites.second, form_key="stroom", values=[], files=[]
                        )
                    )
            started.set()

    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert started.wait(timeout=30)
        create(installation, tmp_path / "backup")
    finally:
        done.set()
        writer.join()
    wipe(engine)
    restore(installation, tmp_path / "backup")
    with engine.connect() as connection:
        kept = connection.execute(
            sa.text("SELECT count(*) FROM form_submission WHERE form_key = 'stroom'")
        ).scalar_one()
    assert kept > 0 and kept % 2 == 0
