import {
  catalogCodePart,
  chineseNamePart,
  deriveBrandCode,
  firstFreeCode,
  nameKey,
  nameKeys,
  tidyName,
} from '../core/catalog-naming.js';
import { branchKey, topCategoryName } from '../core/category-renamings.js';
import { chineseNamesOf, makerKey, withoutChineseNames } from '../matching/maker-identity.js';
import type { BrandRecord, CatalogNodeRecord } from './import-directory.queries.js';
import { shownName } from './import-names.js';
import type { ParsedRow } from './import-parse.js';

/** A brand the import writes products under; `id` is undefined until the batch that first uses it creates it. */
export interface BrandRef {
  code: string;
  id: number | undefined;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  aliases: string[];
  /**
   * What the import learnt about a brand that exists already (spellings, a Chinese name it lacked) and has
   * not written yet: the next batch using the brand saves it. Undefined when there is nothing to save.
   */
  unsaved?: { aliases: string[]; chineseName: boolean };
}

/** A checked row with its brand and catalog node found or planned. */
export interface ResolvedRow extends ParsedRow {
  brandRef: BrandRef;
  node: NodeRef | undefined;
}

/** A catalog node (1: category, 2: subcategory); `id` is undefined until a batch creates it. */
export interface NodeRef {
  code: string;
  id: number | undefined;
  level: 1 | 2;
  parent: NodeRef | undefined;
  nameEn: string;
}

/**
 * The brands and catalog nodes of the database, loaded once per import (a few hundred rows), and those the
 * import plans to create. Lookups are in memory, so resolving a row costs no query.
 */
export class CatalogDirectory {
  private readonly brandsByKey = new Map<string, BrandRef>();
  /** Brands by maker key (maker-identity.ts): the spellings of one maker that differ by more than punctuation. */
  private readonly brandsByMaker = new Map<string, BrandRef>();
  private readonly brandCodes = new Set<string>();
  private readonly tops = new Map<string, NodeRef>();
  private readonly subs = new Map<string, NodeRef>();
  /** The first subcategory of each name, for a row that names a subcategory without its category. */
  private readonly subsByName = new Map<string, NodeRef>();
  private readonly nodeCodes = new Set<string>();

  /** `brands` in the order that should win a shared spelling (sort, then id); `nodes` by level, then id. */
  constructor(brands: readonly BrandRecord[], nodes: readonly CatalogNodeRecord[]) {
    const refs = brands.map((b): BrandRef => {
      this.brandCodes.add(b.brandCode);
      const { brandCode, id, nameEn, nameZhCn, nameZhTw, aliases } = b;
      return { code: brandCode, id, nameEn, nameZhCn, nameZhTw, aliases };
    });
    // Codes first: 'ST' is the brand coded ST even if another brand once listed 'ST' among its spellings.
    for (const ref of refs) this.claim(nameKey(ref.code), ref);
    for (const ref of refs)
      for (const key of nameKeys([ref.nameEn, ref.nameZhCn, ref.nameZhTw, ...ref.aliases]))
        this.claim(key, ref);
    for (const ref of refs) this.claimMaker(makerKey(ref.code), ref);
    for (const ref of refs) this.claimMaker(makerKey(ref.nameEn), ref);

    const byId = new Map<number, NodeRef>();
    for (const n of nodes) {
      this.nodeCodes.add(n.catalogCode);
      if (n.level !== 1 && n.level !== 2) continue;
      const parent = n.parentId === null ? undefined : byId.get(n.parentId);
      if (n.level === 2 && !parent) continue;
      const ref: NodeRef = { code: n.catalogCode, id: n.id, level: n.level, parent, nameEn: n.nameEn };
      byId.set(n.id, ref);
      this.remember(ref);
    }
  }

  private claim(key: string, ref: BrandRef): void {
    if (key !== '' && !this.brandsByKey.has(key)) this.brandsByKey.set(key, ref);
  }

  private claimMaker(key: string, ref: BrandRef): void {
    if (key !== '' && !this.brandsByMaker.has(key)) this.brandsByMaker.set(key, ref);
  }

  /**
   * A spelling of a brand met in the file: its key (and its Chinese name in brackets) become the brand's
   * aliases unless another brand holds them; the Chinese name becomes the brand's Chinese name if it has none
   * (the import names a brand it creates in Chinese as in English).
   */
  private learn(ref: BrandRef, text: string): void {
    const fresh = nameKeys([text, ...chineseNamesOf(text)]).filter((k) => !this.brandsByKey.has(k));
    for (const key of fresh) this.claim(key, ref);
    this.claimMaker(makerKey(text), ref);
    const chinese = chineseNamesOf(text)[0];
    const lacksChinese = ref.nameZhCn === ref.nameEn || ref.nameZhCn === '';
    const newChinese = chinese !== undefined && lacksChinese && chinese !== ref.nameZhCn;
    if (fresh.length === 0 && !newChinese) return;
    ref.aliases = nameKeys([...ref.aliases, ...fresh]);
    if (newChinese) {
      ref.nameZhCn = chinese;
      ref.nameZhTw = chinese;
    }
    if (ref.id === undefined) return;
    const unsaved = ref.unsaved ?? { aliases: [], chineseName: false };
    ref.unsaved = {
      aliases: nameKeys([...unsaved.aliases, ...fresh]),
      chineseName: unsaved.chineseName || newChinese,
    };
  }

