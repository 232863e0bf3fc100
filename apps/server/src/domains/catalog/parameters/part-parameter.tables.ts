import { bigint, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { product } from '../core/catalog.tables.js';

/**
 * A product's component parameters, read from its description, package and catalog node by
 * part-parameters.ts: the catalog side of the parametric matching stage. Only products of a known kind
 * with a value have a row (a 4.7 kΩ resistor, a 100 nF capacitor, a 12 MHz crystal). Values are in SI
 * units, six significant digits (double precision compares them exactly: both sides are canonicalised
 * by the same code). Filled by the demo seed and the catalog import; the server's start backfills the
 * rows of products written otherwise (see product_parameter_fill).
 */
export const productParameter = pgTable(
  'product_parameter',
  {
    productId: bigint('product_id', { mode: 'number' })
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    valueSi: doublePrecision('value_si').notNull(),
    package: text('package'),
    voltage: doublePrecision('voltage'),
    tolerance: doublePrecision('tolerance'),
    dielectric: text('dielectric'),
    power: doublePrecision('power'),
  },
  // The stage looks up (kind, value) and, when the line names one, the package.
  (t) => [index('product_parameter_lookup_idx').on(t.kind, t.valueSi, t.package)],
);

/**
 * Which version of the parser filled product_parameter for every product: the server's start backfills
 * when the current version has no row here (the first start after the migration, or a better parser).
 */
export const productParameterFill = pgTable('product_parameter_fill', {
  version: integer('version').primaryKey(),
  filledAt: timestamp('filled_at', { withTimezone: true }).notNull().defaultNow(),
});
