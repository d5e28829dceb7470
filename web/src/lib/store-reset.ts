import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4, sign-out resets the organisation, report and session stores: each feature that keeps a teacher's data
 * registers how to forget it, and sign-out runs them all. The student's check-in is not one of them (a teacher
 * signing out must not lose a student's answers on a shared laptop).
 */
export type StoreResetContext = { queryClient: QueryClient | null };
export type StoreReset = (context: StoreResetContext) => void;

const resets = new Map<string, StoreReset>();
let boundQueryClient: QueryClient | null = null;

/** Registers (or replaces) a store's reset under its name; returns a function that unregisters it. */
export function registerStoreReset(name: string, reset: StoreReset): () => void {
  resets.set(name, reset);
  return () => {
    if (resets.get(name) === reset) resets.delete(name);
  };
}

/** The app's query cache, where the features' stores live; bound by the app shell while it is mounted. */
export function bindQueryClient(queryClient: QueryClient): () => void {
  boundQueryClient = queryClient;
  return () => {
    if (boundQueryClient === queryClient) boundQueryClient = null;
  };
}

/** Runs every registered reset (one failing does not stop the rest); returns the names of the stores reset. */
export function resetStores(): string[] {
  const done: string[] = [];
  for (const [name, reset] of resets) {
    try {
      reset({ queryClient: boundQueryClient });
      done.push(name);
    } catch (error) {
      console.error(`Could not reset the ${name} store:`, error);
    }
  }
  return done;
}
