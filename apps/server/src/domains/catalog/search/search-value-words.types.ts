import type { LocalizedText } from '@emall/contract';

/**
 * A curated word for text values of a parameter (search-value-words.ts holds the list; the colour and USB words
 * are lists of their own that import this shape, not the list).
 */
export interface ValueWords {
  /** What the reading calls it (a stable id, and the key of the word when it is read). */
  id: string;
  /** What buyers type, in English and Chinese (simplified and traditional); compared by nameKey. */
  words: readonly string[];
  /** The parameter (vocabulary code) whose values it names. */
  code: string;
  /** The value keys (valueKey: upper case, letters and digits) of that parameter it names. */
  keys: RegExp;
  /** Keys the pattern matches that say more than the word: a complementary pair is not a P-channel part. */
  except?: RegExp;
  /** What it was read as, for the reading's label. */
  name: LocalizedText;
  /**
   * Catalog nodes whose English names say the opposite ('Through Hole Inductors' for '贴片'): beside a category
   * word naming some of them, the word leaves them out of it ('贴片电感'), since most parts keep no mounting
   * type. Not the nodes that say the same: a catalog also files such parts under nodes that say nothing
   * ('Power Inductors', 'Fuses'), and 'Surface Mount Fuses' may hold two of them.
   */
  unlike?: RegExp;
  /**
   * Catalog nodes whose English names say the same ('Aluminum Electrolytic Capacitors - Leaded' for '插件'): beside
   * a category word naming some of them that hold a fair share of its parts, the word narrows the category to
   * them ('插件电容'), as the shops' own categories do ('贴片电感' is LCSC's 'Inductors (SMD)').
   */
  like?: RegExp;
  /** The parameter's name, where the vocabulary has none ('x.connector-type': 'Connector type'). */
  parameter?: LocalizedText;
}
