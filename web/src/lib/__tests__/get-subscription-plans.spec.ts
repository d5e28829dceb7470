import { describe, expect, it } from 'vitest';
import { formatCents, isCurrentPlan, planAllowance, planPrice } from '../get-subscription-plans';
import { PLANS } from './plans-fixture';

const [free, teacher, school, district] = PLANS as [
  (typeof PLANS)[0],
  (typeof PLANS)[0],
  (typeof PLANS)[0],
  (typeof PLANS)[0],
];

describe('a plan as its card shows it', () => {
  it('prices per month and per year, free, or with the sales team', () => {
    expect(planPrice(teacher)).toEqual({ amount: '$12', per: 'a month', yearly: 'or $120 a year' });
    expect(planPrice(school)).toEqual({ amount: '$199', per: 'a month', yearly: 'or $1,990 a year' });
    expect(planPrice(free)).toEqual({ amount: 'Free', per: null, yearly: null });
    expect(planPrice(district)).toEqual({ amount: 'Contact us', per: null, yearly: null });
  });

  it('shows cents only when a price has them', () => {
    expect(formatCents(950)).toBe('$9.50');
    expect(formatCents(100_000)).toBe('$1,000');
  });

  it('counts CheckIns and teachers in words', () => {
    expect(planAllowance(school)).toEqual({ credits: '10,000 student CheckIns a month', users: 'Up to 25 teachers' });
    expect(planAllowance(teacher).users).toBe('1 teacher');
  });

  it('recognises the plan a subscription names, whatever its case', () => {
    expect(isCurrentPlan(school, ' school ')).toBe(true);
    expect(isCurrentPlan(school, 'District')).toBe(false);
    expect(isCurrentPlan(school, null)).toBe(false);
  });
});
