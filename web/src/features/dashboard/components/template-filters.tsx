import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { TemplateFilterSelects } from '../../../ui/template-filter-selects';
import { NO_FILTERS, type TemplateFilters, isFiltered } from '../model/filter-templates';

type Choices = { grades: string[]; topics: string[]; tags: string[] };

/** Search and filters over the teacher's CheckIns; every control is labelled for screen readers. */
export function TemplateFiltersBar({
  filters,
  choices,
  archivedCount,
  onChange,
}: {
  filters: TemplateFilters;
  choices: Choices;
  archivedCount: number;
  onChange: (next: TemplateFilters) => void;
}) {
  const set = (change: Partial<TemplateFilters>) => onChange({ ...filters, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="My CheckIns">
      <TextInput
        label="Search"
        placeholder="Name, topic or tag"
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
      />
      <TemplateFilterSelects
        values={filters}
        grades={choices.grades}
        topics={choices.topics}
        tags={choices.tags}
        onChange={set}
      />
      <SegmentedControl
        aria-label="Show"
        value={filters.archived ? 'archived' : 'active'}
        onChange={(value) => set({ archived: value === 'archived' })}
        data={[
          { value: 'active', label: 'Active' },
          { value: 'archived', label: `Archived (${archivedCount})` },
        ]}
      />
      {isFiltered(filters) ? (
        <Button variant="subtle" onClick={() => onChange({ ...NO_FILTERS, archived: filters.archived })}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
