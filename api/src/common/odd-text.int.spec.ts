import type { InstanceDocument, MessageLog } from '@checkin/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, type Reply, mailProductForFile, newEmail } from '../test/accounts.js';
import { answer, startCheckIn } from '../test/checkins.js';
import { classroom } from '../test/harness.js';

const started = mailProductForFile();
const product = () => started.product;
beforeAll(async () => {
  await product().startWorker();
});

/** Text a client may send that the database cannot keep as it is, and what is kept of it. */
const ODD = [
  { kind: 'a NUL', odd: (word: string) => `${word}\u0000 too`, clean: (word: string) => `${word} too` },
  {
    kind: 'a lone surrogate (half an emoji)',
    odd: (word: string) => `${word} \ud83d too`,
    clean: (word: string) => `${word} \ufffd too`,
  },
];

type Room = Awaited<ReturnType<typeof classroom>>;

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  const response = await fetch(`${product().baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
}
const api = (method: string, path: string, body?: unknown, token?: string) =>
  call(method, `/api/v1${path}`, body, token);

const templateOf = async (room: Room) =>
  (
    await api(
      'GET',
      `/assessment_templates/getAssessmentTemplateById/${room.templateId}`,
      undefined,
      room.teacher.token,
    )
  ).body.data;
const instanceOf = async (room: Room, id: string) =>
  (await api('GET', `/assessment_instances/getAssessmentInstanceById/${id}`, undefined, room.teacher.token)).body
    .data as InstanceDocument;
const userRow = async (email: string) =>
  (await product().db.query(`SELECT first_name, last_name FROM users WHERE email = $1`, [email]))[0];
const newInstance = async (room: Room, token: string, studentName: string) =>
  api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: room.templateId, session_id: room.sessionId, student_name: studentName },
    token,
  );

type Odd = { odd: (word: string) => string; clean: (word: string) => string };

/** Each text field of the write routes: the odd text is sent in it, and what was kept is read back. */
const FIELDS: Array<{ field: string; check: (text: Odd) => Promise<void> }> = [
  ...(['first_name', 'last_name'] as const).map((name) => ({
    field: `signup data.${name}`,
    check: async ({ odd, clean }: Odd) => {
      const email = newEmail('odd');
      const data = { first_name: 'Ada', last_name: 'Lovelace', [name]: odd('Ada') };
      const reply = await call('POST', '/auth/v1/signup', { email, password: GOOD_PASSWORD, data });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect((await userRow(email))[name]).toBe(clean('Ada'));
    },
  })),
  ...(['first_name', 'last_name'] as const).map((name) => ({
    field: `profile ${name}`,
    check: async ({ odd, clean }: Odd) => {
      const teacher = await product().teacher();
      const body = { first_name: 'Ada', last_name: 'Lovelace', [name]: odd('Ada') };
      const reply = await api('PATCH', '/profile/updateProfileForUser', body, teacher.token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(204);
      const profile = await api('GET', '/profile/getProfileForUser', undefined, teacher.token);
      expect(profile.body.data[name]).toBe(clean('Ada'));
    },
  })),
  ...(
    [
      ['name', (text) => ({ name: text }), (t) => t.name],
      ['topic', (text) => ({ topic: text, customQuestions: ['One?', 'Two?', 'Three?'] }), (t) => t.topic],
      ['customQuestions (plain)', (text) => ({ customQuestions: [text] }), (t) => t.customQuestions[0].question],
      [
        'customQuestions question',
        (text) => ({ customQuestions: [{ question: text, key: null }] }),
        (t) => t.customQuestions[0].question,
      ],
      [
        'answer key modelAnswer',
        (text) => ({ customQuestions: [{ question: 'Why?', key: { modelAnswer: text } }] }),
        (t) => t.customQuestions[0].key.modelAnswer,
      ],
      [
        'answer key keyPoints',
        (text) => ({ customQuestions: [{ question: 'Why?', key: { modelAnswer: 'So.', keyPoints: [text] } }] }),
        (t) => t.customQuestions[0].key.keyPoints[0],
      ],
      [
        'answer key misconceptions',
        (text) => ({ customQuestions: [{ question: 'Why?', key: { modelAnswer: 'So.', misconceptions: [text] } }] }),
        (t) => t.customQuestions[0].key.misconceptions[0],
      ],
      ['tags', (text) => ({ tags: [text] }), (t) => t.tags[0]],
    ] as const satisfies ReadonlyArray<readonly [string, (text: string) => object, (template: any) => unknown]>
  ).map(([name, fields, read]) => ({
    field: `template ${name}`,
    check: async ({ odd, clean }: Odd) => {
      // Created with the odd text, then changed to another.
      const room = await classroom(product(), fields(odd('water')));
      expect(read(await templateOf(room))).toBe(clean('water'));
      const reply = await api(
        'PATCH',
        '/assessment_templates/updateAssessmentTemplate',
        { assessmentTemplateId: room.templateId, logObject: fields(odd('rain')) },
        room.teacher.token,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(read(await templateOf(room))).toBe(clean('rain'));
    },
  })),
  {
    field: 'session name',
    check: async ({ odd, clean }) => {
      const room = await classroom(product());
      const nameOf = async (id: string) =>
        (await api('GET', `/sessions/getSessionForSessionId/${id}`, undefined, room.teacher.token)).body.data.name;
      const created = await api(
        'POST',
        '/sessions/createSession',
        { assessment_template_id: room.templateId, name: odd('Class 5B') },
        room.teacher.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(await nameOf(created.body.data.session_id)).toBe(clean('Class 5B'));
      const changed = await api(
        'PATCH',
        '/sessions/updateSession',
        { session_id: room.sessionId, logObject: { name: odd('Class 5C') } },
        room.teacher.token,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await nameOf(room.sessionId)).toBe(clean('Class 5C'));
    },
  },
  {
    field: 'student_name',
    check: async ({ odd, clean }) => {
      const room = await classroom(product());
      const token = (await api('POST', '/sessions/gettokenforsession', { session_id: room.sessionId })).body.token;
      const created = await newInstance(room, token, odd('Ada'));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.assessmentInstanceId;
      expect((await instanceOf(room, id)).student_name).toBe(clean('Ada'));
      const renamed = await api(
        'PUT',
        '/assessment_instances/logAssessmentInstance',
        { assessmentInstanceId: id, logObject: { student_name: odd('Grace') } },
        token,
      );
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect((await instanceOf(room, id)).student_name).toBe(clean('Grace'));
    },
  },
  ...(['event_name', 'event_type', 'page', 'meta_data'] as const).map((name) => ({
    field: `activity ${name}`,
    check: async ({ odd, clean }: Odd) => {
      const teacher = await product().teacher();
      const event = { event_name: 'page_view', event_type: 'navigation', page: '/dashboard' };
      const text = odd('view');
      const body = name === 'meta_data' ? { ...event, meta_data: { [text]: [text] } } : { ...event, [name]: text };
      const reply = await api('POST', '/user_activity/post_activity', body, teacher.token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const rows = await product().db.query(`SELECT * FROM user_activity WHERE user_id = $1`, [teacher.id]);
      expect(name === 'meta_data' ? rows[0].meta_data : rows[0][name]).toEqual(
        name === 'meta_data' ? { [clean('view')]: [clean('view')] } : clean('view'),
      );
    },
  })),
];

describe('a NUL or half an emoji in text', () => {
  it.each(FIELDS)('is kept, cleaned, in $field', async ({ check }) => {
    for (const text of ODD) await check(text);
  });

  it.each(ODD)("is kept, cleaned, in a student's answer ($kind), and the check-in goes on", async ({ odd, clean }) => {
    const room = await classroom(product(), { numberOfQuestions: 2 });
    const checkIn = await startCheckIn(product(), room);
    const said = 'Water evaporates when the sun heats it';
    const { reply } = await answer(product(), checkIn, odd(said));
    expect(reply.body.messages.at(-2)).toEqual({ role: 'user', content: clean(said) });

    const answers = (await instanceOf(room, checkIn.id)).messageLogs.filter(
      (log): log is MessageLog => log.role === 'user',
    );
    expect(answers.map((log) => log.content)).toEqual([clean(said)]);
    expect(answers[0]!.rating).not.toBeNull();
    // The page sends the conversation back as it has it, the odd answer included: the next answer is taken.
    const next = await answer(product(), checkIn, 'The vapor cools and condenses into clouds.');
    expect(next.reply.body.messages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(2);

    const review = await api(
      'POST',
      '/assessment_instances/overrideRating',
      { assessmentInstanceId: checkIn.id, answerMessageId: answers[0]!.messageId, rating: 1, note: odd('Short') },
      room.teacher.token,
    );
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const reviewed = (await instanceOf(room, checkIn.id)).messageLogs.find((log) => log.role === 'user');
    expect((reviewed as MessageLog).ratingOverride?.note).toBe(clean('Short'));
  });

  it('signs up an address with a NUL at the address without it, and refuses one with half an emoji', async () => {
    const email = newEmail('odd');
    const password = GOOD_PASSWORD;
    const nul = await call('POST', '/auth/v1/signup', { email: email.replace('@', '\u0000@'), password });
    expect(nul.status, JSON.stringify(nul.body)).toBe(200);
    expect(nul.body.email).toBe(email);

    const half = await call('POST', '/auth/v1/signup', { email: email.replace('@', '\ud83d@'), password });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual([{ field: 'email', message: 'must be an email address' }]);

    // Nor does any other account call fail on such text.
    for (const { odd } of ODD) {
      const calls: Array<[string, object]> = [
        ['/auth/v1/token?grant_type=password', { email: odd('ada') + '@school.test', password }],
        ['/auth/v1/token?grant_type=password', { email, password: odd('guess') }],
        ['/auth/v1/token?grant_type=refresh_token', { refresh_token: odd('token') }],
        ['/auth/v1/otp', { email: odd('ada') + '@school.test' }],
        ['/auth/v1/recover', { email: odd('ada') + '@school.test' }],
        ['/auth/v1/resend', { type: 'signup', email: odd('ada') + '@school.test' }],
        ['/auth/v1/verify', { type: 'signup', email, token: odd('1234') }],
        ['/auth/v1/verify', { type: 'signup', token_hash: odd('hash') }],
        ['/auth/resend-verification', { email: odd('ada') + '@school.test' }],
      ];
      for (const [path, body] of calls) {
        const reply = await call('POST', path, body);
        expect(reply.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
      }
    }
  });
});

describe('a NUL or bytes that are no text in an address', () => {
  it('sends the OAuth callback with a NUL state to sign-in with an error, as any unknown state', async () => {
    for (const query of ['state=%00', 'state=abc%00def&code=%00']) {
      const reply = await call('GET', `/auth/v1/callback?${query}`);
      expect(reply.status).toBe(302);
      expect(reply.headers.get('location')).toMatch(/\/login#.*error_code=bad_oauth_state/);
    }
  });

  it('reads a query string as without its NULs, and ids in paths as unknown ids', async () => {
    const teacher = await product().teacher();
    const search = (query: string) =>
      api('GET', `/assessment_templates/getPublicAssessmentTemplates?${query}`, undefined, teacher.token);
    for (const [odd, clean] of [
      ['q=Water%00', 'q=Water'],
      ['tag=%00rain', 'tag=rain'],
      ['grade=5%00', 'grade=5'],
    ]) {
      const reply = await search(odd!);
      expect(reply.status, `${odd}: ${JSON.stringify(reply.body)}`).toBe(200);
      expect(reply.body).toEqual((await search(clean!)).body);
    }
    expect((await search('q=%00')).body.errors).toEqual([{ field: 'q', message: 'must not be empty' }]);
    expect((await search('q=%ED%A0%BD')).status).toBe(200);
    const verify = await call('GET', '/auth/v1/verify?type=signup&token_hash=abc%00');
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toMatch(/#error=/);
    expect((await call('GET', '/auth/v1/authorize?provider=%00')).status).toBe(400);

    const room = await classroom(product());
    const paths = [
      '/api/v1/assessment_templates/getAssessmentTemplateById/',
      '/api/v1/sessions/getSessionForSessionId/',
      '/api/v1/sessions/getSessionsForTemplateId/',
      '/api/v1/assessment_instances/getAssessmentInstanceById/',
      '/api/v1/assessment_instances/getAssessmentInstancesForSessionId/',
      '/api/v1/reports/session/',
      '/api/v1/reports/template/',
      '/api/v1/profile/getFirstNameForUserId/',
    ];
    for (const path of paths) {
      for (const id of ['%00', 'abc%00def', '%ED%A0%BD']) {
        const reply = await call('GET', `${path}${id}`, undefined, room.teacher.token);
        expect([400, 404], `${path}${id}: ${JSON.stringify(reply.body)}`).toContain(reply.status);
      }
    }
  });
});
