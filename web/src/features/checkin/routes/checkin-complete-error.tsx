import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import '../components/checkin.css';
import { SESSION_PARAM, UUID_PATTERN } from '../links';

/** /session/checkin_complete_error: the check-in could not be created or started. Say why, and lead back. */
export default function CheckinCompleteErrorRoute() {
  const [search] = useSearchParams();
  const state = useLocation().state as { message?: string; sessionId?: string } | null;
  const candidate = search.get(SESSION_PARAM) ?? state?.sessionId ?? '';
  const sessionId = UUID_PATTERN.test(candidate) ? candidate : null;
  const message = state?.message || 'Error starting assessment session as the session was not created';

  return (
    <div className="checkin checkin--centered">
      <section className="checkin-card" aria-labelledby="checkin-error-title">
        <h1 id="checkin-error-title" className="checkin-card__title">
          We could not start your check-in
        </h1>
        <p role="alert" data-testid="checkin-error-message">
          {message}
        </p>
        <p>You can try again in a moment. If it keeps happening, let your teacher know.</p>
        <div className="checkin-card__actions">
          {sessionId ? (
            <Link
              className="checkin-button checkin-button--primary"
              to={paths.studentSession.to(sessionId)}
              data-testid="back-to-session"
            >
              Back to the check-in
            </Link>
          ) : (
            <p>Open the link your teacher shared to try again.</p>
          )}
        </div>
      </section>
    </div>
  );
}
