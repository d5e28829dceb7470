import type { SubscriptionPlan } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLAN_CATALOGUE } from './plan-catalogue.js';

type PlanRow = {
  id: string;
  name: string;
  description: string;
  monthly_price_cents: number | null;
  yearly_price_cents: number | null;
  monthly_credits: number;
  max_users: number;
  features: string[];
  call_to_action: SubscriptionPlan['call_to_action'];
  sort_order: number;
};

/** The subscription_plans table: the plans on offer, in their order. */
@Injectable()
export class SubscriptionPlans {
  constructor(private readonly db: DataSource) {}

  async list(): Promise<SubscriptionPlan[]> {
    const rows: PlanRow[] = await this.db.query(
      `SELECT id, name, description, monthly_price_cents, yearly_price_cents, monthly_credits, max_users, features,
              call_to_action, sort_order
         FROM subscription_plans ORDER BY sort_order`,
    );
    return rows.map(toPlan);
  }
}

function toPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price:
      row.monthly_price_cents === null || row.yearly_price_cents === null
        ? null
        : { monthly_cents: row.monthly_price_cents, yearly_cents: row.yearly_price_cents, currency: 'USD' },
    monthly_credits: row.monthly_credits,
    max_users: row.max_users,
    features: row.features,
    call_to_action: row.call_to_action,
    order: row.sort_order,
  };
}

/** Seeds the catalogue's plans; a plan already there (perhaps repriced by its operator) is left as it is. */
export async function seedPlans(db: DataSource): Promise<void> {
  for (const [index, plan] of PLAN_CATALOGUE.entries()) {
    await db.query(
      `INSERT INTO subscription_plans (id, name, description, monthly_price_cents, yearly_price_cents, monthly_credits,
                                       max_users, features, call_to_action, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        plan.id,
        plan.name,
        plan.description,
        plan.monthlyPriceCents,
        plan.yearlyPriceCents,
        plan.monthlyCredits,
        plan.maxUsers,
        plan.features,
        plan.callToAction,
        index + 1,
      ],
    );
  }
}
