"""Checks of the deployment files (infra/docker-compose.yml, infra/k8s/, the Dockerfiles)
that a schema cannot make: each returns the problems it found, an empty list when none,
so tests/infra/test_manifests.py can run it on the real files and on broken copies.

Schemas: tests/infra/schemas/compose-spec.json is the compose specification's own
schema (github.com/compose-spec/compose-spec, schema/compose-spec.json at commit
170098ba07d9f53c383a41bfd4c5166b0a4529a6); Kubernetes objects are checked by the
kubernetes-validate package (PyPI), which ships the Kubernetes JSON schemas
(openapi2jsonschema, "-strict": unknown fields are errors) of every version it knows.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import jsonschema
import kubernetes_validate
import yaml

ROOT = Path(__file__).resolve().parents[2]
INFRA = ROOT / "infra"
K8S = INFRA / "k8s"
COMPOSE = INFRA / "docker-compose.yml"
COMPOSE_SCHEMA = Path(__file__).parent / "schemas" / "compose-spec.json"
# The Kubernetes version the manifests are written for (docs/deploy.md).
KUBERNETES_VERSION = "1.33"

# The production topology: service name -> role (docs/deploy.md).
TOPOLOGY = {
    "postgres": "postgres",
    "redis": "redis",
    "s3": "s3",
    "api-1": "api",
    "api-2": "api",
    "ssr-1": "ssr",
    "ssr-2": "ssr",
    "varnish-1": "varnish",
    "varnish-2": "varnish",
}
MONITORING = {"prometheus", "grafana"}
# The image each of our roles runs, and the Dockerfile that builds it.
IMAGES = {
    "api": ("site-builder/api", "Dockerfile.api"),
    "ssr": ("site-builder/ssr", "Dockerfile.ssr"),
    "varnish": ("site-builder/varnish", "infra/varnish/Dockerfile"),
}


# Loading


def compose() -> dict:
    return yaml.safe_load(COMPOSE.read_text())


def k8s_objects() -> list[dict]:
    objects = []
    for path in sorted(K8S.glob("*.yaml")):
        objects += [doc for doc in yaml.safe_load_all(path.read_text()) if doc]
    return objects


def kustomization() -> dict:
    return yaml.safe_load((INFRA / "kustomization.yaml").read_text())


def secret_keys() -> set[str]:
    lines = (K8S / "secrets.env.example").read_text().splitlines()
    return {line.split("=", 1)[0] for line in lines if line and not line.startswith("#")}


# Schemas


def compose_schema_errors(document: dict) -> list[str]:
    schema = json.loads(COMPOSE_SCHEMA.read_text())
    validator = jsonschema.Draft7Validator(schema)
    return [
        f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
        for error in validator.iter_errors(document)
    ]


def k8s_schema_errors(objects: list[dict]) -> list[str]:
    problems = []
    for obj in objects:
        try:
            kubernetes_validate.validate(obj, KUBERNETES_VERSION, strict=True)
        except kubernetes_validate.ValidationError as error:
            where = "/".join(map(str, error.absolute_path))
            problems.append(f"{obj['kind']} {obj['metadata']['name']}: {where}: {error.message}")
        except kubernetes_validate.SchemaNotFoundError as error:
            problems.append(error.message)
    return problems


# Settings the code reads


def _read_names(files: list[Path]) -> str:
    return "\n".join(path.read_text() for path in files)


def api_reads(name: str) -> bool:
    """api/settings.py reads it, or the image's CMD (RUN_MIGRATIONS, LOAD_DEMO)."""
    text = _read_names([ROOT / "api/settings.py", ROOT / "Dockerfile.api"])
    return re.search(rf"[\"'$]{name}\b", text) is not None


