"""Checks and shapes of project settings (title, logo, translations, modules, styles,
cookie consent and the site-wide field values)."""

from __future__ import annotations

import re

from api.catalogue import check_global_fields
from api.hosts import is_host_name, normalise_host  # noqa: F401 (re-exported for callers)
from api.projects.business import read_business
from api.projects.models import Project
from api.validation import Errors, check_line, join, read_object, read_text

COLOR_VALUE = re.compile(
    r"^\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+|1\.0+)\s*)?$",
    re.ASCII,  # '\d' alone takes any script's digits, which no stylesheet reads
)
COLOR_GROUPS = ("primary", "secondary", "contrast", "gray", "text")
# The spec's palette: project styles hold `colors` of {label, value, key, group}.
STYLE_FIELDS = frozenset({"colors"})
COLOR_FIELDS = frozenset({"label", "value", "key", "group"})
MAX_COLORS = 500
UNKNOWN_FIELD = "Onbekend veld."
SETTING_FIELDS = (
    "title",
    "logo",
    "translations",
    "modules",
    "styles",
    "cookie_consent",
    "global_fields",
)


def is_valid_host(value: str) -> bool:
    return is_host_name(value)


def read_project_settings(
    errors: Errors,
    data: dict,
    path: str,
    *,
    developer: bool,
    stored_global_fields: dict | None = None,
) -> dict:
    """The editable settings of a project, checked; missing keys get their defaults.

    `stored_global_fields` is the project's current map: raw HTML a developer stored
    there may be re-saved unchanged by a site owner.
    """
    settings = {
        "title": read_text(errors, data, "title", path, max_length=200, required=True),
        "logo": read_text(errors, data, "logo", path, max_length=1000),
        "translations": _read_translations(errors, data, path),
        "modules": _read_modules(errors, data, path),
        "styles": _read_styles(errors, data, path),
        "cookie_consent": read_object(errors, data, "cookie_consent", path),
        "global_fields": read_object(errors, data, "global_fields", path),
    }
    errors.merge(
        check_global_fields(
            settings["global_fields"],
            join(path, "global_fields"),
            developer=developer,
            stored=stored_global_fields,
        )
    )
    return settings


def _read_translations(errors: Errors, data: dict, path: str) -> dict:
    translations = read_object(errors, data, "translations", path)
    where = join(path, "translations")
    for key, value in translations.items():
        if not isinstance(value, str):
            errors.add(join(where, key), "Moet tekst zijn.")
        elif len(value) > 2000:
            errors.add(join(where, key), "Mag maximaal 2000 tekens lang zijn.")
        else:
            check_line(errors, value, join(where, key))
    return translations


def _read_modules(errors: Errors, data: dict, path: str) -> dict:
    modules = read_object(errors, data, "modules", path)
    where = join(path, "modules")
    webshop = modules.get("webshop")
    if webshop is None:
        return modules
    if not isinstance(webshop, dict):
        errors.add(join(where, "webshop"), "Moet een object zijn.")
        return modules
    for key in ("shoppingcart_page", "checkout_page"):
        value = webshop.get(key)
        if value is not None and (not isinstance(value, str) or not value.startswith("/")):
            errors.add(join(join(where, "webshop"), key), "Moet een pad zijn dat met '/' begint.")
    read_business(errors, webshop, join(where, "webshop"))
    return modules


def _read_styles(errors: Errors, data: dict, path: str) -> dict:
    """`styles` holds the palette and nothing else: `colors`, a list of
    `{label, value, key, group}` (docs/projects.md). Anything else stored here was sent
    to every visitor in the page bundle, so other keys and shapes are refused."""
    styles = read_object(errors, data, "styles", path)
    where = join(path, "styles")
    for key in sorted(styles.keys() - STYLE_FIELDS, key=str):
        errors.add(join(where, str(key)[:100]), UNKNOWN_FIELD)
    colors = styles.get("colors")
    if colors is None:
        return {key: value for key, value in styles.items() if key in STYLE_FIELDS}
    if not isinstance(colors, list):
        errors.add(join(where, "colors"), "Moet een lijst zijn.")
        return {}
    if len(colors) > MAX_COLORS:
        errors.add(join(where, "colors"), f"Maximaal {MAX_COLORS} kleuren.")
        return {}
    seen: set[str] = set()
    palette = []
    for index, color in enumerate(colors):
        at = join(join(where, "colors"), index)
        if not isinstance(color, dict):
            errors.add(at, "Moet een object zijn.")
            continue
        for unknown in sorted(color.keys() - COLOR_FIELDS, key=str):
            errors.add(join(at, str(unknown)[:100]), UNKNOWN_FIELD)
        key = read_text(errors, color, "key", at, max_length=100, required=True)
        label = read_text(errors, color, "label", at, max_length=200)
        group = color.get("group", "")
        if group not in COLOR_GROUPS:
            errors.add(join(at, "group"), "Kies een van: " + ", ".join(COLOR_GROUPS) + ".")
        value = color.get("value")
        if not isinstance(value, str) or not COLOR_VALUE.match(value):
            errors.add(join(at, "value"), "Gebruik 'r, g, b' of 'r, g, b, a'.")
        if key in seen:
            errors.add(join(at, "key"), "Deze kleur komt al voor.")
        seen.add(key)
        palette.append({"label": label, "key": key, "group": group, "value": value})
    return {"colors": palette}


def palette_view(styles: object) -> dict:
    """The stored styles as visitors and owners read them: the palette's documented
    keys only, whatever an older row holds besides."""
    colors = styles.get("colors") if isinstance(styles, dict) else None
    if not isinstance(colors, list):
        return {}
    return {
        "colors": [
            {key: color[key] for key in ("label", "key", "group", "value") if key in color}
            for color in colors
            if isinstance(color, dict)
        ]
    }


def project_view(project: Project) -> dict:
    """The project as the page bundle and the owner API show it."""
    return {
        "id": project.id,
        "title": project.title,
        "domain_live": project.domain_live,
        "logo": project.logo,
        "translations": project.translations,
        "modules": project.modules,
        "styles": palette_view(project.styles),
        "cookie_consent": project.cookie_consent,
        "global_fields": project.global_fields,
    }
