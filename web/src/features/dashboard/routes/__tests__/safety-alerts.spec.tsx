import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLiveClientFactory } from '../../../../lib/live-client';
import { paths } from '../../../../lib/paths';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { FakeSocket, fakeRealtimeClient, instanceEvent } from '../../../../test/fake-socket';
import { renderApp } from '../../../../test/render-app';
import { installTeacherApi, makeSessionItem, makeTemplate } from '../../../../test/teacher-api';

const water = makeTemplate({ name: 'Water Cycle Check-In', grade: '5', topic: 'Water Cycle' });

beforeEach(() => {
  FakeSocket.all = [];
  setLiveClientFactory(fakeRealtimeClient);
  storeSession(makeSession());
  installAuthServer();
});
afterEach(() => {
  setLiveClientFactory();
});

describe('a safety alert on the dashboard', () => {
  it("appears live on the session's card, with a link to its report", async () => {
    const period3 = makeSessionItem(water, { name: 'Period 3' });
    const api = installTeacherApi({ templates: [water], sessions: [period3] });
    renderApp('/dashboard');
    const card = await screen.findByRole('listitem', { name: 'Period 3' });
    expect(within(card).queryByText('Safety alert')).toBeNull();
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    act(() => socket.up());
    await waitFor(() => expect(socket.joined).toContain(`session:${period3.session_id}`));

    api.state.sessions = [{ ...period3, safety_alerts: 2 }];
    act(() =>
      socket.send(instanceEvent({ sessionId: period3.session_id, templateId: water.id, type: 'SafetyConcernRaised' })),
    );
    expect(await within(card).findByText('Safety alert')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 answers in Period 3 may need your attention.');
    expect(within(card).getByRole('link', { name: 'Open the report of Period 3' })).toHaveAttribute(
      'href',
      paths.sessionReport.to(period3.session_id),
    );
  });
});
