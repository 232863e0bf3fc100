import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { createHash } from 'node:crypto';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { listenOnPostgres, type ListenHandlers, type StopListening } from './pg-listener.js';

/** The one database type every query helper takes: Drizzle over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** Replica for catalog reads when DATABASE_READ_URL is set, else the primary. */
  readDb: Db;
  /**
   * The catalog's reads: on PostgreSQL a pool of its own (on the replica when there is one), each statement
   * with a time limit, so searches can neither take the connections checkout needs nor run without end.
   */
  catalogDb: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed) outside Drizzle: migrations, health checks. */
  exec(sqlText: string): Promise<void>;
  /** Runs `fn` holding a cluster-wide advisory lock, so two server copies never migrate at once. */
  withLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on a notification channel (live pushes across server copies): PostgreSQL on a dedicated
   * connection that reconnects, PGlite on its own listen API. Notifications arrive when their sender commits.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  /** PGlite only: the whole data directory as a tar file, to open copies of it (tests start from one). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  readUrl?: string | undefined;
  /** PGlite data directory; 'memory://' keeps everything in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL only: the catalog reads' pool and their statement time limit (0: none). */
  catalogPoolSize?: number;
  catalogStatementTimeoutMs?: number;
  /** PGlite only: start from this dump of another database's data directory. */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    readDb: db,
    catalogDb: db,
    driver: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    // PGlite is one connection in one process: serialising on it is the lock.
    withLock: (_lockId, fn) => fn(),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      // Called without arguments: PGlite's unlisten takes an optional transaction as its first one.
      return () => unlisten();
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * Every connection runs without JIT compilation: the shop's statements are short, and PostgreSQL compiles any
 * statement its planner costs above 100,000 (a category page of 100,000 parts), and compiling took most of such a
 * statement's time (docs/performance.md).
 */
const CONNECTION_OPTIONS = '-c jit=off';

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: CONNECTION_OPTIONS,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const readPool = options.readUrl
    ? new ReplicaPool(
        { connectionString: options.readUrl, max: options.poolSize ?? 10, options: CONNECTION_OPTIONS },
        pool,
      )
    : undefined;
  readPool?.on('error', () => undefined);
  const timeout = options.catalogStatementTimeoutMs ?? 0;
  const catalogConfig = {
    max: options.catalogPoolSize ?? 6,
    options: timeout > 0 ? `${CONNECTION_OPTIONS} -c statement_timeout=${timeout}` : CONNECTION_OPTIONS,
  };
  // On the primary; with a replica, the pool its catalog reads fall back to, of the same size and time limit.
  const catalogPrimaryPool = new pg.Pool({ ...catalogConfig, connectionString: url });
  catalogPrimaryPool.on('error', () => undefined);
  const catalogPool = options.readUrl
    ? new ReplicaPool({ ...catalogConfig, connectionString: options.readUrl }, catalogPrimaryPool)
    : catalogPrimaryPool;
  catalogPool.on('error', () => undefined);
  await pool.query('select 1');
  const db: Db = drizzleNodePg({ client: pool });
  const readDb = readPool ? drizzleNodePg({ client: readPool }) : db;
  const catalogDb: Db = drizzleNodePg({ client: catalogPool });
  shareData([db, readDb, catalogDb]);
  return {
    db,
    readDb,
    catalogDb,
    driver: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    withLock: async (lockId, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [lockId]);
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        conn.release();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: async () => {
      await pool.end();
      await readPool?.end();
      if (catalogPool !== catalogPrimaryPool) await catalogPool.end();
      await catalogPrimaryPool.end();
    },
  };
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** How long reads stay on the primary after the replica refused a connection, before it is tried again. */
const REPLICA_RETRY_MS = 5000;

/**
 * A pool on the read replica that hands out a connection of the primary's pool (`fallback`) when the replica
 * cannot be reached: the catalog stays up while a replica restarts or is gone, at the primary's cost. After a
 * refused connection the replica is left alone for a few seconds, so a dead one does not cost every read a
 * failed connect. Only connecting falls back: a statement that fails on a connection it has is its caller's
 * error, as on the primary. drizzle takes a pg.Pool (it checks the class), hence a subclass.
 */
class ReplicaPool extends pg.Pool {
  private replicaDownUntil = 0;

  constructor(
    config: pg.PoolConfig,
    private readonly fallback: pg.Pool,
  ) {
    super(config);
  }

  // pg-pool's own query() calls connect with a callback; everyone else awaits it.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connected = this.connectSomewhere();
    if (!callback) return connected;
    connected.then(
      (client) => {
        callback(undefined, client, (release) => {
          client.release(release as Error | boolean | undefined);
        });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), undefined, () => undefined);
      },
    );
    return undefined;
  }

  private async connectSomewhere(): Promise<pg.PoolClient> {
    if (Date.now() < this.replicaDownUntil) return this.fallback.connect();
    try {
      return await super.connect();
    } catch {
      this.replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
      return this.fallback.connect();
    }
  }
}

const SAME_DATA = Symbol('emall.sameData');

/**
 * What the server's in-process caches key on: one object for every view of one database (the primary, the read
 * replica, the catalog's pool), so that forgetting a cached value after a write forgets it for all of them.
 */
export function dataOf(db: Db): object {
  return (db as unknown as { [SAME_DATA]?: object })[SAME_DATA] ?? db;
}

function shareData(views: readonly Db[]): void {
  const data = {};
  for (const view of views) Object.defineProperty(view, SAME_DATA, { value: data });
}

/** Rows of a raw SQL query; both drivers answer `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * Rows of a hot read whose text has a bounded number of shapes, as a named prepared statement: PostgreSQL parses
 * and plans it once per connection and then reuses the work (a statement of a few joins spends more time being
 * planned than run; docs/performance.md). Only for statements whose text does not grow with the input (a list
 * goes as one array parameter): each distinct text is kept on every connection. PGlite runs it as a plain query.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 20)}`;
  const result: unknown = await db._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/**
 * `$n::type[]`: a whole column of values as one array parameter, for `unnest(...)` or `= any(...)`. Set-based
 * statements send thousands of rows as a handful of parameters this way.
 */
export function arrayParam(values: readonly unknown[], type: string): SQL {
  return sql`${sql.param([...values])}::${sql.raw(type)}[]`;
}

/**
 * `%text%` for LIKE / ILIKE that finds the text as typed: its own `%`, `_` and `\` are matched literally (the
 * searches of buyers and operators are plain text, never patterns).
 */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** `text%` for LIKE / ILIKE: what starts with the text as typed. */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}

/** The text as a LIKE pattern that matches only itself: LIKE's own `%`, `_` and `\` escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A row id from a body (digits, validated by the contract) as a number; 0, which finds nothing, otherwise. */
export function bodyId(id: string): number {
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : 0;
}
