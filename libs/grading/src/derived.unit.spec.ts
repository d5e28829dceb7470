import { describe, expect, it } from 'vitest';
import { Derived } from './derived.js';

describe('values derived from an object', () => {
  it('derives once for each object, and anew for another object of the same content', () => {
    const made: string[][] = [];
    const joined = new Derived((words: string[]) => (made.push(words), words.join(' ')));
    const words = ['water', 'evaporates'];
    expect([joined.of(words), joined.of(words), joined.of(['water', 'evaporates'])]).toEqual([
      'water evaporates',
      'water evaporates',
      'water evaporates',
    ]);
    expect(made).toHaveLength(2);
    expect(made[0]).toBe(words);
  });

  it('keeps a null it derived', () => {
    let calls = 0;
    const nothing = new Derived((_: object) => (calls++, null));
    const key = {};
    expect([nothing.of(key), nothing.of(key)]).toEqual([null, null]);
    expect(calls).toBe(1);
  });
});
