import { Button, Empty, Modal, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract, SUBSTITUTES_PAGE_SIZE_MAX } from '@emall/contract';
import type { BomCostLine, ProductSubstitute, SubstituteVerdict } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { PartNumber } from '../../../ui/part-number';
import { detailsPath } from '../../../ui/product-links';
import { rowPrice } from '../../../ui/row-price';

interface LineSubstitutesDialogProps {
  line: BomCostLine;
  /** The line's need at the build shown: the substitutes are priced at it. */
  need: number;
  isChoosing: boolean;
  onChoose: (substitute: ProductSubstitute) => void;
  onClose: () => void;
}

const VERDICT_COLOR: Record<SubstituteVerdict, string | undefined> = {
  same: undefined,
  better: 'green',
  differs: 'gold',
  missing: 'default',
  extra: 'default',
};

/** The parameters where a substitute is not the same as the line's part: what the buyer should look at. */
function Differences({ substitute }: { substitute: ProductSubstitute }) {
  const { t } = useTranslation();
  const notSame = substitute.differences.filter((d) => d.verdict !== 'same');
  return (
    <div className="bom-cost-subs__differences">
      <span className="bom-line__muted">{t('bomCost.subs.sameCount', { n: substitute.sameCount })}</span>
      {notSame.length === 0 ? (
        <span className="bom-line__muted"> · {t('bomCost.subs.allSame')}</span>
      ) : (
        <ul aria-label={t('bomCost.subs.differences')}>
          {notSame.map((d) => (
            <li key={d.code}>
              <span>{d.name}: </span>
              <span className="bom-line__muted">{d.original ?? '—'}</span>
              {' → '}
              <span>{d.candidate ?? '—'}</span>{' '}
              <Tag color={VERDICT_COLOR[d.verdict]} className="bom-tag">
                {t(`bomCost.verdict.${d.verdict}`)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The drop-in substitutes of a line's part (qryProductSubstitutes), priced at the line's need: each with
 * its parameters that differ, stock and price, and a button that makes the line buy it.
 */
export function LineSubstitutesDialog({
  line,
  need,
  isChoosing,
  onChoose,
  onClose,
}: LineSubstitutesDialogProps) {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const spuId = line.part?.spuId ?? '';
  const { data, isPending } = useQuery({
    queryKey: ['bom', 'substitutes', spuId, need, lang],
    queryFn: () =>
      call(contract.catalog.qryProductSubstitutes, {
        spuId,
        quantity: Math.max(need, 1),
        pageSize: SUBSTITUTES_PAGE_SIZE_MAX,
        inStockOnly: false,
      }),
    enabled: spuId !== '',
  });
  const part = line.part?.mfrPartNumber ?? line.qryParam;

  return (
    <Modal open width={760} title={t('bomCost.subs.title', { part })} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        {t('bomCost.subs.atNeed', { n: need.toLocaleString() })}
      </Typography.Paragraph>
      {isPending ? (
        <Spin />
      ) : !data?.searchable ? (
        <Empty description={t('bomCost.subs.notSearchable')} />
      ) : data.list.length === 0 ? (
        <Empty description={t('bomCost.subs.none')} />
      ) : (
        <ul className="bom-cost-subs" aria-label={t('bomCost.subs.title', { part })}>
          {data.list.map((substitute) => {
            const product = substitute.product;
            const price = rowPrice(product, Math.max(need, product.miniQty));
            return (
              <li key={product.spuId} className="bom-cost-subs__item">
                <div className="bom-cost-subs__part">
                  <Link to={detailsPath(product.spuId)} target="_blank" rel="noopener">
                    <PartNumber value={product.mfrPartNumber} />
                  </Link>
                  <div className="bom-line__muted">{product.brandName}</div>
                  <div className="bom-line__muted bom-cost-subs__desc">{product.productDesc}</div>
                </div>
                <div className="bom-cost-subs__offer">
                  <div>{t('bomCost.line.stock', { n: product.stock.toLocaleString() })}</div>
                  {price ? (
                    <Money
                      value={price.taxPrice}
                      currency={product.currency}
                      decimals={UNIT_PRICE_DECIMALS}
                    />
                  ) : (
                    <span className="bom-line__muted">{t('product.subs.noPrice')}</span>
                  )}
                </div>
                <Differences substitute={substitute} />
                <Button
                  type="primary"
                  size="small"
                  loading={isChoosing}
                  aria-label={t('bomCost.subs.chooseOf', { part: product.mfrPartNumber })}
                  onClick={() => {
                    onChoose(substitute);
                  }}
                >
                  {t('bomCost.subs.choose')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
