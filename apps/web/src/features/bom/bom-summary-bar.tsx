import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomSummary } from '@emall/contract';
import { Money } from '../../ui/money';

/**
 * The BOM at a glance, computed by the server over all its lines (qryBomSummary): the total of the priced
 * lines at their quantities (per currency), and how many lines are priced, in stock and short.
 */
export function BomSummaryBar({ summary }: { summary: BomSummary }) {
  const { t } = useTranslation();
  return (
    <section className="bom-summary" aria-label={t('bom.summary.label')}>
      <Space wrap size="large">
        <span>
          <Typography.Text type="secondary">{t('bom.summary.total')}: </Typography.Text>
          {summary.totals.length === 0 ? (
            <Typography.Text type="secondary">{t('bom.summary.noTotal')}</Typography.Text>
          ) : (
            summary.totals.map((total, i) => (
              <span key={total.currency} className="bom-summary__total">
                {i > 0 && ' + '}
                <Money value={total.amount} currency={total.currency} />
              </span>
            ))
          )}
        </span>
        <span>{t('bom.summary.priced', { n: summary.pricedCount, total: summary.lineCount })}</span>
        <span className="bom-summary__in-stock">{t('bom.summary.inStock', { n: summary.inStockCount })}</span>
        <span className={summary.shortCount > 0 ? 'bom-summary__short' : undefined}>
          {t('bom.summary.short', { n: summary.shortCount })}
        </span>
      </Space>
    </section>
  );
}
