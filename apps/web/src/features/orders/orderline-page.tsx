import { useParams } from 'react-router';
import { RequireLogin } from '../../ui/require-login';
import { OrderLineView } from './order-line-view';
import './orders.css';

/**
 * /orderline/{orderId}. Keyed by the order: entering the page, or moving to another order,
 * starts from a blank state (the order line screen resets on entering).
 */
export function OrderLinePage() {
  const { orderId = '' } = useParams();
  return (
    <RequireLogin>
      <OrderLineView key={orderId} orderId={orderId} />
    </RequireLogin>
  );
}
