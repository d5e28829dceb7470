import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import '../components/checkin.css';
import { INSTANCE_PARAM, UUID_PATTERN } from '../links';

/** /session/checkin_complete: thanks, and the way to the student's results when we know which check-in it was. */
export default function CheckinCompleteRoute() {
  const [search] = useSearchParams();
  const state = useLocation().state as { instanceId?: string } | null;
  const candidate = search.get(INSTANCE_PARAM) ?? state?.instanceId ?? '';
  const instanceId = UUID_PATTERN.test(candidate) ? candidate : null;

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
      </section>
    </div>
  );
}
