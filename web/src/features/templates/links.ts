import { paths } from '../../lib/paths';

/** The query parameter of /dashboard that opens a template's preview (spec §2 has no route of its own for it). */
export const PREVIEW_PARAM = 'preview';

/** Where a teacher takes their own CheckIn in Preview mode before sharing it. */
export function previewLink(templateId: string): string {
  return `${paths.dashboard.to()}?${new URLSearchParams({ [PREVIEW_PARAM]: templateId })}`;
}
