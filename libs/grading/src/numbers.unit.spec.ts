import { describe, expect, it } from 'vitest';
import { numberBounds, numbersIn, numbersNamed, offersNumbers, saysNumber } from './numbers.js';

describe('numbersIn', () => {
  it('reads numbers in digits and in words, ordinals too, as their values in digits', () => {
    expect(numbersIn('A term is four years, or 4 years.')).toEqual(['4', '4']);
    expect(numbersIn('The 25th Amendment, the twenty-fifth, ratified in 1,967 and twenty five')).toEqual([
      '25th',
      '1967',
      '25th',
      '25',
    ]);
    expect(numbersIn('About 97% of it, 3.5 m/s, the third and the ninetieth')).toEqual(['97', '3.5', '3th', '90th']);
  });

  it('tells an ordinal from a cardinal, and a number from the digit in a word', () => {
    expect(numbersIn('The third President, of three branches')).toEqual(['3th', '3']);
    expect(numbersIn('After WW2 and the 2nd war')).toEqual(['2th']);
  });

  it('reads hundreds and thousands in words', () => {
    expect(numbersIn('A hundred, one hundred, two hundred and one.')).toEqual(['100', '100', '201']);
    expect(numbersIn('one thousand nine hundred and forty five, five thousand')).toEqual(['1945', '5000']);
    // two numbers side by side stay two
    expect(numbersIn('three four')).toEqual(['3', '4']);
  });

  it('reads fractions in digits, as decimals and in words as their values', () => {
    expect(numbersIn('1/2, 2 / 4, 0.5, .5, half, a half, one half')).toEqual([
      '0.5',
      '0.5',
      '0.5',
      '0.5',
      '0.5',
      '0.5',
      '0.5',
    ]);
    expect(numbersIn('two thirds, three quarters, a quarter, one third, a third of it, seven twelfths')).toEqual([
      '0.667',
      '0.75',
      '0.25',
      '0.333',
      '0.333',
      '0.583',
    ]);
    // "a third" alone is as often an ordinal, "second" a time
    expect(numbersIn('It came a third time, two seconds later')).toEqual(['3th', '2']);
  });

  it('reads "a" before a measure as one of it', () => {
    expect(numbersIn('a day, an hour, one year, a dog, one of them')).toEqual(['1', '1', '1']);
  });

  it('gives how each number is written', () => {
    expect(numbersNamed('3/4 is three quarters, or 0.75')).toEqual([
      { value: '0.75', written: '3/4' },
      { value: '0.75', written: '0.75' },
      { value: '0.75', written: 'three quarters' },
    ]);
  });

  it('takes "one" for no number: it is a pronoun as often', () => {
    expect(numbersIn('The one that eats the rabbit is the first.')).toEqual(['1th']);
  });

  it('tells numbers offered as alternatives', () => {
    expect(['7 or 8', 'five or six', 'It is 1/2 or 0.75'].map(offersNumbers)).toEqual([true, true, true]);
    expect(['7', 'sink or float', '7, or so', '1/2 or a half'].map(offersNumbers)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('numberBounds', () => {
  it('reads the bound a text sets on a number, before it or after it', () => {
    expect([...numberBounds('more than two factors, under 90 degrees, at least 35, at most 3')]).toEqual([
      ['2', 'gt'],
      ['90', 'lt'],
      ['35', 'ge'],
      ['3', 'le'],
    ]);
    expect([...numberBounds('3 or more sides and five or fewer')]).toEqual([
      ['3', 'ge'],
      ['5', 'le'],
    ]);
    expect([...numberBounds('more than one')]).toEqual([['1', 'gt']]);
  });

  it('sets none on a number said exactly, nor on one an "over" divides', () => {
    expect(numberBounds('exactly two factors, only 90 degrees').size).toBe(0);
    expect(numberBounds('3 over 4 is a fraction').size).toBe(0);
    expect([...numberBounds('over 90 degrees')]).toEqual([['90', 'gt']]);
  });

  it('tells whether a number said with a bound says what another does', () => {
    // the same number: a bound within the other's, or one that takes a number said with none in
    expect(saysNumber('gt', '5', 'ge', '5')).toBe(true);
    expect(saysNumber('ge', '5', 'gt', '5')).toBe(false);
    expect(saysNumber('ge', '14', undefined, '14')).toBe(true);
    expect(saysNumber('lt', '90', undefined, '90')).toBe(false);
    expect(saysNumber(undefined, '90', 'lt', '90')).toBe(false);
    expect(saysNumber(undefined, '25th', undefined, '25th')).toBe(true);
    // another number: every value it allows is one the other allows
    expect(saysNumber(undefined, '3', 'gt', '2')).toBe(true);
    expect(saysNumber(undefined, '2', 'gt', '2')).toBe(false);
    expect(saysNumber('ge', '2', 'gt', '1')).toBe(true);
    expect(saysNumber('ge', '1', 'gt', '1')).toBe(false);
    expect(saysNumber(undefined, '45', 'lt', '90')).toBe(true);
    expect(saysNumber('gt', '45', 'lt', '90')).toBe(false);
    expect(saysNumber(undefined, '25th', 'lt', '90')).toBe(false);
  });
});
