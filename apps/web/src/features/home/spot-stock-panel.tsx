import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { CheckCircleFilled, DoubleLeftOutlined, DoubleRightOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPOT_STOCK_AUTO_CLOSE_MS, SPOT_STOCK_PANEL_WIDTH } from '@emall/contract';
import { spotStockFits, spotStockMaxHeight, spotStockTop } from './spot-stock-place';
import { isFirstVisit, useSpotStockStore } from './spot-stock-store';
import './spot-stock-panel.css';

/** Elements that toggle the panel themselves, so a click on them is not an "outside" click. */
export const SPOT_STOCK_TOGGLE_ATTR = 'data-spot-stock-toggle';

const FIGURES = [
  { value: 'home.spotStock.brands.value', label: 'home.spotStock.brands.label' },
  { value: 'home.spotStock.channels.value', label: 'home.spotStock.channels.label' },
  { value: 'home.spotStock.records.value', label: 'home.spotStock.records.label' },
] as const;

/**
 * The global spot-stock panel: slides in from the left, 422 px wide (at most the window less 40 px), hidden at
 * first. It sits under the search (`clearOf`: box and buttons), so it never covers them, open or closed, at any
 * width or scroll. On the first visit without the stored flag it opens by itself, when it fits under the search
 * whole, and closes after 3 s. It closes on a click outside or on its tab; the tab does nothing while it slides.
 */
export function SpotStockPanel({ clearOf }: { clearOf: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const [place, setPlace] = useState<{ top: number; maxHeight: number }>();
  const isOpen = useSpotStockStore((s) => s.isOpen);
  const isAutoOpened = useSpotStockStore((s) => s.isAutoOpened);
  const toggle = useSpotStockStore((s) => s.toggle);
  const close = useSpotStockStore((s) => s.close);

  // Placed again whenever the page's size changes (the header, the hero or the window), before it is painted.
  useLayoutEffect(() => {
    const search = clearOf.current;
    if (!search) return undefined;
    const measure = () => {
      const top = spotStockTop(search.getBoundingClientRect().bottom, window.scrollY);
      setPlace({ top, maxHeight: spotStockMaxHeight(top, window.innerHeight) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [clearOf]);

  // A window too short to show it whole under the search keeps it closed, and the flag unset for a later visit.
  useEffect(() => {
    const search = clearOf.current;
    const body = bodyRef.current;
    if (!isFirstVisit() || !search || !body) return;
    const top = spotStockTop(search.getBoundingClientRect().bottom, window.scrollY);
    if (spotStockFits(top, body.scrollHeight, window.innerHeight))
      useSpotStockStore.getState().openAutomatically();
  }, [clearOf]);

  useEffect(() => {
    if (!isOpen || !isAutoOpened) return undefined;
    const timer = setTimeout(close, SPOT_STOCK_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [isOpen, isAutoOpened, close]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (panelRef.current?.contains(target) || target.closest(`[${SPOT_STOCK_TOGGLE_ATTR}]`)) return;
      close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [isOpen, close]);

  return (
    <div
      ref={panelRef}
      className={isOpen ? 'spot-stock-panel spot-stock-panel--open' : 'spot-stock-panel'}
      style={{ width: SPOT_STOCK_PANEL_WIDTH, top: place?.top }}
    >
      <section
        ref={bodyRef}
        style={{ maxHeight: place?.maxHeight }}
        id="spot-stock-panel"
        className="spot-stock-panel__body"
        aria-label={t('home.spotStock.label')}
        aria-hidden={!isOpen}
        inert={!isOpen}
      >
        <h2 className="spot-stock-panel__title">{t('home.spotStock.title')}</h2>
        <p className="spot-stock-panel__intro">{t('home.spotStock.intro')}</p>
        <ul className="spot-stock-panel__figures">
          {FIGURES.map((figure) => (
            <li key={figure.value} className="spot-stock-panel__figure">
              <strong className="spot-stock-panel__value">{t(figure.value)}</strong>
              <span>{t(figure.label)}</span>
            </li>
          ))}
        </ul>
        <ul className="spot-stock-panel__points">
          <li>
            <CheckCircleFilled /> {t('home.spotStock.team')}
          </li>
          <li>
            <CheckCircleFilled /> {t('home.spotStock.shipping')}
          </li>
        </ul>
        <Link to="/global" className="spot-stock-panel__enter" onClick={close}>
          {t('home.spotStock.enter')} <RightOutlined />
        </Link>
      </section>
      <button
        type="button"
        className="spot-stock-panel__tab"
        aria-expanded={isOpen}
        aria-controls="spot-stock-panel"
        aria-label={isOpen ? t('home.spotStock.close') : t('home.spotStock.open')}
        data-spot-stock-toggle=""
        onClick={toggle}
      >
        {isOpen ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
        <span className="spot-stock-panel__tab-text">{t('home.spotStock.tab')}</span>
      </button>
    </div>
  );
}
