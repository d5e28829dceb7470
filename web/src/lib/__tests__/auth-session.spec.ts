import { describe, expect, it } from 'vitest';
import { fakeJwt, signIn } from '../../test/auth-fixtures';
import { AUTH_STORAGE_KEY, clearSession, getSession, isAuthenticated } from '../auth-session';

const store = (value: unknown) => localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the stored sign-in session', () => {
  it('is read back when it has an access token, a refresh token and an expiry', () => {
    const token = signIn();
    expect(getSession()).toMatchObject({ access_token: token, refresh_token: 'refresh' });
    expect(isAuthenticated()).toBe(true);
  });

  it.each([
    ['no access token', { refresh_token: 'r', expires_at: 1 }],
    ['no refresh token', { access_token: 'a', expires_at: 1 }],
    ['no expiry', { access_token: 'a', refresh_token: 'r' }],
    ['an expiry that is not a number', { access_token: 'a', refresh_token: 'r', expires_at: 'soon' }],
  ])('is not a session with %s', (_, value) => {
    store(value);
    expect(getSession()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('is not a session when storage holds something that is not JSON', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{nope');
    expect(getSession()).toBeNull();
  });

  it('counts as signed out once expired', () => {
    signIn({ expiresInSeconds: -1 });
    expect(getSession()).not.toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('counts as signed out when the token itself has expired', () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    store({ access_token: fakeJwt({ sub: 'teacher', exp: past }), refresh_token: 'r', expires_at: inAnHour() });
    expect(isAuthenticated()).toBe(false);
  });

  it("counts a student's token as signed out: a student is not a teacher", () => {
    store({ access_token: fakeJwt({ sub: 'student', session_id: 's' }), refresh_token: 'r', expires_at: inAnHour() });
    expect(isAuthenticated()).toBe(false);
  });

  it('counts a token that is not a JWT as signed out', () => {
    store({ access_token: 'not-a-jwt', refresh_token: 'r', expires_at: inAnHour() });
    expect(isAuthenticated()).toBe(false);
  });

  it('is gone after clearSession', () => {
    signIn();
    clearSession();
    expect(getSession()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });
});
