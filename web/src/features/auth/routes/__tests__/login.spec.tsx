import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, storedSession } from '../../../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';
import { type ScriptedTransport, fail, ok } from '../../../../test/scripted-transport';

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });
const loaders = { dashboard: page('Dashboard'), overallReport: page('Reports') };

let server: ScriptedTransport;
let fetchMock: MockInstance<typeof fetch>;
const apiCalls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`).map(([, init]) => init);

beforeEach(() => {
  server = installAuthServer();
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe("the sign-in page after the first of an email change's two links", () => {
  it('says that the other address must confirm too', async () => {
    renderApp('/login?notice=email_change_half_confirmed', { loaders });
    expect(
      await screen.findByText(/One address is confirmed. Open the link we sent to your other address/),
    ).toBeVisible();
  });
});

describe('a teacher signing in with their password', () => {
  it('is told plainly when the email and password do not match, and stays on the page', async () => {
    server.on(ROUTES.signIn, fail(400, 'invalid_credentials', 'Invalid login credentials'));
    const view = renderApp('/login', { loaders });
    await signInWith('ada@school.example', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That email and password do not match an account. Check them and try again.',
    );
    expect(server.callsTo(ROUTES.signIn)[0]!.body).toMatchObject({
      email: 'ada@school.example',
      password: 'wrong password',
    });
    expect(view.location()).toBe('/login');
    expect(screen.getByLabelText('Email')).toBeEnabled(); // the form is usable again
  });

  it('is asked for the mailed code when their account was guessed at from elsewhere', async () => {
    server.on(ROUTES.signIn, fail(403, 'sign_in_link_sent', 'Many wrong passwords were tried for this account'));
    renderApp('/login', { loaders });
    await signInWith('ada@school.example', 'my right password');
    expect(await screen.findByText(/Many wrong passwords were tried for this account from other places/)).toBeVisible();
    expect(screen.getByText(/We have emailed a sign-in link to/)).toBeVisible();
    expect(screen.getByLabelText(/code/i)).toBeVisible();
  });

  it('is told what is missing before anything is sent, beside each field', async () => {
    renderApp('/login', { loaders });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address, like name@school.org.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(server.callsTo(ROUTES.signIn)).toHaveLength(0);
  });

  it('is taken back to the page they asked for (redirectTo)', async () => {
    server.on(ROUTES.signIn, ok(makeSession()));
    const view = renderApp('/login?redirectTo=%2Fassessment_report%2Foverall_report%3Ftab%3D2', { loaders });
    await signInWith('ada@school.example', 'correct horse battery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(view.location()).toBe('/assessment_report/overall_report?tab=2');
    expect(storedSession()?.user?.email).toBe('ada@school.example');
  });

  it('lands on the dashboard without a redirectTo, and never on another site', async () => {
    server.on(ROUTES.signIn, ok(makeSession()));
    const view = renderApp('/login?redirectTo=https%3A%2F%2Fevil.example', { loaders });
    await signInWith('ada@school.example', 'correct horse battery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/dashboard');
  });

  it('whose address is not confirmed is asked to check their mail, and can have the link sent again', async () => {
    server.on(ROUTES.signIn, fail(400, 'email_not_confirmed', 'Email not confirmed'));
    renderApp('/login', { loaders });
    const user = await signInWith('new@school.example', 'correct horse battery');
    expect(await screen.findByText('Check your mail to confirm your address.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    expect(await screen.findByText('We have sent a new confirmation link to new@school.example.')).toBeVisible();
    const [call] = apiCalls('/auth/resend-verification');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({ email: 'new@school.example' });
    expect((call?.headers as Record<string, string>)['x-auth-token']).toBeUndefined();
  });

  it('sees how long to wait after too many attempts', async () => {
    server.on(ROUTES.signIn, fail(429, 'over_request_rate_limit', 'Rate limit exceeded', 30));
    renderApp('/login', { loaders });
    await signInWith('ada@school.example', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });
});

describe('a teacher signing in with a mailed link', () => {
  it('asks for the link, then signs in with the 6-digit code from the mail', async () => {
    server.on(ROUTES.otp, ok({})).on(ROUTES.verify, ok(makeSession()));
    const view = renderApp('/login', { loaders });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@school.example');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('ada@school.example')).toBeVisible();
    expect(server.callsTo(ROUTES.otp)[0]!.body).toMatchObject({ email: 'ada@school.example', create_user: false });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('Enter the 6-digit code from the email.');
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/dashboard');
    expect(server.callsTo(ROUTES.verify)[0]!.body).toMatchObject({
      email: 'ada@school.example',
      token: '123456',
      type: 'email',
    });
  });

  it('shows why a wrong or expired code did not work, beside the code', async () => {
    server.on(ROUTES.otp, ok({})).on(ROUTES.verify, fail(403, 'otp_expired', 'Token has expired or is invalid'));
    renderApp('/login', { loaders });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@school.example');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
        'That code or link has expired or was already used. Ask for a new one.',
      ),
    );
  });
});
