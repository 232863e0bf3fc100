import { describe, expect, it } from 'vitest';
import {
  acceptsPaymentProof,
  canChangeStatus,
  nextStatuses,
  ORDER_STATUSES,
  orderStatusOf,
  shippingStatus,
} from './order-status.js';

describe('order lifecycle transitions', () => {
  it('lets an unpaid order get a proof, be paid or be cancelled, and nothing else', () => {
    expect(nextStatuses('WAIT_PAY')).toEqual(['PROOF_UPLOADED', 'PAID', 'CANCELLED']);
    expect(canChangeStatus('WAIT_PAY', 'SHIPPED')).toBe(false);
  });

  it('accepts a payment proof only before the payment is confirmed, again after a first proof', () => {
    expect(ORDER_STATUSES.filter(acceptsPaymentProof)).toEqual(['WAIT_PAY', 'PROOF_UPLOADED']);
  });

  it('lets the seller reject a proof but never moves a paid order back to unpaid', () => {
    expect(canChangeStatus('PROOF_UPLOADED', 'WAIT_PAY')).toBe(true);
    expect(canChangeStatus('PAID', 'WAIT_PAY')).toBe(false);
  });

  it('ends in completed or cancelled, from which nothing moves', () => {
    for (const to of ORDER_STATUSES) {
      expect(canChangeStatus('COMPLETED', to)).toBe(false);
      expect(canChangeStatus('CANCELLED', to)).toBe(false);
    }
  });

  it('never cancels goods that have left', () => {
    expect(canChangeStatus('PART_SHIPPED', 'CANCELLED')).toBe(false);
    expect(canChangeStatus('SHIPPED', 'CANCELLED')).toBe(false);
  });
});

describe('shippingStatus', () => {
  it('answers paid, partly shipped or shipped by the quantity that left', () => {
    expect(shippingStatus(100, 0)).toBe('PAID');
    expect(shippingStatus(100, 40)).toBe('PART_SHIPPED');
    expect(shippingStatus(100, 100)).toBe('SHIPPED');
  });
});

describe('orderStatusOf', () => {
  it('derives the order status from its lines', () => {
    expect(orderStatusOf(['WAIT_PAY', 'WAIT_PAY'])).toBe('WAIT_PAY');
    expect(orderStatusOf(['PAID', 'PART_SHIPPED'])).toBe('PART_SHIPPED');
    expect(orderStatusOf(['PAID', 'SHIPPED'])).toBe('PART_SHIPPED');
    expect(orderStatusOf(['SHIPPED', 'COMPLETED'])).toBe('SHIPPED');
    expect(orderStatusOf(['COMPLETED', 'COMPLETED'])).toBe('COMPLETED');
  });

  it('ignores cancelled lines unless every line is cancelled', () => {
    expect(orderStatusOf(['CANCELLED', 'SHIPPED'])).toBe('SHIPPED');
    expect(orderStatusOf(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(orderStatusOf([])).toBe('CANCELLED');
  });

  it('answers the least advanced payment state while nothing has shipped', () => {
    expect(orderStatusOf(['PAID', 'PROOF_UPLOADED'])).toBe('PROOF_UPLOADED');
    expect(orderStatusOf(['PAID', 'PAID'])).toBe('PAID');
  });
});
