import { useState } from 'react';
import { Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OPS_WAREHOUSES } from '@emall/contract/ops';
import type { OpsProduct } from '@emall/contract/ops';
import { OpsFilterBar } from '../shared/ops-filter-bar';
import { OpsListPage } from '../shared/ops-list-page';
import { OPS_PAGE_SIZE, textFilter, useOpsFilters } from '../shared/ops-list-state';
import { useProductPage } from './api/use-products';
import { OpsProductDrawer } from './ops-product-drawer';

interface ProductFilters {
  mfrPartNumber: string;
  brandCode: string;
  isActive: '' | 'T' | 'F';
}

/** The operator's product search: part number prefix, brand and on-sale state; a row opens the editor. */
export function OpsCatalogProducts() {
  const { t } = useTranslation();
  const list = useOpsFilters<ProductFilters>({ mfrPartNumber: '', brandCode: '', isActive: '' });
  const { filters, pageNo } = list;
  const [editing, setEditing] = useState<OpsProduct | null>(null);
  const page = useProductPage({
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...textFilter('mfrPartNumber', filters.mfrPartNumber),
    ...textFilter('brandCode', filters.brandCode),
    ...(filters.isActive ? { isActive: filters.isActive } : {}),
  });

  return (
    <OpsListPage<OpsProduct>
      filters={
        <OpsFilterBar<ProductFilters>
          fields={[
            { kind: 'text', name: 'mfrPartNumber', label: t('ops.catalog.mfrPartNumber') },
            { kind: 'text', name: 'brandCode', label: t('ops.catalog.brand'), width: 160 },
            {
              kind: 'select',
              name: 'isActive',
              label: t('ops.catalog.onSale'),
              width: 130,
              options: [
                { value: '', label: t('ops.common.all') },
                { value: 'T', label: t('ops.catalog.active.T') },
                { value: 'F', label: t('ops.catalog.active.F') },
              ],
            },
          ]}
          draft={list.draft}
          onDraft={list.setDraft}
          onSearch={list.search}
        />
      }
      query={page}
      pageNo={pageNo}
      onPageNo={list.setPageNo}
      rowKey="productId"
      scroll={{ x: 1000 }}
      columns={productColumns(t, setEditing)}
    >
      {editing && (
        <OpsProductDrawer
          product={editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
          }}
        />
      )}
    </OpsListPage>
  );
}

/** The product table's columns: part, brand, code, stock (per warehouse on hover), first price, state, Details. */
function productColumns(t: TFunction, onOpen: (product: OpsProduct) => void): TableColumnsType<OpsProduct> {
  return [
    { title: t('ops.catalog.mfrPartNumber'), dataIndex: 'mfrPartNumber' },
    { title: t('ops.catalog.brand'), dataIndex: 'brandName' },
    { title: t('ops.catalog.productCode'), dataIndex: 'productCode' },
    {
      title: t('ops.catalog.stock'),
      render: (_, p) => (
        <span title={OPS_WAREHOUSES.map((w) => `${w}: ${p.stock[w] ?? 0}`).join('  ')}>{p.totalStock}</span>
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
            onOpen(p);
          }}
        >
          {t('ops.common.details')}
        </Button>
      ),
    },
  ];
}
