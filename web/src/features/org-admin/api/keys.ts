import { registerStoreReset } from '../../../lib/store-reset';

/** The admin area's queries: whether the teacher administers an organisation, its users page by page, its usage. */
export const orgAdminKeys = {
  all: ['org-admin'] as const,
  standing: () => ['org-admin', 'standing'] as const,
  users: (organizationId: string) => ['org-admin', 'users', organizationId] as const,
  usersPage: (organizationId: string, page: number) => ['org-admin', 'users', organizationId, page] as const,
  usage: (organizationId: string) => ['org-admin', 'usage', organizationId] as const,
};

// Spec §4: sign-out resets the organisation store.
registerStoreReset('organisation', ({ queryClient }) => queryClient?.removeQueries({ queryKey: orgAdminKeys.all }));
