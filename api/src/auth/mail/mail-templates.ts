import { escapeHtml } from './escape-html.js';
import type { MailMessage } from './mailer.js';

const PRODUCT = 'CheckIn';

/** One mail's content: a greeting, paragraphs, an optional button (link) and an optional one-time code. */
type Content = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer: string;
};

export function render(to: string, content: Content): MailMessage {
  return { to, subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(c: Content): string {
  const lines = [c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  if (c.code) lines.push(`Or enter this code: ${c.code}`, '');
  lines.push(c.footer, '', `— ${PRODUCT}`);
  return lines.join('\n');
}

function renderHtml(c: Content): string {
  const paragraphs = c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const action = c.action
    ? `<p><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:10px 18px;background:#2f5bea;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(c.action.label)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(c.action.url)}">${escapeHtml(c.action.url)}</a></p>`
    : '';
  const code = c.code
    ? `<p>${c.action ? 'Or enter this code' : 'Your code'}: <strong style="font-size:20px;letter-spacing:3px">${escapeHtml(c.code)}</strong></p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#222;max-width:36rem">
<h1 style="font-size:20px">${PRODUCT}</h1>
<p>${escapeHtml(c.greeting)}</p>
${paragraphs}
${action}
${code}
<p style="font-size:13px;color:#555">${escapeHtml(c.footer)}</p>
</body></html>`;
}

const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');
const notYou = "If you didn't ask for this, you can ignore this email.";

export const mailTemplates = {
  confirmSignup: (firstName: string, url: string, code: string): Content => ({
    subject: `Confirm your ${PRODUCT} account`,
    greeting: hello(firstName),
    paragraphs: [`Thanks for signing up for ${PRODUCT}. Confirm your email address to start using your account.`],
    action: { label: 'Confirm my email', url },
    code,
    footer: `The link works for one hour. ${notYou}`,
  }),
  alreadyRegistered: (firstName: string, signInUrl: string, resetUrl: string): Content => ({
    subject: `You already have a ${PRODUCT} account`,
    greeting: hello(firstName),
    paragraphs: [
      `Someone tried to sign up for ${PRODUCT} with this email address, but it already has an account.`,
      `If that was you, sign in with your password. Forgot it? Choose a new one here: ${resetUrl}`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footer: notYou,
  }),
  recovery: (firstName: string, url: string, code: string): Content => ({
    subject: `Reset your ${PRODUCT} password`,
    greeting: hello(firstName),
    paragraphs: ['We received a request to reset your password. Choose a new one with the link below.'],
    action: { label: 'Reset my password', url },
    code,
    footer: `The link works for one hour. ${notYou} Your password stays the same.`,
  }),
  magicLink: (firstName: string, url: string, code: string): Content => ({
    subject: `Your ${PRODUCT} sign-in link`,
    greeting: hello(firstName),
    paragraphs: [`Use the link below to sign in to ${PRODUCT}.`],
    action: { label: `Sign in to ${PRODUCT}`, url },
    code,
    footer: `The link works for one hour and the code for 10 minutes. ${notYou}`,
  }),
  emailChange: (firstName: string, newEmail: string, url: string, code: string): Content => ({
    subject: `Confirm your new email address for ${PRODUCT}`,
    greeting: hello(firstName),
    paragraphs: [
      `Confirm that you want to use ${newEmail} for your ${PRODUCT} account.`,
      'We have also mailed your current address: the change applies once both addresses confirm it.',
    ],
    action: { label: 'Confirm my new email', url },
    code,
    footer: `Your email address changes only once you confirm. ${notYou}`,
  }),
  emailChangeCurrent: (firstName: string, newEmail: string, url: string, code: string, resetUrl: string): Content => ({
    subject: `Your ${PRODUCT} account is moving to ${newEmail}`,
    greeting: hello(firstName),
    paragraphs: [
      `Someone signed in to your ${PRODUCT} account asked to change its email address to ${newEmail}.`,
      'If that was you, confirm it with the link below. The change applies once both addresses confirm it, and then every other device is signed out.',
      `If it was not you, do not follow the link: your address stays as it is. Then choose a new password here, which cancels the change and signs out every other device: ${resetUrl}`,
    ],
    action: { label: 'Confirm the change', url },
    code,
    footer: 'The link works for one hour and the code for 10 minutes.',
  }),
  reauthentication: (firstName: string, code: string): Content => ({
    subject: `Your ${PRODUCT} verification code`,
    greeting: hello(firstName),
    paragraphs: ['Enter this code to confirm that it is you before changing your password.'],
    code,
    footer: `The code works for 10 minutes. ${notYou}`,
  }),
};
