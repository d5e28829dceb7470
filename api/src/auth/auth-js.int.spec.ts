import { type AMREntry, AuthApiError, type AuthError, isAuthSessionMissingError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, claimsOf, mailProductForFile, newEmail } from '../test/accounts.js';
import { TestAuthenticator } from '../test/authenticator.js';
import { codeOf, verifyLinkOf } from '../test/mail-catcher.js';
import { type ProviderClient, providerClient, storedSession } from '../test/provider-client.js';

/** The hosted provider's own client library against /auth/v1: each call as a web app makes it, and its outcome. */
const env = mailProductForFile();

const NAMES = { first_name: 'Ada', last_name: 'Lovelace' };
const NEW_PASSWORD = 'a different horse and staple';
const SVG_DATA_URL = 'data:image/svg+xml;utf-8,';

const methodsOf = (amr: ReadonlyArray<AMREntry | string>) => amr.map((m) => (typeof m === 'string' ? m : m.method));

function expectApiError(error: AuthError | null, status: number, code: string, message: string): void {
  expect(error).toBeInstanceOf(AuthApiError);
  expect({ status: error!.status, code: error!.code, message: error!.message }).toEqual({ status, code, message });
}

/** Signs up through the client: the account, unconfirmed, and the mail that confirms it. */
async function signedUp(client: ProviderClient, email = newEmail('auth-js')) {
  const { data, error } = await client.auth.signUp({ email, password: GOOD_PASSWORD, options: { data: NAMES } });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: NAMES });
  return { email, id: data.user!.id, mail: await env.mail.latest(email, /Confirm your CheckIn account/) };
}

/** A confirmed account, signed in through the client with its password. */
async function signedIn(client = providerClient(env.product)) {
  const account = await signedUp(providerClient(env.product));
  const confirmed = await client.auth.verifyOtp({ email: account.email, token: codeOf(account.mail), type: 'email' });
  expect(confirmed.error).toBeNull();
  await client.auth.signOut({ scope: 'local' });
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: GOOD_PASSWORD });
  expect(error).toBeNull();
  return { ...account, client, session: data.session! };
}

describe('sign-up and confirmation', () => {
  it('signUp mails a code that verifyOtp (type signup) takes for a session, kept in the storage', async () => {
    const client = providerClient(env.product);
    const { email, id, mail } = await signedUp(client);
    expect(storedSession(client)).toBeNull();

    const { data, error } = await client.auth.verifyOtp({ email, token: codeOf(mail), type: 'signup' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, email_confirmed_at: expect.any(String) });
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id } });
    expect(storedSession(client)).toMatchObject({ access_token: data.session!.access_token });
    expect((await client.auth.getSession()).data.session?.refresh_token).toBe(data.session!.refresh_token);
    expect(client.events).toContain('SIGNED_IN');
  });

  it('verifyOtp (type email) takes the mailed code too, and refuses a wrong one with the API message', async () => {
    const client = providerClient(env.product);
    const { email, mail } = await signedUp(client);
    const code = codeOf(mail);
    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expectApiError(wrong.error, 403, 'otp_expired', 'Email link is invalid or has expired');
    expect(wrong.data.session).toBeNull();

    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token).amr[0].method).toBe('otp');
  });

  it('verifyOtp takes the token_hash of the mailed link', async () => {
    const client = providerClient(env.product);
    const { id, mail } = await signedUp(client);
    const tokenHash = new URL(verifyLinkOf(mail)).searchParams.get('token_hash')!;
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(id);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('the followed link lands with a session in the fragment that setSession takes up', async () => {
    const client = providerClient(env.product);
    const { id, mail } = await signedUp(providerClient(env.product));
    const followed = await env.auth.follow(verifyLinkOf(mail));
    const fragment = followed.fragment;
    expect(fragment.get('type')).toBe('signup');

    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email_confirmed_at: expect.any(String) });
    expect(data.session!.expires_at).toBe(Number(fragment.get('expires_at')));
    expect((await client.auth.getUser()).data.user?.id).toBe(id);
  });
});

