import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { Tokens } from './tokens.js';

const config = loadConfig({
  DATABASE_URL: 'postgres://127.0.0.1/unused',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'a-test-secret-of-thirty-two-chars!',
  STUDENT_TOKEN_TTL: '1h',
});

afterEach(() => {
  vi.useRealTimers();
});

describe('verifying a token', () => {
  it('proves the same caller at every call until the token expires, and nothing after', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') });
    const tokens = new Tokens(config);
    const { token, studentId } = tokens.signStudent('session-1', 'template-1');
    const first = tokens.verify(token);
    expect(first).toMatchObject({ kind: 'student', studentId, sessionId: 'session-1' });
    expect(tokens.verify(token)).toEqual(first);

    vi.setSystemTime(new Date('2026-11-27T09:59:59Z'));
    expect(tokens.verify(token)).toEqual(first);
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('proves no caller with a token signed with another secret, or altered', () => {
    const tokens = new Tokens(config);
    const theirs = new Tokens({ ...config, JWT_SECRET: 'another-secret-of-thirty-two-chars' });
    const { token } = tokens.signStudent('session-1', 'template-1');
    expect(tokens.verify(token)).not.toBeNull();
    expect(theirs.verify(token)).toBeNull();
    const [head, body, signature] = token.split('.');
    const altered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verify(altered)).toBeNull();
  });
});
