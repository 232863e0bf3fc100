import { useState } from 'react';
import type { ReactNode } from 'react';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './pager.css';

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** The text before the pages ('total 45 items'): given the total and the range of the rows shown. */
  showTotal?: (total: number, range: [number, number]) => ReactNode;
  /** A box to type a page into. */
  showQuickJumper?: boolean;
  size?: 'small' | 'default';
  className?: string;
}

/** Pages on either side of the current one; more are folded into a "jump 5 pages" button. */
const BUFFER = 2;
const JUMP = 5;

type PageItem = number | 'jump-back' | 'jump-forward';

/**
 * The page buttons shown, as antd's Pagination lays them out: all of them up to 7 pages; else the first, the
 * current with two on either side, the last, and a jump of 5 pages where pages are left out.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const all = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 3 + BUFFER * 2) return all(1, pageCount);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(pageCount, current + BUFFER);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pageCount - current <= BUFFER) left = pageCount - BUFFER * 2;
  const items: PageItem[] = all(left, right);
  if (current - 1 >= BUFFER * 2 && current !== 1 + 2) items.unshift('jump-back');
  if (pageCount - current >= BUFFER * 2 && current !== pageCount - 2) items.push('jump-forward');
  if (left !== 1) items.unshift(1);
  if (right !== pageCount) items.push(pageCount);
  return items;
}

/**
 * Page buttons for the shared tables: previous, the pages (the current one marked for screen readers), next,
 * the total and an optional box to jump to a page. A light stand-in for antd's Pagination, which brings antd's
 * Select (for a page-size changer no page shows) into every page with a table.
 */
export function Pager({
  current,
  pageSize,
  total,
  onChange,
  showTotal,
  showQuickJumper = false,
  size = 'default',
  className,
}: PagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    const next = Math.min(pageCount, Math.max(1, page));
    if (next !== current) onChange(next, pageSize);
  };
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const range: [number, number] = [first, Math.min(total, current * pageSize)];
  const classes = ['pager', size === 'small' ? 'pager--small' : '', className].filter(Boolean).join(' ');

  return (
    <nav className={classes} aria-label={t('pager.label')}>
      {showTotal && <span className="pager__total">{showTotal(total, range)}</span>}
      <ul className="pager__items">
        <li>
          <button
            type="button"
            className="pager__button pager__step"
            aria-label={t('pager.previous')}
            disabled={current <= 1}
            onClick={() => {
              go(current - 1);
            }}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pageItems(current, pageCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <button
                type="button"
                className={item === current ? 'pager__button pager__page--current' : 'pager__button'}
                aria-label={t('pager.page', { n: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  go(item);
                }}
              >
                {item}
              </button>
            ) : (
              <button
                type="button"
                className="pager__button pager__jump-more"
                aria-label={t(item === 'jump-back' ? 'pager.back5' : 'pager.forward5')}
                onClick={() => {
                  go(item === 'jump-back' ? current - JUMP : current + JUMP);
                }}
              >
                <span className="pager__ellipsis" aria-hidden>
                  •••
                </span>
                {item === 'jump-back' ? (
                  <DoubleLeftOutlined className="pager__jump-icon" aria-hidden />
                ) : (
                  <DoubleRightOutlined className="pager__jump-icon" aria-hidden />
                )}
              </button>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            className="pager__button pager__step"
            aria-label={t('pager.next')}
            disabled={current >= pageCount}
            onClick={() => {
              go(current + 1);
            }}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      {showQuickJumper && <QuickJumper onJump={go} />}
    </nav>
  );
}

/** "Go to [ ] page": Enter or leaving the box turns to the typed page (kept within the pages there are). */
function QuickJumper({ onJump }: { onJump: (page: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const jump = () => {
    const page = Number.parseInt(text, 10);
    setText('');
    if (Number.isFinite(page)) onJump(page);
  };
  return (
    <label className="pager__quick-jump">
      {t('pager.goTo')}
      <input
        className="pager__quick-jump-input"
        inputMode="numeric"
        aria-label={t('pager.goToLabel')}
        value={text}
        onChange={(event) => {
          setText(event.target.value.replace(/\D/g, ''));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jump();
        }}
        onBlur={() => {
          if (text) jump();
        }}
      />
      {t('pager.goToSuffix')}
    </label>
  );
}
