import { Form, Input } from 'antd';
import { OPS_SAMPLE_FEEDBACK_NOTE_MAX } from '@emall/contract/ops';
import { useTranslation } from 'react-i18next';
import { OpsFormDialog, OpsTextDialog } from '../shared/ops-form-dialog';

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
  return (
    <OpsTextDialog
      open={open}
      busy={busy}
      danger
      title={t('ops.samples.reject.title', { no: sampleReqNo })}
      okText={t('ops.samples.action.reject')}
      label={t('ops.samples.reject.reason')}
      requiredMessage={t('ops.samples.reject.reasonRequired')}
      max={200}
      onCancel={onCancel}
      onSubmit={(reason) => {
        onSubmit({ reason });
      }}
    />
  );
}

export interface ShipValues {
  carrier: string;
  trackingNo: string;
}

/** Ship with carrier and tracking number, both shown to the buyer. */
export function ShipSampleDialog({ open, sampleReqNo, busy, onCancel, onSubmit }: DialogProps<ShipValues>) {
  const { t } = useTranslation();
  return (
    <OpsFormDialog<ShipValues>
      open={open}
      busy={busy}
      title={t('ops.samples.ship.title', { no: sampleReqNo })}
      okText={t('ops.samples.action.ship')}
      onCancel={onCancel}
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
    </OpsFormDialog>
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
  return (
    <OpsTextDialog
      open={open}
      busy={busy}
      title={t('ops.samples.requestFeedback.title', { no: sampleReqNo })}
      okText={t('ops.samples.action.requestFeedback')}
      intro={t('ops.samples.requestFeedback.intro')}
      label={t('ops.samples.requestFeedback.note')}
      max={OPS_SAMPLE_FEEDBACK_NOTE_MAX}
      onCancel={onCancel}
      onSubmit={(note) => {
        onSubmit({ note });
      }}
    />
  );
}
