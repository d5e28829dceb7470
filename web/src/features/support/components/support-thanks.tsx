import { Anchor, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** The request is with the team: said where the form was, and read out (the focus moves to it). */
export function SupportThanks({ email }: { email: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Paper ref={ref} tabIndex={-1} role="status" withBorder p="lg" radius="md" data-testid="support-thanks">
      <Text fw={700}>Thank you. Your request is with our support team.</Text>
      <Text mt={4}>{email ? `We will answer you by email at ${email}.` : 'We will answer you by email.'}</Text>
      <Text mt="sm">
        In the meantime, the answer may be in{' '}
        <Anchor component={Link} to={paths.supportContent.to()} underline="always">
          Help and support
        </Anchor>
        .
      </Text>
    </Paper>
  );
}
