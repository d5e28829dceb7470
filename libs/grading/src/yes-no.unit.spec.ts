import { describe, expect, it } from 'vitest';
import { analyse } from './text.js';
import { answerSide, asksYesNo, pointSide, withoutSide } from './yes-no.js';

describe('asksYesNo', () => {
  it('takes a question that opens with a verb that asks yes or no, in its last sentence', () => {
    expect(asksYesNo('Is the Sun a star?', [])).toBe(true);
    expect(asksYesNo('A spider has eight legs. Is it an insect?', [])).toBe(true);
    expect(asksYesNo('Can plants make their own food?', [])).toBe(true);
    expect(asksYesNo('Why is the sky blue?', [])).toBe(false);
    // one that offers options is a choice
    expect(asksYesNo('Is a tomato a fruit or a vegetable?', [['fruit', 'veget']])).toBe(false);
  });
});

describe('answerSide', () => {
  const side = (answer: string, question = 'Is the Sun a star?') =>
    answerSide(answer, analyse(answer), analyse(question));

  it('reads the side an answer takes by its first word', () => {
    expect(['Yes.', 'yep it is', 'Of course', 'No, it is a planet.', 'Nope', 'not really'].map((a) => side(a))).toEqual(
      ['yes', 'yes', 'yes', 'no', 'no', 'no'],
    );
  });

  it("reads the question's words said as a statement as a side, and nothing else", () => {
    expect(['The sun is a star.', 'It is not a star.', 'The sun.', 'It is hot.'].map((a) => side(a))).toEqual([
      'yes',
      'no',
      null,
      null,
    ]);
    expect(side('Ice floats.', 'Does ice float on water?')).toBe('yes');
    // the question asked again takes no side
    expect(side('does ice float on water', 'Does ice float on water?')).toBeNull();
  });
});

describe('pointSide', () => {
  const question = analyse('Is a spider an insect?');

  it('reads the side a point takes, and whether it gives more than the side', () => {
    expect(pointSide('no', question)).toEqual({ side: 'no', saysMore: false });
    expect(pointSide('no, a spider is not an insect', question)).toEqual({ side: 'no', saysMore: false });
    expect(pointSide('a spider is not an insect', question)).toEqual({ side: 'no', saysMore: false });
    expect(pointSide('no, a spider has eight legs', question)).toEqual({ side: 'no', saysMore: true });
    expect(pointSide('spiders have eight legs', question)).toBeNull();
  });
});

describe('withoutSide', () => {
  it('drops a side set apart from the rest, not a "no" that says there is none', () => {
    expect(withoutSide('no, a spider has eight legs')).toBe('a spider has eight legs');
    expect(withoutSide('Yes. It floats')).toBe('It floats');
    expect(withoutSide('no air')).toBe('no air');
    expect(withoutSide('yes')).toBe('yes');
  });
});
