import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { type ApiCall, fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import OverallReportPage from '../overall-report';
import { TEMPLATE_ID, makeOverallReport } from './report-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const PROFILE = { first_name: 'Ada', last_name: 'L', email: 'ada@school.example', role: 'teacher', organization: null };
const ADMIN = { ...PROFILE, role: 'admin', organization: { id: 'o1', name: 'Springfield Elementary' } };

function openReport(profile: object, overall: (call: ApiCall) => { status?: number; body?: unknown }, path = '') {
  const api = fakeApi({
    'GET /profile/getProfileForUser': () => ({ body: { data: profile } }),
    'GET /reports/overall': overall,
  });
  renderAsTeacher(<OverallReportPage />, {
    path: `${paths.overallReport.to()}${path}`,
    routes: (ui) => (
      <Routes>
        <Route path={paths.overallReport.pattern} element={ui} />
      </Routes>
    ),
  });
  return api;
}

/** The scopes asked for, in order (the fake's calls carry the path without its query). */
const scopes = (api: ReturnType<typeof fakeApi>) =>
  api.spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/reports/overall'))
    .map((url) => url.searchParams.get('scope'));

describe("a teacher's overall report", () => {
  it('shows the totals, the ratings by week as a chart and a table, by topic, grade and CheckIn, on the scale', async () => {
    const api = openReport(PROFILE, () => ({ body: { data: makeOverallReport() } }));
    const totals = await screen.findByTestId('overall-totals');
    expect(totals).toHaveTextContent('Sessions run3');
    expect(totals).toHaveTextContent('Students6');
    // The same "x of 4" as the session and CheckIn reports, not a score out of 100.
    expect(totals).toHaveTextContent('Average overall rating2.8 of 4');
    expect(screen.getByTestId('overall-scale')).toHaveTextContent(
      'Average overall ratings on the scale “Four levels”: 1 Beginning, 2 Developing, 3 Proficient, 4 Advanced.',
    );
    expect(screen.getByTestId('column-chart')).toHaveAccessibleName(
      /Average overall rating by week: week of .*, 2 of 4; .*, 3.3 of 4/,
    );
    expect(within(screen.getByTestId('by-week')).getAllByRole('row')).toHaveLength(3);
    const topic = within(screen.getByTestId('by-topic')).getByRole('row', { name: /Food Chain/ });
    expect(
      within(topic)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '2', '2.3 of 4 · near Developing']);
    expect(within(topic).getAllByRole('cell')[2]).toHaveAttribute('data-level', '2');
    expect(within(screen.getByTestId('by-grade')).getByRole('row', { name: /Grade 5/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Water Cycle Check-In' })).toHaveAttribute(
      'href',
      paths.templateReport.to(TEMPLATE_ID),
    );
    expect(scopes(api)).toEqual(['mine']);
    expect(screen.queryByRole('radio', { name: 'My organisation' })).toBeNull();
  });

  it("lets an organisation's admin switch to the whole organisation", async () => {
    const user = userEvent.setup();
    const api = openReport(ADMIN, () => ({ body: { data: makeOverallReport() } }));
    await screen.findByTestId('overall-totals');
    await user.click(await screen.findByRole('radio', { name: 'My organisation' }));
    expect(await screen.findByText('Every CheckIn of Springfield Elementary.')).toBeInTheDocument();
    await screen.findByTestId('overall-totals');
    expect(scopes(api)).toEqual(['mine', 'organization']);
  });

  it('without results, says what will show and where to start', async () => {
    openReport(PROFILE, () => ({ body: { data: makeOverallReport('mine', 0) } }));
    const empty = await screen.findByTestId('empty-overall');
    expect(empty).toHaveTextContent('No results yet');
    expect(within(empty).getByRole('link', { name: 'Go to your CheckIns' })).toHaveAttribute('href', '/dashboard');
  });

  it("is refused for the organisation's report to a teacher who is not its admin", async () => {
    openReport(
      PROFILE,
      () => ({ status: 403, body: { errorMessage: "Only an organisation's admin can see its report." } }),
      '?scope=organization',
    );
    expect(await screen.findByRole('heading', { name: 'You cannot see this report' })).toBeInTheDocument();
  });

  it('offers to try again after a failure, with the spec message', async () => {
    openReport(PROFILE, () => ({ status: 500, body: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem loading the report');
  });
});
