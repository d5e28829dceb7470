import { type Actor, type StudentClaims, type UserClaims, actorFromClaims } from '@checkin/contracts';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { type KeyObject, createSecretKey, randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';

/** Signs and verifies the app's JWTs: one secret, HS256, for students' and users' tokens alike. */
@Injectable()
export class Tokens {
  /** A key object made once: given the secret as a string, jsonwebtoken would parse it again on every call. */
  private readonly key: KeyObject;

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

  /** The caller of a verified token, or null when the token is bad or expired. */
  verify(token: string): Actor | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') return null;
      return actorFromClaims(claims as StudentClaims | UserClaims);
    } catch {
      return null;
    }
  }
}

export function appSecretKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
}
