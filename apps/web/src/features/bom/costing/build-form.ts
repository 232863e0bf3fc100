import {
  BOM_ATTRITION_PERCENT_MAX,
  BOM_ATTRITION_SPARES_MAX,
  BOM_BUILD_QUANTITIES_MAX,
  BOM_BUILD_QUANTITY_MAX,
  BOM_BUY_UP_LIMIT_PERCENT_MAX,
} from '@emall/contract';
import type { BomBuildSettings } from '@emall/contract';

/**
 * The build settings form as the buyer types it (every box a text, so "1.5" or "-1" can be told apart from a
 * number), checked here before anything is sent: the same bounds as the contract's schema, each refusal a text
 * key the form shows under its box.
 */
export interface BuildForm {
  quantities: string[];
  chipPercent: string;
  chipSpares: string;
  otherPercent: string;
  otherSpares: string;
  buyUpLimit: string;
}

export type AttritionField = 'chipPercent' | 'chipSpares' | 'otherPercent' | 'otherSpares' | 'buyUpLimit';

export interface BuildFormCheck {
  /** One entry per quantity box: its refusal, or undefined. */
  quantities: (string | undefined)[];
  /** A refusal of the list as a whole (none given, more than allowed). */
  list?: string;
  fields: Partial<Record<AttritionField, string>>;
  /** The settings to send, when nothing is refused. */
  settings?: BomBuildSettings;
}

const WHOLE = /^\d+$/;
/** A percent as the contract takes it: at most two decimals. */
const PERCENT = /^\d+(\.\d{1,2})?$/;

export function formFromSettings(settings: BomBuildSettings): BuildForm {
  return {
    quantities: settings.buildQuantities.map(String),
    chipPercent: String(settings.attrition.chipPassive.percent),
    chipSpares: String(settings.attrition.chipPassive.spares),
    otherPercent: String(settings.attrition.other.percent),
    otherSpares: String(settings.attrition.other.spares),
    buyUpLimit: String(settings.buyUpLimitPercent),
  };
}

/** A number of boards: a whole number from 1 to the most a build may have (no sign, no decimals). */
export function boardsProblem(text: string): string | undefined {
  const value = text.trim();
  if (!WHOLE.test(value)) return 'bomCost.form.qtyWhole';
  const n = Number(value);
  return n >= 1 && n <= BOM_BUILD_QUANTITY_MAX ? undefined : 'bomCost.form.qtyWhole';
}

export function percentProblem(text: string, max: number): string | undefined {
  const value = text.trim();
  return PERCENT.test(value) && Number(value) <= max ? undefined : 'bomCost.form.percentRange';
}

export function sparesProblem(text: string): string | undefined {
  const value = text.trim();
  return WHOLE.test(value) && Number(value) <= BOM_ATTRITION_SPARES_MAX
    ? undefined
    : 'bomCost.form.sparesRange';
}

/**
 * Checks the whole form. Empty quantity boxes are left out (a box added and not filled); the rest must be
 * valid and distinct, between one and BOM_BUILD_QUANTITIES_MAX of them. The settings are sent with the
 * quantities in ascending order, as the server keeps them.
 */
export function checkBuildForm(form: BuildForm): BuildFormCheck {
  const seen = new Set<number>();
  const quantities = form.quantities.map((text) => {
    if (text.trim() === '') return undefined;
    const problem = boardsProblem(text);
    if (problem) return problem;
    const n = Number(text.trim());
    if (seen.has(n)) return 'bomCost.form.qtyRepeat';
    seen.add(n);
    return undefined;
  });
  const given = form.quantities.filter((text) => text.trim() !== '');
  const list =
    given.length === 0
      ? 'bomCost.form.qtyRequired'
      : given.length > BOM_BUILD_QUANTITIES_MAX
        ? 'bomCost.form.atMost'
        : undefined;
  const fields: BuildFormCheck['fields'] = {};
  const put = (field: AttritionField, problem: string | undefined) => {
    if (problem) fields[field] = problem;
  };
  put('chipPercent', percentProblem(form.chipPercent, BOM_ATTRITION_PERCENT_MAX));
  put('chipSpares', sparesProblem(form.chipSpares));
  put('otherPercent', percentProblem(form.otherPercent, BOM_ATTRITION_PERCENT_MAX));
  put('otherSpares', sparesProblem(form.otherSpares));
  put('buyUpLimit', percentProblem(form.buyUpLimit, BOM_BUY_UP_LIMIT_PERCENT_MAX));
  const isValid = !list && quantities.every((q) => q === undefined) && Object.keys(fields).length === 0;
  if (!isValid) return list ? { quantities, list, fields } : { quantities, fields };
  return {
    quantities,
    fields,
    settings: {
      buildQuantities: given.map((text) => Number(text.trim())).sort((a, b) => a - b),
      attrition: {
        chipPassive: { percent: Number(form.chipPercent.trim()), spares: Number(form.chipSpares.trim()) },
        other: { percent: Number(form.otherPercent.trim()), spares: Number(form.otherSpares.trim()) },
      },
      buyUpLimitPercent: Number(form.buyUpLimit.trim()),
    },
  };
}
