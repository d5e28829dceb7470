import { z } from 'zod';
import { type Route, servedPath } from '../contract/route-catalogue.js';

/** What the fuzz may put in a request: real ids and tokens of one classroom, so that bad values reach the handlers. */
export type FuzzWorld = {
  ids: Record<string, string>;
  tokens: { teacher: string; student: string };
};

/** One malformed request: what it breaks, and the bytes sent. */
export type FuzzCase = {
  route: Route;
  kind: FuzzKind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
};

export const FUZZ_KINDS = [
  'wrong type',
  'NUL byte',
  'lone surrogate',
  '1 MB string',
  'long string',
  'deep nesting',
  'invalid UTF-8',
  'prototype keys',
  'malformed JSON',
  'other content type',
  'path trick',
  'query trick',
  'bad token',
  'odd header',
] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

/** A small seeded generator (mulberry32), so that a run can be repeated case for case. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` cases over the routes, each kind in turn on a route drawn at random. */
export function fuzzCases(routes: Route[], world: FuzzWorld, count: number, seed: number): FuzzCase[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const route = pick(routes);
    const kind = FUZZ_KINDS[i % FUZZ_KINDS.length]!;
    return malformed(route, kind, world, pick);
  });
}

const PATH_TRICKS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  "'%20OR%20'1'%3D'1",
  'x'.repeat(5000),
  '%F0%28%8C%BC',
  '%E0%A4%A',
  '__proto__',
  '-1',
  '1e309',
  '%20',
];
const WRONG_VALUES: unknown[] = [42, -1, 1.5e308, true, null, [], ['a'], {}, { $ne: null }, 'x', ''];
const QUERY_TRICKS = [
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'a=%00',
  'limit=-1&limit=2',
  'from=9999-99-99',
  'format=%F0%28',
  'q[][][][][][][][][][]=1',
];

