import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';
import { type ScriptedTransport, fail, ok } from '../../../../test/scripted-transport';

const PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@school.example',
  role: 'teacher',
  organization: { id: 'o1', name: 'Analytical School', max_users: 20 },
  current_subscription: { name: 'School' },
};

let server: ScriptedTransport;
let fetchMock: MockInstance<typeof fetch>;
let session: ReturnType<typeof makeSession>;

beforeEach(() => {
  session = makeSession();
  storeSession(session);
  server = installAuthServer();
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (String(url).endsWith('/profile/getProfileForUser/')) return Response.json({ data: PROFILE });
    if (String(url).endsWith('/profile/updateProfileForUser/')) return new Response(null, { status: 204 });
    return Response.json({ success: true }, { status: 201 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('a teacher on their profile', () => {
  it('changes their name', async () => {
    const user = userEvent.setup();
    renderApp('/profile/userProfile');
    const first = await screen.findByLabelText('First name');
    await screen.findByDisplayValue('Ada');
    await user.clear(first);
    await user.type(first, 'Augusta Ada');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await within(section('Your name')).findByText('Saved.')).toBeVisible();
    const patch = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/profile/updateProfileForUser/'));
    expect(patch?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ first_name: 'Augusta Ada', last_name: 'Lovelace' });
    expect((patch?.[1]?.headers as Record<string, string>)['x-auth-token']).toBe(session.access_token);
  });

  it('is asked to confirm a new email from both addresses', async () => {
    server.on(ROUTES.updateUser, ok({ ...session.user, new_email: 'ada@new.example' }));
    const user = userEvent.setup();
    renderApp('/profile/userProfile');
    await user.type(await screen.findByLabelText('New email'), 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/We have sent a link to ada@new.example and another to/)).toBeVisible();
    expect(server.callsTo(ROUTES.updateUser)[0]!.body).toMatchObject({ email: 'ada@new.example' });
  });

  it('changes their password with the current one, and says so when it is wrong', async () => {
    server.on(
      ROUTES.updateUser,
      fail(400, 'current_password_mismatch', 'Your current password is not right.'),
      ok(session.user),
    );
    const user = userEvent.setup();
    renderApp('/profile/userProfile');
    await user.type(await screen.findByLabelText('Current password'), 'my old secret');
    await user.type(screen.getByLabelText('New password'), 'a much longer secret');
    await user.type(screen.getByLabelText('Type it again'), 'a much longer secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/That is not your current password/)).toBeVisible();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'my real old secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeVisible();
    expect(server.callsTo(ROUTES.updateUser).map((call) => call.body)).toMatchObject([
      { password: 'a much longer secret', current_password: 'my old secret' },
      { password: 'a much longer secret', current_password: 'my real old secret' },
    ]);
  });

  it('changes their password, giving the mailed code when the server asks for one', async () => {
    server
      .on(
        ROUTES.updateUser,
        fail(400, 'reauthentication_needed', 'Password update requires reauthentication'),
        ok(session.user),
      )
      .on(ROUTES.reauthenticate, ok({}));
    const user = userEvent.setup();
    renderApp('/profile/userProfile');
    await user.type(await screen.findByLabelText('New password'), 'a much longer secret');
    await user.type(screen.getByLabelText('Type it again'), 'a much longer secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(await screen.findByLabelText('Code from the email'), '654321');
    expect(server.callsTo(ROUTES.reauthenticate)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeVisible();
    expect(server.callsTo(ROUTES.updateUser).map((call) => call.body)).toMatchObject([
      { password: 'a much longer secret' },
      { password: 'a much longer secret', nonce: '654321' },
    ]);
  });

  it('signs out of all devices, and is taken to sign in', async () => {
    server.on(ROUTES.logoutGlobal, ok(undefined, 204));
    const user = userEvent.setup();
    const view = renderApp('/profile/userProfile');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(view.location()).toBe('/login');
    expect(server.callsTo(ROUTES.logoutGlobal)).toHaveLength(1);
  });
});
