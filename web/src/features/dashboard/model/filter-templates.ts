import type { AssessmentTemplate } from '@checkin/contracts';
import { byGrade } from '../../../ui/template-labels';

/** The dashboard's view of the teacher's CheckIns: a search, three filters, and active or archived. */
export type TemplateFilters = {
  search: string;
  grade: string | null;
  topic: string | null;
  tag: string | null;
  archived: boolean;
};

export const NO_FILTERS: TemplateFilters = { search: '', grade: null, topic: null, tag: null, archived: false };

const fold = (text: string) => text.trim().toLowerCase();

/** A CheckIn matches a search when every word of it is in its name, topic or tags. */
function matchesSearch(template: AssessmentTemplate, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([template.name, template.topic, ...template.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function filterTemplates(templates: AssessmentTemplate[], filters: TemplateFilters): AssessmentTemplate[] {
  return templates.filter(
    (t) =>
      t.archive === filters.archived &&
      (filters.grade === null || t.grade === filters.grade) &&
      (filters.topic === null || t.topic === filters.topic) &&
      (filters.tag === null || t.tags.includes(filters.tag)) &&
      matchesSearch(t, filters.search),
  );
}

/** The grades, topics and tags the teacher's CheckIns use: the choices of the filters. */
export function filterChoices(templates: AssessmentTemplate[]) {
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    grades: distinct(templates.map((t) => t.grade)).sort(byGrade),
    topics: distinct(templates.map((t) => t.topic)).sort((a, b) => a.localeCompare(b)),
    tags: distinct(templates.flatMap((t) => t.tags)).sort((a, b) => a.localeCompare(b)),
  };
}

export function isFiltered(filters: TemplateFilters): boolean {
  return Boolean(filters.search.trim() || filters.grade || filters.topic || filters.tag);
}
