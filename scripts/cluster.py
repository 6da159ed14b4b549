"""`make cluster`: the product on this one machine, wired as production is (docs/cluster.md).

Two API processes, two production SSR servers (each reaching both APIs through its
API_URL list), two Varnish instances (each with both SSR servers behind a round-robin
director with the health probe), PostgreSQL, Redis and a local S3 server (moto). The
APIs purge both Varnish instances (PURGE_URLS). The tests under tests/cluster/ start the
same cluster through `Cluster`, with a private PostgreSQL they may stop.

Settings (environment):

    CLUSTER_DIR            work folder: logs, VCL, media, Varnish state (var/cluster)
    CLUSTER_DATABASE       database name on the PostgreSQL below (site_cluster); it is
                           dropped and made anew from the demo at every start
    CLUSTER_POSTGRES_URL   the PostgreSQL server (postgresql+psycopg://postgres@127.0.0.1:5432)
    CLUSTER_PRIVATE_POSTGRES=1   an initdb of its own in CLUSTER_DIR on a free port instead
    CLUSTER_REDIS_URL      Redis with a database number of its own (redis://127.0.0.1:6379/12),
                           emptied at start
    CLUSTER_API_PORTS, CLUSTER_SSR_PORTS, CLUSTER_VARNISH_PORTS, CLUSTER_SSR_METRICS_PORTS
                           two comma-separated ports each (default: free ports)
    CLUSTER_S3_PORT        the moto server's port (default: a free one)
    SSR_WORKERS            worker processes per SSR server (default 1 here: 2 cores)
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from scripts.processes import (
    ROOT,
    Process,
    bound_socket,
    free_ports,
    launch,
    tail,
    wait_until_answering,
)

VARNISH_DIR = ROOT / "infra" / "varnish"
STARTUP_TIMEOUT = 90.0
DEMO_OWNER = {"email": "eigenaar@demo.site.local", "password": "demo-wachtwoord"}
S3_BUCKET = "site-cluster-files"
# The file `make loadtest` and the tests read the running cluster's addresses from.
STATE_FILE = "cluster.json"


def _ports(name: str, count: int, pick: Callable[[], int]) -> list[int]:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return [pick() for _ in range(count)]
    ports = [int(part) for part in raw.split(",") if part.strip()]
    if len(ports) != count:
        raise SystemExit(f"{name} needs {count} comma-separated ports, got {raw!r}")
    return ports


class PrivatePostgres:
    """A PostgreSQL of its own (initdb in `folder`, a free port), which tests may stop
    and start; the shared server on 5432 is never touched."""

    def __init__(self, folder: Path, port: int) -> None:
        self.folder = folder
        self.data = folder / "data"
        self.port = port
        self.log = folder / "postgres.log"
        binaries = sorted(Path("/usr/lib/postgresql").glob("*/bin"))
        if not binaries:
            raise RuntimeError("no PostgreSQL server binaries in /usr/lib/postgresql/*/bin")
        self.bin = binaries[-1]

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}"

    def _run(self, *command: str) -> None:
        # initdb and postgres refuse to run as root: as the postgres user then.
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, cwd="/")

    def init(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "-A",
            "trust",
            "-E",
            "UTF8",
        )
        self.start()

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.log),
            "-w",
            "start",
        )

    def stop(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def destroy(self) -> None:
        try:
            self.stop()
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.folder, ignore_errors=True)


@dataclass
class Cluster:
    """The whole cluster; `start()` brings it up, `stop()` takes everything down."""

    work: Path
    postgres_url: str = "postgresql+psycopg://postgres@127.0.0.1:5432"
    database: str = "site_cluster"
    redis_url: str = "redis://127.0.0.1:6379/12"
    private_postgres: bool = False
    # False: the database is dropped again on stop (the tests' clusters).
    keep_database: bool = True
    # False: Redis is left as it is (a test worker's database other runs may share).
    flush_redis: bool = True
    ssr_workers: str = "1"
    extra_env: dict[str, str] = field(default_factory=dict)
    processes: list[Process] = field(default_factory=list)
    postgres: PrivatePostgres | None = None
    apis: list[Process] = field(default_factory=list)
    ssrs: list[Process] = field(default_factory=list)
    varnishes: list[Process] = field(default_factory=list)
    ssr_metrics_ports: list[int] = field(default_factory=list)
    s3_url: str = ""
    # The environment every API process got (for one-off commands such as create-account).
    env: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_env(cls) -> Cluster:
        return cls(
            work=Path(os.environ.get("CLUSTER_DIR", ROOT / "var" / "cluster")).resolve(),
            postgres_url=os.environ.get("CLUSTER_POSTGRES_URL", cls.postgres_url),
            database=os.environ.get("CLUSTER_DATABASE", cls.database),
            redis_url=os.environ.get("CLUSTER_REDIS_URL", cls.redis_url),
            private_postgres=os.environ.get("CLUSTER_PRIVATE_POSTGRES", "") not in ("", "0"),
            ssr_workers=os.environ.get("SSR_WORKERS", "1"),
        )

    # -- processes ---------------------------------------------------------------

    def launch(
        self, name: str, command: list[str], env: dict[str, str], pass_fds: tuple[int, ...] = ()
    ) -> Process:
        process = launch(self.work / "logs", name, command, env, pass_fds)
        self.processes.append(process)
        return process

    def run(self, name: str, command: list[str], env: dict[str, str]) -> None:
        process = self.launch(name, command, env)
        if process.popen.wait(timeout=600) != 0:
            raise RuntimeError(f"{name} failed:\n{tail(process.log)}")
        self.processes.remove(process)

    def wait_until_answering(self, process: Process, path: str, method: str = "GET") -> None:
        wait_until_answering(process, path, method, timeout=STARTUP_TIMEOUT)

    # -- the parts ---------------------------------------------------------------

    def _database(self) -> str:
        """Drops and creates the cluster's database; answers its URL."""
        import sqlalchemy as sa

        admin = sa.create_engine(f"{self.postgres_url}/postgres", isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:
            connection.execute(sa.text(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)'))
            connection.execute(sa.text(f'CREATE DATABASE "{self.database}"'))
        admin.dispose()
        return f"{self.postgres_url}/{self.database}"

    def _redis(self) -> None:
        import redis

        client = redis.Redis.from_url(self.redis_url)
        client.flushdb()
        client.close()

    def _s3(self, env: dict[str, str], port: int) -> dict[str, str]:
        moto = Path(sys.executable).with_name("moto_server")
        server = self.launch("s3", [str(moto), "-H", "127.0.0.1", "-p", str(port)], env)
        server.url = f"http://127.0.0.1:{port}"
        self.wait_until_answering(server, "/moto-api/")
        self.s3_url = server.url
        settings = {
            "FILES_BACKEND": "s3",
            "S3_ENDPOINT_URL": server.url,
            "S3_BUCKET": S3_BUCKET,
            "S3_REGION": "eu-west-1",
            "S3_ACCESS_KEY_ID": "cluster",
            "S3_SECRET_ACCESS_KEY": "cluster",
        }
        import boto3

        boto3.client(
            "s3",
            endpoint_url=server.url,
            region_name="eu-west-1",
            aws_access_key_id="cluster",
            aws_secret_access_key="cluster",
        ).create_bucket(
            Bucket=S3_BUCKET, CreateBucketConfiguration={"LocationConstraint": "eu-west-1"}
        )
        return settings

    def _varnish(self, index: int, port: int, ssr_ports: list[int]) -> Process:
        varnishd = shutil.which("varnishd") or "/usr/sbin/varnishd"
        folder = self.work / f"varnish-{index}"
        folder.mkdir(parents=True, exist_ok=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith("VARNISH_")}
        env["VARNISH_BACKENDS"] = ",".join(f"127.0.0.1:{ssr}" for ssr in ssr_ports)
        env["VARNISH_PROBE_INTERVAL"] = "1s"
        vcl = subprocess.run(
            ["sh", str(VARNISH_DIR / "render-vcl.sh")],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        (folder / "site.vcl").write_text(vcl)
        params = []
        for line in (VARNISH_DIR / "varnishd.params").read_text().splitlines():
            setting = line.split("#", 1)[0].strip()
            if setting:
                params += ["-p", setting]
        command = [
            varnishd, "-F", "-j", "none", "-n", str(folder / "state"), "-a", f"127.0.0.1:{port}",
            "-T", "none", "-f", str(folder / "site.vcl"), "-s", "malloc,128m", *params,
        ]  # fmt: skip
        process = self.launch(f"varnish-{index}", command, dict(os.environ))
        process.url = f"http://127.0.0.1:{port}"
        return process

    def api_command(self, *args: str) -> subprocess.CompletedProcess:
        """`python -m api ARGS` on the cluster's database and settings."""
        return subprocess.run(
            [sys.executable, "-m", "api", *args],
            check=False,
            cwd=ROOT,
            env=self.env,
            capture_output=True,
            text=True,
        )

    def start(self) -> None:
        if not (ROOT / "ssr" / "dist" / "server").is_dir():
            raise SystemExit("ssr/dist is missing: run `make build` first")
        self.work.mkdir(parents=True, exist_ok=True)
        # The APIs get their sockets bound here (`serve --fd`): their ports cannot be taken
        # by another process before they start. The other parts start on ports only found
        # free (tests/cluster/conftest.py starts again when one was taken).
        api_ports = _ports("CLUSTER_API_PORTS", 2, pick=lambda: 0)
        # Found at once, so no two parts are given the same one.
        free = iter(free_ports(8)).__next__
        ssr_ports = _ports("CLUSTER_SSR_PORTS", 2, free)
        varnish_ports = _ports("CLUSTER_VARNISH_PORTS", 2, free)
        self.ssr_metrics_ports = _ports("CLUSTER_SSR_METRICS_PORTS", 2, free)
        s3_port = int(os.environ.get("CLUSTER_S3_PORT") or free())
        if self.private_postgres:
            self.postgres = PrivatePostgres(Path(tempfile.mkdtemp(prefix="cluster-pg-")), free())
            self.postgres.init()
            self.postgres_url = self.postgres.url
        base = {
            # Every visitor of `make loadtest` comes from 127.0.0.1: one address may
            # start many carts here (CART_CREATE_RATE set in the environment wins).
            "CART_CREATE_RATE": "1000000",
            **os.environ,
            **self.extra_env,
            "DATABASE_URL": self._database(),
            "REDIS_URL": self.redis_url,
            "MEDIA_ROOT": str(self.work / "media"),
            "PUBLIC_ROOT": str(self.work / "public"),
            "MAIL_DIR": str(self.work / "mail"),
            "PURGE_URLS": ",".join(f"http://127.0.0.1:{port}" for port in varnish_ports),
            "PYTHONUNBUFFERED": "1",
        }
        if self.flush_redis:
            self._redis()
        base.update(self._s3(base, s3_port))
        self.env = base
        python = [sys.executable, "-m", "api"]
        self.run("load-demo", [*python, "load-demo"], base)
        for index, port in enumerate(api_ports, 1):
            # Closed here once the API has it, so the port closes when the API stops.
            with bound_socket(port) as listener:
                fd = listener.fileno()
                api = self.launch(
                    f"api-{index}", [*python, "serve", "--fd", str(fd)], base, pass_fds=(fd,)
                )
                api.url = f"http://127.0.0.1:{listener.getsockname()[1]}"
            self.apis.append(api)
        api_list = ",".join(api.url for api in self.apis)
        for index, (port, metrics) in enumerate(zip(ssr_ports, self.ssr_metrics_ports), 1):
            env = {
                **base,
                "NODE_ENV": "production",
                "HOST": "127.0.0.1",
                "PORT": str(port),
                "API_URL": api_list,
                "METRICS_PORT": str(metrics),
                "SSR_WORKERS": self.ssr_workers,
            }
            ssr = self.launch(
                f"ssr-{index}", ["node", str(ROOT / "ssr" / "server" / "index.js")], env
            )
            ssr.url = f"http://127.0.0.1:{port}"
            self.ssrs.append(ssr)
        for index, port in enumerate(varnish_ports, 1):
            self.varnishes.append(self._varnish(index, port, ssr_ports))
        for api in self.apis:
            self.wait_until_answering(api, "/api/services/websites/v1/page-bundle?path=/")
        for ssr in self.ssrs:
            self.wait_until_answering(ssr, "/_ssr/health")
        for varnish in self.varnishes:
            # PURGE without keys is answered by Varnish itself: nothing gets cached.
            self.wait_until_answering(varnish, "/", method="PURGE")
        (self.work / STATE_FILE).write_text(json.dumps(self.describe(), indent=2))

    def describe(self) -> dict:
        return {
            "apis": [api.url for api in self.apis],
            "ssrs": [ssr.url for ssr in self.ssrs],
            "ssr_metrics": [f"http://127.0.0.1:{port}/metrics" for port in self.ssr_metrics_ports],
            "varnishes": [varnish.url for varnish in self.varnishes],
            "varnish_names": [str(self.work / f"varnish-{i}" / "state") for i in (1, 2)],
            "s3": self.s3_url,
            "database": f"{self.postgres_url}/{self.database}",
            "redis": self.redis_url,
            "pids": {process.name: process.popen.pid for process in self.processes},
        }

    def stop(self) -> None:
        for process in reversed(self.processes):
            process.stop()
        self.processes.clear()
        if not self.keep_database and self.postgres is None and self.env:
            import sqlalchemy as sa

            admin = sa.create_engine(f"{self.postgres_url}/postgres", isolation_level="AUTOCOMMIT")
            with admin.connect() as connection:
                connection.execute(
                    sa.text(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
                )
            admin.dispose()
        if self.postgres is not None:
            self.postgres.destroy()
            self.postgres = None
        (self.work / STATE_FILE).unlink(missing_ok=True)


def main() -> int:
    cluster = Cluster.from_env()
    stopping = False

    def stop(signum, frame):
        nonlocal stopping
        if not stopping:
            stopping = True
            raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        print("cluster: starting (logs in", cluster.work / "logs", ")", flush=True)
        cluster.start()
        about = cluster.describe()
        print(
            "\n  Site (Varnish):  " + "  ".join(about["varnishes"]),
            "\n  SSR servers:     " + "  ".join(about["ssrs"]),
            "\n  SSR metrics:     " + "  ".join(about["ssr_metrics"]),
            "\n  APIs:            " + "  ".join(about["apis"]) + "   (/metrics from 127.0.0.1)",
            "\n  S3 (moto):       " + about["s3"],
            "\n  Database:        " + about["database"],
            "\n  Redis:           " + about["redis"],
            "\n  Demo owner login: eigenaar@demo.site.local / demo-wachtwoord",
            "\n  Process ids:     " + "  ".join(f"{n}={p}" for n, p in about["pids"].items()),
            "\n\n  `make loadtest` runs a visitor load against it. Ctrl-C stops everything.\n",
            flush=True,
        )
        # A process that dies is reported, and the rest keeps running: that is what
        # the cluster is for (kill an API or an SSR server and watch the others carry on).
        reported: set[str] = set()
        while True:
            for process in cluster.processes:
                if not process.alive() and process.name not in reported:
                    reported.add(process.name)
                    print(
                        f"cluster: {process.name} exited ({process.popen.returncode}); "
                        f"the rest keeps running. Its log ends:\n{tail(process.log, 10)}",
                        file=sys.stderr,
                        flush=True,
                    )
            time.sleep(0.5)
    except KeyboardInterrupt:
        return 0
    finally:
        cluster.stop()
        print("cluster: stopped", flush=True)


if __name__ == "__main__":
    sys.exit(main())
