import { contract } from '@emall/contract';
import type { TestClient } from '../test-client.js';

/** A line in the logged-in buyer's cart, added through the shop's own call as the product page adds it. */
export async function addCartLine(
  buyer: TestClient,
  spuId: string,
  quantity = 1,
  custPn?: string,
): Promise<{ spuId: string; quantity: number }> {
  await buyer.data(contract.cart.addShopCart, { spuId, quantity, ...(custPn ? { custPn } : {}) });
  return { spuId, quantity };
}
