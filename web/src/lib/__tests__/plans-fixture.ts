import type { SubscriptionPlan } from '@checkin/contracts';
import { type MockInstance, vi } from 'vitest';

/** The plans as the server seeds them, for the pages built from GET /subscriptions/getSubscriptionPlans. */
export const PLANS: SubscriptionPlan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try CheckIn with a class of your own.',
    price: { monthly_cents: 0, yearly_cents: 0, currency: 'USD' },
    monthly_credits: 50,
    max_users: 1,
    features: ['Students join with a link, no accounts'],
    call_to_action: 'sign_up',
    order: 1,
  },
  {
    id: 'teacher',
    name: 'Teacher',
    description: 'For a teacher who checks in with every class, every week.',
    price: { monthly_cents: 1200, yearly_cents: 12_000, currency: 'USD' },
    monthly_credits: 1000,
    max_users: 1,
    features: ['Everything in Free', 'Email support'],
    call_to_action: 'sign_up',
    order: 2,
  },
  {
    id: 'school',
    name: 'School',
    description: 'One plan for the teachers of a school.',
    price: { monthly_cents: 19_900, yearly_cents: 199_000, currency: 'USD' },
    monthly_credits: 10_000,
    max_users: 25,
    features: ['Everything in Teacher', 'Credits shared by the whole school'],
    call_to_action: 'contact_sales',
    order: 3,
  },
  {
    id: 'district',
    name: 'District',
    description: 'For districts, priced with you.',
    price: null,
    monthly_credits: 250_000,
    max_users: 1000,
    features: ['Everything in School', 'Single sign-on with your identity provider'],
    call_to_action: 'contact_sales',
    order: 4,
  },
];

export type FakeCall = { method: string; path: string; body: unknown };
export type FakeReply = { status?: number; body: unknown };

/**
 * Installs `fetch` as a fake API: `answer` replies to "METHOD /path" (without /api/v1), the plans call answers PLANS
 * unless `answer` does, anything else is a 501. Every call is recorded.
 */
export function installFakeApi(answer: (call: FakeCall) => FakeReply | undefined = () => undefined) {
  const calls: FakeCall[] = [];
  const fetchMock: MockInstance<typeof fetch> = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, '').replace(/\/+$/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = `${call.method} ${call.path}`;
      const reply = answer(call) ??
        (route === 'GET /subscriptions/getSubscriptionPlans' ? { body: { data: PLANS } } : undefined) ??
        (route === 'POST /user_activity/post_activity' ? { status: 201, body: { success: true } } : undefined) ?? {
          status: 501,
          body: { errorMessage: `No fake for ${route}` },
        };
      return Response.json(reply.body, { status: reply.status ?? 200 });
    });
  return { fetchMock, calls: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}
