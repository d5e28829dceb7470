import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCredits } from '../../../lib/get-credits';
import { currentPlanOf, useProfile } from '../../../lib/get-profile';
import { isCurrentPlan, useSubscriptionPlans } from '../../../lib/get-subscription-plans';
import { LoadError } from '../../../ui/load-error';
import { PlanOption } from '../components/plan-option';
import { YourPlan } from '../components/your-plan';

/** /upgrade/plans: the teacher's plan and credits, then every plan, theirs highlighted. */
export default function UpgradePlansPage() {
  const profile = useProfile();
  const current = profile.data ? currentPlanOf(profile.data) : null;
  const credits = useCredits();
  const plans = useSubscriptionPlans();
  const planName = current?.planName ?? null;
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Plans</Title>
      {profile.isError ? (
        <LoadError title="Your plan" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : current ? (
        <YourPlan plan={current} credits={credits.data} creditsError={credits.error} />
      ) : (
        <Skeleton height={104} radius="md" aria-label="Loading your plan" />
      )}
      <section aria-labelledby="plans-title">
        <Title order={2} size="h3" id="plans-title" mb="sm">
          All plans
        </Title>
        {plans.isError ? (
          <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : !plans.data ? (
          <Skeleton height={320} radius="md" aria-label="Loading the plans" />
        ) : plans.data.length === 0 ? (
          <Text c="gray.7">No plans are on offer right now.</Text>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 4 }}
            spacing="md"
            aria-label="Plans"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {plans.data.map((plan) => (
              <PlanOption key={plan.id} plan={plan} current={isCurrentPlan(plan, planName)} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
