import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatOrderAmount, taxAmount } from '@emall/contract';
import { currencySign } from '../../ui/money';

interface OrderSubmitBarProps {
  lineCount: number;
  currency: string;
  /** Order amounts, 2 decimals: with tax (what is paid) and without. */
  amount: string;
  noTaxAmount: string;
  isSubmitting: boolean;
  isDisabled: boolean;
  onSubmit: () => void;
}

/** The order's totals and the submit button; the amount uses the order format (2 decimals). */
export function OrderSubmitBar(props: OrderSubmitBarProps) {
  const { t } = useTranslation();
  const sign = currencySign(props.currency);
  return (
    <div className="order-submit-bar">
      <dl className="order-submit-bar__sums">
        <dt>{t('checkout.sum.lines')}</dt>
        <dd>{props.lineCount}</dd>
        <dt>{t('checkout.sum.noTax')}</dt>
        <dd className="money">
          {sign}
          {formatOrderAmount(props.noTaxAmount)}
        </dd>
        <dt>{t('checkout.sum.tax')}</dt>
        <dd className="money">
          {sign}
          {formatOrderAmount(taxAmount(props.amount, props.noTaxAmount))}
        </dd>
      </dl>
      <div className="order-submit-bar__total">
        <span>{t('checkout.sum.payable')}</span>
        <strong className="money order-submit-bar__amount">
          {sign}
          {formatOrderAmount(props.amount)}
        </strong>
      </div>
      <Button
        type="primary"
        size="large"
        className="order-submit-bar__submit"
        loading={props.isSubmitting}
        disabled={props.isDisabled}
        onClick={props.onSubmit}
      >
        {t('checkout.submit')}
      </Button>
    </div>
  );
}
