import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CART_EXPORT_COLUMNS, contract, isExponentNotation, MONEY_TOO_LARGE_TEXT } from '@emall/contract';
import type { CartLine } from '@emall/contract';
import { downloadFile } from '../../api/download';
import { toaster } from '../../api/toaster';
import type { ProductTableActions } from '../../ui/product-table-footer';
import { lineAmount } from './cart-lines';

interface CartActionsOptions {
  lines: readonly CartLine[];
  selectedKeys: readonly string[];
  withTax: boolean;
  onDelete: (spuIds: readonly string[]) => void;
  onOpenUpload: () => void;
}

/**
 * The cart's footer actions: delete selected (asks first), export, upload custom part numbers, and the main
 * 'settle' action that takes the selection to /confirm_order. Actions that need a selection say so in the
 * 'Hint' warning; a total in exponent form is refused as 'The amount is too large'.
 */
export function useCartActions({ lines, selectedKeys, withTax, onDelete, onOpenUpload }: CartActionsOptions) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const withSelection = (action: () => void) => () => {
    if (selectedKeys.length > 0) {
      action();
      return;
    }
    modal.warning({ title: t('common.hint'), content: t('cart.selectFirst'), okText: t('common.confirm') });
  };

  const exportSelected = () => {
    void downloadFile({
      method: 'POST',
      path: contract.cart.shopCartExport.path,
      form: {
        cols: CART_EXPORT_COLUMNS.join(','),
        taxFlag: withTax ? 'T' : 'F',
        spuIds: selectedKeys.join(','),
      },
    });
  };

  const settle = () => {
    const chosen = lines.filter((line) => selectedKeys.includes(line.spuId));
    if (chosen.some((line) => !line.isMatch)) {
      toaster.warning(t('cart.checkout.unpriced'));
      return;
    }
    const total = chosen.reduce((sum, line) => sum + Number(lineAmount(line, withTax) ?? 0), 0);
    if (isExponentNotation(total)) {
      toaster.warning(t(MONEY_TOO_LARGE_TEXT));
      return;
    }
    void navigate('/confirm_order', { state: { spuIds: [...selectedKeys], taxFlag: withTax ? 'T' : 'F' } });
  };

  const actions: ProductTableActions = {
    delete: (
      <>
        <Button
          onClick={withSelection(() => {
            onDelete(selectedKeys);
          })}
        >
          {t('cart.action.deleteSelected')}
        </Button>
        <Button onClick={withSelection(exportSelected)}>{t('cart.action.export')}</Button>
        <Button onClick={onOpenUpload}>{t('cart.action.uploadCustPn')}</Button>
      </>
    ),
    main: (
      <Button type="primary" size="large" className="cart-page__settle" onClick={withSelection(settle)}>
        {t('cart.action.checkout')}
      </Button>
    ),
  };
  return actions;
}
