import { templateFields } from '@checkin/contracts';
import { describe, expect, it } from 'vitest';
import { makeTemplate } from '../../__tests__/fixtures';
import { type TemplateForm, changedFields, formFromTemplate, newTemplateForm, templateBody } from '../template-form';
import { fieldsFromApi, validateTemplateForm } from '../validate-template-form';

const valid = (): TemplateForm => ({ ...newTemplateForm(), name: 'Rain', grade: '5' });

describe('The builder’s checks mirror the API’s', () => {
  it.each<[string, Partial<TemplateForm>, string]>([
    ['an empty name', { name: '   ' }, 'name'],
    ['0 questions', { numberOfQuestions: 0 }, 'numberOfQuestions'],
    ['50 questions', { numberOfQuestions: 50 }, 'numberOfQuestions'],
    ['an unknown grade', { grade: '13' }, 'grade'],
    ['an empty custom topic', { topicPreset: 'Custom Topic', customTopic: ' ' }, 'customTopic'],
    ['a repeated question', { questionSource: 'custom', customQuestions: ['Why?', ' why? '] }, 'customQuestions.1'],
    [
      'too many questions',
      { numberOfQuestions: 1, questionSource: 'custom', customQuestions: ['A?', 'B?'] },
      'customQuestions',
    ],
  ])('refuses %s, as the API does', (_, change, field) => {
    const form = { ...valid(), ...change };
    expect(Object.keys(validateTemplateForm(form))).toContain(field);
    const apiField = field === 'customTopic' ? 'topic' : field;
    const api = templateFields.safeParse(templateBody(form));
    expect(api.success).toBe(false);
    expect(api.error!.issues.map((issue) => issue.path.join('.'))).toContain(apiField);
  });

  it('passes what the API takes', () => {
    expect(validateTemplateForm(valid())).toEqual({});
    expect(templateFields.safeParse(templateBody(valid())).success).toBe(true);
  });

  it('puts the API’s field errors of an update on the form’s fields', () => {
    const form = { ...valid(), topicPreset: 'Custom Topic' };
    expect(
      fieldsFromApi(form, [
        { field: 'logObject.topic', message: 'must not be empty' },
        { field: 'logObject.customQuestions.2', message: 'repeats question 1' },
        { field: 'logObject', message: 'must change at least one field' },
      ]),
    ).toEqual({
      customTopic: 'Must not be empty.',
      'customQuestions.2': 'Repeats question 1.',
      form: 'Must change at least one field.',
    });
  });
});

describe('An update', () => {
  it('holds only the fields that changed, tags compared as the API keeps them', () => {
    const saved = makeTemplate({ tags: ['science'] });
    const form = {
      ...formFromTemplate(saved),
      tags: [' Science '],
      showExampleAnswer: true,
      questionSource: 'generated' as const,
    };
    expect(changedFields(saved, form)).toEqual({ showExampleAnswer: true, customQuestions: [] });
  });
});
