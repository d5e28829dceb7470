import type { RatingCount } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { type RatingLevel, ratingLevel } from '../model/rating-level';

/**
 * Two small SVG charts, without a chart library. Each is an image with a summary for screen readers; the page
 * puts a table with the same numbers beside it, which is the accessible alternative and what prints best.
 */

export type StackedRow = { label: string; counts: readonly RatingCount[] };

const ROW_H = 26;
const LABEL_W = 44;
const WIDTH = 600;

/** One 100% bar per row (a question), split by rating level; the count is written in each wide enough part. */
export function StackedBarsChart({
  rows,
  scale,
  title,
}: {
  rows: readonly StackedRow[];
  scale: RatingScale;
  title: string;
}) {
  const height = rows.length * ROW_H + 4;
  const barW = WIDTH - LABEL_W - 8;
  return (
    <svg
      className="report-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={title}
      data-testid="stacked-chart"
    >
      {rows.map((row, i) => {
        const total = row.counts.reduce((n, c) => n + c.count, 0);
        let x = LABEL_W;
        const y = i * ROW_H + 2;
        return (
          <g key={row.label}>
            <text x={0} y={y + ROW_H / 2 + 4}>
              {row.label}
            </text>
            <rect x={LABEL_W} y={y} width={barW} height={ROW_H - 6} fill="#f5f7fb" stroke="#d9dee7" />
            {total > 0
              ? row.counts.map((c) => {
                  if (c.count === 0) return null;
                  const w = (c.count / total) * barW;
                  const part = (
                    <g key={c.value}>
                      <rect
                        className="report-level"
                        data-level={ratingLevel(scale, c.value)}
                        x={x}
                        y={y}
                        width={w}
                        height={ROW_H - 6}
                      />
                      {w > 18 ? (
                        <text
                          x={x + w / 2}
                          y={y + ROW_H / 2 + 1}
                          textAnchor="middle"
                          style={{ fill: '#fff', fontWeight: 700 }}
                        >
                          {c.count}
                        </text>
                      ) : null}
                    </g>
                  );
                  x += w;
                  return part;
                })
              : null}
          </g>
        );
      })}
    </svg>
  );
}

export type Column = { label: string; value: number | null; level: RatingLevel; note?: string };

/** Columns from 0 to `max` (a score over time): the value above each column, its label below. */
export function ColumnChart({ columns, max, title }: { columns: readonly Column[]; max: number; title: string }) {
  const height = 180;
  const plot = height - 36;
  const step = Math.min(80, (WIDTH - 30) / Math.max(columns.length, 1));
  return (
    <svg
      className="report-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={title}
      data-testid="column-chart"
    >
      <line x1={24} x2={WIDTH} y1={plot + 12} y2={plot + 12} stroke="#9aa5b4" />
      <text x={0} y={16}>
        {max}
      </text>
      <text x={0} y={plot + 12}>
        0
      </text>
      {columns.map((c, i) => {
        const h = c.value === null ? 0 : (c.value / max) * plot;
        const x = 30 + i * step;
        return (
          <g key={i}>
            <rect className="report-level" data-level={c.level} x={x} y={plot + 12 - h} width={step * 0.7} height={h} />
            <text x={x + step * 0.35} y={plot + 8 - h} textAnchor="middle">
              {c.value === null ? '—' : Math.round(c.value)}
            </text>
            <text x={x + step * 0.35} y={height - 8} textAnchor="middle">
              {c.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
