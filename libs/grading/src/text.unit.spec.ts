import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import { analyse } from './text.js';

describe('analyse', () => {
  it("stems each word as wink's own its.stem does, the same word twice alike", () => {
    const text = 'Evaporating water RISES; the Vapour cools, condenses and rises again. Running, ran, runs.';
    const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);
    const tokens = nlp.readDoc(text).tokens();
    const types = tokens.out(nlp.its.type);
    const wink = tokens
      .out(nlp.its.stem)
      .filter((_, i) => types[i] === 'word')
      .map((s) => s.toLowerCase());
    const ours = analyse(text).tokens.map((t) => t.stem);
    expect(ours).toEqual(wink);
    expect(ours.filter((s) => s === 'rise')).toHaveLength(2);
  });
});
