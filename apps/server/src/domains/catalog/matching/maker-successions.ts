import { nameKey } from '../core/catalog-naming.js';
import { makerKey } from './maker-identity.js';

/**
 * Makers whose parts are sold today under another maker's name, because that maker bought them or the line.
 * A bill of materials keeps the name printed when it was drawn ('Linear Technology', 'Fairchild'), the catalog
 * lists the part under its owner today ('Analog Devices', 'onsemi').
 *
 * - `whole`: the company was bought (or renamed); its name now means the owner. The demo seed stores these
 *   names as the owner brand's aliases, so search and BOM matching know them on the demo catalog.
 * - `part`: only some product lines went, and the former name is still a maker of its own (NXP, Silicon Labs).
 *   The name is never an alias of the new owner: a BOM naming it accepts the owner's parts as well as its
 *   own, nothing more.
 *
 * The BOM matcher's maker check (manufacturer-match.ts) reads this table for any catalog: a line naming a
 * former maker agrees with the owner's products too. It never works the other way round: a line naming the
 * owner does not accept the former maker's brand.
 */
export interface MakerSuccession {
  /** The owner today, first as catalogs commonly write it, then other spellings. */
  owner: readonly string[];
  /** The names the parts were sold under before. */
  formerly: readonly string[];
  scope: 'whole' | 'part';
}

export const MAKER_SUCCESSIONS: readonly MakerSuccession[] = [
  {
    owner: ['Texas Instruments', 'TI'],
    formerly: ['Burr-Brown', 'National Semiconductor'],
    scope: 'whole',
  },
  {
    owner: ['Analog Devices', 'ADI'],
    formerly: ['Linear Technology', 'Linear Tech', 'Maxim Integrated', 'Maxim'],
    scope: 'whole',
  },
  {
    owner: ['Microchip Technology', 'Microchip'],
    formerly: ['Atmel', 'Microsemi'],
    scope: 'whole',
  },
  {
    owner: ['onsemi', 'ON Semiconductor'],
    formerly: ['Fairchild', 'Fairchild Semiconductor'],
    scope: 'whole',
  },
  // Renamed in 2021: catalogs list 'onsemi', older BOMs print 'ON Semiconductor'.
  { owner: ['onsemi'], formerly: ['ON Semiconductor', 'ON Semi'], scope: 'whole' },
  {
    owner: ['Infineon Technologies', 'Infineon'],
    formerly: ['International Rectifier', 'Cypress', 'Cypress Semiconductor', 'Spansion'],
    scope: 'whole',
  },
  {
    owner: ['Renesas Electronics', 'Renesas'],
    formerly: ['Intersil', 'IDT', 'Integrated Device Technology'],
    scope: 'whole',
  },
  {
    owner: ['NXP Semiconductors', 'NXP'],
    formerly: ['Freescale', 'Freescale Semiconductor'],
    scope: 'whole',
  },
  // Nexperia is NXP's former standard-products business (logic, discretes, ESD protection): the catalog lists
  // 74-series logic, small-signal transistors, zeners and MOSFETs under Nexperia, while NXP keeps its
  // microcontrollers, interface and sensor parts. A BOM naming NXP for a logic part finds Nexperia's.
  { owner: ['Nexperia'], formerly: ['NXP', 'NXP Semiconductors'], scope: 'part' },
  { owner: ['Diodes Incorporated', 'Diodes'], formerly: ['Zetex'], scope: 'whole' },
  { owner: ['TDK'], formerly: ['EPCOS', 'InvenSense'], scope: 'whole' },
  { owner: ['Broadcom'], formerly: ['Avago', 'Avago Technologies'], scope: 'whole' },
  { owner: ['TE Connectivity', 'TE'], formerly: ['Tyco', 'Tyco Electronics'], scope: 'whole' },
  { owner: ['TTM Technologies', 'TTM'], formerly: ['Anaren'], scope: 'whole' },
  // Skyworks bought Silicon Labs' infrastructure and automotive business (timing: Si5xxx clocks; isolation:
  // Si8xxx): the catalog lists those under Skyworks, while Silicon Labs keeps its microcontrollers and radios.
  {
    owner: ['Skyworks Solutions', 'Skyworks'],
    formerly: ['Silicon Labs', 'Silicon Laboratories', 'SiLabs'],
    scope: 'part',
  },
];

/** Every key a name answers to here: its plain key and its maker key. */
function keysOf(names: readonly string[]): string[] {
  return [...new Set(names.flatMap((n) => [nameKey(n), makerKey(n)]))].filter((k) => k !== '');
}

const OWNERS_BY_FORMER_KEY = new Map<string, string[]>();
for (const succession of MAKER_SUCCESSIONS) {
  const owners = keysOf(succession.owner);
  for (const key of keysOf(succession.formerly))
    OWNERS_BY_FORMER_KEY.set(key, [...new Set([...(OWNERS_BY_FORMER_KEY.get(key) ?? []), ...owners])]);
}

/**
 * The keys (plain and maker keys) of the makers that own today the parts of a maker named by one of `keys`:
 * ['LINEARTECHNOLOGY'] → the keys of Analog Devices. Empty for a maker no one bought.
 */
export function ownerKeysOf(keys: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const key of keys) for (const owner of OWNERS_BY_FORMER_KEY.get(key) ?? []) found.add(owner);
  return [...found];
}

/** The former names a brand takes as aliases: those of the whole companies its maker bought. */
export function formerNamesOf(brandNames: readonly string[]): string[] {
  const keys = new Set(keysOf(brandNames));
  return MAKER_SUCCESSIONS.filter(
    (s) => s.scope === 'whole' && keysOf(s.owner).some((k) => keys.has(k)),
  ).flatMap((s) => s.formerly);
}
