import type { Credits, OrgUsageReply, OrgUser } from '@checkin/contracts';
import { type MockInstance, vi } from 'vitest';
import { TEACHER_ID, makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';

/**
 * The organisation calls of the API, faked in memory for the admin area's tests: a school whose admin is the
 * signed-in teacher (TEACHER_ID), its members paged as the server pages them, and every call recorded.
 */
export const ORG_ID = 'org-1';

export type Call = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> };
type Reply = { status?: number; body: unknown };

export function member(n: number, overrides: Partial<OrgUser> = {}): OrgUser {
  return {
    id: `user-${n}`,
    email: `teacher${n}@school.example`,
    firstName: `Teacher`,
    lastName: `Number ${String(n).padStart(2, '0')}`,
    role: 'teacher',
    organization_id: ORG_ID,
    invited: false,
    ...overrides,
  };
}

export const ADMIN = member(0, {
  id: TEACHER_ID,
  email: 'ada@school.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
});

export const MONTHLY_CREDITS: Credits = {
  num_of_credits: 9990,
  max_monthly_credits: 10000,
  credit_mode: 'monthly',
  refills_at: '2026-06-01T00:00:00.000Z',
};

export function usage(overrides: Partial<OrgUsageReply['data']> = {}): OrgUsageReply['data'] {
  return {
    month: '2026-05-01',
    active_teachers: 7,
    checkins_this_month: 142,
    students_this_month: 61,
    credits: MONTHLY_CREDITS,
    checkins_by_day: [
      { date: '2026-05-01', checkins: 12 },
      { date: '2026-05-02', checkins: 0 },
      { date: '2026-05-03', checkins: 130 },
    ],
    ...overrides,
  };
}

export type OrgState = {
  admin: boolean;
  name: string;
  maxUsers: number;
  plan: string | null;
  members: OrgUser[];
  usage: OrgUsageReply['data'];
  credits: { message: string; data: Credits };
  /** Answers a call before the fake does (a refusal, a failure); undefined lets the fake answer. */
  override?: (call: Call) => Reply | undefined;
};

function answer(state: OrgState, call: Call): Reply {
  const { method, path, query, body } = call;
  const route = `${method} ${path}`;
  if (route === 'GET /profile/getProfileForUser')
    return {
      body: {
        data: { first_name: 'Ada', last_name: 'Lovelace', email: ADMIN.email, role: state.admin ? 'admin' : 'teacher' },
      },
    };
  if (route === 'POST /user_activity/post_activity') return { status: 201, body: { success: true } };
  if (route === 'GET /credits/getCreditsForUser') return { body: state.credits };
  if (route === 'GET /organizations/getShouldShowAdmin')
    return { body: { data: { shouldShowAdmin: state.admin, organization_id: state.admin ? ORG_ID : null } } };
  if (!state.admin) return { status: 403, body: { errorMessage: 'Only an admin of this organisation can do this.' } };
  if (route === `GET /organizations/get_orgs_users/${ORG_ID}`) {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 50);
    const users = state.members.slice((page - 1) * size, page * size);
    const { name, maxUsers: max_users, plan: subscription_name } = state;
    return {
      body: {
        data: { name, max_users, subscription_name, users, total_users: state.members.length, page, page_size: size },
      },
    };
  }
  if (route === `GET /organizations/getOrgUsage/${ORG_ID}`) return { body: { data: state.usage } };
  if (route === 'POST /organizations/addNewUserToOrg') {
    const added = member(state.members.length + 100, {
      email: String(body.email),
      firstName: String(body.firstName),
      lastName: String(body.lastName),
      role: String(body.role),
      invited: true,
    });
    state.members = [...state.members, added];
    return {
      status: 201,
      body: { message: `${added.email} was added and invited to choose a password.`, data: added },
    };
  }
  if (route === 'DELETE /organizations/removeUserFromOrg') {
    const gone = state.members.find((m) => m.id === body.user_id_to_remove)!;
    state.members = state.members.filter((m) => m !== gone);
    return { body: { message: `${gone.email} was removed from your organisation.` } };
  }
  if (route === 'PATCH /organizations/updateUserInOrg') {
    const change = body.user as Partial<OrgUser>;
    state.members = state.members.map((m) => (m.id === change.id ? { ...m, ...change } : m));
    const updated = state.members.find((m) => m.id === change.id)!;
    return { body: { message: `${updated.email} was updated.`, data: updated } };
  }
  if (route === 'POST /organizations/resendPasswordReset') {
    const who = state.members.find((m) => m.email === body.email)!;
    return {
      body: {
        message: who.invited
          ? `The invitation was sent to ${who.email} again.`
          : `A password reset link was sent to ${who.email}.`,
      },
    };
  }
  return { status: 501, body: { errorMessage: `No fake for ${route}` } };
}

/** Signs the teacher in and installs the fake as `fetch`; `calls(route)` lists the calls to "METHOD /path". */
export function installOrgApi(initial: Partial<OrgState> = {}) {
  storeSession(makeSession());
  installAuthServer();
  const state: OrgState = {
    admin: true,
    name: 'Analytical School',
    maxUsers: 25,
    plan: 'School',
    members: [ADMIN, member(1), member(2, { invited: true })],
    usage: usage(),
    credits: { message: "Your organisation's credits", data: MONTHLY_CREDITS },
    ...initial,
  };
  const log: Call[] = [];
  const fetchMock: MockInstance<typeof fetch> = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, '').replace(/\/+$/, ''),
        query: url.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
      };
      log.push(call);
      const reply = state.override?.(call) ?? answer(state, call);
      return Response.json(reply.body, { status: reply.status ?? 200 });
    });
  return {
    state,
    fetchMock,
    calls: (route: string) => log.filter((c) => `${c.method} ${c.path}` === route),
  };
}
