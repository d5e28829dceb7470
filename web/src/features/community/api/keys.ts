import { registerStoreReset } from '../../../lib/store-reset';

export type CommunityFilters = { q: string; grade: string | null; tag: string | null };

export const communityKeys = {
  all: ['community'] as const,
  templates: (filters: CommunityFilters) => ['community', 'templates', filters] as const,
  tagOptions: () => ['community', 'tag-options'] as const,
};

// The tag suggestions include the teacher's own tags: signing out forgets them.
registerStoreReset('community', ({ queryClient }) => queryClient?.removeQueries({ queryKey: communityKeys.all }));
