import { describe, expect, it } from 'vitest';
import { statesOf } from './states.js';

describe('statesOf', () => {
  it('reads what a verb makes its thing or has it become from the definitions of its first senses', () => {
    expect([...statesOf('expand')]).toEqual(expect.arrayContaining(['large', 'big', 'wide']));
    expect([...statesOf('heat')]).toEqual(['hot']);
    expect([...statesOf('melt')]).toEqual(expect.arrayContaining(['soft', 'liquid']));
    // a noun only after "to" or "into": "change to ice", "change into a vapor"
    expect([...statesOf('freeze')]).toEqual(['ice']);
    expect([...statesOf('evaporate')]).toEqual(['vapor']);
  });

  it('reads none where the definitions say no state, or a thing made', () => {
    expect(statesOf('build').size).toBe(0); // "make by combining materials and parts"
    expect(statesOf('paint').size).toBe(0); // "make a painting"
    expect(statesOf('boil').size).toBe(0);
    expect(statesOf('no-such-verb').size).toBe(0);
  });
});
