import { createHmac, randomUUID } from 'node:crypto';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Route, routeCatalogue } from '../contract/route-catalogue.js';
import { EVERY_LIMIT_RAISED } from '../test/accounts.js';
import { answer, startCheckIn } from '../test/checkins.js';
import { TestProduct, organisation, studentToken } from '../test/harness.js';

/**
 * Who may do what, walked from outside: every route of the API, called by each of seven actors on teacher A's
 * things (A's CheckIn, its session, a student's check-in in it with one answer, A's organisation), and each answer
 * taken as allowed or denied. A denial is 401, 403 or 404 (a 404 hides what the caller may not know exists);
 * anything else got past the access rules (a 409 for a state the call does not fit is still past them).
 */
const ACTORS = ['nobody', 'studentA', 'studentB', 'teacherA', 'teacherB', 'adminA', 'adminOther'] as const;
type ActorName = (typeof ACTORS)[number];

const EVERYONE: ActorName[] = [...ACTORS];
const USERS: ActorName[] = ['teacherA', 'teacherB', 'adminA', 'adminOther'];
const OWNER: ActorName[] = ['teacherA'];
/** The teacher whose students' work it is, and their organisation's admin. */
const REVIEWERS: ActorName[] = ['teacherA', 'adminA'];
/** A check-in's own student, and the teacher who owns it. */
const TAKERS: ActorName[] = ['studentA', 'teacherA'];
const ORG_ADMIN: ActorName[] = ['adminA'];

/** Teacher A's things, made fresh for a call that may change them. */
type World = {
  templateId: string;
  sessionId: string;
  studentA: string;
  instanceId: string;
  answerMessageId: string;
  memberId: string;
  memberEmail: string;
};
type Call = { path: string; body?: unknown };
type Cell = { allowed: ActorName[]; call: (w: World, actor: ActorName) => Call };

const instanceCall = (path: string, extra: (w: World) => object = () => ({})) => ({
  allowed: TAKERS,
  call: (w: World): Call => ({ path, body: { assessmentInstanceId: w.instanceId, ...extra(w) } }),
});
const self = (path: string, body?: (actor: ActorName) => unknown): Cell => ({
  allowed: USERS,
  call: (_w, actor) => ({ path, body: body?.(actor) }),
});
const anyone = (path: string, body?: () => unknown): Cell => ({
  allowed: EVERYONE,
  call: () => ({ path, body: body?.() }),
});
const conversation = (w: World) => ({ messages: [{ role: 'user', content: 'x' }], messageId: w.answerMessageId });
/** A call on one of A's things by its id in the path. */
const byId = (allowed: ActorName[], path: string, id: (w: World) => string): Cell => ({
  allowed,
  call: (w) => ({ path: `${path}/${id(w)}` }),
});
/** A call on the answer of A's student's check-in. */
const onAnswer = (allowed: ActorName[], path: string, extra: object = {}): Cell => ({
  allowed,
  call: (w) => ({ path, body: { assessmentInstanceId: w.instanceId, answerMessageId: w.answerMessageId, ...extra } }),
});

