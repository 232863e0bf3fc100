import { Route, Routes } from 'react-router';
import { OpsOrderDetailPage } from './ops-order-detail';
import { OpsOrderList } from './ops-order-list';

/** /ops/orders: every tenant's orders; /ops/orders/:orderId one order with the seller's steps. */
export function OpsOrdersPage() {
  return (
    <Routes>
      <Route index element={<OpsOrderList />} />
      <Route path=":orderId" element={<OpsOrderDetailPage />} />
    </Routes>
  );
}
