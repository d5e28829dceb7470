import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * A teacher's page that could not be shown: what went wrong, Try again when trying again can help, and the way back.
 * `refused` (not there, or not the teacher's) is a warning rather than a failure.
 */
export function ProblemPage({
  title,
  message,
  refused,
  onRetry,
}: {
  title: string;
  message: string;
  refused: boolean;
  onRetry: (() => void) | null;
}) {
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{title}</Title>
      <Alert color={refused ? 'yellow' : 'red'} role="alert">
        {message}
      </Alert>
      <Group>
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <Button variant="default" component={Link} to={paths.dashboard.to()}>
          Back to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}
