import type { StudentTemplateView } from '@checkin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, apiCall } from '../../../lib/api-client';
import { checkinKeys, idSchema, parseInput, tokenSchema } from './input';

/** GET /assessment_templates/getAssessmentTemplateById/{id}: a student may read their session's template. */
export const getTemplateInput = z.object({ templateId: idSchema, token: tokenSchema });
export type GetTemplateInput = z.infer<typeof getTemplateInput>;

/** The part of the student's view of a template their page uses: the welcome screen, and whether to offer a retake. */
export type CheckinTemplate = Pick<
  StudentTemplateView,
  'name' | 'topic' | 'grade' | 'numberOfQuestions' | 'allowRetakes'
>;

const FALLBACK = 'Error getting assessment template';

export async function getTemplate(input: GetTemplateInput, signal?: AbortSignal): Promise<CheckinTemplate> {
  const { templateId, token } = parseInput(getTemplateInput, input, FALLBACK);
  const reply = await apiCall<{ data: CheckinTemplate }>(
    `/assessment_templates/getAssessmentTemplateById/${encodeURIComponent(templateId)}`,
    { token, fallbackMessage: FALLBACK, signal },
  );
  return reply.data;
}

export const templateQueryOptions = (templateId: string, token: string) =>
  queryOptions({
    queryKey: checkinKeys.template(templateId),
    queryFn: ({ signal }) => getTemplate({ templateId, token }, signal),
    staleTime: 5 * 60_000,
    retry: (failures, error) => error instanceof ApiError && error.retryable && failures < 3,
  });

export function useTemplate(templateId: string | undefined, token: string | undefined) {
  return useQuery({ ...templateQueryOptions(templateId ?? '', token ?? ''), enabled: Boolean(templateId && token) });
}
