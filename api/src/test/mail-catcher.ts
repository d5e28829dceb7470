import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server for tests (127.0.0.1, a free port): the API's mail goes to it through SMTP_URL. */
export class MailCatcher {
  private constructor(
    private readonly server: SMTPServer,
    readonly messages: CaughtMail[],
  ) {}

  static async start(): Promise<MailCatcher> {
    const messages: CaughtMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          messages.push({ to, ...parseMime(Buffer.concat(chunks).toString('latin1')) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new MailCatcher(server, messages);
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The latest mail to this address (whose subject matches, when given); waits a little for it. */
  async latest(to: string, subject?: RegExp, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages
        .filter((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()) && (!subject || subject.test(m.subject)))
        .at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  to(address: string): CaughtMail[] {
    return this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The links of a mail's text part. */
export function linksOf(mail: CaughtMail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** The one verification link of a mail (to /auth/v1/verify). */
export function verifyLinkOf(mail: CaughtMail): string {
  const link = linksOf(mail).find((l) => l.includes('/auth/v1/verify?'));
  if (!link) throw new Error(`no verify link in:\n${mail.text}`);
  return link;
}

/** The 6-digit code of a mail. */
export function codeOf(mail: CaughtMail): string {
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in:\n${mail.text}`);
  return code;
}

/** Just enough MIME for nodemailer's messages: a subject, and text and html parts (quoted-printable or base64). */
function parseMime(raw: string): Omit<CaughtMail, 'to'> {
  const { headers, body } = splitPart(raw);
  const subject = headers.subject ?? '';
  const parts: Record<string, string> = {};
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitPart(chunk.replace(/^\r?\n/, ''));
        collect(part.headers, part.body);
      }
      return;
    }
    const text = decode(partBody, partHeaders['content-transfer-encoding'] ?? '7bit');
    parts[type.split(';')[0]!.trim().toLowerCase()] = text;
  };
  collect(headers, body);
  return { subject, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decode(body: string, encoding: string): string {
  const bytes = (s: string) => Buffer.from(s, 'latin1');
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return bytes(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      ).toString('utf8');
    default:
      return bytes(body).toString('utf8');
  }
}
