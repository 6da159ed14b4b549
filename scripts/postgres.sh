#!/usr/bin/env bash
# Makes sure PostgreSQL answers on 127.0.0.1:5432 for the API tests, starting the local
# Debian cluster when it is down (containers have no systemd, hence the redirect skip).
set -euo pipefail

host=127.0.0.1
port=5432

ready() { pg_isready -q -h "$host" -p "$port"; }

if ready; then
    echo "postgres: running on $host:$port"
    exit 0
fi

version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$version" ] || ! command -v pg_ctlcluster >/dev/null; then
    echo "postgres: not running on $host:$port and no local cluster to start" >&2
    exit 1
fi

echo "postgres: starting cluster $version/main"
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
"${as_root[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main start

for _ in $(seq 1 60); do
    ready && { echo "postgres: running on $host:$port"; exit 0; }
    sleep 0.5
done
echo "postgres: cluster $version/main did not come up" >&2
exit 1
