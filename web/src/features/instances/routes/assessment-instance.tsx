import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { InstanceDocument } from '@checkin/contracts';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { ProblemPage } from '../../../ui/problem-page';
import { useInstance } from '../api/get-instance';
import { useTemplateName } from '../api/get-template-name';
import '../components/instance.css';
import { AiFailures } from '../components/ai-failures';
import { OverallCard } from '../components/overall-card';
import { Timings, TokenUsage } from '../components/timings-usage';
import { Transcript } from '../components/transcript';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route rule: an instance id is a UUID. */
export function validate(params: Record<string, string | undefined>): boolean {
  return UUID.test(params.assessmentId ?? '');
}

const STATE_COLORS: Record<InstanceDocument['state'], string> = {
  Created: 'gray',
  Started: 'blue',
  Completed: 'teal',
  Rated: 'green',
  Canceled: 'red',
  Abandoned: 'orange',
};
const STATE_LABELS: Record<InstanceDocument['state'], string> = {
  Created: 'Not started',
  Started: 'In progress',
  Completed: 'Completed',
  Rated: 'Rated',
  Canceled: 'Ended by the teacher',
  Abandoned: 'Abandoned: left before the end',
};

export function studentLabel(doc: InstanceDocument): string {
  if (doc.student_name) return doc.student_name;
  return doc.mode === 'Preview' ? 'You (preview)' : 'Anonymous student';
}

/** /assessment_instance/{id}: one check-in as its teacher sees it, with everything the AI wrote and used. */
export default function AssessmentInstancePage() {
  const { assessmentId = '' } = useParams();
  const instance = useInstance(assessmentId);
  const doc = instance.data;
  const templateName = useTemplateName(doc?.assessment_id);

  if (instance.isError && !doc)
    return <InstanceProblem error={instance.error} onRetry={() => void instance.refetch()} />;
  if (!doc) return <InstanceSkeleton />;

  const label = studentLabel(doc);
  return (
    <Stack gap="lg" maw={900} className="instance-page">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          {templateName.data || doc.title}
          {' · '}Grade {doc.grade} · {doc.topic}
        </Text>
        <Group gap="sm" align="center">
          <Title order={1}>{label}</Title>
          {doc.mode === 'Preview' ? (
            <Badge color="violet" variant="filled" data-testid="mode-badge">
              Preview
            </Badge>
          ) : doc.mode !== 'Student' ? (
            <Badge color="gray">{doc.mode}</Badge>
          ) : null}
          <Badge color={STATE_COLORS[doc.state]} variant="light" c="gray.9" data-testid="state-badge">
            {STATE_LABELS[doc.state]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {doc.number_of_questions_completed} of {doc.numberOfQuestions} questions answered
          {doc.mode === 'Preview' ? ' · your own run of this CheckIn; it never counts in reports' : ''}
        </Text>
      </Stack>
      <Group className="instance-page__actions" gap="sm">
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="subtle" component={Link} to={paths.dashboard.to()}>
          Back to the dashboard
        </Button>
      </Group>
      <AiFailures failed={doc.ai.failed} />
      <OverallCard doc={doc} />
      <section aria-labelledby="transcript-title">
        <Title order={2} size="h3" id="transcript-title" mb="sm">
          Conversation
        </Title>
        <Transcript doc={doc} studentLabel={label} />
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Timings doc={doc} />
        <TokenUsage doc={doc} />
      </SimpleGrid>
    </Stack>
  );
}

function InstanceProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const [title, message] =
    status === 404
      ? ['Check-in not found', 'There is no check-in at this address, or it belongs to another teacher.']
      : status === 403
        ? ['You cannot open this check-in', 'Only the teacher whose CheckIn it is can see these results.']
        : ['This check-in could not be loaded', error.message];
  return (
    <ProblemPage
      title={title}
      message={message}
      refused={status === 404 || status === 403}
      onRetry={error instanceof ApiError && error.retryable ? onRetry : null}
    />
  );
}

function InstanceSkeleton() {
  return (
    <Stack gap="md" maw={900} role="status" aria-label="Loading the check-in">
      <Skeleton height={14} width="40%" />
      <Skeleton height={34} width="55%" />
      <Skeleton height={120} />
      <Skeleton height={80} />
      <Skeleton height={80} />
    </Stack>
  );
}
