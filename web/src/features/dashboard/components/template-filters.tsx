import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { gradeLabel } from '../../../ui/template-labels';
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
      <Select
        label="Grade"
        placeholder="Any grade"
        data={choices.grades.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
        value={filters.grade}
        onChange={(grade) => set({ grade })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Topic"
        placeholder="Any topic"
        data={choices.topics}
        value={filters.topic}
        onChange={(topic) => set({ topic })}
        clearable
        searchable
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        label="Tag"
        placeholder="Any tag"
        data={choices.tags}
        value={filters.tag}
        onChange={(tag) => set({ tag })}
        clearable
        searchable
        w={{ base: '100%', xs: 160 }}
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
