import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Interface texts, one row per key with its three languages. `editedByOperator` rows are never overwritten by
 * the seed.
 */
export const uiText = pgTable('ui_text', {
  keyValue: text('key_value').primaryKey(),
  zhCn: text('zh_cn').notNull(),
  zhTw: text('zh_tw').notNull(),
  enUs: text('en_us').notNull(),
  editedByOperator: boolean('edited_by_operator').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Dictionary values: one row per (dictionary code, value), names in three languages. */
export const dicValue = pgTable(
  'dic_value',
  {
    id: serial('id').primaryKey(),
    dicCode: text('dic_code').notNull(),
    dicValue: text('dic_value').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    /** Free property: for banners the image URL. */
    property: text('property'),
    /** Free JSON text: for banners {status, type, url, brandCode, brandName, mfrPn}. */
    dicValueDesc: text('dic_value_desc'),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('00A'),
  },
  (t) => [
    unique('dic_value_code_value_uq').on(t.dicCode, t.dicValue),
    index('dic_value_code_idx').on(t.dicCode, t.sort),
  ],
);

export const sysParam = pgTable('sys_param', {
  paramCode: text('param_code').primaryKey(),
  paramType: text('param_type').notNull(),
  paramName: text('param_name').notNull(),
  paramValue: text('param_value').notNull(),
  remark: text('remark').notNull().default(''),
  /** Only public parameters are readable through the API. */
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Chinese administrative divisions: province (1), city (2), district (3). */
export const region = pgTable(
  'region',
  {
    regionId: text('region_id').primaryKey(),
    regionName: text('region_name').notNull(),
    regionLevel: integer('region_level').notNull(),
    parentId: text('parent_id'),
    /** 'Province/City/District': how clients name a parent. */
    pathName: text('path_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('region_parent_idx').on(t.parentId, t.sort), index('region_path_idx').on(t.pathName)],
);

/** The action log: page visits and leaves. */
export const actionLog = pgTable(
  'action_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id'),
    tenantId: integer('tenant_id'),
    eventName: text('event_name').notNull(),
    eventType: text('event_type').notNull(),
    eventParam: jsonb('event_param').notNull(),
    currentUrl: text('current_url').notNull(),
    lastUrl: text('last_url'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    leaveTime: timestamp('leave_time', { withTimezone: true }),
    ip: text('ip'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_log_staff_idx').on(t.staffId, t.recordedAt)],
);
