import { pickText, type Lang } from '@emall/contract';

/** A row named in the three languages, as brands, categories and parameters are stored. */
export interface NamedRow {
  name_en: string | null;
  name_zh_cn: string | null;
  name_zh_tw: string | null;
}

/** The row's name in the caller's language (pickText's fallbacks when that language's name is empty). */
export function nameIn(row: NamedRow, lang: Lang): string {
  return pickText({ enUs: row.name_en ?? '', zhCn: row.name_zh_cn ?? '', zhTw: row.name_zh_tw ?? '' }, lang);
}
