import { NumberInput, Radio, Stack, Text } from '@mantine/core';
import { MAX_QUESTIONS, MIN_QUESTIONS, PROMPT_TYPE_TEXT, PROMPT_TYPES, type PromptType } from '@checkin/domain';
import type { KeyCoverage } from '../model/key-coverage';
import { type QuestionSource, topicOf } from '../model/template-form';
import { CustomQuestionsEditor } from './custom-questions-editor';
import type { FieldProps } from './field-props';

/** How many questions, and who writes them: the AI examiner, or the teacher (the AI writing any left over). */
export function QuestionFields({ form, errors, change, coverage }: FieldProps & { coverage?: KeyCoverage }) {
  const custom = form.questionSource === 'custom';
  const n = typeof form.numberOfQuestions === 'number' ? form.numberOfQuestions : 0;
  const rest = n - form.customQuestions.length;
  return (
    <>
      <NumberInput
        label="Number of questions"
        description={`From ${MIN_QUESTIONS} to ${MAX_QUESTIONS}. The examiner may ask one follow-up on a question.`}
        value={form.numberOfQuestions}
        onChange={(value) =>
          change('numberOfQuestions', typeof value === 'number' ? value : value === '' ? '' : Number(value))
        }
        min={MIN_QUESTIONS}
        max={MAX_QUESTIONS}
        clampBehavior="none"
        allowDecimal={false}
        error={errors.numberOfQuestions}
        maw={220}
        withAsterisk
      />
      <Radio.Group
        label="Who writes the questions"
        value={form.questionSource}
        onChange={(value) => change('questionSource', value as QuestionSource)}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="generated" label="The AI examiner writes them" description="Fitted to the topic and grade." />
          <Radio
            value="custom"
            label="I write my own"
            description={`Asked first, in your order. If you write fewer than the number above, the examiner ${
              coverage?.examinerCannotKey ? 'asks the rest as open questions' : 'adds its own'
            }.`}
          />
        </Stack>
      </Radio.Group>
      {custom ? (
        <Stack gap="xs">
          <CustomQuestionsEditor
            questions={form.customQuestions}
            onChange={(update) => change('customQuestions', update)}
            errors={errors}
            draftAbout={coverage?.examinerDraftsKeys ? { grade: form.grade, topic: topicOf(form) } : null}
          />
          {rest > 0 && form.customQuestions.length > 0 ? (
            <Text size="sm" c="gray.7" data-testid="questions-left">
              {coverage?.examinerCannotKey
                ? `The examiner will ask ${rest === 1 ? 'the last question' : `the last ${rest} questions`} as open questions, recorded as not rated.`
                : `The examiner will write ${rest === 1 ? 'the last question' : `the last ${rest} questions`}.`}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Radio.Group
        label="Questioning style"
        description="How the examiner writes its own questions and follow-ups. Your own questions are asked as you wrote them."
        value={form.promptType}
        onChange={(value) => change('promptType', value as PromptType)}
        error={errors.promptType}
      >
        <Stack gap="xs" mt="xs">
          {PROMPT_TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              label={PROMPT_TYPE_TEXT[type].label}
              description={PROMPT_TYPE_TEXT[type].description}
            />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}
