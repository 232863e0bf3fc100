import { Descriptions, InputNumber, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPS_WAREHOUSES } from '@emall/contract/ops';
import type { OpsProduct } from '@emall/contract/ops';
import type { OpsProductUpdate } from './api/use-products';
import type { BreakDraft } from './ops-product-breaks';

/** What the product editor changes besides the parameters, as the operator edits it. */
export interface ProductDraft {
  breaks: BreakDraft[];
  stock: Record<string, number>;
  isSample: boolean;
  sampleUnitLimit: number | null;
  isActive: boolean;
}

/** The product as the editor starts from it: prices without their trailing zeros, every warehouse's stock. */
export function productDraft(product: OpsProduct): ProductDraft {
  return {
    breaks: product.priceBreaks.map((b) => ({
      qtyFrom: b.qtyFrom,
      taxPrice: b.taxPrice.replace(/\.?0+$/, ''),
    })),
    stock: Object.fromEntries(OPS_WAREHOUSES.map((w) => [w, product.stock[w] ?? 0])),
    isSample: product.isSample,
    sampleUnitLimit: product.sampleUnitLimit,
    isActive: product.isActive,
  };
}

/** The save call's body for the draft (no breaks: the product's stay as they are). */
export function draftUpdate(productId: string, draft: ProductDraft): OpsProductUpdate {
  const { breaks, stock } = draft;
  return {
    productId,
    ...(breaks.length
      ? { priceBreaks: breaks.map((b) => ({ qtyFrom: b.qtyFrom ?? 0, taxPrice: b.taxPrice.trim() })) }
      : {}),
    stock: { NJHB: stock.NJHB ?? 0, HB: stock.HB ?? 0, HK: stock.HK ?? 0, NJ: stock.NJ ?? 0 },
    isSample: draft.isSample,
    sampleUnitLimit: draft.sampleUnitLimit,
    isActive: draft.isActive,
  };
}

/** What the editor shows and does not change: the product's code, tax rate, minimum quantity and package. */
export function ProductFacts({ product }: { product: OpsProduct }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={2} className="ops-catalog-drawer__facts">
      <Descriptions.Item label={t('ops.catalog.productCode')}>{product.productCode}</Descriptions.Item>
      <Descriptions.Item label={t('ops.catalog.taxRate')}>{product.taxRate}</Descriptions.Item>
      <Descriptions.Item label={t('ops.catalog.miniQty')}>{product.miniQty}</Descriptions.Item>
      <Descriptions.Item label={t('ops.catalog.miniPkg')}>{product.miniPkg}</Descriptions.Item>
    </Descriptions>
  );
}

/** The stock of each warehouse. */
export function StockInputs({
  stock,
  canWrite,
  onChange,
}: {
  stock: Record<string, number>;
  canWrite: boolean;
  onChange: (stock: Record<string, number>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('ops.catalog.stock')}</Typography.Title>
      <Space wrap>
        {OPS_WAREHOUSES.map((w) => (
          <Space.Compact key={w}>
            <Space.Addon>{w}</Space.Addon>
            <InputNumber
              aria-label={w}
              min={0}
              precision={0}
              value={stock[w] ?? 0}
              disabled={!canWrite}
              onChange={(qty) => {
                onChange({ ...stock, [w]: qty ?? 0 });
              }}
            />
          </Space.Compact>
        ))}
      </Space>
    </>
  );
}

/** On sale or not, offered as a sample or not, and the most units one sample request may ask for. */
export function SaleSettings({
  draft,
  canWrite,
  onChange,
}: {
  draft: ProductDraft;
  canWrite: boolean;
  onChange: (change: Partial<ProductDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('ops.catalog.settings')}</Typography.Title>
      <Space orientation="vertical">
        <Space>
          <Switch
            checked={draft.isActive}
            disabled={!canWrite}
            onChange={(isActive) => {
              onChange({ isActive });
            }}
            aria-label={t('ops.catalog.onSale')}
          />
          {t('ops.catalog.onSale')}
        </Space>
        <Space>
          <Switch
            checked={draft.isSample}
            disabled={!canWrite}
            onChange={(isSample) => {
              onChange({ isSample });
            }}
            aria-label={t('ops.catalog.sample')}
          />
          {t('ops.catalog.sample')}
        </Space>
        <Space.Compact>
          <Space.Addon>{t('ops.catalog.sampleLimit')}</Space.Addon>
          <InputNumber
            placeholder={t('ops.catalog.noLimit')}
            min={1}
            precision={0}
            value={draft.sampleUnitLimit}
            disabled={!canWrite}
            style={{ width: 160 }}
            onChange={(sampleUnitLimit) => {
              onChange({ sampleUnitLimit });
            }}
          />
        </Space.Compact>
      </Space>
    </>
  );
}
