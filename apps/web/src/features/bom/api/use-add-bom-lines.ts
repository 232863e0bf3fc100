import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract } from '@emall/contract';
import { refreshCartCount } from '../../../api/cart-count';
import { call } from '../../../api/client';
import { toaster } from '../../../api/toaster';

/**
 * Adds the chosen parts of BOM lines to the cart at the lines' quantities, carrying each line's customer
 * part number (docs/bom-matching.md), then opens the cart as every add-to-cart does. One call a
 * line: a refused line shows the server's message and the others are still added.
 */
/** What adding a line to the cart takes of it: a page's line or a line of the BOM's summary. */
export interface CartableLine {
  qty: number;
  custProductCode: string;
  spuId: string | null;
}

export function useAddBomLinesToCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);

  const addLines = async (lines: readonly CartableLine[]) => {
    setIsAdding(true);
    let added = 0;
    try {
      for (const line of lines) {
        if (!line.spuId) continue;
        const custPn = line.custProductCode.trim();
        try {
          await call(contract.cart.addShopCart, {
            spuId: line.spuId,
            quantity: line.qty,
            ...(custPn ? { custPn } : {}),
          });
          added += 1;
        } catch {
          // The client showed the server's message; the next line is still added.
        }
      }
    } finally {
      setIsAdding(false);
    }
    if (added === 0) return;
    toaster.success(t('bom.cart.added', { n: added }));
    await refreshCartCount();
    await navigate('/shopping_cart');
  };

  return { addLines, isAdding };
}