  private remember(ref: NodeRef): void {
    const key = nameKey(ref.nameEn);
    if (ref.level === 1) {
      // A top category is found by its branch: the source's other names of it lead to the same node.
      const branch = branchKey(ref.nameEn);
      if (!this.tops.has(branch)) this.tops.set(branch, ref);
      return;
    }
    const parentCode = ref.parent?.code ?? '';
    if (!this.subs.has(`${parentCode}\u0000${key}`)) this.subs.set(`${parentCode}\u0000${key}`, ref);
    if (!this.subsByName.has(key)) this.subsByName.set(key, ref);
  }

  /**
   * The brand a row names by code, English or Chinese name or alias, compared by key (case, spaces and
   * punctuation do not matter), else by maker key: the same maker spelt otherwise ('KEYSTONE ELECTRONICS' =
   * 'Keystone', 'ROHM(罗姆)' = 'ROHM Semiconductor'), whose spelling then becomes an alias of the brand. An
   * unknown maker plans a new brand, named as first written, coded as the seed codes brands (deriveBrandCode,
   * then 2, 3, ... when taken); later rows of the same maker join it. Undefined for a name without a letter or
   * digit. The name is read without markup and control characters (import-names.ts).
   */
  brandOf(cell: string): BrandRef | undefined {
    const text = shownName(cell);
    const key = nameKey(text);
    if (key === '') return undefined;
    const known = this.brandsByKey.get(key) ?? this.brandsByMaker.get(makerKey(text));
    if (known) {
      this.learn(known, text);
      return known;
    }
    // 'ROHM(罗姆)' is named ROHM in English and 罗姆 in Chinese.
    const written = tidyName(text);
    const latin = tidyName(withoutChineseNames(written));
    const nameEn = nameKey(latin) === '' ? written : latin;
    // Nor a code that is another brand's spelling: codes are claimed first when the next import loads the
    // brands, so such a code would take that spelling, and the rows that name it, from its brand.
    const code = firstFreeCode(
      deriveBrandCode(nameEn),
      (c) => this.brandCodes.has(c) || this.brandsByKey.has(nameKey(c)),
    );
    this.brandCodes.add(code);
    const chinese = chineseNamePart(written);
    const ref: BrandRef = {
      code,
      id: undefined,
      nameEn,
      nameZhCn: chinese ?? nameEn,
      nameZhTw: chinese ?? nameEn,
      // A spelling that already names another brand stays with it.
      aliases: nameKeys([code, nameEn, written, ...chineseNamesOf(written)]).filter(
        (k) => !this.brandsByKey.has(k),
      ),
    };
    for (const alias of ref.aliases) this.claim(alias, ref);
    this.claimMaker(makerKey(written), ref);
    return ref;
  }

  /**
   * The catalog node of a row: its subcategory under its category, or the category alone; matched by English
   * name (by key), created when missing with the English name in all three languages. A subcategory without a
   * category must name one that exists. `node` undefined: the row names none (the product keeps its own).
   * Names are read without markup and control characters (import-names.ts).
   */
  nodeOf(categoryCell: string, subcategoryCell: string): { node: NodeRef | undefined } | { reason: string } {
    const category = shownName(categoryCell);
    const subcategory = shownName(subcategoryCell);
    if (category === '' && subcategory === '') return { node: undefined };
    if (category === '') {
      const node = this.subsByName.get(nameKey(subcategory));
      return node
        ? { node }
        : { reason: `subcategory '${subcategory}' matches no existing subcategory; give its category too` };
    }
    if (nameKey(category) === '') return { reason: 'category has no letter or digit' };
    const top = this.topOf(category);
    if (subcategory === '') return { node: top };
    if (nameKey(subcategory) === '') return { reason: 'subcategory has no letter or digit' };
    return { node: this.subOf(top, subcategory) };
  }

  /** The top category of a row's category: its branch's node (category-renamings.ts), created under the branch's name. */
  private topOf(name: string): NodeRef {
    const known = this.tops.get(branchKey(name));
    if (known) return known;
    return this.plan(topCategoryName(name), undefined);
  }

  private subOf(top: NodeRef, name: string): NodeRef {
    const known = this.subs.get(`${top.code}\u0000${nameKey(name)}`);
    if (known) return known;
    return this.plan(name, top);
  }

  private plan(name: string, parent: NodeRef | undefined): NodeRef {
    const nameEn = tidyName(name);
    const own = catalogCodePart(nameEn);
    const base = parent ? `${parent.code}.${own}` : own;
    const code = firstFreeCode(base, (c) => this.nodeCodes.has(c), '-');
    this.nodeCodes.add(code);
    const ref: NodeRef = { code, id: undefined, level: parent ? 2 : 1, parent, nameEn };
    this.remember(ref);
    return ref;
  }
}
