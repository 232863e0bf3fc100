import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchedKeyword } from '@emall/contract/ops';
import { niceMax } from './ops-daily-chart';

const WIDTH = 480;
const ROW = 26;
const LABEL_W = 150;
const COUNT_W = 44;

/** Searched part numbers as horizontal bars, longest first; each bar names its keyword and count. */
export function OpsSearchBars({
  title,
  keywords,
  tone,
}: {
  title: string;
  keywords: readonly SearchedKeyword[];
  /** 'miss': the searches that found nothing, drawn in the warning colour. */
  tone: 'miss' | 'all';
}) {
  const { t } = useTranslation();
  const id = useId();
  const max = niceMax(Math.max(0, ...keywords.map((k) => k.searchCount)));
  const barSpace = WIDTH - LABEL_W - COUNT_W;
  const height = Math.max(keywords.length, 1) * ROW + 8;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      className="ops-dash__svg ops-dash__hbars"
    >
      <title id={`${id}-title`}>{title}</title>
      {keywords.map((k, i) => {
        const y = 4 + i * ROW;
        const width = Math.max(2, (k.searchCount / max) * barSpace);
        return (
          <g key={k.keyword}>
            <title>{t('ops.dashboard.searchBar', { keyword: k.keyword, count: k.searchCount })}</title>
            <text x={LABEL_W - 8} y={y + ROW / 2 + 4} textAnchor="end" className="ops-dash__label">
              {k.keyword.length > 18 ? `${k.keyword.slice(0, 17)}…` : k.keyword}
            </text>
            <rect
              x={LABEL_W}
              y={y + 4}
              width={width}
              height={ROW - 8}
              rx={3}
              className={tone === 'miss' ? 'ops-dash__bar ops-dash__bar--miss' : 'ops-dash__bar'}
            />
            <text x={LABEL_W + width + 6} y={y + ROW / 2 + 4} className="ops-dash__axis">
              {k.searchCount}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
