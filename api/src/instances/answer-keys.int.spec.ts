import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, openCheckIn, startCheckIn, teacherRatingOf } from '../test/checkins.js';
import { TestProduct, classroom } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
});
afterAll(async () => {
  await product?.stop();
});

const PLATES = {
  question: 'Why do most volcanoes form near the edges of tectonic plates?',
  key: {
    modelAnswer:
      'Most volcanoes form where tectonic plates meet, because at the edges one plate sinks under another or the plates pull apart, and magma rises up through the cracks.',
    keyPoints: ['plates meet or pull apart at the edges', 'magma rises through the gaps / magma comes up'],
    misconceptions: ['volcanoes form wherever mountains are tallest'],
  },
};
const VOLCANOES = {
  name: 'Volcanoes Quick Check',
  grade: '6',
  topic: 'Volcanoes and plate tectonics',
  numberOfQuestions: 2,
  showSingleQuestionRating: true,
  customQuestions: [PLATES, 'What would you pack in an emergency kit for a volcano?'],
};

const instance = (id: string, token: string) =>
  product.api('GET', `/assessment_instances/getAssessmentInstanceById/${id}`, undefined, token);

describe('the examiner the builder is told about', () => {
  it('is the built-in one, which writes no questions of its own, when no model is configured', async () => {
    const teacher = await product.teacher();
    const reply = await product.api('GET', '/assessment_templates/examiner', undefined, teacher.token);
    expect(reply).toMatchObject({ status: 200, body: { data: { provider: 'offline', writesQuestions: false } } });
    expect((await product.api('GET', '/assessment_templates/examiner')).status).toBe(401);
  });

  it('refuses to draft an answer key, which takes a model', async () => {
    const teacher = await product.teacher();
    const reply = await product.api(
      'POST',
      '/assessment_templates/draftAnswerKeys',
      {
        requestId: '0b5c9a52-5d0e-4c43-9a57-3e1f0f6f1a11',
        grade: '6',
        topic: 'Volcanoes',
        questions: [{ question: 'Why do volcanoes erupt?', key: null }],
      },
      teacher.token,
    );
    expect(reply).toMatchObject({
      status: 409,
      body: { errorMessage: 'The built-in examiner cannot draft answer keys: write the key yourself.' },
    });
  });
});

