import type { PlanCallToAction } from '@checkin/contracts';

/** A plan as it is seeded: prices in whole cents, `null` for a plan priced with us. */
export type PlanSeed = {
  id: string;
  name: string;
  description: string;
  monthlyPriceCents: number | null;
  yearlyPriceCents: number | null;
  monthlyCredits: number;
  maxUsers: number;
  features: string[];
  callToAction: PlanCallToAction;
};

/**
 * The plans every installation offers, cheapest first. A credit is one student's CheckIn; a year costs ten months.
 * The School plan is the demo school's (seed.ts reads it from here): 25 teachers sharing 10,000 CheckIns a month.
 */
export const PLAN_CATALOGUE: readonly PlanSeed[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try CheckIn with a class of your own.',
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    monthlyCredits: 50,
    maxUsers: 1,
    features: [
      'Your own CheckIns, or the examples for every preset topic',
      'Students join with a link, no accounts',
      'Live reports and a gradebook CSV',
    ],
    callToAction: 'sign_up',
  },
  {
    id: 'teacher',
    name: 'Teacher',
    description: 'For a teacher who checks in with every class, every week.',
    monthlyPriceCents: 1200,
    yearlyPriceCents: 12_000,
    monthlyCredits: 1000,
    maxUsers: 1,
    features: ['Everything in Free', 'Enough CheckIns for every class, every week', 'Email support'],
    callToAction: 'sign_up',
  },
  {
    id: 'school',
    name: 'School',
    description: 'One plan for the teachers of a school, with an admin who manages them.',
    monthlyPriceCents: 19_900,
    yearlyPriceCents: 199_000,
    monthlyCredits: 10_000,
    maxUsers: 25,
    features: [
      'Everything in Teacher',
      'An admin who adds, removes and invites teachers',
      'Credits shared by the whole school',
      'The school’s usage, month by month',
    ],
    callToAction: 'contact_sales',
  },
  {
    id: 'district',
    name: 'District',
    description: 'For districts and groups of schools, priced with you.',
    monthlyPriceCents: null,
    yearlyPriceCents: null,
    monthlyCredits: 250_000,
    maxUsers: 1000,
    features: [
      'Everything in School',
      'Single sign-on with your identity provider',
      'Two-factor sign-in required for your staff',
      'Limits and prices agreed with you',
    ],
    callToAction: 'contact_sales',
  },
];
