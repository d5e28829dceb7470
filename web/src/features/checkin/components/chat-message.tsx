import { AnswerKeyView } from '../../../ui/answer-key';
import type { ChatItem } from '../model/checkin-view';
import { RatingLine } from './rating-line';

const SENDING_TEXT = { saved: null, sending: 'Sending…', 'waiting-network': 'Waiting for the connection…' } as const;

/** One entry of the conversation. Text is always text: React escapes it, CSS keeps its line breaks. */
export function ChatMessage({ item }: { item: ChatItem }) {
  if (item.kind === 'ai') {
    return (
      <li className="chat-message chat-message--ai" data-testid="ai-message">
        <p className="chat-message__who">
          Examiner{item.label ? <span className="chat-message__label"> · {item.label}</span> : null}
        </p>
        <p className="chat-message__text checkin-text">{item.text}</p>
      </li>
    );
  }
  if (item.kind === 'writing') {
    return (
      <li className="chat-message chat-message--ai chat-message--writing" data-testid="ai-writing" aria-busy="true">
        <p className="chat-message__who">Examiner</p>
        {item.text ? (
          <p className="chat-message__text checkin-text" data-testid="ai-streaming">
            {item.text}
            <span className="typing-caret" aria-hidden="true" />
          </p>
        ) : (
          <p className="chat-message__text chat-message__typing">
            <span className="typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>The examiner is writing…</span>
          </p>
        )}
      </li>
    );
  }
  const status = SENDING_TEXT[item.status];
  return (
    <li className="chat-message chat-message--student" data-testid="student-message">
      <p className="chat-message__who">You</p>
      <p className="chat-message__text checkin-text">{item.text}</p>
      {status ? <p className="chat-message__status">{status}</p> : null}
      {item.rating ? <RatingLine rating={item.rating} title="Rating" /> : null}
      {item.ratingPending ? <p className="chat-message__status">Rating your answer…</p> : null}
      {item.example ? (
        <div className="example-answer" data-testid="example-answer">
          <p className="example-answer__title">Example answer</p>
          <p className="checkin-text">{item.example}</p>
        </div>
      ) : null}
      {item.answerKey ? (
        <AnswerKeyView
          answerKey={item.answerKey.key}
          keyPoints={item.answerKey.keyPoints}
          note="Only you see this, in your preview: students never do."
        />
      ) : null}
    </li>
  );
}