describe('answer keys through the spec calls', () => {
  it('stores a keyed question beside a plain-string one and gives both back in one shape', async () => {
    const { templateId, teacher } = await classroom(product, VOLCANOES);
    const read = await product.api(
      'GET',
      `/assessment_templates/getAssessmentTemplateById/${templateId}`,
      undefined,
      teacher.token,
    );
    expect(read.body.data.customQuestions).toEqual([
      { question: PLATES.question, key: PLATES.key },
      { question: VOLCANOES.customQuestions[1], key: null },
    ]);
  });

  it('rates a keyed answer against its key, and records an answer to an unkeyed question as not rated', async () => {
    const room = await classroom(product, VOLCANOES);
    const checkIn = await startCheckIn(product, room, 'Leo');
    expect(checkIn.messages[0]!.content).toContain(PLATES.question);

    const good = await answer(
      product,
      checkIn,
      'At plate boundaries the plates pull apart or one slides under the other, so melted rock (magma) comes up through the gaps.',
    );
    expect(good.rating.body.data.rating).toBeGreaterThanOrEqual(3);
    expect(good.rating.body.data.example).toBe(PLATES.key.modelAnswer);
    expect(good.reply.body.message.content).toContain(VOLCANOES.customQuestions[1]);

    const unkeyed = await answer(product, checkIn, 'Water, a mask for the ash, a torch and a radio.');
    expect(unkeyed.rating.body.data.rating).toBeNull();
    expect(unkeyed.rating.body.data.ratingLabel).toBe('Not rated');
    expect(unkeyed.rating.body.data.explanation).toMatch(/no answer key.*teacher will read/i);

    const doc = await instance(checkIn.id, room.teacher.token);
    const answers = doc.body.data.messageLogs.filter((m: { role: string }) => m.role === 'user');
    expect(answers[0].answerKey).toEqual(PLATES.key);
    expect(answers[0].keyPoints.map((p: { point: string }) => p.point)).toEqual([
      'plates meet or pull apart at the edges',
      'magma rises through the gaps',
    ]);
    expect(answers[0].keyPoints.some((p: { verdict: string }) => p.verdict === 'shown')).toBe(true);
    expect(answers[1]).toMatchObject({ rating: null, ratingLabel: 'Not rated', answerKey: null, keyPoints: [] });

    const report = await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token);
    expect(report.status).toBe(200);
    expect(report.body.data.questions.map((q: { answerKey: unknown }) => q.answerKey)).toEqual([PLATES.key, null]);
    const row = report.body.data.rows[0];
    expect(row.questions[0].answers[0].keyPoints).toEqual(answers[0].keyPoints);
    expect(row.questions[1]).toMatchObject({ answerKey: null, effectiveRating: null });
  });

  it('answers a question asked back with a guess asked for, leaves it unrated, and counts the answer after it', async () => {
    const room = await classroom(product, VOLCANOES);
    const checkIn = await startCheckIn(product, room, 'Ada');
    const asking = await answer(product, checkIn, 'What is a tectonic plate?');
    expect(asking.reply.body).toMatchObject({ shouldEnd: false });
    expect(asking.reply.body.message.content).toMatch(/^Good question\. I can't give you the answer, but take a guess/);
    // nothing of its rating reaches the student while the examiner is on the question; its teacher reads why
    expect(asking.rating.body.data).toMatchObject({
      rating: null,
      ratingLabel: null,
      explanation: null,
      example: null,
    });
    expect(await teacherRatingOf(product, checkIn, room.teacher.token)).toBeNull();
    const right = 'Plates meet or pull apart at their edges, and magma rises up through the gaps.';
    const after = await answer(product, checkIn, right);
    expect(after.reply.body.message.content).toContain(VOLCANOES.customQuestions[1]);
    expect(after.rating.body.data.rating).toBeGreaterThanOrEqual(3);

    const report = await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token);
    const question = report.body.data.rows[0].questions[0];
    expect(question.answers.map((a: { answer: string; aiRating: number | null }) => [a.answer, a.aiRating])).toEqual([
      ['What is a tectonic plate?', null],
      [right, after.rating.body.data.rating],
    ]);
    expect(question.effectiveRating).toBe(after.rating.body.data.rating);
  });

  it('gives a wrong answer to the keyed question a lower rating than a right one', async () => {
    const room = await classroom(product, VOLCANOES);
    const ratingOf = async (text: string) => {
      const checkIn = await startCheckIn(product, room);
      await answer(product, checkIn, text);
      return (await teacherRatingOf(product, checkIn, room.teacher.token)) as number;
    };
    const right = await ratingOf(
      'Because the plates meet at their edges and magma rises up through the cracks between them.',
    );
    const wrong = await ratingOf('Volcanoes need lava and people should have evacuation routes ready.');
    const joke = await ratingOf('volcanoes are just angry mountains that sneeze pizza lol');
    expect(right).toBeGreaterThan(wrong);
    expect(joke).toBe(1);
  });

  it('keeps the key a past instance was rated with when the teacher edits the template', async () => {
    const room = await classroom(product, VOLCANOES);
    const checkIn = await startCheckIn(product, room);
    const edited = await product.api(
      'PATCH',
      '/assessment_templates/updateAssessmentTemplate',
      {
        assessmentTemplateId: room.templateId,
        logObject: { customQuestions: [{ ...PLATES, key: { ...PLATES.key, modelAnswer: 'Changed later.' } }] },
      },
      room.teacher.token,
    );
    expect(edited.status).toBe(200);
    const turn = await answer(product, checkIn, 'The plates meet and magma comes up.');
    expect(turn.rating.body.data.example).toBe(PLATES.key.modelAnswer);
  });
});

