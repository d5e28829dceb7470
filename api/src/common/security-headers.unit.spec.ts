import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.js';

describe('the content security policy', () => {
  it("allows the tag manager's origins only when the web app is built with one", () => {
    const without = contentSecurityPolicy({ PUBLIC_URL: 'http://localhost:3000', VITE_GTM_ID: undefined }).directives;
    expect(without['script-src']).toEqual(["'self'"]);
    expect(without['connect-src']).toEqual(["'self'"]);
    const withTags = contentSecurityPolicy({
      PUBLIC_URL: 'http://localhost:3000',
      VITE_GTM_ID: 'GTM-ABC123',
    }).directives;
    expect(withTags['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withTags['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('asks browsers to upgrade insecure requests only when the product is served over https', () => {
    expect(contentSecurityPolicy({ PUBLIC_URL: 'http://localhost:3000' }).directives).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
    expect(contentSecurityPolicy({ PUBLIC_URL: 'https://checkin.school' }).directives).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
