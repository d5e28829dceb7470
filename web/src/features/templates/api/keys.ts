/** Query keys of the templates feature; ['templates'] is the prefix every template query sits under. */
export const templateKeys = {
  all: ['templates'] as const,
  one: (templateId: string) => ['templates', 'one', templateId] as const,
  tagOptions: () => ['templates', 'tag-options'] as const,
  examiner: () => ['templates', 'examiner'] as const,
};
