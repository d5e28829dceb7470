import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CheckinLoading, CheckinProblem } from '../components/checkin-status';
import { CheckinWelcome } from '../components/checkin-welcome';
import { useCheckin } from '../hooks/use-checkin';
import { UUID_PATTERN } from '../links';

type ConversationModule = typeof import('../components/checkin-conversation');

/**
 * The conversation is not part of the page's first download: a new student starts on the welcome screen, and a
 * returning one waits for their document anyway. Its download starts with the page, alongside those calls; a
 * failed one is tried again when the conversation is due, and fails the page (its error boundary) after that.
 */
const loadConversation = () => import('../components/checkin-conversation');
let conversationModule: ConversationModule | null = null;
const conversationLoad = loadConversation().then(
  (module) => (conversationModule = module),
  () => null,
);

function useConversationModule(needed: boolean): ConversationModule | null {
  const [module, setModule] = useState(conversationModule);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    conversationLoad
      .then((loaded) => loaded ?? loadConversation())
      .then(
        (loaded) => live && setModule(loaded),
        (error: unknown) => live && setFailure(error),
      );
    return () => {
      live = false;
    };
  }, [needed, module]);
  if (failure) throw failure;
  return module;
}

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
  const conversation = useConversationModule(phase.kind === 'checkin');

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
              Start a new check-in
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
          focusName={checkin.welcomesNewStudent}
        />
      );
    }
    case 'checkin': {
      if (!conversation) return <CheckinLoading />;
      const { CheckinConversation } = conversation;
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
          startAgain={checkin.startAgainOffer}
          newStudent={checkin.newStudent}
        />
      );
    }
  }
}
