import { contract } from '@emall/contract';
import { call } from './client';
import { useSessionStore } from './session-store';

/**
 * The cart badge: the number of lines in the cart, read with qryMfrPnQty when a session starts
 * and after every change of the cart. Never asked without a logged-in user.
 */
export async function loadCartCount(): Promise<void> {
  try {
    const { shoppingCartQty } = await call(contract.cart.qryMfrPnQty, {}, { silent: true });
    useSessionStore.getState().setCartCount(shoppingCartQty);
  } catch {
    // A badge is not worth a message; it keeps its last value until the next change.
  }
}

/** After a change of the cart: refreshes the badge, only when someone is logged in. */
export async function refreshCartCount(): Promise<void> {
  if (useSessionStore.getState().user) await loadCartCount();
}
