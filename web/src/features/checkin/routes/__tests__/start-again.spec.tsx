import type { InstanceDocument, StudentTemplateView } from '@checkin/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { readStudentSession, saveStudentSession } from '../../../../lib/student-session';
import { type ApiReply, fakeApi } from '../../../../test/teacher-harness';
import { CLOSING, Q1, makeDoc } from '../../__tests__/fixtures';
import { checkinKeys } from '../../api/input';
import StudentSessionRoute from '../student-session';

/** The live channel never connects here: the page moves on by the documents fetched after each call. */
vi.mock('socket.io-client', () => import('../../../../test/offline-socket'));

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const SESSION = '00000000-0000-4000-8000-000000000201';
const TEMPLATE = '00000000-0000-4000-8000-000000000101';
const FIRST_TRY = 'b609b35f-7103-4e40-8803-8cd5a7128f41';
const SECOND_TRY = '3c0d9a52-5f1e-4b7a-9d1c-2e8f6a4b7c90';
const STUDENT_TOKEN = 'student-token-of-ana';
const CREATION_FAILED = 'There was a problem creating the CheckIn let your teacher know';

const template = (allowRetakes: boolean): StudentTemplateView => ({
  id: TEMPLATE,
  assessmentTemplateId: TEMPLATE,
  name: 'Water Cycle Check-In',
  grade: '5',
  topic: 'Water Cycle',
  numberOfQuestions: 3,
  rating_scale_id: 'four-level',
  showSingleQuestionRating: true,
  showOverallRating: true,
  showExampleAnswer: true,
  showOverallFeedback: true,
  allowRetakes,
});

const OVERALL = { rating: 3, ratingLabel: 'Proficient', explanation: 'Clear.', feedback: 'Name condensation.' };
const over: Record<string, Partial<InstanceDocument>> = {
  Rated: { state: 'Rated', completed_at: '2026-01-01T10:05:00.000Z', overall: OVERALL },
  Canceled: { state: 'Canceled', canceled_at: '2026-01-01T10:05:00.000Z' },
  Abandoned: { state: 'Abandoned', abandoned_at: '2026-01-01T11:01:00.000Z' },
};
const firstTry = (state: Partial<InstanceDocument>) =>
  makeDoc([Q1, { answer: 'Evaporation', rating: 2 }, CLOSING], { numberOfQuestions: 1, ...state });
const secondTry = (turns: Parameters<typeof makeDoc>[0], state: Partial<InstanceDocument>) =>
  makeDoc(turns, { id: SECOND_TRY, assessmentInstanceId: SECOND_TRY, student_name: 'Ana', ...state });

/**
 * The API as a returning student meets it: their first try, and a second made by createAssessmentInstance once
 * `creating` settles (`created` answers in its place). The first try's document is held until the template is
 * known, so the page shows the check-in once, with everything it offers.
 */
function studentServer(options: {
  allowRetakes: boolean;
  first: InstanceDocument;
  creating?: Promise<void>;
  created?: () => ApiReply;
}) {
  const docs = new Map<string, InstanceDocument>([[FIRST_TRY, options.first]]);
  let showFirst!: () => void;
  const templateKnown = new Promise<void>((resolve) => (showFirst = resolve));
  const api = fakeApi({
    'GET /assessment_templates/getAssessmentTemplateById/*': () => ({ body: { data: template(options.allowRetakes) } }),
    'GET /assessment_instances/getAssessmentInstanceById/*': async (call) => {
      const id = call.path.split('/').pop()!;
      if (id === FIRST_TRY) await templateKnown;
      const doc = docs.get(id);
      return doc ? { body: { data: doc } } : { status: 404, body: { errorMessage: 'Not found' } };
    },
    'POST /assessment_instances/createAssessmentInstance': async () => {
      await options.creating;
      if (options.created) return options.created();
      docs.set(SECOND_TRY, secondTry([], { state: 'Created', started_at: null }));
      return { status: 201, body: { assessmentInstanceId: SECOND_TRY, title: 'Water Cycle Check-In' } };
    },
    'POST /assessment_instances/startAssessmentInstance': () => {
      docs.set(SECOND_TRY, secondTry([Q1], { state: 'Started' }));
      return { body: { message: { role: 'assistant', content: Q1.ai, messageId: 'ai-3' } } };
    },
  });
  return { ...api, showFirst };
}

