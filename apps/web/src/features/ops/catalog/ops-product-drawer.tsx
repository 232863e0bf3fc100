import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  InputNumber,
  Input,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { firstBreakProblem } from '@emall/contract';
import { OPS_MAX_PRICE_BREAKS, OPS_WAREHOUSES } from '@emall/contract/ops';
import type { OpsProduct, OpsProductParamInput } from '@emall/contract/ops';
import { isApiError } from '../../../api/api-error';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../shared/api/ops-session';
import { useParameterOptions, useProductDetail, useUpdateProduct } from './api/use-products';
import {
  knownParams,
  OpsProductParams,
  paramsChanged,
  paramsToSave,
  serverParamErrors,
  type ParamsFormValues,
} from './ops-product-params';

interface BreakDraft {
  qtyFrom: number | null;
  taxPrice: string;
}

/** The first problem of the breaks as edited (a text key and its values), or null when they can be saved. */
export function breakProblem(breaks: readonly BreakDraft[]): { key: string; n: number } | null {
  const found = firstBreakProblem(breaks);
  return found && { key: `ops.catalog.breaks.${found.problem}`, n: found.index + 1 };
}

/**
 * The product editor: price breaks, stock per warehouse, sample flag and limit, on sale, and the parameters
 * (loaded with the product; sent only when changed). Auditors only read.
 */
