import type { RefObject } from 'react';
import { HomeSections } from './home-sections';
import { SpotStockPanel } from './spot-stock-panel';

/**
 * What the home page shows after its first paint, in a chunk of its own (home-page.tsx): the sections below the
 * banners with their three calls, and the spot-stock panel, which opens by itself only after the page is up anyway.
 * Neither holds back the first view, and the page's own chunk stays small.
 */
export default function HomeAfterPaint({ clearOf }: { clearOf: RefObject<HTMLElement | null> }) {
  return (
    <>
      <HomeSections />
      <SpotStockPanel clearOf={clearOf} />
    </>
  );
}
