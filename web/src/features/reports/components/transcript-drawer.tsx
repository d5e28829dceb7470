import type { FeedbackLog, InstanceDocument, MessageLog } from '@checkin/contracts';
import { isSuperseded } from '@checkin/domain';
import { Alert, Button, Drawer, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useClearRatingOverride } from '../api/clear-rating-override';
import { useInstanceDocument } from '../api/get-instance-document';
import { plural } from '../model/plural';
import { REPORT_STATE_WORDS } from '@checkin/contracts/rules';
import { AnswerReview } from './answer-review';
import { RatingPair } from './rating-pair';
import { useReview } from './review-context';

type Student = { instanceId: string; label: string };

const isMessage = (log: MessageLog | FeedbackLog): log is MessageLog => log.role !== 'feedback';

/** A student's whole conversation beside the report: every answer's rating, why, its answer key, and their thumbs. */
export function TranscriptDrawer({ student, onClose }: { student: Student | null; onClose: () => void }) {
  return (
    <Drawer
      opened={student !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={student ? `${student.label}: conversation` : ''}
    >
      {student ? <DrawerBody student={student} /> : null}
    </Drawer>
  );
}

function DrawerBody({ student }: { student: Student }) {
  const instance = useInstanceDocument(student.instanceId);
  const review = useReview();
  const doc = instance.data;
  if (instance.isError && !doc) {
    return (
      <Alert color="red" role="alert">
        {instance.error.message}
      </Alert>
    );
  }
  if (!doc) {
    return (
      <Stack role="status" aria-label="Loading the conversation">
        <Skeleton height={20} width="50%" />
        <Skeleton height={90} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="transcript-drawer">
      <Text size="sm" c="gray.7">
        {REPORT_STATE_WORDS[doc.state]} · {doc.number_of_questions_completed} of{' '}
        {plural(doc.numberOfQuestions, 'question')} answered
      </Text>
      <OverallReview doc={doc} student={student.label} />
      <Title order={3} size="h4">
        Conversation
      </Title>
      <Transcript doc={doc} student={student.label} />
      <Group className="report-no-print" justify="space-between">
        <Button variant="default" component={Link} to={paths.assessmentInstance.to(doc.id)}>
          Open the full page
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => review.openDelete({ instanceId: doc.id, student: student.label })}
        >
          Delete this check-in
        </Button>
      </Group>
    </Stack>
  );
}

function questionLabel(log: MessageLog, total: number): string {
  if (log.questionIndex >= total) return 'Examiner';
  return log.followUp ? `Follow-up to question ${log.questionIndex + 1}` : `Question ${log.questionIndex + 1}`;
}

function Transcript({ doc, student }: { doc: InstanceDocument; student: string }) {
  const logs = doc.messageLogs.filter(isMessage);
  if (logs.length === 0) return <Text c="gray.7">The conversation has not started yet.</Text>;
  const answersTo = (questionIndex: number) =>
    logs.filter((l) => l.role === 'user' && l.questionIndex === questionIndex);
  let answersToQuestion = new Map<number, number>();
  return (
    <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Transcript">
      {logs.map((log) => {
        if (log.role === 'assistant') {
          return (
            <li key={log.messageId} data-testid="transcript-ai">
              <Text size="sm" fw={600} c="gray.7">
                {questionLabel(log, doc.numberOfQuestions)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{log.content}</Text>
              {log.user_feedback ? (
                <Text size="sm" data-testid="student-thumbs">
                  {log.user_feedback === 'up'
                    ? '👍 The student found this helpful'
                    : '👎 The student found this unhelpful'}
                </Text>
              ) : null}
            </li>
          );
        }
        const n = (answersToQuestion.get(log.questionIndex) ?? 0) + 1;
        answersToQuestion = answersToQuestion.set(log.questionIndex, n);
        const what = `question ${log.questionIndex + 1}${n > 1 ? ', follow-up answer' : ''}`;
        return (
          <Paper component="li" key={log.messageId} withBorder p="sm" data-testid="transcript-answer">
            <Text size="sm" fw={600} c="gray.7">
              {student}
            </Text>
            <AnswerReview
              instanceId={doc.id}
              student={student}
              what={what}
              scale={log.ratingScale ?? doc.ratingScale}
              answer={{
                ...log,
                answerMessageId: log.messageId,
                answer: log.content,
                aiRating: log.rating,
                aiLabel: log.ratingLabel,
                superseded: isSuperseded(answersTo(log.questionIndex), log),
              }}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The overall result: the AI's and the teacher's, and the teacher's say over it. */
function OverallReview({ doc, student }: { doc: InstanceDocument; student: string }) {
  const review = useReview();
  const clear = useClearRatingOverride();
  if (!doc.overall) return null;
  const override = doc.overallReview?.ratingOverride ?? null;
  const about = `${student}, overall result`;
  // An overall result without a rating: none of the answers could be rated.
  const notRated = doc.overall.rating === null;
  const rateLabel = override ? 'Change your rating' : notRated ? 'Rate the overall result' : 'Override rating';
  const clearLabel = notRated ? 'Remove your rating' : "Back to the AI's rating";
  return (
    <Paper withBorder p="sm" data-testid="overall-review">
      <Title order={3} size="h4" mb={6}>
        Overall result
      </Title>
      <RatingPair
        scale={doc.ratingScale}
        aiRating={doc.overall.rating}
        aiLabel={doc.overall.ratingLabel}
        override={override}
        notRated={notRated}
      />
      {doc.overall.explanation ? (
        <Text size="sm" mt={6}>
          {doc.overall.explanation}
        </Text>
      ) : null}
      <Group gap="xs" mt="xs" className="report-no-print">
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`${rateLabel}: ${about}`}
          onClick={() =>
            review.openOverride({
              instanceId: doc.id,
              answerMessageId: null,
              student,
              what: 'overall result',
              scale: doc.ratingScale,
              aiRating: doc.overall!.rating,
              aiLabel: doc.overall!.ratingLabel,
              override,
              notRated,
            })
          }
        >
          {rateLabel}
        </Button>
        {override ? (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={clear.isPending}
            aria-label={`${clearLabel}: ${about}`}
            onClick={() => clear.mutate({ assessmentInstanceId: doc.id, answerMessageId: null })}
          >
            {clearLabel}
          </Button>
        ) : null}
      </Group>
      {clear.isError ? (
        <Alert color="red" role="alert" mt="xs">
          {clear.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}
