import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config.js';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends the mails of accounts. SMTP when SMTP_URL is set; otherwise the dev mailbox. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/**
 * Development without a mail server: messages are kept in a table, readable at GET /dev/mailbox. Production
 * requires SMTP_URL (see config), so it never gets here.
 */
@Injectable()
export class DevMailbox extends Mailer {
  constructor(private readonly db: DataSource) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.db.query(`INSERT INTO dev_mailbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)`, [
      message.to,
      message.subject,
      message.text,
      message.html,
    ]);
  }

  async latest(limit = 100): Promise<StoredMail[]> {
    const rows: StoredMailRow[] = await this.db.query(
      `SELECT id, to_address, subject, text_body, html_body, created_at FROM dev_mailbox ORDER BY id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: linksIn(row.text_body),
      created_at: row.created_at.toISOString(),
    }));
  }
}

type StoredMailRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
};
export type StoredMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
};

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

export const mailerProvider = {
  provide: Mailer,
  inject: [APP_CONFIG, DataSource],
  useFactory: (config: AppConfig, db: DataSource): Mailer =>
    config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new DevMailbox(db),
};
