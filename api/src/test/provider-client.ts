import { type AuthChangeEvent, GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import type { TestProduct } from './harness.js';

/** Where the client keeps its session: a Map, as a tab's localStorage would hold it. */
export class MemoryStorage implements SupportedStorage {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export const STORAGE_KEY = 'checkin-auth';

/** The hosted provider's own client library, pointed at the product's /auth/v1, with the events it announced. */
export type ProviderClient = { auth: GoTrueClient; storage: MemoryStorage; events: AuthChangeEvent[] };

/**
 * A client as a page would hold one, but with no timers: the test refreshes when it means to, and no refresh runs on
 * after the test. It keeps its session in its own storage, so two clients are two devices.
 */
export function providerClient(product: TestProduct): ProviderClient {
  const storage = new MemoryStorage();
  const auth = new GoTrueClient({
    url: `${product.baseUrl}/auth/v1`,
    storage,
    storageKey: STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const events: AuthChangeEvent[] = [];
  auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { auth, storage, events };
}

/** The session the client stored, as it would find it again on the next page load. */
export function storedSession(client: ProviderClient): { access_token: string; refresh_token: string } | null {
  const stored = client.storage.getItem(STORAGE_KEY);
  return stored ? JSON.parse(stored) : null;
}
