import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_LIMIT_RAISED } from '../test/accounts.js';
import { startCheckIn } from '../test/checkins.js';
import { fuzzCases, runFuzz, tallyTable } from '../test/fuzz.js';
import { TestProduct, classroom, organisation } from '../test/harness.js';
import { routeCatalogue } from './route-catalogue.js';

/** `npm run fuzz` sends 2,500; the suite a short run of the same generator. */
const CASES = Number(process.env.FUZZ_CASES ?? 350);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({
    config: EVERY_LIMIT_RAISED,
  });
});
afterAll(async () => {
  await product?.stop();
});

describe('bad input across every route', () => {
  it(`answers ${CASES} malformed bodies, params and headers without a 5xx, and leaves every stream whole`, async () => {
    const room = await classroom(product);
    const checkIn = await startCheckIn(product, room, 'Ada');
    const member = await product.teacher();
    const organizationId = await organisation(product, room.teacher.id, [member.id]);
    const ids: Record<string, string> = {
      id: checkIn.id,
      identityId: member.id,
      assessmentInstanceId: checkIn.id,
      assessmentTemplateId: room.templateId,
      assessment_template_id: room.templateId,
      templateId: room.templateId,
      session_id: room.sessionId,
      sessionId: room.sessionId,
      organization_id: organizationId,
      user_id_to_remove: member.id,
      messageId: checkIn.id,
    };
    const routes = routeCatalogue(product.app.get(ModulesContainer));
    const cases = fuzzCases(
      routes,
      { ids, tokens: { teacher: room.teacher.token, student: checkIn.token } },
      CASES,
      SEED,
    );

    const tally = await runFuzz(product.baseUrl, cases);
    console.log(`Fuzz: ${tally.sent} requests over ${routes.length} routes (seed ${SEED})\n${tallyTable(tally)}`);
    expect(tally.failures).toEqual([]);
    expect(tally.sent).toBe(CASES);

    // Every stream is whole: its versions run 1..n with no gap, and the instance still reads.
    const gaps = await product.db.query(
      `SELECT stream_id FROM events GROUP BY stream_id HAVING count(*) <> max(version) OR min(version) <> 1`,
    );
    expect(gaps).toEqual([]);
    const read = await product.api(
      'GET',
      `/assessment_instances/getAssessmentInstanceById/${checkIn.id}`,
      undefined,
      room.teacher.token,
    );
    expect([200, 404]).toContain(read.status);
  });
});
