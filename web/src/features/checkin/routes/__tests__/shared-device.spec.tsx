import type { InstanceDocument, StudentTemplateView } from '@checkin/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { readStudentSession, saveStudentSession } from '../../../../lib/student-session';
import { fakeApi } from '../../../../test/teacher-harness';
import { CLOSING, Q1, makeDoc } from '../../__tests__/fixtures';
import CheckinCompleteRoute from '../checkin-complete';
import StudentInstanceRoute from '../student-instance';
import StudentSessionRoute from '../student-session';

/** The live channel never connects here: the page moves on by the documents it fetches. */
vi.mock('socket.io-client', () => import('../../../../test/offline-socket'));

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const SESSION = '00000000-0000-4000-8000-000000000201';
const TEMPLATE = '00000000-0000-4000-8000-000000000101';
const ANAS = 'b609b35f-7103-4e40-8803-8cd5a7128f41';
const BENS = '3c0d9a52-5f1e-4b7a-9d1c-2e8f6a4b7c90';
const ANAS_TOKEN = 'student-token-of-ana';
const BENS_TOKEN = 'student-token-of-ben';
const EXPIRED_TOKEN = 'a-token-the-server-no-longer-takes';

const template: StudentTemplateView = {
  id: TEMPLATE,
  assessmentTemplateId: TEMPLATE,
  name: 'Water Cycle Check-In',
  grade: '5',
  topic: 'Water Cycle',
  numberOfQuestions: 1,
  rating_scale_id: 'four-level',
  showSingleQuestionRating: true,
  showOverallRating: true,
  showExampleAnswer: true,
  showOverallFeedback: true,
  allowRetakes: false,
};

const OVERALL = { rating: 3, ratingLabel: 'Proficient', explanation: 'Clear.', feedback: 'Name condensation.' };
const anasFinished = makeDoc([Q1, { answer: 'Evaporation', rating: 2, explanation: 'Half the cycle.' }, CLOSING], {
  numberOfQuestions: 1,
  state: 'Rated',
  student_name: 'Ana',
  completed_at: '2026-01-01T10:05:00.000Z',
  overall: OVERALL,
});

