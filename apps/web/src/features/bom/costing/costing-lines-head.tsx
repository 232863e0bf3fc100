import { Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomBuildTotals, BomCostingShow } from '@emall/contract';

interface CostingLinesHeadProps {
  buildQuantities: readonly number[];
  boards: number;
  /** The shown build's totals: its counts of short and uncovered lines name the filters. */
  build: BomBuildTotals | undefined;
  lineTotal: number;
  show: BomCostingShow;
  /** A new build or filter (the first page of it). */
  onChange: (next: { boards?: number; show?: BomCostingShow }) => void;
}

/** Above the costed lines: the build they are shown at, and which of them (all, short, uncovered, buy-ups). */
export function CostingLinesHead({
  buildQuantities,
  boards,
  build,
  lineTotal,
  show,
  onChange,
}: CostingLinesHeadProps) {
  const { t } = useTranslation();
  return (
    <div className="bom-cost__lines-head">
      <h3>{t('bomCost.lines.heading', { n: boards.toLocaleString() })}</h3>
      {buildQuantities.length > 1 && (
        <Radio.Group
          optionType="button"
          size="small"
          aria-label={t('bomCost.lines.build')}
          value={boards}
          onChange={(event) => {
            onChange({ boards: Number(event.target.value) });
          }}
        >
          {buildQuantities.map((n) => (
            <Radio.Button key={n} value={n}>
              {t('bomCost.totals.boards', { n: n.toLocaleString() })}
            </Radio.Button>
          ))}
        </Radio.Group>
      )}
      <Select<BomCostingShow>
        size="small"
        aria-label={t('bomCost.show.label')}
        className="bom-cost__show"
        value={show}
        popupMatchSelectWidth={false}
        onChange={(next) => {
          onChange({ show: next });
        }}
        options={[
          { value: 'all', label: t('bomCost.show.all', { n: lineTotal.toLocaleString() }) },
          {
            value: 'short',
            label: t('bomCost.show.short', { n: (build?.shortCount ?? 0).toLocaleString() }),
          },
          {
            value: 'uncovered',
            label: t('bomCost.show.uncovered', { n: (build?.uncoveredCount ?? 0).toLocaleString() }),
          },
          { value: 'buyUp', label: t('bomCost.show.buyUp') },
        ]}
      />
    </div>
  );
}
