import { Link } from 'react-router-dom';
import { useSubscriptionPlans } from '../../../lib/get-subscription-plans';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/use-auth-session';
import { PlanCard } from '../components/plan-card';
import '../components/pricing.css';

/** The plan most schools start with, set apart on the page. */
const FEATURED_PLAN = 'school';

/** /pricing: every plan from the server, with its price, allowance, features and the way to get it. */
export default function PricingPage() {
  const signedIn = useAuthSession() !== null;
  const plans = useSubscriptionPlans();
  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Pricing</h1>
      <p className="lead">
        A credit is one student&apos;s CheckIn. Students never need an account, and previews by teachers are free.
      </p>
      {plans.isPending ? (
        <p className="pricing__status" role="status">
          Loading the plans…
        </p>
      ) : plans.isError ? (
        <div className="pricing__status" role="alert">
          <p>{plans.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void plans.refetch()}>
            Try again
          </button>
        </div>
      ) : plans.data.length === 0 ? (
        <p className="pricing__status">
          No plans are on offer right now. <Link to={paths.contactSales.to()}>Tell us what you need</Link>.
        </p>
      ) : (
        <ul className="pricing__plans" aria-label="Plans">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} signedIn={signedIn} featured={plan.id === FEATURED_PLAN} />
          ))}
        </ul>
      )}
      <p className="pricing__note">
        Buying for several schools, or need something else? <Link to={paths.contactSales.to()}>Contact sales</Link>.
      </p>
    </section>
  );
}
