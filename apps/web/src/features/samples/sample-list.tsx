import { useState } from 'react';
import { Button, Image, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAMPLE_LIST_PAGE_SIZE } from '@emall/contract';
import type { SampleProduct } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { detailsPath } from '../../ui/product-links';
import { toaster } from '../../api/toaster';
import { PartNumber } from '../../ui/part-number';
import { ResponsiveTable } from '../../ui/responsive-table';
import { useIsPhone } from '../../ui/use-is-phone';
import { SampleQtyInput } from './sample-qty-input';

interface Page {
  rows: SampleProduct[];
  total: number;
}

/**
 * The sample catalog, 10 a page: each product with its most pieces per request and a quantity (1 to start)
 * to add. The added pieces join any already in the sample cart (docs/samples.md). On a phone each product is a
 * card: photo and part at the head, the add button at the foot.
 */
export function SampleList({
  page,
  pageNo,
  isLoading,
  onPage,
  onAdd,
}: {
  page: Page | undefined;
  pageNo: number;
  isLoading: boolean;
  onPage: (pageNo: number) => void;
  onAdd: (spuId: string, qty: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (product: SampleProduct) => {
    setAdding(product.spuId);
    try {
      await onAdd(product.spuId, quantities[product.spuId] ?? 1);
      toaster.success(t('sample.list.added'));
    } catch {
      // The client's shared handler already showed the server's message (e.g. the per-line limit).
    } finally {
      setAdding(null);
    }
  };

  const columns: TableColumnsType<SampleProduct> = [
    {
      title: t('sample.list.photo'),
      key: 'photo',
      width: 72,
      render: (_, p) =>
        p.productPhoto ? <Image src={p.productPhoto} width={48} height={48} alt={p.mfrPartNumber} /> : null,
    },
    {
      title: t('sample.list.part'),
      key: 'part',
      render: (_, p) => (
        <Link to={detailsPath(p.spuId)}>
          <PartNumber value={p.mfrPartNumber} />
        </Link>
      ),
    },
    { title: t('sample.list.brand'), dataIndex: 'brandName', key: 'brand' },
    { title: t('sample.list.catalog'), dataIndex: 'productCatalogName', key: 'catalog' },
    {
      title: t('sample.list.price'),
      key: 'price',
      render: (_, p) =>
        p.taxPrice ? (
          <Money value={p.taxPrice} currency={p.currency} decimals={UNIT_PRICE_DECIMALS} />
        ) : (
          t('sample.list.noPrice')
        ),
    },
    {
      title: t('sample.list.limit'),
      key: 'limit',
      render: (_, p) => t('sample.list.limitValue', { n: p.sampleQtyLimit }),
    },
    {
      title: t('sample.list.qty'),
      key: 'qty',
      render: (_, p) => (
        <SampleQtyInput
          value={quantities[p.spuId] ?? 1}
          max={p.sampleQtyLimit}
          part={p.mfrPartNumber}
          label={t('sample.list.qtyOf', { part: p.mfrPartNumber })}
          onCommit={(qty) => {
            setQuantities((current) => ({ ...current, [p.spuId]: qty }));
          }}
        />
      ),
    },
    {
      key: 'add',
      title: <span className="visually-hidden">{t('sample.list.add')}</span>,
      render: (_, p) => (
        <Button type="primary" size="small" loading={adding === p.spuId} onClick={() => void add(p)}>
          {t('sample.list.add')}
        </Button>
      ),
    },
  ];

  const pagination = {
    current: pageNo,
    pageSize: SAMPLE_LIST_PAGE_SIZE,
    total: page?.total ?? 0,
    showTotal: (total: number) => t('productTable.total', { n: total }),
    onChange: onPage,
  };
  if (isPhone) {
    return (
      <ResponsiveTable<SampleProduct>
        rowKey="spuId"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={isLoading}
        emptyText={t('sample.list.empty')}
        pagination={pagination}
        phone={{ headKeys: ['photo', 'part'], actionKeys: ['add'], cardLabel: (p) => p.mfrPartNumber }}
      />
    );
  }
  return (
    <Table<SampleProduct>
      rowKey="spuId"
      size="small"
      columns={columns}
      dataSource={page?.rows ?? []}
      loading={isLoading}
      locale={{ emptyText: t('sample.list.empty') }}
      pagination={{ ...pagination, showSizeChanger: false }}
    />
  );
}
