import type { AssessmentTemplate } from '@checkin/contracts';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useArchiveTemplate } from '../api/archive-template';
import { NO_FILTERS, filterChoices, filterTemplates } from '../model/filter-templates';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { type CardAction, TemplateCard } from './template-card';
import { TemplateFiltersBar } from './template-filters';

/** "My CheckIns": the teacher's templates, searchable and filterable, active or archived. */
export function MyCheckIns({ templates }: { templates: AssessmentTemplate[] }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [deleting, setDeleting] = useState<AssessmentTemplate | null>(null);
  const archive = useArchiveTemplate();
  const choices = useMemo(() => filterChoices(templates), [templates]);
  const shown = useMemo(() => filterTemplates(templates, filters), [templates, filters]);
  const archivedCount = templates.filter((t) => t.archive).length;

  const onAction = (action: CardAction, template: AssessmentTemplate) => {
    if (action === 'delete') setDeleting(template);
    else archive.mutate({ assessmentTemplateId: template.id, archive: action === 'archive' });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="my-checkins">
      <Title order={2} id="my-checkins">
        My CheckIns
      </Title>
      <TemplateFiltersBar filters={filters} choices={choices} archivedCount={archivedCount} onChange={setFilters} />
      {archive.isError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => archive.reset()}>
          {archive.error.message}
        </Alert>
      ) : null}
      <Text size="sm" c="gray.7" role="status">
        {shown.length === 0
          ? filters.archived && archivedCount === 0
            ? 'No archived CheckIns.'
            : 'No CheckIns match these filters.'
          : `${shown.length} ${filters.archived ? 'archived ' : ''}CheckIn${shown.length === 1 ? '' : 's'}`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            busy={archive.isPending && archive.variables?.assessmentTemplateId === template.id}
            onAction={onAction}
          />
        ))}
      </SimpleGrid>
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
