import { count, desc, eq, sql } from 'drizzle-orm';
import type { OpsMessageAudience } from '@emall/contract/ops';
import { arrayParam, type Db } from '../../platform/db.js';
import { LIVE_CHANNEL } from '../../platform/live-channel.js';
import { message } from './message.tables.js';
import { opsMessage } from './message-ops.tables.js';

export type OpsMessageRowDb = typeof opsMessage.$inferSelect;

export async function insertOpsMessage(db: Db, row: typeof opsMessage.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(opsMessage).values(row).returning({ id: opsMessage.id });
  if (!inserted) throw new Error('ops_message insert returned no row');
  return inserted.id;
}

export interface TenantWideMessage {
  group: string;
  textKey: string;
  params: Record<string, string | number>;
  link: string | null;
  createdAt: Date;
}

/**
 * One tenant-wide message for each of `tenantIds` in one statement, and one live push per tenant in a
 * second (delivered on commit, as notifyLive's are): an announcement to every tenant costs two queries,
 * however many tenants there are.
 */
export async function insertTenantWideMessages(
  db: Db,
  tenantIds: readonly number[],
  row: TenantWideMessage,
): Promise<void> {
  if (tenantIds.length === 0) return;
  const tenants = arrayParam(tenantIds, 'int');
  await db.execute(sql`
    insert into ${message} (tenant_id, staff_id, message_group, text_key, params, link, created_at)
    select t, null, ${row.group}, ${row.textKey}, ${JSON.stringify(row.params)}::jsonb, ${row.link}, ${row.createdAt.toISOString()}::timestamptz
    from unnest(${tenants}) as t`);
  // The payload live-channel.ts parses: the tenant, null for all of its staff, and n: a new message.
  await db.execute(sql`
    select pg_notify(${LIVE_CHANNEL}, json_build_object('t', t, 's', null, 'n', 1)::text)
    from unnest(${tenants}) as t`);
}

export async function selectOpsMessagePage(
  db: Db,
  audience: OpsMessageAudience | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: OpsMessageRowDb[]; total: number }> {
  const where = audience ? eq(opsMessage.audience, audience) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(opsMessage)
      .where(where)
      .orderBy(desc(opsMessage.createdAt), desc(opsMessage.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(opsMessage).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
