import type { SubscriptionPlan, SubscriptionPlansReply } from '@checkin/contracts';
import { GET_PLANS_FAILED } from '@checkin/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from './api-client';

/**
 * Spec §7 Subscriptions: the plans on offer. Shared by /pricing (anyone) and /upgrade/plans (a signed-in
 * teacher), so it lives here rather than in either feature.
 */
export const plansKeys = { all: ['subscription-plans'] as const };

/** GET /subscriptions/getSubscriptionPlans → {data: plans in order}; no sign-in needed. */
export async function getSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  const reply = await apiCall<Partial<SubscriptionPlansReply> | undefined>('/subscriptions/getSubscriptionPlans', {
    fallbackMessage: GET_PLANS_FAILED,
  });
  if (!Array.isArray(reply?.data)) throw new ApiError(502, GET_PLANS_FAILED);
  return [...reply.data].sort((a, b) => a.order - b.order);
}

/** Plans change rarely: read once a visit. */
export const subscriptionPlansQuery = () =>
  queryOptions({ queryKey: plansKeys.all, queryFn: getSubscriptionPlans, staleTime: 10 * 60_000 });

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQuery());
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in cents as a price: $12, $9.50. */
export function formatCents(cents: number): string {
  return (cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100);
}

/** What a plan's card says of its price: per month and per year, free, or priced with the sales team. */
export function planPrice(plan: SubscriptionPlan): { amount: string; per: string | null; yearly: string | null } {
  if (!plan.price) return { amount: 'Contact us', per: null, yearly: null };
  if (plan.price.monthly_cents === 0) return { amount: 'Free', per: null, yearly: null };
  return {
    amount: formatCents(plan.price.monthly_cents),
    per: 'a month',
    yearly: `or ${formatCents(plan.price.yearly_cents)} a year`,
  };
}

const counted = new Intl.NumberFormat('en-US');

/** "10,000 CheckIns a month", "25 teachers", "1 teacher". */
export function planAllowance(plan: SubscriptionPlan): { credits: string; users: string } {
  return {
    credits: `${counted.format(plan.monthly_credits)} student CheckIns a month`,
    users: plan.max_users === 1 ? '1 teacher' : `Up to ${counted.format(plan.max_users)} teachers`,
  };
}

/** Whether a plan is the one a subscription names (the profile gives the plan's name). */
export function isCurrentPlan(plan: SubscriptionPlan, currentName: string | null | undefined): boolean {
  return !!currentName && plan.name.trim().toLowerCase() === currentName.trim().toLowerCase();
}
