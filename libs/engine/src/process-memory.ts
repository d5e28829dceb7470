import { type PerformanceEntry, PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * A process's memory as an operator reads it (health details): what it holds resident, and its heap still in use
 * after the last full collection (null before the first). The resident size follows the heap's limit, which V8 raises
 * and lowers as it pleases; the heap after a full collection is what the process keeps alive, and grows only if it
 * leaks.
 */
export type ProcessMemory = { rssMb: number; heapLiveMb: number | null };

/**
 * Workers announce themselves under this prefix with a short expiry, their memory as its value: a live key is a live
 * worker.
 */
export const WORKER_HEARTBEAT_PREFIX = 'checkin:worker:';

const MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Hears this process's full collections and reads its memory. The heap is read when a full collection is reported,
 * which is as soon as the process turns to its queue after it: what was allocated in between counts too.
 */
export function watchMemory(): { read(): ProcessMemory; stop(): void } {
  let heapLiveMb: number | null = null;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(isFullCollection)) {
      heapLiveMb = toMb(getHeapStatistics().used_heap_size);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    read: () => ({ rssMb: toMb(process.memoryUsage.rss()), heapLiveMb }),
    stop: () => observer.disconnect(),
  };
}

/** A `gc` entry's detail names its kind (Node's typings leave it out). */
function isFullCollection(entry: PerformanceEntry): boolean {
  const { detail } = entry as { detail?: { kind?: number } };
  return detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
}

/** A worker's heartbeat value read back: its memory, or null for a value it does not hold. */
export function heartbeatMemory(value: string | null): ProcessMemory | null {
  try {
    const memory = JSON.parse(value ?? '') as Partial<ProcessMemory> | null;
    return typeof memory?.rssMb === 'number' ? { rssMb: memory.rssMb, heapLiveMb: memory.heapLiveMb ?? null } : null;
  } catch {
    return null;
  }
}
