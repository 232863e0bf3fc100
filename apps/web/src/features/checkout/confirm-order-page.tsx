import { RequireLogin } from '../../ui/require-login';
import { ConfirmOrder } from './confirm-order';
import './checkout.css';

/** /confirm_order: placing an order needs a logged-in buyer. */
export function ConfirmOrderPage() {
  return (
    <RequireLogin>
      <ConfirmOrder />
    </RequireLogin>
  );
}
