import type { AssuranceLevel, EnrollFactorReply, FactorChallengeReply } from '@checkin/contracts';
import type { AuthEvent } from './auth-events';
import { type AuthFactor, type AuthSession, type AuthUser, decodeJwtPayload } from './auth-session';
import type { HttpRequest } from './auth-transport';

export type { EnrollFactorReply, FactorChallengeReply } from '@checkin/contracts';

/** The QR code of an enrolment as an image's address, made from the SVG as the provider's own client makes it. */
export function totpQrCodeUrl(svg: string): string {
  return `data:image/svg+xml;utf-8,${svg}`;
}

/** What the second-factor calls need of the auth client. */
export type MfaHost = {
  call<T>(request: HttpRequest, token?: string): Promise<T>;
  token(): Promise<string>;
  signedIn(session: AuthSession, event: AuthEvent): AuthSession;
  toSession(body: unknown): AuthSession;
  getSession(): AuthSession | null;
  refreshUser(): Promise<AuthUser>;
};

export type AssuranceLevels = {
  currentLevel: AssuranceLevel | null;
  /** aal2 when the account has a verified factor or its organisation requires one; else the current level. */
  nextLevel: AssuranceLevel | null;
  /** The methods of the current session (password, otp, totp, …), newest last. */
  currentAuthenticationMethods: Array<{ method: string; timestamp?: number }>;
};

/**
 * The second factor (spec §4, §7 factors), as the hosted provider's client offers it under `auth.mfa`: enrol an
 * authenticator app, challenge and verify it (the session becomes aal2), remove it, list factors, read the levels.
 */
export class MfaApi {
  constructor(private readonly host: MfaHost) {}

  /**
   * A new, unverified TOTP factor: the QR code (as an image's address, as the provider's client gives it) and secret
   * for the app. It counts once a code from it is verified.
   */
  async enroll(params: { factorType: 'totp'; friendlyName?: string; issuer?: string }): Promise<EnrollFactorReply> {
    const body = { factor_type: params.factorType, friendly_name: params.friendlyName, issuer: params.issuer };
    const reply = await this.host.call<EnrollFactorReply>(
      { method: 'POST', path: '/factors', body },
      await this.host.token(),
    );
    await this.host.refreshUser().catch(() => undefined); // the factor list; the enrolment stands either way
    return { ...reply, totp: { ...reply.totp, qr_code: totpQrCodeUrl(reply.totp.qr_code) } };
  }

  async challenge({ factorId }: { factorId: string }): Promise<FactorChallengeReply> {
    const path = `/factors/${encodeURIComponent(factorId)}/challenge`;
    return this.host.call<FactorChallengeReply>({ method: 'POST', path, body: {} }, await this.host.token());
  }

  /** The code for the challenge: an aal2 session is stored in place of this one (MFA_CHALLENGE_VERIFIED). */
  async verify(params: { factorId: string; challengeId: string; code: string }): Promise<AuthSession> {
    const body = await this.host.call(
      {
        method: 'POST',
        path: `/factors/${encodeURIComponent(params.factorId)}/verify`,
        body: { challenge_id: params.challengeId, code: params.code.trim() },
      },
      await this.host.token(),
    );
    return this.host.signedIn(this.host.toSession(body), 'MFA_CHALLENGE_VERIFIED');
  }

  async challengeAndVerify(params: { factorId: string; code: string }): Promise<AuthSession> {
    const challenge = await this.challenge({ factorId: params.factorId });
    return this.verify({ factorId: params.factorId, challengeId: challenge.id, code: params.code });
  }

  /** Removes a factor; a verified one only from an aal2 session (else 403 insufficient_aal). */
  async unenroll({ factorId }: { factorId: string }): Promise<{ id: string }> {
    const path = `/factors/${encodeURIComponent(factorId)}`;
    const reply = await this.host.call<{ id: string }>({ method: 'DELETE', path }, await this.host.token());
    await this.host.refreshUser().catch(() => undefined);
    return reply;
  }

  /** The account's factors as the server has them now: all, and the verified TOTP ones. */
  async listFactors(): Promise<{ all: AuthFactor[]; totp: AuthFactor[] }> {
    const all = (await this.host.refreshUser()).factors ?? [];
    const totp = all.filter((factor) => factor.status === 'verified' && (factor.factor_type ?? 'totp') === 'totp');
    return { all, totp };
  }

  /** From the stored session, without a call: the token's aal, and what the account needs. */
  getAuthenticatorAssuranceLevel(): AssuranceLevels {
    const session = this.host.getSession();
    const claims = session ? decodeJwtPayload(session.access_token) : null;
    const currentLevel = claims?.aal === 'aal1' || claims?.aal === 'aal2' ? claims.aal : null;
    const required =
      session?.user?.app_metadata?.aal_required ??
      (claims?.app_metadata as { aal_required?: AssuranceLevel } | undefined)?.aal_required;
    const verified = session?.user?.factors?.some((factor) => factor.status === 'verified') ?? false;
    const nextLevel = currentLevel && (verified || required === 'aal2') ? 'aal2' : currentLevel;
    const amr = Array.isArray(claims?.amr) ? (claims.amr as AssuranceLevels['currentAuthenticationMethods']) : [];
    return { currentLevel, nextLevel, currentAuthenticationMethods: amr };
  }
}
