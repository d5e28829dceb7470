import type { InstanceDocument } from '@checkin/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { type ApiReply, fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import { CLOSING, NOT_RATED_WHY, Q1, Q2, RAIN_KEY, RAIN_VERDICTS, makeDoc } from '../../../checkin/__tests__/fixtures';
import AssessmentInstancePage, { validate } from '../assessment-instance';

afterEach(() => {
  vi.restoreAllMocks();
});

const INSTANCE = 'b609b35f-7103-4e40-8803-8cd5a7128f41';

const rated = (overrides: Partial<InstanceDocument> = {}) =>
  makeDoc(
    [
      Q1,
      {
        answer: 'Evaporation and rain',
        rating: 1,
        explanation: 'Only two steps named.',
        example: 'Evaporation, condensation, precipitation.',
      },
      Q2,
      {
        answer: 'Vapour turning into droplets',
        rating: 4,
        explanation: 'Exactly right.',
        example: 'Water vapour cools into droplets.',
      },
      CLOSING,
    ],
    {
      mode: 'Preview',
      state: 'Rated',
      student_name: null,
      numberOfQuestions: 2,
      number_of_questions_completed: 2,
      created_at: '2026-01-01T09:58:00.000Z',
      started_at: '2026-01-01T10:00:00.000Z',
      completed_at: '2026-01-01T10:12:05.000Z',
      overall: {
        rating: 3,
        ratingLabel: 'Proficient',
        explanation: 'Knows condensation well, evaporation partly.',
        feedback: 'Feedback: Try naming every step in order.',
      } as InstanceDocument['overall'],
      token_usage: {
        'gpt-3': { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
        'gpt-4': { prompt_tokens: 800, completion_tokens: 200, total_tokens: 1000 },
      },
      ...overrides,
    },
  );

function openPage(instance: ApiReply) {
  fakeApi({
    'GET /assessment_instances/getAssessmentInstanceById/*': () => instance,
    'GET /assessment_templates/getAssessmentTemplateById/*': () => ({
      body: { data: { name: 'Water cycle, grade 5' } },
    }),
  });
  return renderAsTeacher(<AssessmentInstancePage />, {
    path: paths.assessmentInstance.to(INSTANCE),
    routes: (ui) => (
      <Routes>
        <Route path={paths.assessmentInstance.pattern} element={ui} />
      </Routes>
    ),
  });
}

describe('A teacher opens one check-in', () => {
  it('accepts only ids shaped like a UUID', () => {
    expect(validate({ assessmentId: INSTANCE })).toBe(true);
    expect(validate({ assessmentId: 'nope' })).toBe(false);
  });

  it('sees who took it, how, and where it stands', async () => {
    openPage({ body: { data: rated() } });
    expect(screen.getByRole('status', { name: 'Loading the check-in' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'You (preview)' })).toBeInTheDocument();
    expect(screen.getByTestId('mode-badge')).toHaveTextContent('Preview');
    expect(screen.getByTestId('state-badge')).toHaveTextContent('Rated');
    expect(await screen.findByText(/Water cycle, grade 5 · Grade 5 · Water Cycle/)).toBeInTheDocument();
    expect(screen.getByText(/2 of 2 questions answered/)).toBeInTheDocument();
  });

  it('reads the transcript, each answer with its coloured rating, explanation and example', async () => {
    openPage({ body: { data: rated({ mode: 'Student', student_name: 'Ana' }) } });
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcript).getByText(Q1.ai)).toBeInTheDocument();
    const [first, second] = within(transcript).getAllByTestId('answer');
    expect(first).toHaveTextContent('Ana');
    expect(within(first!).getByTestId('rating-badge')).toHaveTextContent('Beginning · 1 of 4');
    expect(within(first!).getByTestId('rating-badge')).toHaveAttribute('data-level', '1');
    expect(first).toHaveTextContent('Only two steps named.');
    expect(first).toHaveTextContent('Evaporation, condensation, precipitation.');
    expect(within(second!).getByTestId('rating-badge')).toHaveTextContent('Advanced · 4 of 4');
    expect(within(second!).getByTestId('rating-badge')).toHaveAttribute('data-level', '4');
    expect(screen.queryByTestId('mode-badge')).not.toBeInTheDocument();
  });

  it('reads each answer beside its answer key, every key point with its verdict, and what was not rated', async () => {
    const doc = makeDoc(
      [
        Q1,
        {
          answer: 'Water evaporates and comes back as snow, not rain',
          rating: 2,
          explanation: 'Evaporation is there; condensation is missing.',
          example: RAIN_KEY.modelAnswer,
          answerKey: RAIN_KEY,
          keyPoints: RAIN_VERDICTS,
        },
        Q2,
        { answer: 'Clouds are cold', rating: null, explanation: NOT_RATED_WHY },
        CLOSING,
      ],
      {
        state: 'Rated',
        numberOfQuestions: 2,
        overall: { rating: null, ratingLabel: 'Not rated', explanation: 'One answer rated.', feedback: 'Well done.' },
        overallReview: { ratingOverride: null, effectiveRating: null, effectiveRatingLabel: 'Not rated' },
      },
    );
    openPage({ body: { data: doc } });
    const [keyed, unkeyed] = within(await screen.findByRole('list', { name: 'Transcript' })).getAllByTestId('answer');

    const key = within(keyed!).getByRole('group', { name: 'Answer key' });
    expect(within(key).getByTestId('model-answer')).toHaveTextContent(RAIN_KEY.modelAnswer);
    const points = within(key).getAllByTestId('key-point');
    expect(points.map((p) => p.textContent)).toEqual([
      'evaporation: ✓ Shown',
      'condensation: – Missing',
      'precipitation: ✗ Contradicted',
    ]);
    expect(points.map((p) => p.getAttribute('data-verdict'))).toEqual(['shown', 'missing', 'contradicted']);
    expect(key).toHaveTextContent('clouds are made of smoke');
    // The model answer is the example: said once.
    expect(within(keyed!).queryByText('Example answer')).not.toBeInTheDocument();

    const badge = within(unkeyed!).getByTestId('rating-badge');
    expect(badge).toHaveTextContent(/^Not rated$/);
    expect(badge).toHaveAttribute('data-level', 'none');
    expect(unkeyed).toHaveTextContent(NOT_RATED_WHY);
    expect(within(unkeyed!).queryByRole('group', { name: 'Answer key' })).not.toBeInTheDocument();
    expect(within(unkeyed!).queryByText('Example answer')).not.toBeInTheDocument();
    expect(unkeyed).not.toHaveTextContent('Being rated');

    expect(within(screen.getByTestId('overall')).getByTestId('rating-badge')).toHaveTextContent(/^Not rated$/);
  });

  it('sees the overall result, the timings and the AI usage per model', async () => {
    openPage({ body: { data: rated() } });
    const overall = await screen.findByTestId('overall');
    expect(within(overall).getByTestId('rating-badge')).toHaveTextContent('Proficient · 3 of 4');
    expect(overall).toHaveTextContent('Knows condensation well, evaporation partly.');
    expect(overall).toHaveTextContent('Try naming every step in order.');
    expect(overall).not.toHaveTextContent('Feedback: Try');
    expect(within(screen.getByTestId('timings')).getByRole('row', { name: /Duration/ })).toHaveTextContent(
      '12 min 5 s',
    );
    const usage = screen.getByTestId('token-usage');
    const n = (value: number) => new Intl.NumberFormat().format(value);
    expect(within(usage).getByRole('row', { name: /gpt-3/ })).toHaveTextContent(`gpt-3${n(1200)}${n(300)}${n(1500)}`);
    expect(within(usage).getByRole('row', { name: /gpt-4/ })).toHaveTextContent(`gpt-4${n(800)}${n(200)}${n(1000)}`);
  });

  it('reads why AI work failed, in the words the AI service gave', async () => {
    const refused = "The AI service refused CheckIn's API key (401). The administrator must check OPENAI_API_KEY.";
    openPage({
      body: { data: { ...rated(), ai: { pending: [], failed: [{ kind: 'rate-conversation', error: refused }] } } },
    });
    const failures = await screen.findByTestId('ai-failures');
    expect(failures).toHaveTextContent(`The overall rating failed: ${refused}`);
  });

  it('sees no failure notice when the AI work went well', async () => {
    openPage({ body: { data: rated() } });
    await screen.findByTestId('overall');
    expect(screen.queryByTestId('ai-failures')).not.toBeInTheDocument();
  });

  it('is told plainly when the check-in does not exist or is not theirs', async () => {
    openPage({ status: 404, body: { statusCode: 404, errorMessage: 'This check-in was not found.' } });
    expect(await screen.findByRole('heading', { name: 'Check-in not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('or it belongs to another teacher');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('is told when they may not see it', async () => {
    openPage({ status: 403, body: { statusCode: 403, errorMessage: 'Forbidden' } });
    expect(await screen.findByRole('heading', { name: 'You cannot open this check-in' })).toBeInTheDocument();
  });
});
