import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { HANDLING_NOTE_MAX } from '@emall/contract/ops';

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
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = note.trim() === '';
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('ops.common.cancel')}
      okButtonProps={{ danger, loading: pending }}
      onOk={() => {
        setTouched(true);
        if (!missing) onSubmit(note.trim());
      }}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('ops.leads.note')}
          validateStatus={touched && missing ? 'error' : ''}
          help={touched && missing ? t('ops.leads.noteRequired') : undefined}
        >
          <Input.TextArea
            aria-label={t('ops.leads.note')}
            rows={4}
            maxLength={HANDLING_NOTE_MAX}
            showCount
            placeholder={t('ops.leads.notePlaceholder', { max: HANDLING_NOTE_MAX })}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
