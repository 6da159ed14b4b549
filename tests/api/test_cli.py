"""`python -m api ...`: migrations, site import/export, accounts and the demo."""

import json
import socket

import pytest
from PIL import Image
from sqlmodel import select

from api.__main__ import main
from api.accounts.models import Account
from api.database import session_scope
from api.demo import DOCUMENTS
from api.media.reads import media_map
from api.projects.models import Project


@pytest.fixture
def cli(engine, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", engine.url.render_as_string(hide_password=False))
    monkeypatch.delenv("PURGE_URLS", raising=False)
    return main


def titles(engine):
    with session_scope(engine) as session:
        return {p.domain_live: p.title for p in session.exec(select(Project)).all()}


def test_migrate_is_repeatable(cli, capsys):
    assert cli(["migrate"]) == 0
    assert cli(["migrate"]) == 0
    assert "laatste migratie" in capsys.readouterr().out


def test_import_refuses_an_existing_host_without_replace(cli, engine, capsys):
    document = str(DOCUMENTS / "second.json")
    assert cli(["import-site", document, "--host", "fietsen.example"]) == 0
    assert "aangemaakt" in capsys.readouterr().out
    assert cli(["import-site", str(DOCUMENTS / "demo.json"), "--host", "fietsen.example"]) == 1
    assert "--replace" in capsys.readouterr().err
    assert titles(engine) == {"fietsen.example": "Fietsenwinkel De Snelle Spaak"}
    assert (
        cli(["import-site", str(DOCUMENTS / "demo.json"), "--host", "fietsen.example", "--replace"])
        == 0
    )
    assert titles(engine) == {"fietsen.example": "Bakkerij De Gouden Korenaar"}


def test_import_runs_the_local_images_through_the_media_pipeline(cli, engine, tmp_path, capsys):
    public = tmp_path / "public"
    (public / "media" / "fiets").mkdir(parents=True)
    Image.new("RGB", (700, 400), "#336699").save(public / "media" / "fiets" / "wiel.jpg")
    (public / "media" / "fiets" / "kapot.png").write_bytes(b"geen png")
    document = json.loads((DOCUMENTS / "second.json").read_text())
    document["project"]["logo"] = "/media/fiets/wiel.jpg|/media/fiets/kapot.png"
    path = tmp_path / "site.json"
    path.write_text(json.dumps(document))
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PUBLIC_ROOT", str(public))
        assert cli(["import-site", str(path), "--host", "fietsen.example"]) == 0
    captured = capsys.readouterr()
    assert "Afbeeldingen: 1 met varianten" in captured.out
    assert "overgeslagen: /media/fiets/kapot.png" in captured.err
    with session_scope(engine) as session:
        facts = media_map(session, ["/media/fiets/wiel.jpg"])
    assert facts["/media/fiets/wiel.jpg"]["width"] == 700


def test_import_reports_json_paths_of_invalid_documents(cli, engine, tmp_path, capsys):
    document = json.loads((DOCUMENTS / "second.json").read_text())
    document["pages"][0]["components"][1]["meta"]["padding_top"] = "veel"
    path = tmp_path / "kapot.json"
    path.write_text(json.dumps(document))
    assert cli(["import-site", str(path), "--host", "kapot.example"]) == 1
    assert "pages[0].components[1].meta.padding_top:" in capsys.readouterr().err
    assert titles(engine) == {}


def test_import_of_a_file_that_is_not_json(cli, tmp_path, capsys):
    path = tmp_path / "leeg.json"
    path.write_text("{niet json")
    assert cli(["import-site", str(path), "--host", "x.example"]) == 1
    assert "JSON" in capsys.readouterr().err


def test_export_writes_stdout_or_a_file_that_imports_again(cli, engine, tmp_path, capsys):
    cli(["import-site", str(DOCUMENTS / "second.json"), "--host", "fietsen.example"])
    capsys.readouterr()
    assert cli(["export-site", "--host", "fietsen.example"]) == 0
    printed = json.loads(capsys.readouterr().out)
    output = tmp_path / "site.json"
    assert cli(["export-site", "--host", "fietsen.example", "--output", str(output)]) == 0
    assert json.loads(output.read_text()) == printed
    assert cli(["import-site", str(output), "--host", "kopie.example"]) == 0
    assert cli(["export-site", "--host", "onbekend.example"]) == 1


def test_create_account_gives_access_to_the_host(cli, engine, make_client, capsys):
    cli(["import-site", str(DOCUMENTS / "second.json"), "--host", "fietsen.example"])
    args = ["create-account", "--email", "Piet@Fietsen.example", "--password", "trapper-123"]
    assert cli([*args, "--host", "fietsen.example", "--role", "developer"]) == 0
    assert "piet@fietsen.example aangemaakt: developer" in capsys.readouterr().out
    client = make_client()
    response = client.post(
        "/api/owner/v1/login", json={"email": "piet@fietsen.example", "password": "trapper-123"}
    )
    assert response.json()["projects"][0]["role"] == "developer"
    assert cli([*args, "--host", "onbekend.example"]) == 1


def test_create_account_refuses_an_address_naming_more_recipients(cli, engine, capsys):
    cli(["import-site", str(DOCUMENTS / "second.json"), "--host", "fietsen.example"])
    for email in ("evil,piet@fietsen.example", "Piet <piet@fietsen.example>"):
        args = ["create-account", "--email", email, "--password", "trapper-123"]
        assert cli([*args, "--host", "fietsen.example", "--role", "owner"]) == 1
        assert "email: Vul een geldig e-mailadres in." in capsys.readouterr().err
    with session_scope(engine) as session:
        assert session.exec(select(Account).where(Account.email.contains("evil"))).all() == []
    # The demo's accounts live on a reserved name (demo.site.local): accounts allow it.
    args = ["create-account", "--email", "nieuw@demo.site.local", "--password", "trapper-123"]
    assert cli([*args, "--host", "fietsen.example", "--role", "owner"]) == 0


def test_load_demo_only_fills_an_empty_database(cli, engine, capsys):
    assert cli(["load-demo"]) == 0
    out = capsys.readouterr().out
    assert "eigenaar@demo.site.local / demo-wachtwoord" in out
    assert "demo-geheim" in out
    assert set(titles(engine)) == {"demo.site.local", "tweede.localhost"}
    assert cli(["load-demo"]) == 0
    assert "niet opnieuw geladen" in capsys.readouterr().out


def test_import_creates_a_new_database_when_asked(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'nieuw.sqlite3'}")
    monkeypatch.delenv("PURGE_URLS", raising=False)
    document = str(DOCUMENTS / "second.json")
    assert main(["import-site", document, "--host", "nieuw.example"]) == 1
    assert not (tmp_path / "nieuw.sqlite3").exists()
    assert main(["import-site", document, "--host", "nieuw.example", "--create-database"]) == 0
    assert "aangemaakt" in capsys.readouterr().out
    assert main(["export-site", "--host", "nieuw.example"]) == 0
    assert json.loads(capsys.readouterr().out)["project"]["domain_live"] == "nieuw.example"


def test_an_unreachable_database_is_a_clear_error(monkeypatch, capsys):
    monkeypatch.setenv("DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:1/nergens")
    assert main(["export-site", "--host", "x.example"]) == 1
    assert "De database is niet bereikbaar" in capsys.readouterr().err


def test_serve_on_a_missing_sqlite_file_exits_with_a_clear_error(tmp_path, monkeypatch, capsys):
    path = tmp_path / "ontbreekt.sqlite3"
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{path}")
    assert main(["serve", "--port", "1"]) == 1
    error = capsys.readouterr().err
    assert str(path) in error and "python -m api migrate" in error
    assert main(["export-site", "--host", "x.example"]) == 1
    assert not path.exists()


def test_migrate_creates_the_sqlite_file(tmp_path, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'nieuw' / 'site.sqlite3'}")
    assert main(["migrate"]) == 0
    assert (tmp_path / "nieuw" / "site.sqlite3").exists()


def test_serve_refuses_a_descriptor_that_is_no_open_tcp_socket(cli, tmp_path, capsys):
    with (tmp_path / "bestand.txt").open("w") as file:
        assert cli(["serve", "--fd", str(file.fileno())]) == 1
    assert "is geen open socket" in capsys.readouterr().err
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as datagram:
        assert cli(["serve", "--fd", str(datagram.fileno())]) == 1
    assert "is geen TCP-socket" in capsys.readouterr().err
