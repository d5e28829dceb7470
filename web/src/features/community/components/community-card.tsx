import type { AssessmentTemplate } from '@checkin/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { templateFacts } from '../../../ui/template-labels';
import { TemplateTags } from '../../../ui/template-tags';

/** A CheckIn another teacher shared: what it is about, a preview, and a copy of one's own. */
export function CommunityCard({
  template,
  copying,
  onPreview,
  onCopy,
}: {
  template: AssessmentTemplate;
  copying: boolean;
  onPreview: () => void;
  onCopy: () => void;
}) {
  const headingId = `community-${template.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id={headingId} lineClamp={2}>
          {template.name}
        </Title>
        <Text size="sm" c="gray.7">
          {templateFacts(template)}
        </Text>
        {template.author ? (
          <Text size="sm" c="gray.7">
            Shared by {template.author}
          </Text>
        ) : null}
        <TemplateTags tags={template.tags} />
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="default" onClick={onPreview} aria-label={`Preview ${template.name}`}>
            Preview
          </Button>
          <Button size="xs" loading={copying} onClick={onCopy} aria-label={`Copy to my CheckIns: ${template.name}`}>
            Copy to my CheckIns
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