def ssr_reads(name: str) -> bool:
    """A module of ssr/server/ reads it (env.NAME, or 'NAME' given to a reader)."""
    text = _read_names(sorted((ROOT / "ssr/server").glob("*.js")))
    if name.startswith("CACHE_"):  # cachePolicy.js: CACHE_<KIND>_TTL/_GRACE/_STALE_IF_ERROR
        return re.fullmatch(r"CACHE_[A-Z]+_(TTL|GRACE|STALE_IF_ERROR)", name) is not None
    return re.search(rf"(env\.{name}\b|['\"`]{name}['\"`])", text) is not None


def varnish_reads(name: str) -> bool:
    files = [INFRA / "varnish" / file for file in ("start.sh", "render-vcl.sh", "exporter.mjs")]
    return re.search(rf"\b{name}\b", _read_names(files)) is not None


READERS = {"api": api_reads, "ssr": ssr_reads, "varnish": varnish_reads}


def _container_env(spec: dict, config_maps: dict[str, dict]) -> set[str]:
    names = {entry["name"] for entry in spec.get("env", [])}
    for source in spec.get("envFrom", []):
        if "configMapRef" in source:
            names |= set(config_maps[source["configMapRef"]["name"]])
        if "secretRef" in source:
            names |= secret_keys()
    return names


def _role_of_image(image: str) -> str | None:
    for role, (name, _dockerfile) in IMAGES.items():
        if image.split(":")[0] == name:
            return role
    return None


def unread_settings(objects: list[dict], compose_file: dict) -> list[str]:
    """Environment variables the manifests set that no code of that image reads."""
    problems = []
    config_maps = {o["metadata"]["name"]: o["data"] for o in objects if o["kind"] == "ConfigMap"}
    for obj in objects:
        for container in _pod_spec(obj).get("containers", []):
            role = _role_of_image(container["image"])
            for name in sorted(_container_env(container, config_maps)):
                if role and not READERS[role](name):
                    problems.append(f"{obj['metadata']['name']}: {role} never reads {name}")
    for service, spec in compose_file["services"].items():
        role = TOPOLOGY.get(service)
        if role in READERS:
            for name in sorted(spec.get("environment", {})):
                if not READERS[role](name):
                    problems.append(f"compose {service}: {role} never reads {name}")
    return problems


# Kubernetes wiring


def _pod_spec(obj: dict) -> dict:
    if obj["kind"] in ("Deployment", "StatefulSet", "Job"):
        return obj["spec"]["template"]["spec"]
    return {}


def _workloads(objects: list[dict]) -> list[dict]:
    return [o for o in objects if o["kind"] in ("Deployment", "StatefulSet")]


def _matches(selector: dict, labels: dict) -> bool:
    return all(labels.get(key) == value for key, value in selector.items())


def wiring_problems(objects: list[dict]) -> list[str]:
    problems = []
    workloads = _workloads(objects)
    by_kind_name = {(o["kind"], o["metadata"]["name"]): o for o in objects}
    for workload in workloads:
        name = workload["metadata"]["name"]
        selector = workload["spec"]["selector"]["matchLabels"]
        if not _matches(selector, workload["spec"]["template"]["metadata"]["labels"]):
            problems.append(f"{name}: its selector does not match its pod labels")
    for obj in objects:
        name = obj["metadata"]["name"]
        if obj["kind"] == "PodDisruptionBudget":
            selector = obj["spec"]["selector"]["matchLabels"]
            if not any(
                _matches(selector, w["spec"]["template"]["metadata"]["labels"]) for w in workloads
            ):
                problems.append(f"PodDisruptionBudget {name} selects no pods")
        if obj["kind"] == "Service":
            selector = obj["spec"].get("selector", {})
            if not any(
                _matches(selector, w["spec"]["template"]["metadata"]["labels"]) for w in workloads
            ):
                problems.append(f"Service {name} selects no pods")
        if obj["kind"] == "HorizontalPodAutoscaler":
            target = obj["spec"]["scaleTargetRef"]
            if (target["kind"], target["name"]) not in by_kind_name:
                problems.append(f"HorizontalPodAutoscaler {name} scales nothing: {target}")
            elif not any(
                c.get("resources", {}).get("requests", {}).get("cpu")
                for c in _pod_spec(by_kind_name[(target["kind"], target["name"])])["containers"]
            ):
                problems.append(f"HorizontalPodAutoscaler {name}: its pods request no CPU")
        for container in _pod_spec(obj).get("containers", []):
            resources = container.get("resources", {})
            if not resources.get("requests") or not resources.get("limits"):
                problems.append(f"{name}/{container['name']}: no resource requests and limits")
        if obj["kind"] in ("Deployment", "StatefulSet"):
            for container in _pod_spec(obj)["containers"]:
                for probe in ("readinessProbe", "livenessProbe"):
                    if probe not in container:
                        problems.append(f"{name}/{container['name']}: no {probe}")
    for kind in ("Deployment",):
        for workload in [w for w in workloads if w["kind"] == kind]:
            name = workload["metadata"]["name"]
            for policy in ("PodDisruptionBudget", "HorizontalPodAutoscaler"):
                if (policy, name) not in by_kind_name:
                    problems.append(f"Deployment {name} has no {policy}")
    return problems


