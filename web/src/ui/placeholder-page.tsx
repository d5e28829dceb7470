import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A signed-in page whose feature comes later: its title, in its layout. Mantine, so teacher pages only. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{children ?? 'This page is being built.'}</Text>
    </Stack>
  );
}
