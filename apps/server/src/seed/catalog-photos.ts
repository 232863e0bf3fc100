/**
 * Product photos of the demo catalog: one drawing per family of parts that look alike, served by the web app
 * from apps/web/public/products/<family>.svg.
 */
export const PHOTO_FAMILIES = [
  'ic-soic',
  'ic-qfn',
  'ic-qfp',
  'ic-bga',
  'ic-dip',
  'sot-23',
  'to-92',
  'to-220',
  'dpak',
  'diode',
  'resistor-chip',
  'resistor-axial',
  'capacitor-chip',
  'capacitor-electrolytic',
  'inductor',
  'connector',
  'switch',
  'led',
  'crystal',
  'module',
  'through-hole',
  'hardware',
] as const;

export type PhotoFamily = (typeof PHOTO_FAMILIES)[number];

/** Package patterns, first match wins: the order puts 'SOT'/'SOD' before 'SO', 'QFN' before 'QFP'. */
const PACKAGE_FAMILIES: readonly (readonly [RegExp, PhotoFamily])[] = [
  [/BGA|WLCSP|CSP|PICOSTAR/, 'ic-bga'],
  [/QFN|QFPN|DFN|SON|LGA|LLP|TDSON|TOLL|DSN|DSOF/, 'ic-qfn'],
  [/QFP/, 'ic-qfp'],
  [/^(SOT-?223|SOT-?89|TO-?252|TO-?263|TO-?277|D2?PAK|POWERDI)/, 'dpak'],
  [/^(SOT|TSOT|SC-?70|SC-?59|SC-?88|MICROPAK)/, 'sot-23'],
  [/^(SOD|SC-?76|SC-?79|SM[ABCF]|DO-|MBF|LL-|UMB|ABS|MBS|DB$)/, 'diode'],
  [/^TO-?92/, 'to-92'],
  [/^TO-?(220|247|3P|264|56)/, 'to-220'],
  [/^(SO|SOP|SOIC|TSSOP|MSOP|SSOP|VSSOP|HVSSOP|ESOP|ESSOP|HTSSOP|TSOP)(\b|-?\d)/, 'ic-soic'],
  [/^(DIP|SIP|KBP)/, 'ic-dip'],
  [/^CASE-[A-Z]-\d{4}/, 'capacitor-chip'],
  [/^0?\d{4}(X\d)?$|^0?\d{4}\(|^01005$/, 'capacitor-chip'],
];

/** True for the packages of leaded parts ('插件', '弯插', 'P=5mm' radial pitch, 'D5xL11mm' bodies). */
function isLeaded(pkg: string): boolean {
  return /^(插件|弯插|P=|D\d)/.test(pkg);
}

/** Packages of ICs and discretes that decide the look even of a 'module' or 'potentiometer'. */
const CHIP_PACKAGE = /BGA|WLCSP|QFN|QFP|^(SOIC|SOP|TSSOP|MSOP|SSOP|VSSOP|SOT|SC-?70)/;

/** Families decided by the words of the category (c) or subcategory (s), whatever the package. */
function familyByName(c: string, s: string, pkg: string): PhotoFamily | undefined {
  if (/HARDWARE|FASTENER|CONSUMABLES|HEAT SINK|HEAT SHRINK/.test(`${c} ${s}`)) return 'hardware';
  if (/^(SWITCHES|KEY\/SWITCH)$/.test(c)) return 'switch';
  if (/CONNECTOR|TERMINAL|HEADER|HOUSING|JUMPER|SHUNTS|CABLE|BATTERY HOLDER|FUSE ?HOLDER|THIMBLE/.test(s))
    return 'connector';
  if (/^(CONNECTORS|TERMINAL|WIRE\/CABLE)/.test(c)) return 'connector';
  if (/CRYSTAL|OSCILLATOR|RESONATOR/.test(`${c} ${s}`)) return 'crystal';
  if (/LIGHT EMITTING|INFRARED|LASER DIODE|LED INDICATION|^LEDS?$/.test(s)) return 'led';
  if (/MODULE|DEVELOPMENT BOARD|LCD SCREEN|SEGMENT DISPLAY|FREQUENCY METER/.test(s) || /^EDUCATIONAL/.test(c))
    return /BGA/.test(pkg) ? 'ic-bga' : 'module';
  if (/ELECTROLYTIC|POLYMER ALUMINUM|SOLID CAPACITOR/.test(s)) return 'capacitor-electrolytic';
  if (/POWER INDUCTOR|COMMON MODE|TRANSFORMER|INDUCTOR CORE/.test(s)) return 'inductor';
  if (/THROUGH HOLE RESISTOR/.test(s)) return 'resistor-axial';
  if (/RELAY|BUZZER|MICROPHONE|FILM CAPACITOR|CERAMIC DISC|SUPPRESSION CAPACITOR|POTENTIOMETER/.test(s))
    return CHIP_PACKAGE.test(pkg) ? undefined : 'through-hole';
  return undefined;
}

/**
 * The photo family of a part: by the words of its category and subcategory for parts that look alike
 * whatever their package (connectors, switches, LEDs, crystals, modules, electrolytic capacitors), else by
 * its package, else by its kind (chip resistors and capacitors, ICs) or the generic leaded part.
 */
export function photoFamily(category: string, subcategory: string, pkg: string): PhotoFamily {
  const c = category.toUpperCase().trim();
  const s = subcategory.toUpperCase().trim();
  const names = `${c} | ${s}`;
  const packageName = pkg.normalize('NFKC').toUpperCase().trim();
  const byName = familyByName(c, s, packageName);
  if (byName) return byName;
  if (/RESISTOR/.test(names) && !CHIP_PACKAGE.test(packageName))
    return isLeaded(packageName) ? 'resistor-axial' : 'resistor-chip';
  for (const [pattern, family] of PACKAGE_FAMILIES) if (pattern.test(packageName)) return family;
  if (/INDUCTOR|COIL|CHOKE|FERRITE|BEAD/.test(names))
    return isLeaded(packageName) ? 'resistor-axial' : 'inductor';
  if (/CAPACITOR|FUSE|VARISTOR|THERMISTOR/.test(names))
    return isLeaded(packageName) ? 'through-hole' : 'capacitor-chip';
  if (/DIODE|RECTIFIER|TVS|ESD/.test(names)) return isLeaded(packageName) ? 'through-hole' : 'diode';
  if (isLeaded(packageName) || packageName === '-' || packageName === '') return 'through-hole';
  if (/^SMD/.test(packageName)) return /IC|CHIP|CONVERTER|MEMORY|LOGIC/.test(names) ? 'ic-qfn' : 'inductor';
  return 'ic-soic';
}

/** The public URL of a part's photo. */
export function photoUrl(family: PhotoFamily): string {
  return `/products/${family}.svg`;
}
