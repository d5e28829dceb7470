import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { OneTimeKind } from '../one-time-tokens/one-time-tokens.js';

/** The web page each kind of mailed link lands on, once verified (spec §2 routes). */
export const LANDING_PAGE: Record<Exclude<OneTimeKind, 'reauthentication' | 'email_change_current'>, string> = {
  signup: '/auth/signupconfirmation',
  recovery: '/auth/reset-password',
  magiclink: '/dashboard',
  email_change: '/profile/userProfile',
};

/** Addresses in the web app (PUBLIC_URL): links in mails, and where verification redirects to. */
@Injectable()
export class Links {
  private readonly origin: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.origin = new URL(config.PUBLIC_URL).origin;
  }

  page(path: string): string {
    return `${this.config.PUBLIC_URL}${path}`;
  }

  /** The link of a mail: it verifies the token, then redirects to the page with the session. */
  verify(tokenHash: string, kind: keyof typeof LANDING_PAGE, redirectTo?: unknown): string {
    const query = new URLSearchParams({
      token_hash: tokenHash,
      type: kind,
      redirect_to: this.redirect(redirectTo, LANDING_PAGE[kind]),
    });
    return `${this.config.PUBLIC_URL}/auth/v1/verify?${query}`;
  }

  /** A redirect the client asked for, when it stays in the web app; else the default page. No open redirects. */
  redirect(requested: unknown, fallbackPath: string): string {
    if (typeof requested === 'string' && requested) {
      try {
        const url = new URL(requested, this.config.PUBLIC_URL);
        if (url.origin === this.origin) return url.href;
      } catch {
        // Not a URL: the default page.
      }
    }
    return this.page(fallbackPath);
  }
}
