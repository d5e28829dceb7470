import type { InstanceDocument, MessageLog, SessionReport } from '@checkin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveClientFactory } from '../../../../lib/live-client';
import { paths } from '../../../../lib/paths';
import { FakeSocket, fakeRealtimeClient, instanceEvent } from '../../../../test/fake-socket';
import { type ApiReply, fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import { SETTLE_MS } from '../../hooks/use-live-report';
import { OKABE_ITO } from '../../../../ui/level-colours';
import SessionReportPage from '../session-report';
import {
  NOT_RATED_ANSWER,
  NOT_RATED_WHY,
  SESSION_ID,
  adaDocument,
  answerId,
  bigClass,
  instanceId,
  keyedAdaDocument,
  makeSessionReport,
  withRainKey,
} from './report-fixtures';
import { RAIN_KEY } from '../../../checkin/__tests__/fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  setLiveClientFactory(fakeRealtimeClient);
  FakeSocket.all = [];
});
afterEach(() => {
  setLiveClientFactory();
  vi.restoreAllMocks();
});

const twoStudents = () =>
  makeSessionReport(
    [
      { name: 'Ada', ratings: [2, 4], overall: 3 },
      { name: null, ratings: [1] },
    ],
    { questions: 2 },
  );

type Routes = Parameters<typeof fakeApi>[0];

function openReport(report: () => ApiReply, more: Routes = {}) {
  const api = fakeApi({ [`GET /reports/session/${SESSION_ID}`]: report, ...more });
  const view = renderAsTeacher(<SessionReportPage />, {
    path: paths.sessionReport.to(SESSION_ID),
    routes: (ui) => (
      <Routes>
        <Route path={paths.sessionReport.pattern} element={ui} />
      </Routes>
    ),
  });
  return { api, view };
}

const grid = () => screen.findByTestId('student-grid');
const rowOf = async (name: string) =>
  (await within(await grid()).findByRole('button', { name })).closest('tr') as HTMLElement;