def drain_problems(objects: list[dict]) -> list[str]:
    """terminationGracePeriodSeconds must cover SHUTDOWN_DELAY + SHUTDOWN_TIMEOUT."""
    problems = []
    config_maps = {o["metadata"]["name"]: o["data"] for o in objects if o["kind"] == "ConfigMap"}
    for workload in _workloads(objects):
        spec = _pod_spec(workload)
        for container in spec["containers"]:
            env = {}
            for source in container.get("envFrom", []):
                env |= config_maps.get(source.get("configMapRef", {}).get("name"), {})
            if "SHUTDOWN_DELAY" not in env:
                continue
            needed = float(env["SHUTDOWN_DELAY"]) + float(env.get("SHUTDOWN_TIMEOUT", 20))
            grace = spec.get("terminationGracePeriodSeconds", 30)
            if grace <= needed:
                problems.append(
                    f"{workload['metadata']['name']}: terminationGracePeriodSeconds {grace} "
                    f"does not cover SHUTDOWN_DELAY + SHUTDOWN_TIMEOUT = {needed:g}"
                )
    return problems


def purge_problems(objects: list[dict]) -> list[str]:
    """PURGE_URLS names every Varnish pod through the headless Service, and nothing else."""
    config_maps = {o["metadata"]["name"]: o["data"] for o in objects if o["kind"] == "ConfigMap"}
    varnish = next(o for o in objects if o["kind"] == "StatefulSet")
    service = varnish["spec"]["serviceName"]
    headless = [
        o
        for o in objects
        if o["kind"] == "Service"
        and o["metadata"]["name"] == service
        and o["spec"].get("clusterIP") == "None"
    ]
    problems = [] if headless else [f"no headless Service {service} for the Varnish pods"]
    name = varnish["metadata"]["name"]
    wanted = [f"http://{name}-{index}.{service}:80" for index in range(varnish["spec"]["replicas"])]
    named = config_maps["api-config"]["PURGE_URLS"].split(",")
    if named != wanted:
        problems.append(f"PURGE_URLS names {named}, the StatefulSet has {wanted}")
    return problems


def kustomization_problems() -> list[str]:
    document = kustomization()
    problems = []
    for resource in document["resources"]:
        if not (INFRA / resource).is_file():
            problems.append(f"kustomization: no file {resource}")
    listed = {str((INFRA / r).resolve()) for r in document["resources"]}
    for path in K8S.glob("*.yaml"):
        if str(path.resolve()) not in listed:
            problems.append(f"kustomization: {path.name} is not a resource")
    for generator in document["configMapGenerator"]:
        for file in generator["files"]:
            if not (INFRA / file).is_file():
                problems.append(f"kustomization: no file {file}")
    return problems


