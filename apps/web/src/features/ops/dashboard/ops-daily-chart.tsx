import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@emall/contract';
import type { DashboardDay } from '@emall/contract/ops';

const WIDTH = 960;
const HEIGHT = 280;
const PAD = { left: 64, right: 44, top: 16, bottom: 32 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const TICKS = 4;

/** A round axis maximum at or above `max` (1, 2 or 5 times a power of ten), never 0. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Short amounts for the axis: 12,000 → 12k, 3,400,000 → 3.4M. */
function shortAmount(value: number): string {
  if (value >= 1_000_000) return `${String(+(value / 1_000_000).toFixed(1))}M`;
  if (value >= 1_000) return `${String(+(value / 1_000).toFixed(1))}k`;
  return String(value);
}

/**
 * Orders per day as a small hand-drawn SVG: bars for the amount (left axis), a line for the number of
 * orders (right axis). Screen readers get the chart's title and description and each day's figures.
 * The amounts come as decimal strings; they become numbers here only to place pixels.
 */
export function OpsDailyChart({ series }: { series: readonly DashboardDay[] }) {
  const { t } = useTranslation();
  const id = useId();
  const amounts = series.map((d) => Number(d.amount));
  const amountMax = niceMax(Math.max(0, ...amounts));
  // Orders are whole: a multiple of the tick count keeps every tick a whole number.
  const countMax = Math.ceil(niceMax(Math.max(0, ...series.map((d) => d.orderCount))) / TICKS) * TICKS;
  const slot = PLOT_W / Math.max(series.length, 1);
  const barWidth = Math.max(2, slot * 0.6);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yAmount = (v: number) => PAD.top + PLOT_H - (v / amountMax) * PLOT_H;
  const yCount = (v: number) => PAD.top + PLOT_H - (v / countMax) * PLOT_H;
  const labelEvery = series.length > 16 ? 5 : 2;

  return (
    <figure className="ops-dash__chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="ops-dash__svg"
      >
        <title id={`${id}-title`}>{t('ops.dashboard.series')}</title>
        <desc id={`${id}-desc`}>{t('ops.dashboard.seriesDesc')}</desc>
        <ChartGrid amountMax={amountMax} countMax={countMax} />
        {series.map((d, i) => {
          const top = yAmount(amounts[i] ?? 0);
          return (
            <g key={d.day}>
              <title>
                {t('ops.dashboard.dayPoint', {
                  day: d.day,
                  count: d.orderCount,
                  amount: `¥${formatMoney(d.amount, 2)}`,
                })}
              </title>
              <rect
                x={x(i) - barWidth / 2}
                y={top}
                width={barWidth}
                height={PAD.top + PLOT_H - top}
                className="ops-dash__bar"
              />
              {i % labelEvery === (series.length - 1) % labelEvery && (
                <text
                  x={x(i)}
                  y={HEIGHT - 10}
                  textAnchor="middle"
                  className="ops-dash__axis"
                  aria-hidden="true"
                >
                  {d.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
        <OrderCountLine series={series} x={x} yCount={yCount} />
      </svg>
      <figcaption className="ops-dash__legend">
        <span className="ops-dash__key ops-dash__key--bar" aria-hidden="true" />
        {t('ops.dashboard.amount')}
        <span className="ops-dash__key ops-dash__key--line" aria-hidden="true" />
        {t('ops.dashboard.orderCount')}
      </figcaption>
    </figure>
  );
}

/** The grid lines with their ticks: the amount on the left axis, the number of orders on the right. */
function ChartGrid({ amountMax, countMax }: { amountMax: number; countMax: number }) {
  return (
    <>
      {Array.from({ length: TICKS + 1 }, (_, i) => {
        const y = PAD.top + (PLOT_H / TICKS) * i;
        return (
          <g key={i} aria-hidden="true">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="ops-dash__grid" />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="ops-dash__axis">
              {shortAmount((amountMax / TICKS) * (TICKS - i))}
            </text>
            <text x={WIDTH - PAD.right + 6} y={y + 4} className="ops-dash__axis">
              {(countMax / TICKS) * (TICKS - i)}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** The number of orders per day: a line through a dot on each day. */
function OrderCountLine({
  series,
  x,
  yCount,
}: {
  series: readonly DashboardDay[];
  x: (i: number) => number;
  yCount: (count: number) => number;
}) {
  const line = series.map(
    (d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yCount(d.orderCount).toFixed(1)}`,
  );
  return (
    <>
      <path d={line.join(' ')} className="ops-dash__line" aria-hidden="true" />
      {series.map((d, i) => (
        <circle
          key={d.day}
          cx={x(i)}
          cy={yCount(d.orderCount)}
          r={3}
          className="ops-dash__dot"
          aria-hidden="true"
        />
      ))}
    </>
  );
}
