import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAsTeacher } from '../../../../test/teacher-harness';
import { CloseSessionButton } from '../close-session-button';

const SESSION = {
  id: '9b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  name: 'Class 5B',
  templateId: '1b2f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  templateName: 'Water cycle',
  archived: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a teacher closing a session', () => {
  it('is told what happens to students answering now and to new ones, and may keep it open', async () => {
    const api = fakeApi({ 'PATCH /sessions/updateSession': () => ({ body: { message: 'Session updated' } }) });
    renderAsTeacher(<CloseSessionButton session={SESSION} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close session' }));

    const dialog = await screen.findByRole('dialog', { name: 'Close “Class 5B”?' });
    expect(dialog).toHaveTextContent('Students who are answering now may finish their check-in.');
    expect(dialog).toHaveTextContent('Anyone who opens the link from now on is told the check-in is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /sessions/updateSession')).toHaveLength(0);
  });

  it('closes it once confirmed, and the dialog goes', async () => {
    const api = fakeApi({ 'PATCH /sessions/updateSession': () => ({ body: { message: 'Session updated' } }) });
    renderAsTeacher(<CloseSessionButton session={SESSION} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /sessions/updateSession')[0]!.body).toEqual({
      session_id: SESSION.id,
      logObject: { archived: true },
    });
  });

  it('keeps the dialog open with the reason when closing fails', async () => {
    fakeApi({ 'PATCH /sessions/updateSession': () => ({ status: 500, body: {} }) });
    renderAsTeacher(<CloseSessionButton session={SESSION} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close session' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There was a problem updating the session');
  });

  it('reopens a closed session at once: reopening takes nothing from anyone', async () => {
    const api = fakeApi({ 'PATCH /sessions/updateSession': () => ({ body: { message: 'Session updated' } }) });
    renderAsTeacher(<CloseSessionButton session={{ ...SESSION, archived: true }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reopen session' }));
    await waitFor(() => expect(api.callsTo('PATCH /sessions/updateSession')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /sessions/updateSession')[0]!.body).toMatchObject({ logObject: { archived: false } });
  });
});
