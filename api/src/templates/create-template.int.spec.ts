import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct } from '../test/harness.js';

let product: TestProduct;
let teacher: { id: string; token: string };
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
  teacher = await product.teacher();
});
afterAll(async () => {
  await product?.stop();
});

const VALID = { name: 'Water cycle', grade: '5', topic: 'Water Cycle', numberOfQuestions: 3 };

function create(body: unknown, token = teacher.token) {
  return product.api('POST', '/assessment_templates/createAssessmentTemplate', body, token);
}

describe('createAssessmentTemplate', () => {
  it('answers 201 with every field of the template as it was sent', async () => {
    const body = {
      name: '  Forces in motion ',
      grade: '8',
      topic: 'Forces on a bicycle',
      numberOfQuestions: 4,
      promptType: 'default',
      customQuestions: ['What makes a bicycle slow down?', 'Why do you lean into a turn?'],
      rating_level: 'hard',
      rating_scale_id: 'three-level',
      showSingleQuestionRating: true,
      showOverallRating: false,
      showExampleAnswer: false,
      showOverallFeedback: false,
      isPublic: true,
      tags: ['Physics', ' Forces  and Motion ', 'physics'],
      archive: false,
    };
    const reply = await create(body);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Template created');
    expect(reply.body.data).toMatchObject({
      owner_id: teacher.id,
      name: 'Forces in motion',
      grade: '8',
      topic: 'Forces on a bicycle',
      numberOfQuestions: 4,
      promptType: 'default',
      customQuestions: body.customQuestions.map((question) => ({ question, key: null })),
      rating_level: 'hard',
      rating_scale_id: 'three-level',
      question_prompt_id: 'question-default-v2',
      showSingleQuestionRating: true,
      showOverallRating: false,
      showExampleAnswer: false,
      showOverallFeedback: false,
      isPublic: true,
      isExample: false,
      tags: ['physics', 'forces and motion'],
      archive: false,
      author: 'Test T.',
    });
    expect(reply.body.data.assessmentTemplateId).toBe(reply.body.data.id);
    const read = await product.api(
      'GET',
      `/assessment_templates/getAssessmentTemplateById/${reply.body.data.id}`,
      undefined,
      teacher.token,
    );
    expect(read.body.data).toEqual(reply.body.data);
  });

  it('takes a preset topic, fills the defaults, and gives 9 questions when none is said', async () => {
    const reply = await create({ name: 'Presidents', grade: 10, topic: 'US Presidents' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      grade: '10',
      topic: 'US Presidents',
      numberOfQuestions: 9,
      promptType: 'default',
      customQuestions: [],
      rating_level: 'medium',
      rating_scale_id: 'four-level',
      showSingleQuestionRating: false,
      showOverallRating: true,
      showExampleAnswer: true,
      showOverallFeedback: true,
      isPublic: false,
      tags: [],
      archive: false,
      author: null,
    });
  });

  it('splits pasted tags on commas and keeps each once, trimmed, single-spaced and lower case', async () => {
    const reply = await create({ ...VALID, tags: ['grade6,', 'Water  Cycle, grade6', ' , ', '', 'EARTH science,,'] });
    expect(reply.status).toBe(201);
    expect(reply.body.data.tags).toEqual(['grade6', 'water cycle', 'earth science']);

    const changed = await product.api(
      'PATCH',
      '/assessment_templates/updateAssessmentTemplate',
      { assessmentTemplateId: reply.body.data.id, logObject: { tags: ['Rain,clouds ,', 'rain'] } },
      teacher.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.tags).toEqual(['rain', 'clouds']);
    const options = await product.api('GET', '/assessment_templates/getTagOptions', undefined, teacher.token);
    expect(options.body.data).not.toContain('grade6,');
    expect(options.body.data).toEqual(expect.arrayContaining(['rain', 'clouds']));
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'must not be empty'],
    ['no name', { name: undefined }, 'name', 'is required'],
    ['0 questions', { numberOfQuestions: 0 }, 'numberOfQuestions', 'must be at least 1'],
    ['50 questions', { numberOfQuestions: 50 }, 'numberOfQuestions', 'must be at most 20'],
    ['2.5 questions', { numberOfQuestions: 2.5 }, 'numberOfQuestions', 'must be a whole number'],
    ['an unknown grade', { grade: '13' }, 'grade', 'must be one of K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12'],
    ['an unknown rating_level', { rating_level: 'brutal' }, 'rating_level', 'must be one of easy, medium, hard'],
    ['an unknown promptType', { promptType: 'socratic' }, 'promptType', 'must be one of default, reasoning, apply'],
    ['an empty topic', { topic: '' }, 'topic', 'must not be empty'],
    ['custom questions that are not a list', { customQuestions: 'Why?' }, 'customQuestions', 'must be a list'],
    ['an empty custom question', { customQuestions: ['Why?', ' '] }, 'customQuestions.1.question', 'must not be empty'],
    [
      'a custom question too long',
      { customQuestions: ['x'.repeat(501)] },
      'customQuestions.0.question',
      'is longer than 500 characters',
    ],
    [
      'an answer key with no model answer',
      { customQuestions: [{ question: 'Why?', key: { modelAnswer: ' ', keyPoints: ['a reason'] } }] },
      'customQuestions.0.key.modelAnswer',
      'must not be empty',
    ],
    [
      'an empty key point',
      { customQuestions: [{ question: 'Why?', key: { modelAnswer: 'Because.', keyPoints: ['a reason', ''] } }] },
      'customQuestions.0.key.keyPoints.1',
      'must not be empty',
    ],
    [
      'too many key points',
      {
        customQuestions: [
          {
            question: 'Why?',
            key: { modelAnswer: 'Because.', keyPoints: Array.from({ length: 13 }, (_, i) => `p${i}`) },
          },
        ],
      },
      'customQuestions.0.key.keyPoints',
      'must hold at most 12 key points',
    ],
    [
      'a key that is not an answer key',
      { customQuestions: [{ question: 'Why?', key: 'because' }] },
      'customQuestions.0.key',
      'must be an answer key',
    ],
    [
      'more custom questions than questions',
      { numberOfQuestions: 2, customQuestions: ['One?', 'Two?', 'Three?'] },
      'customQuestions',
      'holds 3 questions, more than numberOfQuestions (2)',
    ],
    ['a repeated custom question', { customQuestions: ['Why?', ' why? '] }, 'customQuestions.1', 'repeats question 1'],
    ['a flag that is not a boolean', { isPublic: 'yes' }, 'isPublic', 'must be true or false'],
    ['a tag that is not text', { tags: ['science', 6] }, 'tags.1', 'must be text'],
    ['a tag over 40 characters', { tags: ['science', `ok, ${'x'.repeat(41)}`] }, 'tags.1', 'longer than 40'],
    ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'at most 20 tags'],
  ])('refuses %s with a 400 naming the field', async (_, change, field, message) => {
    const reply = await create({ ...VALID, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual(expect.arrayContaining([{ field, message: expect.stringContaining(message) }]));
    expect(reply.body.errorMessage).toContain(`Invalid request: ${field}`);
  });

  it('refuses an unknown rating scale, naming rating_scale_id', async () => {
    const reply = await create({ ...VALID, rating_scale_id: 'ten-level' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'rating_scale_id', message: 'is not a known rating scale' }]);
  });

  it('refuses a caller without a token', async () => {
    expect(await product.api('POST', '/assessment_templates/createAssessmentTemplate', VALID)).toEqual({
      status: 401,
      body: { statusCode: 401, errorMessage: 'No token found' },
    });
  });

  it('answers at the path the original app calls too', async () => {
    const reply = await product.request(
      'POST',
      '/.netlify/functions/api/v1/assessment_templates/createAssessmentTemplate/',
      VALID,
      teacher.token,
    );
    expect(reply.status).toBe(201);
  });
});
