import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartMatchRule } from '@emall/contract';

/** Rules that select a part by themselves read as sure; the others only propose. */
const SURE_RULES: ReadonlySet<PartMatchRule> = new Set([
  'exact',
  'key',
  'lcsc',
  'distributor',
  'custPn',
  'packaging',
  'manual',
  'substitute',
]);

/**
 * Tags that explain themselves on hover: a rule that proposes by what a description says rather than by a part
 * number, since the buyer must check the part's value and package ('0603 4.7k电阻' → a 4.7 kΩ 0603 resistor);
 * a substitute, since the line buys another part than the sheet names and the buyer may want it undone.
 */
const RULE_HINTS: Partial<Record<PartMatchRule, string>> = {
  parametric: 'bom.rule.parametricHint',
  substitute: 'bom.rule.substituteHint',
};

/** The rule that matched a line (as words, not codes) and how sure the match is, in percent. */
export function MatchRule({
  rule,
  confidence,
  brandAgrees,
}: {
  rule: PartMatchRule | null | undefined;
  confidence: number;
  brandAgrees: boolean | null;
}) {
  const { t } = useTranslation();
  if (!rule) return <span className="bom-rule bom-rule--none">{t('bom.rule.none')}</span>;
  return (
    <span className="bom-rule">
      <Tooltip title={RULE_HINTS[rule] ? t(RULE_HINTS[rule]) : undefined}>
        <Tag color={SURE_RULES.has(rule) ? 'green' : 'gold'}>{t(`bom.rule.${rule}`)}</Tag>
      </Tooltip>
      <Tooltip title={t('bom.rule.confidence')}>
        <span className="bom-rule__confidence">{Math.round(confidence * 100)}%</span>
      </Tooltip>
      {brandAgrees === false && <Tag color="red">{t('bom.rule.brandDiffers')}</Tag>}
    </span>
  );
}
