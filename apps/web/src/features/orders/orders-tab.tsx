import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_LIST_PAGE_SIZE } from '@emall/contract';
import { useOrderCounts, useOrderList, useRefreshOrders, useUpdateCustOrderNo } from './api/use-orders';
import type { OrderFilters as Filters } from './api/use-orders';
import { OrderCard } from './order-card';
import { OrderFilters } from './order-filters';
import { PayModal } from './pay-modal';
import './orders.css';

/**
 * The member centre's orders tab (tab 2): the tenant's orders, 10 a page, filtered by line
 * status and creation time, each with its lines, its own order number edited in place, the sale contract
 * and the pay modal. The member centre receives it from the app's routes, so features stay apart.
 */
export function OrdersTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ status: 'all', pageNo: 1 });
  const [payingOrderId, setPayingOrderId] = useState<string | null>(null);
  const { data: page, isPending, isFetching } = useOrderList(filters);
  const { data: counts } = useOrderCounts();
  const updateCustOrderNo = useUpdateCustOrderNo();
  const refreshOrders = useRefreshOrders();

  return (
    <div className="orders-tab">
      <OrderFilters
        filters={filters}
        counts={counts}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
        }}
      />
      <Spin spinning={isFetching && !isPending}>
        {isPending ? (
          <div className="orders-tab__loading">
            <Spin />
          </div>
        ) : !page || page.rows.length === 0 ? (
          <Empty description={t('member.empty.orders')} />
        ) : (
          <div className="orders-tab__list">
            {page.rows.map((order) => (
              <OrderCard
                key={order.orderId}
                order={order}
                onEditCustOrderNo={updateCustOrderNo}
                onPay={setPayingOrderId}
              />
            ))}
          </div>
        )}
      </Spin>
      {page && page.total > 0 && (
        <Pagination
          className="orders-tab__pages"
          current={filters.pageNo}
          pageSize={ORDER_LIST_PAGE_SIZE}
          total={page.total}
          showSizeChanger={false}
          showQuickJumper
          showTotal={(total) => t('productTable.total', { n: total })}
          onChange={(pageNo) => {
            setFilters((current) => ({ ...current, pageNo }));
          }}
        />
      )}
      <PayModal
        orderId={payingOrderId}
        onClose={() => {
          setPayingOrderId(null);
        }}
        onPaid={() => void refreshOrders()}
      />
    </div>
  );
}