/** The policy, route by route: who may, and the call each actor makes. */
const POLICY: Record<string, Cell> = {
  'POST /assessment_instances/createAssessmentInstance': {
    allowed: TAKERS,
    call: (w) => ({
      path: '/assessment_instances/createAssessmentInstance',
      body: { assessmentTemplateId: w.templateId, session_id: w.sessionId },
    }),
  },
  'POST /assessment_instances/startAssessmentInstance': instanceCall('/assessment_instances/startAssessmentInstance'),
  'POST /assessment_instances/getNextResponse': instanceCall('/assessment_instances/getNextResponse', conversation),
  'POST /assessment_instances/submitAnswer': instanceCall('/assessment_instances/submitAnswer', conversation),
  'POST /assessment_instances/getRatingForLastResponse': instanceCall('/assessment_instances/getRatingForLastResponse'),
  'POST /assessment_instances/getRatingForEntireConversation': instanceCall(
    '/assessment_instances/getRatingForEntireConversation',
  ),
  'POST /assessment_instances/logConversation': instanceCall('/assessment_instances/logConversation', () => ({
    messages: [],
  })),
  'PUT /assessment_instances/logAssessmentInstance': instanceCall(
    '/assessment_instances/logAssessmentInstance',
    () => ({
      logObject: { student_name: 'Ada' },
    }),
  ),
  'POST /assessment_instances/retryAiRequest': instanceCall('/assessment_instances/retryAiRequest'),
  // Reading a check-in as it goes is its takers'; an admin reviews it in the reports.
  'GET /assessment_instances/getAssessmentInstanceById/:id': byId(
    TAKERS,
    '/assessment_instances/getAssessmentInstanceById',
    (w) => w.instanceId,
  ),
  'POST /assessment_instances/overrideRating': onAnswer(REVIEWERS, '/assessment_instances/overrideRating', {
    rating: 1,
  }),
  'POST /assessment_instances/clearRatingOverride': onAnswer(REVIEWERS, '/assessment_instances/clearRatingOverride'),
  'POST /assessment_instances/flagAnswer': onAnswer(REVIEWERS, '/assessment_instances/flagAnswer'),
  'POST /assessment_instances/unflagAnswer': onAnswer(REVIEWERS, '/assessment_instances/unflagAnswer'),
  'DELETE /assessment_instances/deleteAssessmentInstance/:id': byId(
    REVIEWERS,
    '/assessment_instances/deleteAssessmentInstance',
    (w) => w.instanceId,
  ),
  'GET /assessment_instances/getAssessmentInstancesForSessionId/:id': byId(
    OWNER,
    '/assessment_instances/getAssessmentInstancesForSessionId',
    (w) => w.sessionId,
  ),
  'GET /assessment_instances/getAssessmentInstancesForTemplateId/:id': byId(
    OWNER,
    '/assessment_instances/getAssessmentInstancesForTemplateId',
    (w) => w.templateId,
  ),
  'GET /assessment_instances/getPreviewAssessmentInstancesForTemplateId/:id': byId(
    OWNER,
    '/assessment_instances/getPreviewAssessmentInstancesForTemplateId',
    (w) => w.templateId,
  ),
  'POST /assessment_templates/markAnswer': onAnswer(OWNER, '/assessment_templates/markAnswer', { mark: 'right' }),
  'GET /assessment_templates/getAssessmentTemplateById/:id': byId(
    ['studentA', 'teacherA'],
    '/assessment_templates/getAssessmentTemplateById',
    (w) => w.templateId,
  ),
  'PATCH /assessment_templates/updateAssessmentTemplate': {
    allowed: OWNER,
    call: (w) => ({
      path: '/assessment_templates/updateAssessmentTemplate',
      body: { assessmentTemplateId: w.templateId, logObject: { name: 'Renamed' } },
    }),
  },
  'PATCH /assessment_templates/archiveTemplateById': {
    allowed: OWNER,
    call: (w) => ({
      path: '/assessment_templates/archiveTemplateById',
      body: { assessmentTemplateId: w.templateId, archive: true },
    }),
  },
  'DELETE /assessment_templates/deleteAssessmentTemplateById/:id': byId(
    OWNER,
    '/assessment_templates/deleteAssessmentTemplateById',
    (w) => w.templateId,
  ),
  'POST /sessions/createSession': {
    allowed: OWNER,
    call: (w) => ({ path: '/sessions/createSession', body: { assessment_template_id: w.templateId, name: 'Class 6' } }),
  },
  'PATCH /sessions/updateSession': {
    allowed: OWNER,
    call: (w) => ({
      path: '/sessions/updateSession',
      body: { session_id: w.sessionId, logObject: { name: 'Class 7' } },
    }),
  },
  'GET /sessions/getSessionForSessionId/:id': byId(
    ['studentA', 'teacherA'],
    '/sessions/getSessionForSessionId',
    (w) => w.sessionId,
  ),
  'GET /sessions/getSessionsForTemplateId/:id': byId(OWNER, '/sessions/getSessionsForTemplateId', (w) => w.templateId),
  'POST /sessions/gettokenforsession': {
    allowed: EVERYONE,
    call: (w) => ({ path: '/sessions/gettokenforsession', body: { session_id: w.sessionId } }),
  },
  'GET /reports/session/:id': byId(REVIEWERS, '/reports/session', (w) => w.sessionId),
  'GET /reports/session/:id/csv': {
    allowed: REVIEWERS,
    call: (w) => ({ path: `/reports/session/${w.sessionId}/csv` }),
  },
  'GET /reports/template/:id': byId(REVIEWERS, '/reports/template', (w) => w.templateId),
  'GET /organizations/get_orgs_users/:id': {
    allowed: ORG_ADMIN,
    call: () => ({ path: `/organizations/get_orgs_users/${orgA}` }),
  },
  'GET /organizations/getOrgUsage/:id': {
    allowed: ORG_ADMIN,
    call: () => ({ path: `/organizations/getOrgUsage/${orgA}` }),
  },
  'POST /organizations/addNewUserToOrg': {
    allowed: ORG_ADMIN,
    call: () => ({
      path: '/organizations/addNewUserToOrg',
      body: { email: `new-${randomUUID()}@school.test`, firstName: 'New', lastName: 'Teacher', organization_id: orgA },
    }),
  },
  'DELETE /organizations/removeUserFromOrg': {
    allowed: ORG_ADMIN,
    call: (w) => ({
      path: '/organizations/removeUserFromOrg',
      body: { user_id_to_remove: w.memberId, organization_id: orgA },
    }),
  },
  'POST /organizations/resendPasswordReset': {
    allowed: ORG_ADMIN,
    call: (w) => ({
      path: '/organizations/resendPasswordReset',
      body: { email: w.memberEmail, organization_id: orgA },
    }),
  },
  'PATCH /organizations/updateUserInOrg': {
    allowed: ORG_ADMIN,
    call: (w) => ({
      path: '/organizations/updateUserInOrg',
      body: { user: { id: w.memberId, firstName: 'Renamed', organization_id: orgA } },
    }),
  },
  /** A first name: one's own, an organisation member's, or an author's whose CheckIns every teacher sees. */
  'GET /profile/getFirstNameForUserId/:id': byId(
    ['teacherA', 'adminA'],
    '/profile/getFirstNameForUserId',
    (w) => w.memberId,
  ),
  // What every signed-in user may do for themselves.
  'GET /assessment_templates/examiner': self('/assessment_templates/examiner'),
  'GET /assessment_templates/getAssessmentTemplatesByUserId': self(
    '/assessment_templates/getAssessmentTemplatesByUserId',
  ),
  'GET /assessment_templates/getExampleAssessmentTemplates': self(
    '/assessment_templates/getExampleAssessmentTemplates',
  ),
  'GET /assessment_templates/getPublicAssessmentTemplates': self('/assessment_templates/getPublicAssessmentTemplates'),
  'GET /assessment_templates/getTagOptions': self('/assessment_templates/getTagOptions'),
  'POST /assessment_templates/createAssessmentTemplate': self('/assessment_templates/createAssessmentTemplate', () => ({
    name: 'Mine',
    grade: '5',
    topic: 'Water Cycle',
  })),
  'POST /assessment_templates/draftAnswerKeys': self('/assessment_templates/draftAnswerKeys', () => ({
    requestId: randomUUID(),
    grade: '5',
    topic: 'Water Cycle',
    questions: ['Why does it rain?'],
  })),
  'POST /assessment_templates/cancelDraftAnswerKeys': self('/assessment_templates/cancelDraftAnswerKeys', () => ({
    requestId: randomUUID(),
  })),
  'GET /auth/check_user_status': self('/auth/check_user_status'),
  'GET /credits/getCreditsForUser': self('/credits/getCreditsForUser'),
  'PATCH /credits/useCreditsForUser': self('/credits/useCreditsForUser', () => ({ creditsUsed: 1 })),
  'GET /organizations/getShouldShowAdmin': self('/organizations/getShouldShowAdmin'),
  'GET /profile/getProfileForUser': self('/profile/getProfileForUser'),
  'PATCH /profile/updateProfileForUser': self('/profile/updateProfileForUser', () => ({
    first_name: 'Same',
    last_name: 'Person',
  })),
  'GET /reports/overall': self('/reports/overall'),
  'GET /sessions/getArchivedSessionsForUser': self('/sessions/getArchivedSessionsForUser'),
  'GET /sessions/getSessionsForUser': self('/sessions/getSessionsForUser'),
  'POST /support/contact_support': self('/support/contact_support', (actor) => ({
    subject: 'Help',
    message: 'A question.',
    organization_id: orgOf[actor] ?? null,
  })),
  'POST /user_activity/post_activity': self('/user_activity/post_activity', () => ({
    event_name: 'opened',
    event_type: 'page',
    page: '/home',
  })),
  // What anyone may do, signed in or not.
  'POST /auth/resend-verification': anyone('/auth/resend-verification', () => ({ email: `x-${randomUUID()}@x.test` })),
  'POST /contactus': anyone('/contactus', () => ({ name: 'A', email: 'a@school.test', message: 'Hello' })),
  'GET /subscriptions/getSubscriptionPlans': anyone('/subscriptions/getSubscriptionPlans'),
  'POST /subscriptions/submit_sales_inquiry': anyone('/subscriptions/submit_sales_inquiry', () => ({ note: 'Hi' })),
  'POST /waitlist/join': anyone('/waitlist/join', () => ({ email: `w-${randomUUID()}@school.test` })),
};

