"""Owner login, sessions (bearer token or cookie) and project permissions."""

import pytest

from api.accounts.models import Role

OWNER = "/api/owner/v1"
DEMO_OWNER = "eigenaar@demo.site.local"


def test_login_returns_token_account_and_projects(client, sites):
    response = client.post(
        f"{OWNER}/login", json={"email": "Eigenaar@Demo.Site.Local ", "password": "demo-wachtwoord"}
    )
    assert response.status_code == 200
    body = response.json()
    assert len(body["token"]) >= 40
    assert body["account"]["email"] == "eigenaar@demo.site.local"
    assert body["projects"] == [
        {
            "id": sites.demo,
            "title": "Bakkerij De Gouden Korenaar",
            "domain_live": "demo.site.local",
            "role": "owner",
        }
    ]
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


def test_the_login_cookie_alone_authenticates(client, sites):
    client.post(
        f"{OWNER}/login", json={"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
    )
    response = client.get(f"{OWNER}/me")
    assert response.status_code == 200
    assert response.json()["account"]["email"] == "eigenaar@demo.site.local"


def test_logout_ends_the_session(client, owner_headers):
    assert client.get(f"{OWNER}/me", headers=owner_headers).status_code == 200
    assert client.post(f"{OWNER}/logout", headers=owner_headers).json() == {"logged_out": True}
    client.cookies.clear()
    response = client.get(f"{OWNER}/me", headers=owner_headers)
    assert response.status_code == 401
    assert response.json() == {"errors": {"general": ["Je bent niet ingelogd."]}}


def test_wrong_password_is_refused(client, sites):
    response = client.post(
        f"{OWNER}/login", json={"email": "eigenaar@demo.site.local", "password": "nee"}
    )
    assert response.status_code == 401
    assert response.json() == {"errors": {"general": ["Het e-mailadres of wachtwoord is onjuist."]}}


def test_login_attempts_are_throttled(make_client, sites):
    client = make_client(password_attempts=2, password_window_seconds=60)
    payload = {"email": "eigenaar@demo.site.local", "password": "nee"}
    assert client.post(f"{OWNER}/login", json=payload).status_code == 401
    assert client.post(f"{OWNER}/login", json=payload).status_code == 401
    payload["password"] = "demo-wachtwoord"
    response = client.post(f"{OWNER}/login", json=payload)
    assert response.status_code == 429
    assert response.json()["errors"]["general"] == [
        "Te veel inlogpogingen. Probeer het over 1 minuut opnieuw."
    ]


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/me"),
        ("GET", "/projects"),
        ("GET", "/projects/{id}"),
        ("GET", "/projects/{id}/pages"),
        ("POST", "/projects/{id}/pages"),
        ("GET", "/projects/{id}/pages/1"),
        ("PUT", "/projects/{id}/pages/1"),
        ("GET", "/projects/{id}/menus/hoofdmenu"),
        ("PUT", "/projects/{id}/menus/hoofdmenu"),
        ("GET", "/projects/{id}/export"),
        ("POST", "/projects/{id}/import"),
    ],
)
def test_owner_endpoints_need_a_login(client, sites, method, path):
    response = client.request(method, OWNER + path.format(id=sites.demo), json={})
    assert response.status_code == 401


def test_an_invalid_token_is_not_a_login(client, sites):
    response = client.get(f"{OWNER}/me", headers={"authorization": "Bearer verzonnen"})
    assert response.status_code == 401


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/projects/{id}"),
        ("GET", "/projects/{id}/pages"),
        ("GET", "/projects/{id}/menus/navigatie"),
        ("PUT", "/projects/{id}/menus/navigatie"),
        ("GET", "/projects/{id}/export"),
        ("POST", "/projects/{id}/import"),
    ],
)
def test_other_projects_are_forbidden(client, sites, owner_headers, method, path):
    response = client.request(
        method, OWNER + path.format(id=sites.second), json={}, headers=owner_headers
    )
    assert response.status_code == 403
    assert response.json() == {"errors": {"general": ["Je hebt geen toegang tot dit project."]}}


def test_projects_lists_only_memberships(client, sites, make_account, log_in):
    make_account("beheer@example.nl", "geheim-genoeg", sites.second, Role.DEVELOPER)
    make_account("beheer@example.nl", "geheim-genoeg", sites.demo, Role.OWNER)
    headers = log_in("beheer@example.nl", "geheim-genoeg")
    projects = client.get(f"{OWNER}/projects", headers=headers).json()["projects"]
    assert [(p["id"], p["role"]) for p in projects] == [
        (sites.demo, "owner"),
        (sites.second, "developer"),
    ]


def test_a_legacy_scrypt_hash_is_replaced_by_argon2id_on_login(client, engine, sites):
    import base64
    import hashlib

    from sqlmodel import select

    from api.accounts.models import Account
    from api.database import session_scope

    salt = b"legacy-salt-0123"
    digest = hashlib.scrypt(b"oud-wachtwoord", salt=salt, n=2**14, r=8, p=1, dklen=32)
    legacy = "scrypt$16384$8$1$" + "$".join(base64.b64encode(x).decode() for x in (salt, digest))
    with session_scope(engine) as session:
        account = session.exec(select(Account).where(Account.email == DEMO_OWNER)).one()
        account.password_hash = legacy
        session.add(account)
    response = client.post(
        f"{OWNER}/login", json={"email": DEMO_OWNER, "password": "oud-wachtwoord"}
    )
    assert response.status_code == 200
    with session_scope(engine) as session:
        stored = session.exec(select(Account).where(Account.email == DEMO_OWNER)).one()
    assert stored.password_hash.startswith("$argon2id$")
    again = client.post(f"{OWNER}/login", json={"email": DEMO_OWNER, "password": "oud-wachtwoord"})
    assert again.status_code == 200


def test_a_password_change_ends_every_session_of_the_account(client, engine, sites, log_in):
    from api.accounts.service import save_account
    from api.database import session_scope

    first, second = log_in(), log_in()
    assert client.get(f"{OWNER}/me", headers=first).status_code == 200
    with session_scope(engine) as session:
        save_account(session, DEMO_OWNER, "nieuw-wachtwoord")
    client.cookies.clear()
    for headers in (first, second):
        assert client.get(f"{OWNER}/me", headers=headers).status_code == 401
    assert log_in(password="nieuw-wachtwoord")
