import type { InstanceDocument } from '@checkin/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CLOSING, NOT_RATED_WHY, Q1, Q2, RAIN_KEY, RAIN_VERDICTS, makeDoc } from '../../__tests__/fixtures';
import { CheckinConversation } from '../../components/checkin-conversation';
import { type CheckinViewInput, checkinView } from '../../model/checkin-view';

type Props = Partial<Omit<CheckinViewInput, 'doc'>> & {
  doc: InstanceDocument;
  onSend?: (draft: string) => void;
  onRetry?: () => void;
  onFinish?: () => void;
  connectionNotice?: string | null;
};

/** The conversation as the route draws it: the view-model over a document, the draft kept in state. */
function Checkin({
  doc,
  streamText = '',
  sending = null,
  retrying,
  onSend = vi.fn(),
  onRetry = vi.fn(),
  onFinish = vi.fn(),
  connectionNotice,
}: Props) {
  const [draft, setDraft] = useState('');
  return (
    <CheckinConversation
      view={checkinView({ doc, streamText, sending, retrying })}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => onSend(draft)}
      onRetry={onRetry}
      onFinish={onFinish}
      connectionNotice={connectionNotice}
    />
  );
}

const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const writingReply = makeDoc([Q1, { answer: 'Evaporation and rain' }], {
  ai: { pending: ['next-response'], failed: [] },
});

