/**
 * Packages that catalogs write several ways (docs/search.md, "Values, packages and dielectrics"). The parts keep
 * their package as the maker wrote it (`packageKey`: 'SOIC8', 'SOP8', 'SO8'), and one maker's SOP-8 is another's
 * SOIC-8: the same 150-mil body (JEDEC MS-012). So a package typed in a query looks for every spelling of its
 * class, at search time; the stored keys stay as written.
 *
 * Only genuine equivalences, each checked against the full catalog's keys (all spellings are in use there): not
 * the near ones (SOT-23-5 is not SC-70-5; SOIC-16W is a wider body than SOIC-16).
 */
const SAME_PACKAGES: readonly (readonly string[])[] = [
  // Small outline, 150 mil (JEDEC MS-012): SOIC, SOP and SO are one package.
  ['SOIC8', 'SOP8', 'SO8'],
  ['SOIC14', 'SOP14', 'SO14'],
  ['SOIC16', 'SOP16', 'SO16'],
  // JEITA names of the small transistor packages.
  ['SC705', 'SOT353', 'SC88A'],
  ['SC706', 'SOT363', 'SC88'],
  ['SOD323', 'SC76'],
  // JEDEC outlines and their trade names.
  ['TO252', 'DPAK'],
  ['TO263', 'D2PAK'],
];

const CLASS_OF: ReadonlyMap<string, readonly string[]> = new Map(
  SAME_PACKAGES.flatMap((keys) => keys.map((key) => [key, keys] as const)),
);

/** The other keys of the same package as `key` (a `packageKey`); [] when it is written one way. */
export function samePackageKeys(key: string): string[] {
  return (CLASS_OF.get(key) ?? []).filter((other) => other !== key);
}
