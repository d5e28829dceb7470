import { Paper, Stack, Text, Title } from '@mantine/core';
import type { InstanceDocument } from '@checkin/contracts';
import { RatingBadge } from './rating-badge';

/** The rating of the whole conversation, why, and the feedback the student was given (or would be). */
export function OverallCard({ doc }: { doc: InstanceDocument }) {
  const overall = doc.overall;
  const failed = doc.ai.failed.some((f) => f.kind === 'rate-conversation');
  return (
    <Paper withBorder p="md" className="instance-entry" data-testid="overall">
      <Title order={2} size="h3" mb="sm">
        Overall result
      </Title>
      {overall ? (
        <Stack gap="sm">
          <OverallRating doc={doc} rating={overall.rating} label={overall.ratingLabel} />
          {overall.explanation ? (
            <div>
              <Title order={3} size="sm">
                Why
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{overall.explanation}</Text>
            </div>
          ) : null}
          {overall.feedback ? (
            <div>
              <Title order={3} size="sm">
                Feedback
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{overall.feedback.replace(/^\s*Feedback:\s*/i, '')}</Text>
            </div>
          ) : null}
          <Text size="sm" c="gray.7">
            {shownToStudent(doc)}
          </Text>
        </Stack>
      ) : (
        <Text c="gray.7">
          {failed
            ? 'The overall rating could not be written.'
            : doc.state === 'Completed'
              ? 'The overall rating is being written…'
              : 'The overall result comes when the conversation ends.'}
        </Text>
      )}
    </Paper>
  );
}

type Override = { rating: number; ratingLabel: string; note: string };

/** The teacher's rating over the AI's overall one, wherever the document carries it (with `overall`, or beside it). */
function overallOverride(doc: InstanceDocument): Override | null {
  const withOverall = doc.overall as { ratingOverride?: Override | null } | null;
  const beside = (doc as { overallReview?: { ratingOverride?: Override | null } | null }).overallReview;
  return withOverall?.ratingOverride ?? beside?.ratingOverride ?? null;
}

/** The AI's rating, or the teacher's over it (the one that counts), with the AI's beside it. */
function OverallRating({ doc, rating, label }: { doc: InstanceDocument; rating: number | null; label: string }) {
  const override = overallOverride(doc);
  if (!override) {
    return (
      <div>
        <RatingBadge label={label} value={rating} scale={doc.ratingScale} />
      </div>
    );
  }
  return (
    <div>
      <RatingBadge label={override.ratingLabel} value={override.rating} scale={doc.ratingScale} />{' '}
      <Text span size="sm" c="gray.7">
        your rating {rating === null ? '(the AI did not rate it)' : `(the AI gave ${label})`}
      </Text>
      {override.note ? <Text size="sm">{override.note}</Text> : null}
    </div>
  );
}

function shownToStudent(doc: InstanceDocument): string {
  const shown = [doc.showOverallRating ? 'the rating' : null, doc.showOverallFeedback ? 'the feedback' : null].filter(
    Boolean,
  );
  return shown.length ? `The student was shown ${shown.join(' and ')}.` : 'The student was shown neither.';
}
