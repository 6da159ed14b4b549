"""Property-based requests to every operation of the OpenAPI description: never a 5xx.

Each operation gets FUZZ_CASES (20 unless set; `make test-fuzz` sends 100) generated
cases that fit its description and as many that break it (wrong types, missing fields, odd paths), on SQLite and on PostgreSQL, sent as a
developer of the demo site so owner routes run their full validation. Generation is
derandomised, so every run sends the same requests.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

from api.app import create_app
from api.openapi import build_document
from api.settings import Settings

DEVELOPER = "ontwikkelaar@demo.site.local"
# 20 in `make test`: with the dashboard's operations (about 470 cases in all, each on
# two databases) 100 took 23 of the suite's minutes; `make test-fuzz` sends 100
# (docs/api-description.md).
CASES_PER_OPERATION = int(os.environ.get("FUZZ_CASES", "20"))


def _cases() -> list[tuple[str, str, GenerationMode]]:
    """(method, path, mode) of every operation; invalid input only where there is input."""
    settings_ = Settings(database_url="sqlite://")
    document = build_document(create_app(settings_).routes, settings_.not_found_path)
    cases = []
    for path, item in document["paths"].items():
        for method, operation in item.items():
            cases.append((method.upper(), path, GenerationMode.POSITIVE))
            # Any string is a valid text path parameter: nothing invalid to generate.
            breakable = [
                p
                for p in operation["parameters"]
                if p["in"] != "path" or p["schema"].get("type") != "string"
            ]
            if breakable or "requestBody" in operation:
                cases.append((method.upper(), path, GenerationMode.NEGATIVE))
    return cases


@pytest.mark.parametrize(("method", "path", "mode"), _cases(), ids=lambda value: str(value))
def test_no_operation_answers_a_server_error(method, path, mode, sites, make_client, log_in):
    app = make_client().app
    # schemathesis calls the app as 'testserver', no known host: the demo host is.
    headers = {**log_in(DEVELOPER), "host": "localhost"}
    schema = schemathesis.openapi.from_asgi("/api/openapi.json", app, headers={"host": "localhost"})
    operation = schema[path][method]

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=CASES_PER_OPERATION,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    def send(case) -> None:
        # Half the cases (chosen by the generated id, so repeatably) address the demo
        # project, so owner routes get past the membership check into their real work.
        project_id = (case.path_parameters or {}).get("project_id")
        if isinstance(project_id, int) and project_id % 2 == 0:
            case.path_parameters["project_id"] = sites.demo
        case.call_and_validate(headers=headers, checks=[not_a_server_error])

    send()
