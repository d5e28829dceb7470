import { Group, Select, TextInput } from '@mantine/core';
import { GRADE_OPTIONS } from '../../../ui/template-labels';

export type CommunityFilterValues = { q: string; grade: string | null; topic: string | null; tag: string | null };

/** Search and filters over the community's CheckIns. */
export function CommunityFilters({
  values,
  topics,
  tags,
  onChange,
}: {
  values: CommunityFilterValues;
  topics: string[];
  tags: string[];
  onChange: (next: CommunityFilterValues) => void;
}) {
  const set = (change: Partial<CommunityFilterValues>) => onChange({ ...values, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Community CheckIns">
      <TextInput
        label="Search"
        placeholder="Name or topic"
        value={values.q}
        onChange={(event) => set({ q: event.currentTarget.value })}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="Grade"
        placeholder="Any grade"
        data={GRADE_OPTIONS}
        value={values.grade}
        onChange={(grade) => set({ grade })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Topic"
        placeholder="Any topic"
        data={topics}
        value={values.topic}
        onChange={(topic) => set({ topic })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="Tag"
        placeholder="Any tag"
        data={tags}
        value={values.tag}
        onChange={(tag) => set({ tag })}
        clearable
        searchable
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
