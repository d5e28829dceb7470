import type { ScoredGroup } from '@checkin/contracts';
import type { ReactNode } from 'react';
import { formatNumber, scoreLevel } from '../model/rating-level';

export type ScoredLine = ScoredGroup & { key: string; label: ReactNode };

/** Groups (weeks, topics, grades, CheckIns) with attempts, finished and the average score out of 100. */
export function ScoredTable({
  caption,
  heading,
  lines,
  extra,
  testId,
}: {
  caption: string;
  heading: string;
  lines: readonly ScoredLine[];
  extra?: { heading: string; cell: (key: string) => ReactNode };
  testId?: string;
}) {
  return (
    <div className="report-grid-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="report-grid" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {extra ? <th scope="col">{extra.heading}</th> : null}
            <th scope="col">Attempts</th>
            <th scope="col">Finished</th>
            <th scope="col">Average score (0–100)</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              {extra ? <td>{extra.cell(line.key)}</td> : null}
              <td>{line.attempts}</td>
              <td>{line.finished}</td>
              <td className="report-cell report-level" data-level={scoreLevel(line.averageScore)}>
                {line.averageScore === null ? '—' : formatNumber(line.averageScore)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
