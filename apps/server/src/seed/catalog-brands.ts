import type { brand } from '../domains/catalog/core/catalog.tables.js';
import {
  chineseNamePart,
  deriveBrandCode,
  firstFreeCode,
  nameKey,
  nameKeys,
  tidyName,
} from '../domains/catalog/core/catalog-naming.js';
import { formerNamesOf } from '../domains/catalog/matching/maker-successions.js';
import { MAINSTREAM_BRANDS } from './catalog-brands-mainstream.js';

export type BrandRow = typeof brand.$inferInsert;

/** A maker outside the 45 that the CSV spells in ways the normalised key alone does not join. */
interface OtherBrandGroup {
  brandCode: string;
  nameEn: string;
  spellings: readonly string[];
  /** Spellings that belong here only as written, because their key is another maker's ('TA-I Tech'). */
  exact?: readonly string[];
}

/**
 * Spellings of one maker outside the mainstream list, joined by hand (spellings that differ only in case,
 * spaces or punctuation, as 'Hunan Xiangyee in S T' and 'Hunan Xiangyee in S&T', join by their key without
 * help). A code is given where the derived one would mislead: 'ST(Semtech)' is Semtech, not ST.
 */
export const OTHER_BRAND_GROUPS: readonly OtherBrandGroup[] = [
  { brandCode: 'SEMTECH', nameEn: 'ST(Semtech)', spellings: ['ST(Semtech)', 'Semtech'] },
  { brandCode: 'DIOTEC', nameEn: 'DIOTEC', spellings: ['(DIOTEC)', 'Diotec Semiconductor'] },
  { brandCode: 'HARWIN', nameEn: 'HARWIN', spellings: ['HARWIN', 'Harwin Inc.'] },
  { brandCode: 'XKB', nameEn: 'XKB Connectivity', spellings: ['XKB Connectivity', 'XKB Connection'] },
  { brandCode: 'YXC', nameEn: 'YXC Crystal Oscillators', spellings: ['YXC', 'YXC Crystal Oscillators'] },
  {
    brandCode: 'WINBOND',
    nameEn: 'Winbond Elec',
    spellings: ['Winbond Elec', 'Winbond', 'Winbond Electronics'],
  },
  {
    brandCode: 'BRIGHTKING',
    nameEn: 'Brightking Elec (TAIWAN)',
    spellings: ['Brightking Elec (TAIWAN)', 'Brightking'],
  },
  {
    brandCode: 'SEI',
    nameEn: 'SEI(Stackpole Elec)',
    spellings: ['SEI(Stackpole Elec)', 'STACKPOLE ELECTRONICS INC', 'Stackpole', 'Stackpole Electronics'],
  },
  {
    brandCode: 'JSCJ',
    nameEn: 'Jiangsu Changjing Electronics Technology Co., Ltd.',
    spellings: ['JSCJ', 'Jiangsu Changjing Electronics Technology Co., Ltd.'],
  },
  { brandCode: 'LCSC', nameEn: 'LCSC', spellings: ['LCSC', 'LCSC-boards'] },
  { brandCode: 'SKYWORKS', nameEn: 'Skyworks Solutions', spellings: ['Skyworks Solutions', 'Skyworks'] },
  {
    brandCode: 'AOS',
    nameEn: 'Alpha & Omega Semicon',
    spellings: ['Alpha & Omega Semicon', 'Alpha and Omega'],
  },
  { brandCode: 'ABRACON', nameEn: 'Abracon LLC', spellings: ['Abracon LLC', 'Abracon'] },
  { brandCode: 'TXC', nameEn: 'TXC Corp', spellings: ['TXC Corp', 'TXC'] },
  // TA-I Technology (resistors) is not TAI-TECH (inductors), though both keys read 'TAITECH'.
  { brandCode: 'TAI', nameEn: 'TA-I Tech', spellings: ['TA-I Technology'], exact: ['TA-I Tech'] },
];

/** The brand of the parts whose manufacturer the CSV leaves empty. */
export const UNBRANDED: BrandRow = {
  brandCode: 'UNBRANDED',
  nameEn: 'Unbranded',
  nameZhCn: '无品牌',
  nameZhTw: '無品牌',
  aliases: [],
  isMainstream: false,
  sort: 1000,
};

export interface BrandPlan {
  /** Brands to insert: the 45 mainstream ones (sort 1..45), then the others by code (sort 1000). */
  rows: BrandRow[];
  /** The brand code of a manufacturer as the CSV writes it. */
  codeOf(manufacturer: string): string;
}

// The naming rules live in the catalog domain: the catalog import codes the brands it creates the same way.
export { deriveBrandCode };

