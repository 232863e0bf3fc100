import type { CartLine, CartState } from '@emall/contract';
import { productFixture, unpricedProductFixture } from './catalog-fixtures';

/** A cart line as qryShopCart answers it: a priced, selected product with its amounts. */
export function cartLineFixture(overrides: Partial<CartLine> = {}): CartLine {
  return {
    ...productFixture(),
    isSelected: 'T',
    amount: '12.430000',
    notTaxAmount: '11.000000',
    ...overrides,
  };
}

export function unpricedCartLineFixture(overrides: Partial<CartLine> = {}): CartLine {
  return {
    ...unpricedProductFixture(),
    isSelected: 'F',
    amount: null,
    notTaxAmount: null,
    ...overrides,
  };
}

export function cartStateFixture(list: CartLine[]): CartState {
  return {
    list,
    hasShortage: list.some((line) => line.shortageFlag === 'T'),
    shoppingCartQty: list.length,
    capacity: 200,
    selectedQty: list.filter((line) => line.isSelected === 'T').length,
    totalAmount: '0.00',
    notTaxTotalAmount: '0.00',
  };
}
