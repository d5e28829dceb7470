import type { AuthSessionReply } from '@checkin/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { UserViews } from '../accounts/user-views.js';
import { type UserRow, Users, isBanned } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import { Tokens } from '../tokens.js';
import { AuthSessions, type ClientInfo, type SessionRow } from './auth-sessions.js';
import { RefreshTokens } from './refresh-tokens.js';

/** How a session began (the JWT's amr method): a password, a mailed link or code, a recovery link, a provider... */
export type SignInMethod = 'password' | 'otp' | 'magiclink' | 'email/signup' | 'recovery' | 'email_change' | 'oauth';

/** Starts and refreshes sessions, answering the hosted provider's session (spec §3 Auth session). */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly users: Users,
    private readonly views: UserViews,
    private readonly sessions: AuthSessions,
    private readonly refreshTokens: RefreshTokens,
    private readonly tokens: Tokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(user: UserRow, method: SignInMethod, client: ClientInfo): Promise<AuthSessionReply> {
    if (isBanned(user)) throw authError('user_banned');
    const signedIn = await this.users.recordSignIn(user.id, method !== 'oauth');
    const amr = [{ method, timestamp: nowSeconds() }];
    const { session, refreshToken } = await this.sessions.start(user.id, amr, client);
    return this.reply(signedIn, session, refreshToken);
  }

  async refresh(token: string): Promise<AuthSessionReply> {
    const { session, refreshToken } = await this.refreshTokens.rotate(token);
    const user = await this.users.findById(session.user_id);
    if (!user || isBanned(user)) {
      await this.sessions.revoke([session.id]);
      throw authError(user ? 'user_banned' : 'session_not_found');
    }
    return this.reply(user, session, refreshToken);
  }

  /**
   * Raises the caller's session to aal2 once they passed a second factor: a new pair of tokens for the same
   * session, whose later refreshes keep aal2.
   */
  async stepUp(userId: string, sessionId: string, method: 'totp'): Promise<AuthSessionReply> {
    const user = await this.users.findById(userId);
    if (!user) throw authError('user_not_found');
    if (isBanned(user)) throw authError('user_banned');
    const stepped = await this.sessions.stepUp(sessionId, userId, { method, timestamp: nowSeconds() });
    if (!stepped) throw authError('session_missing');
    return this.reply(user, stepped.session, stepped.refreshToken);
  }

  private async reply(user: UserRow, session: SessionRow, refreshToken: string): Promise<AuthSessionReply> {
    const view = await this.views.of(user);
    const { token, expiresAt } = this.tokens.signAccess(
      {
        sub: user.id,
        email: user.email,
        phone: '',
        role: 'authenticated',
        aud: 'authenticated',
        aal: session.aal,
        amr: session.amr,
        session_id: session.id,
        is_anonymous: false,
        user_metadata: view.user_metadata,
        app_metadata: view.app_metadata,
      },
      nowSeconds(),
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.config.ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: view,
    };
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
