import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardLink, studentSessionUrl } from '../../../lib/dashboard-links';

/** No student has joined yet: the link to give them, and how. */
export function EmptySession({
  sessionId,
  templateId,
  closed,
}: {
  sessionId: string;
  templateId: string;
  closed: boolean;
}) {
  const url = studentSessionUrl(sessionId);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Paper withBorder p="lg" data-testid="empty-session">
      <Stack gap="sm">
        <Title order={2} size="h3">
          No students yet
        </Title>
        <Text>Their rows appear here, live, as soon as they start.</Text>
        {closed ? (
          <Alert color="orange.9" title="This session is closed">
            Students cannot join until you reopen it.
          </Alert>
        ) : null}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Student link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy link'}</Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {copied === true
            ? 'Copied to the clipboard.'
            : copied === false
              ? 'Select the link and copy it by hand.'
              : ''}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Paste the link into your class page or chat, or write it on the board.</List.Item>
          <List.Item>Or show its QR code on a projector: students scan it with a phone.</List.Item>
          <List.Item>Students type their name (or not) and start; they need no account.</List.Item>
        </List>
        <div>
          <Button variant="default" component={Link} to={dashboardLink('template', templateId)}>
            Share with a QR code
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
