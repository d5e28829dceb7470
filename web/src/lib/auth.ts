import { type AuthClient, createAuthClient } from './auth-client';
import { markAuthReady } from './auth-session';

/**
 * The app's one auth client, made (and started) on first use. Pages import it; the entry only loads it on demand
 * (lib/auth-boot.ts), so the student pages never download it.
 */
let client: AuthClient | null = null;

export function authClient(): AuthClient {
  if (!client) {
    client = createAuthClient();
    void client.initialize();
  }
  return client;
}

/** Puts `next` in place of the app's client (tests give one over a scripted server); null starts afresh. */
export function replaceAuthClient(next: AuthClient | null): void {
  client?.stop();
  client = next;
  markAuthReady(false);
  if (next) void next.initialize();
}

export function getAccessToken(): Promise<string> {
  return authClient().getAccessToken();
}
