import { useRef } from 'react';
import { contract, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { CreatedOrder, CreateOrderListBody } from '@emall/contract';
import { call } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency-key';

/**
 * createOrderList with its Idempotency-Key (docs/orders.md, "Placing an order"). One key per submission:
 * sending the very same body again (a retry after a time-out or a lost answer) reuses the key, so the server
 * answers the order it already placed instead of placing a second one; any change of the body takes a new
 * key, since the server refuses a used key with another body (422). Failures are left to the page (quiet).
 */
export function useCreateOrder() {
  const lastSubmission = useRef<{ body: string; key: string } | null>(null);
  return (body: CreateOrderListBody): Promise<CreatedOrder> => {
    const json = JSON.stringify(body);
    if (lastSubmission.current?.body !== json)
      lastSubmission.current = { body: json, key: newIdempotencyKey() };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: lastSubmission.current.key };
    return call(contract.order.createOrderList, body, { quiet: true, headers });
  };
}
