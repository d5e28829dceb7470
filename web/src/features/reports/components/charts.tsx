import type { RatingCount } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { levelProps, scaleColours } from '../../../ui/level-colours';
import { formatNumber, scaleBounds } from '../model/rating-level';

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
  const colours = scaleColours(scale);
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
                  const level = levelProps(scale, c.value);
                  const onBar = colours[scale.levels.findIndex((l) => l.value === c.value)]?.onBar ?? '#000';
                  const part = (
                    <g key={c.value}>
                      <rect className="report-level" {...level} x={x} y={y} width={w} height={ROW_H - 6}>
                        <title>{`${c.label}: ${c.count}`}</title>
                      </rect>
                      {w > 18 ? (
                        <text
                          x={x + w / 2}
                          y={y + ROW_H / 2 + 1}
                          textAnchor="middle"
                          style={{ fill: onBar, fontWeight: 700 }}
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

export type Column = { label: string; value: number | null };

const AXIS_W = 110;

/**
 * Columns of averages on a rating scale (an average over time): the value above each column, its label below, and
 * a line at each level of the scale named beside it. Columns are one colour: an average is no level of its own.
 */
export function ColumnChart({
  columns,
  scale,
  title,
}: {
  columns: readonly Column[];
  scale: RatingScale;
  title: string;
}) {
  const height = 200;
  const top = 16;
  const plot = height - 36 - top;
  const { min, max } = scaleBounds(scale);
  const y = (v: number) => top + plot - (max === min ? plot : ((v - min) / (max - min)) * plot);
  const step = Math.min(80, (WIDTH - AXIS_W) / Math.max(columns.length, 1));
  return (
    <svg
      className="report-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={title}
      data-testid="column-chart"
    >
      {scale.levels.map((l) => (
        <g key={l.value}>
          <line x1={AXIS_W - 4} x2={WIDTH} y1={y(l.value)} y2={y(l.value)} stroke="#d9dee7" />
          <text x={AXIS_W - 8} y={y(l.value) + 4} textAnchor="end">
            {l.value} {l.label}
          </text>
        </g>
      ))}
      {columns.map((c, i) => {
        const x = AXIS_W + 6 + i * step;
        const h = c.value === null ? 0 : Math.max(2, y(min) - y(c.value) + 6);
        const topOf = y(min) + 6 - h;
        return (
          <g key={i}>
            <rect className="report-column" x={x} y={topOf} width={step * 0.7} height={h} />
            <text x={x + step * 0.35} y={topOf - 4} textAnchor="middle">
              {c.value === null ? '—' : formatNumber(c.value)}
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
