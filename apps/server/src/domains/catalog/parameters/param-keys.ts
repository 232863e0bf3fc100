import { normalizePartNumber } from '@emall/contract';
import { METRIC_TO_IMPERIAL, packageWord } from './part-parameter-values.js';

/**
 * The keys parameter values are stored and looked up by (product_param.value_key): one function for the
 * stored side (the import, the seed, the console) and the query side (a buyer's words), so both agree.
 */

/** A text value's key: NFKC, upper case, letters and digits only ('X7R', 'Tape & Reel (TR)' → 'TAPEREELTR'). */
export function valueKey(text: string): string {
  return normalizePartNumber(text);
}

/**
 * Metric chip-size codes (METRIC_TO_IMPERIAL, part-parameter-values.ts). A code that is also an imperial size ('0603',
 * '0402') means the imperial size unless it is marked metric ('0603M', '0603 Metric'); the codes that are
 * only metric ('1608', '1005') are read as metric when written alone. 3225 is left out: it is also the
 * crystal size 3.2 × 2.5 mm, which the catalog writes so.
 */
const ONLY_METRIC = new Set(['1005', '1608', '2012', '3216', '4532', '5025', '6332']);

/** '0603 (1608 Metric)', '1608Metric', '0603M', 'C_0603_1608Metric': the imperial size, or undefined. */
function chipSize(upper: string): string | undefined {
  const both = /^[RCL]?_?(\d{4,5})[\s_]*\(?(\d{4})[\s_]*METRIC\)?$/.exec(upper);
  if (both?.[1] && both[2] && METRIC_TO_IMPERIAL[both[2]] === both[1]) return both[1];
  const metric = /^[RCL]?_?(\d{4})(?:[\s_]*\(?METRIC\)?|M)$/.exec(upper);
  if (metric?.[1]) return METRIC_TO_IMPERIAL[metric[1]];
  const alone = /^[RCL]?_?(\d{4})$/.exec(upper);
  if (alone?.[1] && ONLY_METRIC.has(alone[1])) return METRIC_TO_IMPERIAL[alone[1]];
  return undefined;
}

/**
 * A package's key, the same for every spelling of one package: 'LQFP-48(7x7)' and 'LQFP48' → 'LQFP48';
 * 'SOT-23-3' and 'SOT23' → 'SOT23'; 'SMA(DO-214AC)' and 'DO-214AC' → 'SMA'; 'C0402', '0402' and '1005'
 * (metric) → '0402'; 'SMD3225-4P' → '3225'. A package nobody abbreviates keeps its letters and digits.
 */
export function packageKey(text: string): string {
  const upper = text.normalize('NFKC').toUpperCase().trim();
  const chip = chipSize(upper);
  if (chip) return chip;
  // The body size in brackets ('(7x7)', '(DO-214AC)') is a detail of the same package.
  const bare = upper.replace(/\([^)]*\)/g, '').trim() || upper;
  const named = packageWord(bare) ?? packageWord(bare.replace(/\s+/g, ''));
  return valueKey(named ?? bare);
}
