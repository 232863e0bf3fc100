import { useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from '@emall/contract/ops';
import type { LeadStatus, OpsLeadRow } from '@emall/contract/ops';
import { OpsRowLink } from '../shared/ops-list-page';
import { useOpsFilters } from '../shared/ops-list-state';
import { formatTime } from '../shared/ops-time';
import { useLeadPage } from './api/use-ops-leads';
import { handlingStatusColor } from './lead-status';
import { OpsLeadDrawer } from './ops-lead-drawer';
import { handlingBody, handlingFilters, OpsHandlingList } from './ops-handling-list';

/** The brand-site leads (/ruisa_customized, /gd), new ones first by default; a row opens the lead. */
export function OpsLeadList({ initialStatus }: { initialStatus: LeadStatus | 'ALL' }) {
  const { t } = useTranslation();
  const list = useOpsFilters(handlingFilters<LeadStatus>('NEW'), handlingFilters(initialStatus));
  const [openId, setOpenId] = useState<string | null>(null);
  const page = useLeadPage(handlingBody(list));
  return (
    <OpsHandlingList<LeadStatus, OpsLeadRow>
      statuses={LEAD_STATUSES}
      statusLabel={(s) => t(`ops.leads.status.${s}`)}
      keywordLabel={t('ops.leads.keyword')}
      list={list}
      query={page}
      rowKey="leadId"
      emptyText={t('ops.leads.emptyLeads')}
      onOpen={(row) => {
        setOpenId(row.leadId);
      }}
      columns={[
        {
          title: t('ops.leads.requestNo'),
          dataIndex: 'requestNo',
          render: (no: string, row) => (
            <OpsRowLink
              onOpen={() => {
                setOpenId(row.leadId);
              }}
            >
              {no}
            </OpsRowLink>
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
    >
      <OpsLeadDrawer
        leadId={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </OpsHandlingList>
  );
}
