import type { AnswerKey } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { askedThing, asksWhatItIs, withReferents } from './referents.js';
import { analyse } from './text.js';

const key: AnswerKey = { modelAnswer: '', keyPoints: ['the water evaporates'], misconceptions: [] };

/** The answer's content words as read against the key, each pronoun read so in brackets. */
const read = (answer: string, question = 'What happens?', k = key) =>
  withReferents(analyse(answer), analyse(question), k)
    .content.map((t) => (t.pronoun ? `[${t.normal}]` : t.normal))
    .join(' ');

describe('withReferents', () => {
  it('reads a pronoun as a noun before it of its number, the nearest clause first', () => {
    expect(read('Balanced forces are equal and opposite, so they cancel.')).toBe(
      'balanced forces equal opposite [forces] cancel',
    );
    expect(read('The cart has a mass of 2 kg. Its speed grows.')).toBe('cart mass kilograms [cart] speed grows');
  });

  it('does not read a pronoun that names what is done as the subject of the verb before it', () => {
    expect(read('Plants make food and animals eat it.')).toBe('plants food animals eat [food]');
    expect(read('The water evaporates because the sun heats it.')).toBe('water evaporates sun heats [water]');
    // "return" is read as a noun by the tagger: a pronoun right after a noun names what is done, and is not that word
    expect(read('Energy is recycled, because decomposers return it to the soil.')).toBe(
      'energy recycled decomposers return [energy] soil',
    );
  });

  it('reads a pronoun as what one before it stood for', () => {
    expect(read('It eats grass. A fox might eat it.', 'What does a rabbit eat?')).toBe(
      '[rabbit] eats grass fox eat [rabbit]',
    );
  });

  it('takes the question’s things where the answer names none, its nouns first', () => {
    expect(read('They cancel out.', 'What happens when forces on an object are balanced?')).toBe('[forces] cancel');
    expect(read('It melts.', 'What happens when you heat ice?')).toBe('[ice] melts');
  });

  it('takes first the thing the question asks about, as a noun where the tagger read it otherwise', () => {
    expect(read('It gets hot.', 'What happens to water when you put it on a stove?')).toBe('[water] hot');
    expect(read('It gets bigger.', 'What happens to a balloon when you blow air into it?')).toBe('[balloon] bigger');
    expect(read('It melts.', 'What happens to ice cream on a hot day?')).toBe('[cream] melts');
    // after its question word and auxiliary: the tagger reads "does sound travel" as a verb and a noun
    expect(read('It vibrates.', 'How does sound travel?')).toBe('[sound] vibrates');
    const [water] = withReferents(analyse('It boils.'), analyse('What happens to water on a stove?'), key).content;
    expect(water).toMatchObject({ normal: 'water', pos: 'NOUN', pronoun: true });
  });

  it('reads no further back than the sentence before', () => {
    expect(read('Rabbits run. Grass grows. Trees grow. They are tall.', 'Why?')).toBe(
      'rabbits run grass grows trees grow [trees] tall',
    );
  });

  it('reads a pronoun the key’s points name as written, not one they say something of', () => {
    const its: AnswerKey = { modelAnswer: '', keyPoints: ['its shows possession / belong'], misconceptions: [] };
    expect(read('The dog wagged its tail.', 'What does its mean?', its)).toBe('dog wagged tail');
    expect(read('The dog wagged its tail.', 'What does its mean?')).toBe('dog wagged [dog] tail');
    const guitar: AnswerKey = {
      modelAnswer: '',
      keyPoints: ['the string vibrates', 'it produces a sound'],
      misconceptions: [],
    };
    expect(read('It vibrates.', 'What does a guitar string do when you pluck it?', guitar)).toBe('[string] vibrates');
  });

  it('reads no option a question offers as the thing it asks about', () => {
    expect(read('They have fur.', 'Are bats birds or mammals?')).toBe('[bats] fur');
  });

  it('reads "it" as a noun written alike for one thing and several', () => {
    expect(read('An invasive species arrives and it spreads.')).toBe('invasive species arrives [species] spreads');
  });

  it('reads a pronoun in a list of pronouns as written, not one said twice', () => {
    expect(read('He, she and they are pronouns.', 'What is a pronoun? Give three examples.')).toBe('pronouns');
    expect(read('The sun heats it and it melts.', 'What happens to ice?')).toBe('sun heats [ice] [sun] melts');
  });
});

describe('askedThing', () => {
  const asked = (question: string) => {
    const thing = askedThing(analyse(question));
    return thing && { lemma: thing.lemma, name: [...thing.name] };
  };

  it('names the thing a question asks about with every word of its name there', () => {
    expect(asked('What happens to an ice cube in the sun?')).toEqual({ lemma: 'cube', name: ['ice', 'cube'] });
    // what it holds or is made of, after "of"
    expect(asked('What happens to a glass of water in the freezer?')).toEqual({
      lemma: 'glass',
      name: ['glass', 'water'],
    });
    expect(asked('How does sound travel?')).toEqual({ lemma: 'sound', name: ['sound'] });
    expect(asked('How do you know?')).toBeNull();
  });
});

describe('asksWhatItIs', () => {
  it('tells a question that asks what a thing is, and no more, from others', () => {
    const asks = (q: string) => asksWhatItIs(analyse(q));
    expect(
      ['What is a prime number?', 'What are producers?', "What does 'erosion' mean?", 'Define erosion.'].map(asks),
    ).toEqual([true, true, true, true]);
    expect(
      [
        'What is the difference between weather and climate?',
        'What is a food chain? Give an example.',
        'Why do plants need light?',
      ].map(asks),
    ).toEqual([false, false, false]);
  });
});
