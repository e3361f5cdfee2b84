#!/usr/bin/env bash
# A throw-away PostgreSQL server for the durable-runs tests (durable/tests/postgres.rs).
#
#   bash scripts/postgres.sh start DIR [PORT]   initdb into DIR, start on 127.0.0.1:PORT
#                                               (default 54329), print the connection URL
#   bash scripts/postgres.sh stop DIR           stop the server and remove DIR
#
# The server runs with fsync=off (a test's data need not outlive it); CAIRN_PG_FSYNC=on
# starts it with flushes, for figures. Installs Debian's `postgresql` package first if the server programs are missing and
# this runs as root with apt-get. Postgres refuses to run as root, so as root the
# cluster belongs to the `postgres` user (runuser). Exits non-zero, with the reason on
# stderr, when the server cannot be installed or started.
set -euo pipefail

find_bin() {
  local dir
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then
      echo "$dir"
      return
    fi
  done
  return 1
}

install_server() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "postgres.sh: installing Debian's postgresql package" >&2
    apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
  else
    echo "postgres.sh: no PostgreSQL server programs, and no root apt-get to install them" >&2
    return 1
  fi
}

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

cmd="${1:-}"
dir="${2:-}"
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start DIR [PORT] | stop DIR" >&2
  exit 2
fi

case "$cmd" in
  start)
    port="${3:-54329}"
    bin="$(find_bin || { install_server && find_bin; })" || {
      echo "postgres.sh: the PostgreSQL server programs are not available" >&2
      exit 1
    }
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
      echo "postgres.sh: running as root and there is no 'postgres' user to own the cluster" >&2
      exit 1
    fi
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      exit 1
    }
    # The socket goes in DIR too: /var/run/postgresql may not exist or be writable.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=${CAIRN_PG_FSYNC:-off} -c max_connections=100" \
      start >&2 || {
      cat "$dir/server.log" >&2 || true
      exit 1
    }
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin="$(find_bin)" || exit 0
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR [PORT] | stop DIR" >&2
    exit 2
    ;;
esac
