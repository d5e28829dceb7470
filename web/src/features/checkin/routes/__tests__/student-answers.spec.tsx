import type { InstanceDocument, StudentTemplateView } from '@checkin/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { saveStudentSession } from '../../../../lib/student-session';
import { FakeSocket, announceChange, changeBetween } from '../../../../test/fake-socket';
import { fakeApi } from '../../../../test/teacher-harness';
import { Q1, Q2, makeDoc } from '../../__tests__/fixtures';
import StudentSessionRoute from '../student-session';

/** The live channel: a socket the test connects, and on which the examiner's work is announced. */
vi.mock('socket.io-client', async () => (await import('../../../../test/fake-socket')).fakeSocketModule);

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  FakeSocket.all = [];
});

const SESSION = '00000000-0000-4000-8000-000000000201';
const TEMPLATE = '00000000-0000-4000-8000-000000000101';
const INSTANCE = 'b609b35f-7103-4e40-8803-8cd5a7128f41';
const TOKEN = 'student-token-of-ana';

const template: StudentTemplateView = {
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
  allowRetakes: false,
};

type Reply = { status: number; body: { statusCode: number; errorMessage: string } };
const failure = (status: number, errorMessage: string): Reply => ({
  status,
  body: { statusCode: status, errorMessage },
});

/**
 * Ana's check-in on this device, at its first question, with the live channel up. Her answer is recorded (202) and
 * the examiner's reply sent on the channel as a change; `aiFails`: the examiner fails instead. `answerRefused`: what her
 * first answer meets instead of being recorded; `startFails`: what Start meets. `serve` changes what the server
 * holds.
 */
