import type { ScoredGroup } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import type { ReactNode } from 'react';
import { levelProps } from '../../../ui/level-colours';
import { averageText } from '../model/rating-level';

export type ScoredLine = ScoredGroup & { key: string; label: ReactNode };

/** Groups (weeks, topics, grades, CheckIns) with attempts, finished and the average overall rating on the scale. */
export function ScoredTable({
  caption,
  heading,
  lines,
  scale,
  extra,
  testId,
}: {
  caption: string;
  heading: string;
  lines: readonly ScoredLine[];
  scale: RatingScale;
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
            <th scope="col">Average overall rating</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              {extra ? <td>{extra.cell(line.key)}</td> : null}
              <td>{line.attempts}</td>
              <td>{line.finished}</td>
              <td className="report-cell report-level" {...levelProps(scale, line.averageRating)}>
                {averageText(scale, line.averageRating)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
