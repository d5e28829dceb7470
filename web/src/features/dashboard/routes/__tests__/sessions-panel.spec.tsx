import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLiveClientFactory } from '../../../../lib/live-client';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { fakeRealtimeClient } from '../../../../test/fake-socket';
import { renderApp } from '../../../../test/render-app';
import { installTeacherApi, makeSessionItem, makeTemplate } from '../../../../test/teacher-api';

vi.setConfig({ testTimeout: 20_000 });

const water = makeTemplate({ name: 'Water Cycle Check-In' });
const open = makeSessionItem(water, { name: 'Period 3', counts: { in_progress: 1, completed: 4 } });
const closed = makeSessionItem(water, { name: 'Last week', archived: true });
const panelPath = `/dashboard?template=${water.id}`;

beforeEach(() => {
  setLiveClientFactory(fakeRealtimeClient);
  storeSession(makeSession());
  installAuthServer();
});
afterEach(() => {
  setLiveClientFactory();
  vi.restoreAllMocks();
});

const drawer = () => screen.findByRole('dialog', { name: 'Sessions: Water Cycle Check-In' });
const row = async (name: string) => within(await drawer()).findByRole('listitem', { name });

describe("a CheckIn's sessions panel", () => {
  it('opens from the card at its own address, lists open and closed sessions, and Escape goes back', async () => {
    installTeacherApi({ templates: [water], sessions: [open, closed] });
    const user = userEvent.setup();
    const view = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Sessions and sharing: Water Cycle Check-In' }));
    const panel = await drawer();
    expect(view.location()).toBe(panelPath);
    const openList = within(panel).getByRole('region', { name: 'Open sessions' });
    expect(await within(openList).findByRole('listitem', { name: 'Period 3' })).toHaveTextContent('4 completed');
    const closedList = within(panel).getByRole('region', { name: 'Closed sessions' });
    expect(within(closedList).getByRole('listitem', { name: 'Last week' })).toHaveTextContent('Closed');
    expect(within(panel).getByRole('link', { name: 'Report of Period 3' })).toHaveAttribute(
      'href',
      `/assessment_report/session_report/${open.session_id}`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a session with a name, and offers its link at once', async () => {
    const api = installTeacherApi({ templates: [water], sessions: [] });
    const user = userEvent.setup();
    renderApp(panelPath);
    const panel = await drawer();
    expect(await within(panel).findByText(/No sessions yet/)).toBeVisible();
    await user.type(within(panel).getByRole('textbox', { name: 'Session name' }), 'Period 5');
    await user.click(within(panel).getByRole('button', { name: 'Create session' }));
    const share = await screen.findByRole('dialog', { name: 'Share “Period 5”' });
    const created = api.state.sessions[0]!;
    expect(api.calls('POST /sessions/createSession')[0]!.body).toEqual({
      assessment_template_id: water.id,
      name: 'Period 5',
    });
    expect(within(share).getByRole('textbox', { name: 'Student link' })).toHaveValue(
      `${window.location.origin}/session/${created.session_id}`,
    );
    expect(within(share).getByRole('button', { name: 'Close' })).toBeVisible();
    await user.click(within(share).getByRole('button', { name: 'Done' }));
    expect(await row('Period 5')).toBeVisible();
  });

  it('closes a session and reopens it', async () => {
    const api = installTeacherApi({ templates: [water], sessions: [open] });
    const user = userEvent.setup();
    renderApp(panelPath);
    await user.click(within(await row('Period 3')).getByRole('button', { name: 'Close Period 3' }));
    await waitFor(async () => expect(await row('Period 3')).toHaveTextContent('Closed'));
    await user.click(within(await row('Period 3')).getByRole('button', { name: 'Reopen Period 3' }));
    await waitFor(async () => expect(await row('Period 3')).toHaveTextContent('Open'));
    expect(api.calls('PATCH /sessions/updateSession').map((c) => c.body)).toEqual([
      { session_id: open.session_id, logObject: { archived: true } },
      { session_id: open.session_id, logObject: { archived: false } },
    ]);
  });

  it('renames a session', async () => {
    const api = installTeacherApi({ templates: [water], sessions: [open] });
    const user = userEvent.setup();
    renderApp(panelPath);
    await user.click(within(await row('Period 3')).getByRole('button', { name: 'Rename Period 3' }));
    const name = within(await drawer()).getByRole('textbox', { name: 'New name' });
    await user.clear(name);
    await user.type(name, 'Period 3 (Monday){Enter}');
    expect(await row('Period 3 (Monday)')).toBeVisible();
    expect(api.calls('PATCH /sessions/updateSession')[0]!.body).toEqual({
      session_id: open.session_id,
      logObject: { name: 'Period 3 (Monday)' },
    });
  });

  it('copies the student link, and says so', async () => {
    installTeacherApi({ templates: [water], sessions: [open] });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(panelPath);
    await user.click(within(await row('Period 3')).getByRole('button', { name: 'Share Period 3' }));
    const share = await screen.findByRole('dialog', { name: 'Share “Period 3”' });
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/session/${open.session_id}`);
    expect(within(share).getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(within(share).getByText('Copied to the clipboard.')).toBeVisible();
  });

  it('selects the link for copying by hand when the clipboard is refused', async () => {
    installTeacherApi({ templates: [water], sessions: [open] });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = document.execCommand;
    document.execCommand = vi.fn(() => false);
    onTestFinished(() => {
      document.execCommand = execCommand;
    });
    renderApp(panelPath);
    await user.click(within(await row('Period 3')).getByRole('button', { name: 'Share Period 3' }));
    const share = await screen.findByRole('dialog', { name: 'Share “Period 3”' });
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(await within(share).findByText(/press Ctrl\+C/)).toBeVisible();
    expect(within(share).getByRole('textbox', { name: 'Student link' })).toHaveFocus();
  });

  it('shows a QR code of the link, full screen for a projector', async () => {
    installTeacherApi({ templates: [water], sessions: [open] });
    const user = userEvent.setup();
    renderApp(panelPath);
    await user.click(within(await row('Period 3')).getByRole('button', { name: 'Share Period 3' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Share “Period 3”' })).getByRole('button', {
        name: 'Show QR code',
      }),
    );
    const qr = await screen.findByRole('img', { name: 'QR code of the student link for Period 3' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('dialog', { name: 'Join “Period 3”' })).toBeVisible();
  });
});
