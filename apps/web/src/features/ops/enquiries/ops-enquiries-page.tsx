import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENQUIRY_STATUSES } from '@emall/contract';
import type { EnquiryStatus } from '@emall/contract';
import { OPS_ENQUIRY_PAGE_SIZE } from '@emall/contract/ops';
import type { OpsEnquiryRow } from '@emall/contract/ops';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsListPage, OpsRowLink } from '../shared/ops-list-page';
import { dayRangeBody, textFilter, useOpsFilters } from '../shared/ops-list-state';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';
import { useOpsEnquiryPage, type OpsEnquiryListBody } from './api/use-ops-enquiries';
import { enquiryStatusColor } from './enquiry-status';
import { OpsEnquiryDrawer } from './ops-enquiry-drawer';

interface EnquiryFilters {
  status: EnquiryStatus | undefined;
  tenant: string;
  enquiryNo: string;
  dates: DayRange;
}

const EMPTY: EnquiryFilters = { status: undefined, tenant: '', enquiryNo: '', dates: null };

function bodyOf(filters: EnquiryFilters, pageNo: number): OpsEnquiryListBody {
  return {
    pageNo,
    pageSize: OPS_ENQUIRY_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...textFilter('tenant', filters.tenant),
    ...textFilter('enquiryNo', filters.enquiryNo),
    ...dayRangeBody(filters.dates),
  };
}

/** /ops/enquiries: every tenant's enquiries; a row opens the enquiry (`?enquiryId=`) to quote it. */
export function OpsEnquiriesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The dashboard links here with ?status=SUBMITTED: the filter to start from.
  const asked = ENQUIRY_STATUSES.find((s) => s === params.get('status'));
  const list = useOpsFilters(EMPTY, asked ? { ...EMPTY, status: asked } : EMPTY);
  const openId = params.get('enquiryId');
  const page = useOpsEnquiryPage(bodyOf(list.filters, list.pageNo));
  const open = (enquiryId: string | null) => {
    setParams(enquiryId ? { enquiryId } : {});
  };

  return (
    <OpsPageFrame title={t('ops.enquiries.title')}>
      <OpsListPage<OpsEnquiryRow>
        filters={
          <OpsFilterBar<EnquiryFilters>
            fields={[
              {
                kind: 'select',
                name: 'status',
                label: t('ops.common.status'),
                allowClear: true,
                width: 140,
                options: ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`enquiry.status.${s}`) })),
              },
              { kind: 'text', name: 'tenant', label: t('ops.enquiries.tenantFilter') },
              { kind: 'text', name: 'enquiryNo', label: t('ops.enquiries.noFilter'), width: 180 },
              { kind: 'dates', name: 'dates', label: t('ops.enquiries.dates') },
            ]}
            draft={list.draft}
            onDraft={list.setDraft}
            onSearch={list.search}
            onReset={list.reset}
          />
        }
        query={page}
        pageNo={list.pageNo}
        onPageNo={list.setPageNo}
        pageSize={OPS_ENQUIRY_PAGE_SIZE}
        rowKey="enquiryId"
        emptyText={t('ops.enquiries.empty')}
        onOpen={(row) => {
          open(row.enquiryId);
        }}
        rowClassName="ops-enq__row"
        columns={enquiryColumns(t, open)}
      />
      <OpsEnquiryDrawer
        enquiryId={openId}
        onClose={() => {
          open(null);
        }}
      />
    </OpsPageFrame>
  );
}

/** The enquiry table's columns: number (opens it), tenant, staff, lines quoted, status, submitted, valid until. */
function enquiryColumns(t: TFunction, open: (enquiryId: string) => void): TableColumnsType<OpsEnquiryRow> {
  return [
    {
      title: t('ops.enquiries.enquiryNo'),
      dataIndex: 'enquiryNo',
      render: (no: string, row) => (
        <OpsRowLink
          className="ops-enq__link"
          onOpen={() => {
            open(row.enquiryId);
          }}
        >
          {no}
        </OpsRowLink>
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
  ];
}
