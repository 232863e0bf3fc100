import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract, ORDER_LIST_PAGE_SIZE } from '@emall/contract';
import type { Order, OrderStatus } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/** The orders tab's filters: a line status ('all' = none), a creation day range, an order number. */
export interface OrderFilters {
  status: OrderStatus | 'all';
  /** 'YYYY-MM-DD' days, both included. */
  createTimeStart?: string;
  createTimeEnd?: string;
  dopOrderNo?: string;
  pageNo: number;
}

export const ORDERS_QUERY_KEY = ['orders', 'list'] as const;
export const ORDER_COUNTS_QUERY_KEY = ['orders', 'counts'] as const;

interface OrderPage {
  rows: Order[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** One page of the tenant's orders, 10 a page; the page shown stays while the next loads. */
export function useOrderList(filters: OrderFilters) {
  const lang = useSessionStore((s) => s.lang);
  const body = {
    pageNo: filters.pageNo,
    pageSize: ORDER_LIST_PAGE_SIZE,
    // 'all' means no filter: the status is left out.
    status: filters.status === 'all' ? undefined : filters.status,
    createTimeStart: filters.createTimeStart,
    createTimeEnd: filters.createTimeEnd,
    dopOrderNo: filters.dopOrderNo?.trim() || undefined,
  };
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, body, lang],
    queryFn: () => call(contract.order.qryOrderListForEmall, body),
    placeholderData: keepPreviousData,
  });
}

/** countOrderInfoByCust: orders waiting for payment and orders whose proof awaits the seller. */
export function useOrderCounts() {
  return useQuery({
    queryKey: ORDER_COUNTS_QUERY_KEY,
    queryFn: () => call(contract.order.countOrderInfoByCust, {}),
  });
}

/** Editing custOrderNo updates the list in place, without reading it again. */
export function useUpdateCustOrderNo() {
  const queryClient = useQueryClient();
  return async (orderId: string, custOrderNo: string): Promise<void> => {
    const answer = await call(contract.order.updateCustOrderNo, { orderId, custOrderNo });
    queryClient.setQueriesData<OrderPage>({ queryKey: ORDERS_QUERY_KEY }, (page) =>
      page
        ? {
            ...page,
            rows: page.rows.map((order) =>
              order.orderId === answer.orderId ? { ...order, custOrderNo: answer.custOrderNo } : order,
            ),
          }
        : page,
    );
  };
}

/** After a payment proof: the order's status and the counts changed. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return async (): Promise<void> => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ORDER_COUNTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['orders', 'detail'] }),
    ]);
  };
}
