import { templateFields } from '@checkin/contracts';
import { describe, expect, it } from 'vitest';
import { makeTemplate } from '../../__tests__/fixtures';
import { type QuestionDraft, newQuestionDraft } from '../question-draft';
import {
  type TemplateForm,
  changedFields,
  duplicateForm,
  formFromTemplate,
  newTemplateForm,
  templateBody,
} from '../template-form';
import { fieldsFromApi, validateTemplateForm } from '../validate-template-form';

const valid = (): TemplateForm => ({ ...newTemplateForm(), name: 'Rain', grade: '5' });
const q = (question: string, key: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...newQuestionDraft(question),
  ...key,
});
const own = (...customQuestions: QuestionDraft[]): Partial<TemplateForm> => ({
  questionSource: 'custom',
  customQuestions,
});
const lines = (n: number, text = 'an idea') => Array.from({ length: n }, (_, i) => `${text} ${i + 1}`).join('\n');

describe('The builder’s checks mirror the API’s', () => {
  it.each<[string, Partial<TemplateForm>, string, string?]>([
    ['an empty name', { name: '   ' }, 'name'],
    ['0 questions', { numberOfQuestions: 0 }, 'numberOfQuestions'],
    ['50 questions', { numberOfQuestions: 50 }, 'numberOfQuestions'],
    ['an unknown grade', { grade: '13' }, 'grade'],
    ['an empty custom topic', { topicPreset: 'Custom Topic', customTopic: ' ' }, 'customTopic', 'topic'],
    ['a repeated question', own(q('Why?'), q(' why? ')), 'customQuestions.1'],
    ['too many questions', { numberOfQuestions: 1, ...own(q('A?'), q('B?')) }, 'customQuestions'],
    [
      'an over-long model answer',
      own(q('Why?', { modelAnswer: 'x'.repeat(2001) })),
      'customQuestions.0.key.modelAnswer',
    ],
    [
      'key points without a model answer',
      own(q('Why?', { keyPoints: 'evaporation' })),
      'customQuestions.0.key.modelAnswer',
    ],
    [
      'too many key points',
      own(q('Why?', { modelAnswer: 'Because.', keyPoints: lines(13) })),
      'customQuestions.0.key.keyPoints',
    ],
    [
      'an over-long key point',
      own(q('Why?', { modelAnswer: 'Because.', keyPoints: `short\n${'y'.repeat(301)}` })),
      'customQuestions.0.key.keyPoints',
      'customQuestions.0.key.keyPoints.1',
    ],
    [
      'too many misconceptions',
      own(q('Why?', { modelAnswer: 'Because.', misconceptions: lines(13, 'a mistake') })),
      'customQuestions.0.key.misconceptions',
    ],
    [
      'too many answers marked right',
      own(q('Why?', { modelAnswer: 'Because.', markedRight: lines(21, 'an answer') })),
      'customQuestions.0.key.markedRight',
    ],
    [
      'an over-long marked answer',
      own(q('Why?', { modelAnswer: 'Because.', markedWrong: `short\n${'y'.repeat(4001)}` })),
      'customQuestions.0.key.markedWrong',
      'customQuestions.0.key.markedWrong.1',
    ],
    [
      'answers marked wrong without a model answer',
      own(q('Why?', { markedWrong: 'no idea' })),
      'customQuestions.0.key.modelAnswer',
    ],
  ])('refuses %s, as the API does', (_, change, field, apiField = field) => {
    const form = { ...valid(), ...change };
    expect(Object.keys(validateTemplateForm(form))).toContain(field);
    const api = templateFields.safeParse(templateBody(form));
    expect(api.success).toBe(false);
    expect(api.error!.issues.map((issue) => issue.path.join('.'))).toContain(apiField);
  });

  it('passes what the API takes', () => {
    expect(validateTemplateForm(valid())).toEqual({});
    expect(templateFields.safeParse(templateBody(valid())).success).toBe(true);
    const keyed = {
      ...valid(),
      ...own(
        q('Why?', {
          modelAnswer: 'x'.repeat(2000),
          keyPoints: lines(12),
          misconceptions: lines(12),
          markedRight: `${'a student wrote much more than a key point '.repeat(20)}\n${lines(19, 'right')}`,
          markedWrong: lines(20, 'wrong'),
        }),
        q('And then?'),
      ),
    };
    expect(validateTemplateForm(keyed)).toEqual({});
    expect(templateFields.safeParse(templateBody(keyed)).success).toBe(true);
  });

  it('words the limits of an answer key for the teacher', () => {
    const errors = validateTemplateForm({
      ...valid(),
      ...own(
        q('One?', { modelAnswer: 'x'.repeat(2001), keyPoints: lines(13) }),
        q('Two?', {
          modelAnswer: 'Yes.',
          misconceptions: `fine\n${'y'.repeat(301)}`,
          markedWrong: lines(21, 'wrong'),
        }),
      ),
    });
    expect(errors).toEqual({
      'customQuestions.0.key.modelAnswer': 'Keep the model answer under 2000 characters.',
      'customQuestions.0.key.keyPoints': 'List at most 12 key points, one per line.',
      'customQuestions.1.key.misconceptions': 'Keep each misconception under 300 characters (line 2 is longer).',
      'customQuestions.1.key.markedWrong': 'List at most 20 answers, one per line.',
    });
  });

  it('puts the API’s field errors of an update on the form’s fields', () => {
    const form = { ...valid(), topicPreset: 'Custom Topic' };
    expect(
      fieldsFromApi(form, [
        { field: 'logObject.topic', message: 'must not be empty' },
        { field: 'logObject.customQuestions.2', message: 'repeats question 1' },
        { field: 'logObject.customQuestions.0.key.modelAnswer', message: 'must not be empty' },
        { field: 'logObject.customQuestions.1.key.keyPoints.3', message: 'is longer than 300 characters' },
        { field: 'logObject.customQuestions.3.question', message: 'is longer than 500 characters' },
        { field: 'logObject', message: 'must change at least one field' },
      ]),
    ).toEqual({
      customTopic: 'Must not be empty.',
      'customQuestions.2': 'Repeats question 1.',
      'customQuestions.0.key.modelAnswer': 'Must not be empty.',
      'customQuestions.1.key.keyPoints': 'Line 4: Is longer than 300 characters.',
      'customQuestions.3': 'Is longer than 500 characters.',
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

describe('Answer keys', () => {
  const KEY = {
    modelAnswer: 'The sun heats water, which evaporates, cools into clouds and falls as rain.',
    keyPoints: ['evaporation / evaporates', 'condensation', 'precipitation / rain'],
    misconceptions: ['clouds are made of smoke'],
  };

  it('are sent as lists of lines, and no key at all when nothing of one is written', () => {
    const form = {
      ...valid(),
      ...own(
        q(' Where does rain come from? ', {
          modelAnswer: ` ${KEY.modelAnswer} `,
          keyPoints: 'evaporation / evaporates\n\n  condensation \nprecipitation / rain\n',
          misconceptions: 'clouds are made of smoke',
        }),
        q('Why do puddles dry up?', { keyPoints: '  \n' }),
      ),
    };
    expect(templateBody(form).customQuestions).toEqual([
      { question: 'Where does rain come from?', key: KEY },
      { question: 'Why do puddles dry up?', key: null },
    ]);
  });

  it('fill the form back from a saved CheckIn, for editing and for a copy', () => {
    const marked = { ...KEY, markedRight: ['the sun dries it', 'it evaporates'], markedWrong: ['magic'] };
    const saved = makeTemplate({
      customQuestions: [
        { question: 'Where does rain come from?', key: KEY },
        { question: 'Why do puddles dry up?', key: null },
        { question: 'Where do puddles go?', key: marked },
      ],
    });
    for (const form of [formFromTemplate(saved), duplicateForm(saved)]) {
      expect(form.customQuestions).toEqual([
        {
          question: 'Where does rain come from?',
          modelAnswer: KEY.modelAnswer,
          keyPoints: 'evaporation / evaporates\ncondensation\nprecipitation / rain',
          misconceptions: 'clouds are made of smoke',
          markedRight: '',
          markedWrong: '',
        },
        q('Why do puddles dry up?'),
        expect.objectContaining({ markedRight: 'the sun dries it\nit evaporates', markedWrong: 'magic' }),
      ]);
      expect(templateBody(form).customQuestions).toEqual(saved.customQuestions);
    }
    // Unchanged keys are no change, whatever order the saved key's fields come in.
    const reordered = makeTemplate({
      customQuestions: [
        {
          key: { misconceptions: KEY.misconceptions, keyPoints: KEY.keyPoints, modelAnswer: KEY.modelAnswer },
          question: 'Where does rain come from?',
        },
        { question: 'Why do puddles dry up?', key: null },
        {
          key: {
            markedWrong: marked.markedWrong,
            markedRight: marked.markedRight,
            misconceptions: KEY.misconceptions,
            keyPoints: KEY.keyPoints,
            modelAnswer: KEY.modelAnswer,
          },
          question: 'Where do puddles go?',
        },
      ],
    });
    expect(changedFields(reordered, formFromTemplate(saved))).toEqual({});
  });
});