# Images


def image_problems(objects: list[dict], compose_file: dict) -> list[str]:
    problems = []
    for service, spec in compose_file["services"].items():
        role = TOPOLOGY.get(service)
        if role not in IMAGES:
            continue
        name, dockerfile = IMAGES[role]
        if spec.get("image", "").split(":")[0] != name:
            problems.append(f"compose {service}: image {spec.get('image')}, expected {name}")
        if spec.get("build", {}).get("dockerfile") != dockerfile:
            problems.append(f"compose {service}: built from {spec.get('build')}, not {dockerfile}")
    known = {name for name, _dockerfile in IMAGES.values()}
    kustomized = {entry["name"] for entry in kustomization()["images"]}
    for obj in objects:
        for container in _pod_spec(obj).get("containers", []):
            if container["image"] not in known:
                problems.append(f"{obj['metadata']['name']}: unknown image {container['image']}")
            if container["image"] not in kustomized:
                problems.append(f"{container['image']} is not in the kustomization's images")
    return problems


# Compose topology


def _urls(value: str) -> list[str]:
    return [entry.strip() for entry in re.split(r"[ ,]+", value) if entry.strip()]


def topology_problems(compose_file: dict) -> list[str]:
    services = compose_file["services"]
    problems = []
    if set(services) != set(TOPOLOGY) | MONITORING:
        problems.append(
            f"services {sorted(services)}, expected {sorted(set(TOPOLOGY) | MONITORING)}"
        )
    for name in MONITORING & set(services):
        if services[name].get("profiles") != ["monitoring"]:
            problems.append(f"{name} is not in the monitoring profile")
    for name in set(TOPOLOGY) & set(services):
        if services[name].get("profiles"):
            problems.append(f"{name} belongs to the default topology, not to a profile")
        if "healthcheck" not in services[name]:
            problems.append(f"{name} has no health check")

    def role(kind: str) -> list[str]:
        return sorted(name for name, r in TOPOLOGY.items() if r == kind and name in services)

    for name in role("api"):
        env = services[name]["environment"]
        purged = sorted(re.sub(r"^http://([^:/]+).*", r"\1", u) for u in _urls(env["PURGE_URLS"]))
        if purged != role("varnish"):
            problems.append(f"{name}: PURGE_URLS names {purged}, not every Varnish")
    for name in role("ssr"):
        env = services[name]["environment"]
        apis = sorted(re.sub(r"^http://([^:/]+).*", r"\1", u) for u in _urls(env["API_URL"]))
        if apis != role("api"):
            problems.append(f"{name}: API_URL names {apis}, not every API")
    for name in role("varnish"):
        env = services[name]["environment"]
        backends = sorted(entry.split(":")[0] for entry in _urls(env["VARNISH_BACKENDS"]))
        if backends != role("ssr"):
            problems.append(f"{name}: VARNISH_BACKENDS names {backends}, not every SSR")
    for name, spec in services.items():
        for needed, condition in (spec.get("depends_on") or {}).items():
            if needed not in services:
                problems.append(f"{name} depends on a missing service {needed}")
            elif condition.get("condition") == "service_healthy" and (
                "healthcheck" not in services[needed]
            ):
                problems.append(f"{name} waits for {needed} to be healthy; it has no health check")
    return problems


