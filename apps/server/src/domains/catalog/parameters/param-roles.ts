import type { SubstituteRole } from '@emall/contract';

/**
 * What each parameter does when one part replaces another (docs/substitutes.md): `defining` values must be
 * equal (a 10 kΩ resistor is no 4.7 kΩ one), `atLeast` ratings must be met or exceeded, `atMost` tolerances
 * and losses must not be exceeded, `covers` ranges must be covered. Every other parameter, and every one the
 * data brings ('x.' codes) unless listed here, is `info`: it is shown side by side and decides nothing.
 *
 * `main` marks the values that say what a part is: a part with none of them (a microcontroller, whose
 * package and pins say nothing of what it does) is not searchable for drop-in substitutes at all.
 * `tag` marks the defining values the candidates are looked up by (exact tags of product_tag); the other
 * defining values are compared on the candidates read.
 */
export interface ParamRole {
  role: SubstituteRole;
  /** How the two values compare (default: their numbers, else their keys). */
  compare?:
    | 'ppm'
    | 'temperatureRange'
    | 'supplyVoltage'
    | 'upperVoltage'
    | 'dielectricOrPpm'
    | 'diodeConfiguration'
    | 'partType'
    | 'luminousIntensity';
  main?: true;
  tag?: true;
}

const defining = (extra: Partial<ParamRole> = {}): ParamRole => ({ role: 'defining', ...extra });
const atLeast: ParamRole = { role: 'atLeast' };
const atMost: ParamRole = { role: 'atMost' };

export const PARAM_ROLES: Readonly<Record<string, ParamRole>> = {
  package: defining({ tag: true }),
  // N-channel or P-channel, NPN or PNP, thick or thin film, crystal or oscillator ('1 Piece P-Channel' is
  // 'P-Channel': compared on the rows read, not by tag).
  type: defining({ compare: 'partType' }),
  capacitance: defining({ main: true, tag: true }),
  resistance: defining({ main: true, tag: true }),
  inductance: defining({ main: true, tag: true }),
  impedance: defining({ main: true, tag: true }),
  frequency: defining({ main: true, tag: true }),
  zenerVoltage: defining({ main: true, tag: true }),
  outputVoltage: defining({ main: true, tag: true }),
  standoffVoltage: defining({ main: true, tag: true }),
  // A resettable fuse's main value: the current it carries without tripping.
  holdCurrent: defining({ main: true, tag: true }),
  loadCapacitance: defining({ tag: true }),
  outputType: defining(),
  outputs: defining(),
  channels: defining(),
  pins: defining(),
  rows: defining(),
  // A connector or header is what its pitch and pins say it is.
  pitch: defining({ main: true, tag: true }),
  // An LED is its colour.
  color: defining({ main: true }),

  voltageRating: atLeast,
  currentRating: atLeast,
  power: atLeast,
  rippleCurrent: atLeast,
  saturationCurrent: atLeast,
  outputCurrent: atLeast,
  // A diode, a MOSFET and a transistor are chosen by their ratings: these make them searchable.
  reverseVoltage: { role: 'atLeast', main: true },
  rectifiedCurrent: atLeast,
  forwardCurrent: atLeast,
  drainSourceVoltage: { role: 'atLeast', main: true },
  drainCurrent: atLeast,
  collectorEmitterVoltage: { role: 'atLeast', main: true },
  collectorCurrent: atLeast,

  tolerance: atMost,
  dcResistance: atMost,
  esr: atMost,
  rdsOn: atMost,
  quiescentCurrent: atMost,
  dropoutVoltage: atMost,
  // An LED's forward voltage is often a range ('1.8V~2.4V'): its upper end is what the circuit must allow for.
  forwardVoltage: { role: 'atMost', compare: 'upperVoltage' },
  clampingVoltage: atMost,
  frequencyStability: { role: 'atMost', compare: 'ppm' },
  // A MOSFET that needs a higher gate voltage to turn on may stay off where the original conducted.
  gateThresholdVoltage: atMost,

  // A capacitor's dielectric (C0G better than X7R better than X5R …); a resistor's ppm/℃ (lower is better).
  temperatureCoefficient: { role: 'atLeast', compare: 'dielectricOrPpm' },
  operatingTemperature: { role: 'covers', compare: 'temperatureRange' },
  // The input a regulator or an oscillator takes: the substitute must take at least the same range.
  supplyVoltage: { role: 'covers', compare: 'supplyVoltage' },

  // Parameters the data brings that decide a drop-in, each for a real case:
  // BAT54C (common cathode) and BAT54S (series) share package, ratings and category but not the circuit.
  'x.diode-configuration': defining({ compare: 'diodeConfiguration' }),
  // A unidirectional TVS (SMBJ5.0A) clamps the reverse direction at a diode's drop; a bidirectional one does not.
  'x.polarity': defining(),
  // One N-channel MOSFET or two in the same SOT-23-6: the same package, another circuit.
  'x.number': defining(),
  // A DC-DC converter's topology (buck, boost) and an LDO's output polarity decide what the circuit does.
  'x.topology': defining(),
  'x.output-configuration': defining(),
  // An indicator LED a quarter as bright (199 mcd for 810 mcd) is no drop-in, though it fits and lights.
  'x.luminous-intensity': { role: 'atLeast', compare: 'luminousIntensity' },
  // A JST XA header (B02B-XASK) has the XH's pitch and pins but mates with another housing.
  'x.reference-series': defining(),
  // A crystal's frequency tolerance at 25 ℃, beside its stability over temperature.
  'x.normal-temperature-frequency-tolerance': { role: 'atMost', compare: 'ppm' },
};

const INFO: ParamRole = { role: 'info' };

/**
 * Parameters that make a part a programmable IC whose function the vocabulary cannot say (an I2C EEPROM's
 * size, a digital potentiometer's taps): a part stating one is not searchable, though it states a resistance
 * or a clock frequency, since a part of the same package and value may speak another protocol or hold less.
 */
export const NOT_SEARCHABLE_CODES: ReadonlySet<string> = new Set(['interface']);

/** The role of a parameter code ('info' for any code not listed). */
export function paramRole(code: string): ParamRole {
  return PARAM_ROLES[code] ?? INFO;
}

/**
 * Capacitor dielectrics, best first (stability over temperature and voltage): class 1, then the class 2 ones
 * by temperature range and drift; Y5V and Z5U last. A dielectric not listed compares by its key only.
 */
export const DIELECTRIC_ORDER: Readonly<Record<string, number>> = {
  C0G: 0,
  NP0: 0,
  COG: 0,
  NPO: 0,
  C0GNP0: 0,
  NP0C0G: 0,
  X8R: 1,
  X7R: 2,
  X7S: 3,
  X6S: 4,
  X5R: 5,
  Y5V: 6,
  Z5U: 6,
};
