import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, opsContract, OPS_LEAD_PAGE_SIZE } from '@emall/contract/ops';
import type { LeadStatus, OpsLeadRow } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { formatTime } from '../shared/ops-time';
import { handlingStatusColor } from './lead-status';
import { OpsLeadDrawer } from './ops-lead-drawer';
import { opsPagination } from '../shared/ops-list-state';
import { filterBody, OpsListFilters, type ListFilters } from './ops-list-filters';

const EMPTY: ListFilters<LeadStatus> = { status: 'NEW', keyword: '', dates: null };

/** The brand-site leads (/ruisa_customized, /gd), new ones first by default; a row opens the lead. */
export function OpsLeadList({ initialStatus }: { initialStatus: LeadStatus | 'ALL' }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ListFilters<LeadStatus>>({ ...EMPTY, status: initialStatus });
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const body = { pageNo, pageSize: OPS_LEAD_PAGE_SIZE, ...filterBody(filters) };
  const page = useQuery({
    queryKey: ['ops', 'leads', 'leads', body],
    queryFn: () => call(opsContract.opsLead.qryLeadByPage, body),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="ops-card">
      <OpsListFilters<LeadStatus>
        statuses={LEAD_STATUSES}
        statusLabel={(s) => t(`ops.leads.status.${s}`)}
        keywordLabel={t('ops.leads.keyword')}
        applied={filters}
        initial={EMPTY}
        onApply={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <Table<OpsLeadRow>
        rowKey="leadId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: t('ops.leads.emptyLeads') }}
        onRow={(row) => ({
          onClick: () => {
            setOpenId(row.leadId);
          },
        })}
        columns={[
          {
            title: t('ops.leads.requestNo'),
            dataIndex: 'requestNo',
            render: (no: string, row) => (
              <Button
                type="link"
                onClick={(e) => {
                  e.stopPropagation();
                  setOpenId(row.leadId);
                }}
              >
                {no}
              </Button>
            ),
          },
          { title: t('ops.leads.company'), dataIndex: 'company' },
          { title: t('ops.leads.contact'), dataIndex: 'contact' },
          { title: t('ops.leads.mobile'), dataIndex: 'mobile' },
          {
            title: t('ops.leads.product'),
            key: 'product',
            render: (_, row) => row.productName ?? row.productCode ?? t('ops.leads.productOther'),
          },
          {
            title: t('ops.leads.tenant'),
            dataIndex: 'tenantName',
            render: (name: string | null) => name ?? '—',
          },
          {
            title: t('ops.common.status'),
            dataIndex: 'statusName',
            render: (name: string, row) => <Tag color={handlingStatusColor(row.status)}>{name}</Tag>,
          },
          {
            title: t('ops.leads.createdAt'),
            dataIndex: 'createdAt',
            render: (value: string) => formatTime(value),
          },
        ]}
        pagination={opsPagination(t, pageNo, page.data?.total, setPageNo, OPS_LEAD_PAGE_SIZE)}
      />
      <OpsLeadDrawer
        leadId={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </div>
  );
}
