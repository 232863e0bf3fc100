import type { ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface DialogFrame {
  open: boolean;
  title: string;
  okText: string;
  /** A step the buyer will not like (reject, close): the button says so in red. */
  danger?: boolean;
  busy: boolean;
  /** What the step does, above the fields. */
  intro?: ReactNode;
  onCancel: () => void;
}

/**
 * A console step's dialog: a form in a modal whose OK button submits it, checked by the fields' rules first;
 * the fields are emptied each time it closes.
 */
// V names the form's values for the caller's onFinish (antd's form reads them untyped).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function OpsFormDialog<V extends object>({
  open,
  title,
  okText,
  danger = false,
  busy,
  intro,
  onCancel,
  onFinish,
  children,
}: DialogFrame & {
  onFinish: (values: V) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      cancelText={t('ops.common.cancel')}
      onCancel={onCancel}
      onOk={() => {
        form.submit();
      }}
      destroyOnHidden
    >
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      <Form<V> form={form} layout="vertical" preserve={false} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}

/**
 * A step that takes one text (a reason the buyer reads, a note): trimmed before `onSubmit`; `requiredMessage`
 * makes it required.
 */
export function OpsTextDialog({
  label,
  max,
  requiredMessage,
  extra,
  placeholder,
  onSubmit,
  ...frame
}: DialogFrame & {
  label: string;
  max: number;
  requiredMessage?: string;
  extra?: string;
  placeholder?: string;
  onSubmit: (text: string) => void;
}) {
  return (
    <OpsFormDialog<{ text?: string }>
      {...frame}
      onFinish={(values) => {
        onSubmit((values.text ?? '').trim());
      }}
    >
      <Form.Item
        name="text"
        label={label}
        extra={extra}
        rules={requiredMessage ? [{ required: true, whitespace: true, message: requiredMessage }] : []}
      >
        <Input.TextArea rows={3} maxLength={max} showCount autoFocus placeholder={placeholder} />
      </Form.Item>
    </OpsFormDialog>
  );
}
