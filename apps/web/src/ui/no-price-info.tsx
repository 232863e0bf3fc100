import { useTranslation } from 'react-i18next';
import { useCustomerService } from './use-customer-service';
import './catalog-pieces.css';

/** A row without a price offers customer service instead. */
export function NoPriceInfo() {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService();
  return (
    <button type="button" className="no-price-info" onClick={openCustomerService}>
      {t('productTable.noPrice')}
    </button>
  );
}
