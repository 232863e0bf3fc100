import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUANTITY_EXCEEDS_STOCK_TEXT } from '@emall/contract';
import type { CartLine } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { decideQuantity } from '../../ui/quantity-change';

/**
 * A quantity typed in the cart (docs/orders.md, quantities and money): refused at once when it breaks the
 * minimum or package rule (the quantity stays), otherwise sent to the server, which checks again and answers
 * the line repriced at its break; a quantity that has just gone above stock brings the over-stock dialog.
 */
export function useCartQuantity(changeQuantity: (spuId: string, quantity: number) => Promise<CartLine>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  return async (line: CartLine, next: number) => {
    const decision = decideQuantity(line, line.quantity, next);
    if (decision.kind === 'refuse') {
      toaster.warning(t(decision.textKey, { n: decision.n }));
      return;
    }
    try {
      await changeQuantity(line.spuId, next);
    } catch {
      // The client showed the server's message; the box shows the unchanged quantity.
      return;
    }
    if (decision.exceedsStock) {
      modal.info({
        title: t('common.hint'),
        content: t(QUANTITY_EXCEEDS_STOCK_TEXT),
        okText: t('common.confirm'),
      });
    }
  };
}
