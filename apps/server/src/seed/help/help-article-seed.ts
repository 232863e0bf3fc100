import type { HelpCategoryCode, LocalizedText } from '@emall/contract';

/**
 * One demo help article, in the help centre's Markdown subset (docs/help-centre.md). The slug is its stable name:
 * the seed adds articles whose slug is missing and never rewrites one that exists.
 */
export interface HelpArticleSeed {
  slug: string;
  title: LocalizedText;
  body: LocalizedText;
}

export interface HelpCategorySeed {
  code: HelpCategoryCode;
  name: LocalizedText;
  articles: HelpArticleSeed[];
}

/** Trims the indentation of a template literal so bodies can be written indented in the source. */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce(
    (out, part, i) => out + part + (i < values.length ? String(values[i]) : ''),
    '',
  );
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