function anasCheckin(
  options: {
    answerRefused?: Reply;
    aiFails?: boolean;
    startFails?: Reply;
    started?: boolean;
    /** The channel does not bring the answer's own change, only the reply's. */
    answerUnannounced?: boolean;
  } = {},
) {
  saveStudentSession(SESSION, { token: TOKEN, templateId: TEMPLATE, instanceId: INSTANCE, studentName: 'Ana' });
  let doc: InstanceDocument =
    options.started === false
      ? makeDoc([], { state: 'Created', started_at: null, student_name: 'Ana' })
      : makeDoc([Q1], { student_name: 'Ana' });
  const api = fakeApi({
    'GET /assessment_templates/getAssessmentTemplateById/*': () => ({ body: { data: template } }),
    'GET /assessment_instances/getAssessmentInstanceById/*': () => ({ body: { data: doc } }),
    'POST /assessment_instances/startAssessmentInstance': () => options.startFails ?? { body: {} },
    'POST /assessment_instances/submitAnswer': (call) => {
      if (options.answerRefused) return options.answerRefused;
      const messages = (call.body as { messages: Array<{ content: string }> }).messages;
      const answer = messages[messages.length - 1]!.content;
      const asked = doc;
      const recorded = makeDoc([Q1, { answer }], { ai: { pending: ['next-response'], failed: [] } });
      doc = recorded;
      // The answer's own change comes too: the page shows that version already.
      if (!options.answerUnannounced) setTimeout(() => void announceChange(asked, recorded), 20);
      // The examiner at work: its outcome is the instance's next version, sent once written.
      setTimeout(() => {
        doc = options.aiFails
          ? makeDoc([Q1, { answer }], {
              version: recorded.version + 1,
              ai: { pending: [], failed: [{ kind: 'next-response', error: 'down' }] },
            })
          : makeDoc([Q1, { answer }, Q2]);
        void announceChange(recorded, doc);
      }, 80);
      return { status: 202, body: { success: true, change: changeBetween(asked, recorded) } };
    },
    'POST /assessment_instances/retryAiRequest': (call) => {
      const answer = doc.displayMessages[doc.displayMessages.length - 1]!.content;
      doc = makeDoc([Q1, { answer }, Q2]);
      return { body: { success: true, data: call.body } };
    },
  });
  return { ...api, serve: (next: InstanceDocument) => void (doc = next) };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** The check-in link in a tab; `unmount` then opening it again is a reload (the device keeps what it stored). */
function openLink() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[paths.studentSession.to(SESSION)]}>
        <Routes>
          <Route path={paths.studentSession.pattern} element={<StudentSessionRoute />} />
          <Route path={paths.checkinCompleteError.pattern} element={<p>The error page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const answerBox = () => screen.findByRole('textbox', { name: 'Your answer' });

/**
 * The page's reads of the instance, counted from when it has joined the instance's room and read the instance after
 * the join, as it does after each join (a moment later): on opening a check-in under way, its first read and that one.
 */
async function readsOnceJoined(api: ReturnType<typeof anasCheckin>) {
  const reads = () => api.callsTo('GET /assessment_instances/getAssessmentInstanceById').length;
  await vi.waitFor(() => expect(FakeSocket.latest()?.joined.size).toBe(1));
  await vi.waitFor(() => expect(reads()).toBe(2));
  return reads;
}

describe('A student answering', () => {
  it.each([
    ['the live channel brings the answer too', false],
    ["only the call's reply brings the answer", true],
  ])(
    'sends the conversation with their token, and gets the next question on the live channel (%s)',
    async (_, quiet) => {
      const api = anasCheckin({ answerUnannounced: quiet });
      const { user } = openLink();
      await user.type(await answerBox(), 'Evaporation, then rain');
      const reads = await readsOnceJoined(api);
      const readsBefore = reads();
      await user.keyboard('{Enter}');
      const conversation = screen.getByRole('log', { name: 'Conversation' });
      // The answer shows as recorded, from the call's own reply (or the channel's change, whichever comes first); the
      // reply comes well before any poll would (findByText gives up after a second), applied from the channel's
      // change, which follows the answer's however it came, without reading the instance.
      expect(await within(conversation).findByText('Evaporation, then rain')).toBeInTheDocument();
      expect(await within(conversation).findByText(Q2.ai)).toBeInTheDocument();
      expect(reads() - readsBefore).toBe(0);
      const sent = api.callsTo('POST /assessment_instances/submitAnswer');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.token).toBe(TOKEN);
      expect(sent[0]!.body).toEqual({
        assessmentInstanceId: INSTANCE,
        messages: [
          { role: 'assistant', content: Q1.ai },
          { role: 'user', content: 'Evaporation, then rain' },
        ],
      });
      expect(await answerBox()).toHaveValue('');
    },
  );

  it('reads the instance again when a change does not follow the one shown (one was missed)', async () => {
    const api = anasCheckin();
    openLink();
    expect(await answerBox()).toBeInTheDocument();
    const reads = await readsOnceJoined(api);
    const readsBefore = reads();
    // The server is two appends on (the answer from another tab, and the reply); this page saw neither.
    const answered = makeDoc([Q1, { answer: 'From the other tab' }]);
    const replied = makeDoc([Q1, { answer: 'From the other tab' }, Q2]);
    api.serve(replied);
    FakeSocket.latest()!.sendChange(changeBetween(answered, replied));
    expect(await screen.findByText(Q2.ai)).toBeInTheDocument();
    expect(reads() - readsBefore).toBe(1);
  });

  it('finds the answer they were typing after a reload', async () => {
    anasCheckin();
    const first = openLink();
    await first.user.type(await answerBox(), 'Evaporation, then');
    first.unmount();

    openLink();
    expect(await answerBox()).toHaveValue('Evaporation, then');
  });

  it('keeps the words of an answer the server refused, and reads why', async () => {
    anasCheckin({ answerRefused: failure(409, 'The conversation has moved on.') });
    const { user } = openLink();
    await user.type(await answerBox(), 'Evaporation{Enter}');
    expect(await screen.findByText(/Your check-in has moved on since you wrote this answer/)).toBeInTheDocument();
    expect(await answerBox()).toHaveValue('Evaporation');
  });

  it('asks the examiner again when it failed to reply', async () => {
    const api = anasCheckin({ aiFails: true });
    const { user } = openLink();
    await user.type(await answerBox(), 'Evaporation{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('log', { name: 'Conversation' })).findByText(Q2.ai)).toBeInTheDocument();
    const retried = api.callsTo('POST /assessment_instances/retryAiRequest');
    expect(retried.map((call) => [call.token, call.body])).toEqual([[TOKEN, { assessmentInstanceId: INSTANCE }]]);
    // The answer reached the server: nothing of it waits on the device to be sent again.
    expect(sessionStorage.getItem(`checkin.draft.${INSTANCE}`)).toBeNull();
  });
});

describe('A student whose check-in cannot start', () => {
  it('is taken to the error page, which leads back to the link', async () => {
    anasCheckin({ started: false, startFails: failure(502, 'There was a problem starting the assessment instance') });
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('The error page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(paths.checkinCompleteError.to());
  });
});
