import { useState } from 'react';
import { Form, InputNumber, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE_PREPAID, REJECT_REASON_MAX } from '@emall/contract';
import { OPS_ACCOUNT_TYPES, OPS_BILLING_CYCLE_MAX } from '@emall/contract/ops';
import type { OpsRegistrationDetail } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { OpsTextDialog } from '../shared/ops-form-dialog';
import { useApproveRegistration, useRejectRegistration } from './api/use-ops-registrations';

type AccountType = (typeof OPS_ACCOUNT_TYPES)[number];

/** The tenant code approval will create: 'R' and the application's number (the server's rule). */
function tenantCodeOf(applicationId: string): string {
  return `R${applicationId.padStart(6, '0')}`;
}

/** Approve: the account type and, for a credit customer, the payment term in days. */
export function OpsApproveDialog({
  application,
  onClose,
}: {
  application: OpsRegistrationDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState<AccountType>(ACCOUNT_TYPE_PREPAID);
  const [billingCycle, setBillingCycle] = useState<number | null>(30);
  const prepaid = accountType === ACCOUNT_TYPE_PREPAID;
  const cycleOk =
    prepaid || (billingCycle !== null && billingCycle >= 1 && billingCycle <= OPS_BILLING_CYCLE_MAX);
  const approve = useApproveRegistration(application.applicationId, (approved) => {
    toaster.success(t('ops.registrations.approved', { code: approved.tenantCode }));
    onClose();
  });
  return (
    <Modal
      open
      title={t('ops.registrations.approveTitle')}
      okText={t('ops.registrations.approve')}
      cancelText={t('ops.common.cancel')}
      okButtonProps={{ disabled: !cycleOk, loading: approve.isPending }}
      onOk={() => {
        approve.mutate({ custAccountType: accountType, billingCycle: prepaid ? 0 : (billingCycle ?? 0) });
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('ops.registrations.approveHint', {
          code: tenantCodeOf(application.applicationId),
          staff: application.staffCode,
        })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('ops.registrations.accountType')}>
          <Radio.Group
            value={accountType}
            onChange={(e) => {
              setAccountType(e.target.value as AccountType);
            }}
            options={OPS_ACCOUNT_TYPES.map((type) => ({
              value: type,
              label: t(`ops.registrations.accountType.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('ops.registrations.billingCycle')}
          validateStatus={cycleOk ? '' : 'error'}
          help={cycleOk ? undefined : t('ops.registrations.billingCycleRule', { max: OPS_BILLING_CYCLE_MAX })}
        >
          <InputNumber
            aria-label={t('ops.registrations.billingCycle')}
            min={prepaid ? 0 : 1}
            max={OPS_BILLING_CYCLE_MAX}
            precision={0}
            disabled={prepaid}
            value={prepaid ? 0 : billingCycle}
            onChange={setBillingCycle}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Reject: the reason the applicant is told (1 to 200 characters). */
export function OpsRejectDialog({
  application,
  onClose,
}: {
  application: OpsRegistrationDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectRegistration(application.applicationId, () => {
    toaster.success(t('ops.registrations.rejected'));
    onClose();
  });
  return (
    <OpsTextDialog
      open
      danger
      busy={reject.isPending}
      title={t('ops.registrations.rejectTitle')}
      okText={t('ops.registrations.reject')}
      label={t('ops.registrations.rejectReason')}
      requiredMessage={t('ops.registrations.reasonRequired')}
      placeholder={t('ops.registrations.reasonPlaceholder')}
      max={REJECT_REASON_MAX}
      onCancel={onClose}
      onSubmit={(reason) => {
        reject.mutate(reason);
      }}
    />
  );
}
