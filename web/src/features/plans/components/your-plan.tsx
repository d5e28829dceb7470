import type { Credits } from '@checkin/contracts';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { hasUnlimitedCredits } from '../../../lib/get-credits';
import { formatRefillDate } from '../../../ui/out-of-credits-banner';
import type { CurrentPlan } from '../../../lib/get-profile';

const counted = new Intl.NumberFormat('en-US');

/** The credits line: what is left of the month's allowance and when it refills, or that none are counted. */
export function creditsWords(credits: Credits): string {
  if (hasUnlimitedCredits(credits)) return 'Unlimited credits: your students’ CheckIns are not counted.';
  const left = `${counted.format(credits.num_of_credits)} of ${counted.format(credits.max_monthly_credits)} credits left this month`;
  return credits.refills_at ? `${left}; they refill on ${formatRefillDate(credits.refills_at)}.` : `${left}.`;
}

/** The teacher's plan at a glance: its name, whose it is, and the credits it leaves. */
export function YourPlan({
  plan,
  credits,
  creditsError,
}: {
  plan: CurrentPlan;
  credits: Credits | undefined;
  creditsError: Error | null;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="your-plan-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="your-plan-title">
          {plan.planName ? `Your plan: ${plan.planName}` : 'You are not on a plan'}
        </Title>
        <Text c="gray.7">
          {plan.organizationName
            ? `Through ${plan.organizationName}.`
            : 'Your account is not part of a school or district. Ask us about a plan for your school below.'}
        </Text>
        {credits ? (
          <Text fw={600}>{creditsWords(credits)}</Text>
        ) : creditsError ? (
          <Text c="red.8" role="alert">
            {creditsError.message}
          </Text>
        ) : (
          <Skeleton height={20} width="60%" aria-label="Loading your credits" />
        )}
      </Stack>
    </Paper>
  );
}
