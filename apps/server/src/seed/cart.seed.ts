import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { staff } from '../domains/account/account.tables.js';
import { cartLine } from '../domains/cart/cart.tables.js';
import { product } from '../domains/catalog/core/catalog.tables.js';

interface DemoCartLine {
  /** The part's LCSC code (product_code) in the demo catalog. */
  productCode: string;
  /** The wanted quantity, raised to the part's minimum and package rules. */
  target: number;
  custPn: string | null;
  isSelected: boolean;
}

/**
 * Demo carts, so the cart screen has something to show at first login: demo holds four real parts (one
 * ordered above its stock, one with a custom part number); `other`, of the second tenant, holds one of the
 * same parts, which shows that the catalog is shared while carts are not. demo2 starts empty.
 */
const DEMO_CARTS: Record<string, DemoCartLine[]> = {
  demo: [
    { productCode: 'C2479370', target: 5000, custPn: 'HX-R0402-4K7', isSelected: true }, // RMCF0402FT4K70
    { productCode: 'C6186', target: 200, custPn: null, isSelected: true }, // AMS1117-3.3
    { productCode: 'C1691', target: 4000, custPn: null, isSelected: true }, // CL10A106MQ8NNNC
    { productCode: 'C2055283', target: 3000, custPn: null, isSelected: false }, // STM32F103RBH6TR, stock 2,837
  ],
  other: [{ productCode: 'C6186', target: 100, custPn: 'QM-LDO-33', isSelected: true }],
};

/** The least quantity at or above `target` that the quantity rules accept (a whole number of packages). */
function validQuantity(target: number, miniQty: number, miniPkg: number): number {
  const pkg = Math.max(miniPkg, 1);
  return Math.ceil(Math.max(target, miniQty, 1) / pkg) * pkg;
}

/** Adds the demo carts; called once, right after the demo catalog is first inserted. */
export async function seedDemoCarts(db: Db): Promise<number> {
  let inserted = 0;
  for (const [userCode, lines] of Object.entries(DEMO_CARTS)) {
    const [owner] = await db
      .select({ staffId: staff.id, tenantId: staff.tenantId })
      .from(staff)
      .where(eq(staff.userCode, userCode));
    if (!owner) continue;
    const parts = await db
      .select({
        id: product.id,
        code: product.productCode,
        miniQty: product.miniQty,
        miniPkg: product.miniPkg,
      })
      .from(product)
      .where(
        and(
          inArray(
            product.productCode,
            lines.map((l) => l.productCode),
          ),
          eq(product.isActive, true),
        ),
      );
    const rows = lines.flatMap((line, index) => {
      const part = parts.find((p) => p.code === line.productCode);
      if (!part) return [];
      // Older lines first, so the cart (newest first) lists them in the order above.
      const createdAt = new Date(Date.UTC(2026, 4, 21, 8, 0, lines.length - index));
      return [
        {
          ...owner,
          productId: part.id,
          quantity: validQuantity(line.target, part.miniQty, part.miniPkg),
          custPn: line.custPn,
          isSelected: line.isSelected,
          createdAt,
          updatedAt: createdAt,
        },
      ];
    });
    if (rows.length > 0) await db.insert(cartLine).values(rows).onConflictDoNothing();
    inserted += rows.length;
  }
  return inserted;
}
