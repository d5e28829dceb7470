import { Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { type DayCount, chartSummary, formatDay, scaleTop } from '../model/checkins-by-day';
import './org-admin.css';

/** Drawn at the width it is shown at, so its words keep their size on a phone; before it is measured, this. */
const FALLBACK_WIDTH = 640;
const HEIGHT = 180;
const AXIS_W = 32;
const LABEL_H = 20;
const PLOT_H = HEIGHT - LABEL_H - 8;

/**
 * Students' CheckIns per day of the month as bars, drawn without a chart library: an image with a title and a
 * one-sentence summary for screen readers, each bar its own tooltip, and the same numbers as a table on request.
 */
export function CheckInsChart({ days }: { days: readonly DayCount[] }) {
  const titleId = useId();
  const descId = useId();
  const { ref, width: measured } = useElementSize();
  const WIDTH = Math.round(measured) || FALLBACK_WIDTH;
  const top = scaleTop(days);
  const slot = (WIDTH - AXIS_W) / Math.max(days.length, 1);
  // A day's number under every fifth bar, or every tenth where five bars are too narrow for it.
  const labelEvery = slot * 5 >= 24 ? 5 : 10;
  const barW = Math.max(2, slot * 0.7);
  const y = (value: number) => 4 + PLOT_H - (value / top) * PLOT_H;
  const summary = chartSummary(days);
  return (
    <figure className="org-chart" ref={ref}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>CheckIns by day this month</title>
        <desc id={descId}>{summary}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick} className="org-chart__grid">
            <line x1={AXIS_W} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
            <text x={AXIS_W - 6} y={y(tick) + 4} textAnchor="end">
              {Number.isInteger(tick) ? tick : ''}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = AXIS_W + i * slot + (slot - barW) / 2;
          const dayOfMonth = Number(day.date.slice(8, 10));
          return (
            <g key={day.date}>
              <rect className="org-chart__bar" x={x} y={y(day.checkins)} width={barW} height={y(0) - y(day.checkins)}>
                <title>{`${formatDay(day.date)}: ${day.checkins}`}</title>
              </rect>
              {dayOfMonth === 1 || dayOfMonth % labelEvery === 0 ? (
                <text className="org-chart__day" x={x + barW / 2} y={HEIGHT - 6} textAnchor="middle">
                  {dayOfMonth}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Text component="figcaption" size="sm" c="dimmed">
        {summary}
      </Text>
      {days.length > 0 ? (
        <details className="org-chart__numbers">
          <summary>Show the numbers</summary>
          <Table striped withTableBorder mt="xs" maw={360}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col" ta="right">
                  CheckIns
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Th scope="row" fw={400}>
                    {formatDay(day.date)}
                  </Table.Th>
                  <Table.Td ta="right">{day.checkins}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      ) : null}
    </figure>
  );
}
