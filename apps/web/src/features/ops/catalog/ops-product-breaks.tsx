import { Alert, Button, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstBreakProblem } from '@emall/contract';
import { OPS_MAX_PRICE_BREAKS } from '@emall/contract/ops';

/** One price break as the operator edits it: the price as typed. */
export interface BreakDraft {
  qtyFrom: number | null;
  taxPrice: string;
}

/** The first problem of the breaks as edited (a text key and its values), or null when they can be saved. */
export function breakProblem(breaks: readonly BreakDraft[]): { key: string; n: number } | null {
  const found = firstBreakProblem(breaks);
  return found && { key: `ops.catalog.breaks.${found.problem}`, n: found.index + 1 };
}

/**
 * The product's price breaks, one row each (from quantity, price with tax), with the first problem under them;
 * an added break starts at ten times the last quantity, at its price.
 */
export function PriceBreaksEditor({
  breaks,
  problem,
  canWrite,
  onChange,
}: {
  breaks: BreakDraft[];
  problem: { key: string; n: number } | null;
  canWrite: boolean;
  onChange: (breaks: BreakDraft[]) => void;
}) {
  const { t } = useTranslation();
  const last = breaks[breaks.length - 1];
  return (
    <>
      <Typography.Title level={5}>{t('ops.catalog.breaks.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('ops.catalog.breaks.hint')}</Typography.Paragraph>
      <div className="ops-catalog-breaks">
        {breaks.map((b, i) => (
          <BreakRow
            key={i}
            draft={b}
            canWrite={canWrite}
            onChange={(change) => {
              onChange(breaks.map((other, j) => (j === i ? { ...other, ...change } : other)));
            }}
            onRemove={() => {
              onChange(breaks.filter((_, j) => j !== i));
            }}
          />
        ))}
        {canWrite && breaks.length < OPS_MAX_PRICE_BREAKS && (
          <Button
            onClick={() => {
              onChange([
                ...breaks,
                { qtyFrom: last?.qtyFrom ? last.qtyFrom * 10 : 1, taxPrice: last?.taxPrice ?? '' },
              ]);
            }}
          >
            {t('ops.catalog.breaks.add')}
          </Button>
        )}
        {problem && <Alert type="error" showIcon title={t(problem.key, { n: problem.n })} />}
      </div>
    </>
  );
}

function BreakRow({
  draft,
  canWrite,
  onChange,
  onRemove,
}: {
  draft: BreakDraft;
  canWrite: boolean;
  onChange: (change: Partial<BreakDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space className="ops-catalog-breaks__row">
      <Space.Compact>
        <Space.Addon>{t('ops.catalog.breaks.qtyFrom')}</Space.Addon>
        <InputNumber
          aria-label={t('ops.catalog.breaks.qtyFrom')}
          min={1}
          precision={0}
          value={draft.qtyFrom}
          disabled={!canWrite}
          onChange={(qtyFrom) => {
            onChange({ qtyFrom });
          }}
        />
      </Space.Compact>
      <Space.Compact>
        <Space.Addon>{t('ops.catalog.breaks.price')}</Space.Addon>
        <Input
          aria-label={t('ops.catalog.breaks.price')}
          value={draft.taxPrice}
          disabled={!canWrite}
          style={{ width: 220 }}
          onChange={(e) => {
            onChange({ taxPrice: e.target.value });
          }}
        />
      </Space.Compact>
      {canWrite && (
        <Button danger type="link" onClick={onRemove}>
          {t('ops.common.delete')}
        </Button>
      )}
    </Space>
  );
}
