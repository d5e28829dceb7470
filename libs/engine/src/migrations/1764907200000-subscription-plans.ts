import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription plans (spec §7 Subscriptions), owned by the api's subscriptions module, and the sales inquiries of
 * /contact/contact-sales. A plan's prices are whole cents; a plan without prices is sold by talking to us ("contact
 * us"). `call_to_action` is where its card sends a visitor: to sign up, or to the sales form.
 *
 * An inquiry is kept as the visitor sent it (a free-form object); `mailed_at` is set once the team was told of it,
 * so an inquiry whose mail failed can be found and answered all the same.
 */
export class SubscriptionPlans1764907200000 implements MigrationInterface {
  name = 'SubscriptionPlans1764907200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE subscription_plans (
        id text PRIMARY KEY,
        name text NOT NULL UNIQUE,
        description text NOT NULL,
        monthly_price_cents integer CHECK (monthly_price_cents >= 0),
        yearly_price_cents integer CHECK (yearly_price_cents >= 0),
        monthly_credits integer NOT NULL CHECK (monthly_credits >= 0),
        max_users integer NOT NULL CHECK (max_users >= 1),
        features text[] NOT NULL DEFAULT '{}',
        call_to_action text NOT NULL CHECK (call_to_action IN ('sign_up', 'contact_sales')),
        sort_order integer NOT NULL UNIQUE,
        CONSTRAINT subscription_plans_priced CHECK ((monthly_price_cents IS NULL) = (yearly_price_cents IS NULL))
      )`);
    await db.query(`
      CREATE TABLE sales_inquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        mailed_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sales_inquiries`);
    await db.query(`DROP TABLE subscription_plans`);
  }
}
