import type { AuthSession } from './auth-session';

/** Spec §4: what happened to the sign-in session. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

/** The listeners of one auth client. One listener's failure never keeps the others from hearing. */
export class AuthEvents {
  private readonly listeners = new Set<AuthListener>();

  on(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  has(listener: AuthListener): boolean {
    return this.listeners.has(listener);
  }

  emit(event: AuthEvent, session: AuthSession | null): void {
    for (const listener of [...this.listeners]) this.emit1(listener, event, session);
  }

  emit1(listener: AuthListener, event: AuthEvent, session: AuthSession | null): void {
    try {
      listener(event, session);
    } catch (error) {
      console.error(`An auth listener failed on ${event}:`, error);
    }
  }
}
