import { Injectable } from '@nestjs/common';
import type { UserRow } from '../accounts/users.js';
import { OneTimeTokens } from '../one-time-tokens/one-time-tokens.js';
import { Links } from './links.js';
import { mailTemplates as t, render } from './mail-templates.js';
import { Mailer } from './mailer.js';

type Recipient = Pick<UserRow, 'id' | 'email' | 'first_name'>;

/** The mails of accounts: each issues its one-time token and sends the message. */
@Injectable()
export class AccountMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly oneTime: OneTimeTokens,
    private readonly links: Links,
  ) {}

  async confirmation(user: Recipient, redirectTo?: unknown): Promise<void> {
    const { tokenHash, code } = await this.oneTime.issue(user.id, 'signup', user.email);
    const url = this.links.verify(tokenHash!, 'signup', redirectTo);
    await this.mailer.send(render(user.email, t.confirmSignup(user.first_name, url, code)));
  }

  /** For a sign-up with an address that has an account already: its owner learns, the stranger does not. */
  async alreadyRegistered(user: Recipient): Promise<void> {
    const content = t.alreadyRegistered(
      user.first_name,
      this.links.page('/login'),
      this.links.page('/auth/password_reset_request'),
    );
    await this.mailer.send(render(user.email, content));
  }

  async recovery(user: Recipient, redirectTo?: unknown): Promise<void> {
    const { tokenHash, code } = await this.oneTime.issue(user.id, 'recovery', user.email);
    const url = this.links.verify(tokenHash!, 'recovery', redirectTo);
    await this.mailer.send(render(user.email, t.recovery(user.first_name, url, code)));
  }

  async magicLink(user: Recipient, redirectTo?: unknown): Promise<void> {
    const { tokenHash, code } = await this.oneTime.issue(user.id, 'magiclink', user.email);
    const url = this.links.verify(tokenHash!, 'magiclink', redirectTo);
    await this.mailer.send(render(user.email, t.magicLink(user.first_name, url, code)));
  }

  /** Sent to the new address: the change applies only once its owner confirms. */
  async emailChange(user: Recipient, newEmail: string, redirectTo?: unknown): Promise<void> {
    const { tokenHash, code } = await this.oneTime.issue(user.id, 'email_change', newEmail, { newEmail });
    const url = this.links.verify(tokenHash!, 'email_change', redirectTo);
    await this.mailer.send(render(newEmail, t.emailChange(user.first_name, newEmail, url, code)));
  }

  async reauthentication(user: Recipient): Promise<void> {
    const { code } = await this.oneTime.issue(user.id, 'reauthentication', user.email);
    await this.mailer.send(render(user.email, t.reauthentication(user.first_name, code)));
  }
}
