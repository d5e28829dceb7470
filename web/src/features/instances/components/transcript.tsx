import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { FeedbackLog, InstanceDocument, MessageLog } from '@checkin/contracts';
import { NOT_RATED } from '@checkin/domain';
import { AnswerKeyView } from '../../../ui/answer-key';
import { RatingBadge } from './rating-badge';

const isMessage = (log: MessageLog | FeedbackLog): log is MessageLog => log.role !== 'feedback';

function questionLabel(log: MessageLog, total: number): string {
  if (log.questionIndex >= total) return 'Examiner';
  return log.followUp
    ? `Examiner · follow-up to question ${log.questionIndex + 1}`
    : `Examiner · question ${log.questionIndex + 1} of ${total}`;
}

/** Every line of the conversation; each answer with its rating (or the teacher's), why, and its answer key. */
export function Transcript({ doc, studentLabel }: { doc: InstanceDocument; studentLabel: string }) {
  const logs = doc.messageLogs.filter(isMessage);
  if (logs.length === 0) {
    return <Text c="gray.7">No questions yet: the conversation has not started.</Text>;
  }
  return (
    <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Transcript">
      {logs.map((log) =>
        log.role === 'assistant' ? (
          <Box component="li" key={log.messageId} className="instance-entry">
            <Text size="sm" fw={600} c="gray.7">
              {questionLabel(log, doc.numberOfQuestions)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{log.content}</Text>
          </Box>
        ) : (
          <Paper component="li" key={log.messageId} withBorder p="md" className="instance-entry" data-testid="answer">
            <Text size="sm" fw={600} c="gray.7">
              {studentLabel}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{log.content}</Text>
            <AnswerRating log={log} doc={doc} />
            <AnswerKeyView answerKey={log.answerKey} keyPoints={log.keyPoints} />
          </Paper>
        ),
      )}
    </Stack>
  );
}

function AnswerRating({ log, doc }: { log: MessageLog; doc: InstanceDocument }) {
  const scale = log.ratingScale ?? doc.ratingScale;
  const override = log.ratingOverride;
  // Rated as "not rated" comes with why (no answer key); without it, the rating is still to come.
  const notRated = log.rating === null && log.explanation !== null;
  if (!override && log.rating === null && !notRated) {
    const pending = doc.ai.pending.includes('rate-answer');
    return (
      <Text size="sm" c="gray.7" mt="xs">
        {pending ? 'Being rated…' : 'No rating yet.'}
      </Text>
    );
  }
  // The example is the key's model answer: the key shows it already.
  const example = log.example && log.example !== log.answerKey?.modelAnswer ? log.example : null;
  return (
    <Stack gap={6} mt="sm">
      {override ? (
        <div>
          <RatingBadge label={override.ratingLabel} value={override.rating} scale={scale} />{' '}
          <Text span size="sm" c="gray.7">
            your rating
            {log.rating !== null
              ? ` (the AI gave ${log.ratingLabel ?? log.rating})`
              : notRated
                ? ' (the AI did not rate it)'
                : ''}
          </Text>
          {override.note ? <Text size="sm">{override.note}</Text> : null}
        </div>
      ) : (
        <div>
          <RatingBadge
            label={notRated ? (log.ratingLabel ?? NOT_RATED) : (log.ratingLabel ?? String(log.rating))}
            value={log.rating}
            scale={scale}
          />
        </div>
      )}
      {log.explanation ? (
        <div>
          <Title order={4} size="sm">
            Why
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {log.explanation}
          </Text>
        </div>
      ) : null}
      {example ? (
        <div>
          <Title order={4} size="sm">
            Example answer
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {example}
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}
