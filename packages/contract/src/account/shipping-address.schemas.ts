import { z } from 'zod';

/** Most addresses one customer keeps in its address book. */
export const SHIPPING_ADDRESS_LIMIT = 50;

const phonePattern = /^[\d+\-() ]{5,30}$/;

/** A shipping address as the confirm page edits it. */
export const shippingAddressInput = z.object({
  recipients: z.string().trim().min(1).max(50),
  contactPhone: z.string().trim().min(1).max(30).regex(phonePattern),
  regionPath: z.string().trim().max(200).default(''),
  detailAddr: z.string().trim().min(1).max(200),
  /** T makes it the default (the first in the list); the previous default loses the flag. */
  isDefault: z.enum(['T', 'F']).default('F'),
});

export const addShippingAddressBodySchema = shippingAddressInput;
export const modifyShippingAddressBodySchema = shippingAddressInput.extend({
  addressId: z.coerce.number().int().positive(),
});

export type ShippingAddressInput = z.output<typeof shippingAddressInput>;
