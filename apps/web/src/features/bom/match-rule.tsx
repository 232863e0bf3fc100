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
]);

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
      <Tag color={SURE_RULES.has(rule) ? 'green' : 'gold'}>{t(`bom.rule.${rule}`)}</Tag>
      <Tooltip title={t('bom.rule.confidence')}>
        <span className="bom-rule__confidence">{Math.round(confidence * 100)}%</span>
      </Tooltip>
      {brandAgrees === false && <Tag color="red">{t('bom.rule.brandDiffers')}</Tag>}
    </span>
  );
}
