import { Alert, Button } from '@mantine/core';

/** A list that could not be loaded, in place of the list: why, and Try again. */
export function LoadError({ title, error, onRetry }: { title?: string; error: Error; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {error.message}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
