import { Form, Input, Modal, Typography } from 'antd';
import { OPS_SAMPLE_FEEDBACK_NOTE_MAX } from '@emall/contract/ops';
import { useTranslation } from 'react-i18next';

interface DialogProps<V> {
  open: boolean;
  sampleReqNo: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => void;
}

/** Reject with a reason: the buyer reads it in the message and in My samples. */
export function RejectSampleDialog({
  open,
  sampleReqNo,
  busy,
  onCancel,
  onSubmit,
}: DialogProps<{ reason: string }>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('ops.samples.reject.title', { no: sampleReqNo })}
      okText={t('ops.samples.action.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('ops.common.cancel')}
      onCancel={onCancel}
      onOk={() => {
        form.submit();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={onSubmit}>
        <Form.Item
          name="reason"
          label={t('ops.samples.reject.reason')}
          rules={[{ required: true, whitespace: true, message: t('ops.samples.reject.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface ShipValues {
  carrier: string;
  trackingNo: string;
}

/** Ship with carrier and tracking number, both shown to the buyer. */
export function ShipSampleDialog({ open, sampleReqNo, busy, onCancel, onSubmit }: DialogProps<ShipValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipValues>();
  return (
    <Modal
      open={open}
      title={t('ops.samples.ship.title', { no: sampleReqNo })}
      okText={t('ops.samples.action.ship')}
      okButtonProps={{ loading: busy }}
      cancelText={t('ops.common.cancel')}
      onCancel={onCancel}
      onOk={() => {
        form.submit();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          onSubmit({ carrier: values.carrier.trim(), trackingNo: values.trackingNo.trim() });
        }}
      >
        <Form.Item
          name="carrier"
          label={t('ops.samples.carrier')}
          rules={[{ required: true, whitespace: true, message: t('ops.samples.ship.carrierRequired') }]}
        >
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('ops.samples.trackingNo')}
          rules={[
            { required: true, whitespace: true, message: t('ops.samples.ship.trackingRequired') },
            // The server's rule (opsShipSampleBodySchema), checked here to say so before sending.
            { pattern: /^\s*[A-Za-z0-9-]{4,40}\s*$/, message: t('ops.samples.ship.trackingInvalid') },
          ]}
        >
          <Input maxLength={44} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Ask the buyer to rate the shipped samples, with an optional note told in the message. */
export function RequestFeedbackDialog({
  open,
  sampleReqNo,
  busy,
  onCancel,
  onSubmit,
}: DialogProps<{ note: string }>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();
  return (
    <Modal
      open={open}
      title={t('ops.samples.requestFeedback.title', { no: sampleReqNo })}
      okText={t('ops.samples.action.requestFeedback')}
      okButtonProps={{ loading: busy }}
      cancelText={t('ops.common.cancel')}
      onCancel={onCancel}
      onOk={() => {
        form.submit();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('ops.samples.requestFeedback.intro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          onSubmit({ note: (values.note ?? '').trim() });
        }}
      >
        <Form.Item name="note" label={t('ops.samples.requestFeedback.note')}>
          <Input.TextArea rows={3} maxLength={OPS_SAMPLE_FEEDBACK_NOTE_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
