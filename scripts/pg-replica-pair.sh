#!/usr/bin/env bash
# A PostgreSQL primary and a streaming replica of it on loopback, from Debian's PostgreSQL binaries, for running
# the shop with DATABASE_URL on the primary and DATABASE_READ_URL on the replica on one machine (docs/operations.md,
# "A read replica"); apps/server/src/platform/scale-out.pg.test.ts starts its pair with it.
#
#   scripts/pg-replica-pair.sh start <dir> <primary port> <replica port>   initdb, start, base backup, start
#   scripts/pg-replica-pair.sh stop <dir>                                  stops both (fast shutdown)
#   scripts/pg-replica-pair.sh stop-replica <dir> | start-replica <dir>    the replica alone
#
# The clusters live in <dir>/primary and <dir>/replica, listen on 127.0.0.1 only and trust local connections
# (a machine-local pair; a pair across machines needs passwords and pg_hba lines of its own). Run as root, the
# PostgreSQL commands run as the postgres user, which owns <dir> (initdb refuses root). PG_BIN names another
# binaries directory; PG_PAIR_NO_FSYNC=1 turns fsync off (a scratch pair for tests: its data may be lost).
# Prints the two addresses on stdout.
set -euo pipefail

command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
  sed -n '5,8p' "$0" >&2
  exit 2
fi
bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ ! -x "$bin/initdb" ]; then
  echo "no PostgreSQL binaries in '${bin}' (install the Debian package postgresql, or set PG_BIN)" >&2
  exit 1
fi

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_ctl_start() {
  as_postgres "$bin/pg_ctl" -D "$1" -l "$1.log" -w -t 60 start >/dev/null
}

case "$command" in
  start)
    primary_port=${3:?primary port}
    replica_port=${4:?replica port}
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_postgres "$bin/initdb" -D "$dir/primary" -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 \
      >/dev/null
    {
      echo "listen_addresses = '127.0.0.1'"
      echo "port = $primary_port"
      # Sockets in the pair's own directory: the system's /var/run/postgresql belongs to the packaged cluster.
      echo "unix_socket_directories = '$dir'"
      echo "wal_level = replica"
      echo "max_wal_senders = 4"
      # The replica reports what it has replayed, so the primary's pg_stat_replication shows the lag.
      echo "hot_standby_feedback = on"
      if [ "${PG_PAIR_NO_FSYNC:-}" = 1 ]; then
        echo "fsync = off"
        echo "synchronous_commit = off"
        echo "full_page_writes = off"
      fi
    } | as_postgres tee -a "$dir/primary/postgresql.conf" >/dev/null
    pg_ctl_start "$dir/primary"
    # -R writes standby.signal and primary_conninfo: the copy starts as a replica streaming from the primary.
    as_postgres "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/replica" -R \
      -X stream -c fast
    echo "port = $replica_port" | as_postgres tee -a "$dir/replica/postgresql.conf" >/dev/null
    pg_ctl_start "$dir/replica"
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$primary_port/postgres"
    echo "DATABASE_READ_URL=postgres://postgres@127.0.0.1:$replica_port/postgres"
    ;;
  stop)
    for cluster in replica primary; do
      if [ -f "$dir/$cluster/postmaster.pid" ]; then
        as_postgres "$bin/pg_ctl" -D "$dir/$cluster" -m fast -w stop >/dev/null
      fi
    done
    ;;
  stop-replica)
    as_postgres "$bin/pg_ctl" -D "$dir/replica" -m fast -w stop >/dev/null
    ;;
  start-replica)
    pg_ctl_start "$dir/replica"
    ;;
  *)
    sed -n '5,8p' "$0" >&2
    exit 2
    ;;
esac
