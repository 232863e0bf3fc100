import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BomDetail } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { NoPriceInfo } from '../../ui/no-price-info';
import { detailsPath } from '../../ui/product-links';
import { rowAmount, rowPrice } from '../../ui/row-price';

/** The line as the BOM writes it: part text, maker, description, the buyer's part number. */
export function BomTextCell({ line }: { line: BomDetail }) {
  const { t } = useTranslation();
  return (
    <div className="bom-line__text">
      <Typography.Text strong>{line.qryParam}</Typography.Text>
      {line.isFreeText && <Tag className="bom-tag">{t('bom.line.freeText')}</Tag>}
      {line.brandName && <div className="bom-line__muted">{line.brandName}</div>}
      {line.description && <div className="bom-line__muted">{line.description}</div>}
      {line.custProductCode && (
        <div className="bom-line__muted">
          {t('bom.field.custPn')}: {line.custProductCode}
        </div>
      )}
    </div>
  );
}

/** The chosen part priced at the line's quantity, with its stock; or why there is none. */
export function ChosenPartCell({ line }: { line: BomDetail }) {
  const { t } = useTranslation();
  const product = line.product;
  if (line.matchState === 'PENDING') return <span className="bom-line__muted">{t('bom.line.pending')}</span>;
  if (!product) return <span className="bom-line__muted">{t('bom.line.noPart')}</span>;
  const price = rowPrice(product, line.qty);
  return (
    <div className="bom-line__part">
      <Link to={detailsPath(product.spuId)}>{product.mfrPartNumber}</Link>
      <div className="bom-line__muted">{product.brandName}</div>
      {price ? (
        <div>
          <Money value={price.taxPrice} currency={product.currency} decimals={UNIT_PRICE_DECIMALS} />
          {' × '}
          {line.qty}
          {' = '}
          <Money value={rowAmount(price, line.qty)} currency={product.currency} />
        </div>
      ) : (
        <NoPriceInfo />
      )}
      <div className="bom-line__muted">{t('bom.line.stock', { n: product.stock })}</div>
    </div>
  );
}

const NO_CHOICE = '';

/** The candidates of a line to choose from; the empty choice clears the chosen part. */
export function CandidateCell({
  line,
  onChoose,
}: {
  line: BomDetail;
  onChoose: (spuId: string | null) => void;
}) {
  const { t } = useTranslation();
  if (line.candidates.length === 0 && !line.product) {
    return <span className="bom-line__muted">{t('bom.line.noCandidates')}</span>;
  }
  const options = line.candidates.map((candidate) => ({
    value: candidate.spuId,
    label: `${candidate.mfrPartNumber} · ${candidate.brandName} · ${t(`bom.rule.${candidate.matchRule}`)}`,
  }));
  const chosen = line.product?.spuId ?? NO_CHOICE;
  if (line.product && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: `${line.product.mfrPartNumber} · ${line.product.brandName}` });
  }
  return (
    <Select
      className="bom-line__candidates"
      size="small"
      aria-label={t('bom.line.choose', { part: line.qryParam })}
      value={chosen}
      popupMatchSelectWidth={false}
      options={[{ value: NO_CHOICE, label: t('bom.line.noChoice') }, ...options]}
      onChange={(value: string) => {
        onChoose(value || null);
      }}
    />
  );
}

export function RemoveLineButton({ line, onRemove }: { line: BomDetail; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('bom.line.removeConfirm')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={onRemove}
    >
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('bom.line.remove', { part: line.qryParam })}
      />
    </Popconfirm>
  );
}
