import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BomDetail } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { NoPriceInfo } from '../../ui/no-price-info';
import { PartNumber } from '../../ui/part-number';
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

/**
 * The line's designators under its text, clipped to two lines with the whole list on hover: a grouped line
 * can name dozens of them.
 */
export function DesignatorsNote({ line }: { line: BomDetail }) {
  const { t } = useTranslation();
  if (!line.designators) return null;
  return (
    <div className="bom-line__muted bom-line__designators" title={line.designators}>
      {t('bom.field.designator')}: <span>{line.designators}</span>
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
      <Link to={detailsPath(product.spuId)}>
        <PartNumber value={product.mfrPartNumber} />
      </Link>
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

/**
 * The line's alternates: which one matched ('alternate 2 of 3 matched: TI TPS62410DRCR'), and a choice
 * among the line's own part and each alternate's part (choosing one chooses the part it found). A column of
 * distributor codes (Mouser, RS, Farnell) names the same part again, so its entries are called order codes.
 */
export function AlternatesNote({ line, onChoose }: { line: BomDetail; onChoose: (spuId: string) => void }) {
  const { t } = useTranslation();
  const total = line.alternates.length;
  if (total === 0 || line.matchState === 'PENDING') return null;
  const isOrderCode = (alt: BomDetail['alternates'][number]) => alt.partText === '' && alt.supplierPn !== '';
  const codes = line.alternates.filter(isOrderCode).length;
  const matched = line.matchedAlternate === null ? undefined : line.alternates[line.matchedAlternate];
  const ownSpuId = line.candidates.find((c) => c.alternate === null)?.spuId ?? null;
  const options = [
    { spuId: ownSpuId, label: t('bom.alt.own', { part: line.qryParam }) },
    ...line.alternates.map((alt, i) => ({
      spuId: alt.spuId,
      label: isOrderCode(alt)
        ? t('bom.alt.orderCode', { code: alt.supplierPn })
        : t('bom.alt.option', { n: i + 1, maker: alt.manufacturer, part: alt.partText }),
    })),
  ];
  const counted = [
    total > codes && t('bom.alt.count', { total: total - codes }),
    codes > 0 && t('bom.alt.codes', { total: codes }),
  ].filter(Boolean);
  const summary =
    matched && line.matchedAlternate !== null
      ? isOrderCode(matched)
        ? t('bom.alt.matchedByCode', {
            code: matched.supplierPn,
            maker: line.product?.brandName ?? '',
            part: line.product?.mfrPartNumber ?? '',
          })
        : t('bom.alt.matched', {
            n: line.matchedAlternate + 1,
            total,
            maker: matched.manufacturer || line.product?.brandName || '',
            part: matched.partText || line.product?.mfrPartNumber || '',
          })
      : counted.join(t('bom.alt.and'));
  const seen = new Set<string>();
  const selectOptions = options.flatMap((option, i) => {
    if (option.spuId === null)
      return [{ value: `none-${i}`, label: `${option.label} ${t('bom.alt.notFound')}`, disabled: true }];
    if (seen.has(option.spuId)) return [];
    seen.add(option.spuId);
    return [{ value: option.spuId, label: option.label, disabled: false }];
  });
  const current = line.product && seen.has(line.product.spuId) ? line.product.spuId : undefined;
  return (
    <div className="bom-line__alternates">
      <div className="bom-line__muted">{summary}</div>
      <Select
        className="bom-line__alternate-switch"
        size="small"
        aria-label={t('bom.alt.switch', { part: line.qryParam })}
        value={current}
        placeholder={t('bom.alt.switch', { part: line.qryParam })}
        popupMatchSelectWidth={false}
        options={selectOptions}
        onChange={(value: string) => {
          onChoose(value);
        }}
      />
    </div>
  );
}

const makerAndPart = (maker: string, part: string) => (maker ? `${maker} ${part}` : part);

/** What the order code names against what the line asks for ('The Mouser code 71-… names Vishay …; the line asks for …'). */
function CodeDisagreement({ conflict }: { conflict: NonNullable<BomDetail['conflict']> }) {
  const { t } = useTranslation();
  const [named] = conflict.candidates;
  if (conflict.kind !== 'codeNamesOther' || !conflict.code || !named) return null;
  const asked = conflict.asked
    .map((a) => makerAndPart(a.manufacturer.trim(), a.partText))
    .join(t('bom.conflict.askedOr'));
  return (
    <div className="bom-conflict__says">
      {t('bom.conflict.codeSays', {
        codeOf: t(`bom.codeOf.${conflict.code.distributor}`),
        code: conflict.code.text,
        part: makerAndPart(named.brandName, named.mfrPartNumber),
        asked,
      })}
    </div>
  );
}

/**
 * A conflict matching would not settle by itself: the supplier code and the part number name different
 * parts, or the part found is another maker's. Both sides are named, each to be chosen.
 */
export function ConflictNote({ line, onChoose }: { line: BomDetail; onChoose: (spuId: string) => void }) {
  const { t } = useTranslation();
  const conflict = line.conflict;
  if (!conflict || line.matchState === 'PENDING') return null;
  const sides =
    conflict.kind === 'supplierPnVsMfrPn'
      ? [t('bom.conflict.byPartNumber'), t('bom.conflict.bySupplierPn')]
      : [];
  return (
    <div className="bom-conflict" role="note">
      <Tag color="red" className="bom-conflict__tag">
        {t(`bom.conflict.${conflict.kind}`)}
        {/* A code's disagreement names the code itself: an order code column is no alternate part. */}
        {conflict.alternate !== null &&
          conflict.kind !== 'codeNamesOther' &&
          ` ${t('bom.conflict.ofAlternate', { n: conflict.alternate + 1 })}`}
      </Tag>
      <CodeDisagreement conflict={conflict} />
      <ul className="bom-conflict__parts">
        {conflict.candidates.map((candidate, i) => (
          <li key={candidate.spuId}>
            {sides[i] && <span className="bom-line__muted">{sides[i]}: </span>}
            <span>
              {candidate.mfrPartNumber} · {candidate.brandName}
            </span>{' '}
            {line.product?.spuId === candidate.spuId ? (
              <Tag color="green">{t('bom.conflict.chosen')}</Tag>
            ) : (
              <Button
                size="small"
                type="link"
                aria-label={t('bom.conflict.choose', { part: candidate.mfrPartNumber })}
                onClick={() => {
                  onChoose(candidate.spuId);
                }}
              >
                {t('bom.conflict.pick')}
              </Button>
            )}
          </li>
        ))}
      </ul>
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
