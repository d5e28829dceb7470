import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isOutOfCredits, useCredits } from '../lib/get-credits';
import { paths } from '../lib/paths';

const refillDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** The day an organisation's monthly credits come back ("1 June 2026"). */
export function formatRefillDate(refillsAt: string): string {
  return refillDate.format(new Date(refillsAt));
}

function refillWords(refillsAt: string | null): string {
  return refillsAt ? `the credits refill on ${formatRefillDate(refillsAt)}` : 'credits are added';
}

/**
 * Spec §3, §9: every student CheckIn uses one of the organisation's credits. With none left, the teacher is told
 * why their students cannot start, when that ends, and where to change the plan. Nothing while the count is loading
 * or could not be read: the top bar says that much.
 */
export function OutOfCreditsBanner() {
  const credits = useCredits();
  if (!credits.data || !isOutOfCredits(credits.data)) return null;
  return (
    <Alert color="orange" variant="light" title="Your organisation has no credits left" role="alert">
      Students cannot start a CheckIn until {refillWords(credits.data.refills_at)} or your organisation’s plan changes.{' '}
      <Anchor component={Link} to={paths.upgradePlans.to()} fw={600}>
        See the plans
      </Anchor>
    </Alert>
  );
}
