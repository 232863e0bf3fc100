import { Button, Checkbox, Tag, Typography } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BomCostLine, BomCoverage, BomLineBuildCost } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { PartNumber } from '../../../ui/part-number';
import { detailsPath } from '../../../ui/product-links';
import { savingKind, unsigned } from './costing-lines';

const COVERAGE_COLOR: Record<BomCoverage, string> = {
  stock: 'green',
  factory: 'gold',
  spot: 'blue',
  none: 'red',
};

/** The line as the sheet has it: part text and maker, designators (clipped, all on hover), customer code. */
export function SheetLineCell({ line }: { line: BomCostLine }) {
  const { t } = useTranslation();
  return (
    <div className="bom-cost-line__sheet">
      <Typography.Text strong>{line.qryParam}</Typography.Text>
      {line.brandName && <div className="bom-line__muted">{line.brandName}</div>}
      {line.designators && (
        <div className="bom-line__muted bom-line__designators" title={line.designators}>
          {t('bom.field.designator')}: <span>{line.designators}</span>
        </div>
      )}
      {line.custProductCode && (
        <div className="bom-line__muted">
          {t('bom.field.custPn')}: {line.custProductCode}
        </div>
      )}
    </div>
  );
}

/**
 * The part the line buys, with a tag when it is a substitute (what it replaced, and an undo), or why the line
 * has no cost.
 */
