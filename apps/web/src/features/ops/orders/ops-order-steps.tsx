import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@emall/contract';
import type { OpsOrderDetail } from '@emall/contract/ops';
import { useCanWrite } from '../shared/api/ops-session';
import { RejectProofDialog, ShipDialog } from './ops-order-dialogs';
import { useOrderStep, type OrderStepInput } from './api/use-ops-orders';

/**
 * The steps each order status offers (rules/order-status.ts: the server checks again and refuses the
 * rest). Completing waits until every line shipped; cancelling is no longer possible once goods left.
 */
const STEPS_BY_STATUS: Record<OrderStatus, readonly OrderStepName[]> = {
  WAIT_PAY: ['confirm', 'cancel'],
  PROOF_UPLOADED: ['confirm', 'reject', 'cancel'],
  PAID: ['ship', 'cancel'],
  PART_SHIPPED: ['ship'],
  SHIPPED: ['complete'],
  COMPLETED: [],
  CANCELLED: [],
};
type OrderStepName = 'confirm' | 'reject' | 'ship' | 'complete' | 'cancel';

/** The order the step buttons stand in, and how each looks. */
const STEP_ORDER = ['confirm', 'reject', 'ship', 'complete', 'cancel'] as const;
const STEP_BUTTONS: Record<OrderStepName, { isPrimary: boolean; isDanger: boolean }> = {
  confirm: { isPrimary: true, isDanger: false },
  reject: { isPrimary: false, isDanger: true },
  ship: { isPrimary: true, isDanger: false },
  complete: { isPrimary: true, isDanger: false },
  cancel: { isPrimary: false, isDanger: true },
};

/** Rejecting a proof and shipping take a form; the other steps are asked once more, then run. */
function isDialogStep(name: OrderStepName): name is 'reject' | 'ship' {
  return name === 'reject' || name === 'ship';
}

/** The seller's step buttons for an order; nothing for the read-only auditor. */
export function OpsOrderSteps({ detail }: { detail: OpsOrderDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const canWrite = useCanWrite();
  const step = useOrderStep();
  const [dialog, setDialog] = useState<'reject' | 'ship' | null>(null);
  const steps = STEPS_BY_STATUS[detail.order.status];
  if (!canWrite || steps.length === 0) return null;
  const orderId = detail.order.orderId;
  const orderNo = detail.order.dopOrderNo;
  const run = (input: OrderStepInput, done: string) => {
    step.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        void message.success(done);
      },
    });
  };
  /** A step without a form: asked once more before it runs. */
  const confirmThen = (name: 'confirm' | 'complete' | 'cancel', danger = false) => {
    modal.confirm({
      title: t(`ops.orders.ask.${name}`, { orderNo }),
      okText: t(`ops.orders.step.${name}`),
      okButtonProps: { danger },
      cancelText: t('ops.common.cancel'),
      onOk: () => {
        run({ step: name, body: { orderId } }, t(`ops.orders.done.${name}`));
      },
    });
  };
  return (
    <Space wrap>
      {STEP_ORDER.filter((name) => steps.includes(name)).map((name) => {
        const { isPrimary, isDanger } = STEP_BUTTONS[name];
        return (
          <Button
            key={name}
            type={isPrimary ? 'primary' : undefined}
            danger={isDanger}
            loading={isDialogStep(name) ? undefined : step.isPending}
            onClick={() => {
              if (isDialogStep(name)) setDialog(name);
              else confirmThen(name, isDanger);
            }}
          >
            {t(`ops.orders.step.${name}`)}
          </Button>
        );
      })}
      <RejectProofDialog
        open={dialog === 'reject'}
        busy={step.isPending}
        onCancel={() => {
          setDialog(null);
        }}
        onSubmit={({ reason }) => {
          run({ step: 'reject', body: { orderId, reason } }, t('ops.orders.done.reject'));
        }}
      />
      <ShipDialog
        open={dialog === 'ship'}
        busy={step.isPending}
        lines={detail.lines}
        onCancel={() => {
          setDialog(null);
        }}
        onSubmit={(values) => {
          run({ step: 'ship', body: { orderId, ...values } }, t('ops.orders.done.ship'));
        }}
      />
    </Space>
  );
}
