import type { GoTrueClient } from '@supabase/auth-js';
import type { RefusalNotes } from './auth-refusals';
import {
  type AuthFactor,
  type AuthSession,
  type AuthUser,
  asSession,
  decodeJwtPayload,
  getSession,
  markSecondFactorDue,
  secondFactorDue,
} from './auth-session';

/**
 * The second factor (spec §4, §7 factors), the provider's client's `auth.mfa` with errors thrown as the pages read
 * them: enrol an authenticator app, challenge and verify it (the session becomes aal2), remove it, list factors.
 */
export class AuthMfa {
  constructor(
    private readonly auth: GoTrueClient,
    private readonly notes: RefusalNotes,
  ) {}

  /** A new, unverified TOTP factor: its QR code (an image's address) and secret. It counts once a code is verified. */
  enroll(params: { factorType: 'totp'; friendlyName?: string; issuer?: string }) {
    return this.notes.unwrap(this.auth.mfa.enroll(params));
  }

  challenge({ factorId }: { factorId: string }) {
    return this.notes.unwrap(this.auth.mfa.challenge({ factorId }));
  }

  /** Verifies a code from the factor: an aal2 session is stored in place of this one (MFA_CHALLENGE_VERIFIED). */
  async challengeAndVerify({ factorId, code }: { factorId: string; code: string }): Promise<AuthSession | null> {
    return asSession(await this.notes.unwrap(this.auth.mfa.challengeAndVerify({ factorId, code: code.trim() })));
  }

  /** Removes a factor; a verified one only from an aal2 session (else 403 insufficient_aal). */
  unenroll({ factorId }: { factorId: string }) {
    return this.notes.unwrap(this.auth.mfa.unenroll({ factorId }));
  }

  /**
   * The account's factors as the server has them now: all, and the verified TOTP ones. An account that turns out
   * to need aal2 (a factor verified elsewhere, or its organisation's rule) puts an aal1 session behind that step.
   */
  async listFactors(): Promise<{ all: AuthFactor[]; totp: AuthFactor[] }> {
    const user = (await this.notes.unwrap(this.auth.getUser())).user as unknown as AuthUser;
    const all = user.factors ?? [];
    const session = getSession();
    if (session && secondFactorDue({ ...session, user })) markSecondFactorDue(session.access_token);
    return { all, totp: all.filter((factor) => factor.status === 'verified' && factor.factor_type === 'totp') };
  }

  /** The level the stored session's token reached, read without a call (the provider's client reads it async). */
  currentLevel(): 'aal1' | 'aal2' | null {
    const session = getSession();
    const aal = session ? decodeJwtPayload(session.access_token)?.aal : null;
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  }
}
