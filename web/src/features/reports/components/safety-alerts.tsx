import type { StudentRow } from '@checkin/contracts';
import { Alert, Blockquote, Button, Stack, Text } from '@mantine/core';
import { SAFETY_ALERT_LOOK } from '../../../ui/safety-alert-look';
import { useReview } from './review-context';

/**
 * A banner per answer that may need the teacher's care (self-harm, abuse, violence, danger), above everything else
 * in the report, with the answer and the way to the whole conversation. The student never sees it.
 */
export function SafetyAlerts({ rows }: { rows: readonly StudentRow[] }) {
  const review = useReview();
  const alerts = rows.flatMap((row) => row.safetyAlerts.map((alert) => ({ row, alert })));
  return (
    // Polite: an alert that arrives while the page is open is read out once, without interrupting.
    <Stack gap="sm" aria-live="polite" data-testid="safety-alerts">
      {alerts.map(({ row, alert }) => (
        <Alert
          key={alert.answerMessageId}
          {...SAFETY_ALERT_LOOK}
          title={`Safety alert: an answer from ${row.student} may need your attention`}
        >
          <Stack gap="xs">
            <Text size="sm">
              Question {alert.questionIndex + 1}. {alert.reason}
            </Text>
            <Blockquote p="xs" color="orange" style={{ whiteSpace: 'pre-wrap' }}>
              {alert.answer}
            </Blockquote>
            <Text size="sm">The check-in gave the student supportive words and pointed them to a trusted adult.</Text>
            <div>
              <Button
                size="compact-sm"
                variant="default"
                className="report-no-print"
                onClick={() => review.openStudent(row.instanceId, row.student)}
              >
                Read the conversation of {row.student}
              </Button>
            </div>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
