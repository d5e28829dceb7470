import { type Actor, type StudentClaims, type UserClaims, actorFromClaims } from '@checkin/contracts';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config.js';

/** Signs and verifies the app's JWTs: one secret, HS256, for students' and users' tokens alike. */
@Injectable()
export class Tokens {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A new student, with no account, for one session only. */
  signStudent(sessionId: string, templateId: string): { token: string; studentId: string } {
    const studentId = randomUUID();
    const claims: StudentClaims = { sub: 'student', session_id: sessionId, template_id: templateId, student_id: studentId };
    const token = jwt.sign(claims, this.config.JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: this.config.STUDENT_TOKEN_TTL as jwt.SignOptions['expiresIn'],
    });
    return { token, studentId };
  }

  signUser(userId: string, extra: Omit<UserClaims, 'sub'> = {}, expiresInSeconds = 3600): string {
    return jwt.sign({ ...extra, sub: userId }, this.config.JWT_SECRET, { algorithm: 'HS256', expiresIn: expiresInSeconds });
  }

  /** The caller of a verified token, or null when the token is bad or expired. */
  verify(token: string): Actor | null {
    try {
      const claims = jwt.verify(token, this.config.JWT_SECRET, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') return null;
      return actorFromClaims(claims as StudentClaims | UserClaims);
    } catch {
      return null;
    }
  }
}
