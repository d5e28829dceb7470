import type { AssessmentTemplate } from '@checkin/contracts';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NEW_TEMPLATE, dashboardLink } from '../../../lib/dashboard-links';
import { templateFacts } from '../../../ui/template-labels';
import { useCopyTemplate } from '../../../lib/copy-template';
import { useExampleTemplates } from '../api/get-example-templates';
import { dashboardKeys } from '../api/keys';
import { PANEL_STATE } from '../hooks/use-dashboard-panel';

/**
 * A new teacher's dashboard: the way to a first CheckIn, either from scratch or from an example in one click (a
 * copy of it becomes theirs, and its sessions open so they can share it at once).
 */
export function FirstCheckIn({ onCopied }: { onCopied: (template: AssessmentTemplate) => void }) {
  const examples = useExampleTemplates();
  const copy = useCopyTemplate(dashboardKeys.templates());
  return (
    <Stack gap="lg" component="section" aria-labelledby="first-checkin">
      <Stack gap="xs">
        <Title order={2} id="first-checkin">
          Create your first CheckIn
        </Title>
        <Text c="gray.7" maw={640}>
          A CheckIn is a short conversation in which an AI asks your students about a topic, then rates what they
          understood. Start from an example, or make your own.
        </Text>
        <Group>
          <Button component={Link} to={dashboardLink('edit', NEW_TEMPLATE)} state={PANEL_STATE}>
            Create a CheckIn
          </Button>
        </Group>
      </Stack>
      <Title order={3} size="h4">
        Examples
      </Title>
      {copy.isError ? (
        <Alert color="red" role="alert">
          {copy.error.message}
        </Alert>
      ) : null}
      {examples.isPending ? (
        <Loader size="sm" aria-label="Loading the examples" />
      ) : examples.isError ? (
        <Alert color="red">{examples.error.message}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {examples.data.map((example) => (
            <Card key={example.id} withBorder component="article" aria-label={example.name}>
              <Stack gap="xs" h="100%">
                <Text fw={700}>{example.name}</Text>
                <Text size="sm" c="gray.7">
                  {templateFacts(example)}
                </Text>
                <Button
                  mt="auto"
                  variant="light"
                  loading={copy.isPending && copy.variables?.id === example.id}
                  disabled={copy.isPending && copy.variables?.id !== example.id}
                  onClick={() => copy.mutate(example, { onSuccess: onCopied })}
                  aria-label={`Use this example: ${example.name}`}
                >
                  Use this example
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
