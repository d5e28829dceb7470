import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/**
 * Nothing to show, said as it is: with filters set, nothing matches them (and they can be cleared); without, no
 * teacher has shared a CheckIn yet, and the teacher can be the first.
 */
export function CommunityEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  if (filtered) {
    return (
      <Paper withBorder p="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>No shared CheckIns match these filters.</Text>
          <Text size="sm" c="gray.7">
            Try fewer filters or another search.
          </Text>
          <Button variant="default" onClick={onClearFilters}>
            Clear the filters
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          No teacher has shared a CheckIn yet
        </Title>
        <Text c="gray.7">
          Be the first: open one of your CheckIns, turn on “Share with the community” and save. Other teachers can then
          try it and copy it; they never see your students’ results.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.dashboard.to()}>
            Go to your CheckIns
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
