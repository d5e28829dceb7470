import { describe, expect, it } from 'vitest';
import { readKeyLines } from './draft-key.js';

describe('reading a drafted key from the lines the model writes', () => {
  it('reads the labelled format, and each line as soon as it is written', () => {
    const reply = 'Model answer: Magma rises.\nKey points:\n- magma rises\n- plates move\nMisconceptions:\n- mountains';
    expect(readKeyLines(reply)).toEqual({
      modelAnswer: 'Magma rises.',
      keyPoints: ['magma rises', 'plates move'],
      misconceptions: ['mountains'],
    });
    expect(readKeyLines('Model answer: Magma ri')).toEqual({
      modelAnswer: 'Magma ri',
      keyPoints: [],
      misconceptions: [],
    });
    // A heading or bullet still being written is not yet text of the section before it.
    expect(readKeyLines('Model answer: Magma rises.\nKey po').modelAnswer).toBe('Magma rises.');
    expect(readKeyLines('Model answer: Magma rises.\nKey points:\n- magma rises\n-').keyPoints).toEqual([
      'magma rises',
    ]);
  });

  it('forgives what weak models do: Markdown, inline labels, numbers, missing headings and bullets', () => {
    const reply = [
      '**Model answer:** Magma rises',
      'through gaps.',
      '1. magma rises',
      '2) plates move',
      '### Common misconceptions:',
      'mountains cause volcanoes',
      'Key point: heat',
    ].join('\n');
    expect(readKeyLines(reply)).toEqual({
      modelAnswer: 'Magma rises through gaps.',
      keyPoints: ['magma rises', 'plates move', 'heat'],
      misconceptions: ['mountains cause volcanoes'],
    });
  });
});
