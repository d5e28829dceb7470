import { Inject, Injectable } from '@nestjs/common';
import { render } from '../auth/mail/mail-templates.js';
import { Mailer, type MailMessage } from '../auth/mail/mailer.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { StoredInquiry } from './sales-inquiries.js';

/** Tells the team (TEAM_EMAIL) of a sales inquiry, every field the visitor sent, through the accounts' mailer. */
@Injectable()
export class SalesInquiryMail {
  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(inquiry: StoredInquiry): Promise<void> {
    await this.mailer.send(salesInquiryMail(this.config.TEAM_EMAIL, inquiry));
  }
}

export function salesInquiryMail(to: string, inquiry: StoredInquiry): MailMessage {
  const fields = Object.entries(inquiry.body).map(([field, value]) => `${field}: ${shown(value)}`);
  return render(to, {
    subject: `Sales inquiry from ${oneLine(sender(inquiry.body))}`,
    greeting: 'Hello team,',
    paragraphs: ['A visitor sent this from the contact-sales page:', ...fields],
    footer: `Received ${inquiry.createdAt.toISOString()}; inquiry ${inquiry.id}. Answer them at their email address.`,
  });
}

/** Who wrote, as well as the free-form inquiry tells: their name, else their organisation or address. */
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

/** A subject is one short line, whatever the visitor typed. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
