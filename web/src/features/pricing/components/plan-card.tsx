import type { SubscriptionPlan } from '@checkin/contracts';
import { Link } from 'react-router-dom';
import { planAllowance, planPrice } from '../../../lib/get-subscription-plans';
import { paths } from '../../../lib/paths';

/** Where a plan's call to action leads: sign-up, or the sales form told which plan the visitor looked at. */
export function callToAction(plan: SubscriptionPlan, signedIn: boolean): { label: string; to: string } {
  if (plan.call_to_action === 'contact_sales')
    return { label: 'Contact sales', to: `${paths.contactSales.to()}?plan=${encodeURIComponent(plan.id)}` };
  if (signedIn) return { label: 'See your plan', to: paths.upgradePlans.to() };
  return { label: plan.price?.monthly_cents ? `Sign up for ${plan.name}` : 'Sign up free', to: paths.signup.to() };
}

/** One plan on the pricing page: its price, what it allows, what it includes, and the way to get it. */
export function PlanCard({
  plan,
  signedIn,
  featured,
}: {
  plan: SubscriptionPlan;
  signedIn: boolean;
  featured: boolean;
}) {
  const price = planPrice(plan);
  const allowance = planAllowance(plan);
  const action = callToAction(plan, signedIn);
  const headingId = `plan-${plan.id}`;
  return (
    <li className={featured ? 'plan-card plan-card--featured' : 'plan-card'} aria-labelledby={headingId}>
      <h2 id={headingId}>{plan.name}</h2>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <strong>{price.amount}</strong>
        {price.per ? <span> {price.per}</span> : null}
      </p>
      <p className="plan-card__yearly">{price.yearly ?? '\u00a0'}</p>
      <ul className="plan-card__allowance">
        <li>{allowance.credits}</li>
        <li>{allowance.users}</li>
      </ul>
      <ul className="plan-card__features" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        className={featured ? 'button plan-card__action' : 'button button--secondary plan-card__action'}
        to={action.to}
      >
        {action.label}
      </Link>
    </li>
  );
}
