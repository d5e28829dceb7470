import type { SessionSummary } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { levelProps } from '../../../ui/level-colours';
import { plural } from '../model/plural';
import { averageText } from '../model/rating-level';

/** A line per session of the CheckIn: how many took it, finished it, and their average overall rating. */
export function SessionLines({ sessions, scale }: { sessions: readonly SessionSummary[]; scale: RatingScale }) {
  return (
    <section aria-labelledby="sessions-title" className="report-section">
      <Title order={2} size="h3" id="sessions-title" mb="sm">
        Sessions
      </Title>
      <div className="report-grid-wrap">
        <table className="report-grid" data-testid="session-lines">
          <caption>{plural(sessions.length, 'session')}</caption>
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">Students</th>
              <th scope="col">Finished</th>
              <th scope="col">Average overall rating</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.sessionId}>
                <th scope="row">
                  <Link to={paths.sessionReport.to(s.sessionId)}>{s.name}</Link>
                </th>
                <td>{s.students}</td>
                <td>{s.finished}</td>
                <td className="report-cell report-level" {...levelProps(scale, s.averageRating)}>
                  {averageText(scale, s.averageRating)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
