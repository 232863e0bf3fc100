import { useState } from 'react';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsRegistrationDetail } from '@emall/contract/ops';
import { PageSpinner } from '../../../ui/page-spinner';
import { useCanWrite } from '../shared/api/ops-session';
import { formatTime } from '../shared/ops-time';
import { useOpsRegistrationDetail } from './api/use-ops-registrations';
import { OpsApproveDialog, OpsRejectDialog } from './ops-decision-dialogs';
import { OpsLicencePreview } from './ops-licence-preview';
import { registrationStatusColor } from './registration-status';

/** One application: every field, the licence, and (pending, for an operator) approve or reject. */
export function OpsRegistrationDrawer({
  applicationId,
  onClose,
}: {
  applicationId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const detail = useOpsRegistrationDetail(applicationId);
  const application = detail.data;
  const decidable = canWrite && application?.status === 'PENDING';
  return (
    <Drawer
      open={applicationId !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
      rootClassName="ops-reg__drawer"
      title={application ? t('ops.registrations.detailTitle', { no: application.applicationNo }) : ''}
      extra={
        decidable && (
          <div className="ops-reg__decide">
            <Button
              danger
              onClick={() => {
                setDialog('reject');
              }}
            >
              {t('ops.registrations.reject')}
            </Button>
            <Button
              type="primary"
              onClick={() => {
                setDialog('approve');
              }}
            >
              {t('ops.registrations.approve')}
            </Button>
          </div>
        )
      }
    >
      {!application ? (
        <PageSpinner />
      ) : (
        <>
          <ApplicationFields application={application} />
          <h4 className="ops-reg__licence-title">{t('ops.registrations.licence')}</h4>
          <OpsLicencePreview
            applicationId={application.applicationId}
            fileName={application.licenceFileName}
          />
          {dialog === 'approve' && (
            <OpsApproveDialog
              application={application}
              onClose={() => {
                setDialog(null);
              }}
            />
          )}
          {dialog === 'reject' && (
            <OpsRejectDialog
              application={application}
              onClose={() => {
                setDialog(null);
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

/** Every field of the application, its status first and the refusal's reason last (when refused). */
function ApplicationFields({ application }: { application: OpsRegistrationDetail }) {
  const { t } = useTranslation();
  const when = (iso: string | null) => (iso ? formatTime(iso) : '—');
  return (
    <Descriptions size="small" column={2} bordered className="ops-reg__fields">
      <Descriptions.Item label={t('ops.common.status')} span={2}>
        <Tag color={registrationStatusColor(application.status)}>{application.statusName}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.company')} span={2}>
        {application.companyName}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.creditCode')} span={2}>
        {application.creditCode}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.contact')}>{application.contactName}</Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.mobile')}>{application.mobile}</Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.email')}>{application.email}</Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.staffCode')}>{application.staffCode}</Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.lang')}>{application.lang}</Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.ip')}>{application.ip}</Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.submittedAt')}>
        {when(application.submittedAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.decidedAt')}>
        {when(application.decidedAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.decidedBy')}>
        {application.decidedBy ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.registrations.tenantCode')}>
        {application.tenantCode ?? '—'}
      </Descriptions.Item>
      {application.rejectReason !== null && (
        <Descriptions.Item label={t('ops.registrations.rejectReason')} span={2}>
          {application.rejectReason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
