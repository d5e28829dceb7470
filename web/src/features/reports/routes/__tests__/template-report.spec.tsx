import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveClientFactory } from '../../../../lib/live-client';
import { paths } from '../../../../lib/paths';
import { FakeSocket, fakeRealtimeClient, instanceEvent } from '../../../../test/fake-socket';
import { type ApiReply, fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import TemplateReportPage from '../template-report';
import { SESSION_ID, TEMPLATE_ID, makeTemplateReport, questionText, withRainKey } from './report-fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  setLiveClientFactory(fakeRealtimeClient);
  FakeSocket.all = [];
});
afterEach(() => {
  setLiveClientFactory();
  vi.restoreAllMocks();
});

const fourStudents = () =>
  makeTemplateReport(
    [
      { name: 'Ada', ratings: [1, 4], overall: 2 },
      { name: 'Bo', ratings: [2, 3], overall: 3 },
      { name: 'Cy', ratings: [1, 2], overall: 1 },
      { name: 'Di', ratings: [4, 4], overall: 4 },
    ],
    { questions: 2 },
  );

function openReport(report: () => ApiReply) {
  const api = fakeApi({ [`GET /reports/template/${TEMPLATE_ID}`]: report });
  renderAsTeacher(<TemplateReportPage />, {
    path: paths.templateReport.to(TEMPLATE_ID),
    routes: (ui) => (
      <Routes>
        <Route path={paths.templateReport.pattern} element={ui} />
      </Routes>
    ),
  });
  return api;
}

describe("a CheckIn's report across its sessions", () => {
  it('has a line per session, linked to its report', async () => {
    openReport(() => ({ body: { data: fourStudents() } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Water Cycle Check-In' })).toBeInTheDocument();
    const lines = screen.getByTestId('session-lines');
    const period3 = within(lines).getByRole('row', { name: /Period 3/ });
    expect(
      within(period3)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '2', '2.5 of 4 · near Proficient']);
    expect(within(period3).getByRole('link', { name: 'Period 3' })).toHaveAttribute(
      'href',
      paths.sessionReport.to(SESSION_ID),
    );
  });

  it('charts the ratings of each question, with the same numbers in a table', async () => {
    openReport(() => ({ body: { data: fourStudents() } }));
    const section = await screen.findByTestId('question-distribution');
    expect(within(section).getByRole('img')).toHaveAccessibleName(
      /question 1, 2 Beginning, 1 Developing, 0 Proficient, 1 Advanced/,
    );
    const table = within(section).getByTestId('question-table');
    const q1 = within(table).getAllByRole('row')[1]!;
    expect(
      within(q1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '0', '1', '4', '2']);
  });

  it('lists the lowest rated answers grouped by question, lowest first', async () => {
    openReport(() => ({ body: { data: fourStudents() } }));
    const lowest = await screen.findByTestId('lowest-answers');
    const q1 = within(lowest).getByRole('region', { name: /^Question 1:/ });
    const answers = within(q1).getAllByTestId('lowest-answer');
    expect(answers.map((a) => a.querySelector('p')?.textContent)).toEqual([
      'Ada · Period 3',
      'Cy · Period 5',
      'Bo · Period 3',
    ]);
    expect(answers[0]).toHaveTextContent('Answer of student 1 to question 1');
    expect(answers[0]).toHaveTextContent('AI: Beginning · 1 of 4');
    expect(answers[0]).toHaveTextContent('Why: Why student 1 got 1 on 1.');
    // Labelled with the question's own text.
    expect(q1).toHaveAccessibleName(`Question 1: ${questionText(0)}`);
  });

  it('says so honestly when every rated answer to a question is at the top level', async () => {
    openReport(() => ({
      body: {
        data: makeTemplateReport(
          [
            { name: 'Ada', ratings: [4, 1] },
            { name: 'Bo', ratings: [4, 2] },
          ],
          { questions: 2 },
        ),
      },
    }));
    const lowest = await screen.findByTestId('lowest-answers');
    const q1 = within(lowest).getByRole('region', { name: /^Question 1:/ });
    expect(within(q1).queryAllByTestId('lowest-answer')).toHaveLength(0);
    expect(within(q1).getByTestId('no-lowest-answers')).toHaveTextContent(
      'Every rated answer to this question is Advanced: nothing to teach again here.',
    );
    expect(within(lowest).getByRole('region', { name: /^Question 2:/ })).toHaveTextContent('Ada');
  });

  it('shows beside each lowest answer which key points it missed or contradicted', async () => {
    openReport(() => ({ body: { data: withRainKey(fourStudents()) } }));
    const lowest = await screen.findByTestId('lowest-answers');
    const [ada] = within(within(lowest).getByRole('region', { name: /^Question 1:/ })).getAllByTestId('lowest-answer');
    const points = within(ada!).getByRole('group', { name: 'Key points' });
    expect(
      within(points)
        .getAllByTestId('key-point')
        .map((p) => p.getAttribute('data-verdict')),
    ).toEqual(['shown', 'missing', 'contradicted']);
    expect(points).toHaveTextContent('condensation: – Missing');
    const q2 = within(lowest).getByRole('region', { name: /^Question 2:/ });
    expect(within(q2).queryByRole('group', { name: 'Key points' })).not.toBeInTheDocument();
  });

  it('reads again when a student of any session answers', async () => {
    let report = fourStudents();
    const api = openReport(() => ({ body: { data: report } }));
    await screen.findByTestId('student-grid');
    const socket = await vi.waitFor(() => FakeSocket.latest()!);
    socket.up();
    expect(socket.joined).toEqual(new Set([`template:${TEMPLATE_ID}`]));
    report = makeTemplateReport(
      [
        ...['Ada', 'Bo', 'Cy', 'Di'].map((name) => ({ name, ratings: [2, 2], overall: 2 })),
        { name: 'Eve', ratings: [] },
      ],
      { questions: 2 },
    );
    socket.send(instanceEvent({ templateId: TEMPLATE_ID, sessionId: SESSION_ID }));
    expect(await within(screen.getByTestId('student-grid')).findByRole('button', { name: 'Eve' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`GET /reports/template/${TEMPLATE_ID}`).length).toBeGreaterThanOrEqual(2));
  });

  it('without students, points to sharing a session', async () => {
    openReport(() => ({ body: { data: makeTemplateReport([], { questions: 2 }) } }));
    const empty = await screen.findByTestId('empty-template');
    expect(empty).toHaveTextContent('No students yet');
    expect(within(empty).getByRole('link', { name: 'Sessions and sharing' })).toHaveAttribute(
      'href',
      `/dashboard?template=${TEMPLATE_ID}`,
    );
  });

  it('says so when the CheckIn is not there or not theirs, or may not be seen', async () => {
    openReport(() => ({ status: 404, body: { errorMessage: 'This check-in was not found.' } }));
    expect(await screen.findByRole('heading', { name: 'CheckIn not found' })).toBeInTheDocument();
  });

  it('says so when the teacher may not see it', async () => {
    openReport(() => ({ status: 403, body: {} }));
    expect(await screen.findByRole('heading', { name: 'You cannot see this report' })).toBeInTheDocument();
  });
});
