import { fieldErrors } from '@checkin/contracts';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';
import { type Route, routeCatalogue } from './route-catalogue.js';

/** A conversation as the spec's rating calls send it. */
const SPEC_CONVERSATION = [
  { role: 'assistant', content: 'What happens to a puddle on a sunny day?' },
  { role: 'user', content: 'It dries up.' },
];

/**
 * Spec §7, call by call, as the spec writes it: method, path (its parameter as `:id`), the success code where the
 * spec names one, the message of §8 the call fails with where §8 names the call, and the body where the spec gives
 * its fields.
 */
const SPEC_CALLS: Array<{ call: string; status?: number; message?: string; body?: Record<string, unknown> }> = [
  { call: 'GET /assessment_instances/getAssessmentInstancesForTemplateId/:id' },
  { call: 'GET /assessment_instances/getPreviewAssessmentInstancesForTemplateId/:id' },
  { call: 'GET /assessment_instances/getAssessmentInstancesForSessionId/:id' },
  { call: 'PUT /assessment_instances/logAssessmentInstance' },
  { call: 'POST /assessment_instances/logConversation', message: 'There was a problem logging the conversation' },
  {
    call: 'POST /assessment_instances/getRatingForEntireConversation',
    message: 'There was a problem getting the rating for entire conversation',
    body: {
      messages: SPEC_CONVERSATION,
      grade: '5',
      topic: 'Water Cycle',
      promptId: 'conversation-default-v1',
      scaleRatingId: 'four-level',
    },
  },
  {
    call: 'POST /assessment_instances/getRatingForLastResponse',
    message: 'There was a problem getting the rating for the last response',
    body: {
      messages: SPEC_CONVERSATION,
      grade: '5',
      topic: 'Water Cycle',
      ratingScaleId: 'four-level',
      promptId: 'rating-default-v1',
    },
  },
  {
    call: 'POST /assessment_instances/createAssessmentInstance',
    status: 201,
    message: 'There was a problem creating the CheckIn let your teacher know',
  },
  {
    call: 'POST /assessment_instances/startAssessmentInstance',
    message: 'There was a problem starting the assessment instance',
  },
  { call: 'POST /assessment_instances/getNextResponse', message: 'There was a problem getting a response from the AI' },
  {
    call: 'DELETE /assessment_instances/deleteAssessmentInstance/:id',
    message: 'There was a problem deleting the Assessment Instance',
  },
  {
    call: 'POST /assessment_templates/createAssessmentTemplate',
    status: 201,
    message: 'There was a problem creating the assessment template',
  },
  { call: 'GET /assessment_templates/getAssessmentTemplatesByUserId' },
  { call: 'GET /assessment_templates/getAssessmentTemplateById/:id' },
  { call: 'GET /assessment_templates/getPublicAssessmentTemplates' },
  { call: 'GET /assessment_templates/getExampleAssessmentTemplates' },
  { call: 'GET /assessment_templates/getTagOptions', message: 'There was an error getting tag options' },
  { call: 'PATCH /assessment_templates/updateAssessmentTemplate' },
  { call: 'PATCH /assessment_templates/archiveTemplateById' },
  { call: 'DELETE /assessment_templates/deleteAssessmentTemplateById/:id' },
  { call: 'POST /sessions/createSession', status: 201, message: 'There was a problem creating the session' },
  { call: 'PATCH /sessions/updateSession', message: 'There was a problem updating the session' },
  { call: 'GET /sessions/getSessionsForTemplateId/:id', message: 'There was a problem getting the sessions' },
  { call: 'GET /sessions/getSessionForSessionId/:id', message: 'There was a problem getting the session' },
  { call: 'GET /sessions/getSessionsForUser', message: 'There was a problem getting the sessions' },
  { call: 'GET /sessions/getArchivedSessionsForUser', message: 'There was a problem getting the sessions' },
  { call: 'POST /sessions/gettokenforsession' },
  { call: 'GET /profile/getProfileForUser' },
  { call: 'GET /profile/getFirstNameForUserId/:id' },
  { call: 'PATCH /profile/updateProfileForUser', status: 204, message: 'There was an error updating the profile' },
  { call: 'GET /credits/getCreditsForUser', message: 'There was an error getting credits for user' },
  { call: 'PATCH /credits/useCreditsForUser' },
  { call: 'POST /user_activity/post_activity', status: 201, message: 'There was an error saving user activity' },
  { call: 'POST /contactus', status: 201, message: 'There was an error saving contact' },
  { call: 'POST /support/contact_support', message: 'Error submitting support request' },
  { call: 'GET /subscriptions/getSubscriptionPlans' },
  { call: 'POST /subscriptions/submit_sales_inquiry', message: 'Error submitting sales inquiry' },
  { call: 'POST /auth/resend-verification', message: 'Failed to resend verification email' },
  { call: 'GET /auth/check_user_status', message: 'Failed to check user status' },
  { call: 'GET /organizations/getShouldShowAdmin', message: 'Unknown error occurred' },
  { call: 'GET /organizations/get_orgs_users/:id', message: 'Unknown error occurred' },
  { call: 'POST /organizations/addNewUserToOrg', status: 201, message: 'Unknown error occurred' },
  { call: 'DELETE /organizations/removeUserFromOrg', message: 'Unknown error occurred' },
  { call: 'PATCH /organizations/updateUserInOrg', message: 'Unknown error occurred' },
  { call: 'POST /organizations/resendPasswordReset', message: 'Failed to resend password reset email' },
];

