import { useState } from 'react';
import { Button, Modal, Segmented, Space, Table } from 'antd';
import dayjs from 'dayjs';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_STATUSES } from '@emall/contract';
import type { EnquiryStatus, EnquirySummary } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { ResponsiveTable } from '../../ui/responsive-table';
import { useIsPhone } from '../../ui/use-is-phone';
import { useCancelEnquiry, useEnquiryPage } from './api/use-enquiries';
import { EnquiryStatusTag } from './enquiry-status-tag';

/** The buyer's local time of an ISO instant. */
const dateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/**
 * My enquiries: the tenant's enquiries with a status filter and paging; a row opens its detail. On a phone each
 * enquiry is a card: its number and status at the head, view and cancel at the foot.
 */
export function MyEnquiriesTab({ onShow }: { onShow: (enquiryId: string) => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [status, setStatus] = useState<EnquiryStatus | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useEnquiryPage(pageNo, status);
  const cancelEnquiry = useCancelEnquiry();

  const confirmCancel = (row: EnquirySummary) =>
    Modal.confirm({
      title: t('enquiry.list.cancelConfirm', { no: row.enquiryNo }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await cancelEnquiry(row.enquiryId);
        toaster.success(t('enquiry.list.cancelled'));
      },
    });

  const columns: TableColumnsType<EnquirySummary> = [
    {
      key: 'no',
      title: t('enquiry.list.no'),
      render: (_: unknown, row) => (
        <Button
          type="link"
          className="enquiry-list__no"
          onClick={() => {
            onShow(row.enquiryId);
          }}
        >
          {row.enquiryNo}
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('enquiry.list.status'),
      render: (_: unknown, row) => <EnquiryStatusTag status={row.status} name={row.statusName} />,
    },
    {
      key: 'created',
      title: t('enquiry.list.createTime'),
      render: (_: unknown, row) => dateTime(row.createTime),
    },
    { key: 'lines', title: t('enquiry.list.lines'), dataIndex: 'lineCount' },
    { key: 'quoted', title: t('enquiry.list.quoted'), dataIndex: 'quotedLineCount' },
    { key: 'valid', title: t('enquiry.list.validUntil'), render: (_: unknown, row) => row.validUntil ?? '—' },
    { key: 'staff', title: t('enquiry.list.staff'), dataIndex: 'staffName' },
    {
      key: 'action',
      title: t('enquiry.col.action'),
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button
            type="link"
            onClick={() => {
              onShow(row.enquiryId);
            }}
          >
            {t('enquiry.list.view')}
          </Button>
          {(row.status === 'SUBMITTED' || row.status === 'QUOTED') && (
            <Button type="link" danger onClick={() => confirmCancel(row)}>
              {t('enquiry.list.cancel')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const pagination = {
    current: pageNo,
    pageSize: data?.pageSize ?? 10,
    total: data?.total ?? 0,
    onChange: setPageNo,
  };
  const showTotal = (total: number) => t('productTable.total', { n: total });

  return (
    <div className="my-enquiries">
      <Segmented<EnquiryStatus | 'all'>
        className="my-enquiries__filter"
        value={status}
        options={[
          { value: 'all', label: t('enquiry.filter.all') },
          ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`enquiry.status.${s}`) })),
        ]}
        onChange={(value) => {
          setStatus(value);
          setPageNo(1);
        }}
      />
      {isPhone ? (
        <ResponsiveTable<EnquirySummary>
          rowKey="enquiryId"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          columns={columns}
          emptyText={t('enquiry.list.empty')}
          pagination={{ ...pagination, showTotal }}
          phone={{ headKeys: ['no', 'status'], actionKeys: ['action'], cardLabel: (row) => row.enquiryNo }}
        />
      ) : (
        <Table<EnquirySummary>
          rowKey="enquiryId"
          size="small"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          columns={columns}
          locale={{ emptyText: t('enquiry.list.empty') }}
          pagination={{ ...pagination, showQuickJumper: true, showTotal }}
        />
      )}
    </div>
  );
}
