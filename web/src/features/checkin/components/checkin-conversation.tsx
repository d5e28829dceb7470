import { ABANDONED_MESSAGE } from '@checkin/domain';
import { useEffect, useRef } from 'react';
import { type CheckinView, isOver } from '../model/checkin-view';
import { AiFailure } from './ai-failure';
import { AnswerBox } from './answer-box';
import { ChatLog } from './chat-log';
import { ConnectionNotice } from './connection-notice';
import { LiveAnnouncer } from './live-announcer';
import { NewStudent, type NewStudentOffer } from './new-student';
import { OverallResult } from './overall-result';
import { StartAgain, type StartAgainOffer } from './start-again';
import './checkin.css';

export type CheckinConversationProps = {
  view: CheckinView;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  sendError?: string | null;
  onRetry: () => void;
  retrying?: boolean;
  retryError?: string | null;
  connectionNotice?: string | null;
  onFinish: () => void;
  /** Offered once the check-in is over, when the teacher allows another try. */
  startAgain?: StartAgainOffer | null;
  /** Offered once the check-in is over, on a student's device: someone else starts their own. */
  newStudent?: NewStudentOffer | null;
};

/** The check-in itself: header with progress, the conversation, then the answer box or the result. */
export function CheckinConversation(props: CheckinConversationProps) {
  const { view } = props;
  const finish = useRef<HTMLButtonElement>(null);
  const composer = useRef<HTMLDivElement>(null);
  const over = isOver(view.stage);

  useEffect(() => {
    if (over) finish.current?.focus();
  }, [over]);

  return (
    <div className="checkin checkin--chat">
      <header className="checkin-header">
        <div className="checkin-header__text">
          <h1 className="checkin-header__title" data-testid="checkin-title">
            {view.title}
          </h1>
          <p className="checkin-header__topic">{view.topic}</p>
        </div>
        {view.progress ? (
          <p className="checkin-progress" data-testid="progress">
            {view.progress}
          </p>
        ) : null}
      </header>

      {view.stage !== 'conversation' ? <ConnectionNotice notice={props.connectionNotice ?? null} /> : null}
      <ChatLog items={view.items} bottomInset={() => composer.current?.offsetHeight ?? 0} />

      {view.failure ? (
        <AiFailure
          message={view.failure.message}
          onRetry={props.onRetry}
          retrying={props.retrying ?? false}
          retryError={props.retryError}
          takeFocus={view.failure.kind === 'next-response'}
        />
      ) : null}

      {view.stage === 'conversation' ? (
        <div className="checkin-composer" ref={composer}>
          {/* Beside the answer box, where the student is looking. */}
          <ConnectionNotice notice={props.connectionNotice ?? null} />
          <AnswerBox
            value={props.draft}
            onChange={props.onDraftChange}
            onSend={props.onSend}
            disabled={!view.canAnswer}
            disabledReason={
              view.waitingForNetwork
                ? 'Waiting for the connection…'
                : view.aiWriting
                  ? 'The examiner is writing…'
                  : view.failure
                    ? 'Retry to continue'
                    : undefined
            }
            error={props.sendError}
          />
        </div>
      ) : null}

      {over ? (
        <section className="checkin-end" aria-label="End of the check-in">
          {view.stage === 'canceled' ? (
            <p role="status">This check-in was ended by your teacher.</p>
          ) : view.stage === 'abandoned' ? (
            <p role="status">{ABANDONED_MESSAGE}</p>
          ) : (
            <p>You have answered all the questions. Well done!</p>
          )}
          <OverallResult overall={view.overall} questions={view.results} />
          <button
            type="button"
            ref={finish}
            className="checkin-button checkin-button--primary checkin-button--wide"
            data-testid="finish-button"
            onClick={props.onFinish}
          >
            Finish
          </button>
          {props.startAgain ? <StartAgain {...props.startAgain} /> : null}
          {props.newStudent ? <NewStudent {...props.newStudent} /> : null}
        </section>
      ) : null}

      <LiveAnnouncer message={view.lastAiMessage} />
    </div>
  );
}