/** The messages of spec §8 that a call answers with (the first, "No token found", is every guard's). */
const CALL_MESSAGES = new Set([
  ...SPEC_CALLS.flatMap((c) => (c.message ? [c.message] : [])),
  'There was a problem loading the report',
]);

const PREFIXES = ['/api/v1', '/.netlify/functions/api/v1'];

let product: TestProduct;
let routes: Route[];
let teacher: { id: string; token: string };
let student: string;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
  routes = routeCatalogue(product.app.get(ModulesContainer)).filter((route) => route.prefixed);
  const room = await classroom(product);
  teacher = room.teacher;
  student = await studentToken(product, room.sessionId);
});
afterAll(async () => {
  await product?.stop();
});

const callOf = (route: Route) => `${route.method} ${route.path}`;
const pathFor = (route: Route) => route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

async function send(method: string, path: string, body: string, token?: string) {
  const response = await fetch(`${product.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: method === 'GET' ? undefined : body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('the contract of spec §7', () => {
  it('has every call of the spec as a route, with the success code and the §8 message the spec gives it', () => {
    const byCall = new Map(routes.map((route) => [callOf(route), route]));
    const missing = SPEC_CALLS.filter(({ call }) => !byCall.has(call)).map(({ call }) => call);
    expect(missing).toEqual([]);
    for (const { call, status, message } of SPEC_CALLS) {
      const route = byCall.get(call)!;
      // Where the spec names no code: 200, or 201 for a request that is stored (a support request, an inquiry).
      expect([call, status ? [status] : [200, 201]]).toEqual([call, expect.arrayContaining([route.successStatus])]);
      if (message) expect([call, route.specError]).toEqual([call, message]);
    }
  });

  it("takes the spec's body of each call that gives its fields, and documents them at /api/docs", async () => {
    const doc = (await product.request('GET', '/api/docs')).body;
    const withBody = SPEC_CALLS.filter((c) => c.body);
    expect(withBody.length).toBeGreaterThan(0);
    for (const { call, body } of withBody) {
      const route = routes.find((r) => callOf(r) === call)!;
      expect([call, route.body!.safeParse(body).success]).toEqual([call, true]);
      const schema = doc.paths[route.path][route.method.toLowerCase()].requestBody.content['application/json'].schema;
      // One form of the body is the spec's: it names each of the spec's fields, and needs no other.
      const forms: Array<{ properties: Record<string, unknown>; required?: string[] }> = schema.anyOf ?? [schema];
      const spec = forms.filter(
        (form) =>
          Object.keys(body!).every((field) => field in form.properties) &&
          (form.required ?? []).every((field) => field in body!),
      );
      expect([call, spec.length]).toEqual([call, 1]);
    }
  });

  it('answers each call message of §8 from the route the spec gives it to', () => {
    const answered = new Set(routes.map((route) => route.specError));
    const unanswered = [...CALL_MESSAGES].filter((message) => !answered.has(message));
    expect(unanswered).toEqual([]);
  });

  it('documents every route at /api/docs with the schema it validates with', async () => {
    const reply = await product.request('GET', '/api/docs');
    expect(reply.status).toBe(200);
    const doc = reply.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(PREFIXES);
    const documented = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual(routes.map(callOf).sort());
    for (const route of routes) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(Object.keys(op.responses)).toContain(String(route.successStatus));
      expect(op.security.length > 0).toBe(route.admits !== 'anyone');
      if (route.body) expect(op.requestBody.content['application/json'].schema).toBeTypeOf('object');
      else expect(op.requestBody).toBeUndefined();
    }
    const start = doc.paths['/assessment_instances/startAssessmentInstance'].post;
    expect(start.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['assessmentInstanceId'],
    });
    expect(start.responses['500'].description).toBe('There was a problem starting the assessment instance');
  });

  it('answers a body its schema refuses with 400 naming each wrong field, under both prefixes', async () => {
    const withBody = routes.filter((route) => route.body);
    expect(withBody.length).toBeGreaterThan(30);
    for (const route of withBody) {
      const wrong = [1];
      const expected = fieldErrors(route.body!.safeParse(wrong).error!);
      const token = route.admits === 'anyone' ? undefined : teacher.token;
      for (const prefix of PREFIXES) {
        const reply = await send(route.method, `${prefix}${pathFor(route)}`, JSON.stringify(wrong), token);
        expect([callOf(route), prefix, reply.status]).toEqual([callOf(route), prefix, 400]);
        expect(reply.body.errors).toEqual(expected);
        expect(reply.body.errorMessage).toMatch(/^Invalid request: /);
      }
    }
  });

  it('says what is wrong with a body it cannot read: not JSON, too large, nested too deep', async () => {
    const refusals = [
      { body: '{"name":', status: 400, message: 'Invalid request: the body is not valid JSON' },
      {
        body: JSON.stringify({ message: 'a'.repeat(200_000) }),
        status: 413,
        message: 'The request is too large: a body may be at most 100 KB',
      },
      {
        body: `{"message":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
        status: 400,
        message: 'Invalid request: the body nests more than 32 levels deep',
      },
    ];
    for (const prefix of PREFIXES) {
      for (const path of ['/contactus', '/subscriptions/submit_sales_inquiry']) {
        for (const { body, status, message } of refusals) {
          const reply = await send('POST', `${prefix}${path}`, body);
          expect([path, reply.status, reply.body.errorMessage]).toEqual([path, status, message]);
        }
      }
    }
  });

  it('answers "No token found" to a guarded call without a token, and 403 to a student on a teacher\'s call', async () => {
    const guarded = routes.filter((route) => route.admits !== 'anyone');
    for (const route of guarded) {
      for (const prefix of PREFIXES) {
        const reply = await send(route.method, `${prefix}${pathFor(route)}`, '{}');
        expect([callOf(route), prefix, reply.status, reply.body.errorMessage]).toEqual([
          callOf(route),
          prefix,
          401,
          'No token found',
        ]);
      }
    }
    for (const route of guarded.filter((r) => r.admits === 'user' || r.admits === 'user-first-factor')) {
      const reply = await send(route.method, `/api/v1${pathFor(route)}`, '{}', student);
      expect([callOf(route), reply.status]).toEqual([callOf(route), 403]);
    }
  });
});
