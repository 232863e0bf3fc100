import { useState } from 'react';
import { Alert, Segmented, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAIL_STATES } from '@emall/contract';
import type { MailState, OpsMailRow } from '@emall/contract';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { useMailPage, useResendMail } from './api/use-ops-mail';
import { mailColumns } from './ops-mail-columns';
import { OpsMailPreview } from './ops-mail-preview';
import './ops-mail.css';

/** /ops/mail: the outbox, newest first, by state; a failed mail can be sent again, any can be previewed. */
export function OpsMailPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<MailState | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const page = useMailPage({ pageNo, ...(state === 'all' ? {} : { state }) });
  const resend = useResendMail();
  const canWrite = useCanWrite();
  const columns = mailColumns(t, {
    preview: setPreviewId,
    resend: (mailId) => {
      resend.mutate(mailId);
    },
    isResending: resend.isPending,
    canWrite,
  });
  return (
    <OpsPageFrame title={t('mail.outbox.tab')}>
      {page.data && !page.data.isSending && <Alert type="info" showIcon title={t('mail.outbox.noSmtp')} />}
      <Segmented
        className="ops-mail__states"
        value={state}
        options={['all' as const, ...MAIL_STATES].map((s) => ({
          value: s,
          label: s === 'all' ? t('ops.common.all') : t(`mail.state.${s}`),
        }))}
        onChange={(value) => {
          setState(value);
          setPageNo(1);
        }}
      />
      <Table<OpsMailRow>
        rowKey="mailId"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        columns={columns}
        pagination={{ current: pageNo, total: page.data?.total ?? 0, pageSize: 20, onChange: setPageNo }}
      />
      <OpsMailPreview
        mailId={previewId}
        onClose={() => {
          setPreviewId(null);
        }}
      />
    </OpsPageFrame>
  );
}