/** The API of a classroom: Ana's check-in on this device, and a token for whoever asks for one next. */
function classroom(anas: InstanceDocument = anasFinished) {
  const docs = new Map<string, InstanceDocument>([[ANAS, anas]]);
  return fakeApi({
    'POST /sessions/gettokenforsession': () => ({ body: { token: BENS_TOKEN, template_id: TEMPLATE } }),
    'GET /assessment_templates/getAssessmentTemplateById/*': () => ({ body: { data: template } }),
    'GET /assessment_instances/getAssessmentInstanceById/*': (call) => {
      if (call.token === EXPIRED_TOKEN) return { status: 401, body: { errorMessage: 'Unauthorized' } };
      const doc = docs.get(call.path.split('/').pop()!);
      return doc ? { body: { data: doc } } : { status: 404, body: { errorMessage: 'Not found' } };
    },
    'POST /assessment_instances/createAssessmentInstance': () => {
      docs.set(BENS, makeDoc([], { id: BENS, assessmentInstanceId: BENS, state: 'Created', student_name: 'Ben' }));
      return { status: 201, body: { assessmentInstanceId: BENS, title: 'Water Cycle Check-In' } };
    },
    'POST /assessment_instances/startAssessmentInstance': () => {
      docs.set(BENS, makeDoc([Q1], { id: BENS, assessmentInstanceId: BENS, student_name: 'Ben' }));
      return { body: { message: { role: 'assistant', content: Q1.ai, messageId: 'ai-3' } } };
    },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The student pages in one browser tab, with its query cache: a link back to the check-in stands in for Back. */
function openInTab(url = paths.studentSession.to(SESSION), client = newClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.studentSession.pattern} element={<StudentSessionRoute />} />
          <Route path={paths.checkinComplete.pattern} element={<CheckinCompleteRoute />} />
          <Route path={paths.studentAssessmentInstance.pattern} element={<StudentInstanceRoute />} />
        </Routes>
        <Link to={paths.studentSession.to(SESSION)}>Back to the link</Link>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), client };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

const anaOnThisDevice = () =>
  saveStudentSession(SESSION, { token: ANAS_TOKEN, templateId: TEMPLATE, instanceId: ANAS, studentName: 'Ana' });

const newStudentButton = () => screen.getByRole('button', { name: 'Start as a new student' });

describe('A shared device, after one student finished', () => {
  it('offers the next student their own check-in, told apart from the last one', async () => {
    anaOnThisDevice();
    classroom();
    openInTab();
    const end = await screen.findByRole('region', { name: 'End of the check-in' });
    expect(within(end).getByRole('button', { name: 'Start as a new student' })).toHaveAccessibleDescription(
      'Not Ana? Start your own check-in. Ana’s answers stay saved for the teacher.',
    );
    // Retakes are off: "Start again" (Ana's own next try) is not what is offered.
    expect(within(end).queryByRole('button', { name: 'Start again' })).not.toBeInTheDocument();
  });

  it('starts the next student afresh: a new token, an empty name, their own check-in', async () => {
    anaOnThisDevice();
    const api = classroom();
    const { user } = openInTab();
    await user.click(await screen.findByRole('button', { name: 'Start as a new student' }));

    const name = await screen.findByRole('textbox', { name: 'Your name (optional)' });
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(api.callsTo('POST /sessions/gettokenforsession')).toEqual([
      expect.objectContaining({ body: { session_id: SESSION } }),
    ]);
    await waitFor(() => expect(readStudentSession(SESSION)).toEqual({ token: BENS_TOKEN, templateId: TEMPLATE }));

    await user.keyboard('Ben{Enter}');
    await screen.findByRole('textbox', { name: 'Your answer' });
    expect(api.callsTo('POST /assessment_instances/createAssessmentInstance')).toEqual([
      expect.objectContaining({
        token: BENS_TOKEN,
        body: { assessmentTemplateId: TEMPLATE, session_id: SESSION, student_name: 'Ben' },
      }),
    ]);
    expect(within(screen.getByRole('log', { name: 'Conversation' })).queryByText('Evaporation')).toBeNull();
    expect(readStudentSession(SESSION)).toMatchObject({ token: BENS_TOKEN, instanceId: BENS, studentName: 'Ben' });
  });

  it('forgets the student on Finish: their results open in this tab, and the link opens afresh', async () => {
    anaOnThisDevice();
    const api = classroom();
    const { user } = openInTab();
    await user.click(await screen.findByRole('button', { name: 'Finish' }));

    expect(readStudentSession(SESSION)).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(
      `${paths.checkinComplete.to()}?instance=${ANAS}&session=${SESSION}`,
    );
    expect(screen.getByRole('link', { name: 'Start as a new student' })).toHaveAttribute(
      'href',
      paths.studentSession.to(SESSION),
    );

    await user.click(screen.getByRole('link', { name: 'See your results' }));
    expect(await screen.findByRole('region', { name: 'Your result' })).toBeInTheDocument();
    expect(api.callsTo('GET /assessment_instances/getAssessmentInstanceById').at(-1)?.token).toBe(ANAS_TOKEN);

    // Back at the link in the same tab: the page asks for a new student rather than showing Ana's check-in.
    await user.click(screen.getByRole('link', { name: 'Back to the link' }));
    expect(await screen.findByRole('textbox', { name: 'Your name (optional)' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /sessions/gettokenforsession')).toHaveLength(1);
  });

  it('keeps nothing of the results once the tab that finished is gone', async () => {
    anaOnThisDevice();
    classroom();
    const { user } = openInTab();
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    sessionStorage.clear(); // the tab is closed; a new one opens the results link
    openInTab(paths.studentAssessmentInstance.to(ANAS));
    expect(screen.getByRole('heading', { name: 'Your results are not on this device' })).toBeInTheDocument();
  });
});

describe('A reload in the middle of a check-in', () => {
  it('comes back to the same student and check-in, offering no new student', async () => {
    anaOnThisDevice();
    const api = classroom(makeDoc([Q1], { student_name: 'Ana' }));
    openInTab();
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start as a new student' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /sessions/gettokenforsession')).toEqual([]);
    expect(api.callsTo('GET /assessment_instances/getAssessmentInstanceById')[0]?.token).toBe(ANAS_TOKEN);
    expect(readStudentSession(SESSION)?.instanceId).toBe(ANAS);
  });

  it('offers the next student a way in even when the last one gave no name', async () => {
    saveStudentSession(SESSION, { token: ANAS_TOKEN, templateId: TEMPLATE, instanceId: ANAS });
    classroom({ ...anasFinished, student_name: null });
    openInTab();
    expect(await screen.findByRole('button', { name: 'Start as a new student' })).toHaveAccessibleDescription(
      'Someone else using this device? Start your own check-in. These answers stay saved for the teacher.',
    );
    expect(newStudentButton()).toBeEnabled();
  });
});

describe('A device whose stored check-in can no longer be opened', () => {
  it('offers a new check-in, which is a new student, rather than "Start again"', async () => {
    saveStudentSession(SESSION, { token: EXPIRED_TOKEN, templateId: TEMPLATE, instanceId: ANAS });
    classroom();
    const { user } = openInTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not open your check-in on this device. It may have expired. You can start a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Start again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new check-in' }));
    expect(await screen.findByRole('textbox', { name: 'Your name (optional)' })).toBeInTheDocument();
    expect(readStudentSession(SESSION)).toEqual({ token: BENS_TOKEN, templateId: TEMPLATE });
  });
});
