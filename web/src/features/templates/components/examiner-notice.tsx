import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import type { KeyCoverage } from '../model/key-coverage';

/**
 * Said where the teacher chooses the questions, when the built-in examiner runs the CheckIns and the topic is
 * their own: it cannot write questions or keys for it, so what the teacher leaves out is asked but not rated.
 */
export function ExaminerNotice({ coverage }: { coverage: KeyCoverage }) {
  const titleId = useId();
  if (!coverage.examinerCannotKey) return null;
  const { keyed, total } = coverage;
  return (
    <Paper
      withBorder
      p="md"
      role="note"
      aria-labelledby={titleId}
      data-testid="examiner-notice"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-7)' }}
    >
      <Text id={titleId} fw={700} mb={4}>
        Write the questions and answer keys for your own topic
      </Text>
      <Text size="sm">
        The built-in examiner cannot write questions or answer keys for a topic of your own. Write your questions with
        their keys. Questions you leave out are asked as open questions and recorded as not rated, for you to rate in
        the report.
      </Text>
      <Text size="sm" fw={600} mt="xs" data-testid="key-count">
        {keyed} of {total} {total === 1 ? 'question has' : 'questions have'} an answer key.
      </Text>
    </Paper>
  );
}
