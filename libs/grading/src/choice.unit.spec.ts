import { describe, expect, it } from 'vitest';
import { choiceAgreement, optionsOf } from './choice.js';
import { analyse } from './text.js';

describe('the choice a key opens with', () => {
  const question = 'Which box will slide farther, box A or box B? Explain.';
  const key = 'A. Box A has less friction, so it slides farther.';

  it('agrees when the answer opens with the same option', () => {
    expect(choiceAgreement(question, key, 'A because it has less friction')).toEqual({ agrees: true, clashes: false });
  });

  it('clashes when the answer picks the other option of the same kind', () => {
    expect(choiceAgreement(question, key, 'B, it is heavier')).toEqual({ agrees: false, clashes: true });
  });

  it('reads yes and no however they are said', () => {
    const yesNo = 'Is it possible to separate salt from water? Explain.';
    expect(choiceAgreement(yesNo, 'Yes, by evaporating the water.', 'yeah you boil it')).toMatchObject({
      agrees: true,
    });
    expect(choiceAgreement(yesNo, 'Yes, by evaporating the water.', 'No it is mixed')).toMatchObject({ clashes: true });
  });

  it('says nothing when the key offers no choice, or the answer names none', () => {
    const none = { agrees: false, clashes: false };
    expect(choiceAgreement(question, 'Friction slows a box down more on a rough surface.', 'B')).toEqual(none);
    expect(choiceAgreement(question, key, 'the one with less friction')).toEqual(none);
  });
});

describe('the options a question offers', () => {
  it('reads each pair either side of "or", without its article', () => {
    expect(optionsOf(analyse('Is a tomato a fruit or a vegetable?'))).toEqual([['fruit', 'veget']]);
    expect(optionsOf(analyse('Is a tree living or non-living?'))).toEqual([['live', 'nonliv']]);
    expect(optionsOf(analyse('What do plants need to grow?'))).toEqual([]);
    expect(optionsOf(analyse('Where does sound travel faster, in water or in air?'))).toEqual([['water', 'air']]);
  });
});
