import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { hasUnlimitedCredits } from '../../../lib/get-credits';
import { LoadError } from '../../../ui/load-error';
import { formatRefillDate } from '../../../ui/out-of-credits-banner';
import { type OrgUsage, useOrgUsage } from '../api/get-org-usage';
import { CheckInsChart } from './checkins-chart';

const count = new Intl.NumberFormat();
const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" component="h3" m={0} fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

function creditsFigure(credits: OrgUsage['credits']): { value: string; note: string } {
  if (hasUnlimitedCredits(credits)) return { value: 'Unlimited', note: 'Students’ CheckIns are not counted' };
  return {
    value: count.format(Math.max(credits.num_of_credits, 0)),
    note: `of ${count.format(credits.max_monthly_credits)} a month${credits.refills_at ? `; refills on ${formatRefillDate(credits.refills_at)}` : ''}`,
  };
}

/** The organisation's month so far: who is active, how many CheckIns and students, credits left, and a chart by day. */
export function UsagePanel({ organizationId }: { organizationId: string }) {
  const usage = useOrgUsage(organizationId);
  const month = usage.data ? monthLabel.format(new Date(`${usage.data.month}T00:00:00Z`)) : 'this month';
  return (
    <Stack gap="md" component="section" aria-labelledby="usage-title">
      <Title order={2} id="usage-title">
        Usage in {month}
      </Title>
      {usage.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the usage">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} height={96} />
            ))}
          </SimpleGrid>
          <Skeleton height={180} />
        </Stack>
      ) : usage.isError ? (
        <LoadError title="The usage could not be loaded" error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Figure label="Active teachers" value={count.format(usage.data.active_teachers)} />
            <Figure label="Students’ CheckIns" value={count.format(usage.data.checkins_this_month)} />
            <Figure label="Students" value={count.format(usage.data.students_this_month)} />
            <Figure label="Credits left" {...creditsFigure(usage.data.credits)} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h4" mb="sm">
              CheckIns by day
            </Title>
            <CheckInsChart days={usage.data.checkins_by_day} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
