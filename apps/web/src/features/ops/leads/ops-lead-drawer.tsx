import { useState } from 'react';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsLeadDetail } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { PageSpinner } from '../../../ui/page-spinner';
import { useCanWrite } from '../shared/api/ops-session';
import { formatTime } from '../shared/ops-time';
import { useHandleLead, useLeadDetail, type LeadStep } from './api/use-ops-leads';
import { handlingStatusColor } from './lead-status';
import { OpsHandleDialog } from './ops-handle-dialog';

/** One lead: every field, the request as plain text, and (for an operator) the next handling step. */
export function OpsLeadDrawer({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [step, setStep] = useState<LeadStep | null>(null);
  const detail = useLeadDetail(leadId);
  const handle = useHandleLead(leadId, () => {
    toaster.success(t('ops.leads.handled'));
    setStep(null);
  });
  const lead = detail.data;
  const steps = canWrite && lead ? lead.nextStatuses.filter((s): s is LeadStep => s !== 'NEW') : [];
  const stepLabel = (s: LeadStep) =>
    s === 'CONTACTED' ? t('ops.leads.markContacted') : t('ops.leads.markClosed');
  return (
    <Drawer
      open={leadId !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={lead ? t('ops.leads.leadTitle', { no: lead.requestNo }) : ''}
      extra={
        steps.length > 0 && (
          <div className="ops-leads__handle">
            {steps.map((s) => (
              <Button
                key={s}
                type={s === 'CONTACTED' ? 'primary' : 'default'}
                danger={s === 'CLOSED'}
                onClick={() => {
                  setStep(s);
                }}
              >
                {stepLabel(s)}
              </Button>
            ))}
          </div>
        )
      }
    >
      {!lead ? (
        <PageSpinner />
      ) : (
        <>
          <LeadFields lead={lead} />
          {step && (
            <OpsHandleDialog
              title={stepLabel(step)}
              okText={stepLabel(step)}
              danger={step === 'CLOSED'}
              pending={handle.isPending}
              onSubmit={(note) => {
                handle.mutate({ status: step, note });
              }}
              onClose={() => {
                setStep(null);
              }}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

/** Every field of the lead: status, who asked and for what, where it came from, and how it was handled. */
function LeadFields({ lead }: { lead: OpsLeadDetail }) {
  const { t } = useTranslation();
  const when = (iso: string | null) => (iso ? formatTime(iso) : '—');
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={t('ops.common.status')} span={2}>
        <Tag color={handlingStatusColor(lead.status)}>{lead.statusName}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.company')} span={2}>
        {lead.company}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.contact')}>{lead.contact}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.mobile')}>{lead.mobile}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.email')}>{lead.email}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.product')}>
        {lead.productName ?? lead.productCode ?? t('ops.leads.productOther')}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.annualQty')}>
        {lead.annualQty.toLocaleString()}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.tenant')}>
        {lead.tenantName ?? t('ops.leads.visitor')}
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.description')} span={2}>
        <div className="ops-leads__text">{lead.description}</div>
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.createdAt')}>{when(lead.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.lang')}>{lead.lang}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.ip')}>{lead.ip}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.userAgent')}>
        <span className="ops-leads__text">{lead.userAgent || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.handledAt')}>{when(lead.handledAt)}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.handledBy')}>{lead.handledBy ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('ops.leads.note')} span={2}>
        <div className="ops-leads__text">{lead.handlingNote ?? '—'}</div>
      </Descriptions.Item>
    </Descriptions>
  );
}
