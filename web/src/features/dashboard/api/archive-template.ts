import { UPDATE_TEMPLATE_FAILED } from '@checkin/contracts/rules';
import type { AssessmentTemplate, TemplateReply } from '@checkin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { authedCall } from '../../../lib/api-client';
import { dashboardKeys, idSchema, parseInput } from './keys';

export const archiveTemplateInput = z.object({ assessmentTemplateId: idSchema, archive: z.boolean() });
export type ArchiveTemplateInput = z.infer<typeof archiveTemplateInput>;

const FALLBACK = UPDATE_TEMPLATE_FAILED;

/** PATCH /assessment_templates/archiveTemplateById/: archives a CheckIn (spec §4) or brings it back. */
export async function archiveTemplate(input: ArchiveTemplateInput): Promise<AssessmentTemplate> {
  const body = parseInput(archiveTemplateInput, input, FALLBACK);
  const reply = await authedCall<TemplateReply>('/assessment_templates/archiveTemplateById/', {
    method: 'PATCH',
    body,
    fallbackMessage: FALLBACK,
  });
  return reply.data;
}

export function useArchiveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.templates() }),
  });
}
