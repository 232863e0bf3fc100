import { useTranslation } from 'react-i18next';
import { HANDLING_NOTE_MAX } from '@emall/contract/ops';
import { OpsTextDialog } from '../shared/ops-form-dialog';

/** A handling step's note (1 to 500 characters); `onSubmit` sends it and closes on success. */
export function OpsHandleDialog({
  title,
  okText,
  danger = false,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  pending: boolean;
  onSubmit: (note: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <OpsTextDialog
      open
      title={title}
      okText={okText}
      danger={danger}
      busy={pending}
      label={t('ops.leads.note')}
      requiredMessage={t('ops.leads.noteRequired')}
      placeholder={t('ops.leads.notePlaceholder', { max: HANDLING_NOTE_MAX })}
      max={HANDLING_NOTE_MAX}
      onCancel={onClose}
      onSubmit={onSubmit}
    />
  );
}
