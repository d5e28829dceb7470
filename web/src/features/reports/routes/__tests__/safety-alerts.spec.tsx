import type { SafetyAlertView, SessionReport } from '@checkin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveClientFactory } from '../../../../lib/live-client';
import { paths } from '../../../../lib/paths';
import { FakeSocket, fakeRealtimeClient, instanceEvent } from '../../../../test/fake-socket';
import { fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import SessionReportPage from '../session-report';
import { SESSION_ID, adaDocument, answerId, instanceId, makeSessionReport } from './report-fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  setLiveClientFactory(fakeRealtimeClient);
  FakeSocket.all = [];
});
afterEach(() => {
  setLiveClientFactory();
});

const ALERT: SafetyAlertView = {
  answerMessageId: answerId(1, 1),
  questionIndex: 1,
  answer: 'my dad hits me when he is angry',
  category: 'abuse',
  reason: 'May speak of being hurt or mistreated by someone. Words: "hits me".',
  raisedAt: '2026-01-06T09:12:00.000Z',
};

function report(alerts: SafetyAlertView[]): SessionReport {
  const r = makeSessionReport(
    [
      { name: 'Ada', ratings: [2] },
      { name: 'Grace', ratings: [3] },
    ],
    { questions: 2 },
  );
  r.rows[0]!.safetyAlerts = alerts;
  return r;
}

function openReport(current: () => SessionReport) {
  fakeApi({
    [`GET /reports/session/${SESSION_ID}`]: () => ({ body: { data: current() } }),
    [`GET /assessment_instances/getAssessmentInstanceById/${instanceId(1)}`]: () => ({ body: { data: adaDocument() } }),
  });
  renderAsTeacher(<SessionReportPage />, {
    path: paths.sessionReport.to(SESSION_ID),
    routes: (ui) => (
      <Routes>
        <Route path={paths.sessionReport.pattern} element={ui} />
      </Routes>
    ),
  });
}

describe('a safety alert in the session report', () => {
  it('appears live while the report is open, with the answer, and leads to the conversation by keyboard', async () => {
    let alerts: SafetyAlertView[] = [];
    openReport(() => report(alerts));
    await screen.findByTestId('student-grid');
    expect(screen.queryByText(/Safety alert/)).toBeNull();
    const socket = await vi.waitFor(() => FakeSocket.latest()!);
    socket.up();

    alerts = [ALERT];
    socket.send(instanceEvent({ sessionId: SESSION_ID, instanceId: instanceId(1), type: 'SafetyConcernRaised' }));
    const banner = await screen.findByText('Safety alert: an answer from Ada may need your attention');
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Question 2. May speak of being hurt or mistreated by someone.');
    expect(alert).toHaveTextContent('my dad hits me when he is angry');
    expect(screen.getByTestId('safety-alerts')).toHaveAttribute('aria-live', 'polite');

    const user = userEvent.setup();
    const open = within(alert).getByRole('button', { name: 'Read the conversation of Ada' });
    // A real button in the tab order: reached and pressed from the keyboard.
    expect(open.tabIndex).toBe(0);
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Ada: conversation' })).toBeInTheDocument();
  });

  it('says nothing when no answer raised a concern', async () => {
    openReport(() => report([]));
    await screen.findByTestId('student-grid');
    expect(screen.queryByText(/Safety alert/)).toBeNull();
  });
});
