import { afterEach, beforeEach, vi } from 'vitest';
import { replaceAuthClient } from '../lib/auth';
import { type AuthClient, type AuthClientOptions, type AuthEvent, createAuthClient } from '../lib/auth-client';
import { ScriptedTransport, ok } from './scripted-transport';

export const ROUTES = {
  signIn: 'POST /auth/v1/token?grant_type=password',
  refresh: 'POST /auth/v1/token?grant_type=refresh_token',
  signUp: 'POST /auth/v1/signup',
  otp: 'POST /auth/v1/otp',
  verify: 'POST /auth/v1/verify',
  recover: 'POST /auth/v1/recover',
  user: 'GET /auth/v1/user',
  updateUser: 'PUT /auth/v1/user',
  reauthenticate: 'GET /auth/v1/reauthenticate',
  logoutGlobal: 'POST /auth/v1/logout?scope=global',
  logoutLocal: 'POST /auth/v1/logout?scope=local',
  status: 'GET /api/v1/auth/check_user_status',
} as const;

/**
 * For the auth client's unit tests: fake timers from a fixed morning, a scripted server whose status check says
 * yes, and clients made at an address of the test's choosing (each stopped afterwards).
 */
export function useAuthHarness() {
  const h = {
    server: new ScriptedTransport(),
    cleanUrl: vi.fn(),
    clients: [] as AuthClient[],
    /** A client at an address with `hash`; `events` collects what a listener heard from the start. */
    start(hash = '', options: Partial<AuthClientOptions> = {}) {
      const client = createAuthClient({
        fetch: h.server.fetch,
        url: { hash: () => hash, search: () => '', expectingCode: () => false, clean: h.cleanUrl },
        ...options,
      });
      h.clients.push(client);
      const events: AuthEvent[] = [];
      client.onAuthStateChange((event) => events.push(event));
      return { client, events, started: client.initialize() };
    },
  };
  beforeEach(() => {
    replaceAuthClient(null); // only the test's own clients listen
    vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
    h.server = new ScriptedTransport().on(ROUTES.status, ok({ success: true }));
    h.cleanUrl = vi.fn();
    h.clients = [];
  });
  afterEach(() => {
    for (const client of h.clients) client.stop();
    vi.useRealTimers();
  });
  return h;
}

/**
 * For page tests: the app's auth client over a scripted server (status check: allowed), started now, so at the
 * address the test has set (window.history) for a mail link's fragment.
 */
export function installAuthServer(script: (server: ScriptedTransport) => void = () => {}): ScriptedTransport {
  const server = new ScriptedTransport().on(ROUTES.status, ok({ success: true }));
  script(server); // before the client starts: it may call at once (a session in the address)
  replaceAuthClient(createAuthClient({ fetch: server.fetch }));
  return server;
}
