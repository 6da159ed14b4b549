"""The section and block catalogue (shared-schema/) on the Python side: defaults,
validation of stored components, rich-text sanitising and reference scanning."""

from api.catalogue.components import (
    CheckResult,
    check_component_list,
    check_components,
    stored_developer_content,
)
from api.catalogue.defaults import (
    UnknownTemplate,
    block_catalogue,
    block_defaults,
    section_catalogue,
    section_defaults,
    style_defaults,
)
from api.catalogue.definitions import check_definition, definition_defaults
from api.catalogue.developer import DeveloperContent, refuse_new
from api.catalogue.fields import Field, fields_of
from api.catalogue.globals import check_global_fields, global_field_definitions
from api.catalogue.pagefields import check_custom_fields, stored_custom_fields_content
from api.catalogue.references import referenced_keys
from api.catalogue.richtext import sanitise_document, sanitise_html
from api.catalogue.schemas import SCHEMA_ROOT, catalogue

__all__ = [
    "SCHEMA_ROOT",
    "CheckResult",
    "DeveloperContent",
    "Field",
    "UnknownTemplate",
    "block_catalogue",
    "block_defaults",
    "catalogue",
    "check_component_list",
    "check_components",
    "check_custom_fields",
    "check_definition",
    "check_global_fields",
    "definition_defaults",
    "fields_of",
    "global_field_definitions",
    "referenced_keys",
    "refuse_new",
    "sanitise_document",
    "sanitise_html",
    "section_catalogue",
    "section_defaults",
    "stored_custom_fields_content",
    "stored_developer_content",
    "style_defaults",
]
