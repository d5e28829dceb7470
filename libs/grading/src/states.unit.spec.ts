import { describe, expect, it } from 'vitest';
import { stateWords, statesOf } from './states.js';

describe('statesOf', () => {
  it('reads what a verb makes its thing or has it become from the definitions of its first senses', () => {
    expect(statesOf('expand')).toEqual(expect.arrayContaining(['large', 'big', 'wide']));
    // with the states WordNet says to see also: "warm" beside "hot"
    expect(statesOf('heat')).toEqual(['hot', 'warm']);
    expect(statesOf('melt')).toEqual(expect.arrayContaining(['soft', 'liquid']));
    // a noun only after "to" or "into": "change to ice", "change into a vapor"
    expect(statesOf('freeze')).toEqual(['ice']);
    expect(statesOf('evaporate')).toContain('vapor');
    // after a word of the verb's own: "exaggerate or make bigger"
    expect(statesOf('inflate')).toContain('big');
    // a verb and a comparative: "move faster", "cause to move faster"
    expect(statesOf('accelerate')).toContain('fast');
    expect(statesOf('speed_up')).toContain('fast');
    // the first definition of the verb a definition opens with: "increase in value …", "increase in size …"
    expect(statesOf('go_up')).toContain('big');
    expect(statesOf('swell')).toContain('big');
    // but no further: "nest" is "fit together", and "fit" "make fit" only in a sense after its first
    expect(statesOf('nest')).toEqual([]);
  });

  it('reads none where the definitions say no state, or a thing made', () => {
    expect(statesOf('build')).toEqual([]); // "make by combining materials and parts"
    expect(statesOf('paint')).toEqual([]); // "make a painting"
    expect(statesOf('boil')).toEqual([]);
    expect(statesOf('no-such-verb')).toEqual([]);
  });
});

describe('stateWords', () => {
  it('gives a state with the words of its first sense only', () => {
    expect(stateWords('big')).toEqual(expect.arrayContaining(['big', 'large']));
    expect(stateWords('slow')).not.toContain('dense'); // "dense" is "slow" only of a mind
    expect(stateWords('no-such-word')).toEqual(['no-such-word']);
  });

  it('gives the states WordNet says to see also beside its first sense', () => {
    expect(stateWords('hot')).toContain('warm');
    expect(stateWords('cold')).toContain('cool');
    expect(stateWords('big')).not.toContain('heavy'); // of another sense
  });
});
