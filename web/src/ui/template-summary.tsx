import type { AssessmentTemplate } from '@checkin/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { gradeLabel, ratingScaleOf, templateFacts } from './template-labels';
import { TemplateTags } from './template-tags';

const yesNo = (on: boolean) => (on ? 'shown' : 'not shown');

/**
 * A CheckIn as its students meet it: the topic and grade, how many questions, how it opens, the scale their
 * answers are rated on, and what they see of the ratings. Teacher pages only (Mantine).
 */
export function TemplateSummary({ template }: { template: AssessmentTemplate }) {
  const scale = ratingScaleOf(template.rating_scale_id);
  const firstQuestion = template.customQuestions[0];
  return (
    <Stack gap="md">
      <Text c="gray.7">
        {templateFacts(template)}
        {template.author ? ` · by ${template.author}` : ''}
      </Text>
      <Stack gap={4}>
        <Title order={3} size="h5">
          The first question
        </Title>
        {firstQuestion ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{firstQuestion.question}</Text>
        ) : (
          <Text c="gray.7">
            The AI opens with its own question on {template.topic}, written for{' '}
            {gradeLabel(template.grade).toLowerCase()}.
          </Text>
        )}
        {template.customQuestions.length > 1 ? (
          <Text size="sm" c="gray.7">
            Then {template.customQuestions.length - 1} more of the teacher’s questions, and the AI’s own after them.
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Rating scale: {scale.name}
        </Title>
        {scale.levels.length > 0 ? (
          <List size="sm" spacing={2}>
            {scale.levels.map((level) => (
              <List.Item key={level.value}>
                <Text span fw={600} size="sm">
                  {level.label}
                </Text>{' '}
                — {level.description}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          What students see
        </Title>
        <List size="sm" spacing={2}>
          <List.Item>A rating after each answer: {yesNo(template.showSingleQuestionRating)}</List.Item>
          <List.Item>An example answer: {yesNo(template.showExampleAnswer)}</List.Item>
          <List.Item>An overall rating: {yesNo(template.showOverallRating)}</List.Item>
          <List.Item>Overall feedback: {yesNo(template.showOverallFeedback)}</List.Item>
        </List>
      </Stack>
      <TemplateTags tags={template.tags} />
    </Stack>
  );
}