/**
 * Brands for the manufacturers of the CSV. A manufacturer joins the mainstream brand one of whose aliases is
 * its normalised name; else the hand-made group naming it; else the other manufacturers with the same
 * normalised name. Each brand's aliases hold every spelling of it (normalised), so search and BOM matching
 * can find the brand by any of them. Codes of the other brands come from their names, made unique in the
 * order the CSV first names them.
 */
export function planBrands(manufacturers: Iterable<string>): BrandPlan {
  const byKey = new Map<string, BrandRow>();
  const taken = new Set<string>();
  // The names of the mainstream brands themselves: a bought company that is one of them (Maxim) stays its own.
  const ownKeys = new Set(
    MAINSTREAM_BRANDS.flatMap((b) => nameKeys([b.brandCode, b.nameEn, ...b.spellings])),
  );
  const mainstream: BrandRow[] = MAINSTREAM_BRANDS.map((b, index) => {
    const names = [b.brandCode, b.nameEn, b.nameZhCn, b.nameZhTw, ...b.spellings];
    const own = new Set(nameKeys(names));
    const bought = nameKeys(formerNamesOf(names)).filter((k) => own.has(k) || !ownKeys.has(k));
    const row: BrandRow = {
      brandCode: b.brandCode,
      nameEn: b.nameEn,
      nameZhCn: b.nameZhCn,
      nameZhTw: b.nameZhTw,
      aliases: nameKeys([...names, ...bought]),
      isMainstream: true,
      sort: index + 1,
    };
    taken.add(b.brandCode);
    for (const key of row.aliases ?? []) byKey.set(key, row);
    return row;
  });

  const groupOf = new Map<string, OtherBrandGroup>();
  const exactGroup = new Map<string, OtherBrandGroup>();
  for (const group of OTHER_BRAND_GROUPS) {
    const named = group.exact ? group.spellings : [group.nameEn, ...group.spellings];
    for (const key of nameKeys(named)) groupOf.set(key, group);
    for (const spelling of group.exact ?? []) exactGroup.set(spelling, group);
  }

  const others: BrandRow[] = [];
  const rowOfGroup = new Map<OtherBrandGroup, BrandRow>();
  const codeOfName = new Map<string, string>();
  // A key already naming another brand stays with it: the first claim (mainstream first) wins.
  const addAliases = (row: BrandRow, spellings: Iterable<string>) => {
    const free = nameKeys(spellings).filter((key) => (byKey.get(key) ?? row) === row);
    row.aliases = nameKeys([...(row.aliases ?? []), ...free]);
    for (const key of free) byKey.set(key, row);
  };
  const newRow = (name: string, group: OtherBrandGroup | undefined): BrandRow => {
    const nameEn = tidyName(group?.nameEn ?? name);
    const base = group?.brandCode ?? deriveBrandCode(nameEn);
    const brandCode = firstFreeCode(base, (code) => taken.has(code));
    taken.add(brandCode);
    const chinese = chineseNamePart(nameEn);
    const row: BrandRow = {
      brandCode,
      nameEn,
      nameZhCn: chinese ?? nameEn,
      nameZhTw: chinese ?? nameEn,
      aliases: [],
      isMainstream: false,
      sort: 1000,
    };
    others.push(row);
    if (group) rowOfGroup.set(group, row);
    // An 'exact' group keeps its name's key out of the aliases: that key is another maker's.
    addAliases(
      row,
      group?.exact ? [brandCode, ...group.spellings] : [brandCode, nameEn, ...(group?.spellings ?? [])],
    );
    // The companies the maker bought ('Anaren' for TTM Technologies), unless another brand holds the name.
    addAliases(row, formerNamesOf([nameEn, ...(group?.spellings ?? [])]));
    return row;
  };

  for (const manufacturer of manufacturers) {
    if (codeOfName.has(manufacturer)) continue;
    const key = nameKey(manufacturer);
    const exact = exactGroup.get(manufacturer);
    let row: BrandRow | undefined;
    if (exact) {
      row = rowOfGroup.get(exact) ?? newRow(manufacturer, exact);
    } else if (key === '') {
      row = others.find((r) => r.brandCode === UNBRANDED.brandCode);
      if (!row) {
        row = { ...UNBRANDED, aliases: [] };
        taken.add(row.brandCode);
        others.push(row);
      }
    } else {
      const group = groupOf.get(key);
      row = byKey.get(key) ?? (group && rowOfGroup.get(group)) ?? newRow(manufacturer, group);
      addAliases(row, [manufacturer]);
    }
    codeOfName.set(manufacturer, row.brandCode);
  }

  others.sort((a, b) => (a.brandCode < b.brandCode ? -1 : a.brandCode > b.brandCode ? 1 : 0));
  return {
    rows: [...mainstream, ...others],
    codeOf(manufacturer) {
      const code = codeOfName.get(manufacturer);
      if (code === undefined) throw new Error(`Manufacturer not planned: ${manufacturer}`);
      return code;
    },
  };
}