let product: TestProduct;
let routes: Route[];
let orgA: string;
const tokens = {} as Record<ActorName, string | undefined>;
const orgOf = {} as Partial<Record<ActorName, string>>;
let adminAId: string;
/** The world of the calls that change nothing. */
let shared: World;

beforeAll(async () => {
  product = await TestProduct.start({ config: EVERY_LIMIT_RAISED });
  routes = routeCatalogue(product.app.get(ModulesContainer)).filter((route) => route.prefixed);
  const [teacherA, teacherB, adminA, adminOther] = await Promise.all(USERS.map(() => product.teacher()));
  orgA = await organisation(product, adminA!.id, [teacherA!.id]);
  orgOf.teacherA = orgOf.adminA = orgA;
  orgOf.teacherB = orgOf.adminOther = await organisation(product, adminOther!.id, [teacherB!.id]);
  Object.assign(tokens, {
    teacherA: teacherA!.token,
    teacherB: teacherB!.token,
    adminA: adminA!.token,
    adminOther: adminOther!.token,
  });
  adminAId = adminA!.id;
  const sessionB = await newSession(await newTemplate(teacherB!.token), teacherB!.token);
  tokens.studentB = await studentToken(product, sessionB);
  shared = await newWorld();
});
afterAll(async () => {
  await product?.stop();
});

