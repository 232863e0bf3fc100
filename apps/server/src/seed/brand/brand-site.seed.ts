import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import {
  brandBanner,
  brandPage,
  brandProduct,
  brandProductFeature,
  brandProductParam,
  brandProductScene,
  brandScene,
} from '../../domains/brand-site/brand-site.tables.js';
import { BRAND_BANNERS, BRAND_PAGES } from './brand-pages.content.js';
import type { BrandProductContent } from './brand-product-content.js';
import { CRYSTAL, TVS_DIODE } from './brand-products-active.content.js';
import { MLCC, POWER_INDUCTOR } from './brand-products-passive.content.js';
import { BRAND_SCENES } from './brand-scenes.content.js';

/** The four product lines of /ruisa_product/{productCode}, in page order. */
export const BRAND_PRODUCTS: BrandProductContent[] = [POWER_INDUCTOR, MLCC, TVS_DIODE, CRYSTAL];

/**
 * The Ruisa brand site's content (docs/brand-site.md): system data, present in every shop like the texts.
 * Each page, banner, scene and product line is inserted only when its code is absent, so an operator's later
 * edits (or a withdrawn line) survive every restart; a new product line brings its parameters, features and
 * scene notes with it in one transaction.
 */
export async function seedBrandSite(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(brandPage).values(BRAND_PAGES).onConflictDoNothing();
    await tx
      .insert(brandBanner)
      .values(BRAND_BANNERS.map((b, position) => ({ ...b, position })))
      .onConflictDoNothing();
    await tx
      .insert(brandScene)
      .values(BRAND_SCENES.map((s, position) => ({ ...s, position })))
      .onConflictDoNothing();
    const scenes = await tx
      .select({ id: brandScene.id, sceneCode: brandScene.sceneCode })
      .from(brandScene)
      .where(
        inArray(
          brandScene.sceneCode,
          BRAND_SCENES.map((s) => s.sceneCode),
        ),
      );
    const sceneIds = new Map(scenes.map((s) => [s.sceneCode, s.id]));

    for (const [position, content] of BRAND_PRODUCTS.entries()) {
      const [created] = await tx
        .insert(brandProduct)
        .values({
          productCode: content.productCode,
          position,
          series: content.series,
          images: content.images,
          name: content.name,
          tagline: content.tagline,
          summary: content.summary,
          searchKeywords: content.searchKeywords,
        })
        .onConflictDoNothing()
        .returning({ id: brandProduct.id });
      if (!created) continue;
      await tx
        .insert(brandProductParam)
        .values(
          content.parameters.map(([name, value], i) => ({ productId: created.id, position: i, name, value })),
        );
      await tx
        .insert(brandProductFeature)
        .values(content.features.map((text, i) => ({ productId: created.id, position: i, text })));
      const links = content.scenes.flatMap(([sceneCode, note], i) => {
        const sceneId = sceneIds.get(sceneCode);
        return sceneId === undefined ? [] : [{ productId: created.id, sceneId, position: i, note }];
      });
      if (links.length > 0) await tx.insert(brandProductScene).values(links);
    }
  });
}
