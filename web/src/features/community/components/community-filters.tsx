import { GRADES } from '@checkin/domain';
import { Group, TextInput } from '@mantine/core';
import { TemplateFilterSelects } from '../../../ui/template-filter-selects';

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
      <TemplateFilterSelects values={values} grades={GRADES} topics={topics} tags={tags} onChange={set} />
    </Group>
  );
}
