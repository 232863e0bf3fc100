import { useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatOrderAmount, isExponentNotation, MONEY_TOO_LARGE_TEXT } from '@emall/contract';
import type { CreatedOrder } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { refreshCartCount } from '../../api/cart-count';
import { showApiError } from '../../api/client';
import { clearDirectBuy } from '../../api/direct-buy';
import { isMaintenanceStatus } from '../../api/error-rules';
import { toaster } from '../../api/toaster';
import { useCreateOrder } from './api/use-create-order';
import { toCreateOrderBody } from './order-draft';
import type { OrderDraft } from './order-draft';

/** The part numbers of the lines a 409 names ('orderLineList.2.price' → the third line's part). */
function changedParts(draft: OrderDraft, fields: Record<string, string>): string[] {
  const parts = Object.keys(fields).map((field) => {
    const index = /^orderLineList\.(\d+)\./.exec(field)?.[1];
    return index === undefined ? undefined : draft.lines[Number(index)]?.product.mfrPartNumber;
  });
  return [...new Set(parts.filter((part): part is string => part !== undefined))];
}

/**
 * Submitting the order: success says 'order submitted successfully', clears
 * the stored direct buy, refreshes the cart badge (the parts left the cart) and confirms, leading to the
 * orders tab of /my_EMall. A 409 means prices or stock changed: the buyer is told and the lines are read
 * again. Any other failure shows the server's message; the spinner stops either way.
 */
export function useSubmitOrder(onOrderChanged: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [placed, setPlaced] = useState<CreatedOrder | null>(null);

  const confirmPlaced = (order: CreatedOrder) => {
    modal.success({
      title: t('order.submit.success'),
      content: t('checkout.placed.content', {
        no: order.dopOrderNo,
        amount: formatOrderAmount(order.amount),
        currency: order.currency,
      }),
      okText: t('checkout.placed.toOrders'),
      // The only way on is the orders tab: the order is placed, this page has nothing left to do.
      keyboard: false,
      onOk: () => void navigate('/my_EMall?activeKey=2'),
    });
  };

  const submit = async (draft: OrderDraft) => {
    const body = toCreateOrderBody(draft);
    // A total that prints in exponent form is refused before anything is sent.
    if (isExponentNotation(Number(body.amount))) {
      toaster.warning(t(MONEY_TOO_LARGE_TEXT));
      return;
    }
    setIsSubmitting(true);
    try {
      const order = await createOrder(body);
      setPlaced(order);
      clearDirectBuy();
      queryClient.removeQueries({ queryKey: ['cart'] });
      toaster.success(t('order.submit.success'));
      confirmPlaced(order);
      await refreshCartCount();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.errcode === 'ORDER_CHANGED') {
        const parts = changedParts(draft, error.fields);
        modal.warning({
          title: t('common.hint'),
          content: parts.length
            ? t('checkout.changed.parts', { parts: parts.join(', ') })
            : t('checkout.changed.reloaded'),
          okText: t('common.confirm'),
        });
        onOrderChanged();
      } else if (error.status !== 401 && !isMaintenanceStatus(error.status)) {
        showApiError(error);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return { submit, isSubmitting, placed };
}
