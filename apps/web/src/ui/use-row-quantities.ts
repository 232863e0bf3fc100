import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANTITY_EXCEEDS_STOCK_TEXT } from '@emall/contract';
import type { Product } from '@emall/contract';
import { toaster } from '../api/toaster';
import { decideQuantity } from './quantity-change';
import { useAppFeedback } from './use-app-feedback';

/** The quantity the buyer chose per result row; it lives as long as the page. */
export function useRowQuantities() {
  const { t } = useTranslation();
  const { modal } = useAppFeedback();
  const [quantities, setQuantities] = useState<Record<string, number>>({});

  const quantityOf = (product: Product): number => quantities[product.spuId] ?? product.quantity;

  const changeQuantity = (product: Product, next: number) => {
    const previous = quantityOf(product);
    const decision = decideQuantity(product, previous, next);
    if (decision.kind === 'refuse') {
      toaster.warning(t(decision.textKey, { n: decision.n }));
      return;
    }
    setQuantities((current) => ({ ...current, [product.spuId]: next }));
    if (decision.exceedsStock) {
      modal.info({
        title: t('common.hint'),
        content: t(QUANTITY_EXCEEDS_STOCK_TEXT),
        okText: t('common.confirm'),
      });
    }
  };

  return { quantityOf, changeQuantity };
}
