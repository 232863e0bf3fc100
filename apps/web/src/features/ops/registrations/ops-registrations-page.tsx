import { useState } from 'react';
import { Segmented, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REGISTRATION_STATUSES } from '@emall/contract';
import type { RegistrationStatus } from '@emall/contract';
import { OPS_REGISTRATION_PAGE_SIZE } from '@emall/contract/ops';
import type { OpsRegistrationRow } from '@emall/contract/ops';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';
import { OpsListPage, OpsRowLink } from '../shared/ops-list-page';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';
import { useOpsRegistrationPage } from './api/use-ops-registrations';
import { OpsRegistrationDrawer } from './ops-registration-drawer';
import { registrationStatusColor } from './registration-status';

type StatusTab = RegistrationStatus | 'ALL';

/** /ops/registrations: applications from /register, pending first by default; a row opens it (`?applicationId=`). */
export function OpsRegistrationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<StatusTab>('PENDING');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const openId = params.get('applicationId');
  const page = useOpsRegistrationPage({
    pageNo,
    pageSize: OPS_REGISTRATION_PAGE_SIZE,
    ...(status === 'ALL' ? {} : { status }),
    ...(keyword ? { keyword } : {}),
  });
  const open = (applicationId: string | null) => {
    setParams(applicationId ? { applicationId } : {});
  };

  return (
    <OpsPageFrame title={t('ops.registrations.title')}>
      <OpsListPage<OpsRegistrationRow>
        filters={
          <div className="ops-filters">
            <Segmented<StatusTab>
              value={status}
              onChange={(next) => {
                setStatus(next);
                setPageNo(1);
              }}
              options={[
                ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`register.status.${s}`) })),
                { value: 'ALL' as const, label: t('ops.common.all') },
              ]}
            />
            <OpsKeywordSearch
              label={t('ops.registrations.keyword')}
              width={360}
              onSearch={(next) => {
                setKeyword(next);
                setPageNo(1);
              }}
            />
          </div>
        }
        query={page}
        pageNo={pageNo}
        onPageNo={setPageNo}
        pageSize={OPS_REGISTRATION_PAGE_SIZE}
        rowKey="applicationId"
        emptyText={t('ops.registrations.empty')}
        onOpen={(row) => {
          open(row.applicationId);
        }}
        rowClassName="ops-reg__row"
        columns={applicationColumns(t, open)}
      />
      <OpsRegistrationDrawer
        applicationId={openId}
        onClose={() => {
          open(null);
        }}
      />
    </OpsPageFrame>
  );
}

/** The application table's columns: number (opens it), company, credit code, contact, staff code, status, submitted. */
function applicationColumns(
  t: TFunction,
  open: (applicationId: string) => void,
): TableColumnsType<OpsRegistrationRow> {
  return [
    {
      title: t('ops.registrations.applicationNo'),
      dataIndex: 'applicationNo',
      render: (no: string, row) => (
        <OpsRowLink
          className="ops-reg__link"
          onOpen={() => {
            open(row.applicationId);
          }}
        >
          {no}
        </OpsRowLink>
      ),
    },
    { title: t('ops.registrations.company'), dataIndex: 'companyName' },
    { title: t('ops.registrations.creditCode'), dataIndex: 'creditCode' },
    { title: t('ops.registrations.contact'), dataIndex: 'contactName' },
    { title: t('ops.registrations.staffCode'), dataIndex: 'staffCode' },
    {
      title: t('ops.common.status'),
      dataIndex: 'statusName',
      render: (name: string, row) => <Tag color={registrationStatusColor(row.status)}>{name}</Tag>,
    },
    {
      title: t('ops.registrations.submittedAt'),
      dataIndex: 'submittedAt',
      render: (value: string) => formatTime(value),
    },
  ];
}
