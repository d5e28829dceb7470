import { Controller, Get, Header, NotFoundException } from '@nestjs/common';
import { escapeHtml } from './escape-html.js';
import { DevMailbox, Mailer, type StoredMail } from './mailer.js';

/**
 * The mailbox page's own policy: its style element, and the mails it shows (in sandboxed frames, which take the
 * page's policy), styled inline as mail is. Nothing else loads.
 */
const MAILBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'none'";

/** What the app "sent" when there is no mail server: a page for developers, 404 wherever mail is real. */
@Controller('dev')
export class DevMailboxController {
  constructor(private readonly mailer: Mailer) {}

  @Get('mailbox.json')
  async json(): Promise<{ messages: StoredMail[] }> {
    return { messages: await this.mailbox().latest() };
  }

  @Get('mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Security-Policy', MAILBOX_POLICY)
  async page(): Promise<string> {
    const messages = await this.mailbox().latest();
    const items = messages.map(messageHtml).join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CheckIn dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}iframe{width:100%;height:22rem;border:1px solid #eee}</style>
</head><body><h1>Dev mailbox</h1><p>${messages.length} message(s), newest first. Mail goes here because SMTP_URL is not set.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
  }

  private mailbox(): DevMailbox {
    if (!(this.mailer instanceof DevMailbox)) throw new NotFoundException();
    return this.mailer;
  }
}

function messageHtml(mail: StoredMail): string {
  const links = mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
  return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong> at ${escapeHtml(mail.created_at)}</p>
<ul>${links}</ul>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}" title="${escapeHtml(mail.subject)}"></iframe>
</article>`;
}
