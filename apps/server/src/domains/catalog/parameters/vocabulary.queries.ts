import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/** A row of the parameter vocabulary as stored: its code, names in the three languages, unit and place. */
export interface ParameterRow {
  id: number;
  code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  unit: string | null;
  sort: number;
}

export function readParameters(db: Db): Promise<ParameterRow[]> {
  return queryRows<ParameterRow>(
    db,
    sql`select id, code, name_en, name_zh_cn, name_zh_tw, unit, sort from parameter order by sort, id`,
  );
}
