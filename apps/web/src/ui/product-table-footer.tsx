import type { ReactNode } from 'react';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatOrderAmount, isExponentNotation, MONEY_TOO_LARGE_TEXT } from '@emall/contract';
import type { SelectAllState } from './product-selection';

export interface ProductTableActions {
  /** Deletes the selected rows (the cart fills it). */
  delete?: ReactNode;
  /** Optional buy-now button. */
  buyNow?: ReactNode;
  /** The main action button. */
  main?: ReactNode;
}

interface ProductTableFooterProps {
  selectAll: SelectAllState;
  onToggleAll: () => void;
  selectedCount: number;
  /** The selected rows' total, a decimal string. */
  total: string;
  currencySign: string;
  actions: ProductTableActions | undefined;
  isFixed: boolean;
}

/** Select-all, selected count, total price and the action slots. */
export function ProductTableFooter({
  selectAll,
  onToggleAll,
  selectedCount,
  total,
  currencySign,
  actions,
  isFixed,
}: ProductTableFooterProps) {
  const { t } = useTranslation();
  return (
    <div className={isFixed ? 'product-table__footer product-table__footer--fixed' : 'product-table__footer'}>
      <div className="product-table__footer-left">
        <Checkbox
          checked={selectAll.isChecked}
          indeterminate={selectAll.isIndeterminate}
          onChange={onToggleAll}
        >
          {t('productTable.selectAll')}
        </Checkbox>
        {actions?.delete}
      </div>
      <div className="product-table__footer-right">
        <span className="product-table__selected">{t('productTable.selected', { n: selectedCount })}</span>
        <span className="product-table__total">
          {t('productTable.totalPrice')}
          <strong className="product-table__total-amount">
            {/* A total that would print in exponent form is refused, not shown. */}
            {isExponentNotation(Number(total)) ? (
              t(MONEY_TOO_LARGE_TEXT)
            ) : (
              <>
                {currencySign}
                {formatOrderAmount(total)}
              </>
            )}
          </strong>
        </span>
        {actions?.buyNow}
        {actions?.main}
      </div>
    </div>
  );
}
