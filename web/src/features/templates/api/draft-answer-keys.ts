import { CANCEL_DRAFTS_FAILED, DRAFT_KEYS_FAILED } from '@checkin/contracts/rules';
import type { CustomQuestion } from '@checkin/domain';
import type { DraftKeysReply } from '@checkin/contracts';
import { ApiError, authedCall } from '../../../lib/api-client';

export type DraftKeysInput = { requestId: string; grade: string; topic: string; questions: CustomQuestion[] };

/**
 * POST /assessment_templates/draftAnswerKeys: the model drafts a key for each question without one, streamed to the
 * room `draft:{requestId}`. The places in `questions` of those being drafted.
 */
export async function draftAnswerKeys(input: DraftKeysInput): Promise<number[]> {
  const reply = await authedCall<Partial<DraftKeysReply>>('/assessment_templates/draftAnswerKeys', {
    method: 'POST',
    body: input,
    fallbackMessage: DRAFT_KEYS_FAILED,
  });
  if (!reply?.data) throw new ApiError(502, DRAFT_KEYS_FAILED);
  return reply.data.drafting;
}

/** POST /assessment_templates/cancelDraftAnswerKeys: drafts of the request not yet begun are dropped. */
export async function cancelDraftAnswerKeys(requestId: string): Promise<void> {
  await authedCall('/assessment_templates/cancelDraftAnswerKeys', {
    method: 'POST',
    body: { requestId },
    fallbackMessage: CANCEL_DRAFTS_FAILED,
  });
}
