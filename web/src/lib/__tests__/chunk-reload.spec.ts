import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, claimReload, isChunkLoadError, reloadOnce } from '../chunk-reload';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a page chunk that fails to load', () => {
  it("is recognised in every browser's words", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once, not twice within 10 s, and again after', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const start = 1_000_000;
    expect(reloadOnce(start)).toBe(true);
    expect(reloadOnce(start + 3_000)).toBe(false);
    expect(reloadOnce(start + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(start + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the browser keeps no session storage (no guard, no loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(claimReload(Date.now(), broken)).toBe(false);
  });
});