export function BoughtPartCell({
  line,
  isBusy,
  onUndo,
}: {
  line: BomCostLine;
  isBusy: boolean;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const part = line.part;
  return (
    <div className="bom-cost-line__part">
      {part ? (
        <>
          <Link to={detailsPath(part.spuId)}>
            <PartNumber value={part.mfrPartNumber} />
          </Link>
          <div className="bom-line__muted">{part.brandName}</div>
        </>
      ) : (
        <span className="bom-line__muted">{t('bomCost.line.noPart')}</span>
      )}
      {line.issue && line.issue !== 'noPart' && (
        <Tag color="red" className="bom-tag">
          {t(`bomCost.issue.${line.issue}`)}
        </Tag>
      )}
      {line.substitute && (
        <div className="bom-cost-line__substitute">
          <Tag color="purple" className="bom-tag">
            {t('bomCost.line.substitute')}
          </Tag>
          <span className="bom-line__muted">
            {line.substitute.replacedMfrPartNumber
              ? t('bomCost.line.replaced', { part: line.substitute.replacedMfrPartNumber })
              : t('bomCost.line.replacedNone')}
          </span>
          <Button
            size="small"
            type="link"
            icon={<UndoOutlined aria-hidden />}
            loading={isBusy}
            aria-label={t('bomCost.line.undoSubstitute', { n: line.lineNo })}
            title={t('bomCost.line.undoSubstitute', { n: line.lineNo })}
            onClick={onUndo}
          />
        </div>
      )}
    </div>
  );
}

/** Per board, the need at this build (attrition included), and what is bought (with the excess). */
export function QuantitiesCell({ line, build }: { line: BomCostLine; build: BomLineBuildCost | undefined }) {
  const { t } = useTranslation();
  if (!build) return null;
  return (
    <div className="bom-cost-line__numbers">
      <div className="bom-line__muted">
        {t('bomCost.line.perBoard', { n: line.qtyPerBoard.toLocaleString() })}
      </div>
      <div>{t('bomCost.line.need', { n: build.need.toLocaleString() })}</div>
      {build.buyQty > 0 && (
        <div>
          <strong>{t('bomCost.line.buy', { n: build.buyQty.toLocaleString() })}</strong>
          {build.excess > 0 && (
            <span className="bom-line__muted">
              {' '}
              {t('bomCost.line.excess', { n: build.excess.toLocaleString() })}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** The unit price at the buy quantity and the line's extended price, both with tax. */
export function PriceCell({ line, build }: { line: BomCostLine; build: BomLineBuildCost | undefined }) {
  const { t } = useTranslation();
  if (!build?.unitTaxPrice || !build.extTaxAmount || !line.part)
    return <span className="bom-line__muted">—</span>;
  return (
    <div className="bom-cost-line__numbers">
      <div>
        <span className="bom-line__muted">{t('bomCost.line.unit')} </span>
        <Money value={build.unitTaxPrice} currency={line.part.currency} decimals={UNIT_PRICE_DECIMALS} />
      </div>
      <div>
        <span className="bom-line__muted">{t('bomCost.line.ext')} </span>
        <Money value={build.extTaxAmount} currency={line.part.currency} />
      </div>
    </div>
  );
}

/** Where the buy quantity comes from: stock, short (factory or spot offer), or nothing; and the delivery. */
export function SupplyCell({ line, build }: { line: BomCostLine; build: BomLineBuildCost | undefined }) {
  const { t } = useTranslation();
  if (!build) return null;
  return (
    <div className="bom-cost-line__supply">
      <Tag color={COVERAGE_COLOR[build.coverage]} className="bom-tag">
        {t(`bomCost.coverage.${build.coverage}`)}
      </Tag>
      {line.part && (
        <div className="bom-line__muted">
          {t('bomCost.line.stock', { n: line.part.stock.toLocaleString() })}
        </div>
      )}
      {build.shortQty > 0 && (
        <div className="bom-cost-line__short">
          {t('bomCost.line.short', { n: build.shortQty.toLocaleString() })}
        </div>
      )}
      {build.spot && (
        <div>
          {t('bomCost.line.spot', {
            n: build.spot.stockQty.toLocaleString(),
            channel: build.spot.channelCode,
          })}{' '}
          <Money value={build.spot.taxPrice} currency={build.spot.currency} decimals={UNIT_PRICE_DECIMALS} />
        </div>
      )}
      {build.deliveryDays !== null && (
        <div className="bom-line__muted">{t('bomCost.line.days', { n: build.deliveryDays })}</div>
      )}
    </div>
  );
}

/**
 * The buy-up offered at this build: how many at which price and what it saves (or costs more); a tick accepts
 * the line's buy-ups (every build that offers one), unticking goes back to the plain buy.
 */
export function BuyUpCell({
  line,
  build,
  isBusy,
  onAccept,
}: {
  line: BomCostLine;
  build: BomLineBuildCost | undefined;
  isBusy: boolean;
  onAccept: (accept: boolean) => void;
}) {
  const { t } = useTranslation();
  const offer = build?.buyUp ?? null;
  // Accepted on a line with no offer at this build: the tick stays, so it can be undone from any build.
  if (!line.part || (!offer && !line.acceptBuyUp)) return <span className="bom-line__muted">—</span>;
  const kind = offer ? savingKind(offer.saving) : 'nothing';
  return (
    <div className="bom-cost-line__buy-up">
      {offer && (
        <div>
          {t('bomCost.buyUp.offer', { qty: offer.buyQty.toLocaleString() })} ×{' '}
          <Money value={offer.unitTaxPrice} currency={line.part.currency} decimals={UNIT_PRICE_DECIMALS} />
        </div>
      )}
      {offer && kind !== 'nothing' && (
        <div className={kind === 'saves' ? 'bom-cost-line__saves' : 'bom-line__muted'}>
          {t(kind === 'saves' ? 'bomCost.buyUp.saves' : 'bomCost.buyUp.costs')}{' '}
          <Money value={unsigned(offer.saving)} currency={line.part.currency} />
        </div>
      )}
      <Checkbox
        checked={line.acceptBuyUp}
        disabled={isBusy}
        aria-label={t('bomCost.buyUp.accept', { n: line.lineNo })}
        onChange={(event) => {
          onAccept(event.target.checked);
        }}
      >
        {t('bomCost.buyUp.acceptShort')}
      </Checkbox>
    </div>
  );
}
