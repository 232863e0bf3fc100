import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomBuildTotals, BomCostAmount } from '@emall/contract';
import { Money } from '../../../ui/money';
import { amountsOf, savingKind, unsigned } from './costing-lines';

interface BuildTotalsProps {
  builds: readonly BomBuildTotals[];
  shownBoards: number;
  onShow: (boards: number) => void;
}

/**
 * A board of cheap parts costs a few yuan: two decimals would hide what a buy-up or a substitute changes per
 * board, six (the unit prices') are noise at this size.
 */
const PER_BOARD_DECIMALS = 4;

/** Amounts in several currencies read as one sum: "¥12.00 + $3.00". */
function Amounts({
  amounts,
  withTax,
  decimals,
}: {
  amounts: readonly BomCostAmount[];
  withTax: boolean;
  decimals?: number;
}) {
  const { t } = useTranslation();
  if (amounts.length === 0)
    return <Typography.Text type="secondary">{t('bomCost.totals.none')}</Typography.Text>;
  return (
    <>
      {amountsOf(amounts, withTax).map((amount, i) => (
        <span key={amount.currency}>
          {i > 0 && ' + '}
          <Money value={amount.value} currency={amount.currency} {...(decimals ? { decimals } : {})} />
        </span>
      ))}
    </>
  );
}

/**
 * One card per build quantity: the total and the cost per board with and without tax, the lines costed,
 * short and uncovered, and what accepting every buy-up would save. A card's button shows its lines below.
 */
export function BuildTotals({ builds, shownBoards, onShow }: BuildTotalsProps) {
  const { t } = useTranslation();
  return (
    <ul className="bom-cost-totals" aria-label={t('bomCost.totals.heading')}>
      {builds.map((build) => {
        const isShown = build.boards === shownBoards;
        return (
          <li
            key={build.boards}
            className={isShown ? 'bom-cost-totals__build is-shown' : 'bom-cost-totals__build'}
          >
            <h3 className="bom-cost-totals__boards">
              {t('bomCost.totals.boards', { n: build.boards.toLocaleString() })}
            </h3>
            <dl className="bom-cost-totals__sums">
              <dt>
                {t('bomCost.totals.total')} · {t('bomCost.totals.withTax')}
              </dt>
              <dd className="bom-cost-totals__total">
                <Amounts amounts={build.total} withTax />
              </dd>
              <dt>{t('bomCost.totals.noTax')}</dt>
              <dd>
                <Amounts amounts={build.total} withTax={false} />
              </dd>
              <dt>
                {t('bomCost.totals.perBoard')} · {t('bomCost.totals.withTax')}
              </dt>
              <dd>
                <Amounts amounts={build.perBoard} withTax decimals={PER_BOARD_DECIMALS} />
              </dd>
              <dt>{t('bomCost.totals.noTax')}</dt>
              <dd>
                <Amounts amounts={build.perBoard} withTax={false} decimals={PER_BOARD_DECIMALS} />
              </dd>
            </dl>
            <p className="bom-cost-totals__counts">
              <span>{t('bomCost.totals.costed', { n: build.costedCount })}</span>
              <span className={build.shortCount > 0 ? 'bom-cost-totals__warn' : undefined}>
                {t('bomCost.totals.short', { n: build.shortCount })}
              </span>
              <span className={build.uncoveredCount > 0 ? 'bom-cost-totals__warn' : undefined}>
                {t('bomCost.totals.uncovered', { n: build.uncoveredCount })}
              </span>
            </p>
            {build.buyUpCount > 0 && (
              <p className="bom-cost-totals__saving">
                {t('bomCost.totals.buyUps', { n: build.buyUpCount })}
                {build.buyUpSaving
                  .filter((s) => savingKind(s.amount) !== 'nothing')
                  .map((s) => (
                    <span key={s.currency}>
                      {' · '}
                      {t(
                        savingKind(s.amount) === 'saves' ? 'bomCost.totals.saving' : 'bomCost.totals.extra',
                      )}{' '}
                      <Money value={unsigned(s.amount)} currency={s.currency} />
                    </span>
                  ))}
              </p>
            )}
            <Button
              size="small"
              type={isShown ? 'primary' : 'default'}
              aria-pressed={isShown}
              onClick={() => {
                onShow(build.boards);
              }}
            >
              {t('bomCost.totals.show', { n: build.boards.toLocaleString() })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