export function OpsProductDrawer({
  product,
  onClose,
  onSaved,
}: {
  product: OpsProduct;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const canWrite = useCanWrite();
  const [paramForm] = Form.useForm<ParamsFormValues>();
  const detail = useProductDetail(product.productId);
  const options = useParameterOptions(i18n.language);
  const updateProduct = useUpdateProduct();
  const loaded =
    detail.data && options.data ? { params: detail.data.parameters, options: options.data.rows } : null;
  const [breaks, setBreaks] = useState<BreakDraft[]>(
    product.priceBreaks.map((b) => ({ qtyFrom: b.qtyFrom, taxPrice: b.taxPrice.replace(/\.?0+$/, '') })),
  );
  const [stock, setStock] = useState<Record<string, number>>(
    Object.fromEntries(OPS_WAREHOUSES.map((w) => [w, product.stock[w] ?? 0])),
  );
  const [isSample, setIsSample] = useState(product.isSample);
  const [limit, setLimit] = useState<number | null>(product.sampleUnitLimit);
  const [isActive, setIsActive] = useState(product.isActive);
  const [saving, setSaving] = useState(false);
  const problem = breaks.length ? breakProblem(breaks) : null;

  const setBreak = (i: number, change: Partial<BreakDraft>) => {
    setBreaks(breaks.map((b, j) => (j === i ? { ...b, ...change } : b)));
  };

  /** The parameters to send: undefined when they were not loaded or not changed. Throws when a row is wrong. */
  const parametersToSend = async (): Promise<OpsProductParamInput[] | undefined> => {
    if (!loaded) return undefined;
    const rows = (await paramForm.validateFields()).parameters ?? [];
    return paramsChanged(rows, loaded.params)
      ? paramsToSave(rows, knownParams(loaded.options, loaded.params))
      : undefined;
  };

  const save = async () => {
    let parameters: OpsProductParamInput[] | undefined;
    try {
      parameters = await parametersToSend();
    } catch {
      toaster.warning(t('ops.catalog.params.invalid'));
      return;
    }
    setSaving(true);
    try {
      await updateProduct({
        productId: product.productId,
        ...(breaks.length
          ? { priceBreaks: breaks.map((b) => ({ qtyFrom: b.qtyFrom ?? 0, taxPrice: b.taxPrice.trim() })) }
          : {}),
        stock: { NJHB: stock.NJHB ?? 0, HB: stock.HB ?? 0, HK: stock.HK ?? 0, NJ: stock.NJ ?? 0 },
        isSample,
        sampleUnitLimit: limit,
        isActive,
        ...(parameters ? { parameters } : {}),
      });
      toaster.success(t('ops.common.saved'));
      onSaved();
    } catch (error) {
      // The client has shown the server's message; a refused parameter is marked on its row too.
      if (loaded && isApiError(error)) paramForm.setFields(serverParamErrors(error.fields));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      size={640}
      title={`${product.mfrPartNumber} · ${product.brandName}`}
      onClose={onClose}
      extra={
        canWrite && (
          <Space>
            <Button onClick={onClose}>{t('ops.common.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={problem !== null} onClick={() => void save()}>
              {t('ops.common.save')}
            </Button>
          </Space>
        )
      }
    >
      <Descriptions size="small" column={2} className="ops-catalog-drawer__facts">
        <Descriptions.Item label={t('ops.catalog.productCode')}>{product.productCode}</Descriptions.Item>
        <Descriptions.Item label={t('ops.catalog.taxRate')}>{product.taxRate}</Descriptions.Item>
        <Descriptions.Item label={t('ops.catalog.miniQty')}>{product.miniQty}</Descriptions.Item>
        <Descriptions.Item label={t('ops.catalog.miniPkg')}>{product.miniPkg}</Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5}>{t('ops.catalog.breaks.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('ops.catalog.breaks.hint')}</Typography.Paragraph>
      <div className="ops-catalog-breaks">
        {breaks.map((b, i) => (
          <Space key={i} className="ops-catalog-breaks__row">
            <Space.Compact>
              <Space.Addon>{t('ops.catalog.breaks.qtyFrom')}</Space.Addon>
              <InputNumber
                aria-label={t('ops.catalog.breaks.qtyFrom')}
                min={1}
                precision={0}
                value={b.qtyFrom}
                disabled={!canWrite}
                onChange={(qtyFrom) => {
                  setBreak(i, { qtyFrom });
                }}
              />
            </Space.Compact>
            <Space.Compact>
              <Space.Addon>{t('ops.catalog.breaks.price')}</Space.Addon>
              <Input
                aria-label={t('ops.catalog.breaks.price')}
                value={b.taxPrice}
                disabled={!canWrite}
                style={{ width: 220 }}
                onChange={(e) => {
                  setBreak(i, { taxPrice: e.target.value });
                }}
              />
            </Space.Compact>
            {canWrite && (
              <Button
                danger
                type="link"
                onClick={() => {
                  setBreaks(breaks.filter((_, j) => j !== i));
                }}
              >
                {t('ops.common.delete')}
              </Button>
            )}
          </Space>
        ))}
        {canWrite && breaks.length < OPS_MAX_PRICE_BREAKS && (
          <Button
            onClick={() => {
              const last = breaks[breaks.length - 1];
              setBreaks([
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

      <Typography.Title level={5}>{t('ops.catalog.params.title')}</Typography.Title>
      {loaded ? (
        <OpsProductParams
          form={paramForm}
          initial={loaded.params}
          options={loaded.options}
          canWrite={canWrite}
        />
      ) : detail.isError || options.isError ? (
        <Alert type="warning" showIcon title={t('ops.catalog.params.notLoaded')} />
      ) : (
        <Spin />
      )}

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
                setStock({ ...stock, [w]: qty ?? 0 });
              }}
            />
          </Space.Compact>
        ))}
      </Space>

      <Typography.Title level={5}>{t('ops.catalog.settings')}</Typography.Title>
      <Space orientation="vertical">
        <Space>
          <Switch
            checked={isActive}
            disabled={!canWrite}
            onChange={setIsActive}
            aria-label={t('ops.catalog.onSale')}
          />
          {t('ops.catalog.onSale')}
        </Space>
        <Space>
          <Switch
            checked={isSample}
            disabled={!canWrite}
            onChange={setIsSample}
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
            value={limit}
            disabled={!canWrite}
            style={{ width: 160 }}
            onChange={setLimit}
          />
        </Space.Compact>
      </Space>
    </Drawer>
  );
}
