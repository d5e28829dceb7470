import { z } from 'zod';
import { SALES_INQUIRY_LIMITS } from './rules.js';

/** Replies and bodies of the subscription calls (spec §7 Subscriptions, §8). */

/** Where a plan's card sends a visitor: to sign up at once, or to the sales form. */
export type PlanCallToAction = 'sign_up' | 'contact_sales';

/**
 * A plan as GET /subscriptions/getSubscriptionPlans answers it. Prices are whole cents (USD); `null` prices mean the
 * plan is priced with us ("contact us"). `monthly_credits`: students' CheckIns a month; `max_users`: teachers.
 */
export type SubscriptionPlan = {
  id: string;
  name: string;
  description: string;
  price: { monthly_cents: number; yearly_cents: number; currency: 'USD' } | null;
  monthly_credits: number;
  max_users: number;
  features: string[];
  call_to_action: PlanCallToAction;
  order: number;
};

/** GET /subscriptions/getSubscriptionPlans: every plan, cheapest first. */
export type SubscriptionPlansReply = { data: SubscriptionPlan[] };

/** POST /subscriptions/submit_sales_inquiry (201). */
export type SalesInquiryReply = { message: string; data: { id: string; created_at: string } };

/** How deep a value nests inside an inquiry: the object itself is depth 1. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

/**
 * POST /subscriptions/submit_sales_inquiry: a free-form object, as spec §7 has it, kept as it came. Bounded so that
 * a public form cannot fill the database: its size as JSON, how deep it nests, and how many fields it has. An
 * `email`, when given, is where the team answers, so it must be an address.
 */
export const salesInquiryBody = z
  .record(z.string().max(SALES_INQUIRY_LIMITS.keyLength, 'is too long a field name'), z.unknown(), {
    error: 'must be a JSON object',
  })
  .superRefine((inquiry, context) => {
    const keys = Object.keys(inquiry);
    if (keys.length === 0) context.addIssue({ code: 'custom', message: 'must not be empty' });
    if (keys.length > SALES_INQUIRY_LIMITS.fields)
      context.addIssue({ code: 'custom', message: `must have at most ${SALES_INQUIRY_LIMITS.fields} fields` });
    if (depthOf(inquiry) > SALES_INQUIRY_LIMITS.depth)
      context.addIssue({ code: 'custom', message: `must nest at most ${SALES_INQUIRY_LIMITS.depth} levels deep` });
    if (JSON.stringify(inquiry).length > SALES_INQUIRY_LIMITS.bytes)
      context.addIssue({ code: 'custom', message: `must be at most ${SALES_INQUIRY_LIMITS.bytes} characters as JSON` });
    if ('email' in inquiry && !z.email().max(254).safeParse(inquiry.email).success)
      context.addIssue({ code: 'custom', path: ['email'], message: 'must be an email address' });
  });
export type SalesInquiryBody = z.infer<typeof salesInquiryBody>;
