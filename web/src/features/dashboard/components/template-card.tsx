import type { AssessmentTemplate } from '@checkin/contracts';
import { Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { dashboardLink } from '../../../lib/dashboard-links';
import { templateFacts } from '../../../ui/template-labels';
import { TemplateTags } from '../../../ui/template-tags';
import { PANEL_STATE } from '../hooks/use-dashboard-panel';

export type CardAction = 'archive' | 'unarchive' | 'delete';

/** One of the teacher's CheckIns: what it asks, and everything they can do with it. */
export function TemplateCard({
  template,
  busy,
  onAction,
}: {
  template: AssessmentTemplate;
  busy: boolean;
  onAction: (action: CardAction, template: AssessmentTemplate) => void;
}) {
  const name = template.name;
  const headingId = `template-${template.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId} lineClamp={2}>
            {name}
          </Title>
          {template.archive ? <Badge color="gray.7">Archived</Badge> : null}
        </Group>
        <Text size="sm" c="gray.7">
          {templateFacts(template)}
        </Text>
        <TemplateTags tags={template.tags} />
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            component={Link}
            to={dashboardLink('template', template.id)}
            state={PANEL_STATE}
            size="xs"
            aria-label={`Sessions and sharing: ${name}`}
          >
            Sessions and sharing
          </Button>
          <Button
            component={Link}
            to={dashboardLink('edit', template.id)}
            state={PANEL_STATE}
            size="xs"
            variant="default"
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="subtle" loading={busy} aria-label={`More actions: ${name}`}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={dashboardLink('duplicate', template.id)} state={PANEL_STATE}>
                Duplicate
              </Menu.Item>
              <Menu.Item component={Link} to={dashboardLink('preview', template.id)} state={PANEL_STATE}>
                Preview
              </Menu.Item>
              <Menu.Item onClick={() => onAction(template.archive ? 'unarchive' : 'archive', template)}>
                {template.archive ? 'Unarchive' : 'Archive'}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onAction('delete', template)}>
                Delete…
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Card>
  );
}
