import {
  type Actor,
  type AssuranceLevel,
  type AuthUser,
  type StudentClaims,
  type UserClaims,
  actorFromClaims,
} from '@checkin/contracts';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { type KeyObject, createHmac, createSecretKey, randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';

/** How the user proved who they are in a session (the JWT's `amr`). */
export type AuthMethod = { method: string; timestamp: number };

/** The claims of an access token, as the hosted provider signs them. */
export type AccessClaims = UserClaims & {
  sub: string;
  email: string;
  phone: '';
  role: 'authenticated';
  aud: 'authenticated';
  aal: 'aal1' | 'aal2';
  amr: AuthMethod[];
  session_id: string;
  is_anonymous: false;
  user_metadata: { first_name: string; last_name: string };
  app_metadata: AuthUser['app_metadata'];
};

/**
 * A verified caller; a user's carries the session of their access token (none for tokens made by tests), the
 * session's assurance level and the level the account required when the token was signed (see assurance.ts).
 */
export type VerifiedActor = Actor & { sessionId?: string; aal?: AssuranceLevel; aalRequired?: AssuranceLevel };

/**
 * How many verified tokens a process remembers. A student's every call carries the same token, and checking its
 * signature (an HMAC over the whole token, then its claims parsed) was a fair share of a call's work.
 */
const VERIFIED_KEPT = 10_000;

/** Signs and verifies the app's JWTs: one secret, HS256, for students' and users' tokens alike. */
@Injectable()
export class Tokens {
  /** A key object made once: given the secret as a string, jsonwebtoken would parse it again on every call. */
  private readonly key: KeyObject;
  /** Tokens verified lately, with the caller each proves until it expires (ms); past VERIFIED_KEPT the oldest goes. */
  private readonly verified = new Map<string, { actor: VerifiedActor; expiresAt: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = appSecretKey(config);
  }

  /** A new student, with no account, for one session only. */
  signStudent(sessionId: string, templateId: string): { token: string; studentId: string } {
    const studentId = randomUUID();
    const claims: StudentClaims = {
      sub: 'student',
      session_id: sessionId,
      template_id: templateId,
      student_id: studentId,
    };
    const token = jwt.sign(claims, this.key, {
      algorithm: 'HS256',
      expiresIn: this.config.STUDENT_TOKEN_TTL as jwt.SignOptions['expiresIn'],
    });
    return { token, studentId };
  }

  signUser(userId: string, extra: Omit<UserClaims, 'sub'> = {}, expiresInSeconds = 3600): string {
    return jwt.sign({ ...extra, sub: userId }, this.key, { algorithm: 'HS256', expiresIn: expiresInSeconds });
  }

  /** A signed-in user's access token for one session; valid ACCESS_TOKEN_TTL_SECONDS from `issuedAt`. */
  signAccess(claims: Omit<AccessClaims, 'iat' | 'exp'>, issuedAt: number): { token: string; expiresAt: number } {
    const expiresAt = issuedAt + this.config.ACCESS_TOKEN_TTL_SECONDS;
    const token = jwt.sign({ ...claims, iat: issuedAt, exp: expiresAt }, this.key, {
      algorithm: 'HS256',
      issuer: `${this.config.PUBLIC_URL}/auth/v1`,
    });
    return { token, expiresAt };
  }

  /** A secret derived from another one, e.g. the refresh token that replaces a spent one (see RefreshTokens). */
  derive(purpose: string, secret: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${secret}`).digest('base64url');
  }

  /**
   * The caller of a verified token, or null when the token is bad or expired. A token is the same string until it
   * expires, so one verified lately is not checked again before then (whether its session ended is Callers' check,
   * at every call).
   */
  verify(token: string): VerifiedActor | null {
    const known = this.verified.get(token);
    if (known && Date.now() < known.expiresAt) return known.actor;
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') return null;
      const actor = Object.freeze(verifiedActor(claims as StudentClaims | UserClaims));
      if (typeof claims.exp === 'number') this.remember(token, actor, claims.exp * 1000);
      return actor;
    } catch {
      return null;
    }
  }

  private remember(token: string, actor: VerifiedActor, expiresAt: number): void {
    this.verified.delete(token);
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { actor, expiresAt });
  }
}

export function verifiedActor(claims: StudentClaims | UserClaims): VerifiedActor {
  const actor = actorFromClaims(claims);
  if (actor.kind === 'student') return actor;
  const user = claims as UserClaims & { app_metadata?: { aal_required?: unknown } };
  const levels = {
    aal: user.aal === 'aal2' ? ('aal2' as const) : ('aal1' as const),
    aalRequired: user.app_metadata?.aal_required === 'aal2' ? ('aal2' as const) : ('aal1' as const),
  };
  if (typeof user.session_id !== 'string') return { ...actor, ...levels };
  return { ...actor, sessionId: user.session_id, ...levels };
}

export function appSecretKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
}
