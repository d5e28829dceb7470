import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, storedSession } from '../../../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';
import { type ScriptedTransport, fail, ok } from '../../../../test/scripted-transport';

let server: ScriptedTransport;

beforeEach(() => {
  server = installAuthServer();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function fillIn(values: { first?: string; last?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  await screen.findByLabelText('First name');
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('a teacher creating an account', () => {
  it('sees the password rule from the start', async () => {
    renderApp('/auth/signup');
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'Use 8 to 128 characters. A few words you will remember work well.',
    );
  });

  it('is told beside each field what is missing or wrong, before anything is sent', async () => {
    renderApp('/auth/signup');
    await fillIn({ last: 'Lovelace', email: 'not-an-address', password: 'short' });
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your email address, like name@school.org.'),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters.'),
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(server.callsTo(ROUTES.signUp)).toHaveLength(0);
  });

  it("sees the server's verdict on the password beside the password", async () => {
    server.on(ROUTES.signUp, fail(422, 'weak_password', 'Password is known to be weak and easy to guess.'));
    renderApp('/auth/signup');
    await fillIn({ first: 'Ada', last: 'Lovelace', email: 'ada@school.example', password: 'password123' });
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Password is known to be weak and easy to guess.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('known to be weak'));
  });

  it("sees the server's verdict on the email beside the email, and per-field errors where the server names them", async () => {
    server.on(ROUTES.signUp, {
      status: 422,
      body: {
        code: 422,
        error_code: 'email_address_invalid',
        msg: 'Email address "ada@example" is invalid',
        errors: [{ field: 'data.first_name', message: 'First name is too long' }],
      },
    });
    renderApp('/auth/signup');
    await fillIn({ first: 'Ada', last: 'Lovelace', email: 'ada@school.example', password: 'correct horse battery' });
    expect(await screen.findByText('Email address "ada@example" is invalid')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is too long');
  });

  it('is sent to check their mail, with the address they gave', async () => {
    server.on(ROUTES.signUp, ok({ id: 'u1', email: 'ada@school.example', email_confirmed_at: null }));
    const view = renderApp('/auth/signup');
    await fillIn({ first: 'Ada', last: 'Lovelace', email: ' ada@school.example ', password: 'correct horse battery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(view.location()).toBe('/auth/signupconfirmation?email=ada%40school.example');
    expect(screen.getByText('ada@school.example')).toBeVisible();
    expect(server.callsTo(ROUTES.signUp)[0]!.body).toMatchObject({
      email: 'ada@school.example',
      password: 'correct horse battery',
      data: { first_name: 'Ada', last_name: 'Lovelace' },
    });
  });
});

describe('a teacher opening the confirmation link from their mail', () => {
  it('is signed in, and offered the way to their dashboard', async () => {
    const session = makeSession();
    const at = Math.floor(Date.now() / 1000);
    const path = `/auth/signupconfirmation#access_token=${session.access_token}&expires_in=3600&expires_at=${at + 3600}&refresh_token=${session.refresh_token}&token_type=bearer&type=signup`;
    window.history.replaceState(null, '', path);
    installAuthServer((s) => s.on(ROUTES.user, ok(session.user)));
    const view = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
    expect(screen.getByText('Welcome to CheckIn, Ada. You are signed in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(view.location()).toBe('/auth/signupconfirmation');
    expect(storedSession()?.access_token).toBe(session.access_token);
  });

  it('whose link has expired can have a new one sent', async () => {
    const path =
      '/auth/signupconfirmation?email=ada%40school.example#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    window.history.replaceState(null, '', path);
    installAuthServer();
    const user = userEvent.setup();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'That confirmation link did not work' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    expect(await screen.findByText('We have sent a new confirmation link to ada@school.example.')).toBeVisible();
  });
});

describe('a teacher confirming with the code from their mail', () => {
  const path = '/auth/signupconfirmation?email=ada%40school.example';

  it('types the code on the same page, is signed in, and the header offers the dashboard, not a sign-in', async () => {
    server.on(ROUTES.verify, ok(makeSession()));
    renderApp(path);
    const user = userEvent.setup();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await user.type(await screen.findByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
    expect(screen.getByText('Welcome to CheckIn, Ada. You are signed in.')).toBeVisible();
    expect(server.callsTo(ROUTES.verify)[0]!.body).toMatchObject({
      email: 'ada@school.example',
      token: '123456',
      type: 'signup',
    });
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(storedSession()).not.toBeNull();
  });

  it('is told beside the code when it is incomplete, or expired, and nothing is signed in', async () => {
    server.on(ROUTES.verify, fail(403, 'otp_expired', 'Token has expired or is invalid'));
    renderApp(path);
    const user = userEvent.setup();
    const code = await screen.findByLabelText('6-digit code');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from the email.');
    expect(server.callsTo(ROUTES.verify)).toHaveLength(0);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('That code or link has expired or was already used. Ask for a new one.'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(storedSession()).toBeNull();
  });

  it('asks for the address too when the page was opened without it', async () => {
    server.on(ROUTES.verify, ok(makeSession()));
    renderApp('/auth/signupconfirmation');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@school.example');
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
    expect(server.callsTo(ROUTES.verify)[0]!.body).toMatchObject({ email: 'ada@school.example', token: '654321' });
  });
});
