import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { ordersKeys } from './orders-keys';

const calls = opsContract.opsOrder;

export type OpsOrderQueryBody = CallBody<typeof calls.qryOpsOrderByPage>;

export function useOpsOrderPage(body: OpsOrderQueryBody) {
  return useQuery({
    queryKey: ordersKeys.page(body),
    queryFn: () => call(calls.qryOpsOrderByPage, body),
    placeholderData: keepPreviousData,
  });
}

export function useOpsOrderDetail(orderId: string) {
  return useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: () => call(calls.qryOpsOrderDetail, { orderId }),
  });
}

/** One seller step, by name, with its body; the order and the lists are read again after it. */
export type OrderStepInput =
  | { step: 'confirm'; body: CallBody<typeof calls.confirmOpsPayment> }
  | { step: 'reject'; body: CallBody<typeof calls.rejectOpsPaymentProof> }
  | { step: 'ship'; body: CallBody<typeof calls.shipOpsOrder> }
  | { step: 'event'; body: CallBody<typeof calls.addOpsLogisticsEvent> }
  | { step: 'complete'; body: CallBody<typeof calls.completeOpsOrder> }
  | { step: 'cancel'; body: CallBody<typeof calls.cancelOpsOrder> };

function runStep(input: OrderStepInput) {
  switch (input.step) {
    case 'confirm':
      return call(calls.confirmOpsPayment, input.body);
    case 'reject':
      return call(calls.rejectOpsPaymentProof, input.body);
    case 'ship':
      return call(calls.shipOpsOrder, input.body);
    case 'event':
      return call(calls.addOpsLogisticsEvent, input.body);
    case 'complete':
      return call(calls.completeOpsOrder, input.body);
    case 'cancel':
      return call(calls.cancelOpsOrder, input.body);
  }
}

export function useOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runStep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
