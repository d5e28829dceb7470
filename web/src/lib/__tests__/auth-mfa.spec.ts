import { describe, expect, it } from 'vitest';
import { storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { ENROLMENT, FACTOR, MFA_ROUTES, mfaSession } from '../../test/mfa-fixtures';
import { fail, ok } from '../../test/scripted-transport';
import { decodeJwtPayload, markSecondFactorDue, secondFactorDue } from '../auth-session';

const h = useAuthHarness();
const CHALLENGE = { id: 'c-1', type: 'totp', expires_at: 1_740_819_900 };

describe('the second factor, on the auth client (mfa)', () => {
  it('enrols an authenticator app: the QR code and secret, and the factor list read again', async () => {
    const session = mfaSession();
    storeSession(session);
    const pending = { ...FACTOR, id: ENROLMENT.id, status: 'unverified' };
    h.server.on(MFA_ROUTES.enroll, ok(ENROLMENT)).on(ROUTES.user, ok({ ...session.user, factors: [pending] }));
    const { client, events, started } = h.start();
    await started;
    const reply = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(reply.totp.secret).toBe(ENROLMENT.totp.secret);
    // The SVG the provider sends, as an image's address, as the provider's own client gives it.
    expect(reply.totp.qr_code).toBe(`data:image/svg+xml;utf-8,${ENROLMENT.totp.qr_code}`);
    const [call] = h.server.callsTo(MFA_ROUTES.enroll);
    expect(call!.body).toEqual({ factor_type: 'totp', friendly_name: 'My phone', issuer: undefined });
    expect(call!.headers).toEqual({ authorization: `Bearer ${session.access_token}` });
    expect(storedSession()?.user?.factors).toEqual([pending]);
    expect(events).toContain('USER_UPDATED');
  });

  it('verifies a code: the aal2 session is stored in place of the aal1 one, and MFA_CHALLENGE_VERIFIED is said', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    const aal2 = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    storeSession(aal1);
    h.server.on(MFA_ROUTES.challenge(FACTOR.id), ok(CHALLENGE)).on(MFA_ROUTES.verify(FACTOR.id), ok(aal2));
    const { client, events, started } = h.start();
    await started;
    expect(secondFactorDue()).toBe(true);
    expect(client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    await client.mfa.challengeAndVerify({ factorId: FACTOR.id, code: ' 123456 ' });
    expect(h.server.callsTo(MFA_ROUTES.challenge(FACTOR.id))[0]!.body).toEqual({});
    expect(h.server.callsTo(MFA_ROUTES.verify(FACTOR.id))[0]!.body).toEqual({ challenge_id: 'c-1', code: '123456' });
    expect(storedSession()?.access_token).toBe(aal2.access_token);
    expect(decodeJwtPayload(storedSession()!.access_token)?.aal).toBe('aal2');
    expect(events.at(-1)).toBe('MFA_CHALLENGE_VERIFIED');
    expect(secondFactorDue()).toBe(false);
    const levels = client.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(levels.currentAuthenticationMethods.map((m) => m.method)).toEqual(['password', 'totp']);
  });

  it('keeps the aal1 session when the code is wrong: "Invalid TOTP code entered"', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    storeSession(aal1);
    h.server
      .on(MFA_ROUTES.challenge(FACTOR.id), ok(CHALLENGE))
      .on(MFA_ROUTES.verify(FACTOR.id), fail(422, 'mfa_verification_failed', 'Invalid TOTP code entered'));
    const { client, started } = h.start();
    await started;
    await expect(client.mfa.challengeAndVerify({ factorId: FACTOR.id, code: '000000' })).rejects.toMatchObject({
      message: 'Invalid TOTP code entered',
      code: 'mfa_verification_failed',
      status: 422,
    });
    expect(storedSession()?.access_token).toBe(aal1.access_token);
  });

  it('lists the factors as the server has them now, the verified TOTP ones apart', async () => {
    const session = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    storeSession(session);
    const pending = { ...FACTOR, id: 'f-2', status: 'unverified' };
    h.server.on(ROUTES.user, ok({ ...session.user, factors: [FACTOR, pending] }));
    const { client, started } = h.start();
    await started;
    expect(await client.mfa.listFactors()).toEqual({ all: [FACTOR, pending], totp: [FACTOR] });
  });

  it('removes a factor and reads the account again', async () => {
    const session = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    storeSession(session);
    h.server
      .on(MFA_ROUTES.unenroll(FACTOR.id), ok({ id: FACTOR.id }))
      .on(ROUTES.user, ok({ ...session.user, factors: [], app_metadata: { aal_required: 'aal1' } }));
    const { client, started } = h.start();
    await started;
    expect(await client.mfa.unenroll({ factorId: FACTOR.id })).toEqual({ id: FACTOR.id });
    expect(storedSession()?.user?.factors).toEqual([]);
    expect(client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('says the next level is aal2 when the organisation requires it, though the account has no factor', async () => {
    storeSession(mfaSession({ required: 'aal2' }));
    const { client, started } = h.start();
    await started;
    expect(client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(secondFactorDue()).toBe(true);
  });

  it('needs nothing more from an account without a factor whose organisation does not require one', async () => {
    storeSession(mfaSession());
    const { client, started } = h.start();
    await started;
    expect(client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(secondFactorDue()).toBe(false);
  });

  it('takes a 403 insufficient_aal from any call as "the second factor is due", for that token only', async () => {
    const session = mfaSession();
    storeSession(session);
    h.server.on(ROUTES.updateUser, fail(403, 'insufficient_aal', 'Verify your second factor to continue.'));
    const { client, started } = h.start();
    await started;
    expect(secondFactorDue()).toBe(false);
    await expect(client.updateUser({ password: 'a long new password' })).rejects.toMatchObject({
      code: 'insufficient_aal',
    });
    expect(secondFactorDue()).toBe(true);
    markSecondFactorDue('another token');
    expect(secondFactorDue()).toBe(false);
  });
});
