import type { InstanceCounts } from '@checkin/contracts';
import { Group, Text } from '@mantine/core';

/** A session's students by where they are; kept live by the socket (hooks/use-live-rooms.ts). */
export function SessionCounts({ counts }: { counts: InstanceCounts }) {
  return (
    <Group gap="md" wrap="nowrap">
      <Text size="sm">
        <Text span fw={700}>
          {counts.in_progress}
        </Text>{' '}
        in progress
      </Text>
      <Text size="sm">
        <Text span fw={700}>
          {counts.completed}
        </Text>{' '}
        completed
      </Text>
    </Group>
  );
}
