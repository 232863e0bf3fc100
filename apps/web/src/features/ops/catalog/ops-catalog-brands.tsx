import { useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OpsBrand } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../shared/api/ops-session';
import { BRAND_PAGE_SIZE, useBrandPage, useMergeBrand, useMergeTargets } from './api/use-brands';

const label = (b: OpsBrand) =>
  `${b.brandCode} · ${b.nameEn}${b.nameZhCn !== b.nameEn ? ` · ${b.nameZhCn}` : ''}`;

/** Brands with their aliases and product counts; an operator may fold one brand into another. */
export function OpsCatalogBrands() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [source, setSource] = useState<OpsBrand | null>(null);
  const list = useBrandPage(keyword, pageNo);

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
          pageSize: BRAND_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
        columns={brandColumns(t, canWrite, setSource)}
      />
      {source && (
        <MergeBrandDialog
          source={source}
          onClose={() => {
            setSource(null);
          }}
        />
      )}
    </>
  );
}

/** The brand table's columns: code (mainstream marked), names, aliases, products, and Merge for operators. */
function brandColumns(
  t: TFunction,
  canWrite: boolean,
  onMerge: (brand: OpsBrand) => void,
): TableColumnsType<OpsBrand> {
  return [
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
                  onMerge(b);
                }}
              >
                {t('ops.brands.merge')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/** Picks the brand to merge into, says what the merge does, and asks to confirm. */
function MergeBrandDialog({ source, onClose }: { source: OpsBrand; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const options = useMergeTargets(search);
  const mergeBrand = useMergeBrand();
  const targets = (options.data?.rows ?? []).filter((b) => b.brandId !== source.brandId);

  const merge = async () => {
    if (targetId === undefined) return;
    setBusy(true);
    try {
      const result = await mergeBrand(source.brandId, targetId);
      toaster.success(
        t('ops.brands.merge.done', { count: result.productsMoved, brand: result.target.brandCode }),
      );
      onClose();
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
      onCancel={onClose}
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
