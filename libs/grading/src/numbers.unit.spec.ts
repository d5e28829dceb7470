import { describe, expect, it } from 'vitest';
import { numbersIn } from './numbers.js';

describe('numbersIn', () => {
  it('reads numbers in digits and in words, ordinals too, as their values in digits', () => {
    expect(numbersIn('A term is four years, or 4 years.')).toEqual(['4', '4']);
    expect(numbersIn('The 25th Amendment, the twenty-fifth, ratified in 1,967 and twenty five')).toEqual([
      '25',
      '1967',
      '25',
      '25',
    ]);
    expect(numbersIn('About 97% of it, 3.5 m/s, the third and the ninetieth')).toEqual(['97', '3.5', '3', '90']);
  });

  it('takes "one" for no number: it is a pronoun as often', () => {
    expect(numbersIn('The one that eats the rabbit is the first.')).toEqual(['1']);
  });
});
