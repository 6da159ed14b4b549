#!/usr/bin/env bash
# `make run`: the API and the production SSR server side by side in the foreground.
# Ctrl-C (or either server dying) stops both. Expects `make build` and a loaded database.
#
#   API_HOST / API_PORT   where the API listens (default 127.0.0.1:8000)
#   SSR_HOST / SSR_PORT   where the site listens (default 0.0.0.0:3000)
#   SSR_WORKERS, SSR_MAX_CONCURRENT_RENDERS, ... (README, "SSR settings") pass through;
#   the site server runs one worker per core by default.
set -euo pipefail
cd "$(dirname "$0")/.."

api_host="${API_HOST:-127.0.0.1}"
api_port="${API_PORT:-8000}"
ssr_host="${SSR_HOST:-0.0.0.0}"
ssr_port="${SSR_PORT:-3000}"

if [ ! -d ssr/dist ]; then
    echo "run: ssr/dist is missing; run 'make build' first" >&2
    exit 1
fi

pids=()
stop() {
    trap - EXIT INT TERM
    for pid in "${pids[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    wait 2>/dev/null || true
    echo "run: stopped"
}
trap stop EXIT
trap 'exit 130' INT TERM

listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

uv run --frozen python -m api serve --host "$api_host" --port "$api_port" &
pids+=($!)
API_URL="http://$api_host:$api_port" PORT="$ssr_port" HOST="$ssr_host" NODE_ENV=production \
    node ssr/server/index.js &
pids+=($!)

for _ in $(seq 1 120); do
    listening "$api_port" && listening "$ssr_port" && break
    sleep 0.25
done

cat <<MESSAGE

  Site: http://localhost:$ssr_port
  API:  http://$api_host:$api_port
  Demo owner login: eigenaar@demo.site.local / demo-wachtwoord

  Ctrl-C stops both servers.

MESSAGE

# Whichever server exits first (crash or Ctrl-C) takes the other one down with it.
wait -n