/** Teacher A's CheckIn and session, a student's check-in with one answer rated, and a member of A's organisation. */
async function newWorld(): Promise<World> {
  const templateId = await newTemplate(tokens.teacherA!);
  const sessionId = await newSession(templateId, tokens.teacherA!);
  const checkIn = await startCheckIn(product, { templateId, sessionId }, 'Ada');
  await answer(product, checkIn, 'Water evaporates when the sun heats it.');
  const doc = await product.api(
    'GET',
    `/assessment_instances/getAssessmentInstanceById/${checkIn.id}`,
    undefined,
    tokens.teacherA,
  );
  const answerLog = doc.body.data.messageLogs.find((log: { role: string }) => log.role === 'user');
  const memberEmail = `member-${randomUUID()}@school.test`;
  const member = await product.teacher(memberEmail);
  await product.db.query(`UPDATE users SET organization_id = $1 WHERE id = $2`, [orgA, member.id]);
  return {
    templateId,
    sessionId,
    studentA: checkIn.token,
    instanceId: checkIn.id,
    answerMessageId: answerLog.messageId,
    memberId: member.id,
    memberEmail,
  };
}

async function newTemplate(token: string): Promise<string> {
  const created = await product.api(
    'POST',
    '/assessment_templates/createAssessmentTemplate',
    { name: 'Water cycle', grade: '5', topic: 'Water Cycle', numberOfQuestions: 2 },
    token,
  );
  if (created.status !== 201) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}

