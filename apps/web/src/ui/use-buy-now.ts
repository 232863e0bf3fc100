import { useLocation, useNavigate } from 'react-router';
import { storeDirectBuy } from '../api/direct-buy';
import { loginPath } from '../api/login-path';
import { useSessionStore } from '../api/session-store';

/**
 * Buy now (a direct buy): the part and quantity go to session storage and the buyer
 * confirms the order without the cart. Anonymous buyers log in first and come back to the list.
 */
export function useBuyNow() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useSessionStore((s) => s.user);

  return (spuId: string, quantity: number) => {
    if (!user) {
      void navigate(loginPath(pathname + search));
      return;
    }
    storeDirectBuy([{ spuId, quantity }]);
    void navigate('/confirm_order');
  };
}
