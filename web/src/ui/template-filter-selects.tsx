import { Select } from '@mantine/core';
import { gradeLabel } from './template-labels';

export type FilterSelectValues = { grade: string | null; topic: string | null; tag: string | null };

/** The grade, topic and tag filters over a list of CheckIns, each clearable; for a search group of the page's own. */
export function TemplateFilterSelects({
  values,
  grades,
  topics,
  tags,
  onChange,
}: {
  values: FilterSelectValues;
  grades: readonly string[];
  topics: string[];
  tags: string[];
  onChange: (change: Partial<FilterSelectValues>) => void;
}) {
  return (
    <>
      <Select
        label="Grade"
        placeholder="Any grade"
        data={grades.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
        value={values.grade}
        onChange={(grade) => onChange({ grade })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Topic"
        placeholder="Any topic"
        data={topics}
        value={values.topic}
        onChange={(topic) => onChange({ topic })}
        clearable
        searchable
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        label="Tag"
        placeholder="Any tag"
        data={tags}
        value={values.tag}
        onChange={(tag) => onChange({ tag })}
        clearable
        searchable
        w={{ base: '100%', xs: 160 }}
      />
    </>
  );
}
