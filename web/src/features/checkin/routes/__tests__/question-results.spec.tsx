import type { InstanceDocument } from '@checkin/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { saveStudentSession } from '../../../../lib/student-session';
import { OKABE_ITO } from '../../../../ui/level-colours';
import { fakeApi } from '../../../../test/teacher-harness';
import { CLOSING, NOT_RATED_WHY, Q1, Q2, Q3, makeDoc } from '../../__tests__/fixtures';
import { CheckinConversation } from '../../components/checkin-conversation';
import { checkinView } from '../../model/checkin-view';
import StudentInstanceRoute from '../student-instance';

afterEach(() => {
  vi.restoreAllMocks();
});

const SESSION = '00000000-0000-4000-8000-000000000201';
const INSTANCE = 'b609b35f-7103-4e40-8803-8cd5a7128f41';
const OVERALL = { rating: 3, ratingLabel: 'Proficient', explanation: 'Mostly clear.', feedback: 'Name condensation.' };

const finished = (flags: Partial<InstanceDocument> = {}) =>
  makeDoc(
    [
      Q1,
      { answer: 'Evaporation, condensation, rain', questionIndex: 0, rating: 4, explanation: 'Every step named.' },
      Q2,
      { answer: 'Cooling vapour', questionIndex: 1, rating: null, explanation: NOT_RATED_WHY },
      Q3,
      { answer: 'Clouds', questionIndex: 2, rating: 1, explanation: 'Says where, not how.' },
      CLOSING,
    ],
    { state: 'Rated', overall: OVERALL, ...flags },
  );

function showEnd(doc: InstanceDocument) {
  render(
    <CheckinConversation
      view={checkinView({ doc, streamText: '', sending: null })}
      draft=""
      onDraftChange={vi.fn()}
      onSend={vi.fn()}
      onRetry={vi.fn()}
      onFinish={vi.fn()}
    />,
  );
}

const questionList = () => screen.getByRole('list', { name: 'Question by question' });
const entries = () => within(questionList()).getAllByRole('listitem');

describe('The results at the end of a check-in', () => {
  it('list each question with its rating as a badge and why, inside the result', () => {
    showEnd(finished());
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(within(result).getByRole('list', { name: 'Question by question' })).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
    const [first, , third] = entries();
    expect(within(first!).getByText('Name the steps of the water cycle.')).toBeInTheDocument();
    expect(within(first!).getByTestId('rating-badge')).toHaveTextContent(/^Advanced$/);
    expect(first).toHaveTextContent('Question 1Advanced4 of 4');
    expect(within(first!).getByText('Every step named.')).toBeInTheDocument();
    expect(within(third!).getByTestId('rating-badge')).toHaveTextContent(/^Beginning$/);
    // The level's colour, as the teacher's report gives it: the lowest level of four is vermillion.
    expect(within(third!).getByTestId('rating-badge')).toHaveAttribute('data-level', '1');
    expect(within(third!).getByTestId('rating-badge').style.getPropertyValue('--level-bar')).toBe(OKABE_ITO.vermillion);
  });

  it('say "Not rated" for an answer nothing could rate, with why, and no level or scale', () => {
    showEnd(finished());
    const second = entries()[1]!;
    expect(within(second).getByTestId('rating-badge')).toHaveTextContent(/^Not rated$/);
    expect(within(second).getByTestId('rating-badge')).toHaveClass('rating-badge--not-rated');
    expect(second).not.toHaveTextContent(/of 4/);
    expect(within(second).getByText(NOT_RATED_WHY)).toBeInTheDocument();
  });

  it('keep single ratings from the student when the template does: the overall result alone', () => {
    showEnd(finished({ showSingleQuestionRating: false }));
    expect(screen.getByRole('region', { name: 'Your result' })).toHaveTextContent('Overall rating: Proficient');
    expect(screen.queryByRole('list', { name: 'Question by question' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('rating-badge')).not.toBeInTheDocument();
  });

  it('show the questions alone when the template shows single ratings and nothing overall', () => {
    showEnd(finished({ showOverallRating: false, showOverallFeedback: false }));
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(entries()).toHaveLength(3);
    expect(result).not.toHaveTextContent('Overall rating');
    expect(within(result).queryByTestId('overall-feedback')).not.toBeInTheDocument();
  });

  it('show no result at all when the template shows none of it', () => {
    showEnd(
      finished({
        showSingleQuestionRating: false,
        showOverallRating: false,
        showOverallFeedback: false,
      }),
    );
    expect(screen.queryByRole('region', { name: 'Your result' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });
});

describe('The results page', () => {
  it('shows the same list, question by question, above the conversation', async () => {
    saveStudentSession(SESSION, { token: 'tok', templateId: 't1', instanceId: INSTANCE });
    fakeApi({ 'GET /assessment_instances/getAssessmentInstanceById/*': () => ({ body: { data: finished() } }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[paths.studentAssessmentInstance.to(INSTANCE)]}>
          <Routes>
            <Route path={paths.studentAssessmentInstance.pattern} element={<StudentInstanceRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('region', { name: 'Your result' });
    expect(entries().map((entry) => within(entry).getByTestId('rating-badge').textContent)).toEqual([
      'Advanced',
      'Not rated',
      'Beginning',
    ]);
  });
});
