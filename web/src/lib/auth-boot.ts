import { markAuthReady, needsAuthClient } from './auth-session';

/**
 * Loads the auth client (a chunk of its own: the student pages' first load never carries it) and starts it.
 * A failed download leaves the router to decide from what is stored rather than wait for ever.
 */
export function loadAuth(): Promise<typeof import('./auth')> {
  return import('./auth').then(
    (module) => {
      module.authClient();
      return module;
    },
    (error: unknown) => {
      markAuthReady();
      throw error;
    },
  );
}

/** Starts the auth client when this visit has a session to look after, or one arriving in the address. */
export function startAuthIfNeeded(): void {
  if (needsAuthClient()) loadAuth().catch((error: unknown) => console.warn('Could not load sign-in:', error));
}
