/**
 * The parameters that identify a drop-in for the kinds beyond passives (docs/bom-matching.md, "Parametric
 * proposals"): an LED's colour, a regulator's output voltage, a diode's and a transistor's ratings, a header's
 * rows, pins and pitch. Pure; part-parameters.ts reads the words and calls these for the kind it found. Each
 * answers null when the text does not say enough: a wrong proposal is worse than none.
 */

/** The colours an LED is bought by; its value in product_parameter is the colour's place here, from 1. */
const LED_COLOURS: readonly (readonly [string, RegExp])[] = [
  // Before green and yellow: a yellow-green (570 nm) LED is neither.
  ['yellowGreen', /yellow[ -]?green|黄绿|黃綠/i],
  ['warmWhite', /warm[ -]?white|暖白/i],
  ['red', /\bred\b|红|紅/i],
  ['orange', /\borange\b|\bamber\b|橙|琥珀/i],
  ['yellow', /\byellow\b|黄|黃/i],
  ['green', /\bgreen\b|绿|綠/i],
  ['blue', /\bblue\b|蓝|藍/i],
  ['white', /\bwhite\b|白/i],
];

/** Lens colours ('Yellow Lens', 'Water Clear') are not the light's. */
const LENS = /\b(?:\w+ )?lens\b|water clear|透明/gi;

