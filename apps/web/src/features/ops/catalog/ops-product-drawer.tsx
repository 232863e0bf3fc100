import { useState } from 'react';
import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsProduct, OpsProductParamInput } from '@emall/contract/ops';
import { isApiError } from '../../../api/api-error';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../shared/api/ops-session';
import { useUpdateProduct } from './api/use-products';
import { breakProblem, PriceBreaksEditor } from './ops-product-breaks';
import { draftUpdate, ProductFacts, productDraft, SaleSettings, StockInputs } from './ops-product-draft';
import type { ProductDraft } from './ops-product-draft';
import { parametersToSend, ParamsSection, useParamsEditor } from './ops-product-params-editor';
import type { ParamsEditor } from './ops-product-params-editor';
import { serverParamErrors } from './ops-product-params';

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
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [draft, setDraft] = useState(() => productDraft(product));
  const change = (next: Partial<ProductDraft>) => {
    setDraft({ ...draft, ...next });
  };
  const params = useParamsEditor(product.productId);
  const { save, isSaving } = useProductSave(product.productId, draft, params, onSaved);
  const problem = draft.breaks.length ? breakProblem(draft.breaks) : null;

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
            <Button type="primary" loading={isSaving} disabled={problem !== null} onClick={() => void save()}>
              {t('ops.common.save')}
            </Button>
          </Space>
        )
      }
    >
      <ProductFacts product={product} />
      <PriceBreaksEditor
        breaks={draft.breaks}
        problem={problem}
        canWrite={canWrite}
        onChange={(breaks) => {
          change({ breaks });
        }}
      />
      <ParamsSection editor={params} canWrite={canWrite} />
      <StockInputs
        stock={draft.stock}
        canWrite={canWrite}
        onChange={(stock) => {
          change({ stock });
        }}
      />
      <SaleSettings draft={draft} canWrite={canWrite} onChange={change} />
    </Drawer>
  );
}

/**
 * Saves the draft with the parameters when they changed; a wrong parameter row stops it with a warning, and the
 * server's refusal of a parameter is marked on its row.
 */
function useProductSave(productId: string, draft: ProductDraft, params: ParamsEditor, onSaved: () => void) {
  const { t } = useTranslation();
  const updateProduct = useUpdateProduct();
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    let parameters: OpsProductParamInput[] | undefined;
    try {
      parameters = await parametersToSend(params);
    } catch {
      toaster.warning(t('ops.catalog.params.invalid'));
      return;
    }
    setIsSaving(true);
    try {
      await updateProduct({ ...draftUpdate(productId, draft), ...(parameters ? { parameters } : {}) });
      toaster.success(t('ops.common.saved'));
      onSaved();
    } catch (error) {
      // The client has shown the server's message; a refused parameter is marked on its row too.
      if (params.loaded && isApiError(error)) params.form.setFields(serverParamErrors(error.fields));
    } finally {
      setIsSaving(false);
    }
  };
  return { save, isSaving };
}
