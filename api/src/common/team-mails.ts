import { Inject, Injectable } from '@nestjs/common';
import { Mailer } from '../auth/mail/mailer.js';
import { escapeHtml } from '../auth/mail/escape-html.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { ContactRequest, WaitlistSignup } from '../public/public-requests.js';
import type { StoredInquiry } from '../subscriptions/sales-inquiries.js';

/** A line of a mail to the team: a label and what the sender gave. */
type Line = [label: string, value: string];

/** What the public site and the sales inquiries tell the team (TEAM_EMAIL), through the accounts' mailer. */
@Injectable()
export class TeamMails {
  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  waitlist(signup: WaitlistSignup): Promise<void> {
    return this.send(`Waitlist: ${signup.email}`, 'A new sign-up for the waitlist.', [
      ['Email', signup.email],
      ['Name', signup.name ?? '(not given)'],
    ]);
  }

  contact(request: ContactRequest): Promise<void> {
    return this.send(`Contact: ${request.name}`, 'A message from the contact form of the home page.', [
      ['Name', request.name],
      ['Email', request.email],
      ['Message', request.message],
    ]);
  }

  support(request: {
    subject: string;
    message: string;
    from: { email: string; name: string };
    organization: { id: string; name: string } | null;
  }): Promise<void> {
    const organization = request.organization ? `${request.organization.name} (${request.organization.id})` : 'none';
    return this.send(`Support: ${request.subject}`, 'A support request from a signed-in teacher.', [
      ['From', `${request.from.name} <${request.from.email}>`],
      ['Organisation', organization],
      ['Subject', request.subject],
      ['Message', request.message],
    ]);
  }

  /** Every field the visitor sent from the contact-sales page, as sent. */
  salesInquiry(inquiry: StoredInquiry): Promise<void> {
    const fields = Object.entries(inquiry.body).map(([field, value]): Line => [field, shown(value)]);
    return this.send(`Sales inquiry from ${sender(inquiry.body)}`, 'A visitor sent this from the contact-sales page.', [
      ...fields,
      ['Received', `${inquiry.createdAt.toISOString()}; inquiry ${inquiry.id}`],
    ]);
  }

  private send(subject: string, intro: string, lines: Line[]): Promise<void> {
    const text = [intro, '', ...lines.map(([label, value]) => `${label}: ${value}`), '', '— CheckIn'].join('\n');
    const rows = lines
      .map(
        ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th>
<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#222;max-width:40rem">
<p>${escapeHtml(intro)}</p>
<table cellpadding="6">${rows}</table>
</body></html>`;
    return this.mailer.send({ to: this.config.TEAM_EMAIL, subject: oneLine(subject), text, html });
  }
}

/** A subject is one line, and short: the sender's text may hold anything. */
function oneLine(subject: string): string {
  const flat = subject.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/** Who wrote a sales inquiry, as well as the free-form body tells: their name, else their organisation or address. */
function sender(body: StoredInquiry['body']): string {
  for (const field of ['name', 'organization', 'email']) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return 'a visitor';
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
