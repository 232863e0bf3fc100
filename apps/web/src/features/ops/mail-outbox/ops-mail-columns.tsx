import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { MailState, OpsMailRow } from '@emall/contract';
import { formatTime } from '../shared/ops-time';

const STATE_COLOR: Record<MailState, string> = {
  waiting: 'blue',
  sending: 'gold',
  sent: 'green',
  failed: 'red',
};

/** The outbox table's columns: a subject opens the preview, a failed mail has "send again". */
export function mailColumns(
  t: TFunction,
  actions: {
    preview: (mailId: string) => void;
    resend: (mailId: string) => void;
    isResending: boolean;
    /** An auditor reads the outbox and changes nothing. */
    canWrite: boolean;
  },
) {
  return [
    {
      title: t('mail.outbox.recipient'),
      dataIndex: 'recipient',
      render: (to: string) => to || t('mail.outbox.opsRecipient'),
    },
    {
      title: t('mail.outbox.subject'),
      dataIndex: 'subject',
      render: (subject: string, row: OpsMailRow) => (
        <Button
          type="link"
          onClick={() => {
            actions.preview(row.mailId);
          }}
        >
          {subject}
        </Button>
      ),
    },
    {
      title: t('mail.outbox.state'),
      dataIndex: 'state',
      render: (s: MailState) => <Tag color={STATE_COLOR[s]}>{t(`mail.state.${s}`)}</Tag>,
    },
    { title: t('mail.outbox.lastAnswer'), dataIndex: 'lastAnswer', className: 'ops-mail__answer' },
    { title: t('mail.outbox.created'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
    {
      key: 'action',
      render: (_: unknown, row: OpsMailRow) =>
        actions.canWrite &&
        row.state === 'failed' && (
          <Button
            size="small"
            loading={actions.isResending}
            onClick={() => {
              actions.resend(row.mailId);
            }}
          >
            {t('mail.outbox.resend')}
          </Button>
        ),
    },
  ];
}
