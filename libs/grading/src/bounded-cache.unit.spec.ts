import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.js';

describe('a bounded cache', () => {
  it('keeps at most its limit, letting the oldest entry go first', () => {
    const cache = new BoundedCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('makes a value it lacks once, and answers the kept one after', () => {
    const cache = new BoundedCache<number>(2);
    const made: string[] = [];
    const length = (key: string) => (made.push(key), key.length);
    expect([cache.through('sun', length), cache.through('sun', length), cache.through('cloud', length)]).toEqual([
      3, 3, 5,
    ]);
    expect(made).toEqual(['sun', 'cloud']);
  });
});