def prometheus_problems(compose_file: dict) -> list[str]:
    config = yaml.safe_load((INFRA / "prometheus/prometheus.yml").read_text())
    problems = []
    for rules in config.get("rule_files", []):
        if not (INFRA / "prometheus" / rules).is_file():
            problems.append(f"prometheus.yml loads a missing {rules}")
    jobs = {job["job_name"]: job for job in config["scrape_configs"]}
    alerts = (INFRA / "prometheus/alerts.yml").read_text()
    for job in set(re.findall(r'job="([a-z]+)"', alerts)) - set(jobs):
        problems.append(f"alerts.yml names a job {job} that nothing scrapes")
    services = compose_file["services"]
    ports = {"api": "8000", "ssr": services["ssr-1"]["environment"]["METRICS_PORT"]}
    ports["varnish"] = services["varnish-1"]["environment"]["EXPORTER_PORT"]
    for kind in ("api", "ssr", "varnish"):
        wanted = sorted(f"{n}:{ports[kind]}" for n, r in TOPOLOGY.items() if r == kind)
        targets = sorted(
            t for c in jobs.get(kind, {}).get("static_configs", []) for t in c["targets"]
        )
        if targets != wanted:
            problems.append(f"Prometheus job {kind} scrapes {targets}, not {wanted}")
    return problems


# Probes


def probe_paths(objects: list[dict], compose_file: dict) -> dict[str, set[str]]:
    """HTTP paths probed, per image role, in the manifests and the compose health checks."""
    paths: dict[str, set[str]] = {"api": set(), "ssr": set()}
    for obj in objects:
        for container in _pod_spec(obj).get("containers", []):
            role = _role_of_image(container["image"])
            for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
                path = container.get(probe, {}).get("httpGet", {}).get("path")
                if path and role in paths:
                    paths[role].add(path)
    for service, spec in compose_file["services"].items():
        role = TOPOLOGY.get(service)
        test = " ".join(spec.get("healthcheck", {}).get("test", []))
        if role in paths:
            paths[role] |= set(re.findall(r"http://127\.0\.0\.1:\d+(/[A-Za-z0-9_/.-]*)", test))
    varnish_env = compose_file["services"]["varnish-1"]["environment"]
    paths["ssr"].add(varnish_env["VARNISH_PROBE_URL"])
    config_maps = {o["metadata"]["name"]: o["data"] for o in objects if o["kind"] == "ConfigMap"}
    paths["ssr"].add(config_maps["varnish-config"]["VARNISH_PROBE_URL"])
    return paths


def api_answers(paths: set[str]) -> dict[str, int]:
    """The status the API app answers for each path, asked by a probe's address (Host)."""
    import tempfile

    from starlette.testclient import TestClient

    from api.app import create_app
    from api.database import create_database_engine
    from api.migrations import upgrade
    from api.settings import Settings

    with tempfile.TemporaryDirectory(prefix="probe-") as folder:
        settings = Settings(database_url=f"sqlite:///{folder}/site.sqlite3", search_warm=False)
        engine = create_database_engine(settings.database_url, create=True)
        try:
            upgrade(engine)
            with TestClient(create_app(settings, engine=engine)) as client:
                return {
                    path: client.get(path, headers={"host": "10.1.2.3:8000"}).status_code
                    for path in paths
                }
        finally:
            engine.dispose()


def ssr_answers(paths: set[str]) -> dict[str, int]:
    """The status ssr/server/health.js answers for each path (404 when it passes it on)."""
    script = """
import { health } from './ssr/server/health.js'
const statuses = {}
for (const path of JSON.parse(process.argv[1])) {
  let status = 404
  const res = { status(code) { status = code }, setHeader() {}, end() {} }
  health({ path, method: 'GET' }, res, () => {})
  statuses[path] = status
}
console.log(JSON.stringify(statuses))
"""
    result = subprocess.run(
        ["node", "--input-type=module", "-e", script, json.dumps(sorted(paths))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


# Dockerfiles


def dockerfile_problems() -> list[str]:
    """Every COPY source of our Dockerfiles exists in the build context (the repository)."""
    problems = []
    for dockerfile in ("Dockerfile.api", "Dockerfile.ssr", "infra/varnish/Dockerfile"):
        for line in (ROOT / dockerfile).read_text().splitlines():
            if not line.startswith("COPY ") or "--from=" in line:
                continue
            for source in line.split()[1:-1]:
                if not (ROOT / source).exists():
                    problems.append(f"{dockerfile}: COPY {source}: not in the repository")
    return problems
