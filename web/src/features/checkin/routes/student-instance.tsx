import { ABANDONED_MESSAGE } from '@checkin/domain';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { studentInstance, useInstanceDocument } from '../api/get-instance';
import { ChatLog } from '../components/chat-log';
import { CheckinLoading, CheckinProblem } from '../components/checkin-status';
import { OverallResult } from '../components/overall-result';
import { UUID_PATTERN } from '../links';
import { checkinView, isOver } from '../model/checkin-view';
import { findResultsAccess } from '../results-in-this-tab';
import '../components/checkin.css';

/** Route rule: an instance id is a UUID. */
export function validate(params: Record<string, string | undefined>): boolean {
  return UUID_PATTERN.test(params.assessmentId ?? '');
}

/** /assessment_instance/student/{id}: a finished check-in for its student, with what the teacher chose to show. */
export default function StudentInstanceRoute() {
  const { assessmentId = '' } = useParams();
  const stored = useMemo(() => findResultsAccess(assessmentId), [assessmentId]);
  const read = useMemo(() => (stored ? studentInstance(stored.token) : null), [stored]);
  const instance = useInstanceDocument(stored ? assessmentId : undefined, read);
  const doc = instance.data;
  const view = useMemo(() => (doc ? checkinView({ doc, streamText: '', sending: null }) : null), [doc]);

  if (!stored) {
    return (
      <CheckinProblem
        title="Your results are not on this device"
        message="Results can be seen only in the browser where the check-in was taken."
      >
        <p>
          If you took it on another computer or browser, open this page there. Your teacher can see your results either
          way.
        </p>
      </CheckinProblem>
    );
  }
  if (instance.isError && !doc) {
    const expired = instance.error instanceof ApiError && [401, 403, 404].includes(instance.error.status);
    return (
      <CheckinProblem
        title="We could not open your results"
        message={
          expired
            ? 'This browser can no longer open these results: the link may have expired. Your teacher can still see them.'
            : instance.error.message
        }
      >
        {expired ? null : (
          <button
            type="button"
            className="checkin-button checkin-button--primary"
            onClick={() => void instance.refetch()}
          >
            Try again
          </button>
        )}
      </CheckinProblem>
    );
  }
  if (!doc || !view) return <CheckinLoading label="Loading your results…" />;

  const finished = isOver(view.stage);
  return (
    <div className="checkin checkin--chat">
      <header className="checkin-header">
        <div className="checkin-header__text">
          <p className="checkin-eyebrow">Your results</p>
          <h1 className="checkin-header__title" data-testid="checkin-title">
            {view.title}
          </h1>
          <p className="checkin-header__topic">{view.topic}</p>
        </div>
      </header>
      {!finished ? (
        <div className="checkin-card checkin-card--inline">
          <p>This check-in is not finished yet.</p>
          <Link className="checkin-button checkin-button--primary" to={paths.studentSession.to(stored.sessionId)}>
            Continue the check-in
          </Link>
        </div>
      ) : null}
      {view.stage === 'abandoned' ? (
        <div className="checkin-card checkin-card--inline">
          <p role="status">{ABANDONED_MESSAGE}</p>
        </div>
      ) : null}
      <OverallResult overall={view.overall} questions={view.results} />
      <h2 className="checkin-section-title">Your conversation</h2>
      <ChatLog items={view.items.filter((item) => item.kind !== 'writing')} follow={false} />
    </div>
  );
}
