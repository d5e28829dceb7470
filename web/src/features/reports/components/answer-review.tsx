import type { RatingOverrideView } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useClearRatingOverride } from '../api/clear-rating-override';
import { useFlagAnswer } from '../api/flag-answer';
import { RatingPair } from './rating-pair';
import { useReview } from './review-context';

export type ReviewedAnswer = {
  answerMessageId: string;
  answer: string;
  aiRating: number | null;
  aiLabel?: string | null;
  ratingOverride: RatingOverrideView | null;
  explanation: string | null;
  example?: string | null;
  flagged: boolean;
};

/** One answer with the AI's rating and why, the teacher's rating if any, and what the teacher may do about it. */
export function AnswerReview({
  instanceId,
  student,
  what,
  scale,
  answer,
  showAnswer = true,
}: {
  instanceId: string;
  student: string;
  what: string;
  scale: RatingScale;
  answer: ReviewedAnswer;
  showAnswer?: boolean;
}) {
  return (
    <Stack gap={6} data-testid="answer-review">
      {showAnswer ? <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.answer}</Text> : null}
      <Group gap="xs">
        <RatingPair
          scale={scale}
          aiRating={answer.aiRating}
          aiLabel={answer.aiLabel}
          override={answer.ratingOverride}
        />
        {answer.flagged ? (
          <Badge color="orange.9" variant="light" styles={{ label: { textTransform: 'none' } }}>
            Flagged for follow-up
          </Badge>
        ) : null}
      </Group>
      {answer.explanation ? (
        <Text size="sm">
          <Text span fw={600} size="sm">
            Why:{' '}
          </Text>
          {answer.explanation}
        </Text>
      ) : null}
      {answer.example ? (
        <Text size="sm">
          <Text span fw={600} size="sm">
            Example answer:{' '}
          </Text>
          {answer.example}
        </Text>
      ) : null}
      <AnswerActions instanceId={instanceId} student={student} what={what} scale={scale} answer={answer} />
    </Stack>
  );
}

function AnswerActions(props: {
  instanceId: string;
  student: string;
  what: string;
  scale: RatingScale;
  answer: ReviewedAnswer;
}) {
  const { instanceId, student, what, scale, answer } = props;
  const review = useReview();
  const clear = useClearRatingOverride();
  const flag = useFlagAnswer();
  const about = `${student}, ${what}`;
  const ids = { assessmentInstanceId: instanceId, answerMessageId: answer.answerMessageId };
  const error = clear.error ?? flag.error;
  return (
    <Stack gap={4} className="report-no-print">
      <Group gap="xs">
        {answer.aiRating !== null || answer.ratingOverride ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${answer.ratingOverride ? 'Change your rating' : 'Override rating'}: ${about}`}
            onClick={() =>
              review.openOverride({
                instanceId,
                answerMessageId: answer.answerMessageId,
                student,
                what,
                scale,
                aiRating: answer.aiRating,
                aiLabel: answer.aiLabel ?? null,
                override: answer.ratingOverride,
              })
            }
          >
            {answer.ratingOverride ? 'Change your rating' : 'Override rating'}
          </Button>
        ) : null}
        {answer.ratingOverride ? (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={clear.isPending}
            aria-label={`Back to the AI's rating: ${about}`}
            onClick={() => clear.mutate(ids)}
          >
            Back to the AI's rating
          </Button>
        ) : null}
        <Button
          size="compact-sm"
          variant="default"
          loading={flag.isPending}
          aria-label={`${answer.flagged ? 'Remove flag' : 'Flag for follow-up'}: ${about}`}
          aria-pressed={answer.flagged}
          onClick={() => flag.mutate({ ...ids, flagged: !answer.flagged })}
        >
          {answer.flagged ? 'Remove flag' : 'Flag for follow-up'}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert" p="xs">
          {error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
