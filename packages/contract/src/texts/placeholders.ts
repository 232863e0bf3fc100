/**
 * The placeholders of a text (`{n}`, and i18next's `{{n}}`), sorted: every language of one text must name the
 * same ones, or a translation would show a raw `{n}` or lose a value. The catalogue's test and the console's
 * translation editor share this one rule.
 */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((m) => m[1] ?? '').sort();
}

/** Whether all the given texts name exactly the same placeholders. */
export function samePlaceholders(...texts: string[]): boolean {
  const [first, ...rest] = texts.map((text) => JSON.stringify(placeholdersOf(text)));
  return rest.every((other) => other === first);
}
