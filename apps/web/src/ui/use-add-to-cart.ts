import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { contract } from '@emall/contract';
import { refreshCartCount } from '../api/cart-count';
import { call } from '../api/client';
import { loginPath } from '../api/login-path';
import { useSessionStore } from '../api/session-store';
import { toaster } from '../api/toaster';

/**
 * Add to cart from any product list: 'added successfully', the cart badge refreshed, then the
 * cart. Anonymous buyers go to the login page first and come back to the list. A refusal (quantity rules,
 * a full cart) shows the server's message and stays.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useSessionStore((s) => s.user);
  const [addingSpuId, setAddingSpuId] = useState<string | null>(null);

  const addToCart = async (spuId: string, quantity: number) => {
    if (!user) {
      void navigate(loginPath(pathname + search));
      return;
    }
    setAddingSpuId(spuId);
    try {
      await call(contract.cart.addShopCart, { spuId, quantity });
    } catch {
      // The client showed the server's message.
      return;
    } finally {
      setAddingSpuId(null);
    }
    toaster.success(t('cart.add.success'));
    await refreshCartCount();
    await navigate('/shopping_cart');
  };

  return { addToCart, addingSpuId };
}
