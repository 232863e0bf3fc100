import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearDirectBuy } from '../../api/direct-buy';
import { toaster } from '../../api/toaster';
import type { ConfirmLines } from './api/use-confirm-lines';

/** True when the lines to confirm are not what the buyer chose: some are gone, unpriced, or none is left. */
export function hasOrderChanged(found: ConfirmLines): boolean {
  return found.lines.length === 0 || found.lines.length !== found.expectedCount;
}

/**
 * The confirm page, on loading: when the number of lines differs from what the buyer chose, say that the
 * order has changed and go back to /shopping_cart. A stale direct buy is dropped, so it cannot come back.
 */
export function useChangedOrderGuard(found: ConfirmLines | undefined): boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasChanged = found !== undefined && hasOrderChanged(found);
  useEffect(() => {
    if (!hasChanged) return;
    clearDirectBuy();
    toaster.warning(t('checkout.changed'));
    void navigate('/shopping_cart', { replace: true });
  }, [hasChanged, navigate, t]);
  return hasChanged;
}
