import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../../../lib/auth-session';
import { storeSession, storedSession } from '../../../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../../../test/auth-harness';
import {
  EMAIL_IDENTITY,
  ENROLMENT,
  FACTOR,
  GOOGLE_IDENTITY,
  MFA_ROUTES,
  mfaSession,
} from '../../../../test/mfa-fixtures';
import { renderApp } from '../../../../test/render-app';
import { type ScriptedTransport, fail, ok } from '../../../../test/scripted-transport';

const PROFILE = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@school.example', role: 'teacher' };
const CHALLENGE = { id: 'c-1', type: 'totp', expires_at: 1_900_000_000 };
const GOOGLE_SETTINGS = ok({ external: { email: true, google: true }, providers: [{ id: 'google', name: 'Google' }] });

// The profile page loads Mantine: a cold first render takes a few seconds.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ data: PROFILE }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });

function openProfile(session: AuthSession, script: (server: ScriptedTransport) => void) {
  storeSession(session);
  const server = installAuthServer((s) => {
    s.on(ROUTES.user, ok(session.user)).on(MFA_ROUTES.settings, GOOGLE_SETTINGS);
    script(s);
  });
  renderApp('/profile/userProfile');
  return { server, user: userEvent.setup() };
}

describe('two-step sign-in on the profile', () => {
  it('is off at first, and is turned on with an authenticator app: QR code, key, and a code', async () => {
    const session = mfaSession();
    const aal2 = mfaSession({ aal: 'aal2', factors: [{ ...FACTOR, id: ENROLMENT.id }] });
    const { server, user } = openProfile(session, (s) =>
      s
        .on(MFA_ROUTES.enroll, ok(ENROLMENT))
        .on(MFA_ROUTES.challenge(ENROLMENT.id), ok(CHALLENGE))
        .on(
          MFA_ROUTES.verify(ENROLMENT.id),
          fail(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
          ok(aal2),
        ),
    );
    expect(await screen.findByText(/Two-step sign-in is off/)).toBeVisible();
    await user.click(within(section('Two-step sign-in')).getByRole('button', { name: 'Add an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code to add CheckIn to your authenticator app' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf-8,${ENROLMENT.totp.qr_code}`);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Invalid TOTP code entered')).toBeVisible();

    server.on(ROUTES.user, ok(aal2.user));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Two-step sign-in is on')).toBeVisible();
    expect(storedSession()?.access_token).toBe(aal2.access_token);
    expect(await screen.findByText('Authenticator app')).toBeVisible();
  });

  it('removes an app after confirming, straight away at aal2', async () => {
    const session = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    const { server, user } = openProfile(session, (s) => s.on(MFA_ROUTES.unenroll(FACTOR.id), ok({ id: FACTOR.id })));
    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    server.on(ROUTES.user, ok({ ...session.user, factors: [] }));
    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText(/Two-step sign-in is off/)).toBeVisible();
    expect(server.callsTo(MFA_ROUTES.unenroll(FACTOR.id))).toHaveLength(1);
    expect(server.callsTo(MFA_ROUTES.verify(FACTOR.id))).toHaveLength(0);
  });

  it('is behind the second-factor step when the account turns out to have a verified app and the session is aal1', async () => {
    const session = mfaSession(); // the token from before the app was verified elsewhere
    openProfile(session, (s) => s.on(ROUTES.user, ok({ ...session.user, factors: [FACTOR] })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    expect(await screen.findByLabelText('6-digit code')).toBeVisible();
  });
});

describe('linked accounts on the profile', () => {
  it('lists them by provider name, and unlinks one after confirming', async () => {
    const session = mfaSession({ identities: [EMAIL_IDENTITY, GOOGLE_IDENTITY] });
    const { server, user } = openProfile(session, (s) => s.on(MFA_ROUTES.unlink(GOOGLE_IDENTITY.identity_id), ok({})));
    const linked = await screen.findByRole('list', { name: 'Linked accounts' });
    expect(within(linked).getByText('Email and password')).toBeVisible();
    expect(within(linked).getByText('Google')).toBeVisible();
    expect(within(section('Linked accounts')).queryByRole('button', { name: 'Link Google' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(screen.getByText('Unlink Google? You will no longer be able to sign in with it.')).toBeVisible();
    server.on(ROUTES.user, ok({ ...session.user, identities: [EMAIL_IDENTITY] }));
    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(within(section('Linked accounts')).queryByText('Google')).toBeNull());
    expect(server.callsTo(MFA_ROUTES.unlink(GOOGLE_IDENTITY.identity_id))).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeVisible();
  });

  it('says why a provider was not linked when it comes back with an error (in the fragment, as the API sends it)', async () => {
    const back =
      '/profile/userProfile#error=access_denied&error_code=identity_already_exists&error_description=Identity+is+already+linked+to+another+user';
    window.history.replaceState(null, '', back);
    const session = mfaSession({ identities: [EMAIL_IDENTITY] });
    storeSession(session);
    installAuthServer((s) => s.on(ROUTES.user, ok(session.user)).on(MFA_ROUTES.settings, GOOGLE_SETTINGS));
    const view = renderApp(back);
    expect(await screen.findByText('The account was not linked')).toBeVisible();
    const linked = section('Linked accounts');
    expect(within(linked).getByText('The account was not linked')).toBeVisible();
    expect(within(linked).getByText('Identity is already linked to another user')).toBeVisible();
    expect(view.location()).toBe('/profile/userProfile');
    expect(storedSession()?.access_token).toBe(session.access_token);
  });

  it('explains that the only way of signing in cannot be unlinked, and offers to link a provider', async () => {
    const session = mfaSession({ identities: [EMAIL_IDENTITY] });
    const route =
      'GET /auth/v1/user/identities/authorize?provider=google&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fprofile%2FuserProfile';
    const { server, user } = openProfile(session, (s) => s.on(route, ok({ url: 'https://accounts.example/o' })));
    expect(await screen.findByText(/This is the only way you sign in, so it cannot be unlinked/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Unlink/ })).toBeNull();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      origin: 'http://localhost:3000',
    });
    await user.click(await screen.findByRole('button', { name: 'Link Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/o'));
    const [asked] = server.callsTo(route);
    // It comes back with a code, exchanged for the session with the verifier kept here.
    expect(new URL(asked!.path, 'http://localhost').searchParams.get('code_challenge_method')).toBe('s256');
  });
});
