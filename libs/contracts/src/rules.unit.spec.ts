import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  looksLikeEmail,
  MAX_PASSWORD_LENGTH,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  MIN_PASSWORD_LENGTH,
  isOrgAdmin,
  normalizeTag,
  normalizeTags,
  passwordLengthProblem,
  questionKey,
} from './rules.js';
import { customQuestionErrors, templateFields } from './templates.js';

const template = { name: 'Water cycle', grade: '6', topic: 'Water' };

describe('tags', () => {
  it('are trimmed, single-spaced and lower case', () => {
    expect(normalizeTag('  Grade   6 ')).toBe('grade 6');
  });

  it('split on commas, dropping empty ones and repeats, in the order given', () => {
    expect(normalizeTags(['Ecology, grade6,', ' ecology', 'Water  Cycle'])).toEqual([
      'ecology',
      'grade6',
      'water cycle',
    ]);
  });

  it('are held to the same limits by the schema', () => {
    const tags = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag ${i}`);
    expect(templateFields.safeParse({ ...template, tags: tags.slice(0, MAX_TAGS) }).success).toBe(true);
    expect(templateFields.safeParse({ ...template, tags }).success).toBe(false);
    expect(templateFields.safeParse({ ...template, tags: ['x'.repeat(MAX_TAG_LENGTH + 1)] }).success).toBe(false);
  });
});

describe("a teacher's questions", () => {
  it('are the same question whatever their case and spacing', () => {
    expect(questionKey(' What is  Rain? ')).toBe(questionKey('what is rain?'));
    expect(questionKey('What is rain?')).not.toBe(questionKey('What is snow?'));
  });

  it('are refused by the schema when one repeats another so', () => {
    const errors = customQuestionErrors({
      numberOfQuestions: 3,
      customQuestions: [
        { question: 'What is rain?', key: null },
        { question: 'what  is RAIN?', key: null },
      ],
    });
    expect(errors).toEqual([{ field: 'customQuestions.1', message: 'repeats question 1' }]);
  });
});

describe('a new password', () => {
  it('must have the length the policy allows', () => {
    expect(passwordLengthProblem('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('too-short');
    expect(passwordLengthProblem('x'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe('too-long');
  });

  it('counts characters as a person does: an emoji is one', () => {
    // Seven rainbows are fourteen UTF-16 code units, and seven characters.
    expect(passwordLengthProblem('🌈'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('too-short');
    expect(passwordLengthProblem('🌈'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
  });
});

describe("an organisation's admin", () => {
  it('has the admin role in an organisation', () => {
    expect(isOrgAdmin('admin', 'org-1')).toBe(true);
  });

  it('is no one with another role, or with no organisation', () => {
    expect(isOrgAdmin('teacher', 'org-1')).toBe(false);
    expect(isOrgAdmin('org_admin', 'org-1')).toBe(false);
    expect(isOrgAdmin('admin', null)).toBe(false);
    expect(isOrgAdmin(undefined, undefined)).toBe(false);
  });
});

describe('the rules module', () => {
  it('imports no values, so the web takes it without the schemas', () => {
    const source = readFileSync(new URL('./rules.ts', import.meta.url), 'utf8');
    const valueImports = source.split('\n').filter((line) => /^import\s(?!type\s)/.test(line));
    expect(valueImports).toEqual([]);
  });
});

describe('an address a form may send', () => {
  it('has something, an @ and a domain with a dot, and no spaces', () => {
    expect(['ana@school.org', 'a.b+c@mail.example.co.uk'].map(looksLikeEmail)).toEqual([true, true]);
    expect(['ana', 'ana@school', '@school.org', 'ana @school.org', 'ana@@school.org'].map(looksLikeEmail)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
