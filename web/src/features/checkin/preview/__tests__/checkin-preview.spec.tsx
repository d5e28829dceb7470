import type { InstanceDocument } from '@checkin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardLink } from '../../../../lib/dashboard-links';
import { paths } from '../../../../lib/paths';
import { FakeSocket, announce, changeBetween } from '../../../../test/fake-socket';
import { fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import { CLOSING, NOT_RATED_WHY, Q1, Q2, RAIN_KEY, RAIN_VERDICTS, makeDoc } from '../../__tests__/fixtures';
import { CheckinPreview } from '../checkin-preview';

/** The live channel: a socket on which the examiner's work is announced. */
vi.mock('socket.io-client', async () => (await import('../../../../test/fake-socket')).fakeSocketModule);

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  FakeSocket.all = [];
});

const TEMPLATE_ID = '3f1c2a9e-7b4d-4e8a-9c61-0d2b5e7f8a10';
/** The teacher's CheckIn, as getAssessmentTemplateById answers with it (the fields the preview reads). */
const TEMPLATE = { id: TEMPLATE_ID, name: 'Water cycle', topic: 'Water Cycle', grade: '5', numberOfQuestions: 2 };
const INSTANCE = 'b609b35f-7103-4e40-8803-8cd5a7128f41';
const OVERALL = {
  rating: 3,
  ratingLabel: 'Proficient',
  explanation: 'Clear on the main steps.',
  feedback: 'Feedback: Name condensation.',
} as InstanceDocument['overall'];

type Reply = { status: number; body: { statusCode: number; errorMessage: string } };
const failure = (status: number, errorMessage: string): Reply => ({
  status,
  body: { statusCode: status, errorMessage },
});

/**
 * The API as a teacher's preview meets it: one instance, moving on with each answer, the examiner's reply announced
 * on the live channel. `startFails`: the first start fails; `answerRefused`: what the first answer meets instead of
 * being recorded; `aiFails`: the examiner fails to reply to the first answer.
 */
function previewServer(options: { startFails?: boolean; answerRefused?: Reply; aiFails?: boolean } = {}) {
  let startFails = options.startFails ?? false;
  let answerRefused = options.answerRefused;
  let aiFails = options.aiFails ?? false;
  let doc: InstanceDocument = makeDoc([], {
    mode: 'Preview',
    state: 'Created',
    started_at: null,
    numberOfQuestions: 2,
  });
  const turns: Parameters<typeof makeDoc>[0] = [];
  const next = (state: Partial<InstanceDocument>) =>
    (doc = makeDoc(turns, { mode: 'Preview', numberOfQuestions: 2, showExampleAnswer: false, ...state }));
  return fakeApi({
    'GET /assessment_templates/getAssessmentTemplateById/*': () => ({
      body: { data: TEMPLATE },
    }),
    'POST /assessment_instances/createAssessmentInstance': () => ({
      status: 201,
      body: { assessmentInstanceId: INSTANCE, title: 'Water cycle', numberOfQuestions: 2 },
    }),
    'POST /assessment_instances/startAssessmentInstance': () => {
      if (startFails) {
        startFails = false;
        return failure(502, 'There was a problem starting the assessment instance');
      }
      turns.push(Q1);
      next({});
      return { body: { message: { role: 'assistant', content: Q1.ai, messageId: 'ai-3' } } };
    },
    'GET /assessment_instances/getAssessmentInstanceById/*': () => ({ body: { data: doc } }),
    'POST /assessment_instances/retryAiRequest': () => {
      turns.push(Q2);
      next({});
      return { body: { success: true } };
    },
    'POST /assessment_instances/submitAnswer': (call) => {
      const messages = (call.body as { messages: Array<{ content: string }> }).messages;
      const answer = messages[messages.length - 1]!.content;
      const first = turns.length === 1;
      const asked = doc;
      if (first && answerRefused) {
        const reply = answerRefused;
        answerRefused = undefined;
        return reply;
      }
      const recorded = makeDoc([...turns, { answer }], {
        mode: 'Preview',
        numberOfQuestions: 2,
        ai: { pending: ['next-response'], failed: [] },
      });
      // The examiner's outcome is the instance's next version, announced once the call has answered.
      setTimeout(() => void announce(INSTANCE, aiFails ? 'AiRequestFailed' : 'AiReplied', recorded.version + 1), 50);
      if (first && aiFails) {
        aiFails = false;
        turns.push({ answer });
        next({
          version: recorded.version + 1,
          ai: { pending: [], failed: [{ kind: 'next-response', error: 'The model is down' }] },
        });
        return { status: 202, body: { success: true, change: changeBetween(asked, recorded) } };
      }
      // The first question has the teacher's answer key; the second has none, so its answer is not rated.
      turns.push(
        first
          ? {
              answer,
              rating: 3,
              explanation: 'You named the steps.',
              example: RAIN_KEY.modelAnswer,
              answerKey: RAIN_KEY,
              keyPoints: RAIN_VERDICTS,
            }
          : { answer, rating: null, explanation: NOT_RATED_WHY },
      );
      turns.push(first ? Q2 : CLOSING);
      next(first ? {} : { state: 'Rated', completed_at: '2026-01-01T10:05:00.000Z', overall: OVERALL });
      return { status: 202, body: { success: true, change: changeBetween(asked, recorded) } };
    },
  });
}

