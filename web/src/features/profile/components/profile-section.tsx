import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of the profile page. */
export function ProfileSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {intro ? <Text c="gray.7">{intro}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