/** An LED's colour as its number (LED_COLOURS), or null for none or several (a bi-colour or RGB LED). */
export function ledColour(text: string): number | null {
  let rest = text.replace(LENS, ' ');
  const found: number[] = [];
  LED_COLOURS.forEach(([, words], i) => {
    // A colour read is taken out, so that 'yellow green' is not read again as yellow and green.
    const next = rest.replace(new RegExp(words.source, 'gi'), ' ');
    if (next !== rest) found.push(i + 1);
    rest = next;
  });
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** What a text says beside its words: its plain voltages and currents (no ranges, none at a condition). */
export interface Ratings {
  voltages: readonly number[];
  currents: readonly number[];
  /** A catalog product's description, which lists every rating of the part, not the one a buyer asks. */
  fromCatalog: boolean;
}

/** Currents below this are leakage and quiescent currents, never a part's rating. */
const MIN_RATED_CURRENT = 1e-3;

function only(values: readonly number[]): number | null {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}

/**
 * A fixed regulator's output voltage. A buyer writes one voltage ('LDO 3.3V SOT-23-5'); a catalog description
 * lists the output and the largest input voltage ('3.3V 300mA 5.5V … Fixed'), the output the smaller.
 * Adjustable and negative regulators have none.
 */
export function regulatorOutput(text: string, ratings: Ratings): number | null {
  if (/adjustable|可调|negative|负压/i.test(text)) return null;
  if (!ratings.fromCatalog) return only(ratings.voltages);
  if (!/\bfixed\b|固定/i.test(text) || !ratings.voltages.length) return null;
  return Math.min(...ratings.voltages);
}

/** Two diodes in one package ('1 Pair Common Anode', 'Series Connection', 'Dual'): no drop-in for one. */
const DIODE_PAIR = /\bpairs?\b|common (?:anode|cathode)|series connection|\bdual\b|双/i;

/**
 * A Schottky or rectifier diode's forward current (its value) and reverse voltage (its voltage rating). A buyer
 * writes one of each ('SS34 肖特基 3A 40V': the part number aside); a catalog description lists the forward and
 * the surge current ('1A … 10A'), the forward one the smaller, and the reverse voltage the largest (the forward
 * voltage is smaller). A description with one current only may be giving either: none.
 */
export function diodeRatings(text: string, ratings: Ratings): { value: number; voltage: number } | null {
  if (DIODE_PAIR.test(text)) return null;
  const currents = [...new Set(ratings.currents.filter((a) => a >= MIN_RATED_CURRENT))];
  if (!ratings.fromCatalog) {
    const value = only(currents);
    const voltage = only(ratings.voltages);
    return value !== null && voltage !== null ? { value, voltage } : null;
  }
  if (currents.length < 2 || !ratings.voltages.length) return null;
  return { value: Math.min(...currents), voltage: Math.max(...ratings.voltages) };
}

/**
 * A transistor's current (drain or collector: its value) and voltage (drain-source or collector-emitter: its
 * voltage rating). A buyer writes one of each, or the line says nothing that picks a part; a catalog description's
 * largest voltage and current are those (the gate threshold and saturation voltages, the leakage, are smaller).
 */
export function transistorRatings(ratings: Ratings): { value: number; voltage: number } | null {
  const currents = ratings.currents.filter((a) => a >= MIN_RATED_CURRENT);
  if (!ratings.fromCatalog) {
    const value = only(currents);
    const voltage = only(ratings.voltages);
    return value !== null && voltage !== null ? { value, voltage } : null;
  }
  if (!currents.length || !ratings.voltages.length) return null;
  return { value: Math.max(...currents), voltage: Math.max(...ratings.voltages) };
}

/** A MOSFET's channel, null when the text names both (a complementary pair) or none. */
export function mosfetChannel(text: string): 'nmos' | 'pmos' | null {
  const n = /\bN[- ]?(?:channel|ch\b|MOS)|N沟道|N溝道/i.test(text);
  const p = /\bP[- ]?(?:channel|ch\b|MOS)|P沟道|P溝道/i.test(text);
  return n === p ? null : n ? 'nmos' : 'pmos';
}

/** A bipolar transistor's polarity, null when the text names both (a complementary pair) or none. */
export function bipolarPolarity(text: string): 'npn' | 'pnp' | null {
  const npn = /\bNPN\b/i.test(text);
  const pnp = /\bPNP\b/i.test(text);
  return npn === pnp ? null : npn ? 'npn' : 'pnp';
}

/**
 * Not a plain transistor: two in one package ('2 N-Channel', '2 NPN', 'Dual', 'Double Transistor'), one with
 * built-in resistors ('Pre-Biased', digital transistors) or a Darlington. No drop-in for a single plain one.
 */
export const NOT_SINGLE_TRANSISTOR =
  /\b2 (?:[NP]-?channel|NPN|PNP)\b|\bdual\b|\bdouble\b|双|pre-?biased|digital transistor|darlington|达林顿/i;

/** Header pitches in millimetres: a bare number is read as a pitch only when it is one of these. */
const PITCHES = new Set([1, 1.25, 1.27, 1.5, 2, 2.5, 2.54, 3.96, 5.08]);

/**
 * A pin header's or socket's rows, pins and pitch, as its value (the pins) and a layout that stands for its
 * package ('1x4 P2.54', '2x5 P1.27 SMD', '1x4 P2.54 R' for a right-angle one). From the words 'Conn_01x04' or
 * 'PinHeader_1x04' or '2x3P' (rows × pins per row) and 'P2.54mm', 'P=2.54mm' or a pitch alone ('2.54'); null
 * without the rows or the pitch: a header of another pitch does not fit the board.
 */
export function headerLayout(
  text: string,
  words: readonly string[],
): { value: number; package: string } | null {
  let layout: [number, number] | null = null;
  let marked: number | null = null;
  const bare = new Set<number>();
  for (const word of words) {
    const grid = /^0?(\d{1,2})[x×*]0?(\d{1,2})P?$/i.exec(word);
    if (grid) {
      layout ??= [Number(grid[1]), Number(grid[2])];
      continue;
    }
    const pitch = /^(P=?)?(\d(?:\.\d{1,2})?)(mm)?$/i.exec(word);
    if (!pitch?.[2] || !(pitch[1] || pitch[3] || pitch[2].includes('.'))) continue;
    const mm = Number(pitch[2]);
    if (!PITCHES.has(mm)) continue;
    if (pitch[1]) marked ??= mm;
    else bare.add(mm);
  }
  const pitch = marked ?? only([...bare]);
  if (!layout || pitch === null || layout[0] < 1 || layout[1] < 1) return null;
  const [rows, perRow] = layout;
  const mount = /right[ -]?angle|horizontal|弯/i.test(text)
    ? ' R'
    : /\bSMD\b|贴片|surface mount/i.test(text)
      ? ' SMD'
      : '';
  return { value: rows * perRow, package: `${rows}x${perRow} P${pitch}${mount}` };
}