describe('A student answers the examiner', () => {
  it('sees the question and where they are in the check-in', () => {
    render(<Checkin doc={makeDoc([Q1])} />);
    expect(within(log()).getByText(Q1.ai)).toBeInTheDocument();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 1 of 3');
    expect(screen.getByRole('heading', { name: 'Water Cycle Check-In' })).toBeInTheDocument();
  });

  it('sends with Enter, and starts a new line with Shift+Enter', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Checkin doc={makeDoc([Q1])} onSend={onSend} />);
    await user.type(answerBox(), 'Evaporation{Shift>}{Enter}{/Shift}then rain');
    expect(answerBox()).toHaveValue('Evaporation\nthen rain');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Evaporation\nthen rain');
  });

  it('can also send with the Send button, but not an empty answer', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Checkin doc={makeDoc([Q1])} onSend={onSend} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(answerBox(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(answerBox(), 'Rain');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('   Rain');
  });

  it('cannot answer while the examiner writes, and gets the box back, focused, after the reply', () => {
    const { rerender } = render(<Checkin doc={writingReply} />);
    expect(answerBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('The examiner is writing…')).toBeInTheDocument();

    rerender(<Checkin doc={makeDoc([Q1, { answer: 'Evaporation and rain' }, Q2])} />);
    expect(answerBox()).toBeEnabled();
    expect(answerBox()).toHaveFocus();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 2 of 3');
  });

  it('watches the reply appear word by word, then the complete message takes its place', () => {
    const { rerender } = render(<Checkin doc={writingReply} streamText="Thanks." />);
    expect(screen.getByTestId('ai-streaming')).toHaveTextContent('Thanks.');
    rerender(<Checkin doc={writingReply} streamText="Thanks. Question 2 of 3:" />);
    expect(screen.getByTestId('ai-streaming')).toHaveTextContent('Thanks. Question 2 of 3:');

    rerender(
      <Checkin doc={makeDoc([Q1, { answer: 'Evaporation and rain' }, Q2])} streamText="Thanks. Question 2 of 3:" />,
    );
    expect(screen.queryByTestId('ai-streaming')).not.toBeInTheDocument();
    expect(within(log()).getAllByText(Q2.ai)).toHaveLength(1);
  });

  it('sees their answer at once while it is sent, and is told when it waits for the connection', () => {
    const sending = { content: 'Evaporation', answerNumber: 1, waitingForNetwork: true };
    render(<Checkin doc={makeDoc([Q1])} sending={sending} connectionNotice="Reconnecting…" />);
    expect(within(log()).getByText('Evaporation')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the connection…')).toBeInTheDocument();
    expect(screen.getByTestId('connection-notice')).toHaveTextContent('Reconnecting…');
    expect(screen.getByTestId('connection-notice')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('When the AI fails', () => {
  const failed = makeDoc([Q1, { answer: 'Evaporation' }], {
    ai: { pending: [], failed: [{ kind: 'next-response', error: 'boom' }] },
  });

  it('the student reads what went wrong and can retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Checkin doc={failed} onRetry={onRetry} />);
    expect(screen.getByText('There was a problem getting a response from the AI')).toBeInTheDocument();
    expect(answerBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps typing when only a rating failed: Retry is offered without taking the focus', async () => {
    const user = userEvent.setup();
    const doc = makeDoc([Q1, { answer: 'Evaporation' }, Q2], {
      ai: { pending: [], failed: [{ kind: 'rate-answer', error: 'boom' }] },
    });
    render(<Checkin doc={doc} />);
    expect(screen.getByText('There was a problem getting the rating for the last response')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveFocus();
    await user.type(answerBox(), 'Still typing');
    expect(answerBox()).toHaveValue('Still typing');
  });

  it('the Retry button goes away while the retry waits for the reply', () => {
    render(<Checkin doc={failed} retrying />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByText('The examiner is writing…')).toBeInTheDocument();
  });
});

describe('Ratings follow the teacher’s choices', () => {
  const turns = [
    Q1,
    {
      answer: 'Evaporation',
      rating: 3,
      explanation: 'You named the main steps.',
      example: 'Water evaporates, condenses, falls.',
    },
    Q2,
  ];

  it('shows the rating with its explanation, and the example answer, when both are on', () => {
    render(<Checkin doc={makeDoc(turns)} />);
    expect(screen.getByTestId('rating')).toHaveTextContent('Rating: Proficient (3 of 4)');
    expect(screen.getByText('You named the main steps.')).toBeInTheDocument();
    expect(screen.getByTestId('example-answer')).toHaveTextContent('Water evaporates, condenses, falls.');
  });

  it('hides the rating and explanation without showSingleQuestionRating', () => {
    render(<Checkin doc={makeDoc(turns, { showSingleQuestionRating: false })} />);
    expect(screen.queryByTestId('rating')).not.toBeInTheDocument();
    expect(screen.queryByText('You named the main steps.')).not.toBeInTheDocument();
    expect(screen.getByTestId('example-answer')).toBeInTheDocument();
  });

  it('hides the example answer without showExampleAnswer', () => {
    render(<Checkin doc={makeDoc(turns, { showExampleAnswer: false })} />);
    expect(screen.getByTestId('rating')).toBeInTheDocument();
    expect(screen.queryByTestId('example-answer')).not.toBeInTheDocument();
  });

  it('sees the rating arrive a little after the reply', () => {
    const unrated = makeDoc([Q1, { answer: 'Evaporation' }, Q2], { ai: { pending: ['rate-answer'], failed: [] } });
    const { rerender } = render(<Checkin doc={unrated} />);
    expect(screen.getByText('Rating your answer…')).toBeInTheDocument();
    rerender(<Checkin doc={makeDoc(turns)} />);
    expect(screen.queryByText('Rating your answer…')).not.toBeInTheDocument();
    expect(screen.getByTestId('rating')).toHaveTextContent('Proficient');
  });
});

describe('Answers without an answer key', () => {
  it('say "Not rated" and why, with no example answer', () => {
    render(<Checkin doc={makeDoc([Q1, { answer: 'Evaporation', rating: null, explanation: NOT_RATED_WHY }, Q2])} />);
    expect(screen.getByTestId('rating')).toHaveTextContent(`Rating: Not rated${NOT_RATED_WHY}`);
    expect(screen.getByTestId('rating')).not.toHaveTextContent('of 4');
    expect(screen.queryByText('Rating your answer…')).not.toBeInTheDocument();
    expect(screen.queryByTestId('example-answer')).not.toBeInTheDocument();
  });

  it('never show the student an answer key, even when the document carries one', () => {
    const keyed = {
      answer: 'Evaporation',
      rating: 2,
      explanation: 'Half.',
      answerKey: RAIN_KEY,
      keyPoints: RAIN_VERDICTS,
    };
    render(<Checkin doc={makeDoc([Q1, keyed, Q2], { showExampleAnswer: false })} />);
    expect(screen.getByTestId('rating')).toHaveTextContent('Developing');
    expect(screen.queryByTestId('answer-key')).not.toBeInTheDocument();
    expect(screen.queryByText(/clouds are made of smoke/)).not.toBeInTheDocument();
  });

  it('make the overall result "Not rated" when nothing could be rated', () => {
    const overall = {
      rating: null,
      ratingLabel: 'Not rated',
      explanation: 'No answer could be rated.',
      feedback: 'Thanks!',
    };
    render(
      <Checkin doc={makeDoc([Q1, { answer: 'a' }, CLOSING], { state: 'Rated', overall, numberOfQuestions: 1 })} />,
    );
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(result).toHaveTextContent('Overall rating: Not rated');
    expect(result).not.toHaveTextContent('of 4');
    expect(result).toHaveTextContent('No answer could be rated.');
  });
});

describe('At the end of the check-in', () => {
  const overall = {
    rating: 4,
    ratingLabel: 'Advanced',
    explanation: 'Clear and complete.',
    feedback: 'Keep explaining your reasons.',
  };
  const end = [Q1, { answer: 'a' }, Q2, { answer: 'b' }, CLOSING];
  const finished = (flags: Partial<InstanceDocument> = {}) =>
    makeDoc(end, { state: 'Rated', overall, numberOfQuestions: 2, ...flags });

  it('the student sees the overall rating and feedback, then finishes', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Checkin doc={finished()} onFinish={onFinish} />);
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(result).toHaveTextContent('Overall rating: Advanced (4 of 4)');
    expect(result).toHaveTextContent('Keep explaining your reasons.');
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('shows no overall rating without showOverallRating, and no feedback without showOverallFeedback', () => {
    const { unmount } = render(<Checkin doc={finished({ showOverallRating: false })} />);
    expect(screen.queryByText(/Overall rating/)).not.toBeInTheDocument();
    expect(screen.getByTestId('overall-feedback')).toHaveTextContent('Keep explaining your reasons.');
    unmount();
    render(<Checkin doc={finished({ showOverallFeedback: false })} />);
    expect(screen.getByText(/Overall rating/)).toBeInTheDocument();
    expect(screen.queryByTestId('overall-feedback')).not.toBeInTheDocument();
  });
});

describe('A student who comes back to a check-in they left', () => {
  it('reads that it was closed for want of answers and what to do, and can no longer answer', () => {
    render(<Checkin doc={makeDoc([Q1], { state: 'Abandoned', abandoned_at: '2026-01-01T11:01:00.000Z' })} />);
    const end = screen.getByRole('region', { name: 'End of the check-in' });
    expect(within(end).getByRole('status')).toHaveTextContent(
      'This check-in was closed after a long time without answers. Ask your teacher if you may start again.',
    );
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(within(log()).getByText(Q1.ai)).toBeInTheDocument();
  });
});

describe('Text is text', () => {
  it('shows markup typed by the student or written by the AI literally, never as HTML', () => {
    const doc = makeDoc([
      { ai: 'Is <b>html</b> allowed?', questionIndex: 0 },
      { answer: '<img src=x onerror=alert(1)> and <b>html</b>' },
      Q2,
    ]);
    const { container } = render(<Checkin doc={doc} />);
    expect(screen.getByText('Is <b>html</b> allowed?')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> and <b>html</b>')).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
  });
});

describe('A screen reader user', () => {
  it('hears each complete message from the examiner once, never the words as they stream', () => {
    const { rerender } = render(<Checkin doc={makeDoc([Q1])} />);
    const announcer = screen.getByTestId('checkin-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toBeEmptyDOMElement();
    expect(log()).toHaveAttribute('aria-live', 'off');

    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(announcer, { childList: true, characterData: true, subtree: true });

    rerender(<Checkin doc={writingReply} streamText="Thanks." />);
    rerender(<Checkin doc={writingReply} streamText="Thanks. Question 2" />);
    expect(announcer).toBeEmptyDOMElement();

    const replied = makeDoc([Q1, { answer: 'Evaporation and rain' }, Q2], {
      ai: { pending: ['rate-answer'], failed: [] },
    });
    rerender(<Checkin doc={replied} />);
    expect(announcer).toHaveTextContent(Q2.ai);
    // The rating lands: the document changes, the message does not, and nothing is said again.
    rerender(<Checkin doc={makeDoc([Q1, { answer: 'Evaporation and rain', rating: 2 }, Q2])} />);
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toHaveLength(1);
    expect(announcer).toHaveTextContent(Q2.ai);
  });
});
