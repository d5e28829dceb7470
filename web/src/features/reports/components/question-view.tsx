import type { MarkableQuestion, QuestionSummary } from '@checkin/contracts';
import { type RatingScale, isSuperseded, markableAnswer } from '@checkin/domain';
import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AnswerKeyView } from '../../../ui/answer-key';
import { questionLabel } from '../model/question-label';
import { isNotRated, ofScale } from '../model/rating-level';
import { AnswerReview } from './answer-review';
import { DistributionBar } from './distribution-bar';

/**
 * Question k across the class: how it went and its answer key, then every student's answers with their ratings,
 * why, and how each fared on the key's points.
 */
export function QuestionView({
  questions,
  scale,
  markable,
}: {
  questions: readonly QuestionSummary[];
  scale: RatingScale;
  /** The questions whose keys the teacher may mark answers into, each with its key now. */
  markable: readonly MarkableQuestion[];
}) {
  const [index, setIndex] = useState(0);
  const question = questions[Math.min(index, questions.length - 1)];
  if (!question) return null;
  const keyNow = markable.find((m) => m.questionIndex === question.questionIndex)?.key ?? null;
  return (
    <section aria-labelledby="question-view-title" data-testid="question-view">
      <Title order={2} size="h3" id="question-view-title" mb="sm">
        Question by question
      </Title>
      <NativeSelect
        className="report-no-print"
        label="Question"
        value={String(question.questionIndex)}
        onChange={(event) => setIndex(Number(event.currentTarget.value))}
        data={questions.map((q) => ({
          value: String(q.questionIndex),
          label: questionLabel(q.questionIndex, q.question, 70),
        }))}
        maw="min(560px, 100%)"
        mb="sm"
      />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Question {question.questionIndex + 1}
          </Title>
          {question.question ? (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="question-text">
              {question.question}
            </Text>
          ) : (
            <Text c="gray.7">This question was asked before CheckIn kept a record of each question&apos;s text.</Text>
          )}
          <Group gap="md">
            <Text size="sm">{question.answered} answered</Text>
            <Text size="sm">Average: {ofScale(scale, question.averageRating)}</Text>
          </Group>
          <DistributionBar
            counts={question.distribution}
            scale={scale}
            label={`Ratings of question ${question.questionIndex + 1} by level`}
          />
          {question.answerKey ? (
            <AnswerKeyView answerKey={question.answerKey} keyPoints={[]} />
          ) : question.answers.some((s) => s.answers.some(isNotRated)) ? (
            <Text size="sm" c="gray.7" data-testid="no-answer-key">
              No answer key: answers to this question are not rated, for you to rate.
            </Text>
          ) : null}
          {question.answers.length === 0 ? (
            <Text c="gray.7">No one has answered this question yet.</Text>
          ) : (
            <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Answers">
              {question.answers.map((student) => (
                <Paper component="li" withBorder p="sm" key={student.instanceId} data-testid="question-answer">
                  <Text fw={600} size="sm" mb={4}>
                    {student.student}
                  </Text>
                  <Stack gap="sm">
                    {student.answers.map((answer) => (
                      <Stack key={answer.answerMessageId} gap={2}>
                        {answer.followUp ? (
                          <Text size="xs" fw={600} c="gray.7">
                            Answer to the examiner’s follow-up
                          </Text>
                        ) : null}
                        <AnswerReview
                          instanceId={student.instanceId}
                          student={student.student}
                          what={`question ${question.questionIndex + 1}${answer.followUp ? ', follow-up answer' : ''}`}
                          scale={scale}
                          answer={{
                            ...answer,
                            answerKey: student.answerKey ?? question.answerKey,
                            superseded: isSuperseded(student.answers, answer),
                          }}
                          keyDetail="points"
                          keyNow={
                            markableAnswer({
                              rating: answer.aiRating,
                              explanation: answer.explanation,
                              answerKey: student.answerKey,
                            })
                              ? keyNow
                              : null
                          }
                        />
                      </Stack>
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </section>
  );
}