async function newSession(templateId: string, token: string): Promise<string> {
  const session = await product.api(
    'POST',
    '/sessions/createSession',
    { assessment_template_id: templateId, name: 'Class 5' },
    token,
  );
  if (session.status !== 201) throw new Error(`session: ${session.status} ${JSON.stringify(session.body)}`);
  return session.body.data.session_id;
}

const PREFIXES = ['/api/v1', '/.netlify/functions/api/v1'];

/** Allowed or denied: 401, 403 and 404 are refusals; anything else got past the access rules. */
async function outcome(
  route: Route,
  cell: Cell,
  world: World,
  actor: ActorName,
  prefix: string,
): Promise<'allow' | 'deny'> {
  const { path, body } = cell.call(world, actor);
  const token = actor === 'studentA' ? world.studentA : tokens[actor];
  const reply = await fetch(`${product.baseUrl}${prefix}${path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(token && { 'x-auth-token': token }) },
    body: route.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await reply.text();
  // A 400 is the matrix's own mistake (a body the route refuses whoever sends it), a 5xx the product's.
  if (reply.status === 400 || reply.status >= 500) {
    throw new Error(`${route.method} ${path} as ${actor}: ${reply.status} ${text}`);
  }
  return [401, 403, 404].includes(reply.status) ? 'deny' : 'allow';
}

/** A token signed with the API's secret (HS256) on the claims given. */
function signed(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', product.config.JWT_SECRET).update(unsigned).digest('base64url')}`;
}

describe('who may do what', () => {
  it('has a rule for every route', () => {
    const calls = routes.map((route) => `${route.method} ${route.path}`);
    expect(calls.filter((call) => !POLICY[call])).toEqual([]);
    expect(Object.keys(POLICY).filter((call) => !calls.includes(call))).toEqual([]);
  });

  it('lets each actor do what the policy allows and nothing else, on every route, under both prefixes', async () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const cell = POLICY[`${route.method} ${route.path}`]!;
      const marks: string[] = [];
      for (const actor of ACTORS) {
        const expected = cell.allowed.includes(actor) ? 'allow' : 'deny';
        const got: string[] = [];
        for (const prefix of PREFIXES) {
          // A call that changes things gets a world of its own for each actor it lets in; refusals change nothing.
          const world = route.method !== 'GET' && expected === 'allow' ? await newWorld() : shared;
          const result = await outcome(route, cell, world, actor, prefix);
          got.push(result);
          if (result !== expected) {
            wrong.push(`${prefix}${route.path} (${route.method}) as ${actor}: ${result}, expected ${expected}`);
          }
        }
        marks.push(got.every((g) => g === 'allow') ? 'Y' : got.every((g) => g === 'deny') ? '.' : '?');
      }
      rows.push(`| ${route.method} ${route.path} | ${marks.join(' | ')} |`);
    }
    console.log(
      [`| Route | ${ACTORS.join(' | ')} |`, `|---|${ACTORS.map(() => ':-:').join('|')}|`, ...rows].join('\n'),
    );
    expect(wrong).toEqual([]);
  });

  it('refuses, on every guarded route, a token with no signature, one whose claims were changed, and an expired one', async () => {
    const [header, payload, signature] = tokens.teacherA!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      // Teacher A's signature on claims that say they are their organisation's admin.
      tampered: `${header}.${encode({ ...claims, sub: adminAId })}.${signature}`,
      expired: signed({ ...claims, iat: 1_000_000_000, exp: 1_000_000_060 }),
    };
    // The expired token is otherwise good: signed with the API's secret, the same claims.
    expect((await product.api('GET', '/profile/getProfileForUser', undefined, signed(claims))).status).toBe(200);
    const accepted: string[] = [];
    for (const route of routes.filter((r) => r.admits !== 'anyone')) {
      const { path, body } = POLICY[`${route.method} ${route.path}`]!.call(shared, 'teacherA');
      for (const [name, token] of Object.entries(forged)) {
        const reply = await product.api(route.method, path, route.method === 'GET' ? undefined : (body ?? {}), token);
        if (reply.status !== 401) accepted.push(`${route.method} ${route.path} with ${name}: ${reply.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