/** The student opens the session link again, on the browser that keeps their first try. */
async function openSessionLink(server: ReturnType<typeof studentServer>) {
  saveStudentSession(SESSION, {
    token: STUDENT_TOKEN,
    templateId: TEMPLATE,
    instanceId: FIRST_TRY,
    studentName: 'Ana',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[paths.studentSession.to(SESSION)]}>
        <Routes>
          <Route path={paths.studentSession.pattern} element={<StudentSessionRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryData(checkinKeys.template(TEMPLATE))).toBeDefined());
  server.showFirst();
  await screen.findByRole('heading', { name: 'Water Cycle Check-In' });
  return { user: userEvent.setup({ delay: null }), unmount: view.unmount };
}

const startAgainButton = () => screen.queryByRole('button', { name: 'Start again' });

describe('A student whose check-in is over, when the teacher allows retakes', () => {
  it.each(Object.keys(over))('is offered another try after a check-in %s', async (state) => {
    await openSessionLink(studentServer({ allowRetakes: true, first: firstTry(over[state]!) }));
    const end = screen.getByRole('region', { name: 'End of the check-in' });
    expect(within(end).getByRole('button', { name: 'Start again' })).toHaveAccessibleDescription(
      'Your teacher allows another try; your answers from this one stay with your teacher.',
    );
  });

  it('starts again from the keyboard: a new check-in is made, and its first question shows', async () => {
    let made!: () => void;
    const making = new Promise<void>((resolve) => (made = resolve));
    const server = studentServer({ allowRetakes: true, first: firstTry(over.Rated!), creating: making });
    const { user } = await openSessionLink(server);
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
    await user.tab();
    expect(startAgainButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(startAgainButton()).toBeDisabled();
    expect(startAgainButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Starting your new check-in…')).toHaveAttribute('role', 'status');
    expect(server.callsTo('POST /assessment_instances/createAssessmentInstance')).toEqual([
      expect.objectContaining({
        token: STUDENT_TOKEN,
        body: { assessmentTemplateId: TEMPLATE, session_id: SESSION, student_name: 'Ana' },
      }),
    ]);

    made();
    // The new check-in takes answers once its first question is there; the first try's conversation is gone.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeEnabled());
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(Q1.ai)).toBeInTheDocument();
    expect(within(log).queryByText('Evaporation')).not.toBeInTheDocument();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 1 of 3');
    expect(server.callsTo('POST /assessment_instances/startAssessmentInstance')).toEqual([
      expect.objectContaining({ token: STUDENT_TOKEN, body: { assessmentInstanceId: SECOND_TRY } }),
    ]);
    // A reload comes back to the new try.
    expect(readStudentSession(SESSION)?.instanceId).toBe(SECOND_TRY);
  });

  it('reads what went wrong when the new check-in cannot be made, and may try again', async () => {
    const server = studentServer({
      allowRetakes: true,
      first: firstTry(over.Rated!),
      created: () => ({ status: 500 }),
    });
    const { user } = await openSessionLink(server);
    await user.click(startAgainButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(CREATION_FAILED);
    expect(startAgainButton()).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Your result' })).toBeInTheDocument();
    expect(server.callsTo('POST /assessment_instances/startAssessmentInstance')).toEqual([]);
    expect(readStudentSession(SESSION)?.instanceId).toBe(FIRST_TRY);
  });

  it('is told when the teacher has turned retakes off since the page opened', async () => {
    const server = studentServer({
      allowRetakes: true,
      first: firstTry(over.Rated!),
      created: () => ({ status: 201, body: { assessmentInstanceId: FIRST_TRY, title: 'Water Cycle Check-In' } }),
    });
    const { user } = await openSessionLink(server);
    await user.click(startAgainButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your teacher no longer allows another try at this check-in.',
    );
    expect(server.callsTo('POST /assessment_instances/startAssessmentInstance')).toEqual([]);
  });
});

describe('Without retakes, or before the end, nothing changes', () => {
  const offeredAfterFirstTry = async () => {
    await openSessionLink(studentServer({ allowRetakes: true, first: firstTry(over.Rated!) }));
    expect(startAgainButton()).toBeInTheDocument();
  };

  it('offers no other try when the teacher does not allow retakes', async () => {
    const page = await openSessionLink(studentServer({ allowRetakes: false, first: firstTry(over.Rated!) }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(startAgainButton()).not.toBeInTheDocument();
    page.unmount();
    // The same check-in of a template that allows retakes: the setting alone makes the difference.
    await offeredAfterFirstTry();
  });

  it('offers no other try while the check-in is under way', async () => {
    const page = await openSessionLink(studentServer({ allowRetakes: true, first: makeDoc([Q1]) }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(startAgainButton()).not.toBeInTheDocument();
    page.unmount();
    await offeredAfterFirstTry();
  });
});