function open() {
  const onClose = vi.fn();
  const view = renderAsTeacher(<CheckinPreview templateId={TEMPLATE_ID} onClose={onClose} />, {
    routes: (ui) => (
      <Routes>
        <Route path={paths.dashboard.pattern} element={ui} />
        <Route path={paths.assessmentInstance.pattern} element={<p>Instance page</p>} />
      </Routes>
    ),
  });
  return { ...view, onClose, user: userEvent.setup({ delay: null }) };
}

describe('A teacher previews their CheckIn', () => {
  it('is linked from the dashboard', () => {
    expect(dashboardLink('preview', TEMPLATE_ID)).toBe(`/dashboard?preview=${TEMPLATE_ID}`);
  });

  it('takes it as a student would, sees ratings and the result, then opens the record of the preview', async () => {
    const server = previewServer();
    const { user, location } = open();
    expect(await screen.findByRole('heading', { name: 'Water cycle' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name (optional)' }), 'Ms Rivera');
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(Q1.ai)).toBeInTheDocument();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 1 of 2');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Evaporation, then rain{Enter}');
    expect(await within(log).findByText(Q2.ai)).toBeInTheDocument();
    expect(within(log).getByTestId('rating')).toHaveTextContent('Rating: Proficient (3 of 4)');
    // The template hides example answers from students, so the preview does too.
    expect(within(log).queryByTestId('example-answer')).not.toBeInTheDocument();
    // The teacher, and only the teacher, sees the key the answer was judged against.
    const key = within(log).getByRole('group', { name: 'Answer key' });
    expect(key).toHaveTextContent('Only you see this');
    expect(
      within(key)
        .getAllByTestId('key-point')
        .map((p) => p.textContent),
    ).toEqual(['evaporation: ✓ Shown', 'condensation: – Missing', 'precipitation: ✗ Contradicted']);

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Clouds form by condensation{Enter}');
    expect(await screen.findByTestId('overall-result')).toHaveTextContent('Overall rating: Proficient (3 of 4)');
    const second = within(log).getAllByTestId('student-message')[1]!;
    expect(within(second).getByTestId('rating')).toHaveTextContent(`Rating: Not rated${NOT_RATED_WHY}`);
    expect(within(second).queryByRole('group', { name: 'Answer key' })).not.toBeInTheDocument();
    expect(screen.getByTestId('overall-feedback')).toHaveTextContent('Name condensation.');
    expect(screen.getByRole('link', { name: /See this preview as you see a student’s results/ })).toHaveAttribute(
      'href',
      paths.assessmentInstance.to(INSTANCE),
    );

    const create = server.callsTo('POST /assessment_instances/createAssessmentInstance')[0]!;
    expect(create.body).toEqual({ assessmentTemplateId: TEMPLATE_ID, student_name: 'Ms Rivera' });
    expect(create.token).toBe(server.token);
    expect(server.callsTo('POST /assessment_instances/submitAnswer')[1]!.body).toEqual({
      assessmentInstanceId: INSTANCE,
      messages: [
        { role: 'assistant', content: Q1.ai },
        { role: 'user', content: 'Evaporation, then rain' },
        { role: 'assistant', content: Q2.ai },
        { role: 'user', content: 'Clouds form by condensation' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(location()).toBe(paths.assessmentInstance.to(INSTANCE));
  });

  it('says why it could not start, and starts when tried again', async () => {
    previewServer({ startFails: true });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('There was a problem starting the assessment instance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(Q1.ai)).toBeInTheDocument();
  });

  it('keeps nothing on the device, and keeps the words of an answer the server refused', async () => {
    const refused = failure(409, 'The conversation has moved on.');
    const server = previewServer({ answerRefused: refused });
    const kept = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort();
    const before = kept(); // the teacher's own sign-in
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await within(await screen.findByRole('log', { name: 'Conversation' })).findByText(Q1.ai);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Evaporation, then rain');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/Your check-in has moved on since you wrote this answer/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Evaporation, then rain');
    expect(server.callsTo('POST /assessment_instances/submitAnswer')).toHaveLength(1);
    // A student's device keeps their draft and their check-in; the teacher's keeps nothing of a preview.
    expect(kept()).toEqual(before);
  });

  it('asks the examiner again when it failed to reply', async () => {
    const server = previewServer({ aiFails: true });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await within(log).findByText(Q1.ai);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Evaporation, then rain{Enter}');

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await within(log).findByText(Q2.ai)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    const retry = server.callsTo('POST /assessment_instances/retryAiRequest');
    expect(retry).toHaveLength(1);
    expect(retry[0]!.body).toEqual({ assessmentInstanceId: INSTANCE });
    expect(retry[0]!.token).toBe(server.token);
  });

  it('explains a CheckIn that cannot be previewed, and closes', async () => {
    fakeApi({
      'GET /assessment_templates/getAssessmentTemplateById/*': () => ({
        status: 404,
        body: { statusCode: 404, errorMessage: 'This check-in was not found.' },
      }),
    });
    const { user, onClose } = open();
    expect(await screen.findByText('This CheckIn was not found. It may have been deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(onClose).toHaveBeenCalled();
  });
});
