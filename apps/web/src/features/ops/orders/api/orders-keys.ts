import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

/** The query keys of /ops/orders; every one starts with `all`, so a step reads the order and the lists again. */
export const ordersKeys = {
  all: ['ops', 'orders'] as const,
  page: (body: CallBody<typeof opsContract.opsOrder.qryOpsOrderByPage>) =>
    ['ops', 'orders', 'page', body] as const,
  detail: (orderId: string) => ['ops', 'orders', 'detail', orderId] as const,
};
