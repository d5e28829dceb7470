import { useParams } from 'react-router-dom';
import { CheckinConversation } from '../components/checkin-conversation';
import { CheckinLoading, CheckinProblem } from '../components/checkin-status';
import { CheckinWelcome } from '../components/checkin-welcome';
import { useCheckin } from '../hooks/use-checkin';
import { UUID_PATTERN } from '../links';

/** Route rule: a session link holds a UUID; anything else is the 404 page. */
export function validate(params: Record<string, string | undefined>): boolean {
  return UUID_PATTERN.test(params.sessionId ?? '');
}

/** /session/{session_id}: a student's check-in, from the welcome screen to the result. */
export default function StudentSessionRoute() {
  const { sessionId = '' } = useParams();
  // A new link is a new check-in: nothing of the previous one's state carries over.
  return <StudentCheckin key={sessionId} sessionId={sessionId} />;
}

function StudentCheckin({ sessionId }: { sessionId: string }) {
  const checkin = useCheckin(sessionId);
  const { phase } = checkin;

  switch (phase.kind) {
    case 'loading':
      return <CheckinLoading />;
    case 'problem':
      return (
        <CheckinProblem title="We could not open this check-in" message={phase.message}>
          {phase.canRetry ? (
            <button type="button" className="checkin-button checkin-button--primary" onClick={checkin.reload}>
              Try again
            </button>
          ) : null}
          {phase.canStartOver ? (
            <button type="button" className="checkin-button checkin-button--primary" onClick={checkin.startOver}>
              Start again
            </button>
          ) : null}
        </CheckinProblem>
      );
    case 'welcome': {
      const source = checkin.doc
        ? {
            title: checkin.doc.title,
            topic: checkin.doc.topic,
            grade: checkin.doc.grade,
            numberOfQuestions: checkin.doc.numberOfQuestions,
          }
        : {
            title: checkin.template?.name ?? 'Check-in',
            topic: checkin.template?.topic ?? '',
            grade: checkin.template?.grade,
            numberOfQuestions: checkin.template?.numberOfQuestions ?? 0,
          };
      return (
        <CheckinWelcome
          {...source}
          name={checkin.studentName}
          onNameChange={checkin.setStudentName}
          onStart={() => void checkin.start()}
          starting={checkin.starting}
        />
      );
    }
    case 'checkin':
      return (
        <CheckinConversation
          view={phase.view}
          draft={checkin.draft}
          onDraftChange={checkin.setDraft}
          onSend={checkin.send}
          sendError={checkin.sendError}
          onRetry={checkin.retryAi}
          retrying={checkin.retrying}
          retryError={checkin.retryError}
          connectionNotice={checkin.connectionNotice}
          onFinish={checkin.finish}
        />
      );
  }
}
