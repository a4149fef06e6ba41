#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on loopback, then stops and removes it.
# The command sees TEST_DATABASE_URL (and DATABASE_URL, unless set) pointing at it.
#   scripts/with-postgres.sh npx vitest run --config vitest.postgres.config.ts
set -euo pipefail

pg_bin=""
for dir in /usr/lib/postgresql/*/bin; do
  [ -x "$dir/initdb" ] && pg_bin="$dir"
done
if [ -z "$pg_bin" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install postgresql)" >&2
  exit 1
fi

port="${PGTEST_PORT:-54329}"
work=$(mktemp -d /tmp/coperta-pg.XXXXXX)
chmod 755 "$work"
run_as=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$work"
  run_as=(runuser -u postgres --)
fi

stop() {
  "${run_as[@]}" "$pg_bin/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

"${run_as[@]}" "$pg_bin/initdb" -D "$work/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$pg_bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export DATABASE_URL="${DATABASE_URL:-$TEST_DATABASE_URL}"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