describe("a teacher's session report", () => {
  it('shows a row per student: state, progress, a rating per question in colour and words, and overall', async () => {
    openReport(() => ({ body: { data: twoStudents() } }));
    expect(screen.getByRole('status', { name: 'Loading the session report' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Period 3' })).toBeInTheDocument();
    const ada = await rowOf('Ada');
    const cells = within(ada).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Finished', '2 of 2', '2Developing', '4Advanced', '3Proficient']);
    expect(cells[2]).toHaveAttribute('data-level', '2');
    expect(cells[3]).toHaveAttribute('data-level', '4');
    // Each level its own colour, the label beside it.
    const colour = (cell: HTMLElement) => cell.style.getPropertyValue('--level-bar');
    expect(colour(cells[2]!)).toBe(OKABE_ITO.orange);
    expect(colour(cells[4]!)).toBe(OKABE_ITO.skyBlue);
    expect(colour(cells[3]!)).toBe(OKABE_ITO.blue);
    const anonymous = await rowOf('Anonymous student 2');
    expect(
      within(anonymous)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['In progress', '1 of 2', '1Beginning', '—Not answered yet', '—Not answered yet']);
    const summary = screen.getByTestId('class-summary');
    expect(summary).toHaveTextContent('Students2');
    expect(summary).toHaveTextContent('Finished1');
    expect(within(summary).getByRole('list', { name: 'Overall ratings by level' })).toHaveTextContent(
      'Proficient (3): 1',
    );
  });

  it('shows a student who left before the end as abandoned, with how far they got, not in progress', async () => {
    openReport(() => ({
      body: {
        data: makeSessionReport(
          [
            { name: 'Ada', ratings: [2] },
            { name: 'Grace', ratings: [3], state: 'Abandoned' },
          ],
          { questions: 2 },
        ),
      },
    }));
    const grace = await rowOf('Grace');
    expect(
      within(grace)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Abandoned', '1 of 2', '3Proficient']);
    expect(screen.getByTestId('class-summary')).toHaveTextContent('1 in progress · 1 abandoned');
  });

  it('renders a class of 40 with 10 questions, and measures the time from its data to the page', async () => {
    performance.clearMeasures('session-report:render');
    openReport(() => ({ body: { data: bigClass(40, 10) } }));
    await screen.findByRole('button', { name: 'Student 40' });
    const rows = screen.getAllByTestId('student-row');
    expect(rows).toHaveLength(40);
    expect(within(rows[0]!).getAllByRole('cell')).toHaveLength(2 + 10 + 1);
    const measures = performance.getEntriesByName('session-report:render');
    expect(measures).toHaveLength(1);
    expect(measures[0]!.duration).toBeGreaterThanOrEqual(0);
  });

  it('fills in live: a burst of events is one refetch, and a new student appears without reload', async () => {
    let report = twoStudents();
    const { api } = openReport(() => ({ body: { data: report } }));
    await rowOf('Ada');
    const socket = await vi.waitFor(() => FakeSocket.latest()!);
    socket.up();
    expect(socket.joined).toEqual(new Set([`session:${SESSION_ID}`]));
    expect(await screen.findByText('Live: updates as students answer')).toBeInTheDocument();
    const reads = () => api.callsTo(`GET /reports/session/${SESSION_ID}`).length;
    // The join itself is a look again.
    await waitFor(() => expect(reads()).toBe(2));

    report = makeSessionReport(
      [
        { name: 'Ada', ratings: [2, 4], overall: 3 },
        { name: null, ratings: [1, 3], overall: 2 },
        { name: 'Grace', ratings: [] },
      ],
      { questions: 2 },
    );
    for (let i = 0; i < 5; i++) socket.send(instanceEvent({ sessionId: SESSION_ID, instanceId: instanceId(3) }));
    expect(await rowOf('Grace')).toHaveTextContent('0 of 2');
    expect(await rowOf('Anonymous student 2')).toHaveTextContent('3Proficient');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 2));
    expect(reads()).toBe(3);
  });

  it("says of an answer the examiner followed up that the follow-up's rating is the one that counts", async () => {
    // Ada's first answer to question 1 got 2; her answer to the examiner's follow-up got 4, the question's rating.
    const report = twoStudents();
    const ada = report.questions[0]!.answers.find((a) => a.student === 'Ada')!;
    const first = ada.answers[0]!;
    ada.answers.push({
      ...first,
      answerMessageId: 'ada-follow-up',
      answer: 'Evaporation, condensation and rain, in that order',
      followUp: true,
      aiRating: 4,
      effectiveRating: 4,
      effectiveRatingLabel: 'Advanced',
    });
    openReport(() => ({ body: { data: report } }));
    const view = await screen.findByTestId('question-view');
    const entry = within(view).getAllByTestId('question-answer')[0]!;
    expect(within(entry).getAllByText('Answer to the examiner’s follow-up')).toHaveLength(1);
    const [earlier, followUp] = within(entry).getAllByTestId('ai-rating');
    expect(earlier).toHaveTextContent('AI: Developing · 2 of 4 (the follow-up’s counts)');
    expect(earlier).toHaveAttribute('data-counts', 'false');
    expect(followUp).toHaveTextContent('AI: Advanced · 4 of 4 (counts)');
    expect(followUp).toHaveAttribute('data-counts', 'true');
  });

  it('lets the teacher pick a question and read every answer with its rating and why', async () => {
    const user = userEvent.setup();
    openReport(() => ({ body: { data: twoStudents() } }));
    const view = await screen.findByTestId('question-view');
    expect(within(view).getAllByTestId('question-answer')).toHaveLength(2);
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Question' }), '1');
    const answers = within(view).getAllByTestId('question-answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent('Ada');
    expect(answers[0]).toHaveTextContent('Answer of student 1 to question 2');
    expect(within(answers[0]!).getByTestId('ai-rating')).toHaveTextContent('AI: Advanced · 4 of 4 (counts)');
    expect(answers[0]).toHaveTextContent('Why student 1 got 4 on 2.');
  });
});

describe('answers without an answer key, and the keys of the others', () => {
  const notRatedClass = () =>
    makeSessionReport(
      [
        { name: 'Ada', ratings: [NOT_RATED_ANSWER, 3], overall: NOT_RATED_ANSWER },
        { name: 'Grace', ratings: [2, null] },
      ],
      { questions: 2 },
    );

  it('says "Not rated" in the grid, apart from an answer still being rated', async () => {
    openReport(() => ({ body: { data: notRatedClass() } }));
    const ada = within(await rowOf('Ada')).getAllByRole('cell');
    expect(ada.map((c) => c.textContent)).toEqual(['Finished', '2 of 2', 'Not rated', '3Proficient', 'Not rated']);
    expect(ada[2]).toHaveAttribute('data-level', 'none');
    const grace = within(await rowOf('Grace')).getAllByRole('cell');
    expect(grace[3]).toHaveTextContent('Being rated');
  });

  it('lets the teacher rate an answer the AI could not', async () => {
    const user = userEvent.setup();
    openReport(() => ({ body: { data: notRatedClass() } }));
    const view = await screen.findByTestId('question-view');
    expect(within(view).getByTestId('no-answer-key')).toHaveTextContent('No answer key');
    const [ada] = within(view).getAllByTestId('question-answer');
    expect(within(ada!).getByTestId('not-rated')).toHaveTextContent('AI: Not rated, for you to rate');
    expect(ada).toHaveTextContent(NOT_RATED_WHY);
    expect(within(ada!).queryByTestId('ai-rating')).not.toBeInTheDocument();
    await user.click(within(ada!).getByRole('button', { name: 'Rate this answer: Ada, question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your rating: Ada, question 1' });
    expect(within(dialog).getByTestId('not-rated')).toHaveTextContent('Not rated');
  });

  it('shows the question’s answer key once, and beside each answer how it fared on each key point', async () => {
    openReport(() => ({ body: { data: withRainKey(twoStudents()) } }));
    const view = await screen.findByTestId('question-view');
    const key = within(view).getByRole('group', { name: 'Answer key' });
    expect(within(key).getByTestId('model-answer')).toHaveTextContent(RAIN_KEY.modelAnswer);
    expect(key).toHaveTextContent('clouds are made of smoke');
    expect(within(key).queryAllByTestId('key-point-verdict')).toHaveLength(0);
    const [ada, other] = within(view).getAllByTestId('question-answer');
    const points = (answer: HTMLElement) =>
      within(within(answer).getByRole('group', { name: 'Key points' }))
        .getAllByTestId('key-point')
        .map((p) => p.textContent);
    expect(points(ada!)).toEqual(['evaporation: ✓ Shown', 'condensation: – Missing', 'precipitation: ✗ Contradicted']);
    expect(points(other!)).toEqual(['evaporation: ✓ Shown', 'condensation: ✓ Shown', 'precipitation: ✓ Shown']);
    expect(within(view).queryByTestId('no-answer-key')).not.toBeInTheDocument();
    expect(within(key).queryByTestId('marked-answers')).not.toBeInTheDocument();
  });

  it('puts an answer in the question’s key, marked right or wrong, and says where it went or why it could not', async () => {
    const report = () => ({
      body: { data: { ...withRainKey(twoStudents()), markable: [{ questionIndex: 0, key: RAIN_KEY }] } },
    });
    let refuse = false;
    const { api } = openReport(report, {
      'POST /assessment_templates/markAnswer': () =>
        refuse
          ? {
              status: 409,
              body: { errorMessage: 'Question 1 has changed since this check-in: mark answers to it in the builder.' },
            }
          : {
              body: {
                message: 'Answer marked right',
                data: { questionIndex: 0, key: { ...RAIN_KEY, markedRight: ['x'], markedWrong: [] } },
              },
            },
    });
    const user = userEvent.setup();
    const view = await screen.findByTestId('question-view');
    const [ada, other] = within(view).getAllByTestId('question-answer');
    await user.click(within(ada!).getByRole('button', { name: 'Mark right in the key: Ada, question 1' }));
    expect(
      await within(ada!).findByText(/Added to the answer key of question 1 as an answer marked right/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /assessment_templates/markAnswer').map((c) => c.body)).toEqual([
      { assessmentInstanceId: instanceId(1), answerMessageId: answerId(1, 0), mark: 'right' },
    ]);

    refuse = true;
    await user.click(within(other!).getByRole('button', { name: /^Mark wrong in the key/ }));
    expect(await within(other!).findByRole('alert')).toHaveTextContent('Question 1 has changed since this check-in');
  });

  it('offers no marking for an answer the examiner did not rate against the key', async () => {
    const data = withRainKey(twoStudents());
    const notRated = 'Not rated: you asked a question here rather than answering. Your answer after it is rated.';
    const questions = data.questions.map((q) => ({
      ...q,
      answers: q.answers.map((s, k) =>
        k === 1 ? { ...s, answers: s.answers.map((a) => ({ ...a, aiRating: null, explanation: notRated })) } : s,
      ),
    }));
    openReport(() => ({ body: { data: { ...data, questions, markable: [{ questionIndex: 0, key: RAIN_KEY }] } } }));
    const view = await screen.findByTestId('question-view');
    const [ada, other] = within(view).getAllByTestId('question-answer');
    expect(within(ada!).getByRole('button', { name: /^Mark right in the key/ })).toBeInTheDocument();
    expect(other).toHaveTextContent(notRated);
    expect(within(other!).queryByRole('button', { name: /in the key/ })).not.toBeInTheDocument();
  });

  it('shows how the key marks an answer now', async () => {
    const data = withRainKey(twoStudents());
    const adaAnswer = data.rows[0]!.questions[0]!.answers[0]!.answer;
    const key = { ...RAIN_KEY, markedRight: [` ${adaAnswer.toUpperCase()} `], markedWrong: [] };
    openReport(() => ({ body: { data: { ...data, markable: [{ questionIndex: 0, key }] } } }));
    const view = await screen.findByTestId('question-view');
    const [ada, other] = within(view).getAllByTestId('question-answer');
    expect(within(ada!).getByRole('button', { name: /^Mark right in the key/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(ada!).getByRole('button', { name: /^Mark wrong in the key/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(ada).toHaveTextContent('In the answer key as an answer marked right.');
    expect(within(other!).getByRole('button', { name: /^Mark right in the key/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(other).not.toHaveTextContent('In the answer key as an answer marked');
  });

  it('offers no marking for a question whose key the teacher cannot change', async () => {
    openReport(() => ({ body: { data: withRainKey(twoStudents()) } }));
    const view = await screen.findByTestId('question-view');
    expect(within(view).queryByRole('button', { name: /in the key/ })).not.toBeInTheDocument();
  });

  it('says how many answers the teacher marked right and wrong, in the key', async () => {
    const marked = { ...RAIN_KEY, markedRight: ['it evaporates and makes clouds', 'rain'], markedWrong: ['the sky'] };
    openReport(() => ({ body: { data: withRainKey(twoStudents(), 0, marked) } }));
    const view = await screen.findByTestId('question-view');
    const key = within(view).getByRole('group', { name: 'Answer key' });
    expect(within(key).getByTestId('marked-answers')).toHaveTextContent(
      '2 right and 1 wrong: the examiner weighs each answer against them.',
    );
  });
});

describe("a student's conversation in the drawer", () => {
  function withDrawer(doc: () => InstanceDocument, more: Routes = {}) {
    return openReport(() => ({ body: { data: twoStudents() } }), {
      [`GET /assessment_instances/getAssessmentInstanceById/${instanceId(1)}`]: () => ({ body: { data: doc() } }),
      ...more,
    });
  }

  it("shows every answer's AI rating, explanation and example, and the student's thumbs", async () => {
    const user = userEvent.setup();
    withDrawer(() => adaDocument());
    await user.click(await within(await grid()).findByRole('button', { name: 'Ada' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ada: conversation' });
    const answers = await within(drawer).findAllByTestId('transcript-answer');
    expect(answers).toHaveLength(2);
    expect(within(answers[0]!).getByTestId('ai-rating')).toHaveTextContent('AI: Developing · 2 of 4 (counts)');
    expect(answers[0]).toHaveTextContent('Only two steps named.');
    expect(answers[0]).toHaveTextContent('Example answer: Evaporation, condensation, precipitation.');
    expect(within(drawer).getByTestId('student-thumbs')).toHaveTextContent('The student found this helpful');
    expect(within(drawer).getByTestId('overall-review')).toHaveTextContent('AI: Proficient · 3 of 4 (counts)');
  });

  it("says of an answer the examiner followed up that the follow-up's rating counts, the teacher's too", async () => {
    const user = userEvent.setup();
    // Ada's second answer answers the examiner's follow-up to question 1, and the teacher rated her first one.
    const doc = adaDocument();
    const [, firstAnswer, followUp, second] = doc.messageLogs.filter((l): l is MessageLog => l.role !== 'feedback');
    Object.assign(followUp!, { questionIndex: 0, followUp: true });
    Object.assign(second!, { questionIndex: 0 });
    Object.assign(firstAnswer!, {
      ratingOverride: {
        rating: 3,
        ratingLabel: 'Proficient',
        note: '',
        teacherId: 'teacher-1',
        overriddenAt: '2026-01-06T09:30:00.000Z',
      },
      effectiveRating: 3,
      effectiveRatingLabel: 'Proficient',
    });
    withDrawer(() => doc);
    await user.click(await within(await grid()).findByRole('button', { name: 'Ada' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ada: conversation' });
    const [earlier, later] = await within(drawer).findAllByTestId('transcript-answer');
    expect(within(earlier!).getByTestId('ai-rating')).toHaveTextContent('(the follow-up’s counts)');
    expect(within(earlier!).getByTestId('teacher-rating')).toHaveTextContent(
      'Teacher: Proficient · 3 of 4 (the follow-up’s counts)',
    );
    expect(within(earlier!).getByTestId('teacher-rating')).toHaveAttribute('data-counts', 'false');
    expect(within(later!).getByTestId('ai-rating')).toHaveTextContent('AI: Advanced · 4 of 4 (counts)');
  });

  it('shows each answer beside its answer key, each key point with its verdict, and what was not rated', async () => {
    const user = userEvent.setup();
    withDrawer(() => keyedAdaDocument());
    await user.click(await within(await grid()).findByRole('button', { name: 'Ada' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ada: conversation' });
    const [keyed, unkeyed] = await within(drawer).findAllByTestId('transcript-answer');
    const key = within(keyed!).getByRole('group', { name: 'Answer key' });
    expect(
      within(key)
        .getAllByTestId('key-point')
        .map((p) => p.textContent),
    ).toEqual(['evaporation: ✓ Shown', 'condensation: – Missing', 'precipitation: ✗ Contradicted']);
    expect(key).toHaveTextContent('clouds are made of smoke');
    // The example is the model answer: shown once, in the key.
    expect(keyed).not.toHaveTextContent('Example answer:');
    expect(within(keyed!).queryByRole('button', { name: /Show the answer key/ })).not.toBeInTheDocument();

    expect(within(unkeyed!).getByTestId('not-rated')).toHaveTextContent('AI: Not rated');
    expect(unkeyed).toHaveTextContent(NOT_RATED_WHY);
    expect(within(unkeyed!).queryByRole('group', { name: 'Answer key' })).not.toBeInTheDocument();
    expect(within(unkeyed!).getByRole('button', { name: 'Rate this answer: Ada, question 2' })).toBeInTheDocument();

    const overall = within(drawer).getByTestId('overall-review');
    expect(within(overall).getByTestId('not-rated')).toHaveTextContent('AI: Not rated');
    expect(within(overall).getByRole('button', { name: 'Rate the overall result: Ada, overall result' })).toBeVisible();
  });

  it("overrides a rating with a note, and shows the AI's and the teacher's side by side", async () => {
    const user = userEvent.setup();
    let doc = adaDocument();
    const { api } = withDrawer(() => doc, {
      'POST /assessment_instances/overrideRating': (call) => {
        const body = call.body as { answerMessageId: string; rating: number; note: string };
        doc = adaDocument();
        const log = doc.messageLogs.find((l) => 'messageId' in l && l.messageId === body.answerMessageId) as MessageLog;
        log.ratingOverride = {
          rating: body.rating,
          ratingLabel: 'Proficient',
          note: body.note,
          teacherId: 't',
          overriddenAt: '2026-01-06T10:00:00.000Z',
        };
        log.effectiveRating = body.rating;
        return { body: { success: true, data: doc } };
      },
    });
    await user.click(await within(await grid()).findByRole('button', { name: 'Ada' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ada: conversation' });
    await user.click(await within(drawer).findByRole('button', { name: 'Override rating: Ada, question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your rating: Ada, question 1' });
    await user.click(within(dialog).getByRole('radio', { name: 'Proficient (3)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Named three steps aloud in class');
    await user.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Your rating/ })).toBeNull());

    expect(api.callsTo('POST /assessment_instances/overrideRating').map((c) => c.body)).toEqual([
      {
        assessmentInstanceId: instanceId(1),
        answerMessageId: answerId(1, 0),
        rating: 3,
        note: 'Named three steps aloud in class',
      },
    ]);
    const first = (await within(drawer).findAllByTestId('transcript-answer'))[0]!;
    await waitFor(() =>
      expect(within(first).getByTestId('teacher-rating')).toHaveTextContent('Teacher: Proficient · 3 of 4 (counts)'),
    );
    expect(within(first).getByTestId('ai-rating')).toHaveTextContent('AI: Developing · 2 of 4 (replaced)');
    expect(within(first).getByTestId('override-note')).toHaveTextContent('Named three steps aloud in class');
    // The report is read again to show the new rating in the grid.
    expect(api.callsTo(`GET /reports/session/${SESSION_ID}`).length).toBeGreaterThanOrEqual(2);
  });

  it('flags an answer for follow-up, and the report lists the flagged ones', async () => {
    const user = userEvent.setup();
    let flagged = false;
    const report = () => {
      const r: SessionReport = twoStudents();
      if (flagged) {
        r.rows[0]!.questions[0]!.flagged = true;
        r.rows[0]!.questions[0]!.answers[0]!.flagged = true;
      }
      return { body: { data: r } };
    };
    const { api } = openReport(report, {
      'POST /assessment_instances/flagAnswer': () => {
        flagged = true;
        return { body: { success: true, data: adaDocument() } };
      },
    });
    const view = await screen.findByTestId('question-view');
    await user.click(within(view).getByRole('button', { name: 'Flag for follow-up: Ada, question 1' }));
    expect(api.callsTo('POST /assessment_instances/flagAnswer')[0]!.body).toEqual({
      assessmentInstanceId: instanceId(1),
      answerMessageId: answerId(1, 0),
    });
    const list = await screen.findByTestId('flagged-answers');
    expect(list).toHaveTextContent('Flagged for follow-up (1)');
    expect(list).toHaveTextContent('Ada · question 1');
    expect(within(await rowOf('Ada')).getAllByRole('cell')[2]).toHaveTextContent('flagged');
  });

  it('deletes a check-in after confirming, and says so when it fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = withDrawer(() => adaDocument(), {
      [`DELETE /assessment_instances/deleteAssessmentInstance/${instanceId(1)}`]: () =>
        fail ? { status: 500, body: {} } : { body: { success: true } },
    });
    await user.click(await within(await grid()).findByRole('button', { name: 'Ada' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ada: conversation' });
    await user.click(await within(drawer).findByRole('button', { name: 'Delete this check-in' }));
    const confirm = await screen.findByRole('dialog', { name: "Delete Ada's check-in?" });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'There was a problem deleting the Assessment Instance',
    );
    fail = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /assessment_instances/deleteAssessmentInstance')).toHaveLength(2);
  });
});

describe('exporting and the edge cases', () => {
  it("downloads the API's CSV with the teacher's token, under the server's file name", async () => {
    const user = userEvent.setup();
    const { api } = openReport(() => ({ body: { data: twoStudents() } }));
    const scripted = api.spy.getMockImplementation()!;
    const csvCalls: Array<Record<string, string>> = [];
    api.spy.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith(`/reports/session/${SESSION_ID}/csv`)) {
        csvCalls.push(init?.headers as Record<string, string>);
        return new Response('\uFEFFStudent,Question number\r\nAda,1\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="checkin-water-cycle-period-3-2026-01-06.csv"',
          },
        });
      }
      if (url.endsWith(`/reports/session/${SESSION_ID}/csv?rows=students`)) {
        csvCalls.push(init?.headers as Record<string, string>);
        return new Response('\uFEFFStudent,State,Overall rating (1 to 4)\r\nAda,Finished,3\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="checkin-water-cycle-period-3-students-2026-01-06.csv"',
          },
        });
      }
      return scripted(input, init);
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(csvCalls[0]!['x-auth-token']).toBe(api.token);
    expect(clicked[0]!.download).toBe('checkin-water-cycle-period-3-2026-01-06.csv');
    expect(clicked[0]!.href).toBe('blob:report');
    expect(await (createObjectURL.mock.calls[0]![0] as Blob).text()).toContain('Ada,1');

    // The gradebook's file: a line per student, from the same call with ?rows=students.
    await user.click(screen.getByRole('button', { name: 'Export gradebook CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(csvCalls[1]!['x-auth-token']).toBe(api.token);
    expect(clicked[1]!.download).toBe('checkin-water-cycle-period-3-students-2026-01-06.csv');
    expect(await (createObjectURL.mock.calls[1]![0] as Blob).text()).toContain('Ada,Finished,3');
  });

  it('without students, shows the student link and how to share it', async () => {
    openReport(() => ({ body: { data: makeSessionReport([], { questions: 3, archived: true }) } }));
    const empty = await screen.findByTestId('empty-session');
    expect(within(empty).getByRole('heading', { name: 'No students yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('textbox', { name: 'Student link' })).toHaveValue(
      `${window.location.origin}/session/${SESSION_ID}`,
    );
    expect(empty).toHaveTextContent('This session is closed');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByTestId('student-grid')).toBeNull();
  });

  it('says so when the session is not there or not theirs', async () => {
    openReport(() => ({ status: 404, body: { errorMessage: 'This session was not found.' } }));
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says so when they may not see it', async () => {
    openReport(() => ({ status: 403, body: { errorMessage: 'Forbidden' } }));
    expect(await screen.findByRole('heading', { name: 'You cannot see this report' })).toBeInTheDocument();
  });

  it('offers to try again after a failure, with the spec message', async () => {
    openReport(() => ({ status: 500, body: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem loading the report');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a flood of students', () => {
  it('is seen in the counts, and ended from the report by closing the session; reopening lets students in', async () => {
    let archived = false;
    const { api } = openReport(
      () => ({
        body: {
          data: makeSessionReport(
            Array.from({ length: 12 }, () => ({ name: null, ratings: [] })),
            { questions: 2, archived },
          ),
        },
      }),
      {
        'PATCH /sessions/updateSession': (call) => {
          archived = (call.body as { logObject: { archived: boolean } }).logObject.archived;
          return { body: { message: 'Session updated', data: {} } };
        },
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('class-summary')).toHaveTextContent('Started12');
    const close = screen.getByRole('button', { name: 'Close session' });
    expect(close).toHaveAccessibleDescription('Closing stops new students from joining; those already in may finish.');

    await user.click(close);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close session' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(api.callsTo('PATCH /sessions/updateSession')[0]!.body).toEqual({
      session_id: SESSION_ID,
      logObject: { archived: true },
    });
    await user.click(screen.getByRole('button', { name: 'Reopen session' }));
    await waitFor(() => expect(screen.queryByText('Closed')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /sessions/updateSession')[1]!.body).toMatchObject({ logObject: { archived: false } });
  });

  it('says so when the session cannot be closed', async () => {
    openReport(() => ({ body: { data: twoStudents() } }), {
      'PATCH /sessions/updateSession': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem updating the session');
  });
});
