import type { QuestionSummary } from '@checkin/contracts';
import { type RatingScale, answerThatCounts } from '@checkin/domain';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { AnswerKeyView } from '../../../ui/answer-key';
import { questionLabel } from '../model/question-label';
import { isNotRated } from '../model/rating-level';
import { RatingPair } from './rating-pair';

/** The lowest rated answers of each question side by side, so that a misconception many share stands out. */
export function LowestAnswers({
  questions,
  scale,
  sessionNames,
}: {
  questions: readonly QuestionSummary[];
  scale: RatingScale;
  sessionNames: ReadonlyMap<string, string>;
}) {
  const top = scale.levels.at(-1)?.label ?? 'the top level';
  return (
    <section aria-labelledby="lowest-title" data-testid="lowest-answers">
      <Title order={2} size="h3" id="lowest-title" mb={4}>
        Lowest rated answers
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Up to five answers per question rated below {top}, lowest first: what they have in common is what to teach
        again.
      </Text>
      <Stack gap="md">
        {questions.map((q) => (
          <Paper
            withBorder
            p="md"
            key={q.questionIndex}
            component="section"
            aria-labelledby={`lowest-q${q.questionIndex}`}
          >
            <Title order={3} size="h5" id={`lowest-q${q.questionIndex}`} mb="xs">
              {questionLabel(q.questionIndex, q.question)}
            </Title>
            {q.answers.length === 0 ? (
              <Text size="sm" c="gray.7" data-testid="no-lowest-answers">
                {q.distribution.some((c) => c.count > 0)
                  ? `Every rated answer to this question is ${top}: nothing to teach again here.`
                  : 'No rated answers yet.'}
              </Text>
            ) : (
              <Stack component="ol" gap="xs" style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {q.answers.map((student) => {
                  const counted = answerThatCounts(student.answers) ?? student.answers.at(-1)!;
                  const session = student.sessionId ? sessionNames.get(student.sessionId) : undefined;
                  return (
                    <li key={student.instanceId} data-testid="lowest-answer">
                      <Text size="sm" fw={600}>
                        {student.student}
                        {session && student.sessionId ? (
                          <>
                            {' · '}
                            <Anchor component={Link} to={paths.sessionReport.to(student.sessionId)} size="sm">
                              {session}
                            </Anchor>
                          </>
                        ) : null}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {counted.answer}
                      </Text>
                      <RatingPair
                        scale={scale}
                        aiRating={counted.aiRating}
                        override={counted.ratingOverride}
                        notRated={isNotRated(counted)}
                      />
                      {counted.explanation ? (
                        <Text size="sm" c="gray.8">
                          Why: {counted.explanation}
                        </Text>
                      ) : null}
                      <AnswerKeyView
                        answerKey={student.answerKey ?? q.answerKey}
                        keyPoints={counted.keyPoints}
                        pointsOnly
                      />
                    </li>
                  );
                })}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
