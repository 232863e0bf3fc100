import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENQUIRY_STATUSES } from '@emall/contract';
import type { EnquiryStatus } from '@emall/contract';
import { opsContract, OPS_ENQUIRY_PAGE_SIZE } from '@emall/contract/ops';
import type { OpsEnquiryRow } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsEnquiryDrawer } from './ops-enquiry-drawer';
import { enquiryStatusColor } from './enquiry-status';
import { formatTime } from '../shared/ops-time';

interface EnquiryFilters {
  status: EnquiryStatus | undefined;
  tenant: string;
  enquiryNo: string;
  dates: [Dayjs | null, Dayjs | null] | null;
}

const EMPTY: EnquiryFilters = { status: undefined, tenant: '', enquiryNo: '', dates: null };

/** /ops/enquiries: every tenant's enquiries; a row opens the enquiry (`?enquiryId=`) to quote it. */
export function OpsEnquiriesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The dashboard links here with ?status=SUBMITTED: the filter to start from.
  const [initial] = useState<EnquiryFilters>(() => {
    const asked = ENQUIRY_STATUSES.find((s) => s === params.get('status'));
    return asked ? { ...EMPTY, status: asked } : EMPTY;
  });
  const [draft, setDraft] = useState<EnquiryFilters>(initial);
  const [filters, setFilters] = useState<EnquiryFilters>(initial);
  const [pageNo, setPageNo] = useState(1);
  const openId = params.get('enquiryId');
  const body = {
    pageNo,
    pageSize: OPS_ENQUIRY_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.tenant.trim() ? { tenant: filters.tenant.trim() } : {}),
    ...(filters.enquiryNo.trim() ? { enquiryNo: filters.enquiryNo.trim() } : {}),
    ...(filters.dates?.[0] ? { dateFrom: filters.dates[0].format('YYYY-MM-DD') } : {}),
    ...(filters.dates?.[1] ? { dateTo: filters.dates[1].format('YYYY-MM-DD') } : {}),
  };
  const page = useQuery({
    queryKey: ['ops', 'enquiries', body],
    queryFn: () => call(opsContract.opsEnquiry.qryOpsEnquiryByPage, body),
    placeholderData: keepPreviousData,
  });
  const search = (next: EnquiryFilters) => {
    setFilters(next);
    setPageNo(1);
  };
  const open = (enquiryId: string | null) => {
    setParams(enquiryId ? { enquiryId } : {});
  };

  return (
    <OpsPageFrame title={t('ops.enquiries.title')}>
      <div className="ops-card">
        <div className="ops-filters">
          <Select<EnquiryStatus>
            allowClear
            placeholder={t('ops.common.status')}
            aria-label={t('ops.common.status')}
            value={draft.status}
            style={{ width: 140 }}
            options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`enquiry.status.${s}`) }))}
            onChange={(status) => {
              setDraft({ ...draft, status });
            }}
          />
          <Input
            allowClear
            placeholder={t('ops.enquiries.tenantFilter')}
            value={draft.tenant}
            style={{ width: 200 }}
            onChange={(e) => {
              setDraft({ ...draft, tenant: e.target.value });
            }}
            onPressEnter={() => {
              search(draft);
            }}
          />
          <Input
            allowClear
            placeholder={t('ops.enquiries.noFilter')}
            value={draft.enquiryNo}
            style={{ width: 180 }}
            onChange={(e) => {
              setDraft({ ...draft, enquiryNo: e.target.value });
            }}
            onPressEnter={() => {
              search(draft);
            }}
          />
          <DatePicker.RangePicker
            value={draft.dates}
            aria-label={t('ops.enquiries.dates')}
            onChange={(dates) => {
              setDraft({ ...draft, dates });
            }}
          />
          <Button
            type="primary"
            onClick={() => {
              search(draft);
            }}
          >
            {t('ops.common.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              search(EMPTY);
            }}
          >
            {t('ops.common.reset')}
          </Button>
        </div>
        <Table<OpsEnquiryRow>
          rowKey="enquiryId"
          size="middle"
          loading={page.isFetching}
          dataSource={page.data?.rows ?? []}
          locale={{ emptyText: t('ops.enquiries.empty') }}
          onRow={(row) => ({
            onClick: () => {
              open(row.enquiryId);
            },
            className: 'ops-enq__row',
          })}
          columns={[
            {
              title: t('ops.enquiries.enquiryNo'),
              dataIndex: 'enquiryNo',
              render: (no: string, row) => (
                <Button
                  type="link"
                  className="ops-enq__link"
                  onClick={(e) => {
                    e.stopPropagation();
                    open(row.enquiryId);
                  }}
                >
                  {no}
                </Button>
              ),
            },
            {
              title: t('ops.common.tenant'),
              key: 'tenant',
              render: (_, row) => `${row.tenantName} (${row.tenantCode})`,
            },
            { title: t('ops.enquiries.staff'), dataIndex: 'staffName' },
            {
              title: t('ops.enquiries.lines'),
              key: 'lines',
              align: 'right',
              render: (_, row) => `${row.quotedLineCount} / ${row.lineCount}`,
            },
            {
              title: t('ops.common.status'),
              dataIndex: 'statusName',
              render: (name: string, row) => <Tag color={enquiryStatusColor(row.status)}>{name}</Tag>,
            },
            {
              title: t('ops.enquiries.submittedAt'),
              dataIndex: 'createTime',
              render: (value: string) => formatTime(value),
            },
            {
              title: t('ops.enquiries.validUntil'),
              dataIndex: 'validUntil',
              render: (value: string | null) => value ?? '—',
            },
          ]}
          pagination={{
            current: pageNo,
            pageSize: OPS_ENQUIRY_PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('ops.common.total', { total }),
            onChange: setPageNo,
          }}
        />
      </div>
      <OpsEnquiryDrawer
        enquiryId={openId}
        onClose={() => {
          open(null);
        }}
      />
    </OpsPageFrame>
  );
}
