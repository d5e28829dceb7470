import { Alert, List } from '@mantine/core';
import type { InstanceDocument } from '@checkin/contracts';

/** What each kind of AI work is, in the teacher's words. */
const WORK: Record<string, string> = {
  'next-response': "The AI's next message",
  'rate-answer': "An answer's rating",
  'rate-conversation': 'The overall rating',
};

/**
 * AI work that failed and waits for a retry, with the reason the AI service gave: for the teacher (and whoever runs
 * the product) to see what went wrong. The student's page offers the retry; their view never carries the reason.
 */
export function AiFailures({ failed }: { failed: InstanceDocument['ai']['failed'] }) {
  if (failed.length === 0) return null;
  return (
    <Alert color="orange" title="The AI could not finish this check-in's work" data-testid="ai-failures">
      <List size="sm" spacing={4}>
        {failed.map((f) => (
          <List.Item key={f.kind}>
            {WORK[f.kind] ?? f.kind} failed: {f.error}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
