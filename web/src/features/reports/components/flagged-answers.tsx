import type { StudentRow } from '@checkin/contracts';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useReview } from './review-context';

/** Every answer the teacher flagged for follow-up, to come back to. */
export function FlaggedAnswers({ rows }: { rows: readonly StudentRow[] }) {
  const review = useReview();
  const flagged = rows.flatMap((row) =>
    row.questions.flatMap((q) =>
      q.answers.filter((a) => a.flagged).map((answer) => ({ row, questionIndex: q.questionIndex, answer })),
    ),
  );
  if (flagged.length === 0) return null;
  return (
    <section aria-labelledby="flagged-title" className="report-section" data-testid="flagged-answers">
      <Title order={2} size="h3" id="flagged-title" mb="sm">
        Flagged for follow-up ({flagged.length})
      </Title>
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {flagged.map(({ row, questionIndex, answer }) => (
          <Paper component="li" withBorder p="sm" key={answer.answerMessageId}>
            <Text size="sm" fw={600}>
              {row.student} · question {questionIndex + 1}
            </Text>
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
              {answer.answer}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              className="report-no-print"
              onClick={() => review.openStudent(row.instanceId, row.student)}
              aria-label={`Open the conversation of ${row.student}`}
            >
              Open the conversation
            </Button>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
