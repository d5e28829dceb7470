import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveClientFactory } from '../../../../lib/live-client';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { FakeSocket, fakeRealtimeClient, instanceEvent } from '../../../../test/fake-socket';
import { renderApp } from '../../../../test/render-app';
import { installTeacherApi, makeSessionItem, makeTemplate } from '../../../../test/teacher-api';

vi.setConfig({ testTimeout: 20_000 });

const water = makeTemplate({ name: 'Water Cycle Check-In', grade: '5', topic: 'Water Cycle', tags: ['science'] });
const grammar = makeTemplate({
  name: 'Commas and Clauses',
  grade: '8',
  topic: 'Grammar Rules',
  numberOfQuestions: 7,
  tags: ['english', 'writing'],
});
const oldOne = makeTemplate({ name: 'Food Chain Review', grade: '3', topic: 'Food Chain', archive: true });

beforeEach(() => {
  FakeSocket.all = [];
  setLiveClientFactory(fakeRealtimeClient);
  storeSession(makeSession());
  installAuthServer();
});
afterEach(() => {
  setLiveClientFactory();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('a teacher on their dashboard', () => {
  it('sees their CheckIns and their recent sessions with counts', async () => {
    installTeacherApi({
      templates: [water, grammar, oldOne],
      sessions: [makeSessionItem(water, { name: 'Period 3', counts: { in_progress: 2, completed: 5 } })],
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'My CheckIns' })).toBeVisible();
    expect(cardNames()).toEqual(['Water Cycle Check-In', 'Commas and Clauses']);
    expect(within(card('Commas and Clauses')).getByText('Grade 8 · Grammar Rules · 7 questions')).toBeVisible();
    expect(within(card('Commas and Clauses')).getByText('writing')).toBeVisible();
    // Each button's name begins with the words it shows (WCAG 2.5.3, label in name).
    expect(
      within(card('Commas and Clauses')).getByRole('link', { name: 'Sessions and sharing: Commas and Clauses' }),
    ).toHaveTextContent('Sessions and sharing');
    const recent = await screen.findByRole('listitem', { name: 'Period 3' });
    expect(within(recent).getByText('Water Cycle Check-In')).toBeVisible();
    expect(within(recent).getByText(/in progress/)).toHaveTextContent('2 in progress');
    expect(within(recent).getByText(/completed/)).toHaveTextContent('5 completed');
  });

  it('finds a CheckIn by search, grade and tag, and sees the archived ones apart', async () => {
    installTeacherApi({ templates: [water, grammar, oldOne] });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await user.type(search, 'writing');
    expect(cardNames()).toEqual(['Commas and Clauses']);
    await user.clear(search);
    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(screen.getByRole('option', { name: 'Grade 5' }));
    expect(cardNames()).toEqual(['Water Cycle Check-In']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(screen.getByRole('option', { name: 'english' }));
    expect(cardNames()).toEqual(['Commas and Clauses']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('radio', { name: 'Archived (1)' }));
    expect(cardNames()).toEqual(['Food Chain Review']);
    expect(within(card('Food Chain Review')).getByText('Archived')).toBeVisible();
  });

  it('archives a CheckIn, and deletes one after confirming', async () => {
    const api = installTeacherApi({ templates: [water, grammar] });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'More actions: Water Cycle Check-In' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(cardNames()).toEqual(['Commas and Clauses']));
    expect(api.calls('PATCH /assessment_templates/archiveTemplateById')[0]!.body).toEqual({
      assessmentTemplateId: water.id,
      archive: true,
    });

    await user.click(screen.getByRole('button', { name: 'More actions: Commas and Clauses' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this CheckIn?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /assessment_templates/deleteAssessmentTemplateById')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'More actions: Commas and Clauses' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    await user.click(await screen.findByRole('button', { name: 'Delete CheckIn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(`DELETE /assessment_templates/deleteAssessmentTemplateById/${grammar.id}`)).toHaveLength(1);
  });

  it('sees the counts of a session change as students work, without reloading', async () => {
    const period3 = makeSessionItem(water, { name: 'Period 3', counts: { in_progress: 0, completed: 0 } });
    const api = installTeacherApi({ templates: [water], sessions: [period3] });
    renderApp('/dashboard');
    const recent = await screen.findByRole('listitem', { name: 'Period 3' });
    expect(within(recent).getByText(/in progress/)).toHaveTextContent('0 in progress');
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    act(() => socket.up());
    await waitFor(() => expect(socket.joined).toContain(`session:${period3.session_id}`));

    api.state.sessions = [{ ...period3, counts: { in_progress: 1, completed: 3, canceled: 0 } }];
    act(() => socket.send(instanceEvent({ sessionId: period3.session_id, templateId: water.id })));
    await waitFor(() => expect(within(recent).getByText(/in progress/)).toHaveTextContent('1 in progress'));
    expect(within(recent).getByText(/completed/)).toHaveTextContent('3 completed');
  });

  it('keeps one live connection for the page: the recent sessions and a CheckIn’s sessions panel share it', async () => {
    const period3 = makeSessionItem(water, { name: 'Period 3' });
    installTeacherApi({ templates: [water], sessions: [period3] });
    const user = userEvent.setup();
    renderApp(`/dashboard?template=${water.id}`);
    await screen.findByRole('dialog', { name: 'Sessions: Water Cycle Check-In' });
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    act(() => socket.up());
    await waitFor(() =>
      expect([...socket.joined].sort()).toEqual([`session:${period3.session_id}`, `template:${water.id}`]),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The panel's room is left; the connection, and the recent sessions' room, stay.
    await waitFor(() => expect([...socket.joined]).toEqual([`session:${period3.session_id}`]));
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('is told when their CheckIns cannot be loaded, and can try again', async () => {
    const api = installTeacherApi({ templates: [water] });
    let failing = true;
    api.state.override = (call) =>
      failing && call.path.includes('getAssessmentTemplatesByUserId')
        ? Response.json({ errorMessage: 'Error getting assessment template' }, { status: 500 })
        : undefined;
    const user = userEvent.setup();
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error getting assessment template');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Water Cycle Check-In' })).toBeVisible();
  });
});

describe('a new teacher', () => {
  it('starts from an example in one click: a copy becomes theirs and its sessions open', async () => {
    const example = makeTemplate({
      name: 'Newton’s Laws',
      topic: "Newton's Laws of Motion",
      grade: '8',
      isExample: true,
      isPublic: true,
      owner_id: 'examples',
    });
    const api = installTeacherApi({ templates: [], examples: [example] });
    const user = userEvent.setup();
    const view = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Create your first CheckIn' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a CheckIn' })).toHaveAttribute('href', '/dashboard?edit=new');
    await user.click(await screen.findByRole('button', { name: 'Use this example: Newton’s Laws' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sessions: Newton’s Laws' });
    expect(within(drawer).getByRole('textbox', { name: 'Session name' })).toBeVisible();
    const body = api.calls('POST /assessment_templates/createAssessmentTemplate')[0]!.body;
    expect(body).toMatchObject({ name: 'Newton’s Laws', grade: '8', isPublic: false, archive: false });
    expect(view.location()).toBe(`/dashboard?template=${api.state.templates[0]!.id}`);
    expect(await screen.findByRole('article', { name: 'Newton’s Laws' })).toBeInTheDocument();
  });
});
