import { useState } from 'react';
import { Button, Input, Modal, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OpsProduct } from '@emall/contract/ops';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { useQuotePartSearch } from './api/use-ops-enquiries';
import type { PickedPart } from './quote-draft';

const PAGE_SIZE = 10;

/**
 * The console's product search (the catalog screen's qryProductByPage, on-sale parts only, by part number
 * prefix) in a dialog: the operator chooses the catalog part a quoted line is for.
 */
export function PartPickerDialog({
  open,
  lineNo,
  partText,
  onCancel,
  onPick,
}: {
  open: boolean;
  lineNo: number;
  /** The buyer's part text: the search starts from it. */
  partText: string;
  onCancel: () => void;
  onPick: (part: PickedPart) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(partText);
  const [keyword, setKeyword] = useState(partText.trim());
  const [pageNo, setPageNo] = useState(1);
  const body = {
    pageNo,
    pageSize: PAGE_SIZE,
    isActive: 'T' as const,
    ...(keyword ? { mfrPartNumber: keyword } : {}),
  };
  const page = useQuotePartSearch(body, open);

  return (
    <Modal
      open={open}
      width={720}
      title={t('ops.enquiries.picker.title', { lineNo, part: partText })}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('ops.enquiries.picker.hint')}</Typography.Paragraph>
      <Input.Search
        value={typed}
        placeholder={t('ops.enquiries.picker.search')}
        aria-label={t('ops.enquiries.picker.search')}
        enterButton={t('ops.common.search')}
        allowClear
        autoFocus
        maxLength={100}
        onChange={(e) => {
          setTyped(e.target.value);
        }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNo(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<OpsProduct>
        rowKey="productId"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        columns={pickerColumns(t, onPick)}
        locale={{ emptyText: t('ops.enquiries.picker.empty') }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </Modal>
  );
}

/** The search's columns: part, brand, stock, first list price, and Choose. */
function pickerColumns(t: TFunction, onPick: (part: PickedPart) => void): TableColumnsType<OpsProduct> {
  return [
    {
      title: t('ops.enquiries.part'),
      dataIndex: 'mfrPartNumber',
      render: (part: string) => <span className="ops-enq__part">{part}</span>,
    },
    { title: t('ops.enquiries.brand'), dataIndex: 'brandCode', width: 120 },
    { title: t('ops.enquiries.picker.stock'), dataIndex: 'totalStock', width: 100, align: 'right' },
    {
      title: t('ops.enquiries.picker.listPrice'),
      key: 'price',
      width: 110,
      align: 'right',
      render: (_, product) => {
        const first = product.priceBreaks[0];
        return first ? <Money value={first.taxPrice} decimals={UNIT_PRICE_DECIMALS} /> : '—';
      },
    },
    {
      title: t('ops.common.actions'),
      key: 'choose',
      width: 90,
      render: (_, product) => (
        <Button
          size="small"
          type="link"
          aria-label={`${t('ops.enquiries.picker.choose')} ${product.mfrPartNumber}`}
          onClick={() => {
            onPick({
              productId: product.productId,
              mfrPartNumber: product.mfrPartNumber,
              brandCode: product.brandCode,
            });
          }}
        >
          {t('ops.enquiries.picker.choose')}
        </Button>
      ),
    },
  ];
}
