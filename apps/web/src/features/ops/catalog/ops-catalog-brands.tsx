import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract } from '@emall/contract/ops';
import type { OpsBrand } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../ops-session';

const KEY = ['ops', 'catalog', 'brands'];
const PAGE_SIZE = 20;

const label = (b: OpsBrand) =>
  `${b.brandCode} · ${b.nameEn}${b.nameZhCn !== b.nameEn ? ` · ${b.nameZhCn}` : ''}`;

/** Brands with their aliases and product counts; an operator may fold one brand into another. */
export function OpsCatalogBrands() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [source, setSource] = useState<OpsBrand | null>(null);
  const list = useQuery({
    queryKey: [...KEY, keyword, pageNo],
    queryFn: () => call(opsContract.opsBrand.qryBrandByPage, { keyword, pageNo, pageSize: PAGE_SIZE }),
  });

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          style={{ width: 320 }}
          placeholder={t('ops.brands.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
        />
      </Space>
      <Table<OpsBrand>
        rowKey="brandId"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
        columns={[
          {
            title: t('ops.brands.code'),
            dataIndex: 'brandCode',
            render: (code: string, b) => (
              <Space size={4}>
                {code}
                {b.isMainstream && <Tag color="blue">{t('ops.brands.mainstream')}</Tag>}
              </Space>
            ),
          },
          { title: t('ops.brands.nameEn'), dataIndex: 'nameEn' },
          { title: t('ops.brands.nameZh'), dataIndex: 'nameZhCn' },
          {
            title: t('ops.brands.aliases'),
            dataIndex: 'aliases',
            render: (aliases: string[]) => <span className="ops-brand-aliases">{aliases.join(', ')}</span>,
          },
          { title: t('ops.brands.products'), dataIndex: 'productCount', align: 'right' },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'merge',
                  render: (_: unknown, b: OpsBrand) => (
                    <Button
                      size="small"
                      onClick={() => {
                        setSource(b);
                      }}
                    >
                      {t('ops.brands.merge')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {source && (
        <MergeBrandDialog
          source={source}
          onClose={(merged) => {
            setSource(null);
            if (merged) void client.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </>
  );
}

/** Picks the brand to merge into, says what the merge does, and asks to confirm. */
function MergeBrandDialog({ source, onClose }: { source: OpsBrand; onClose: (merged: boolean) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: [...KEY, 'targets', search],
    queryFn: () => call(opsContract.opsBrand.qryBrandByPage, { keyword: search, pageSize: 20 }),
  });
  const targets = (options.data?.rows ?? []).filter((b) => b.brandId !== source.brandId);

  const merge = async () => {
    if (targetId === undefined) return;
    setBusy(true);
    try {
      const result = await call(opsContract.opsBrand.mergeBrand, { sourceId: source.brandId, targetId });
      toaster.success(
        t('ops.brands.merge.done', { count: result.productsMoved, brand: result.target.brandCode }),
      );
      onClose(true);
    } catch {
      // Shown by the client.
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('ops.brands.merge.title', { brand: source.brandCode })}
      okText={t('ops.brands.merge.confirm')}
      okButtonProps={{ danger: true, disabled: targetId === undefined, loading: busy }}
      onOk={() => void merge()}
      onCancel={() => {
        onClose(false);
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <span>{t('ops.brands.merge.target')}</span>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setSearch }}
          style={{ width: '100%' }}
          placeholder={t('ops.brands.merge.search')}
          value={targetId}
          onChange={setTargetId}
          loading={options.isFetching}
          options={targets.map((b) => ({ value: b.brandId, label: label(b) }))}
          aria-label={t('ops.brands.merge.target')}
        />
        <Alert
          type="warning"
          showIcon
          title={t('ops.brands.merge.explain', { brand: source.brandCode, count: source.productCount })}
        />
      </Space>
    </Modal>
  );
}
