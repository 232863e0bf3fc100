import { nameKey, tidyName } from './catalog-naming.js';

/**
 * The source catalog names some of its top categories more than one way: it renamed them over the years and
 * its older parts keep the old name ('Inductors, Coils, Chokes' beside 'Inductors/Coils/Transformers', both
 * with 'Inductors (SMD)' under them). Taken as written, the shop would show two near-identical branches side
 * by side. Each row below is one branch: the name the shop keeps, then the other names the source gives the
 * same branch. Names are compared by their key (nameKey), so spellings that differ only in case, spaces or
 * punctuation need no row of their own.
 *
 * A row is added only for a true renaming: the same kind of parts under both names (their subcategories
 * overlap). Neighbouring but different branches ('Displays' and 'Display Modules / LED Drivers / Display
 * Drivers', 'Signal Isolation Devices' and 'Optoelectronics') stay apart. docs/operations.md, "Importing a catalog".
 */
export const TOP_CATEGORY_RENAMINGS: readonly (readonly [kept: string, ...others: string[]])[] = [
  ['Amplifiers', 'Amplifiers/Comparators', 'Operational Amplifier/Comparator'],
  ['Audio Products/Micromotors', 'Audio Products / Vibration Motors'],
  ['Circuit Protection', 'TVS/Fuse/Board Level Protection'],
  ['Clock and Timing', 'Clock/Timing', 'RTC/Clock Chip'],
  ['Crystals, Oscillators, Resonators', 'Crystal Oscillator/Oscillator/Resonator', 'Resonators/Oscillators'],
  ['Data Converters', 'ADC/DAC/Data Conversion', 'Data Acquisition'],
  ['Embedded Processors & Controllers', 'Single Chip Microcomputer/Microcontroller'],
  ['Filters', 'Filters/EMI Optimization', 'Bead/Filter/EMI Optimization'],
  ['Hardware/Fasteners/Sealing', 'Hardware Fasteners'],
  ['Inductors/Coils/Transformers', 'Inductors, Coils, Chokes'],
  ['Interface ICs', 'Interface', 'Communication Interface Chip/UART/485/232'],
  ['Logic ICs', 'Logic'],
  [
    'Optoelectronics',
    'Optocouplers & LEDs & Infrared',
    'Optocoupler/LED/Digital Tube/Photoelectric Device',
    'Optocoupler',
    'Optoisolators',
  ],
  ['Power Management ICs', 'Power Management (PMIC)', 'Power Management', 'Power Supply Chip'],
  ['RF & Radio', 'RF And Wireless', 'Radio Frequency Chip/Antenna'],
  ['Transistors', 'Transistors/Thyristors', 'Triode/MOS Tube/Transistor'],
];

const KEPT_BY_KEY = new Map<string, string>(
  TOP_CATEGORY_RENAMINGS.flatMap(([kept, ...others]) =>
    [kept, ...others].map((name) => [nameKey(name), kept] as const),
  ),
);

/**
 * The name of the branch a top category of the source belongs to: the kept name of its row above, else the
 * name itself (tidied). The seed and the import file a part under this name.
 */
export function topCategoryName(name: string): string {
  return KEPT_BY_KEY.get(nameKey(name)) ?? tidyName(name);
}

/** The key that tells branches apart: two top categories with one branch key are one branch. */
export function branchKey(name: string): string {
  return nameKey(topCategoryName(name));
}
