import type { SubscriptionPlan } from '@checkin/contracts';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { planAllowance, planPrice } from '../../../lib/get-subscription-plans';
import { paths } from '../../../lib/paths';

/**
 * One plan a signed-in teacher may move to, or the one they are on (highlighted, with no action). Moving is
 * arranged with the sales team, who are told which plan the teacher looked at.
 */
export function PlanOption({ plan, current }: { plan: SubscriptionPlan; current: boolean }) {
  const price = planPrice(plan);
  const allowance = planAllowance(plan);
  const headingId = `plan-option-${plan.id}`;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      bd={current ? '2px solid var(--mantine-color-blue-7)' : undefined}
      bg={current ? 'blue.0' : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {plan.name}
          </Title>
          {current ? <Badge color="blue.8">Your plan</Badge> : null}
        </Group>
        <Text size="sm" c="gray.7">
          {plan.description}
        </Text>
        <Text>
          <Text span fz={28} fw={700}>
            {price.amount}
          </Text>
          {price.per ? ` ${price.per}` : null}
        </Text>
        {price.yearly ? (
          <Text size="sm" c="gray.7">
            {price.yearly}
          </Text>
        ) : null}
        <Text fw={600} size="sm">
          {allowance.credits}
          <br />
          {allowance.users}
        </Text>
        <List size="sm" spacing={4} aria-label={`${plan.name} includes`}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {current ? null : (
          <Button
            component={Link}
            to={`${paths.contactSales.to()}?plan=${encodeURIComponent(plan.id)}`}
            variant={plan.call_to_action === 'contact_sales' ? 'filled' : 'light'}
            mt="auto"
          >
            {plan.call_to_action === 'contact_sales' ? 'Contact sales' : `Move to ${plan.name}`}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