describe('password sign-in and the session', () => {
  it('signInWithPassword refuses a wrong password with the API status, code and message', async () => {
    const { email, client } = await signedIn();
    const other = providerClient(env.product);
    const { data, error } = await other.auth.signInWithPassword({ email, password: 'not the password at all' });
    expectApiError(error, 400, 'invalid_credentials', 'Invalid login credentials');
    expect(data.session).toBeNull();
    expect(storedSession(other)).toBeNull();
    expect(storedSession(client)).not.toBeNull();
  });

  it('refreshSession swaps the tokens; getUser answers the user', async () => {
    const { id, email, client, session } = await signedIn();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      sub: id,
      session_id: claimsOf(session.access_token).session_id,
    });
    expect(storedSession(client)?.refresh_token).toBe(data.session!.refresh_token);
    expect(client.events).toContain('TOKEN_REFRESHED');

    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({ id, email, user_metadata: NAMES, app_metadata: { provider: 'email' } });
  });

  it('updateUser changes the names, and the password with the current one', async () => {
    const { email, client } = await signedIn();
    const named = await client.auth.updateUser({ data: { first_name: 'Grace', last_name: 'Hopper' } });
    expect(named.error).toBeNull();
    expect(named.data.user?.user_metadata).toEqual({ first_name: 'Grace', last_name: 'Hopper' });
    expect((await client.auth.getSession()).data.session?.user.user_metadata.first_name).toBe('Grace');

    const unproven = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(unproven.error).toBeInstanceOf(AuthApiError);
    expect(unproven.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const changed = await client.auth.updateUser({ password: NEW_PASSWORD, current_password: GOOD_PASSWORD });
    expect(changed.error).toBeNull();

    const device = providerClient(env.product);
    expect((await device.auth.signInWithPassword({ email, password: GOOD_PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await device.auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
  });

  it('signOut ends the session: the storage is emptied and its refresh token stops working', async () => {
    const { client, session } = await signedIn();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(storedSession(client)).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect(client.events).toContain('SIGNED_OUT');

    const device = providerClient(env.product);
    const refreshed = await device.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(isAuthSessionMissingError(refreshed.error)).toBe(true);
    expect(refreshed.data.session).toBeNull();
    expect(storedSession(device)).toBeNull();
  });

  it('signOut (global) ends the other devices too: their next getUser drops the session they kept', async () => {
    const { email, client } = await signedIn();
    const device = providerClient(env.product);
    await device.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect((await client.auth.signOut()).error).toBeNull();

    const user = await device.auth.getUser();
    expect(isAuthSessionMissingError(user.error)).toBe(true);
    expect(user.data.user).toBeNull();
    expect(storedSession(device)).toBeNull();
    expect(device.events).toContain('SIGNED_OUT');
  });
});

describe('mail sign-in and password reset', () => {
  it('signInWithOtp mails a code that verifyOtp (type email) signs in with', async () => {
    const { id, email } = await signedIn();
    const client = providerClient(env.product);
    const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const code = codeOf(await env.mail.latest(email, /sign-in link/));
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(id);
  });

  it('resetPasswordForEmail mails a code; verified as recovery, its session sets a new password', async () => {
    const { email } = await signedIn();
    const client = providerClient(env.product);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const code = codeOf(await env.mail.latest(email, /Reset your CheckIn password/));
    const recovered = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(recovered.error).toBeNull();
    expect(client.events).toContain('PASSWORD_RECOVERY');
    expect(claimsOf(recovered.data.session!.access_token).amr[0].method).toBe('recovery');

    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const device = providerClient(env.product);
    expect((await device.auth.signInWithPassword({ email, password: NEW_PASSWORD })).data.user?.email).toBe(email);
  });
});

describe('second factor (TOTP)', () => {
  it('enrols, challenges and verifies a factor: aal1 to aal2, listed; a new sign-in needs it', async () => {
    const { email, client } = await signedIn();
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(methodsOf(before.data!.currentAuthenticationMethods)).toEqual(['password']);

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    // The API sends SVG markup, as the hosted provider does; its client makes a data URL of it as it comes.
    expect(factor.totp.qr_code.startsWith(SVG_DATA_URL)).toBe(true);
    const markup = factor.totp.qr_code.slice(SVG_DATA_URL.length);
    expect(markup).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(markup.trimEnd().endsWith('</svg>')).toBe(true);
    expect(markup).not.toContain('#');
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    const listedBefore = await client.auth.mfa.listFactors();
    expect(listedBefore.data?.all).toMatchObject([{ id: factor.id, status: 'unverified' }]);
    expect(listedBefore.data?.totp).toEqual([]);

    const authenticator = new TestAuthenticator(factor.totp.secret);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data!.id;
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: authenticator.wrongCode() });
    expectApiError(wrong.error, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: await authenticator.code(),
    });
    expect(verified.error).toBeNull();
    expect(client.events).toContain('MFA_CHALLENGE_VERIFIED');

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(methodsOf(after.data!.currentAuthenticationMethods)).toEqual(['password', 'totp']);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp).toMatchObject([{ id: factor.id, status: 'verified', factor_type: 'totp' }]);

    const device = providerClient(env.product);
    await device.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    const needed = await device.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(needed.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const unenrolAtAal1 = await device.auth.mfa.unenroll({ factorId: factor.id });
    expectApiError(unenrolAtAal1.error, 403, 'insufficient_aal', 'Verify your second factor to continue.');
    const stepped = await device.auth.mfa.challengeAndVerify({ factorId: factor.id, code: await authenticator.code() });
    expect(stepped.error).toBeNull();
    expect(claimsOf(stepped.data!.access_token).aal).toBe('aal2');
  });

  it('unenrols a verified factor at aal2', async () => {
    const { client } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data!.id;
    const authenticator = new TestAuthenticator(enrolled.data!.totp.secret);
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: await authenticator.code() })).error).toBeNull();

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const gone = await client.auth.mfa.challenge({ factorId });
    expectApiError(gone.error, 404, 'mfa_factor_not_found', 'Factor not found');
  });
});
