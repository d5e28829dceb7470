/**
 * After a deploy, an open tab may ask for a page chunk that no longer exists. Reloading once fetches the new
 * build; the guard (spec §9: 10 s) stops a reload loop when the chunk is missing for another reason.
 */
export const RELOAD_GUARD_KEY = 'checkin.chunkReloadAt';
export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.some((pattern) => pattern.test(error.message));
}

/** Whether to reload now; if so, the time is stamped so that a second failure within the guard does not. */
export function claimReload(now: number = Date.now(), storage: Storage = sessionStorage): boolean {
  let last: number;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    return false; // Without storage there is no guard, so no reload: the error page shows instead.
  }
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

/** Reloads the page unless it already did so within the guard; returns whether it did. */
export function reloadOnce(now: number = Date.now(), storage: Storage = sessionStorage): boolean {
  if (!claimReload(now, storage)) return false;
  window.location.reload();
  return true;
}
