import { Injectable } from '@nestjs/common';
import { AccountMails } from '../auth/mail/account-mails.js';
import { Links } from '../auth/mail/links.js';
import { render } from '../auth/mail/mail-templates.js';
import { Mailer } from '../auth/mail/mailer.js';
import { OneTimeTokens } from '../auth/one-time-tokens/one-time-tokens.js';

type Recipient = { id: string; email: string; firstName: string };
type Content = Parameters<typeof render>[1];

/**
 * The mails of the admin area, through the accounts' mailer and tokens. An invitation is a recovery token of
 * /auth/v1: its link signs the new member in on the page that sets a password, as a reset link does.
 */
@Injectable()
export class OrganizationMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly oneTime: OneTimeTokens,
    private readonly links: Links,
    private readonly accountMails: AccountMails,
  ) {}

  async invitation(user: Recipient, organizationName: string, inviterName: string): Promise<void> {
    const { tokenHash, code } = await this.oneTime.issue(user.id, 'recovery', user.email);
    const url = this.links.verify(tokenHash!, 'recovery');
    await this.mailer.send(
      render(user.email, invitationContent(user.firstName, organizationName, inviterName, url, code)),
    );
  }

  /**
   * An admin's resend: the invitation again to a member who has yet to set a password, else a password reset.
   * `invited` as OrgUser has it.
   */
  async passwordReset(user: Recipient & { invited: boolean }, organizationName: string, inviterName: string) {
    if (user.invited) return this.invitation(user, organizationName, inviterName);
    await this.accountMails.recovery({ id: user.id, email: user.email, first_name: user.firstName });
  }

  /** A removed member's invitation stops working: they were invited to the organisation, not to CheckIn alone. */
  async withdrawInvitation(userId: string): Promise<void> {
    await this.oneTime.spend(userId, 'recovery');
  }
}

function invitationContent(
  firstName: string,
  organization: string,
  inviter: string,
  url: string,
  code: string,
): Content {
  return {
    subject: `You are invited to CheckIn by ${organization}`,
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    paragraphs: [
      `${inviter} has added you to ${organization} on CheckIn, where teachers build short conversations with an AI examiner that show what their students understand.`,
      'Choose a password to start using your account. Your email address is your sign-in.',
    ],
    action: { label: 'Choose my password', url },
    code,
    footer:
      'The link works for one hour. If it has expired, ask your admin to send it again, or use "Forgot password" on the sign-in page.',
  };
}
