"""The deployment files, checked without starting them (no container engine or cluster
here): infra/docker-compose.yml against the compose specification's schema, every
Kubernetes object of infra/k8s/ against the Kubernetes schemas (strict), and what a
reviewer would check by hand (manifest_checks.py): the topology and its wiring, probe
paths the servers really answer, settings the code really reads, images, selectors,
drain timings, purging of every Varnish. The last tests break copies on purpose: each
check must catch its mistake (docs/deploy.md)."""

from __future__ import annotations

import copy

import manifest_checks as checks
import pytest
from manifest_checks import api_answers


def test_the_compose_file_follows_the_compose_specification() -> None:
    assert checks.compose_schema_errors(checks.compose()) == []


def test_every_kubernetes_object_follows_the_kubernetes_schema() -> None:
    objects = checks.k8s_objects()
    kinds = {obj["kind"] for obj in objects}
    assert {"Deployment", "StatefulSet", "Service", "PodDisruptionBudget"} <= kinds
    assert {"HorizontalPodAutoscaler", "ConfigMap", "Job"} <= kinds
    assert checks.k8s_schema_errors(objects) == []


def test_the_compose_file_starts_the_production_topology() -> None:
    assert checks.topology_problems(checks.compose()) == []


def test_prometheus_scrapes_every_process_and_loads_the_alerts() -> None:
    assert checks.prometheus_problems(checks.compose()) == []


def test_the_kubernetes_objects_are_wired_together() -> None:
    objects = checks.k8s_objects()
    assert checks.wiring_problems(objects) == []
    assert checks.drain_problems(objects) == []
    assert checks.purge_problems(objects) == []
    assert checks.kustomization_problems() == []


def test_every_setting_the_manifests_set_is_read_by_the_code() -> None:
    assert checks.unread_settings(checks.k8s_objects(), checks.compose()) == []


def test_images_are_named_alike_everywhere_and_their_dockerfiles_copy_what_exists() -> None:
    assert checks.image_problems(checks.k8s_objects(), checks.compose()) == []
    assert checks.dockerfile_problems() == []


def test_every_probed_path_is_answered_by_the_server_it_probes() -> None:
    paths = checks.probe_paths(checks.k8s_objects(), checks.compose())
    assert paths["api"] == {"/api/health", "/api/health/ready"}
    assert paths["ssr"] == {"/_ssr/health", "/_ssr/ready"}
    assert set(api_answers(paths["api"]).values()) == {200}
    assert set(checks.ssr_answers(paths["ssr"]).values()) == {200}


# Each check catches the mistake it is there for.


def _objects_with(change) -> list[dict]:
    objects = copy.deepcopy(checks.k8s_objects())
    change({(o["kind"], o["metadata"]["name"]): o for o in objects})
    return objects


def _container(objects: dict, name: str) -> dict:
    return objects[("Deployment", name)]["spec"]["template"]["spec"]["containers"][0]


def test_a_misspelt_probe_path_is_not_answered() -> None:
    assert checks.ssr_answers({"/_ssr/readyy"}) == {"/_ssr/readyy": 404}
    assert api_answers({"/api/health/redy"}) == {"/api/health/redy": 404}


def test_the_checks_catch_broken_manifests() -> None:
    def wrong_type(objects):
        objects[("Deployment", "api")]["spec"]["replicas"] = "two"

    def unknown_field(objects):
        _container(objects, "ssr")["readinessProbe"]["httpGett"] = {"path": "/_ssr/ready"}

    assert checks.k8s_schema_errors(_objects_with(wrong_type))
    assert checks.k8s_schema_errors(_objects_with(unknown_field))

    def stray_pdb(objects):
        objects[("PodDisruptionBudget", "ssr")]["spec"]["selector"]["matchLabels"] = {
            "app.kubernetes.io/name": "srr"
        }

    assert checks.wiring_problems(_objects_with(stray_pdb)) == [
        "PodDisruptionBudget ssr selects no pods"
    ]

    def short_grace(objects):
        objects[("Deployment", "api")]["spec"]["template"]["spec"][
            "terminationGracePeriodSeconds"
        ] = 10

    assert checks.drain_problems(_objects_with(short_grace))

    def more_varnish(objects):
        objects[("StatefulSet", "varnish")]["spec"]["replicas"] = 3

    assert checks.purge_problems(_objects_with(more_varnish))

    def unknown_setting(objects):
        objects[("ConfigMap", "ssr-config")]["data"]["API_BASE_URL"] = "http://api:8000"

    assert checks.unread_settings(_objects_with(unknown_setting), checks.compose()) == [
        "ssr: ssr never reads API_BASE_URL"
    ]

    def foreign_image(objects):
        _container(objects, "api")["image"] = "site-builder/apii"

    assert checks.image_problems(_objects_with(foreign_image), checks.compose())


@pytest.mark.parametrize(
    "change, problem",
    [
        (lambda c: c["services"].pop("varnish-2"), "services"),
        (
            lambda c: c["services"]["api-2"]["environment"].update(
                PURGE_URLS="http://varnish-1:80"
            ),
            "PURGE_URLS",
        ),
        (
            lambda c: c["services"]["varnish-1"]["environment"].update(
                VARNISH_BACKENDS="ssr-1:3000"
            ),
            "VARNISH_BACKENDS",
        ),
        (lambda c: c["services"]["redis"].pop("healthcheck"), "health check"),
    ],
)
def test_the_checks_catch_a_broken_topology(change, problem) -> None:
    document = copy.deepcopy(checks.compose())
    change(document)
    assert any(problem in found for found in checks.topology_problems(document))


def test_the_compose_schema_refuses_what_compose_would() -> None:
    document = copy.deepcopy(checks.compose())
    document["services"]["ssr-1"]["restart"] = "sometimes"
    document["services"]["ssr-2"]["healthcheck"]["intervall"] = "5s"
    errors = checks.compose_schema_errors(document)
    assert len(errors) == 2, errors
