import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Segmented, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REGISTRATION_STATUSES } from '@emall/contract';
import type { RegistrationStatus } from '@emall/contract';
import { opsContract, OPS_REGISTRATION_PAGE_SIZE } from '@emall/contract/ops';
import type { OpsRegistrationRow } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsRegistrationDrawer } from './ops-registration-drawer';
import { registrationStatusColor } from './registration-status';
import { formatTime } from '../shared/ops-time';
import { opsPagination } from '../shared/ops-list-state';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';

type StatusTab = RegistrationStatus | 'ALL';

/** /ops/registrations: applications from /register, pending first by default; a row opens it (`?applicationId=`). */
export function OpsRegistrationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<StatusTab>('PENDING');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const openId = params.get('applicationId');
  const body = {
    pageNo,
    pageSize: OPS_REGISTRATION_PAGE_SIZE,
    ...(status === 'ALL' ? {} : { status }),
    ...(keyword ? { keyword } : {}),
  };
  const page = useQuery({
    queryKey: ['ops', 'registrations', body],
    queryFn: () => call(opsContract.opsRegistration.qryOpsRegistrationByPage, body),
    placeholderData: keepPreviousData,
  });
  const open = (applicationId: string | null) => {
    setParams(applicationId ? { applicationId } : {});
  };

  return (
    <OpsPageFrame title={t('ops.registrations.title')}>
      <div className="ops-card">
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
        <Table<OpsRegistrationRow>
          rowKey="applicationId"
          size="middle"
          loading={page.isFetching}
          dataSource={page.data?.rows ?? []}
          locale={{ emptyText: t('ops.registrations.empty') }}
          onRow={(row) => ({
            onClick: () => {
              open(row.applicationId);
            },
            className: 'ops-reg__row',
          })}
          columns={[
            {
              title: t('ops.registrations.applicationNo'),
              dataIndex: 'applicationNo',
              render: (no: string, row) => (
                <Button
                  type="link"
                  className="ops-reg__link"
                  onClick={(e) => {
                    e.stopPropagation();
                    open(row.applicationId);
                  }}
                >
                  {no}
                </Button>
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
          ]}
          pagination={opsPagination(t, pageNo, page.data?.total, setPageNo, OPS_REGISTRATION_PAGE_SIZE)}
        />
      </div>
      <OpsRegistrationDrawer
        applicationId={openId}
        onClose={() => {
          open(null);
        }}
      />
    </OpsPageFrame>
  );
}
