import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, storedSession } from '../../../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';
import { ok } from '../../../../test/scripted-transport';
import { authClient } from '../../../../lib/auth';
import type { AuthEvent } from '../../../../lib/auth-client';

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

/** Opens `path` as the browser would from a mail: the fragment in the address bar too. */
function openFromMail(path: string) {
  window.history.replaceState(null, '', path);
}

function recoveryLink(session = makeSession()) {
  const at = Math.floor(Date.now() / 1000);
  return `#access_token=${session.access_token}&expires_in=3600&expires_at=${at + 3600}&refresh_token=${session.refresh_token}&token_type=bearer&type=recovery`;
}

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a teacher opening the link from a password reset email', () => {
  it('chooses a new password, twice, and is signed in on the dashboard', async () => {
    const session = makeSession();
    const path = `/auth/reset-password${recoveryLink(session)}`;
    openFromMail(path);
    const server = installAuthServer((s) =>
      s.on(ROUTES.user, ok(session.user)).on(ROUTES.updateUser, ok({ ...session.user, updated_at: 'now' })),
    );
    const heard: AuthEvent[] = [];
    authClient().onAuthStateChange((event) => heard.push(event));
    const view = renderApp(path, { loaders: { dashboard: page('Dashboard') } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByText(/Your reset link has signed you in as ada@school.example/)).toBeVisible();
    expect(view.location()).toBe('/auth/reset-password'); // the tokens are out of the address
    expect(window.location.hash).toBe('');
    expect(heard).toContain('PASSWORD_RECOVERY');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Type it again'), 'a brand new secreT');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByLabelText('Type it again')).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(server.callsTo(ROUTES.updateUser)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Type it again'));
    await user.type(screen.getByLabelText('Type it again'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const [update] = server.callsTo(ROUTES.updateUser);
    expect(update!.body).toMatchObject({ password: 'a brand new secret' });
    expect(update!.headers).toMatchObject({ authorization: `Bearer ${session.access_token}` });
    expect(storedSession()?.access_token).toBe(session.access_token);
    expect(heard).toContain('USER_UPDATED');
  });

  it('is told when the link has expired, and offered a new one', async () => {
    const path =
      '/auth/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    openFromMail(path);
    installAuthServer();
    const view = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code or link has expired or was already used. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/auth/password_reset_request',
    );
    expect(view.location()).toBe('/auth/reset-password');
    expect(storedSession()).toBeNull();
  });
});
