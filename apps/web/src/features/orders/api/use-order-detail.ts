import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract, ORDER_LINE_PAGE_SIZE } from '@emall/contract';
import type { OrderLine, OrderStatus } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

const DETAIL = ['orders', 'detail'] as const;

interface LinePage {
  rows: OrderLine[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/**
 * The order line page's data: the order, its express groups and its lines, 15 a page.
 * Nothing is kept after the page is left (gcTime 0): entering /orderline/ starts afresh.
 */
export function useOrderDetail(orderId: string, enabled: boolean) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: [...DETAIL, 'order', orderId, lang],
    // Quiet: a missing order (404, also another tenant's) is shown by the page itself.
    queryFn: () => call(contract.order.qryOrderListByOrderId, { orderId }, { quiet: true }),
    enabled,
    gcTime: 0,
  });
}

export function useExpressGroups(orderId: string, enabled: boolean) {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: [...DETAIL, 'express', orderId, lang],
    queryFn: () => call(contract.order.getExpressGroup, { orderId }, { quiet: true }),
    enabled,
    gcTime: 0,
  });
}

export function useOrderLines(
  orderId: string,
  pageNo: number,
  status: OrderStatus | 'all',
  enabled: boolean,
) {
  const lang = useSessionStore((s) => s.lang);
  // 'all' means no filter: the status is left out.
  const body = {
    orderId,
    pageNo,
    pageSize: ORDER_LINE_PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  };
  return useQuery({
    queryKey: [...DETAIL, 'lines', body, lang],
    queryFn: () => call(contract.order.qryOrderLineListByOrderIdForEmall, body, { quiet: true }),
    enabled,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
}

/** Editing custPn on a line updates the list in place. */
export function useUpdateCustPn() {
  const queryClient = useQueryClient();
  return async (orderLineId: string, custPn: string): Promise<void> => {
    const answer = await call(contract.order.updateCustPn, { orderLineId, custPn });
    queryClient.setQueriesData<LinePage>({ queryKey: [...DETAIL, 'lines'] }, (page) =>
      page
        ? {
            ...page,
            rows: page.rows.map((line) =>
              line.orderLineId === answer.orderLineId ? { ...line, custPn: answer.custPn } : line,
            ),
          }
        : page,
    );
  };
}
