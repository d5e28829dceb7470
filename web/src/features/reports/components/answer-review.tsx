import type { RatingOverrideView } from '@checkin/contracts';
import { type AnswerKey, type KeyPointResult, type RatingScale, markOf } from '@checkin/domain';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { AnswerKeyView } from '../../../ui/answer-key';
import { useClearRatingOverride } from '../api/clear-rating-override';
import { useFlagAnswer } from '../api/flag-answer';
import { useMarkAnswer } from '../api/mark-answer';
import { isNotRated } from '../model/rating-level';
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
  /** The key the answer was judged against, and how it fared on each of its points. */
  answerKey?: AnswerKey | null;
  keyPoints?: KeyPointResult[];
  /** Answered before the follow-up answer to its question, whose rating is the question's. */
  superseded?: boolean;
};

/**
 * One answer with the AI's rating (or that it could not rate it) and why, its answer key, the teacher's rating if
 * any, and what the teacher may do about it.
 */
export function AnswerReview({
  instanceId,
  student,
  what,
  scale,
  answer,
  showAnswer = true,
  keyDetail = 'full',
  keyNow = null,
}: {
  instanceId: string;
  student: string;
  what: string;
  scale: RatingScale;
  answer: ReviewedAnswer;
  showAnswer?: boolean;
  /** 'points': only the key points and their verdicts, where the whole key is shown once above. */
  keyDetail?: 'full' | 'points';
  /**
   * The question's key as the CheckIn holds it now, when the teacher may put this answer in it, marked right or
   * wrong.
   */
  keyNow?: AnswerKey | null;
}) {
  // The example is the key's model answer: the key shows it already.
  const example = answer.example && answer.example !== answer.answerKey?.modelAnswer ? answer.example : null;
  return (
    <Stack gap={6} data-testid="answer-review">
      {showAnswer ? <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.answer}</Text> : null}
      <Group gap="xs">
        <RatingPair
          scale={scale}
          aiRating={answer.aiRating}
          aiLabel={answer.aiLabel}
          override={answer.ratingOverride}
          notRated={isNotRated(answer)}
          superseded={answer.superseded}
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
      {example ? (
        <Text size="sm">
          <Text span fw={600} size="sm">
            Example answer:{' '}
          </Text>
          {example}
        </Text>
      ) : null}
      <AnswerKeyView
        answerKey={answer.answerKey ?? null}
        keyPoints={answer.keyPoints ?? []}
        pointsOnly={keyDetail === 'points'}
      />
      <AnswerActions instanceId={instanceId} student={student} what={what} scale={scale} answer={answer} />
      {keyNow ? (
        <MarkInKey instanceId={instanceId} about={`${student}, ${what}`} answer={answer} keyNow={keyNow} />
      ) : null}
    </Stack>
  );
}

/**
 * Puts the answer in its question's answer key as one the teacher marks right or wrong: the examiner weighs later
 * answers to the question against it. Shows how the key marks it now; says where it went, or why it could not.
 */
function MarkInKey(props: { instanceId: string; about: string; answer: ReviewedAnswer; keyNow: AnswerKey }) {
  const { instanceId, about, answer, keyNow } = props;
  const mark = useMarkAnswer();
  const ids = { assessmentInstanceId: instanceId, answerMessageId: answer.answerMessageId };
  const marked = markOf(keyNow, answer.answer);
  return (
    <Stack gap={4} className="report-no-print">
      <Group gap="xs">
        <Text size="sm">Teach the examiner:</Text>
        {(['right', 'wrong'] as const).map((m) => (
          <Button
            key={m}
            size="compact-sm"
            variant={marked === m ? 'light' : 'default'}
            loading={mark.isPending && mark.variables.mark === m}
            disabled={mark.isPending}
            aria-label={`Mark ${m} in the key: ${about}`}
            aria-pressed={marked === m}
            onClick={() => mark.mutate({ ...ids, mark: m })}
          >
            Mark {m} in the key
          </Button>
        ))}
      </Group>
      <div role="status">
        {mark.isSuccess ? (
          <Text size="sm" c="gray.7">
            Added to the answer key of question {mark.data.questionIndex + 1} as an answer marked {mark.variables.mark}.
            CheckIns started from now on are rated with it.
          </Text>
        ) : marked ? (
          <Text size="sm" c="gray.7">
            In the answer key as an answer marked {marked}.
          </Text>
        ) : null}
      </div>
      {mark.isError ? (
        <Alert color="red" role="alert" p="xs">
          {mark.error.message}
        </Alert>
      ) : null}
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
  const notRated = isNotRated(answer);
  const rateLabel = answer.ratingOverride ? 'Change your rating' : notRated ? 'Rate this answer' : 'Override rating';
  const clearLabel = notRated ? 'Remove your rating' : "Back to the AI's rating";
  return (
    <Stack gap={4} className="report-no-print">
      <Group gap="xs">
        {answer.aiRating !== null || answer.ratingOverride || notRated ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${rateLabel}: ${about}`}
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
                notRated,
              })
            }
          >
            {rateLabel}
          </Button>
        ) : null}
        {answer.ratingOverride ? (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={clear.isPending}
            aria-label={`${clearLabel}: ${about}`}
            onClick={() => clear.mutate(ids)}
          >
            {clearLabel}
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
