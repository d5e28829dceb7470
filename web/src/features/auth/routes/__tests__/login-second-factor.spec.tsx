import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession, storedSession } from '../../../../test/auth-fixtures';
import { ROUTES, installAuthServer } from '../../../../test/auth-harness';
import { CODE_VERIFIER_KEY } from '../../../../lib/auth-session';
import { ENROLMENT, FACTOR, MFA_ROUTES, mfaSession } from '../../../../test/mfa-fixtures';
import { renderApp } from '../../../../test/render-app';
import { fail, ok } from '../../../../test/scripted-transport';

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });
const loaders = { dashboard: page('Dashboard'), overallReport: page('Reports') };
const CHALLENGE = { id: 'c-1', type: 'totp', expires_at: 1_900_000_000 };

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: true }));
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ada@school.example');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('a teacher whose account has an authenticator app', () => {
  it('is asked for its code after the password, told when it is wrong, and goes on once it is right', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    const aal2 = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    const server = installAuthServer((s) =>
      s
        .on(ROUTES.signIn, ok(aal1))
        .on(ROUTES.user, ok(aal1.user))
        .on(MFA_ROUTES.challenge(FACTOR.id), ok(CHALLENGE))
        .on(MFA_ROUTES.verify(FACTOR.id), fail(422, 'mfa_verification_failed', 'Invalid TOTP code entered'), ok(aal2)),
    );
    const view = renderApp('/login?redirectTo=%2Fassessment_report%2Foverall_report', { loaders });
    const user = await signInWithPassword();

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(view.location()).toBe('/login?redirectTo=%2Fassessment_report%2Foverall_report');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit code from your authenticator app\./);
    expect(server.callsTo(MFA_ROUTES.verify(FACTOR.id))).toHaveLength(0);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(/Invalid TOTP code entered/),
    );
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(view.location()).toBe('/assessment_report/overall_report');
    expect(server.callsTo(MFA_ROUTES.verify(FACTOR.id)).at(-1)!.body).toMatchObject({
      challenge_id: 'c-1',
      code: '123456',
    });
    expect(storedSession()?.access_token).toBe(aal2.access_token);
  });

  it('is sent from a private page to the second-factor step when the stored session is at aal1', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    storeSession(aal1);
    installAuthServer((s) => s.on(ROUTES.user, ok(aal1.user)));
    const view = renderApp('/dashboard', { loaders });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    expect(view.location()).toBe('/login?redirectTo=%2Fdashboard');
    expect(await screen.findByLabelText('6-digit code')).toBeVisible();
  });

  it('can sign in as someone else instead', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    storeSession(aal1);
    installAuthServer((s) => s.on(ROUTES.user, ok(aal1.user)).on(ROUTES.logoutLocal, ok(undefined, 204)));
    renderApp('/login', { loaders });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in as someone else' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(storedSession()).toBeNull();
  });
});

describe('a teacher whose organisation requires two-step sign-in', () => {
  it('sets up an authenticator app from the QR code or its key, then goes on', async () => {
    const aal1 = mfaSession({ required: 'aal2' });
    const pending = { ...FACTOR, id: ENROLMENT.id, status: 'unverified' };
    const aal2 = mfaSession({ aal: 'aal2', factors: [{ ...pending, status: 'verified' }] });
    const server = installAuthServer((s) =>
      s
        .on(ROUTES.signIn, ok(aal1))
        .on(ROUTES.user, ok(aal1.user), ok(aal1.user), ok({ ...aal1.user, factors: [pending] }))
        .on(MFA_ROUTES.enroll, ok(ENROLMENT))
        .on(MFA_ROUTES.challenge(ENROLMENT.id), ok(CHALLENGE))
        .on(MFA_ROUTES.verify(ENROLMENT.id), ok(aal2)),
    );
    const view = renderApp('/login', { loaders });
    const user = await signInWithPassword();
    expect(await screen.findByText(/Your organisation requires two-step sign-in/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add CheckIn to your authenticator app' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf-8,${ENROLMENT.totp.qr_code}`);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(server.callsTo(MFA_ROUTES.enroll)[0]!.body).toMatchObject({ factor_type: 'totp' });

    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(view.location()).toBe('/dashboard');
  });
});

describe('identity providers on the sign-in page', () => {
  it('offers "Continue with …" for each provider the server offers', async () => {
    installAuthServer((s) =>
      s.on(
        MFA_ROUTES.settings,
        ok({ external: { email: true, google: true }, providers: [{ id: 'google', name: 'Google' }] }),
      ),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, origin: 'http://localhost' });
    renderApp('/login?redirectTo=%2Fdashboard', { loaders });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const url = new URL(assign.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.pathname).toBe('/auth/v1/authorize');
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost/login?redirectTo=%2Fdashboard');
    // The S256 challenge of the verifier kept for the way back, named as the provider's client names it.
    const verifier = JSON.parse(localStorage.getItem(CODE_VERIFIER_KEY)!) as string;
    expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');
  });

  it('offers them when the settings are read on a later try', async () => {
    installAuthServer((s) =>
      s.on(
        MFA_ROUTES.settings,
        'network',
        ok({ external: { email: true, google: true }, providers: [{ id: 'google', name: 'Google' }] }),
      ),
    );
    renderApp('/login', { loaders });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Continue with Google' }, { timeout: 3_000 })).toBeVisible();
  });

  it('offers none when the settings cannot be read, after trying again', async () => {
    const server = installAuthServer((s) => s.on(MFA_ROUTES.settings, fail(404, 'not_found')));
    renderApp('/login', { loaders });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(server.callsTo(MFA_ROUTES.settings)).toHaveLength(4), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});

describe('a password reset on an account with an authenticator app', () => {
  it('asks for the code before the new password', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    const aal2 = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    storeSession(aal1);
    installAuthServer((s) =>
      s
        .on(ROUTES.user, ok(aal1.user))
        .on(MFA_ROUTES.challenge(FACTOR.id), ok(CHALLENGE))
        .on(MFA_ROUTES.verify(FACTOR.id), ok(aal2)),
    );
    renderApp('/auth/reset-password', { loaders });
    const user = userEvent.setup();
    expect(await screen.findByText(/a reset link alone cannot change its password/)).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('New password')).toBeVisible();
  });
});