describe('answers the teacher marked right or wrong', () => {
  const PUDDLE = {
    question: 'Why does a puddle get smaller on a sunny day?',
    key: {
      modelAnswer: 'The sun heats the water and it evaporates into the air as water vapor.',
      keyPoints: [],
      misconceptions: [],
    },
  };
  const MARKS = {
    markedRight: ['It turns into a gas and floats up into the sky.', 'It evaporates because the sun warms it.'],
    markedWrong: ['The water soaks into the ground.', 'The sun is hot.', 'The sun heats the ground.'],
  };
  const puddles = (key: object, more: object = {}) => ({
    name: 'Puddles',
    grade: '4',
    topic: 'Evaporation',
    numberOfQuestions: 1,
    showSingleQuestionRating: true,
    customQuestions: [{ ...PUDDLE, key }],
    ...more,
  });
  const ANSWER = 'the water turns to gas and floats up to the sky';
  const answerKeyOf = async (instanceId: string, token: string) => {
    const doc = await instance(instanceId, token);
    return doc.body.data.messageLogs.find((m: { role: string }) => m.role === 'user').answerKey;
  };

  it('rate an answer like one marked right higher than the key alone does', async () => {
    const ratingWith = async (key: object) => {
      const room = await classroom(product, puddles(key));
      const checkIn = await startCheckIn(product, room);
      await answer(product, checkIn, ANSWER);
      return {
        rating: (await teacherRatingOf(product, checkIn, room.teacher.token)) as number,
        key: await answerKeyOf(checkIn.id, room.teacher.token),
      };
    };
    const bare = await ratingWith(PUDDLE.key);
    const marked = await ratingWith({ ...PUDDLE.key, ...MARKS });
    expect(marked.rating).toBeGreaterThan(bare.rating);
    expect(marked.rating).toBeGreaterThanOrEqual(3);
    expect(marked.key).toEqual({ ...PUDDLE.key, ...MARKS });
  });

  it('stay with their teacher: other teachers read, list and preview the shared CheckIn without them', async () => {
    const room = await classroom(product, puddles({ ...PUDDLE.key, ...MARKS }, { isPublic: true }));
    const other = await product.teacher();
    const byId = (token: string) =>
      product.api('GET', `/assessment_templates/getAssessmentTemplateById/${room.templateId}`, undefined, token);

    expect((await byId(room.teacher.token)).body.data.customQuestions[0].key).toEqual({ ...PUDDLE.key, ...MARKS });
    expect((await byId(other.token)).body.data.customQuestions[0].key).toEqual(PUDDLE.key);
    const community = await product.api(
      'GET',
      '/assessment_templates/getPublicAssessmentTemplates',
      undefined,
      other.token,
    );
    const listed = community.body.data.find((t: { id: string }) => t.id === room.templateId);
    expect(listed.customQuestions[0].key).toEqual(PUDDLE.key);

    const preview = await openCheckIn(product, other.token, { templateId: room.templateId });
    await answer(product, preview, ANSWER);
    expect(await answerKeyOf(preview.id, other.token)).toEqual(PUDDLE.key);
    const own = await openCheckIn(product, room.teacher.token, { templateId: room.templateId });
    await answer(product, own, ANSWER);
    expect(await answerKeyOf(own.id, room.teacher.token)).toEqual({ ...PUDDLE.key, ...MARKS });
  });

  it('are refused beyond the limit, with the field named', async () => {
    const teacher = await product.teacher();
    const tooMany = Array.from({ length: 21 }, (_, i) => `answer ${i + 1}`);
    const reply = await product.api(
      'POST',
      '/assessment_templates/createAssessmentTemplate',
      puddles({ ...PUDDLE.key, markedWrong: tooMany }),
      teacher.token,
    );
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('customQuestions.0.key.markedWrong');
    expect(JSON.stringify(reply.body)).toContain('must hold at most 20 answers');
  });

  describe('marked from the session report', () => {
    const markAnswer = (token: string, body: object) =>
      product.api('POST', '/assessment_templates/markAnswer', body, token);
    const answered = async (template: object, text = ANSWER) => {
      const room = await classroom(product, template);
      const checkIn = await startCheckIn(product, room);
      await answer(product, checkIn, text);
      const doc = await instance(checkIn.id, room.teacher.token);
      const answerId: string = doc.body.data.messageLogs.find((m: { role: string }) => m.role === 'user').messageId;
      return { room, body: (mark: string) => ({ assessmentInstanceId: checkIn.id, answerMessageId: answerId, mark }) };
    };
    const keyNow = async (room: { templateId: string; teacher: { token: string } }) =>
      (
        await product.api(
          'GET',
          `/assessment_templates/getAssessmentTemplateById/${room.templateId}`,
          undefined,
          room.teacher.token,
        )
      ).body.data.customQuestions[0].key;

    it("go into the question's key, once, under the mark the teacher gave last", async () => {
      const { room, body } = await answered(puddles(PUDDLE.key));
      const report = await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token);
      expect(report.body.data.markable).toEqual([{ questionIndex: 0, key: PUDDLE.key }]);

      const right = await markAnswer(room.teacher.token, body('right'));
      expect(right).toMatchObject({
        status: 200,
        body: { message: 'Answer marked right', data: { questionIndex: 0, key: { markedRight: [ANSWER] } } },
      });
      expect(await keyNow(room)).toEqual({ ...PUDDLE.key, markedRight: [ANSWER], markedWrong: [] });
      const again = await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token);
      expect(again.body.data.markable[0].key.markedRight).toEqual([ANSWER]);
      await markAnswer(room.teacher.token, body('right'));
      expect((await keyNow(room)).markedRight).toEqual([ANSWER]);
      await markAnswer(room.teacher.token, body('wrong'));
      expect(await keyNow(room)).toMatchObject({ markedRight: [], markedWrong: [ANSWER] });
    });

    it('are refused where they cannot go, saying why, and leave the key as it was', async () => {
      const { room, body } = await answered(puddles(PUDDLE.key));
      const other = await product.teacher();
      expect((await markAnswer(other.token, body('right'))).status).toBe(404);
      const bad = await markAnswer(room.teacher.token, body('maybe'));
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('mark');
      expect(
        (await markAnswer(room.teacher.token, { ...body('right'), answerMessageId: 'no-such-answer' })).status,
      ).toBe(404);

      await product.api(
        'PATCH',
        '/assessment_templates/updateAssessmentTemplate',
        {
          assessmentTemplateId: room.templateId,
          logObject: { customQuestions: [{ question: 'Why do puddles dry up faster in the wind?', key: PUDDLE.key }] },
        },
        room.teacher.token,
      );
      expect(await markAnswer(room.teacher.token, body('right'))).toMatchObject({
        status: 409,
        body: { errorMessage: 'Question 1 has changed since this check-in: mark answers to it in the builder.' },
      });
      expect((await keyNow(room)).markedRight).toBeUndefined();
    });

    it('are refused for an answer that asked a question back, which the examiner did not rate', async () => {
      const { room, body } = await answered(puddles(PUDDLE.key), 'What does evaporate mean?');
      expect(await markAnswer(room.teacher.token, body('right'))).toMatchObject({
        status: 409,
        body: {
          errorMessage:
            'This answer was not rated: it asked a question back or is for you to read, so it does not go in the key.',
        },
      });
      expect((await keyNow(room)).markedRight).toBeUndefined();
    });

    it('are refused for a question of the topic bank, and when the mark holds as many as a key may', async () => {
      const bank = await answered({ numberOfQuestions: 1 }, 'Water evaporates and rains down again.');
      const report = await product.api(
        'GET',
        `/reports/session/${bank.room.sessionId}`,
        undefined,
        bank.room.teacher.token,
      );
      expect(report.body.data.markable).toEqual([]);
      expect(await markAnswer(bank.room.teacher.token, bank.body('right'))).toMatchObject({
        status: 409,
        body: {
          errorMessage:
            "Question 1 comes from the topic's question bank: only your own questions' keys hold marked answers.",
        },
      });

      const full = Array.from({ length: 20 }, (_, i) => `a right answer number ${i + 1}`);
      const { room, body } = await answered(puddles({ ...PUDDLE.key, markedRight: full }));
      expect(await markAnswer(room.teacher.token, body('right'))).toMatchObject({
        status: 409,
        body: {
          errorMessage: 'The key of question 1 holds 20 answers marked right already: remove one in the builder first.',
        },
      });
      expect((await markAnswer(room.teacher.token, body('wrong'))).status).toBe(200);
      expect(await keyNow(room)).toMatchObject({ markedRight: full, markedWrong: [ANSWER] });
    });
  });
});
