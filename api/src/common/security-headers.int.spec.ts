import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct } from '../test/harness.js';

const OTHER_PAGE = 'https://lessons.example';

let product: TestProduct;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'checkin-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>CheckIn</title></head><body></body></html>',
  );
  product = await TestProduct.start({
    startWorker: false,
    config: { WEB_DIST_DIR: web, ALLOWED_ORIGINS: OTHER_PAGE },
  });
});
afterAll(async () => {
  await product?.stop();
});

const policyOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it("give the web app's pages a content security policy that allows their own origin and nothing else", async () => {
    const page = await fetch(`${product.baseUrl}/session/anything`);
    expect(page.status).toBe(200);
    const policy = policyOf(page);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Style elements only with this answer's nonce, which the page carries for the web app to put on them.
    const nonce = /<meta name="style-nonce" content="([^"]+)"/.exec(await page.text())?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    const again = await fetch(`${product.baseUrl}/dashboard`);
    expect(policyOf(again)['style-src']).not.toContain(`'nonce-${nonce}'`);
    expect(page.headers.get('x-powered-by')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it("say nothing of the server on the API's answers, errors included", async () => {
    for (const path of ['/api/v1/assessment_templates/getTagOptions', '/api/v1/no-such-call', '/health']) {
      const response = await fetch(`${product.baseUrl}${path}`);
      expect(response.headers.get('x-powered-by'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(policyOf(response)['default-src'], path).toEqual(["'none'"]);
    }
  });

  it('let the dev mailbox show its mails, styled inline as mail is, and load nothing else', async () => {
    const mailbox = await fetch(`${product.baseUrl}/dev/mailbox`);
    expect(mailbox.status).toBe(200);
    const policy = policyOf(mailbox);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'unsafe-inline'"]);
  });

  it('let pages of the configured origins call the API from a browser, and no others', async () => {
    const preflight = (origin: string) =>
      fetch(`${product.baseUrl}/api/v1/sessions/gettokenforsession`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-auth-token',
        },
      });
    const allowed = await preflight(OTHER_PAGE);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(OTHER_PAGE);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type,x-auth-token');
    const other = await preflight('https://elsewhere.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