function malformed(route: Route, kind: FuzzKind, world: FuzzWorld, pick: <T>(items: readonly T[]) => T): FuzzCase {
  // A student's token only where one is let in: elsewhere it stops at the guard (the contract suite shows that).
  const token =
    route.admits === 'anyone'
      ? undefined
      : route.admits === 'token'
        ? pick([world.tokens.teacher, world.tokens.student])
        : world.tokens.teacher;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(token && { 'x-auth-token': token }),
  };
  const base = baseBody(route, world);
  const fields = Object.keys(base);
  const field = fields.length ? pick(fields) : 'text';
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  let path = servedPath(route).replace(/:(\w+)/g, (_, name: string) => world.ids[name] ?? world.ids.id!);
  let body: Buffer | undefined = json(base);

  switch (kind) {
    case 'wrong type':
      body = json({ ...base, [field]: pick(WRONG_VALUES) });
      break;
    case 'NUL byte':
      body = json({ ...base, [field]: `before\u0000after` });
      break;
    case 'lone surrogate':
      // JSON.stringify escapes a lone surrogate; the escape is what a client sends.
      body = Buffer.from(JSON.stringify({ ...base, [field]: 'x' }).replace('"x"', '"a\\ud800b"'));
      break;
    case '1 MB string':
      body = json({ ...base, [field]: 'a'.repeat(1 << 20) });
      break;
    case 'long string':
      body = json({ ...base, [field]: 'word '.repeat(12_000) });
      break;
    case 'deep nesting':
      body = Buffer.from(`{"${field}":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
      break;
    case 'invalid UTF-8': {
      const text = JSON.stringify({ ...base, [field]: 'MARK' });
      const at = text.indexOf('MARK');
      body = Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
        Buffer.from(text.slice(at + 4)),
      ]);
      break;
    }
    case 'prototype keys':
      body = Buffer.from(
        JSON.stringify(base).replace(
          /^\{/,
          `{"__proto__":{"admin":true,"role":"admin"},"constructor":{"prototype":{"admin":true}},`,
        ),
      );
      break;
    case 'malformed JSON':
      body = Buffer.from(pick(['{"a":', '{', '[1,2', '{"a":1,}', 'nul', '"\\u12"', '{"a":"\\x00"}']));
      break;
    case 'other content type':
      headers['content-type'] = pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']);
      body = Buffer.from(
        headers['content-type'] === 'application/x-www-form-urlencoded'
          ? `${field}=%00&${field}[__proto__][x]=1&a[b][c][d][e][f][g]=1`
          : '<a>1</a>',
      );
      break;
    case 'path trick':
      path = servedPath(route).includes(':')
        ? servedPath(route).replace(/:(\w+)/g, () => pick(PATH_TRICKS))
        : `${path}/${pick(PATH_TRICKS)}`;
      break;
    case 'query trick':
      path = `${path}?${pick(QUERY_TRICKS)}`;
      break;
    case 'bad token':
      headers['x-auth-token'] = pick(badTokens(world.tokens.teacher));
      break;
    case 'odd header':
      Object.assign(
        headers,
        pick<Record<string, string>>([
          { 'x-forwarded-for': 'not-an-address, ::ffff:999.1.1.1' },
          { 'accept-encoding': 'gzip;q=nonsense, br;q=2' },
          { 'content-type': 'application/json; charset=ebcdic' },
          { 'x-auth-token': '' },
          { origin: 'null' },
          { 'x-huge': 'h'.repeat(20_000) },
        ]),
      );
      break;
  }
  if (route.method === 'GET') body = undefined;
  return { route, kind, method: route.method, path, headers, body };
}

/** A body the route's schema would accept, filled with the world's ids where a field names one. */
function baseBody(route: Route, world: FuzzWorld): Record<string, unknown> {
  if (!route.body) return {};
  const schema = z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleValue(name, property.type, world)]),
  );
}

function sampleValue(name: string, type: string | undefined, world: FuzzWorld): unknown {
  if (world.ids[name]) return world.ids[name];
  switch (type) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'Fuzz text';
  }
}

function badTokens(good: string): string[] {
  const [header, payload] = good.split('.');
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return [
    `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    `${header}.${encode({ ...claims, role: 'service_role' })}.${good.split('.')[2]}`,
    `${header}.${encode({ ...claims, exp: 1 })}.${good.split('.')[2]}`,
    'Bearer ' + good,
    'x'.repeat(4000),
    'a.b.c',
    '\u00e9t\u00e9',
  ];
}

/** How a run went: how many of each status class, per kind, and the cases the server failed (5xx). */
export type FuzzTally = {
  sent: number;
  byStatus: Record<string, number>;
  byKind: Record<string, Record<string, number>>;
  failures: Array<{ kind: FuzzKind; request: string; status: number; body: string }>;
};

/** Sends each case in turn and counts what came back. */
export async function runFuzz(baseUrl: string, cases: FuzzCase[]): Promise<FuzzTally> {
  const tally: FuzzTally = { sent: 0, byStatus: {}, byKind: {}, failures: [] };
  for (const fuzz of cases) {
    const response = await fetch(`${baseUrl}${fuzz.path}`, {
      method: fuzz.method,
      headers: fuzz.headers,
      body: fuzz.body,
      // A redirect is an answer: where it points is not the API's to fetch.
      redirect: 'manual',
    }).catch((error: Error) => ({ status: 0, text: async () => `${error.message}: ${String(error.cause)}` }));
    const text = await response.text();
    const status = response.status;
    const group = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
    tally.sent += 1;
    tally.byStatus[group] = (tally.byStatus[group] ?? 0) + 1;
    const kind = (tally.byKind[fuzz.kind] ??= {});
    kind[group] = (kind[group] ?? 0) + 1;
    if (status === 0 || status >= 500) {
      tally.failures.push({
        kind: fuzz.kind,
        request: `${fuzz.method} ${fuzz.path.slice(0, 120)}`,
        status,
        body: text.slice(0, 200),
      });
    }
  }
  return tally;
}

/** The tally as a table, a row per kind. */
export function tallyTable(tally: FuzzTally): string {
  const groups = ['2xx', '3xx', '4xx', '5xx', 'no answer'];
  const rows = Object.entries(tally.byKind).map(
    ([kind, counts]) => `| ${kind} | ${groups.map((g) => counts[g] ?? 0).join(' | ')} |`,
  );
  return [
    `| Kind | ${groups.join(' | ')} |`,
    `|---|${groups.map(() => '---:').join('|')}|`,
    ...rows,
    `| **all ${tally.sent}** | ${groups.map((g) => tally.byStatus[g] ?? 0).join(' | ')} |`,
  ].join('\n');
}
