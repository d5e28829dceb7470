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

  /**
   * Both addresses confirm an email change: the new one proves it is the teacher's, the current one that the
   * teacher asked for it (a stolen session alone cannot move the account). The current address learns of the change
   * and how to stop it.
   */
  async emailChange(user: Recipient, newEmail: string, redirectTo?: unknown): Promise<void> {
    const { toNew, toCurrent } = await this.oneTime.issueEmailChange(user.id, user.email, newEmail);
    const toNewUrl = this.links.verify(toNew.tokenHash!, 'email_change', redirectTo);
    await this.mailer.send(render(newEmail, t.emailChange(user.first_name, newEmail, toNewUrl, toNew.code)));
    const toCurrentUrl = this.links.verify(toCurrent.tokenHash!, 'email_change', redirectTo);
    const resetUrl = this.links.page('/auth/password_reset_request');
    const content = t.emailChangeCurrent(user.first_name, newEmail, toCurrentUrl, toCurrent.code, resetUrl);
    await this.mailer.send(render(user.email, content));
  }

  async reauthentication(user: Recipient): Promise<void> {
    const { code } = await this.oneTime.issue(user.id, 'reauthentication', user.email);
    await this.mailer.send(render(user.email, t.reauthentication(user.first_name, code)));
  }
}
