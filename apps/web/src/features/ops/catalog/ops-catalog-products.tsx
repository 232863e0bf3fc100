import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract, OPS_WAREHOUSES } from '@emall/contract/ops';
import type { OpsProduct } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { OpsProductDrawer } from './ops-product-drawer';

const PAGE_SIZE = 20;

/** The operator's product search: part number prefix, brand and on-sale state; a row opens the editor. */
export function OpsCatalogProducts() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<{ mfrPartNumber: string; brandCode: string; isActive: '' | 'T' | 'F' }>({
    mfrPartNumber: '',
    brandCode: '',
    isActive: '',
  });
  const [filters, setFilters] = useState(draft);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<OpsProduct | null>(null);
  const body = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(filters.mfrPartNumber.trim() ? { mfrPartNumber: filters.mfrPartNumber.trim() } : {}),
    ...(filters.brandCode.trim() ? { brandCode: filters.brandCode.trim() } : {}),
    ...(filters.isActive ? { isActive: filters.isActive } : {}),
  };
  const page = useQuery({
    queryKey: ['ops', 'catalog', 'products', body],
    queryFn: () => call(opsContract.opsCatalog.qryProductByPage, body),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="ops-card">
      <div className="ops-filters">
        <Input
          placeholder={t('ops.catalog.mfrPartNumber')}
          value={draft.mfrPartNumber}
          onChange={(e) => {
            setDraft({ ...draft, mfrPartNumber: e.target.value });
          }}
          style={{ width: 200 }}
          allowClear
        />
        <Input
          placeholder={t('ops.catalog.brand')}
          value={draft.brandCode}
          onChange={(e) => {
            setDraft({ ...draft, brandCode: e.target.value });
          }}
          style={{ width: 160 }}
          allowClear
        />
        <Select
          value={draft.isActive}
          onChange={(isActive) => {
            setDraft({ ...draft, isActive });
          }}
          style={{ width: 130 }}
          aria-label={t('ops.catalog.onSale')}
          options={[
            { value: '', label: t('ops.common.all') },
            { value: 'T', label: t('ops.catalog.active.T') },
            { value: 'F', label: t('ops.catalog.active.F') },
          ]}
        />
        <Button
          type="primary"
          onClick={() => {
            setFilters(draft);
            setPageNo(1);
          }}
        >
          {t('ops.common.search')}
        </Button>
      </div>
      <Table<OpsProduct>
        rowKey="productId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        scroll={{ x: 1000 }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('ops.common.total', { total }),
          onChange: setPageNo,
        }}
        columns={[
          { title: t('ops.catalog.mfrPartNumber'), dataIndex: 'mfrPartNumber' },
          { title: t('ops.catalog.brand'), dataIndex: 'brandName' },
          { title: t('ops.catalog.productCode'), dataIndex: 'productCode' },
          {
            title: t('ops.catalog.stock'),
            render: (_, p) => (
              <span title={OPS_WAREHOUSES.map((w) => `${w}: ${p.stock[w] ?? 0}`).join('  ')}>
                {p.totalStock}
              </span>
            ),
          },
          {
            title: t('ops.catalog.firstPrice'),
            render: (_, p) => p.priceBreaks[0]?.taxPrice ?? '—',
          },
          {
            title: t('ops.common.status'),
            render: (_, p) => (
              <>
                <Tag color={p.isActive ? 'green' : 'default'}>
                  {t(`ops.catalog.active.${p.isActive ? 'T' : 'F'}`)}
                </Tag>
                {p.isSample && <Tag color="blue">{t('ops.catalog.sample')}</Tag>}
              </>
            ),
          },
          {
            title: t('ops.common.actions'),
            render: (_, p) => (
              <Button
                type="link"
                onClick={() => {
                  setEditing(p);
                }}
              >
                {t('ops.common.details')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <OpsProductDrawer
          product={editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
            void client.invalidateQueries({ queryKey: ['ops', 'catalog', 'products'] });
          }}
        />
      )}
    </div>
  );
}
