import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import '../components/checkin.css';
import { INSTANCE_PARAM, SESSION_PARAM, UUID_PATTERN } from '../links';

const uuidOrNull = (candidate: string | null | undefined) =>
  candidate && UUID_PATTERN.test(candidate) ? candidate : null;

/**
 * /session/checkin_complete: thanks, the way to the student's results when we know which check-in it was, and on a
 * shared device the way in for the next student.
 */
export default function CheckinCompleteRoute() {
  const [search] = useSearchParams();
  const state = useLocation().state as { instanceId?: string; sessionId?: string } | null;
  const instanceId = uuidOrNull(search.get(INSTANCE_PARAM) ?? state?.instanceId);
  const sessionId = uuidOrNull(search.get(SESSION_PARAM) ?? state?.sessionId);

  return (
    <div className="checkin checkin--centered">
      <section className="checkin-card" aria-labelledby="checkin-complete-title">
        <p className="checkin-eyebrow">Check-in complete</p>
        <h1 id="checkin-complete-title" className="checkin-card__title">
          Thank you!
        </h1>
        <p>Your answers have been saved and your teacher can see them. You can close this page now.</p>
        {instanceId ? (
          <div className="checkin-card__actions">
            <Link
              className="checkin-button checkin-button--primary"
              to={paths.studentAssessmentInstance.to(instanceId)}
              data-testid="results-link"
            >
              See your results
            </Link>
          </div>
        ) : null}
        {sessionId ? (
          <div className="new-student">
            <p>Someone else using this device next? They start their own check-in here.</p>
            <Link className="checkin-button checkin-button--wide" to={paths.studentSession.to(sessionId)}>
              Start as a new student
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
