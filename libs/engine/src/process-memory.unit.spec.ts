import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { heartbeatMemory, watchMemory } from './process-memory.js';

setFlagsFromString('--expose-gc');
/** A full collection, asked for now. */
const collect = runInNewContext('gc') as () => void;

/** The heap kept, once a full collection after `since` has been reported. */
async function keptAfterCollection(memory: ReturnType<typeof watchMemory>, since: number | null): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const kept = memory.read().heapLiveMb;
    if (kept !== null && kept !== since) return kept;
  }
  throw new Error('no full collection was reported');
}

describe('watchMemory', () => {
  it('reads the heap a full collection leaves: it grows with what the process keeps and falls when that goes', async () => {
    const memory = watchMemory();
    try {
      expect(memory.read().rssMb).toBeGreaterThan(0);
      const before = await keptAfterCollection(memory, null);
      let kept: number[] | null = Array.from({ length: 4_000_000 }, (_, i) => i + 0.5); // about 32 MB of doubles
      const holding = await keptAfterCollection(memory, before);
      expect(holding - before).toBeGreaterThan(25);
      expect(kept.length).toBe(4_000_000);
      kept = null;
      const after = await keptAfterCollection(memory, holding);
      expect(holding - after).toBeGreaterThan(25);
    } finally {
      memory.stop();
    }
  });
});

describe('heartbeatMemory', () => {
  it("reads a worker's memory back from its heartbeat, and nothing from a value it does not hold", () => {
    expect(heartbeatMemory(JSON.stringify({ rssMb: 210.5, heapLiveMb: 58.9 }))).toEqual({
      rssMb: 210.5,
      heapLiveMb: 58.9,
    });
    expect(heartbeatMemory(JSON.stringify({ rssMb: 180, heapLiveMb: null }))).toEqual({ rssMb: 180, heapLiveMb: null });
    expect(heartbeatMemory('2026-11-28T20:00:00.000Z')).toBeNull();
    expect(heartbeatMemory('null')).toBeNull();
    expect(heartbeatMemory(null)).toBeNull();
  });
});
