import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedExamples } from '../seed/seed.js';
import { EXAMPLE_TEMPLATES } from '../seed/example-templates.js';
import { TestProduct } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
  await seedExamples(product.db);
});
afterAll(async () => {
  await product?.stop();
});

async function template(token: string, fields: Record<string, unknown> = {}) {
  const reply = await product.api(
    'POST',
    '/assessment_templates/createAssessmentTemplate',
    { name: 'Grammar', grade: '5', topic: 'Grammar Rules', ...fields },
    token,
  );
  expect(reply.status).toBe(201);
  return reply.body.data.id as string;
}

const get = (path: string, token: string) => product.api('GET', `/assessment_templates/${path}`, undefined, token);
const ids = (reply: { body: { data: Array<{ id: string }> } }) => reply.body.data.map((t) => t.id);

describe('getAssessmentTemplatesByUserId', () => {
  it("lists the caller's own templates, archived ones included and marked, newest change first", async () => {
    const teacher = await product.teacher();
    const other = await product.teacher();
    const first = await template(teacher.token, { name: 'First' });
    const second = await template(teacher.token, { name: 'Second', archive: true });
    await template(other.token);
    const mine = await get('getAssessmentTemplatesByUserId/', teacher.token);
    expect(mine.status).toBe(200);
    expect(ids(mine)).toEqual([second, first]);
    expect(mine.body.data.map((t: { archive: boolean }) => t.archive)).toEqual([true, false]);
    expect(ids(await get('getAssessmentTemplatesByUserId/?archived=false', teacher.token))).toEqual([first]);
    const bad = await get('getAssessmentTemplatesByUserId/?archived=maybe', teacher.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'archived', message: 'must be true or false' }]);
  });
});

describe('getPublicAssessmentTemplates', () => {
  it("lists the community's public, unarchived templates with their author, filtered by tag, grade or words", async () => {
    const author = await product.teacher();
    const reader = await product.teacher();
    const shared = await template(author.token, { name: 'Commas and clauses', isPublic: true, tags: ['Grammar'] });
    const sharedLater = await template(author.token, { name: 'Planets', grade: '7', topic: 'Space', isPublic: true });
    await template(author.token, { name: 'Private one' });
    await template(author.token, { name: 'Archived one', isPublic: true, archive: true });

    const all = await get('getPublicAssessmentTemplates/', reader.token);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([sharedLater, shared]);
    expect(all.body.data[0]).toMatchObject({ author: 'Test T.', isPublic: true, isExample: false });
    expect(ids(await get('getPublicAssessmentTemplates/?tag=grammar', reader.token))).toEqual([shared]);
    expect(ids(await get('getPublicAssessmentTemplates/?grade=7', reader.token))).toEqual([sharedLater]);
    expect(ids(await get('getPublicAssessmentTemplates/?q=comma', reader.token))).toEqual([shared]);
    expect(ids(await get('getPublicAssessmentTemplates/?q=100%25', reader.token))).toEqual([]);
  });
});

describe('getExampleAssessmentTemplates', () => {
  it('lists the seeded examples, one for each preset topic and a custom one', async () => {
    const teacher = await product.teacher();
    const reply = await get('getExampleAssessmentTemplates/', teacher.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((t: { name: string }) => t.name)).toEqual(EXAMPLE_TEMPLATES.map((e) => e.name));
    expect(reply.body.data[0]).toMatchObject({ isExample: true, tags: ['science', 'physics'], author: 'CheckIn E.' });
    const example = reply.body.data[0];
    expect((await get(`getAssessmentTemplateById/${example.id}`, teacher.token)).body.data).toEqual(example);
  });
});

describe('getTagOptions', () => {
  it("suggests the tags of the caller's templates and of those everyone sees, most used first", async () => {
    const teacher = await product.teacher();
    const other = await product.teacher();
    await template(teacher.token, { tags: ['my own tag', 'science'] });
    await template(other.token, { tags: ['their secret tag'] });
    const reply = await get('getTagOptions/', teacher.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toBe('science');
    expect(reply.body.data).toEqual(expect.arrayContaining(['my own tag', 'grammar', 'physics', 'history']));
    expect(reply.body.data).not.toContain('their secret tag');
    expect(new Set(reply.body.data).size).toBe(reply.body.data.length);
  });
});

describe('getAssessmentTemplateById', () => {
  it('answers 404 for an id that is no template, and for one that is not an id', async () => {
    const teacher = await product.teacher();
    expect((await get('getAssessmentTemplateById/00000000-0000-4000-8000-00000000ffff', teacher.token)).status).toBe(
      404,
    );
    expect((await get('getAssessmentTemplateById/not-an-id', teacher.token)).status).toBe(404);
  });
});
